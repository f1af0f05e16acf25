// Docusaurus's BackToTopButton, with no island and no React: the button a docs page carries
// (theme/classic/DocPage.tsx) shows while the visitor scrolls back up, at least THRESHOLD pixels
// from the top and short of the page's end; scrolling down, reaching the top, or following a link
// to a heading hides it (its jump, smooth or not, is not counted). A click (or Enter, Space: it is
// a button) goes back to the top, smoothly unless the visitor asks for reduced motion. The classic
// theme's script (classic/loader.tsx) fetches it on the first scroll.

import { BACK_TO_TOP_SELECTOR } from '../shared/back-to-top.ts';

const THRESHOLD = 300;
// Docusaurus's class for the shown button (shared/docusaurus-classes.ts BackToTopButton), written
// here: importing the table would bring every island's class names into the first-scroll script.
// tests/unit/docusaurus/docusaurus-classes.test.ts holds the two equal.
export const SHOWN = 'backToTopButtonShow_xfvO';
const SETTLE_MS = 150;
const LONGEST_MS = 1000;

let started = false;

/** Listens for the rest of the visit, on a page that has the button (theme/classic/DocPage.tsx). */
export function startBackToTop(): void {
  if (started || !document.querySelector(BACK_TO_TOP_SELECTOR)) return;
  started = true;
  // As Docusaurus's useScrollPosition, the position when it starts is the one the first scroll leaves.
  let last = scrollY;
  // While a link's jump to a heading lasts (smooth, it is many scroll events), scrolling is not the
  // visitor's: it ends once the page has been still for SETTLE_MS, or after LONGEST_MS at most.
  let toHeading = false;
  let settle: ReturnType<typeof setTimeout> | undefined;
  let until = 0;
  const settled = (ms: number) => {
    clearTimeout(settle);
    settle = setTimeout(() => (toHeading = false), ms);
  };
  const button = () => document.querySelector<HTMLElement>(BACK_TO_TOP_SELECTOR);
  addEventListener(
    'scroll',
    () => {
      const top = scrollY;
      const before = last;
      last = top;
      const b = button();
      // The first scroll from the top, or a jump to a heading a link asked for, is not the visitor's.
      if (!b || !before) return;
      if (toHeading) settled(Math.min(SETTLE_MS, until - performance.now()));
      else if (top >= before || top < THRESHOLD) b.classList.remove(SHOWN);
      else if (top + innerHeight < document.documentElement.scrollHeight) b.classList.add(SHOWN);
    },
    { passive: true },
  );
  const headingLink = () => {
    toHeading = true;
    until = performance.now() + LONGEST_MS;
    settled(LONGEST_MS);
    button()?.classList.remove(SHOWN);
  };
  addEventListener('hashchange', headingLink);
  addEventListener('click', (e) => {
    const target = e.target instanceof Element ? e.target : null;
    if (target?.closest(BACK_TO_TOP_SELECTOR)) {
      const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
      scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
      return;
    }
    // A link to a heading of this page, which client navigation follows without a hashchange.
    const a = target?.closest('a[href]');
    if (!(a instanceof HTMLAnchorElement)) return;
    const url = new URL(a.href, location.href);
    if (url.hash && url.origin === location.origin && url.pathname === location.pathname) headingLink();
  });
}
