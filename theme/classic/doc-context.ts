// A doc page's data in the shape Docusaurus's `useDoc()` returns (@docusaurus/plugin-content-docs/client),
// for the site's swizzled doc components that read it.
import type { DocContext } from '../shared/docusaurus.ts';
import type { NavLink, PageRenderData } from '../shared/types.ts';
import { withBase } from '../shared/url-path.ts';
import { tocValueOf } from '../shared/toc-value.ts';

export function docContext(data: PageRenderData): DocContext | undefined {
  const { page, site } = data;
  if (!page.docId) return undefined;
  // Docusaurus's permalinks carry the base URL; the page's links are written without it.
  const link = (l: NavLink | undefined) =>
    l ? { title: l.label, permalink: withBase(site.baseUrl, l.href) } : undefined;
  const previous = link(data.prev);
  const next = link(data.next);
  return {
    metadata: {
      id: page.docId,
      title: page.title,
      description: page.description ?? '',
      permalink: withBase(site.baseUrl, page.url),
      ...(page.editUrl ? { editUrl: page.editUrl } : {}),
      ...(page.lastUpdate?.at !== undefined ? { lastUpdatedAt: page.lastUpdate.at } : {}),
      ...(page.lastUpdate?.by ? { lastUpdatedBy: page.lastUpdate.by } : {}),
      tags: (data.docTags?.tags ?? []).map((t) => ({ label: t.label, permalink: withBase(site.baseUrl, t.href) })),
      version: data.version?.name ?? 'current',
      unlisted: page.frontMatter.unlisted === true,
      frontMatter: page.frontMatter,
      ...(previous ? { previous } : {}),
      ...(next ? { next } : {}),
    },
    frontMatter: page.frontMatter,
    ...(page.titleHeading ? { contentTitle: page.titleHeading } : {}),
    toc: data.toc.map((t) => ({ value: tocValueOf(t), id: t.id, level: t.depth })),
    // Docusaurus's `assets.image`: front matter's image as a URL the site serves.
    assets: typeof page.frontMatter.image === 'string' && page.image ? { image: page.image } : {},
  };
}
