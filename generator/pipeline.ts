// build() and check(): the stages, in order, each a plain function over plain data.
import { readFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { basename, extname } from 'node:path';
import { loadConfig } from './config/load.ts';
import type { ResolvedConfig } from './config/schema.ts';
import { rescanChanged, scanSite, type ScanResult } from './content/scan.ts';
import { loadRemoteContent } from './content/remote.ts';
import { splitFrontMatter, firstHeadingOf } from './content/front-matter.ts';
import { contentText, type RenderedContent } from './content/markdown.ts';
import { imageSize } from './content/image-size.ts';
import { buildDocs, type DocInput } from './routes/docs.ts';
import { planBlog, parseAuthors, parseTags, readingMinutes, type BlogPlan, type BlogPostInput } from './routes/blog.ts';
import { buildGraph, type PlannedPage } from './routes/graph.ts';
import { validateLinks } from './validate/links.ts';
import { loadTheme, type LoadedTheme } from './render/theme.ts';
import { jobRenderer, renderInProcess } from './content/render-pool.ts';
import { pageItems, renderAll } from './render/pages.ts';
import { pageSidebar } from './render/sidebar.ts';
import { sidebarPaths } from './routes/docs.ts';
import { BuildPool, poolSizeFor, type WorkerPage } from './workers/pool.ts';
import { bundleAssets } from './bundle/assets.ts';
import { extraFiles } from './emit/extras.ts';
import { searchFiles } from './search/files.ts';
import { DiskWriter, type Writer } from './emit/writer.ts';
import { ZapsiteError, errorsIn } from './diagnostics.ts';
import type { Diagnostic, FrontMatter, SourceFile } from './types.ts';

const byKey = (a: [string, unknown], b: [string, unknown]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
const IMAGE_RE = /\.(svg|png|jpe?g|gif|webp)$/i;

export interface Reporter {
  stage(name: string, ms: number, detail?: string): void;
  note(line: string): void;
}

export const silentReporter: Reporter = { stage() {}, note() {} };

export interface BuildOptions {
  root: string;
  /** Output folder; ignored when a writer is given. Defaults to <root>/build. */
  outDir?: string;
  writer?: Writer;
  reporter?: Reporter;
  /** Do not try the network for remote content. */
  offline?: boolean;
  includeDrafts?: boolean;
  /** Stop after validation: nothing is rendered or written. */
  checkOnly?: boolean;
  /** Reuse a theme already loaded (dev server). */
  theme?: LoadedTheme;
  /**
   * Leave the search index out of this build and return a function that makes its files, so a
   * dev server can reload the browser first and add the index a moment later.
   */
  deferSearch?: boolean;
  /**
   * Results kept between builds (dev server). Drop it when the theme or config changes: entries
   * are keyed by content, not by the code that produced them.
   */
  cache?: BuildCache;
  /**
   * With a cache: the files (absolute paths) edited since the cached build, so only they are read
   * again. Leave it out after files were added or deleted, and the whole site is scanned.
   */
  changedPaths?: ReadonlySet<string>;
  config?: ResolvedConfig;
  /** Build worker threads: 0 renders everything on this thread; left out, chosen by site size. */
  workers?: number;
  /** Called once the sources are counted, before routes and content: the CLI tunes V8 by size. */
  onSources?(count: number): void;
}

export interface BuildCache {
  content: Map<string, { key: string; result: RenderedContent }>;
  pages: Map<string, { key: string; content: string; html: string }>;
  fronts: Map<string, { text: string; value: ReturnType<typeof splitFrontMatter> & { firstHeading?: string } }>;
  bundle?: Awaited<ReturnType<typeof bundleAssets>>;
  scan?: ScanResult;
  /** Public URL and size of co-located images, and sizes of static files, by absolute path. */
  files: Map<string, { url?: string; width?: number; height?: number }>;
  /** Each blog post's HTML cleaned for feeds, by post URL. */
  feedHtml: Map<string, { html: string; out: string }>;
}

export function createBuildCache(): BuildCache {
  return { content: new Map(), pages: new Map(), fronts: new Map(), files: new Map(), feedHtml: new Map() };
}

/** A full scan, or with a cache and a list of edits, the last scan with those files read again. */
async function scanSources(config: ResolvedConfig, opts: BuildOptions): Promise<ScanResult> {
  const { cache, changedPaths } = opts;
  if (cache && changedPaths) for (const p of changedPaths) cache.files.delete(p);
  else cache?.files.clear();
  const quick = cache?.scan && changedPaths ? await rescanChanged(cache.scan, changedPaths, config) : undefined;
  const scan = quick ?? (await scanSite(config));
  if (cache) cache.scan = scan;
  return scan;
}

export interface BuildResult {
  config: ResolvedConfig;
  pages: number;
  files: number;
  warnings: Diagnostic[];
  ms: number;
  /** Every URL the build serves (pages and redirects). */
  urls: string[];
  /** Files (source, theme, config) the build read: what dev mode watches. */
  inputs: string[];
  /** With deferSearch: makes the search index files. */
  searchFiles?: () => { path: string; data: string | Uint8Array }[];
}

async function timed<T>(reporter: Reporter, name: string, fn: () => Promise<T>, detail?: (v: T) => string): Promise<T> {
  const t0 = performance.now();
  const value = await fn();
  reporter.stage(name, performance.now() - t0, detail?.(value));
  return value;
}

export async function build(opts: BuildOptions): Promise<BuildResult> {
  const threads: { pool?: BuildPool } = {};
  try {
    return await runBuild(opts, threads);
  } finally {
    await threads.pool?.close();
  }
}

async function runBuild(opts: BuildOptions, threads: { pool?: BuildPool }): Promise<BuildResult> {
  const started = performance.now();
  const reporter = opts.reporter ?? silentReporter;
  const warnings: Diagnostic[] = [];
  const fail = (list: Diagnostic[]) => {
    const errors = errorsIn(list);
    warnings.push(...list.filter((d) => d.severity === 'warning'));
    if (errors.length) throw new ZapsiteError([...errors, ...warnings]);
  };

  // The theme does not depend on the config: esbuild bundles both at once.
  const themeLoad: Promise<LoadedTheme> = opts.theme ? Promise.resolve(opts.theme) : loadTheme();
  themeLoad.catch(() => {}); // awaited after the scan; a config error is reported first
  const loaded = opts.config ? { config: opts.config, inputs: [] as string[] } : await timed(reporter, 'config', () => loadConfig(opts.root));
  const config = loaded.config;
  // esbuild bundles the islands in its own process, so it runs while this thread renders content.
  const bundling = opts.checkOnly ? undefined : opts.cache?.bundle ? Promise.resolve(opts.cache.bundle) : themeLoad.then(({ theme }) => bundleAssets(theme, { baseUrl: config.baseUrl }));
  bundling?.catch(() => {}); // awaited at the bundle stage; a failure is reported there

  const [scan, remote] = await timed(reporter, 'scan', () => Promise.all([scanSources(config, opts), loadRemoteContent(config, { offline: opts.offline })]), ([s, r]) => `${s.sources.length + r.sources.length} sources, ${s.staticFiles.length} static files`);
  for (const n of remote.notes) reporter.note(n);
  const sources = [...scan.sources, ...remote.sources];
  opts.onSources?.(sources.length);
  // Dev builds are incremental and keep their results in this thread, so they render in-process.
  const poolSize = opts.cache ? 0 : poolSizeFor(sources.length, opts.workers);
  if (poolSize) {
    const pool = (threads.pool = new BuildPool(poolSize));
    themeLoad.then(({ url }) => pool.useTheme(url)).catch(() => {}); // a theme error is reported below
  }
  const diagnostics: Diagnostic[] = [...scan.diagnostics, ...remote.diagnostics];

  // Pass A: front matter and routes for the whole site.
  const fronts = new Map<SourceFile, { frontMatter: FrontMatter; body: string; firstHeading?: string }>();
  for (const file of sources) {
    const cached = opts.cache?.fronts.get(file.absPath);
    const split = cached?.text === file.text ? cached.value : { ...splitFrontMatter(file.text, file.relPath), firstHeading: undefined as string | undefined };
    if (split !== cached?.value) {
      split.firstHeading = firstHeadingOf(split.body);
      opts.cache?.fronts.set(file.absPath, { text: file.text, value: split });
    }
    diagnostics.push(...split.diagnostics);
    // Later stages add to front matter objects' neighbours, never to them; a shallow copy keeps the cache clean.
    fronts.set(file, { frontMatter: { ...split.frontMatter }, body: split.body, firstHeading: split.firstHeading });
  }
  const { theme, inputs: themeInputs } = await themeLoad;
  const routes = await timed(reporter, 'routes', async () => planRoutes(config, scan, sources, fronts, opts.includeDrafts ?? false), (r) => `${r.planned.length} pages`);
  diagnostics.push(...routes.diagnostics);
  fail(diagnostics);
  diagnostics.length = 0;

  const writer = opts.checkOnly ? undefined : (opts.writer ?? new DiskWriter(opts.outDir ?? `${config.root}/build`));

  // Pass B: Markdown to HTML, page by page.
  const assetUrls = new Map<string, { url: string; width?: number; height?: number }>();
  const staticSizes = new Map<string, { width?: number; height?: number }>();
  const rendered = new Map<SourceFile, RenderedContent>();
  await timed(
    reporter,
    'content',
    async () => {
      const known = opts.cache?.files;
      const assetFor = async (abs: string) => {
        let info = known?.get(abs) as { url: string; width?: number; height?: number } | undefined;
        if (!info) {
          const bytes = await readFile(abs);
          const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 8);
          const ext = extname(abs);
          info = { url: `${config.baseUrl}assets/images/${basename(abs, ext)}-${hash}${ext}`, ...imageSize(bytes, abs) };
          known?.set(abs, info);
        }
        assetUrls.set(abs, info);
      };
      const staticFor = async (f: { urlPath: string; absPath: string }) => {
        let size = known?.get(f.absPath);
        if (!size) {
          size = (/\.(svg|png|jpe?g|gif|webp)$/i.test(f.absPath) ? imageSize(await readFile(f.absPath), f.absPath) : undefined) ?? {};
          known?.set(f.absPath, size);
        }
        staticSizes.set(f.urlPath, size);
      };
      // Image sizes are needed while walking each page, so read every candidate once up front.
      await Promise.all([...scan.contentAssets].filter((a) => IMAGE_RE.test(a)).map(assetFor));
      await Promise.all(scan.staticFiles.map(staticFor));
      const ctx = {
        // Sorted: these are filled concurrently, and the cache key must not depend on timing.
        resolver: { baseUrl: config.baseUrl, fileUrls: [...routes.fileUrls].sort(byKey), assets: [...assetUrls].sort(byKey), contentAssets: [...scan.contentAssets].sort(), staticFiles: [...staticSizes].sort(byKey) },
        latestPosts: routes.blog?.listed ?? [],
        baseUrl: config.baseUrl,
        onBrokenMarkdownLinks: config.onBrokenMarkdownLinks,
        onBrokenImages: config.onBrokenImages,
      };
      // A file's HTML depends on its own text and on this site-wide context (URLs, assets, posts).
      const contextKey = opts.cache ? createHash('sha256').update(JSON.stringify(ctx)).digest('hex') : '';
      const keyOf = (file: SourceFile, url: string) => createHash('sha256').update(contextKey).update(url).update(file.text).digest('hex');
      // Docs HTML is needed only by the docs page: with pages rendered by the workers, it can stay there.
      const holdHtml = !!threads.pool && !!writer?.dir;
      const jobs = routes.renderable
        .filter(({ file, url }) => !opts.cache || opts.cache.content.get(file.absPath)?.key !== keyOf(file, url))
        .map(({ file, url }) => ({ file, body: fronts.get(file)!.body, url, holdHtml: holdHtml && file.kind === 'doc' }));
      const components = theme.createContentComponents({ latestPosts: routes.blog?.listed ?? [], baseUrl: config.baseUrl });
      const pool = threads.pool;
      let byPath: Map<string, RenderedContent>;
      if (!pool) byPath = await renderInProcess(jobs, ctx, components);
      else {
        // With one worker this thread renders too; with two, handing out work keeps it busy enough.
        byPath = await pool.content(jobs, ctx, pool.size === 1 ? jobRenderer(ctx, components) : undefined);
      }
      if (opts.cache) {
        const live = new Set(routes.renderable.map((r) => r.file.absPath));
        for (const path of opts.cache.content.keys()) if (!live.has(path)) opts.cache.content.delete(path);
        for (const { file, url } of routes.renderable) {
          const fresh = byPath.get(file.absPath);
          if (fresh) opts.cache.content.set(file.absPath, { key: keyOf(file, url), result: fresh });
          else byPath.set(file.absPath, opts.cache.content.get(file.absPath)!.result);
        }
      }
      for (const { file } of routes.renderable) {
        const out = byPath.get(file.absPath)!;
        rendered.set(file, out);
        diagnostics.push(...out.diagnostics);
      }
    },
    () => `${rendered.size} pages`,
  );
  fail(diagnostics);
  diagnostics.length = 0;

  const site = siteData(config, routes.blog);
  const graph = buildGraph({ config, planned: routes.planned, docs: routes.docs, sidebar: routes.sidebar, rendered, blog: routes.blog });
  if (routes.blog) for (const p of routes.blog.posts) {
    const img = p.summary.image;
    if (img && !/^(https?:|\/)/.test(img)) {
      const abs = new URL(img, `file://${p.file.absPath}`).pathname;
      p.summary.image = assetUrls.get(abs)?.url ?? img;
    }
    const r = rendered.get(p.file);
    if (r) {
      p.summary.readingMinutes = readingMinutes(contentText(r));
      p.summary.truncated = r.truncated;
    }
  }
  if (routes.blog && config.blog && config.blog.onUntruncatedBlogPosts !== 'ignore') {
    for (const p of routes.blog.posts) {
      if (!rendered.get(p.file)?.truncated) {
        diagnostics.push({
          code: 'blog-untruncated',
          severity: config.blog.onUntruncatedBlogPosts === 'throw' ? 'error' : 'warning',
          message: 'Blog post has no truncate marker, so lists show it whole.',
          hint: p.file.absPath.endsWith('.mdx') ? 'Add {/* truncate */} after the opening paragraphs.' : 'Add <!-- truncate --> after the opening paragraphs.',
          file: p.file.relPath,
        });
      }
    }
  }

  await timed(reporter, 'validate', async () => {
    diagnostics.push(...validateLinks({ config, graph, rendered, staticPaths: new Set(scan.staticFiles.map((f) => f.urlPath)), extraPaths: extraPathsFor(config), themeLinks: theme.themeLinks(site) }));
  });
  fail(diagnostics);

  const result: BuildResult = {
    config,
    pages: graph.pages.length,
    files: 0,
    warnings,
    ms: 0,
    urls: graph.pages.map((p) => p.url),
    inputs: [...loaded.inputs, ...themeInputs, ...sources.map((s) => s.absPath)],
  };
  if (opts.checkOnly) {
    result.ms = performance.now() - started;
    return result;
  }

  const bundle = await timed(reporter, 'bundle', () => bundling!, (b) => `${b.files.length} files`);
  if (opts.cache) opts.cache.bundle = bundle;
  const assets = { ...bundle.assets, inlineHead: theme.inlineHeadScript(site) };
  const sidebarFile = sidebarDataFile(graph.sidebar, config.baseUrl);
  if (!writer) throw new Error('unreachable: a build that writes has a writer');
  const renderInput = { config, site, graph, rendered, theme, assets, sidebarDataUrl: sidebarFile?.url, assetUrls, pageCache: opts.cache?.pages };
  let count = 0;
  const write = limitConcurrency(32);
  const renderStarted = performance.now();
  let writingOthers: Promise<number> | undefined;
  try {
    // With workers, pages are handed to them before the search index is built here, so both
    // cores work; without, they render after it, on this thread.
    const pool = threads.pool && writer.dir ? threads.pool : undefined;
    let pooled: ReturnType<BuildPool['pages']> | undefined;
    if (pool) {
      const pages: WorkerPage[] = [];
      for (const item of pageItems(renderInput, { sidebarLater: true })) {
        if (item.html !== undefined) {
          await write(() => writer.write(item.path, item.html));
          count++;
        } else {
          const { site: _site, assets: _assets, ...own } = item.data;
          pages.push({ path: item.path, source: item.source, sidebar: item.sidebar, data: own });
        }
      }
      pooled = pool.pages(writer.dir!, { site, assets, sidebar: graph.sidebar }, pages);
    }
    const extras = await timed(reporter, 'extras', async () => extraFiles({ config, site, graph, rendered, feedHtml: opts.cache?.feedHtml }, { search: !opts.deferSearch }), (f) => `${f.length} files`);
    if (opts.deferSearch) result.searchFiles = () => searchFiles({ config, site, graph, rendered });

    // Everything but the pages is ready now: it is written while the pages render, so the disk
    // works while this thread runs React (on 10,000 pages, ~19,000 search files).
    const other = limitConcurrency(16);
    writingOthers = (async () => {
      const files = [...extras, ...bundle.files, ...(sidebarFile ? [sidebarFile] : [])];
      for (const f of files) await other(() => writer.write(f.path, f.data));
      for (const f of scan.staticFiles) await other(() => writer.copy(f.absPath, f.urlPath.slice(1)));
      for (const [abs, a] of assetUrls) await other(() => writer.copy(abs, a.url.slice(config.baseUrl.length)));
      await other.drain();
      return files.length + scan.staticFiles.length + assetUrls.size;
    })();
    writingOthers.catch(() => {}); // awaited at emit

    if (pooled) {
      const paths = sidebarPaths(graph.sidebar);
      count += await pooled.finish(async (p) => {
        const sidebar = p.sidebar ? pageSidebar(graph.sidebar, paths, p.data.page.url) : p.data.sidebar;
        await write(() => writer.write(p.path, theme.renderPage({ ...p.data, sidebar, site, assets })));
      });
      await write.drain();
      reporter.stage('render', performance.now() - renderStarted, `${count} pages`);
    } else {
      await timed(
        reporter,
        'render',
        async () => {
          for (const f of renderAll(renderInput)) {
            await write(() => writer.write(f.path, f.data));
            count++;
          }
          await write.drain();
        },
        () => `${count} pages`,
      );
    }
    const others = writingOthers;
    await timed(
      reporter,
      'emit',
      async () => {
        count += await others;
        await writer.commit();
      },
      () => `${count} files`,
    );
  } catch (error) {
    await writingOthers?.catch(() => {});
    await write.drain().catch(() => {});
    // Workers may still be writing pages into the folder about to be removed.
    await threads.pool?.close();
    threads.pool = undefined;
    await writer.abort();
    throw error;
  }
  result.files = count;
  result.ms = performance.now() - started;
  return result;
}

/** check-links without a build folder: every stage up to validation, into memory. */
export function check(opts: Omit<BuildOptions, 'checkOnly' | 'writer'>): Promise<BuildResult> {
  return build({ ...opts, checkOnly: true });
}

/** Run async tasks with at most `n` in flight; `await limit(task)` waits only when the pool is full. */
function limitConcurrency(n: number) {
  const running = new Set<Promise<void>>();
  let failure: unknown;
  const limit = async (task: () => Promise<void>) => {
    if (failure) throw failure;
    const p = task().then(
      () => void running.delete(p),
      (error) => {
        running.delete(p);
        failure ??= error;
      },
    );
    running.add(p);
    if (running.size >= n) await Promise.race(running);
  };
  limit.drain = async () => {
    await Promise.all(running);
    if (failure) throw failure;
  };
  return limit;
}

/** The whole sidebar, once, content-hashed: collapsed categories load their items from it. */
function sidebarDataFile(sidebar: import('./types.ts').SidebarItem[], baseUrl: string): { path: string; url: string; data: string } | undefined {
  if (!sidebar.length) return undefined;
  const data = JSON.stringify(sidebar);
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 10);
  const path = `assets/sidebar-${hash}.json`;
  return { path, url: `${baseUrl}${path}`, data };
}

