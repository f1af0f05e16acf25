// The table of contents follows the page, as Docusaurus's useTOCHighlight has it: as the visitor
// scrolls, the link of the section being read is marked active. No island and no React: the
// classic theme's script starts it on the first scroll (islands/classic-scroll.ts), and a swizzled
// TOC's useTOCHighlight (docusaurus/theme-common) with class names of its own starts one more.
//
// The section being read: the first heading at or below the navbar's bottom edge when it sits in
// the top half of the window, else the heading before it (none before the first); past the last
// heading, the last one.

export interface TocHighlightConfig {
  /** The class names every link of the list has (space-separated, all of them). */
  linkClassName: string;
  linkActiveClassName: string;
  /** The levels of the headings followed (`h2.anchor` …); without them, the headings the links name. */
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
}

/** The classic theme's own table of contents (theme/classic/Toc.tsx): it lists the levels the page's options give. */
export const CLASSIC_TOC: TocHighlightConfig = {
  linkClassName: 'table-of-contents__link toc-highlight',
  linkActiveClassName: 'table-of-contents__link--active',
};

const started = new Set<string>();

/** A heading's box, or its parent's when it is an empty marker. */
function boxOf(el: Element): DOMRect {
  const box = el.getBoundingClientRect();
  return box.top === box.bottom && el.parentElement ? boxOf(el.parentElement) : box;
}

function activeHeading(headings: Element[], topOffset: number): Element | undefined {
  const next = headings.findIndex((h) => boxOf(h).top >= topOffset);
  if (next < 0) return headings[headings.length - 1];
  const box = boxOf(headings[next]!);
  if (box.top > 0 && box.bottom < innerHeight / 2) return headings[next];
  return next > 0 ? headings[next - 1] : undefined;
}

/** Marks the active link of the lists with `config`'s class names from now on; returns how to stop. */
export function startTocHighlight(config: TocHighlightConfig = CLASSIC_TOC): () => void {
  const key = `${config.linkClassName}|${config.linkActiveClassName}`;
  // A page without such a list (a blog post, a doc without headings) has nothing to follow.
  if (started.has(key) || !document.getElementsByClassName(config.linkClassName).length) return () => {};
  started.add(key);
  const { minHeadingLevel: min, maxHeadingLevel: max } = config;
  const levels: string[] = [];
  if (min !== undefined && max !== undefined) for (let l = min; l <= max; l++) levels.push(`h${l}.anchor`);
  const idOf = (link: HTMLAnchorElement) => decodeURIComponent(link.href.slice(link.href.indexOf('#') + 1));
  const update = () => {
    const links = Array.from(document.getElementsByClassName(config.linkClassName)) as HTMLAnchorElement[];
    if (!links.length) return;
    const headings = levels.length
      ? Array.from(document.querySelectorAll(levels.join()))
      : links.flatMap((link) => document.getElementById(idOf(link)) ?? []);
    // The navbar's height, unless it hides as the page scrolls down (navbar.hideOnScroll).
    const navbar = document.querySelector('.navbar');
    const topOffset = !navbar || navbar.classList.contains('navbarHideable') ? 0 : navbar.clientHeight;
    const active = activeHeading(headings, topOffset);
    for (const link of links) link.classList.toggle(config.linkActiveClassName, !!active && active.id === idOf(link));
  };
  document.addEventListener('scroll', update, { passive: true });
  addEventListener('resize', update);
  update();
  return () => {
    started.delete(key);
    document.removeEventListener('scroll', update);
    removeEventListener('resize', update);
  };
}
