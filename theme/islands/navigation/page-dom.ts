// What client navigation does to the document besides swapping pages: scroll to a fragment, focus
// the new page, load a page whole, find the link an event came from and where it may go, run work
// when the browser is idle.
import { navigableUrl } from '../../shared/navigation/links.ts';

export type How = 'push' | 'replace' | 'pop' | 'retry';

export const motion = (): ScrollBehavior =>
  matchMedia('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth';

export const idle = (fn: () => void) =>
  (
    (window as { requestIdleCallback?: (cb: () => void, o?: object) => void }).requestIdleCallback ??
    ((cb: () => void) => setTimeout(cb, 50))
  )(fn, { timeout: 2000 });

export function scrollToHash(hash: string, behavior: ScrollBehavior): void {
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    /* keep the raw fragment */
  }
  const target = id ? (document.getElementById(id) ?? document.getElementsByName(id)[0]) : null;
  if (target) {
    target.scrollIntoView({ behavior, block: 'start' });
    // The skip link and friends point at focusable targets: keyboard users expect to land there.
    if (target.matches('a[href], button, input, select, textarea, [tabindex]')) target.focus({ preventScroll: true });
  } else if (!id || id.toLowerCase() === 'top') window.scrollTo({ top: 0, left: 0, behavior });
}

export function hardLoad(url: URL, how: How): void {
  if (how === 'push') location.assign(url.href);
  else if (how === 'replace') location.replace(url.href);
  else location.reload();
}

export function focusPage(): void {
  const main = document.getElementById('main-content');
  const target = main?.querySelector('h1') ?? main;
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.classList.add('nav-focus');
  target.focus({ preventScroll: true });
}

/** Where a link may be followed by client navigation, or null when the browser should follow it. */
export const linkTarget = (a: HTMLAnchorElement, base: string) =>
  navigableUrl(
    {
      href: a.href,
      target: a.getAttribute('target'),
      download: a.hasAttribute('download'),
      rel: a.getAttribute('rel'),
    },
    location.href,
    base,
  );

export const anchorOf = (target: EventTarget | null): HTMLAnchorElement | null => {
  const a = target instanceof Element ? target.closest('a[href]') : null;
  return a instanceof HTMLAnchorElement ? a : null;
};
