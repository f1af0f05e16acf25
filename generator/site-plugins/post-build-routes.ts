// Docusaurus's `routes` as postBuild gets them (RouteConfig: a path, the component that renders it,
// the plugin that made it, and the source file), made from the built pages. As Docusaurus nests
// them, each docs instance's pages sit under one route of its plugin (DocsRoot), then one per
// version (DocVersionRoot, with the version's `useDocsVersion()` data as `props.version`: its docs
// by id), then the docs and category pages (DocRoot) beside the version's tag pages; a plugin that
// looks for the docs plugin's route and its versions (trpc's llms-txt plugin) finds them. Other
// pages are one route each, with their plugin. Plugins map each route to its HTML file and source.
// A category's generated index carries `props.categoryGeneratedIndex` (llms.txt plugins leave such
// pages out by it), and every level is in the order Docusaurus's core sorts routes into.
import type { Page } from '../types.ts';
import { CONTENT_PLUGINS, contentPluginOf, type DocsVersionData } from '../../theme/shared/docusaurus.ts';
import { CURRENT_VERSION, versionKey } from '../routes/versions.ts';
import { docsVersionData } from '../content/docs-version-data.ts';
import type { Graph } from '../routes/graph.ts';
import type { GeneratedIndex } from '../routes/sidebars-file.ts';

/** A built page; a generated index's carries what its category gave it (routes/graph.ts GraphPage). */
type RoutedPage = Page & { planned?: { index?: GeneratedIndex } };

export interface RouteConfig {
  path: string;
  exact: boolean;
  component: string;
  /** On a plugin's own routes (its top ones), as Docusaurus's core adds it. */
  plugin?: { name: string; id: string };
  metadata?: { sourceFilePath: string };
  routes?: RouteConfig[];
  props?: { version: DocsVersionData } | { categoryGeneratedIndex: CategoryGeneratedIndex };
  /** A doc's or generated index's sidebar, by name. */
  sidebar?: string;
}

/** Docusaurus's CategoryGeneratedIndexMetadata, less its previous/next navigation. */
interface CategoryGeneratedIndex {
  title: string;
  description?: string;
  image?: string;
  keywords?: string[];
  slug: string;
  permalink: string;
  sidebar: string;
}

/** Each docs version, in Docusaurus's order, by versionKey: its route base (no slashes) and its useDocsVersion() data. */
export type DocsVersionRoutes = Map<string, { routeBase: string; data: DocsVersionData }>;

/** Each docs version in Docusaurus's order (the default docs', then each instance's), with its data. */
export function docsVersionRoutes(
  graph: Pick<Graph, 'versions' | 'instances'>,
  fronts: Parameters<typeof docsVersionData>[1],
): DocsVersionRoutes {
  const data = docsVersionData(graph, fronts);
  const plans = [
    ...graph.versions.map((plan) => ({ plan, instance: undefined as string | undefined })),
    ...graph.instances.flatMap((i) => i.versions.map((plan) => ({ plan, instance: i.id as string | undefined }))),
  ];
  return new Map(
    plans.map(({ plan, instance }) => {
      const key = versionKey(plan.version.name, instance);
      return [key, { routeBase: plan.version.routeBase, data: data[key]! }];
    }),
  );
}

const DOCS_LAYOUTS = new Set<Page['layout']>(['doc', 'doc-index', 'doc-tags', 'doc-tag']);

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

/**
 * The routes, each page's at `path` (the base URL's), as routesPaths lists it; redirects and the 404
 * page have none. `docs`: the docs versions, under which docs pages nest; `base`: the base URL.
 */
