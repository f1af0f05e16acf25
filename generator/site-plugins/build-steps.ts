// The parts of the site plugins' work that happen inside the build's own stages: the routes
// addRoute gave, as React pages of the site (planned and rendered like src/pages files), and
// postBuild, run on the output folder once every file is written.
import { readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { docusaurusSite } from '../bundle/docusaurus-modules.ts';
import { call, type PluginRoute, type PostBuild } from './run.ts';
import { docsVersionRoutes, docusaurusRoutes } from './post-build-routes.ts';
import type { Graph } from '../routes/graph.ts';
import type { ResolvedConfig } from '../config/schema.ts';
import type { Diagnostic, Page, SourceFile } from '../types.ts';
import { diag } from '../diagnostics.ts';
import { withLongerLimit } from '../watchdog.ts';
import { wholeSiteLimitMs } from '../site-code.ts';

/** Each route as a page source; a component that is not a file of the site is a warning. */
export function routeSources(routes: PluginRoute[], root: string): { files: SourceFile[]; diagnostics: Diagnostic[] } {
  const files: SourceFile[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const route of routes) {
    const ext = extname(route.component);
    if (!/^\.[jt]sx?$/i.test(ext) || !isFile(route.component)) {
      diagnostics.push(
        diag({
          code: 'plugin-method-unsupported',
          args: { method: 'addRoute', plugin: route.plugin, path: route.path, component: route.component },
        }),
      );
      continue;
    }
    files.push({
      // One source per route, though several may share a component: the path keeps them apart
      // and still ends in the component's extension (the MDX path takes it as a React page).
      absPath: `${route.component}#route=${encodeURIComponent(route.path)}${ext}`,
      relPath: relative(root, route.component).split('\\').join('/'),
      contentPath: `plugin-route${ext}`,
      kind: 'page',
      text: readFileSync(route.component, 'utf8'),
      route: { path: route.path, component: route.component, modules: route.modules, plugin: route.plugin },
    });
  }
  return { files, diagnostics };
}

/** Docusaurus's postBuild props, with `outDir` the folder about to become the output. */
export async function runPostBuild(
  steps: PostBuild[],
  outDir: string,
  config: ResolvedConfig,
  built: { graph: Pick<Graph, 'pages' | 'versions' | 'instances'>; fronts: Parameters<typeof docsVersionRoutes>[1] },
): Promise<void> {
  const { graph, fronts } = built;
  const { pages } = graph;
  const at = (p: Pick<Page, 'url'>) => config.baseUrl + p.url.slice(1);
  // zapsite's own search page is a route of a search plugin only on a site that had one (hosted
  // search, or the local search plugin migrate turned into the search bar); Docusaurus has none else.
  const searchPlugin = (!!config.search.appId && !!config.search.apiKey) || config.search.searchBar === true;
  const routed = searchPlugin ? pages : pages.filter((p) => p.layout !== 'search');
  const listed = routed.filter((p) => p.layout !== 'redirect');
  const routesPaths = listed.map(at);
  const routesBuildMetadata = Object.fromEntries(listed.map((p) => [at(p), { noIndex: !!p.noindex }]));
  const routes = docusaurusRoutes(routed, at, docsVersionRoutes(graph, fronts), config.baseUrl);
  const siteConfig = docusaurusSite(config).siteConfig;
  // A postBuild reads the whole output (an llms.txt plugin converts every page): it has the longer
  // limit of whole-site steps, as the site's Markdown plugins have.
  await withLongerLimit(wholeSiteLimitMs(), async () => {
    for (const step of steps)
      await call(step.source, step.plugin, 'postBuild', () =>
        step.run({
          outDir,
          routesPaths,
          siteConfig,
          siteDir: config.root,
          generatedFilesDir: join(config.root, '.docusaurus'),
          baseUrl: config.baseUrl,
          head: {},
          routes,
          routesBuildMetadata,
          plugins: [],
        }),
      );
  });
}

function isFile(p: string): boolean {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
}
