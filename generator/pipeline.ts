// build(): the stages in order, as docs/ARCHITECTURE.md's table lists them. Each is a call into its
// own module with plain data in and out; where it runs (the executor), what it may reuse from the
// last build (the memo) and where files go (the output) are given to it.
import { loadConfig } from './config/load.ts';
import { readSources } from './content/sources.ts';
import { readFrontMatter, planRoutes, staticClaim, type VersionPlan } from './routes/plan.ts';
import { outputConflicts } from './routes/output-conflicts.ts';
import { contentDetail, renderContent } from './content/render-content.ts';
import { siteIslands } from './content/mdx-site.ts';
import { finishPosts } from './routes/blog.ts';
import { buildGraph } from './routes/graph.ts';
import { validateSite } from './validate/links.ts';
import { loadTheme } from './render/theme.ts';
import { siteData, sidebarDataFiles } from './render/site-data.ts';
import { loadSidebarsFile } from './routes/sidebars-file.ts';
import { bundleAssets } from './bundle/assets.ts';
import { hydratingSwizzled, swizzledFiles } from './bundle/swizzle.ts';
import { reuseAssets } from './bundle/asset-reuse.ts';
import { useSwizzled } from './bundle/swizzle.ts';
import { prismThemeFile } from './bundle/prism-theme.ts';
import { docusaurusSite } from './bundle/docusaurus-modules.ts';
import { generatedData, laterData, type LaterData } from './bundle/generated-data.ts';
import { extraFiles } from './emit/extras.ts';
import { searchFiles } from './search/files.ts';
import { Output } from './emit/output.ts';
import { checkOutDir } from './emit/out-dir.ts';
import { isFsError, writeFailed } from './fs-errors.ts';
import { executorFor, type Executor } from './workers/executor.ts';
import { memoFor, type Memo } from './cache.ts';
import { openBuildCache, type KeptCache } from './build-cache-file.ts';
import { poolSizeFor } from './workers/pool.ts';
import { releaseEsbuild } from './bundle/esbuild-service.ts';
import { Run } from './run.ts';
import { guarded } from './watchdog.ts';
import { NO_PLUGINS, runSitePlugins } from './site-plugins/run.ts';
import { routeSources, runPostBuild } from './site-plugins/build-steps.ts';
import type { Diagnostic, SidebarItem } from './types.ts';
import type { ResolvedConfig } from './config/schema.ts';
import type { ScanResult } from './content/scan.ts';
import { overlayTranslations } from './i18n/overlay.ts';
import { localeMessages, translateSidebars } from './i18n/translations.ts';
import { silentReporter, type BuildOptions, type BuildResult } from './build-options.ts';

export { type BuildOptions, type BuildResult, type Reporter } from './build-options.ts';
export { createBuildCache, type BuildCache } from './cache.ts';

export async function build(opts: BuildOptions): Promise<BuildResult> {
  const held: Held = {};
  try {
    // Watched (watchdog.ts): site code that loops past the limit or calls process.exit fails the
    // build with its file named, and the stages left waiting on it are abandoned.
    return await guarded(() => stages(opts, held));
  } catch (error) {
    // Workers may still be writing pages into the folder about to be removed.
    await held.output?.abort(async () => {
      await held.executor?.close();
      held.executor = undefined;
    });
    // A build worker's failed write arrives as a plain error with its code and path.
    const dir = held.output?.writer.dir;
    if (dir && isFsError(error) && error.path?.startsWith(dir)) throw writeFailed(error, error.path);
    throw error;
  } finally {
    held.generated?.reject(new Error('The build ended before its routes were planned.'));
    await held.executor?.close();
  }
}

/** What a build holds that must be let go when it fails: its output folder and its threads. */
interface Held {
  output?: Output;
  executor?: Executor;
  /** Settled when a build ends before its routes, so a bundle waiting on it ends too. */
  generated?: LaterData;
}

