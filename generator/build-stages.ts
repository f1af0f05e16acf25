// The build's stages (pipeline.ts lists them in order): each a small function that reads what the
// stages before it left in the build (`Build`) and adds its own part. Promises started early (the
// theme, the bundle) are kept in the build and awaited by the stage that needs them.
import { resolve } from 'node:path';
import { loadConfig } from './config/load.ts';
import { readSources } from './content/sources.ts';
import { readSiteFrontMatter, planRoutes, staticClaim } from './routes/plan.ts';
import { locatedRender } from './render/page-errors.ts';
import { outputConflicts, staticUnderGenerated } from './routes/output-conflicts.ts';
import { contentDetail, renderContent } from './content/render-content.ts';
import { siteIslands } from './content/mdx-site.ts';
import { finishPosts } from './routes/blog.ts';
import { buildGraph } from './routes/graph.ts';
import { validateSite } from './validate/links.ts';
import { sidebarLinks } from './validate/sidebar-links.ts';
import { loadTheme } from './render/theme.ts';
import { siteData, sidebarDataFiles } from './render/site-data.ts';
import { docCommits } from './render/pages.ts';
import { creationTimes } from './content/last-update.ts';
import { undatedPosts } from './routes/plan/blog-pages.ts';
import { withConfigTags } from './site-plugins/html-tags.ts';
import { loadSidebarsFile } from './routes/sidebars-file.ts';
import { bundleAssets } from './bundle/assets.ts';
import { hydratingSwizzled, swizzledFiles, useSwizzled } from './bundle/swizzle.ts';
import { docsVersionData } from './content/docs-version-data.ts';
import { unmappedCustomItems } from './render/custom-navbar-items.ts';
import { docusaurusSite, siteOverride } from './bundle/docusaurus-modules.ts';
import { NOT_FOUND_URL } from './routes/plan/site-pages.ts';
import { reuseAssets } from './bundle/asset-reuse.ts';
import { hasSitePostcss, setSitePostcss } from './bundle/site-postcss.ts';
import { prismThemeFile } from './bundle/prism-theme.ts';
import { generatedData, laterData } from './bundle/generated-data.ts';
import { extraFiles } from './emit/extras.ts';
import { searchFiles } from './search/files.ts';
import { Output } from './emit/output.ts';
import { checkOutDir } from './emit/out-dir.ts';
import { executorFor } from './workers/executor.ts';
import { memoFor } from './cache.ts';
import { openBuildCache } from './build-cache-file.ts';
import { poolSizeFor } from './workers/pool.ts';
import { NO_PLUGINS, runSitePlugins } from './site-plugins/run.ts';
import { takeDocusaurusValues } from './site-plugins/docusaurus-values.ts';
import { sitePluginsRef } from './content/site-plugins.ts';
import { withLongerLimit } from './watchdog.ts';
import { wholeSiteLimitMs } from './site-code.ts';
import { routeSources, runPostBuild } from './site-plugins/build-steps.ts';
import type { Diagnostic } from './types.ts';
import type { ResolvedConfig } from './config/schema.ts';
import { overlayTranslations } from './i18n/overlay.ts';
import { localeMessages, translateDocs } from './i18n/translations.ts';
import { releaseEsbuild } from './bundle/esbuild-service.ts';
import type { Build } from './build-state.ts';

export async function config(b: Build): Promise<void> {
  const { opts, run } = b;
  // The theme loads now: the config's when given, else zapsite's own, awaited where needed (a config
  // error is still reported first); a config that names the classic theme loads that one instead.
  b.guessed = opts.theme ? Promise.resolve(opts.theme) : loadTheme(opts.config?.theme.name);
  b.guessed.catch(() => {});
  b.loaded = opts.config
    ? { config: opts.config, inputs: [] as string[] }
    : await run.stage('config', () => loadConfig(opts.root));
}

