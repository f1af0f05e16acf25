// Docusaurus's components an ejected DocItem part is built from (DOC_BLOCKS), drawn from the props
// Docusaurus gives them, as `@theme/DocPaginator`, `@theme/TOCCollapsible` and `@theme/EditMetaRow`
// on a doc page: a site's DocItem/Paginator, DocItem/TOC/Mobile and DocItem/Footer, as Docusaurus's
// swizzle --eject writes them, render.
import type { ReactNode } from 'react';
import type { PageRenderData } from '../shared/types.ts';
import type { DocBlock } from '../shared/docusaurus.ts';
import { fromDocusaurusToc, Pagination, TocMobile, type DocusaurusTocItem } from './Toc.tsx';
import { EditMetaColumns } from './components/EditMetaRow.tsx';
import { themeString } from './theme-text.tsx';

type Props = Record<string, unknown>;
/** A `previous` or `next` of useDoc().metadata: permalinks already carry the base URL. */
type NavLink = { title: string; permalink: string } | undefined;

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const num = (v: unknown) => (typeof v === 'number' ? v : undefined);

/** A paginator's `{ title, permalink }` prop as the theme's link, or undefined. */
export function fromNavItem(v: unknown): { label: string; href: string } | undefined {
  const l = v as NavLink | Record<string, unknown> | undefined;
  return l && typeof l.title === 'string' && typeof l.permalink === 'string'
    ? { label: l.title, href: l.permalink }
    : undefined;
}

/** A previous or next page as Docusaurus's paginators take it: `{ title, permalink }`, the base URL in it. */
export function navItem(l: { label: string; href: string } | undefined, base: (href: string) => string): NavLink {
  return l && { title: l.label, permalink: base(l.href) };
}

export function docBlocks(data: PageRenderData): Record<DocBlock, (p: Props) => ReactNode> {
  return {
    DocPaginator: (p) => (
      <Pagination
        prev={fromNavItem(p.previous)}
        next={fromNavItem(p.next)}
        base={(href) => href}
        label={themeString('theme.docs.paginator.navAriaLabel', 'Docs pages')}
        // Docusaurus 3.5's DocPaginator set its own top margin and took no className (3.10's takes
        // one): a part ejected from the older one passes none, and keeps its margin.
        className={str(p.className) ?? 'docusaurus-mt-lg'}
      />
    ),
    TOCCollapsible: (p) => {
      // The headings between the levels asked for; the doc's own bounds (already applied) otherwise.
      const min = num(p.minHeadingLevel) ?? 1;
      const max = num(p.maxHeadingLevel) ?? 6;
      const items = fromDocusaurusToc((p.toc as DocusaurusTocItem[] | undefined) ?? []);
      return <TocMobile items={items.filter((i) => i.depth >= min && i.depth <= max)} className={str(p.className)} />;
    },
    EditMetaRow: (p) => (
      <EditMetaColumns
        className={str(p.className)}
        editUrl={str(p.editUrl)}
        lastUpdatedAt={num(p.lastUpdatedAt)}
        lastUpdatedBy={str(p.lastUpdatedBy)}
        lang={data.site.htmlLang}
      />
    ),
  };
}