// oxlint-disable-next-line max-lines-per-function -- issue 36: being split in another branch; remove once it lands
async function stages(opts: BuildOptions, held: Held): Promise<BuildResult> {
  const run = new Run(opts.reporter ?? silentReporter);
  let memo: Memo = memoFor(opts.cache, opts.changedPaths);
  const codeVersion = opts.codeVersion && once(opts.codeVersion);
  // esbuild bundles the theme in its own process: it starts now, with the config's theme when the
  // config is given, else zapsite's own (most sites'), and is awaited where it is needed (a config
  // error is still reported first). A config that names the classic theme loads that one instead.
  const guessed = opts.theme ? Promise.resolve(opts.theme) : loadTheme(opts.config?.theme.name);
  guessed.catch(() => {});
  const loaded = opts.config
    ? { config: opts.config, inputs: [] as string[] }
    : await run.stage('config', () => loadConfig(opts.root));
  // The site's own plugins run before anything reads the config: their aliases and global data join it.
  const plugins = loaded.config.plugins.length
    ? await run.stage(
        'plugins',
        () =>
          runSitePlugins(loaded.config.plugins, {
            root: loaded.config.root,
            configFile: loaded.config.configFile ?? undefined,
            siteConfig: docusaurusSite(loaded.config).siteConfig,
            dev: !!opts.cache,
          }),
        (p) => `${p.routes.length} routes`,
      )
    : NO_PLUGINS;
  run.check(plugins.warnings);
  const config =
    plugins === NO_PLUGINS
      ? loaded.config
      : {
          ...loaded.config,
          alias: { ...plugins.alias, ...loaded.config.alias },
          sitePlugins: { data: plugins.data, globalData: plugins.globalData },
        };
  const inputs = [...loaded.inputs, ...plugins.inputs];
  const themeLoad =
    opts.theme || opts.config || config.theme.name === 'zapsite' ? guessed : loadTheme(config.theme.name);
  themeLoad.catch(() => {});
  // Before anything is written: the output folder must be one a build may replace.
  const outDir = opts.writer || opts.checkOnly ? undefined : (opts.outDir ?? `${config.root}/build`);
  if (outDir) await checkOutDir(outDir, config, opts.force ?? false);
  // Islands may import the blog's list, which the routes decide: their bundle waits for it there.
  const generatedLater = (held.generated = laterData());
  const bundling = opts.checkOnly
    ? undefined
    : memo.bundle(() =>
        themeLoad.then(({ theme }) => {
          const assetOpts = {
            baseUrl: config.baseUrl,
            root: config.root,
            site: siteIslands(config),
            swizzled: config.theme.name === 'classic' ? hydratingSwizzled(swizzledFiles(config.root)) : undefined,
            mermaid: config.markdown.mermaid,
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
          if (!codeVersion || opts.cache || assetOpts.site?.plugins.length) return make();
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
  bundling?.catch(() => {});
  const output = (held.output = opts.checkOnly ? undefined : Output.for(opts, config.root));
  await output?.writer.prepare?.();
  const sources = await run.stage(
    'scan',
    () => readSources(config, opts, memo),
    (s) => `${s.files.length} sources, ${s.scan.staticFiles.length} static files`,
  );
  for (const n of sources.notes) run.reporter.note(n);
  if (plugins.routes.length) {
    const added = routeSources(plugins.routes, config.root);
    sources.files.push(...added.files);
    run.check(added.diagnostics);
  }
  // One locale's pass (i18n/build-locales.ts): translated files replace the default locale's.
  if (config.locale) await overlayTranslations(sources.files, config.root, config.locale.dir, sources.diagnostics);
  const exec = (held.executor = executorFor(
    sources.files,
    { workers: opts.workers, incremental: !!opts.cache },
    themeLoad.then((t) => t.url),
    output?.writer.dir,
  ));
  const { fronts, diagnostics: frontDiagnostics } = readFrontMatter(sources.files, memo);
  const { theme, inputs: themeInputs, url: themeUrl } = await themeLoad;
  // The cache kept on disk serves builds on this thread alone: build workers keep their own results.
  let kept: KeptCache | undefined;
  if (opts.codeVersion && !opts.cache && output && poolSizeFor(sources.files.length, opts.workers) === 0) {
    kept = await openBuildCache(config.root, await codeVersion!(), themeUrl, (n) => run.reporter.note(`note: ${n}`));
    if (kept) memo = memoFor(kept.cache, undefined, true);
  }
  // Read fresh every build (dev included): the file is small and may import anything.
  const sidebarsLoad =
    config.docs && typeof config.docs.sidebarPath === 'string'
      ? await loadSidebarsFile(config.root, config.docs.sidebarPath)
      : undefined;
  // A file that did not load would leave every sidebar "missing": report only the cause.
  if (sidebarsLoad?.diagnostics.length)
    run.check([...sources.diagnostics, ...frontDiagnostics, ...sidebarsLoad.diagnostics]);
  const routes = await run.stage(
    'routes',
    () =>
      planRoutes({
        config,
        scan: sources.scan,
        sources: sources.files,
        fronts,
        includeDrafts: opts.includeDrafts ?? false,
        sidebarsFile: sidebarsLoad?.file,
      }),
    (r) => `${r.planned.length} pages`,
  );
  run.check([...sources.diagnostics, ...frontDiagnostics, ...routes.diagnostics]);
  // Each docs version's sidebar labels in this locale's pass (current.json, version-<name>.json).
  if (config.locale) {
    const problems: Diagnostic[] = [];
    translateSidebars(routes.sidebars, localeMessages(config.root, config.locale.dir, problems));
    run.check(problems);
  }
  if (opts.onRoutes) {
    opts.onRoutes(routes);
    if (opts.checkOnly)
      return { config, pages: 0, files: 0, warnings: run.warnings, ms: run.elapsed(), urls: [], inputs };
  }
  generatedLater.resolve(generatedData(config, routes.blog));

  const content = await run.stage(
    'content',
    () => renderContent({ config, scan: sources.scan, routes, fronts, theme }, exec, memo),
    contentDetail,
  );
  run.check(content.diagnostics);
  const { rendered, assetUrls } = content;
  const site = siteData(config, routes);
  const graph = buildGraph({
    config,
    planned: routes.planned,
    docs: routes.docs,
    sidebars: routes.sidebars,
    versions: routes.versions,
    versioned: routes.versioned,
    instances: routes.instances,
    rendered,
    blog: routes.blog,
    blogInstances: routes.blogInstances,
  });
  const postDiagnostics = [
    ...(routes.blog && config.blog ? finishPosts(routes.blog, config.blog, rendered, assetUrls) : []),
    ...routes.blogInstances.flatMap((b) => finishPosts(b.plan, b.options, rendered, assetUrls)),
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
          ...sidebarLinks(routes.versions, routes.versioned, sidebarsLoad?.file, sources.scan.sidebarSources),
        ],
      }),
    )),
  ]);
  const result: BuildResult = {
    config,
    pages: graph.pages.length,
    files: 0,
    warnings: run.warnings,
    ms: 0,
    urls: graph.pages.map((p) => p.url),
    inputs: [
      ...inputs,
      ...themeInputs,
      ...sources.files.map((s) => s.absPath),
      ...content.inputs,
      ...(sidebarsLoad?.file?.inputs ?? []),
      ...Object.values(sources.scan.sidebarSources).flatMap((v) => (v.mode === 'file' ? v.file.inputs : [])),
    ],
  };
  if (!output || !bundling) return { ...result, ms: run.elapsed() };

  const bundle = await run.stage(
    'bundle',
    () => bundling,
    (b) => `${b.files.length} files${b.reused ? ', unchanged: kept from the last build' : ''}`,
  );
  // The last bundle is made: a one-shot build lets esbuild's process go (its memory with it).
  if (!opts.cache) await releaseEsbuild();
  const tags = plugins.tags;
  const prism = prismThemeFile(config.prism, config.baseUrl);
  const assets = {
    ...bundle.assets,
    // The Prism themes' colours and the swizzled components' stylesheets are on every page.
    css: [...bundle.assets.css, ...(prism ? [prism.href] : []), ...(content.swizzled?.css ?? [])],
    ...(content.swizzled ? { swizzled: content.swizzled.module } : {}),
    inlineHead: theme.inlineHeadScript(site),
    ...(tags.head || tags.preBody || tags.postBody ? { htmlTags: tags } : {}),
  };
  const sidebarFiles = sidebarDataFiles(graph.sidebars, config.baseUrl);
  const sidebarDataUrls = Object.fromEntries(Object.entries(sidebarFiles).map(([name, f]) => [name, f.url]));
  const renderInput = { config, site, graph, rendered, assets, sidebarDataUrls, assetUrls };
  await useSwizzled(theme, content.swizzled?.module);
  const renderPage = memo.pages([site, assets, sidebarDataUrls], theme.renderPage);
  const pages = await exec.pages(renderInput, renderPage, output.pages);
  const extras = await run.stage(
    'extras',
    () =>
      extraFiles(
        { config, site, graph, rendered, feedHtml: memo.feedHtml, llmsDocs: memo.llmsDocs },
        { search: !opts.deferSearch },
      ),
    (f) => `${f.length} files`,
  );
  if (opts.deferSearch) result.searchFiles = () => searchFiles({ config, site, graph, rendered });
  const generated = [
    ...extras,
    ...bundle.files,
    ...(prism ? [prism.file] : []),
    ...content.files,
    ...uniqueFiles(Object.values(sidebarFiles)),
  ];
  // A static file named like a generated one (sitemap.xml, a feed, the search index) would replace it.
  run.check(
    outputConflicts([
      ...generated.map((f) => ({ path: f.path, who: `the generated file ${f.path}` })),
      ...sources.scan.staticFiles.map((f) => staticClaim(f.urlPath, f.absPath, config.root)),
    ]),
  );
  output.writeOthers(generated, sources.scan.staticFiles, assetUrls, config.baseUrl);
  let count = await pages.finish();
  run.reporter.stage('render', performance.now() - pages.started, `${count} pages`);
  // Written while the output is swapped in (the entries are right whether or not that succeeds).
  const saving = kept?.save();
  await run.stage(
    'emit',
    // postBuild runs on the new output before it is swapped in: one that throws leaves the last good build whole.
    async () =>
      (count += await output.commit(
        plugins.postBuild.length ? (dir) => runPostBuild(plugins.postBuild, dir, config, graph.pages) : undefined,
      )),
    () => `${count} files`,
  );
  await saving;
  return { ...result, files: count, ms: run.elapsed() };
}