/** The site's own plugins run before anything reads the config: their aliases and global data join it. */
export async function plugins(b: Build): Promise<void> {
  const { opts, run, loaded } = b;
  // Made here, written from the output stage on: its folder is the plugins' LoadContext outDir, where
  // postBuild finds the new output (a plugin keeps that path from when it was made, as llms plugins do).
  b.output = b.held.output = opts.checkOnly ? undefined : Output.for(opts, loaded.config.root);
  // A Docusaurus config the options' functions (editUrl, createRedirects) are taken from runs once, its plugins taken from that run too.
  const values = await takeDocusaurusValues(loaded.config);
  const plugins = loaded.config.plugins.length
    ? await run.stage(
        'plugins',
        () =>
          runSitePlugins(loaded.config.plugins, {
            root: loaded.config.root,
            configFile: loaded.config.configFile ?? undefined,
            siteConfig: docusaurusSite({ ...loaded.config, docusaurusValues: values.taken }).siteConfig,
            dev: !!opts.cache,
            outDir: b.output?.writer.dir,
            runs: values.runs,
          }),
        (p) => `${p.routes.length} routes`,
      )
    : NO_PLUGINS;
  run.check(plugins.warnings);
  setSitePostcss(loaded.config.root, plugins.postcss);
  const config =
    plugins === NO_PLUGINS
      ? loaded.config
      : {
          ...loaded.config,
          alias: { ...plugins.alias, ...loaded.config.alias },
          define: plugins.define,
          emptyModules: plugins.empty,
          sitePlugins: { data: plugins.data, globalData: plugins.globalData },
        };
  b.plugins = plugins;
  b.config = values.taken.size ? { ...config, docusaurusValues: values.taken } : config;
  b.inputs = [...loaded.inputs, ...plugins.inputs, ...values.inputs];
  b.themeLoad = opts.theme || opts.config || config.theme.name === 'zapsite' ? b.guessed : loadTheme(config.theme.name);
  b.themeLoad.catch(() => {});
}

/** Before anything is written: the output folder must be one a build may replace. */
export async function outDir(b: Build): Promise<void> {
  const { opts, config } = b;
  const outDir = opts.writer || opts.checkOnly ? undefined : (opts.outDir ?? `${config.root}/build`);
  if (outDir) await checkOutDir(outDir, config, opts.force ?? false);
}

/** The theme's islands and CSS are bundled while the content is read; islands may import the blog's list, which the routes decide: their bundle waits for it there. */
export function startBundle(b: Build): void {
  const { opts, config, codeVersion } = b;
  const generatedLater = (b.held.generated = b.generatedLater = laterData());
  b.bundling = opts.checkOnly
    ? undefined
    : b.memo.bundle(() =>
        b.themeLoad.then(({ theme }) => {
          const assetOpts = {
            baseUrl: config.baseUrl,
            root: config.root,
            site: siteIslands(config),
            swizzled: config.theme.name === 'classic' ? hydratingSwizzled(swizzledFiles(config.root)) : undefined,
            mermaid: config.markdown.mermaid,
            typescriptInJs: config.typescriptInJs,
            // The plugins' client modules, then the config's, as Docusaurus's bootstrap plugin comes last.
            clientModules: [...b.plugins.clientModules, ...config.clientModules.map((f) => resolve(config.root, f))],
            define: config.define,
            emptyModules: config.emptyModules,
            rtl: config.direction === 'rtl',
            docusaurus: docusaurusSite(config),
            generated: generatedLater.promise,
            siteCss: {
              customCss: [config.theme.customCss].flat(),
              infima: siteInfima(config),
              staticDir: config.staticDir,
            },
          };
          const make = () => bundleAssets(theme, assetOpts);
          // A one-shot build keeps the bundle for the next (bundle/asset-reuse.ts); a dev session has its own cache.
          // Not with the site's PostCSS plugins either: what they read (Tailwind's content files) is not listed.
          if (!codeVersion || opts.cache || assetOpts.site?.plugins.length || hasSitePostcss(config.root))
            return make();
          const { generated: _later, ...rest } = assetOpts;
          return codeVersion().then((code) =>
            reuseAssets(
              config.root,
              { code, theme: [theme.loaderEntry, theme.islandEntries, theme.styleEntry], ...rest },
              generatedLater.promise,
              make,
            ),
          );
        }),
      );
  b.bundling?.catch(() => {});
  b.held.bundling = b.bundling;
}

export async function output(b: Build): Promise<void> {
  await b.output?.writer.prepare?.();
}

