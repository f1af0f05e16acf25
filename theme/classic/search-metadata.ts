// The search metadata Docusaurus's classic theme writes in every page's head (@theme/SearchMetadata),
// which DocSearch's crawler and other search plugins read: the page's locale, its docs version on a
// page of the docs, and a tag naming the kind of page. Contextual search filters on that tag, so a
// blog list page (tagged blog_posts_list) is left out of its results, as on Docusaurus's site.
import type { PageRenderData } from '../shared/types.ts';
import { docsearchTag, locale as pageLocale } from '../shared/search/settings.ts';

type Layout = PageRenderData['page']['layout'];

/** The tag the theme's list pages give themselves (BlogListPage, DocTagsListPage, …). */
const LIST_TAGS: Partial<Record<Layout, string>> = {
  'blog-list': 'blog_posts_list',
  'blog-tags': 'blog_tags_list',
  'blog-tag': 'blog_tags_posts',
  'blog-authors': 'blog_authors_list',
  'blog-author': 'blog_authors_posts',
  'doc-tags': 'doc_tags_list',
  'doc-tag': 'doc_tag_doc_list',
};

/** The pages Docusaurus draws inside a docs version's root (DocVersionRoot): its docs, category indexes and tags. */
const IN_DOCS_VERSION: readonly Layout[] = ['doc', 'doc-index', 'doc-tags', 'doc-tag'];

export function searchMetadata(data: PageRenderData): { name: string; content: string }[] {
  const { site, page } = data;
  const locale = pageLocale(site);
  const inDocs = IN_DOCS_VERSION.includes(page.layout);
  const version = inDocs ? (data.version?.name ?? 'current') : undefined;
  const tag = LIST_TAGS[page.layout] ?? (inDocs ? docsearchTag(data) : 'default');
  return [
    { name: 'docusaurus_locale', content: locale },
    ...(version ? [{ name: 'docusaurus_version', content: version }] : []),
    { name: 'docusaurus_tag', content: tag },
    { name: 'docsearch:language', content: locale },
    ...(version ? [{ name: 'docsearch:version', content: version }] : []),
    { name: 'docsearch:docusaurus_tag', content: tag },
  ];
}