export function docusaurusRoutes(
  pages: readonly RoutedPage[],
  path: (page: Page) => string,
  docs: DocsVersionRoutes = new Map(),
  base = '/',
): RouteConfig[] {
  const flat = pageRoutes(pages, path);
  const nested: RouteConfig[] = [];
  const roots = new Map<string, RouteConfig>();
  // Docusaurus's normalizeUrl([baseUrl, routeBase]): no trailing slash, '/' for the site's root.
  const at = (routeBase: string) => `${base.replace(/\/$/, '')}${routeBase ? `/${routeBase}` : ''}` || '/';
  for (const [key, { routeBase, data }] of docs) {
    const pluginId = data.pluginId;
    let root = roots.get(pluginId);
    if (!root) {
      const plugin = { name: CONTENT_PLUGINS.docs, id: pluginId };
      roots.set(
        pluginId,
        (root = { path: at(routeBase), exact: false, component: '@theme/DocsRoot', routes: [], plugin }),
      );
      nested.push(root);
    }
    // The main version's path is the plugin's (Docusaurus's routeBasePath).
    if (data.isLast) root.path = at(routeBase);
    const own = flat.filter((r) => r.key === key);
    // Only a plugin's top route names it, as Docusaurus's core adds it.
    const strip = ({ route: { plugin: _plugin, ...route } }: (typeof flat)[number]): RouteConfig => route;
    const sidebar = own.filter((r) => r.layout === 'doc' || r.layout === 'doc-index').map(strip);
    const tags = own.filter((r) => r.layout === 'doc-tags' || r.layout === 'doc-tag').map(strip);
    root.routes!.push({
      path: at(routeBase),
      exact: false,
      component: '@theme/DocVersionRoot',
      routes: [{ path: at(routeBase), exact: false, component: '@theme/DocRoot', routes: sidebar }, ...tags],
      props: { version: data },
    });
  }
  const inDocs = new Set([...docs.keys()]);
  for (const r of flat) if (!r.key || !inDocs.has(r.key)) nested.push(r.route);
  return sortRoutes(nested, base);
}

/**
 * Docusaurus's core order (server/plugins/routeConfig.js sortRoutes), at every level: the base URL's
 * route last, routes with routes of their own after those without (the deeper of two such first),
 * then by path.
 */
function sortRoutes(routes: readonly RouteConfig[], base: string): RouteConfig[] {
  const sorted = [...routes].sort((a, b) => {
    if ((a.path === base) !== (b.path === base)) return a.path === base ? 1 : -1;
    if (!!a.routes !== !!b.routes) return a.routes ? 1 : -1;
    if (a.routes && b.routes && a.path !== b.path) {
      if (a.path.includes(b.path)) return -1;
      if (b.path.includes(a.path)) return 1;
    }
    return a.path.localeCompare(b.path);
  });
  return sorted.map((r) => (r.routes ? { ...r, routes: sortRoutes(r.routes, base) } : r));
}

/** Each page's own route, with the docs version it belongs to (versionKey) when it is a docs page. */
function pageRoutes(
  pages: readonly RoutedPage[],
  path: (page: Page) => string,
): { route: RouteConfig; key?: string; layout: Page['layout'] }[] {
  return pages.flatMap((page) => {
    if (page.layout === 'redirect' || page.layout === 'not-found') return [];
    const source = page.source;
    const reactPage =
      page.layout === 'home' || (page.layout === 'page' && !!source && /\.[jt]sx?$/.test(source.relPath));
    const route: RouteConfig = {
      path: path(page),
      exact: true,
      component: source?.route
        ? source.route.component
        : reactPage && source
          ? `@site/${source.relPath}`
          : (COMPONENTS[page.layout] ?? '@theme/MDXPage'),
      plugin: pluginOf(page),
      ...(source && !source.route ? { metadata: { sourceFilePath: source.relPath } } : {}),
      ...generatedIndexOf(page, path(page)),
    };
    const key = DOCS_LAYOUTS.has(page.layout)
      ? versionKey(page.version ?? CURRENT_VERSION, page.instance ?? page.source?.instance)
      : undefined;
    return [{ route, key, layout: page.layout }];
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

/** A generated index's route props and sidebar, as the docs plugin's buildCategoryGeneratedIndexRoute gives them. */
function generatedIndexOf(page: RoutedPage, permalink: string): Pick<RouteConfig, 'props' | 'sidebar'> {
  const index = page.layout === 'doc-index' ? page.planned?.index : undefined;
  if (!index) return {};
  const categoryGeneratedIndex: CategoryGeneratedIndex = {
    title: index.title,
    ...(index.description !== undefined ? { description: index.description } : {}),
    ...(index.image ? { image: index.image } : {}),
    ...(index.keywords ? { keywords: index.keywords } : {}),
    slug: index.slug,
    permalink,
    sidebar: index.sidebar,
  };
  return { props: { categoryGeneratedIndex }, sidebar: index.sidebar };
}
