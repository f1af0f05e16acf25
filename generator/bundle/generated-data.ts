// Docusaurus's generated data, which site code imports by `@generated/…` or by a path into the
// `.docusaurus/` folder Docusaurus writes (`../../.docusaurus/…`): zapsite writes the modules sites use
// from its own data, in Docusaurus's shape. One esbuild plugin, in the server bundle of pages
// (content/mdx-pages.ts) and the browser bundle of islands (bundle/assets.ts). Any other generated
// module is an error at the import that names it and what zapsite provides.
import type { Plugin } from 'esbuild';
import type { ResolvedConfig } from '../config/schema.ts';
import type { RoutePlan } from '../routes/plan.ts';
import type { DocsPluginData } from '../../theme/shared/docs-global-data.ts';
import { docusaurusSite } from './docusaurus-modules.ts';
import { docsGlobalData } from './docs-global-data.ts';
import { readPostDate } from '../routes/post-date.ts';

/** The blog's recent-posts list as Docusaurus writes it (`blog-post-list-prop-default.json`). */
interface BlogPostList {
  title: string;
  items: { title: string; permalink: string; unlisted: boolean; date: string }[];
}

export interface GeneratedData {
  /** `@generated/docusaurus.config`'s default export. */
  config: Record<string, unknown>;
  /** Undefined on a site without a blog. */
  blogPostList?: BlogPostList;
  /** The docs plugin's global data by instance id (`zapsite:docs-global-data`; empty before the routes). */
  docs: Record<string, DocsPluginData>;
  /**
   * `@generated/globalData`: what each plugin gave setGlobalData, by plugin name and id, the docs
   * plugin's among them, as useGlobalData returns it (theme/docusaurus/useGlobalData.ts).
   */
  globalData: Record<string, Record<string, unknown>>;
}

/** The error text of a module zapsite does not write; content/mdx-pages.ts turns it into its diagnostic. */
export const UNKNOWN_GENERATED = 'zapsite does not write the generated module';

const NAMESPACE = 'zapsite-generated';
/** The module theme/docusaurus/ reads the docs plugin's global data from. */
const DOCS_MODULE = 'zapsite:docs-global-data';
const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

const GLOBAL_DATA = 'globalData.json';
/** Whether an input of esbuild's metafile (`<namespace>:<path>`) is that module, or globalData, which holds it too. */
export const readsDocsData = (input: string): boolean =>
  input === `${NAMESPACE}:${DOCS_MODULE}` || input === `${NAMESPACE}:${GLOBAL_DATA}`;
const FILTER = /^@generated\/|(^|\/)\.docusaurus(\/|$)/;
const CONFIG_RE = /^docusaurus\.config(\.m?js)?$/;
const BLOG_LIST = 'docusaurus-plugin-content-blog/default/blog-post-list-prop-default.json';

/** What zapsite writes, by the names an import may use (the modules' paths under `.docusaurus/`). */
const GENERATED_MODULES = ['docusaurus.config', 'globalData', BLOG_LIST];

/**
 * The config as Docusaurus exposes it (`@generated/docusaurus.config`, a React page's `config` prop):
 * what `useDocusaurusContext` gives, with Docusaurus's defaults.
 */
export function siteConfig(config: GeneratedConfig): Record<string, unknown> {
  const { siteConfig: site } = docusaurusSite(config);
  return {
    ...site,
    onBrokenLinks: config.onBrokenLinks ?? 'throw',
    staticDirectories: [config.staticDir ?? 'static'],
    noIndex: false,
    baseUrlIssueBanner: true,
    headTags: [],
    scripts: [],
    stylesheets: [],
    clientModules: [],
  };
}

type GeneratedConfig = Parameters<typeof docusaurusSite>[0] &
  Partial<Pick<ResolvedConfig, 'onBrokenLinks' | 'staticDir' | 'blog' | 'docs' | 'docsInstances'>>;

type GeneratedRoutes = Pick<RoutePlan, 'blog' | 'planned' | 'versions' | 'versioned' | 'instances'>;

// Made once per route plan: the content stage asks again for the server bundle.
const docsOfRoutes = new WeakMap<GeneratedRoutes, Record<string, DocsPluginData>>();

/**
 * The modules' data: the config's, and the blog's recent posts as Docusaurus lists them (every post
 * drafts aside, unlisted ones marked, newest first, `blogSidebarCount` of them).
 */
