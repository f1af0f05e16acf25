// Docusaurus's table of contents: nested `table-of-contents` lists of the page's headings.
import type { ReactNode } from 'react';
import type { TocItem } from '../shared/types.ts';
import { Themed } from './swizzle.tsx';

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
          <a href={`#${item.id}`} className={link}>
            {item.text}
          </a>
          {children.length ? <TocNodes nodes={children} link={link} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** The nested `table-of-contents` list of the page's headings. */
function TocList({ items, link = SIDE_LINK }: { items: TocItem[]; link?: string }) {
  return <TocNodes nodes={treeOf(items)} className="table-of-contents table-of-contents__left-border" link={link} />;
}

export function TableOfContents({ items, className }: { items: TocItem[]; className: string }) {
  if (!items.length) return null;
  return (
    <div className={`tableOfContents thin-scrollbar ${className}`}>
      <TocList items={items} />
    </div>
  );
}

/** Docusaurus's TOC item: the heading as HTML, its id, its level. */
export interface DocusaurusTocItem {
  value: string;
  id: string;
  level: number;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };
const htmlText = (s: string) =>
  s.replace(/<[^>]*>/g, '').replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, e: string) => ENTITIES[e]!);

/**
 * Docusaurus's TOC, which a site may swizzle (a wrapper that cleans or filters the headings before
 * `@theme-original/TOC` shows them): it gets Docusaurus's props, `toc` and `className`.
 */
export function ThemedToc({ items, className }: { items: TocItem[]; className: string }) {
  return <Themed name="TOC" ours={tocOriginal(items, className)} props={{ toc: docusaurusToc(items), className }} />;
}

const docusaurusToc = (items: TocItem[]): DocusaurusTocItem[] =>
  items.map((i) => ({ value: escapeHtml(i.text), id: i.id, level: i.depth }));

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
  given.map((t) => ({ id: t.id, depth: t.level, text: htmlText(t.value) }));

/**
 * Docusaurus's "On this page" box above a doc on narrow screens. A native <details> opens it, so it
 * works with no JavaScript at all, before any island is live, and from the keyboard.
 */
export function TocMobile({
  items,
  label = 'On this page',
  className = 'theme-doc-toc-mobile tocMobile',
}: {
  items: TocItem[];
  label?: string;
  className?: string;
}) {
  if (!items.length) return null;
  return (
    <details className={`tocCollapsible ${className}`.trim()}>
      <summary className="clean-btn tocCollapsibleButton">{label}</summary>
      <div className="tocCollapsibleContent">
        <TocList items={items} link={PHONE_LINK} />
      </div>
    </details>
  );
}

/** Previous and next links, as Docusaurus's pagination-nav. */
export function Pagination({
  prev,
  next,
  base,
  label,
  words = ['Previous', 'Next'],
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
    <a className={`pagination-nav__link pagination-nav__link--${kind}`} href={base(l.href)}>
      <div className="pagination-nav__sublabel">{kind === 'prev' ? words[0] : words[1]}</div>
      <div className="pagination-nav__label">{l.label}</div>
    </a>
  );
  return (
    <nav className={`pagination-nav ${className}`.trim()} aria-label={label}>
      {prev ? link(prev, 'prev') : null}
      {next ? link(next, 'next') : null}
    </nav>
  );
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** The content's HTML after its title, as Docusaurus writes both inside `.markdown` (so `.markdown > h2` rules hold). */
export function titledHtml(title: string, html: string): string {
  return `<header><h1>${title.replace(/[&<>"]/g, (c) => ESCAPES[c]!)}</h1></header>${html}`;
}