export async function scan(b: Build): Promise<void> {
  const { opts, run, config, plugins } = b;
  const sources = await run.stage(
    'scan',
    () => readSources(config, opts, b.memo),
    (s) => `${s.files.length} sources, ${s.scan.staticFiles.length} static files`,
  );
  for (const n of sources.notes) run.reporter.note(n);
  // A swizzled NotFound is Docusaurus's whole 404 page, rendered in place of the theme's.
  const notFound = config.theme.name === 'classic' ? siteOverride(config.root, 'NotFound') : undefined;
  const routes = notFound
    ? [...plugins.routes, { path: NOT_FOUND_URL, component: notFound, modules: {}, plugin: 'theme' }]
    : plugins.routes;
  if (routes.length) {
    const added = routeSources(routes, config.root);
    sources.files.push(...added.files);
    run.check(added.diagnostics);
  }
  // One locale's pass (i18n/build-locales.ts): translated files replace the default locale's.
  if (config.locale) await overlayTranslations(sources.files, config.root, config.locale.dir, sources.diagnostics);
  b.sources = sources;
}

/** Where pages are rendered (this thread or build workers), the front matter, and the theme. */
export async function executor(b: Build): Promise<void> {
  const { opts, sources } = b;
  b.exec = b.held.executor = executorFor(
    sources.files,
    { workers: opts.workers, incremental: !!opts.cache },
    b.themeLoad.then((t) => t.url),
    b.output?.writer.dir,
  );
  const { fronts, diagnostics } = await readSiteFrontMatter(sources.files, b.memo, b.config);
  b.fronts = fronts;
  b.frontDiagnostics = diagnostics;
  const { theme, inputs, url } = await b.themeLoad;
  b.theme = theme;
  b.themeInputs = inputs;
  b.themeUrl = url;
}

/** The cache kept on disk serves builds on this thread alone: build workers keep their own results. */
export async function buildCache(b: Build): Promise<void> {
  const { opts, run, config } = b;
  if (opts.codeVersion && !opts.cache && b.output && poolSizeFor(b.sources.files.length, opts.workers) === 0) {
    b.kept = b.held.kept = await openBuildCache(config.root, await b.codeVersion!(), b.themeUrl, (n) =>
      run.reporter.note(`note: ${n}`),
    );
    if (b.kept) b.memo = memoFor(b.kept.cache, undefined, true);
  }
}

/** Read fresh every build (dev included): the file is small and may import anything. */
export async function sidebarsFile(b: Build): Promise<void> {
  const { config } = b;
  b.sidebarsLoad =
    config.docs && typeof config.docs.sidebarPath === 'string'
      ? await loadSidebarsFile(config.root, config.docs.sidebarPath)
      : undefined;
  // A file that did not load would leave every sidebar "missing": report only the cause.
  if (b.sidebarsLoad?.diagnostics.length)
    b.run.check([...b.sources.diagnostics, ...b.frontDiagnostics, ...b.sidebarsLoad.diagnostics]);
}

export async function routes(b: Build): Promise<void> {
  const { opts, run, config, sources, fronts } = b;
  const routes = await run.stage(
    'routes',
    async () =>
      await planRoutes({
        config,
        scan: sources.scan,
        sources: sources.files,
        fronts,
        includeDrafts: opts.includeDrafts ?? false,
        sidebarsFile: b.sidebarsLoad?.file,
        blogCreated: await creationTimes(config.root, undatedPosts(sources.files, fronts)),
      }),
    (r) => `${r.planned.length} pages`,
  );
  run.check([...sources.diagnostics, ...b.frontDiagnostics, ...routes.diagnostics]);
  // Each docs version's label and sidebar labels in this locale's pass (current.json, version-<name>.json).
  if (config.locale) {
    const problems: Diagnostic[] = [];
    translateDocs(routes, localeMessages(config.root, config.locale.dir, problems));
    run.check(problems);
  }
  b.routes = routes;
  if (opts.onRoutes) {
    opts.onRoutes(routes);
    // write-translations asks for the routes only.
    if (opts.checkOnly) {
      b.result = {
        config,
        pages: 0,
        files: 0,
        warnings: run.warnings,
        ms: 0,
        urls: [],
        inputs: b.inputs,
        pluginInputs: b.plugins.inputs,
      };
      b.done = true;
      return;
    }
  }
  b.generatedLater.resolve(generatedData(config, routes));
}