/** `f`'s first answer, for every call. */
function once<T>(f: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= f());
}

/** Two sidebars with the same items share one file. */
function uniqueFiles<F extends { path: string }>(files: F[]): F[] {
  return [...new Map(files.map((f) => [f.path, f])).values()];
}

/** A sidebars file's own `link` items to pages of the site, checked like the navbar's links. */
function sidebarLinks(
  versions: readonly VersionPlan[],
  versioned: boolean,
  currentFile: { relPath: string; text: string } | undefined,
  versionFiles: ScanResult['sidebarSources'],
): { href: string; where: string; file?: string; source?: string }[] {
  const out: { href: string; where: string; file?: string; source?: string }[] = [];
  for (const { version, sidebars } of versions) {
    const own = versionFiles[version.name];
    const file = own ? (own.mode === 'file' ? own.file : undefined) : currentFile;
    const walk = (items: SidebarItem[], name: string) => {
      for (const item of items) {
        // A link written without the base URL points outside this site's folder: not checked.
        if (item.type === 'link' && !item.docId && !item.noBaseUrl)
          out.push({
            href: item.href,
            where: versioned ? `sidebar "${name}" of docs version ${version.name}` : `sidebar "${name}"`,
            file: file?.relPath,
            source: file?.text,
          });
        if (item.type === 'category') walk(item.items, name);
      }
    };
    for (const [name, items] of Object.entries(sidebars)) walk(items, name);
  }
  return out;
}

/** The part of Infima zapsite's theme leaves alone; the classic theme's stylesheet holds all of it. */
function siteInfima(config: ResolvedConfig): boolean {
  return config.theme.name === 'zapsite' && config.theme.infima;
}