export function generatedData(config: GeneratedConfig, routes?: GeneratedRoutes): GeneratedData {
  const blog = routes?.blog;
  const base = config.baseUrl.replace(/\/$/, '');
  const blogPostList =
    config.blog && blog
      ? {
          title: config.blog.blogSidebarTitle,
          items: blog.posts
            .slice(0, config.blog.blogSidebarCount === 'ALL' ? undefined : config.blog.blogSidebarCount)
            .map((p) => ({
              title: p.summary.title,
              permalink: base + p.summary.url,
              unlisted: p.unlisted,
              date: postDate(p.frontMatter.date, p.summary.date),
            })),
        }
      : undefined;
  let docs = routes && docsOfRoutes.get(routes);
  if (routes && !docs) docsOfRoutes.set(routes, (docs = docsGlobalData(config, routes)));
  const plugins = docusaurusSite(config).globalData as GeneratedData['globalData'];
  const globalData = docs && Object.keys(docs).length ? { ...plugins, [DOCS_PLUGIN]: docs } : plugins;
  return { config: siteConfig(config), ...(blogPostList ? { blogPostList } : {}), docs: docs ?? {}, globalData };
}

/** Docusaurus's date: the front matter's own instant when it has one, else the day at midnight UTC. */
function postDate(front: unknown, day: string): string {
  const read = readPostDate(front);
  return read?.ok ? read.date.toISOString() : `${day}T00:00:00.000Z`;
}

/** The data, given later; a rejection nobody waited for is no error. */
export interface LaterData {
  promise: Promise<GeneratedData>;
  resolve: (data: GeneratedData) => void;
  reject: (error: Error) => void;
}

export function laterData(): LaterData {
  let resolve!: LaterData['resolve'];
  let reject!: LaterData['reject'];
  const promise = new Promise<GeneratedData>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  promise.catch(() => {});
  return { promise, resolve, reject };
}

/** The module path under `.docusaurus/` an import names, or undefined for an import of something else. */
function generatedPath(path: string): string | undefined {
  if (path.startsWith('@generated/')) return path.slice('@generated/'.length);
  const at = path.lastIndexOf('.docusaurus/');
  return at >= 0 ? path.slice(at + '.docusaurus/'.length) : path.endsWith('.docusaurus') ? '' : undefined;
}

/** `data`: given now, or (the islands' bundle, which starts before the blog is planned) once known. */
export function generatedModules(data: GeneratedData | Promise<GeneratedData>): Plugin {
  return {
    name: NAMESPACE,
    setup(b) {
      b.onResolve({ filter: /^zapsite:docs-global-data$/ }, () => ({ path: DOCS_MODULE, namespace: NAMESPACE }));
      b.onResolve({ filter: FILTER }, async (args) => {
        const path = generatedPath(args.path);
        if (path === undefined) return undefined;
        if (CONFIG_RE.test(path)) return { path: 'docusaurus.config', namespace: NAMESPACE };
        if (path === GLOBAL_DATA || path === 'globalData') return { path: GLOBAL_DATA, namespace: NAMESPACE };
        if (path === BLOG_LIST || path === BLOG_LIST.replace(/\.json$/, '')) {
          if ((await data).blogPostList) return { path: BLOG_LIST, namespace: NAMESPACE };
          return {
            errors: [
              {
                text: `${UNKNOWN_GENERATED} "${args.path}": this site has no blog (blog: false), so no list of its posts.`,
              },
            ],
          };
        }
        return {
          errors: [
            {
              text: `${UNKNOWN_GENERATED} "${args.path}": it writes ${GENERATED_MODULES.map((m) => `@generated/${m}`).join(', ')} (also reached through .docusaurus/).`,
            },
          ],
        };
      });
      b.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => {
        const known = await data;
        if (args.path === DOCS_MODULE) return { contents: JSON.stringify(known.docs), loader: 'json' };
        if (args.path === BLOG_LIST) return { contents: JSON.stringify(known.blogPostList), loader: 'json' };
        if (args.path === GLOBAL_DATA) return { contents: JSON.stringify(known.globalData), loader: 'json' };
        return { contents: `export default ${JSON.stringify(known.config)};\n`, loader: 'js' };
      });
    },
  };
}
