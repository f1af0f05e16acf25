// Docusaurus's table of contents: nested `table-of-contents` lists of the page's headings.
import type { TocItem } from '../shared/types.ts';

/** The nested `table-of-contents` list of the page's headings (the top level is the shallowest depth). */
function TocList({ items }: { items: TocItem[] }) {
  const top = Math.min(...items.map((i) => i.depth));
  const tree: { item: TocItem; children: TocItem[] }[] = [];
  for (const item of items) {
    if (item.depth === top || !tree.length) tree.push({ item, children: [] });
    else tree[tree.length - 1]!.children.push(item);
  }
  const link = (i: TocItem) => (
    <a href={`#${i.id}`} className="table-of-contents__link toc-highlight">
      {i.text}
    </a>
  );
  return (
    <ul className="table-of-contents table-of-contents__left-border">
      {tree.map(({ item, children }) => (
        <li key={item.id}>
          {link(item)}
          {children.length ? (
            <ul>
              {children.map((c) => (
                <li key={c.id}>{link(c)}</li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function TableOfContents({ items, className }: { items: TocItem[]; className: string }) {
  if (!items.length) return null;
  return (
    <div className={`tableOfContents thin-scrollbar ${className}`}>
      <TocList items={items} />
    </div>
  );
}

/**
 * Docusaurus's "On this page" box above a doc on narrow screens. A native <details> opens it, so it
 * works with no JavaScript at all, before any island is live, and from the keyboard.
 */
export function TocMobile({ items, label = 'On this page' }: { items: TocItem[]; label?: string }) {
  if (!items.length) return null;
  return (
    <details className="tocCollapsible theme-doc-toc-mobile tocMobile">
      <summary className="clean-btn tocCollapsibleButton">{label}</summary>
      <div className="tocCollapsibleContent">
        <TocList items={items} />
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
}: {
  prev?: { label: string; href: string };
  next?: { label: string; href: string };
  base: (href: string) => string;
  label: string;
  words?: [string, string];
}) {
  if (!prev && !next) return null;
  const link = (l: { label: string; href: string }, kind: 'prev' | 'next') => (
    <a className={`pagination-nav__link pagination-nav__link--${kind}`} href={base(l.href)}>
      <div className="pagination-nav__sublabel">{kind === 'prev' ? words[0] : words[1]}</div>
      <div className="pagination-nav__label">{l.label}</div>
    </a>
  );
  return (
    <nav className="pagination-nav docusaurus-mt-lg" aria-label={label}>
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
