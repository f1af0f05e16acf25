// Docusaurus's `routes` as postBuild gets them (RouteConfig: a path, the component that renders it,
// the plugin that made it, and the source file), made from the built pages, one route each (not
// nested under the docs' version and sidebar routes: plugins that read them, as llms-txt ones do,
// flatten them first). Plugins map each route to its HTML file and Markdown source.
import type { Page } from '../types.ts';
import { CONTENT_PLUGINS, contentPluginOf } from '../../theme/shared/docusaurus.ts';

export interface RouteConfig {
  path: string;
  exact: true;
  component: string;
  plugin: { name: string; id: string };
  metadata?: { sourceFilePath: string };
}

// The component Docusaurus's classic theme renders each kind of page with.
const COMPONENTS: Partial<Record<Page['layout'], string>> = {
  doc: '@theme/DocItem',
  'doc-index': '@theme/DocCategoryGeneratedIndexPage',
  'doc-tags': '@theme/DocTagsListPage',
  'doc-tag': '@theme/DocTagDocListPage',
  'blog-post': '@theme/BlogPostPage',
  'blog-list': '@theme/BlogListPage',
  'blog-tags': '@theme/BlogTagsListPage',
  'blog-tag': '@theme/BlogTagsPostsPage',
  'blog-authors': '@theme/Blog/Pages/BlogAuthorsListPage',
  'blog-author': '@theme/Blog/Pages/BlogAuthorsPostsPage',
  'blog-archive': '@theme/BlogArchivePage',
  page: '@theme/MDXPage',
  search: '@theme/SearchPage',
};

/** Each page's route, at `path` (the base URL's), as routesPaths lists it; redirects and the 404 page have none. */
export function docusaurusRoutes(pages: readonly Page[], path: (page: Page) => string): RouteConfig[] {
  return pages.flatMap((page): RouteConfig[] => {
    if (page.layout === 'redirect' || page.layout === 'not-found') return [];
    const source = page.source;
    const reactPage =
      page.layout === 'home' || (page.layout === 'page' && !!source && /\.[jt]sx?$/.test(source.relPath));
    return [
      {
        path: path(page),
        exact: true,
        component: source?.route
          ? source.route.component
          : reactPage && source
            ? `@site/${source.relPath}`
            : (COMPONENTS[page.layout] ?? '@theme/MDXPage'),
        plugin: pluginOf(page),
        ...(source && !source.route ? { metadata: { sourceFilePath: source.relPath } } : {}),
      },
    ];
  });
}

function pluginOf(page: Page): RouteConfig['plugin'] {
  if (page.source?.route?.plugin) return { name: page.source.route.plugin, id: 'default' };
  if (page.layout === 'search') return { name: 'docusaurus-theme-search-algolia', id: 'default' };
  return (
    contentPluginOf(page.layout, page.instance ?? page.source?.instance) ?? {
      name: CONTENT_PLUGINS.pages,
      id: 'default',
    }
  );
}
