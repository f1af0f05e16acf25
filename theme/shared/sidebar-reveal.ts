// Scrolls the docs sidebar's own scroll box (never the page) so the current page's link shows.
// Run by the loader as the page starts, so a long sidebar needs no island to show where it is.
export function revealActiveSidebarLink(root: ParentNode = document): void {
  const link = root.querySelector('.sidebar .menu__link--active');
  const box = link?.closest('.menu');
  if (!link || !box || box.scrollHeight <= box.clientHeight) return;
  const l = link.getBoundingClientRect();
  const b = box.getBoundingClientRect();
  if (l.top >= b.top && l.bottom <= b.bottom) return;
  box.scrollTop += l.top - b.top - (b.height - l.height) / 2;
}
