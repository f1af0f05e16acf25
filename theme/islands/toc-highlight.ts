// The table of contents follows the page, as Docusaurus's useTOCHighlight has it: as the visitor
// scrolls, the link of the section being read is marked active. No island and no React: the
// classic theme's script starts it on the first scroll (islands/classic-scroll.ts), and a swizzled
// TOC's useTOCHighlight (docusaurus/toc-highlight-hook.ts) with class names of its own runs one more.
//
// The section being read: the first heading at or below the navbar's bottom edge when it sits in
// the top half of the window, else the heading before it (none before the first); past the last
// heading, the last one.

/** A heading's box, or its parent's when it is an empty marker. */
function boxOf(el: Element): DOMRect {
  const box = el.getBoundingClientRect();
  return box.top === box.bottom && el.parentElement ? boxOf(el.parentElement) : box;
}

function activeHeading(headings: Element[], topOffset: number): Element | undefined {
  const next = headings.findIndex((h) => boxOf(h).top >= topOffset);
  if (next < 0) return headings[headings.length - 1];
  const box = boxOf(headings[next]!);
  return box.top > 0 && box.bottom < innerHeight / 2 ? headings[next] : headings[next - 1];
}

// Docusaurus's class for a navbar that hides on scroll (shared/docusaurus-classes.ts NavbarLayout),
// written here: importing the table would bring every island's class names into the first-scroll
// script. tests/unit/docusaurus/docusaurus-classes.test.ts holds the two equal.
export const HIDEABLE = 'navbarHideable_m1mJ';

const idOf = (link: HTMLAnchorElement) => decodeURIComponent(link.hash.slice(1));

/**
 * Marks, as the page scrolls, the link (of those with all of `linkClassName`'s classes) of the
 * section being read among `headings(links)`; returns how to stop.
 */
export function followToc(
  linkClassName: string,
  activeClassName: string,
  headings: (links: HTMLAnchorElement[]) => Element[],
): () => void {
  const update = () => {
    const links = [...document.getElementsByClassName(linkClassName)] as HTMLAnchorElement[];
    // The navbar's height, unless it hides as the page scrolls down (navbar.hideOnScroll).
    const navbar = document.querySelector('.navbar');
    const top = !navbar || navbar.classList.contains(HIDEABLE) ? 0 : navbar.clientHeight;
    const active = activeHeading(headings(links), top);
    for (const link of links) link.classList.toggle(activeClassName, !!active && active.id === idOf(link));
  };
  document.addEventListener('scroll', update, { passive: true });
  addEventListener('resize', update);
  update();
  return () => {
    document.removeEventListener('scroll', update);
    removeEventListener('resize', update);
  };
}

// The classic theme's own list (theme/classic/Toc.tsx): the headings it follows are the ones it lists.
const LINK = 'table-of-contents__link toc-highlight';
let started = false;

/** The classic theme's table of contents, on a page that has one. */
export function startTocHighlight(): void {
  if (started || !document.getElementsByClassName(LINK).length) return;
  started = true;
  followToc(LINK, 'table-of-contents__link--active', (links) =>
    links.flatMap((link) => document.getElementById(idOf(link)) ?? []),
  );
}