export async function content(b: Build): Promise<void> {
  const { run, config, sources, routes, fronts, theme } = b;
  // A one-shot build lets esbuild's process go once the pages' run and the theme's are both over:
  // the pages then render without its memory beside them (docs/PERFORMANCE.md, "esbuild's process").
  const bundled = b.opts.cache ? undefined : () => void b.bundling?.then(releaseEsbuild, releaseEsbuild);
  const read = () =>
    renderContent({ config, scan: sources.scan, routes, fronts, theme, ...(bundled && { bundled }) }, b.exec, b.memo);
  // The site's Markdown plugins may work for minutes on a file (site-code.ts wholeSiteLimitMs).
  b.content = await run.stage(
    'content',
    () => (sitePluginsRef(config) ? withLongerLimit(wholeSiteLimitMs(), read) : read()),
    contentDetail,
  );
  run.check(b.content.diagnostics);
}

/** The route graph, the blog's lists finished, and every link checked. */
export async function validate(b: Build): Promise<void> {
  const { run, config, routes, sources, theme } = b;
  const { rendered, assetUrls } = b.content;
  const site = (b.site = siteData(config, routes));
  // The plan's docs, sidebars, versions and blogs by their own names, with the rendered content.
  const graph = (b.graph = buildGraph({ ...routes, config, rendered, fronts: b.fronts }));
  const locale = config.locale?.current ?? config.i18n.defaultLocale;
  const postDiagnostics = [
    ...(routes.blog && config.blog ? finishPosts(routes.blog, config.blog, { rendered, assetUrls, locale }) : []),
    ...routes.blogInstances.flatMap((p) => finishPosts(p.plan, p.options, { rendered, assetUrls, locale })),
  ];
  run.check([
    ...postDiagnostics,
    ...(await run.stage('validate', () =>
      validateSite({
        config,
        graph,
        rendered,
        staticFiles: sources.scan.staticFiles,
        themeLinks: [
          ...theme.themeLinks(site),
          ...sidebarLinks(routes.versions, routes.versioned, b.sidebarsLoad?.file, sources.scan.sidebarSources),
        ],
        codeFiles: b.inputs,
      }),
    )),
  ]);
}

/** What the build answers, whether or not it writes: a check-only build ends here. */
export function result(b: Build): void {
  const { sources, graph } = b;
  b.result = {
    config: b.config,
    pages: graph.pages.length,
    files: 0,
    warnings: b.run.warnings,
    ms: 0,
    urls: graph.pages.map((p) => p.url),
    inputs: [
      ...b.inputs,
      ...b.themeInputs,
      ...sources.files.map((s) => s.absPath),
      ...b.content.inputs,
      ...(b.sidebarsLoad?.file?.inputs ?? []),
      ...Object.values(sources.scan.sidebarSources).flatMap((v) => (v.mode === 'file' ? v.file.inputs : [])),
    ],
    pluginInputs: [...b.plugins.inputs, ...b.content.markdownPluginInputs],
  };
}

/** The theme's bundle awaited, and what every page links: its assets, Prism's colours, the sidebars' data files. */
export async function bundle(b: Build): Promise<void> {
  const { config, content, theme, site, graph } = b;
  const bundle = (b.bundle = await b.run.stage(
    'bundle',
    () => b.bundling!,
    (r) => `${r.files.length} files${r.reused ? ', unchanged: kept from the last build' : ''}`,
  ));
  // The last bundle is made: a one-shot build lets esbuild's process go (its memory with it).
  if (!b.opts.cache) await releaseEsbuild();
  const tags = withConfigTags(config, b.plugins.tags);
  const prism = (b.prism = prismThemeFile(config.prism, config.baseUrl));
  const assets = {
    ...bundle.assets,
    // The Prism themes' colours and the swizzled components' stylesheets are on every page.
    css: [...bundle.assets.css, ...(prism ? [prism.href] : []), ...(content.swizzled?.css ?? [])],
    ...(content.swizzled
      ? { swizzled: content.swizzled.module, docsVersions: docsVersionData(b.routes, b.fronts) }
      : {}),
    inlineHead: theme.inlineHeadScript(site),
    ...(tags.head || tags.preBody || tags.postBody ? { htmlTags: tags } : {}),
  };
  const sidebarFiles = (b.sidebarFiles = sidebarDataFiles(graph.sidebars, config.baseUrl));
  const sidebarDataUrls = Object.fromEntries(Object.entries(sidebarFiles).map(([name, f]) => [name, f.url]));
  const { rendered, assetUrls } = content;
  const lastCommits = await docCommits(config, graph);
  b.renderInput = { config, site, graph, rendered, assets, sidebarDataUrls, assetUrls, lastCommits };
}