function extraPathsFor(config: ResolvedConfig): Set<string> {
  const s = new Set<string>(['/sitemap.xml', '/search-index.json', '/_redirects']);
  if (config.blog) for (const f of ['rss.xml', 'atom.xml', 'feed.json', 'rss.xsl', 'atom.xsl']) s.add(`/${config.blog.routeBasePath}/${f}`);
  return s;
}

export interface RoutePlan {
  planned: PlannedPage[];
  renderable: { file: SourceFile; url: string }[];
  fileUrls: Map<string, string>;
  docs: ReturnType<typeof buildDocs>['docs'];
  sidebar: ReturnType<typeof buildDocs>['sidebar'];
  blog?: BlogPlan;
  diagnostics: Diagnostic[];
}

function planRoutes(config: ResolvedConfig, scan: ScanResult, sources: SourceFile[], fronts: Map<SourceFile, { frontMatter: FrontMatter; firstHeading?: string }>, includeDrafts: boolean): RoutePlan {
  const diagnostics: Diagnostic[] = [];
  const planned: PlannedPage[] = [];
  const fileUrls = new Map<string, string>();
  const renderable: { file: SourceFile; url: string }[] = [];

  let docs: RoutePlan['docs'] = [];
  let sidebar: RoutePlan['sidebar'] = [];
  if (config.docs) {
    const inputs: DocInput[] = sources.filter((s) => s.kind === 'doc').map((file) => ({ file, ...fronts.get(file)! }));
    const result = buildDocs(inputs, scan.categories, config.docs.routeBasePath, { includeDrafts });
    diagnostics.push(...result.diagnostics);
    docs = result.docs;
    sidebar = result.sidebar;
    const fileByPath = new Map(inputs.map((i) => [i.file.absPath, i]));
    for (const doc of result.docs) {
      const input = fileByPath.get(doc.sourcePath)!;
      fileUrls.set(doc.sourcePath, doc.url);
      renderable.push({ file: input.file, url: doc.url });
      planned.push({ url: doc.url, layout: 'doc', source: input.file, frontMatter: input.frontMatter, title: doc.title, doc, noindex: doc.unlisted });
    }
  }

  let blog: BlogPlan | undefined;
  if (config.blog) {
    const authors = parseAuthors(scan.blogData.authors, diagnostics);
    const tags = parseTags(scan.blogData.tags, config.blog.routeBasePath, diagnostics);
    const inputs: BlogPostInput[] = sources.filter((s) => s.kind === 'blog').map((file) => ({ file, ...fronts.get(file)! }));
    blog = planBlog(inputs, config.blog, authors, tags, includeDrafts);
    diagnostics.push(...blog.diagnostics);
    for (const p of blog.posts) {
      fileUrls.set(p.file.absPath, p.summary.url);
      renderable.push({ file: p.file, url: p.summary.url });
      planned.push({ url: p.summary.url, layout: 'blog-post', source: p.file, frontMatter: p.frontMatter, title: p.summary.title, post: p.summary, noindex: p.unlisted });
    }
    const base = config.blog.routeBasePath;
    for (const list of blog.lists) {
      const n = countOf(blog, list);
      const title = list.kind === 'blog-tag' ? `${n === 1 ? 'One post' : `${n} posts`} tagged with "${list.tag!.label}"` : list.kind === 'blog-author' ? list.author!.name : config.blog.title;
      planned.push({ url: list.url, layout: list.kind, source: null, frontMatter: {}, title: list.page > 1 ? `${title} (page ${list.page})` : title, list });
    }
    planned.push({ url: `/${base}/tags/`, layout: 'blog-tags', source: null, frontMatter: {}, title: 'Tags' });
    planned.push({ url: `/${base}/authors/`, layout: 'blog-authors', source: null, frontMatter: {}, title: 'Authors' });
    planned.push({ url: `/${base}/archive/`, layout: 'blog-archive', source: null, frontMatter: {}, title: 'Archive' });
  }

  for (const file of sources.filter((s) => s.kind === 'page')) {
    const fm = fronts.get(file)!.frontMatter;
    const path = file.contentPath.replace(/\.mdx?$/i, '').replace(/(^|\/)index$/i, '');
    const url = typeof fm.slug === 'string' ? `/${fm.slug.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/') : path ? `/${path}/` : '/';
    fileUrls.set(file.absPath, url);
    renderable.push({ file, url });
    planned.push({ url, layout: fm.layout === 'home' ? 'home' : 'page', source: file, frontMatter: fm, title: typeof fm.title === 'string' ? fm.title : (fronts.get(file)!.firstHeading ?? path) });
  }

  const searchPath = `/${config.search.searchPagePath.replace(/^\/+|\/+$/g, '')}/`;
  if (!planned.some((p) => p.url === searchPath)) planned.push({ url: searchPath, layout: 'search', source: null, frontMatter: {}, title: 'Search the documentation' });
  planned.push({ url: '/404.html', layout: 'not-found', source: null, frontMatter: {}, title: 'Page not found' });
  for (const r of config.redirects) {
    const from = r.from.endsWith('/') ? r.from : `${r.from}/`;
    planned.push({ url: from, layout: 'redirect', source: null, frontMatter: {}, title: 'Redirecting…', redirectTo: r.to, noindex: true });
  }

  // Navbar items that name docs or sidebars.
  const configFile = config.configFile ? config.configFile.slice(config.root.length + 1) : undefined;
  config.navbar.items.forEach((item, i) => {
    if (item.type === 'doc' || item.type === 'docSidebar') {
      if (!config.docs) {
        diagnostics.push({ code: 'docs-not-enabled', severity: 'error', message: `Navbar item ${i} ("${item.label ?? item.type}") needs the docs section, but docs are not enabled (docs: false).`, hint: 'Enable docs in the config, or remove the item.', file: configFile });
      } else if (item.type === 'doc' && !docs.some((d) => d.id === item.docId)) {
        const draft = sources.some((s) => s.kind === 'doc' && fronts.get(s)?.frontMatter.draft === true && s.contentPath.replace(/\.mdx?$/, '') === item.docId);
        if (!draft) diagnostics.push({ code: 'missing-doc-id', severity: 'error', message: `Navbar item ${i} ("${item.label ?? item.docId}") names doc id "${item.docId}", which does not exist.`, hint: `Doc ids are paths under ${config.docs.path} without the extension, e.g. "${docs[0]?.id ?? 'intro'}".`, file: configFile });
      } else if (item.type === 'docSidebar' && item.sidebarId !== config.docs.sidebarId) {
        diagnostics.push({ code: 'missing-sidebar-id', severity: 'error', message: `Navbar item ${i} ("${item.label}") names sidebar id "${item.sidebarId}", which does not exist.`, hint: `The sidebar is called "${config.docs.sidebarId}".`, file: configFile });
      }
    }
  });

  // Every URL must decode, and each must come from one input only.
  const claims = new Map<string, PlannedPage[]>();
  for (const p of planned) {
    try {
      decodeURIComponent(p.url);
    } catch {
      diagnostics.push({ code: 'undecodable-pathname', severity: 'error', message: `The page URL "${p.url}" cannot be decoded (a "%" not followed by two hex digits).`, hint: 'Rename the file or fix the slug so it has no stray "%".', file: p.source?.relPath });
      continue;
    }
    claims.set(p.url, [...(claims.get(p.url) ?? []), p]);
  }
  for (const [url, list] of claims) {
    if (list.length < 2) continue;
    const names = list.map((p) => p.source?.relPath ?? (p.layout === 'redirect' ? `a redirect in ${basename(config.configFile ?? 'config')}` : `the generated ${p.layout} page`));
    diagnostics.push({
      code: 'duplicate-url',
      severity: 'error',
      message: `${list.length} inputs claim the URL ${url}: ${names.join(', ')}.`,
      hint: 'Give one of them a different file name or `slug`, or remove the redirect.',
      file: list.find((p) => p.source)?.source?.relPath,
    });
  }
  return { planned, renderable, fileUrls, docs, sidebar, blog, diagnostics };
}

function countOf(blog: BlogPlan, list: { tag?: { permalink: string } }): number {
  return blog.tags.find((t) => t.tag.permalink === list.tag?.permalink)?.count ?? 0;
}

function siteData(config: ResolvedConfig, blog: BlogPlan | undefined): import('./types.ts').SiteData {
  const s = config.search;
  const base = config.baseUrl.replace(/\/$/, '');
  return {
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    baseUrl: config.baseUrl,
    htmlLang: config.htmlLang,
    direction: config.direction,
    favicon: config.favicon,
    image: config.image,
    navbar: config.navbar,
    footer: config.footer,
    analyticsAttribute: config.analyticsAttribute,
    colorMode: config.colorMode,
    announcementBar: config.announcementBar,
    search: {
      indexName: s.indexName,
      hosted: s.appId && s.apiKey ? { appId: s.appId, apiKey: s.apiKey, hosts: s.hosts } : undefined,
      fallbackToLocal: s.fallbackToLocal,
      insights: s.insights,
      replaceSearchResultPathname: s.replaceSearchResultPathname,
      searchPagePath: s.searchPagePath,
      askAi: s.askAi,
      missingResultsUrl: s.missingResultsUrl,
      docsTag: config.docs ? `docs-default-${config.docs.version.name}` : 'default',
    },
    docsVersion: config.docs ? config.docs.version : undefined,
    blogTitle: config.blog ? config.blog.title : undefined,
    showReadingTime: config.blog ? config.blog.showReadingTime : false,
    docsPath: config.docs ? `/${config.docs.routeBasePath}/` : undefined,
    blogPath: config.blog ? `/${config.blog.routeBasePath}/` : undefined,
    feeds:
      config.blog && blog
        ? config.blog.feedTypes.map((t) => ({
            type: t === 'rss' ? 'application/rss+xml' : t === 'atom' ? 'application/atom+xml' : 'application/json',
            href: `${base}/${config.blog ? config.blog.routeBasePath : 'blog'}/${t === 'rss' ? 'rss.xml' : t === 'atom' ? 'atom.xml' : 'feed.json'}`,
            title: `${config.title} ${t === 'json' ? 'JSON Feed' : t === 'rss' ? 'RSS Feed' : 'Atom Feed'}`,
          }))
        : [],
  };
}
