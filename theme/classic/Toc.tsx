// Docusaurus's table of contents: nested `table-of-contents` lists of the page's headings.
import type { ReactNode } from 'react';
import type { TocItem } from '../shared/types.ts';
import { swizzledTitle, Themed } from './swizzle.tsx';
import { tocValueOf } from '../shared/toc-value.ts';
import { themeString } from './theme-text.tsx';
import { escapeHtml } from '../shared/html-escape.ts';
import { DocItemTOCMobile, TOC, TOCCollapsible, TOCCollapsibleCollapseButton } from '../shared/docusaurus-classes.ts';

interface TocNode {
  item: TocItem;
  children: TocNode[];
}

/**
 * The headings as a tree, each under the nearest heading before it of a smaller depth, as
 * Docusaurus's treeifyTOC builds it: an h4 under its h3, that h3 under its h2.
 */
function treeOf(items: TocItem[]): TocNode[] {
  const roots: TocNode[] = [];
  const open: TocNode[] = [];
  for (const item of items) {
    const node = { item, children: [] };
    while (open.length && open[open.length - 1]!.item.depth >= item.depth) open.pop();
    (open.length ? open[open.length - 1]!.children : roots).push(node);
    open.push(node);
  }
  return roots;
}

// The side column's links carry `toc-highlight`, which the page's script follows
// (islands/toc-highlight.ts); the phone's collapsible list's do not, as in Docusaurus.
const SIDE_LINK = 'table-of-contents__link toc-highlight';
const PHONE_LINK = 'table-of-contents__link';