/** The pages rendered (here or on build workers) and written as they come. */
export async function render(b: Build): Promise<void> {
  const { theme, renderInput } = b;
  const swizzled = await useSwizzled(theme, b.content.swizzled?.module);
  b.run.check(unmappedCustomItems(renderInput.config, swizzled));
  const renderPage = b.memo.pages(
    [renderInput.site, renderInput.assets, renderInput.sidebarDataUrls],
    locatedRender(theme.renderPage, renderInput.config.root),
  );
  b.pages = await b.exec.pages(renderInput, renderPage, b.output!.pages);
}

/** The sitemap, feeds, search index and the like. */
export async function extras(b: Build): Promise<void> {
  const { opts, config, site, graph, memo } = b;
  const { rendered } = b.content;
  // A site's own static/_redirects (its host's rules; Docusaurus writes no such file) is copied as it
  // is, in place of zapsite's: the redirect page at each `from` still leads on.
  const ownRedirects = b.sources.scan.staticFiles.some((f) => f.urlPath === '/_redirects');
  b.extras = await b.run.stage(
    'extras',
    async () =>
      (
        await extraFiles(
          { config, site, graph, rendered, feedHtml: memo.feedHtml, llmsDocs: memo.llmsDocs },
          { search: !opts.deferSearch },
        )
      ).filter((f) => !ownRedirects || f.path !== '_redirects'),
    (f) => `${f.length} files`,
  );
  if (opts.deferSearch && config.search.searchPagePath !== false)
    b.result.searchFiles = () => searchFiles({ config, site, graph, rendered });
}

/** Every file besides the pages written, once no two claim one path; then the pages finished. */
export async function write(b: Build): Promise<void> {
  const { run, config, prism, content } = b;
  const generated = onceEachAsset([
    ...b.extras,
    ...b.bundle.files,
    ...(prism ? [prism.file] : []),
    ...content.files,
    ...uniqueFiles(Object.values(b.sidebarFiles)),
  ]);
  // A static file named like one the site's plugins write (sitemap.xml, a feed, llms.txt) gives way
  // to it; one named like any other generated file would replace it.
  const statics = staticUnderGenerated(
    b.extras.map((f) => f.path),
    b.routes.staticFiles.map((f) => ({ file: f, claim: staticClaim(f.urlPath, f.absPath, config.root) })),
  );
  const claims = [...generated.map((f) => ({ path: f.path, who: `the generated file ${f.path}` })), ...statics.claims];
  run.check([...statics.diagnostics, ...outputConflicts(claims)]);
  b.output!.writeOthers(generated, statics.kept, content.assetUrls, config.baseUrl);
  b.count = await b.pages.finish();
  run.reporter.stage('render', performance.now() - b.pages.started, `${b.count} pages`);
}

/** The new output swapped in whole (after the site's postBuild), and the build cache saved beside it. */
export async function emit(b: Build): Promise<void> {
  const { config, plugins, graph } = b;
  const output = b.output!;
  // Written while the output is swapped in (the entries are right whether or not that succeeds).
  const saving = b.kept?.save();
  await b.run.stage(
    'emit',
    // postBuild runs on the new output before it is swapped in: one that throws leaves the last good build whole.
    async () =>
      (b.count += await output.commit(
        plugins.postBuild.length
          ? (dir) => runPostBuild(plugins.postBuild, dir, config, { graph, fronts: b.fronts })
          : undefined,
      )),
    () => `${b.count} files`,
  );
  await saving;
  b.result.files = b.count;
}

/** Two sidebars with the same items share one file. */
function uniqueFiles<F extends { path: string }>(files: F[]): F[] {
  return [...new Map(files.map((f) => [f.path, f])).values()];
}
/**
 * A file both bundles publish (a video an island imports, bundle/imported-asset.ts) once: its name
 * holds its content's hash, so the two are the same file.
 */
function onceEachAsset<F extends { path: string }>(files: F[]): F[] {
  const seen = new Set<string>();
  return files.filter((f) => !f.path.startsWith('assets/mdx/') || (!seen.has(f.path) && !!seen.add(f.path)));
}
/** The part of Infima zapsite's theme leaves alone; the classic theme's stylesheet holds all of it. */
function siteInfima(config: ResolvedConfig): boolean {
  return config.theme.name === 'zapsite' && config.theme.infima;
}
