// The class names Docusaurus puts on <html> for each kind of page (its HtmlClassNameProvider: the
// plugin, its id, the section's wrapper and the page's own ThemeClassNames.page name). Sites write
// CSS against them, e.g. `html:not(.docs-doc-page) .navbar__item:has(.navbar-version-dropdown)`
// to show the version dropdown on doc pages only.
import type { PageRenderData } from '../shared/types.ts';

const BLOG_PAGE: Partial<Record<string, string>> = {
  'blog-list': 'blog-list-page',
  'blog-post': 'blog-post-page',
  'blog-tags': 'blog-tags-list-page',
  'blog-tag': 'blog-tags-post-list-page',
  'blog-authors': 'blog-authors-list-page',
  'blog-author': 'blog-authors-posts-page',
};

export function htmlClassName(data: PageRenderData): string | undefined {
  const { page } = data;
  const layout = page.layout;
  const plugin = (name: string, id: string | undefined) => [`plugin-${name}`, `plugin-id-${id ?? 'default'}`];
  let names: string[];
  if (layout === 'doc' || layout === 'doc-index' || layout === 'doc-tags' || layout === 'doc-tag') {
    const own =
      layout === 'doc'
        ? ['docs-doc-page', ...(page.docId ? [`docs-doc-id-${page.docId}`] : [])]
        : layout === 'doc-tags'
          ? ['docs-tags-list-page']
          : layout === 'doc-tag'
            ? ['docs-tags-doc-list-page']
            : [];
    names = [
      'docs-wrapper',
      ...plugin('docs', page.pluginId),
      data.version?.className ?? 'docs-version-current',
      ...own,
    ];
  } else if (layout === 'blog-archive') names = plugin('blog', page.pluginId);
  else if (layout.startsWith('blog')) {
    const own = BLOG_PAGE[layout];
    names = ['blog-wrapper', ...(own ? [own] : []), ...plugin('blog', page.pluginId)];
  } else if (layout === 'page' || layout === 'home')
    names = page.reactPage?.bare
      ? plugin('pages', undefined)
      : // An MDX page's `wrapperClassName` front matter in place of mdx-wrapper, as Docusaurus's MDXPage has it.
        [wrapperClass(page.frontMatter) ?? 'mdx-wrapper', 'mdx-page', ...plugin('pages', undefined)];
  else if (layout === 'search') names = ['search-page-wrapper'];
  else return data.version?.className;
  return names.join(' ');
}

function wrapperClass(frontMatter: Record<string, unknown>): string | undefined {
  const given = frontMatter.wrapperClassName;
  return typeof given === 'string' && given.trim() ? given.trim() : undefined;
}