function TocNodes({ nodes, className, link }: { nodes: TocNode[]; className?: string; link: string }) {
  return (
    <ul className={className}>
      {nodes.map(({ item, children }) => (
        <li key={item.id}>
          {item.html ? (
            // The heading's inline markup, written by the build from the page's own source.
            <a href={`#${item.id}`} className={link} dangerouslySetInnerHTML={{ __html: item.html }} />
          ) : (
            <a href={`#${item.id}`} className={link}>
              {item.text}
            </a>
          )}
          {children.length ? <TocNodes nodes={children} link={link} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** The nested `table-of-contents` list of the page's headings. */
function TocList({ items, link = SIDE_LINK }: { items: TocItem[]; link?: string }) {
  return <TocNodes nodes={treeOf(items)} className={TOC_LIST} link={link} />;
}

const TOC_LIST = 'table-of-contents table-of-contents__left-border';

/**
 * The side column's list as Docusaurus's TOC renders it, through a site's own TOCItems when it has
 * one: Docusaurus's props, the headings' levels (the page's are already kept to its range) and the
 * link class names the page's script follows.
 */
export function TableOfContents({ items, className }: { items: TocItem[]; className: string }) {
  if (!items.length) return null;
  const props = {
    toc: docusaurusToc(items),
    ...levelsOf(items),
    linkClassName: SIDE_LINK,
    linkActiveClassName: 'table-of-contents__link--active',
  };
  return (
    <div className={`${TOC.tableOfContents} thin-scrollbar ${className}`}>
      <Themed name="TOCItems" ours={tocItemsOriginal} props={props} />
    </div>
  );
}

/** Ours for TOCItems, from Docusaurus's props (a site's TOCItems wrapper renders theme/docusaurus/TOCItems.tsx instead). */
function tocItemsOriginal(p: Record<string, unknown>): ReactNode {
  const min = (p.minHeadingLevel as number | undefined) ?? 2;
  const max = (p.maxHeadingLevel as number | undefined) ?? 3;
  const items = fromDocusaurusToc((p.toc as DocusaurusTocItem[] | undefined) ?? []).filter(
    (i) => i.depth >= min && i.depth <= max,
  );
  const link = (p.linkClassName as string | undefined) ?? 'table-of-contents__link';
  return <TocNodes nodes={treeOf(items)} className={(p.className as string | undefined) ?? TOC_LIST} link={link} />;
}

/** Docusaurus's TOC item: the heading as HTML, its id, its level. */
export interface DocusaurusTocItem {
  value: string;
  id: string;
  level: number;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };
const htmlText = (s: string) =>
  s.replace(/<[^>]*>/g, '').replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, e: string) => ENTITIES[e]!);

/**
 * Docusaurus's TOC, which a site may swizzle (a wrapper that cleans or filters the headings before
 * `@theme-original/TOC` shows them): it gets Docusaurus's props, `toc`, the levels and `className`.
 */
export function ThemedToc({ items, className }: { items: TocItem[]; className: string }) {
  const props = { toc: docusaurusToc(items), ...levelsOf(items), className };
  return <Themed name="TOC" ours={tocOriginal(items, className)} props={props} />;
}

/**
 * Docusaurus's TOCCollapsible above a doc on narrow screens, which a site may swizzle (a wrapper
 * that adds a box below it), given Docusaurus's props; `ours` draws TocMobile from them.
 */
export function ThemedTocMobile({
  items,
  ours,
}: {
  items: TocItem[];
  ours: (props: Record<string, unknown>) => ReactNode;
}) {
  const props = {
    toc: docusaurusToc(items),
    ...levelsOf(items),
    className: `theme-doc-toc-mobile ${DocItemTOCMobile.tocMobile}`,
  };
  return <Themed name="TOCCollapsible" ours={ours} props={props} />;
}

/**
 * The levels a TOC keeps, given as Docusaurus's DocItem/TOC/Desktop gives the page's own: here the
 * headings' (the build kept them to the page's range), so a site's TOC that filters again keeps them all.
 */
function levelsOf(items: TocItem[]): { minHeadingLevel?: number; maxHeadingLevel?: number } {
  if (!items.length) return {};
  const depths = items.map((i) => i.depth);
  return { minHeadingLevel: Math.min(...depths), maxHeadingLevel: Math.max(...depths) };
}

const docusaurusToc = (items: TocItem[]): DocusaurusTocItem[] =>
  items.map((i) => ({ value: tocValueOf(i), id: i.id, level: i.depth }));

/**
 * What `@theme-original/TOC` (and `@theme/TOC` with no swizzle of it) draws from Docusaurus's props:
 * `toc`, else the page's headings, and `className`. A site's own DocItem/TOC/Desktop renders it too.
 */
export function tocOriginal(items: TocItem[], className: string) {
  return (p: Record<string, unknown>): ReactNode => {
    const given = (p.toc as DocusaurusTocItem[] | undefined) ?? docusaurusToc(items);
    return (
      <TableOfContents items={fromDocusaurusToc(given)} className={(p.className as string | undefined) ?? className} />
    );
  };
}

/** Docusaurus's TOC items (`useDoc().toc`, a TOC's `toc` prop) as the theme's. */
export const fromDocusaurusToc = (given: DocusaurusTocItem[]): TocItem[] =>
  given.map((t) => ({
    id: t.id,
    depth: t.level,
    text: htmlText(t.value),
    ...(/<[a-z]/i.test(t.value) ? { html: t.value } : {}),
  }));

/**
 * Docusaurus's "On this page" box above a doc on narrow screens. A native <details> opens it, so it
 * works with no JavaScript at all, before any island is live, and from the keyboard.
 */
export function TocMobile({
  items,
  label = themeString('theme.TOCCollapsible.toggleButtonLabel', 'On this page'),
  className = `theme-doc-toc-mobile ${DocItemTOCMobile.tocMobile}`,
}: {
  items: TocItem[];
  label?: string;
  className?: string;
}) {
  if (!items.length) return null;
  return (
    <details className={`${TOCCollapsible.tocCollapsible} ${className}`.trim()}>
      <summary className={`clean-btn ${TOCCollapsibleCollapseButton.tocCollapsibleButton}`}>{label}</summary>
      <div className={TOCCollapsible.tocCollapsibleContent}>
        <TocList items={items} link={PHONE_LINK} />
      </div>
    </details>
  );
}

/**
 * One side of a previous/next pair, Docusaurus's PaginatorNavLink: the site's when it swizzled it,
 * given Docusaurus's props (`permalink` with the base URL, `title`, `subLabel`, `isNext`).
 */
export function NavLink(props: { permalink: string; title: string; subLabel?: string; isNext?: boolean }) {
  const ours = () => (
    <a
      className={`pagination-nav__link pagination-nav__link--${props.isNext ? 'next' : 'prev'}`}
      href={props.permalink}
    >
      {props.subLabel ? <div className="pagination-nav__sublabel">{props.subLabel}</div> : null}
      <div className="pagination-nav__label">{props.title}</div>
    </a>
  );
  return <Themed name="PaginatorNavLink" ours={ours} props={props} />;
}

/** Previous and next links, as Docusaurus's pagination-nav. */
export function Pagination({
  prev,
  next,
  base,
  label,
  words = [themeString('theme.docs.paginator.previous', 'Previous'), themeString('theme.docs.paginator.next', 'Next')],
  className = 'docusaurus-mt-lg',
}: {
  prev?: { label: string; href: string };
  next?: { label: string; href: string };
  base: (href: string) => string;
  label: string;
  words?: [string, string];
  className?: string;
}) {
  if (!prev && !next) return null;
  const link = (l: { label: string; href: string }, kind: 'prev' | 'next') => (
    <NavLink
      permalink={base(l.href)}
      title={l.label}
      subLabel={kind === 'prev' ? words[0] : words[1]}
      isNext={kind === 'next'}
    />
  );
  return (
    <nav className={`pagination-nav ${className}`.trim()} aria-label={label}>
      {prev ? link(prev, 'prev') : null}
      {next ? link(next, 'next') : null}
    </nav>
  );
}

/**
 * The content's HTML after its title, as Docusaurus writes both inside `.markdown` (so `.markdown > h2`
 * rules hold); `titleHtml`, the heading's own markup when it has some, is written as it is.
 */
export function titledHtml(title: string, html: string, titleHtml?: string): string {
  const inner = titleHtml ?? escapeHtml(title);
  return `<header>${swizzledTitle(inner) ?? `<h1>${inner}</h1>`}</header>${html}`;
}
