// build(): the stages in order, as docs/ARCHITECTURE.md's table lists them. Each is a call into its
// own module with plain data in and out; where it runs (the executor), what it may reuse from the
// last build (the memo) and where files go (the output) are given to it.
import { loadConfig } from './config/load.ts';
import { readSources } from './content/sources.ts';
import { allSidebars, readFrontMatter, planRoutes } from './routes/plan.ts';
import { contentDetail, renderContent } from './content/render-content.ts';
import { siteIslands } from './content/mdx-site.ts';
import { finishPosts } from './routes/blog.ts';
import { buildGraph } from './routes/graph.ts';
import { validateSite } from './validate/links.ts';
import { loadTheme } from './render/theme.ts';
import { siteData, sidebarDataFile } from './render/site-data.ts';
import { bundleAssets } from './bundle/assets.ts';
import { extraFiles } from './emit/extras.ts';
import { searchFiles } from './search/files.ts';
import { Output } from './emit/output.ts';
import { executorFor, type Executor } from './workers/executor.ts';
import { memoFor } from './cache.ts';
import { Run } from './run.ts';
import { silentReporter, type BuildOptions, type BuildResult } from './build-options.ts';

export { silentReporter, type BuildOptions, type BuildResult, type Reporter } from './build-options.ts';
export { createBuildCache, type BuildCache } from './cache.ts';

export async function build(opts: BuildOptions): Promise<BuildResult> {
  const run = new Run(opts.reporter ?? silentReporter);
  const memo = memoFor(opts.cache, opts.changedPaths);
  // The theme does not depend on the config, and esbuild bundles the islands in its own process:
  // both start now and are awaited where they are needed (a config error is still reported first).
  const themeLoad = opts.theme ? Promise.resolve(opts.theme) : loadTheme();
  themeLoad.catch(() => {});
  const { config, inputs } = opts.config ? { config: opts.config, inputs: [] as string[] } : await run.stage('config', () => loadConfig(opts.root));
  const bundling = opts.checkOnly ? undefined : memo.bundle(() => themeLoad.then(({ theme }) => bundleAssets(theme, { baseUrl: config.baseUrl, root: config.root, site: siteIslands(config) })));
  bundling?.catch(() => {});
  const output = opts.checkOnly ? undefined : Output.for(opts, config.root);
  let executor: Executor | undefined;
  try {
    const sources = await run.stage('scan', () => readSources(config, opts, memo), (s) => `${s.files.length} sources, ${s.scan.staticFiles.length} static files`);
    for (const n of sources.notes) run.reporter.note(n);
    opts.onSources?.(sources.files.length);
    const exec = (executor = executorFor(sources.files, { workers: opts.workers, incremental: !!opts.cache }, themeLoad.then((t) => t.url), output?.writer.dir));
    const { fronts, diagnostics: frontDiagnostics } = readFrontMatter(sources.files, memo);
    const { theme, inputs: themeInputs } = await themeLoad;
    const routes = await run.stage('routes', () => planRoutes(config, sources.scan, sources.files, fronts, opts.includeDrafts ?? false), (r) => `${r.planned.length} pages`);
    run.check([...sources.diagnostics, ...frontDiagnostics, ...routes.diagnostics]);

    const content = await run.stage('content', () => renderContent({ config, scan: sources.scan, routes, fronts, theme }, exec, memo), contentDetail);
    run.check(content.diagnostics);
    const { rendered, assetUrls } = content;
    const site = siteData(config, routes);
    const graph = buildGraph({ config, planned: routes.planned, docs: routes.docs, sidebar: routes.sidebar, versions: routes.versions, versioned: routes.versioned, rendered, blog: routes.blog });
    const postDiagnostics = routes.blog && config.blog ? finishPosts(routes.blog, config.blog, rendered, assetUrls) : [];
    run.check([...postDiagnostics, ...(await run.stage('validate', () => validateSite({ config, graph, rendered, staticFiles: sources.scan.staticFiles, themeLinks: theme.themeLinks(site) })))]);
    const result: BuildResult = { config, pages: graph.pages.length, files: 0, warnings: run.warnings, ms: 0, urls: graph.pages.map((p) => p.url), inputs: [...inputs, ...themeInputs, ...sources.files.map((s) => s.absPath), ...content.inputs] };
    if (!output || !bundling) return { ...result, ms: run.elapsed() };

    const bundle = await run.stage('bundle', () => bundling, (b) => `${b.files.length} files`);
    const assets = { ...bundle.assets, inlineHead: theme.inlineHeadScript(site) };
    const sidebarFile = sidebarDataFile(graph.sidebar, config.baseUrl);
    // With versions or several sidebars, each sidebar is a file of its own.
    const keyed = Object.entries(allSidebars(graph.versions));
    const versionSidebarFiles = keyed.length > 1 ? keyed.map(([key, items]) => [key, sidebarDataFile(items, config.baseUrl)] as const) : [];
    const sidebarDataUrls = keyed.length > 1 ? Object.fromEntries(versionSidebarFiles.flatMap(([key, f]) => (f ? [[key, f.url]] : []))) : undefined;
    const renderInput = { config, site, graph, rendered, assets, sidebarDataUrl: sidebarFile?.url, sidebarDataUrls, assetUrls };
    const renderPage = memo.pages([site, assets, sidebarFile?.url, sidebarDataUrls], theme.renderPage);
    const pages = await exec.pages(renderInput, renderPage, output.pages);
    const extras = await run.stage('extras', () => extraFiles({ config, site, graph, rendered, feedHtml: memo.feedHtml }, { search: !opts.deferSearch }), (f) => `${f.length} files`);
    if (opts.deferSearch) result.searchFiles = () => searchFiles({ config, site, graph, rendered });
    const sidebarFiles = [sidebarFile, ...versionSidebarFiles.map(([, f]) => f)].filter((f, i, all): f is NonNullable<typeof f> => !!f && all.findIndex((g) => g?.path === f.path) === i);
    output.writeOthers([...extras, ...bundle.files, ...content.files, ...sidebarFiles], sources.scan.staticFiles, assetUrls, config.baseUrl);
    let count = await pages.finish();
    run.reporter.stage('render', performance.now() - pages.started, `${count} pages`);
    await run.stage('emit', async () => (count += await output.commit()), () => `${count} files`);
    return { ...result, files: count, ms: run.elapsed() };
  } catch (error) {
    // Workers may still be writing pages into the folder about to be removed.
    await output?.abort(async () => {
      await executor?.close();
      executor = undefined;
    });
    throw error;
  } finally {
    await executor?.close();
  }
}
