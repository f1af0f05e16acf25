// The MDX path of the content stage: compile every MDX file (mdx-compile.ts; a React page, a
// component file in the pages folder, needs no compile: its module re-exports it), bundle what they
// import with the site's components file in one esbuild run (imports resolve relative to each file
// and through `@site/`; the CSS a page's imports bring is linked on that page; React stays the one
// zapsite uses), write each page beside that bundle with its imports pointed into it, then render
// the pages from there (mdx-render.ts: React, then finished as a Markdown page is) where
// the build's executor puts them: build workers share them on large sites.
import { docPageOf, type DocPages } from './doc-pages.ts';
import { emptyModules } from '../bundle/empty-modules.ts';
import { hasSitePostcss } from '../bundle/site-postcss.ts';
import { build, type BuildOptions, type BuildResult, type Message, type Plugin } from 'esbuild';
import { barrelImports } from '../bundle/barrel-imports.ts';
import { init as initLexer } from 'es-module-lexer';
import { createHash } from 'node:crypto';
import { basename, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  batchCompiles,
  compileInProcess,
  type CompiledMdx,
  type MdxCompileResult,
  type MdxCompiler,
} from './mdx-compile.ts';
import {
  CACHE_DIR,
  failedPage,
  isReactPage,
  OUT_DIR,
  renderInProcess,
  type MdxRenderer,
  type MdxRenderJob,
  type MdxRenderSite,
} from './mdx-render.ts';
import type { ContentComponents, RenderedContent } from './markdown.ts';
import { noMemo, type Memo } from '../cache.ts';
import type { LinkResolver } from './markdown.ts';
import type { ThemeModule } from '../render/theme.ts';
import type { OutFile } from '../emit/extras.ts';
import { siteAlias, siteRootImports, SITE_EXTENSIONS } from '../bundle/site-imports.ts';
import { docusaurusAlias, docusaurusModules, docusaurusSite } from '../bundle/docusaurus-modules.ts';
import { generatedData, generatedModules, siteConfig as generatedSiteConfig } from '../bundle/generated-data.ts';
import { pluginDataModules, pluginRouteModule } from '../bundle/plugin-data.ts';
import { siteJsx } from '../bundle/site-jsx.ts';
import { svgComponents } from '../bundle/svg-component.ts';
import { rawLoader } from '../bundle/raw-loader.ts';
import { drawsContent, swizzleEntry, swizzlePlugin, usableOverrides } from '../bundle/swizzle.ts';
import { islandsOf, siteComponentParts, siteComponentsEntry, siteComponentsPlugin, type MdxSite } from './mdx-site.ts';
import { realStylePath, siteStyles } from '../bundle/site-styles.ts';
import { inlineSourceMap, ModuleCacheWriter } from './mdx-module-cache.ts';
import { modulesPresent } from './mdx-bundle-reuse.ts';
import { componentPartsReaching, entriesReaching, messageKey } from './bundle-reach.ts';
import { attachPartials, mdxPartials, type PartialsContext } from './mdx-partials.ts';
import type { PoolContext } from './render-pool.ts';
import { cssEntries, NAMESPACE, publicAssets, requireBanner, wholePages } from './mdx-bundle-plugins.ts';
import { bundleDiagnostics, pagesReaching, type Target } from './mdx-bundle-errors.ts';
import { bundledWhole, pageImports, targetsOf, type PageImport } from './mdx-page-imports.ts';
import type { Diagnostic, SourceFile } from '../types.ts';

export interface MdxJob {
  file: SourceFile;
  body: string;
  url: string;
}

export interface MdxOutcome {
  byPath: Map<string, RenderedContent>;
  /** Stylesheets and files the pages' components import, to be written with the site. */
  files: OutFile[];
  /** Every file the bundle read (components, their CSS): what dev mode watches. */
  inputs: string[];
  /** The site's swizzled theme components (bundle/swizzle.ts): the module and its stylesheets. */
  swizzled?: { module: string; css: string[] };
  /** The bundle's errors when there is no page to show them on (a site whose only code is swizzled). */
  diagnostics?: Diagnostic[];
}

/** What rendering the MDX pages needs besides the pages: the site, its theme and where the work is done. */
export interface MdxPagesInput {
  links: { resolverFor: (pageUrl: string) => LinkResolver } & Pick<
    PoolContext,
    'onBrokenMarkdownLinks' | 'onBrokenImages' | 'onBrokenHtmlImages' | 'mermaid'
  >;
  components: ContentComponents;
  theme: ThemeModule;
  config: MdxSite;
  memo?: Pick<Memo, 'compiled' | 'renderedMdx' | 'mdxBundle'>;
  memoContext?: unknown;
  /** Where the files are compiled: the build's executor (build workers on large sites), else here. */
  compileAll?: MdxCompiler;
  /** Where the compiled pages are rendered: the build's executor, else here. */
  renderAll?: MdxRenderer;
  /** Each docs version's metadata, for a doc's `useDocsVersion()` (content/docs-version-data.ts). */
  docsVersions?: MdxRenderSite['docsVersions'];
  /** A doc's sidebar and useDoc() data while its content renders (content/doc-pages.ts). */
  sidebars?: DocPages;
  /** Called once this stage's esbuild run is over, made or failed, before the pages render. */
  bundled?: () => void;
}

export async function renderMdxPages(jobs: MdxJob[], input: MdxPagesInput): Promise<MdxOutcome> {
  const { links, components, theme, config, memo = noMemo, memoContext = {} } = input;
  const compileAll: MdxCompiler =
    input.compileAll ?? ((files, opts) => compileInProcess(files, links, components, opts));
  const renderAll: MdxRenderer = input.renderAll ?? renderInProcess(links, components, theme);
  const located = [...new Set([...components.names, ...Object.keys(config.markdown.interactive)])];
  // What compiling a file finds is kept with its JavaScript, so a reused compile restores it.
  const compileOnce = memo.compiled<MdxCompileResult>(memoContext);
  const compileOpts = { located, atProp: theme.AT_PROP, fastPath: config.markdown.fastPath ?? true };
  const compile = batchCompiles(compileAll, compileOpts);
  const pages = await Promise.all(
    jobs.map(async (job) => {
      if (isReactPage(job.file))
        return { job, compiled: reactPageModule(job.file) as CompiledMdx | undefined, found: NOTHING_FOUND };
      const { compiled, found } = await compileOnce(job.file, job.url, () => compile(job));
      return { job, compiled, found };
    }),
  );
  const byPath = new Map<string, RenderedContent>();
  const ok = pages.filter((p): p is typeof p & { compiled: CompiledMdx } => p.compiled !== undefined);
  for (const p of pages) if (!p.compiled) byPath.set(p.job.file.absPath, failedPage([...p.found.diagnostics]));
  if (!ok.length && !swizzleEntry(config.swizzled)) return { byPath, files: [], inputs: [] };

  const partials: PartialsContext = { pages: ok.map((p) => p.job), links, components, opts: compileOpts, site: config };
  const componentsPath = siteComponentsEntry(config);
  // What the bundle is made from besides the files it reads (mdx-bundle-reuse.ts checks those).
  const bundleKey = createHash('sha256')
    .update(
      JSON.stringify([
        ok.map((p) => [p.job.file.absPath, p.job.url, p.compiled.js]),
        componentsPath,
        config,
        memoContext,
      ]),
    )
    .digest('hex');
  const make = () =>
    bundlePages(
      ok.map((p) => ({ file: p.job.file, js: p.compiled.js })),
      componentsPath,
      config,
      partials,
    );
  // Never the last bundle when the site has PostCSS plugins: what they read (Tailwind's content) is not listed.
  const bundle = hasSitePostcss(config.root)
    ? await make()
    : await memo.mdxBundle<Bundle>(
        bundleKey,
        config.root,
        (b) => modulesPresent([...b.pages.map((p) => p.module), b.components]),
        make,
      );
  input.bundled?.();
  if ('diagnostics' in bundle) {
    // Each page gets the bundle's errors that concern it: those naming the pages they showed on
    // (affects), those in the page itself, and any other without a list.
    const concerns = bundle.diagnostics.map((d) => ({ d, pages: d.affects && new Set(d.affects) }));
    const own = (d: Diagnostic, rel: string) =>
      !d.file || d.file === rel || !ok.some((o) => o.job.file.relPath === d.file);
    for (const p of ok) {
      const rel = p.job.file.relPath;
      byPath.set(
        p.job.file.absPath,
        failedPage([
          ...p.found.diagnostics,
          ...concerns
            .filter(({ d, pages }) => (pages ? pages.has(rel) || d.file === rel : own(d, rel)))
            .map(({ d }) => d),
        ]),
      );
    }
    return { byPath, files: [], inputs: bundle.inputs, ...(ok.length ? {} : { diagnostics: bundle.diagnostics }) };
  }

  const site: MdxRenderSite = {
    components: bundle.components,
    componentsCss: bundle.componentsCss,
    root: config.root,
    baseUrl: config.baseUrl,
    ...islandsOf(config),
    siteConfig: generatedSiteConfig(config),
    ...(input.docsVersions ? { docsVersions: input.docsVersions } : {}),
    ...(input.sidebars && { sidebars: input.sidebars.sidebars }),
    ...(bundle.swizzled && config.swizzled?.Root ? { siteRoot: bundle.swizzled.module } : {}),
    ...(bundle.swizzled && drawsContent(config.swizzled) ? { contentSwizzles: bundle.swizzled.module } : {}),
  };
  const renderJobs: MdxRenderJob[] = ok.map((p, i) => ({
    file: p.job.file,
    url: p.job.url,
    found: p.found,
    facts: p.compiled.facts,
    module: bundle.pages[i]!.module,
    css: bundle.pages[i]!.css,
    ...docPageOf(input.sidebars, p.job.file),
  }));
  const rendered = await memo.renderedMdx(memoContext)(renderJobs, site, renderAll);
  for (const j of renderJobs) byPath.set(j.file.absPath, rendered.get(j.file.absPath)!);
  const compiledPages = ok.map((p) => p.job);
  attachPartials(byPath, bundle.partials, compiledPages, config.baseUrl);
  return {
    byPath,
    files: bundle.files,
    inputs: bundle.inputs,
    ...(bundle.swizzled ? { swizzled: bundle.swizzled } : {}),
  };
}

/** A React page has nothing compiled, so nothing found. */
const NOTHING_FOUND: MdxCompileResult['found'] = { diagnostics: [], links: [], components: [] };

/** A React page goes through the MDX path as a module whose default export is the page's. */
function reactPageModule(file: SourceFile): CompiledMdx {
  if (file.route)
    return { js: pluginRouteModule(file.route), facts: { code: [], components: new Map(), themeProps: [] } };
  // A namespace import, so a file without a default export reaches the check in mdx-render.ts.
  return {
    js: `import * as page from ${JSON.stringify(file.absPath)};\nexport default page.default;\n`,
    facts: { code: [], components: new Map(), themeProps: [] },
  };
}

interface Bundle {
  pages: { module: string; css: string[] }[];
  components?: string;
  /** The stylesheet of what the components file imports: linked on pages that use its components. */
  componentsCss: string[];
  swizzled?: { module: string; css: string[] };
  files: OutFile[];
  inputs: string[];
  /** What the partials the pages import found (mdx-partials.ts). */
  partials: ReturnType<typeof mdxPartials>['found'];
}

/**
 * One esbuild run for what the pages import (the site's components file, their components, CSS,
 * Docusaurus modules), not for the pages: a page's compiled JavaScript needs no bundling, only its
 * import specifiers pointed at the bundle's modules, so it is written beside them as it is
 * (docs/PERFORMANCE.md, "MDX pages not bundled"). A page that imports an npm package, or a module
 * esbuild reads as CommonJS, is bundled whole, so its named imports get esbuild's CommonJS interop.
 */
async function bundlePages(
  pages: { file: SourceFile; js: string }[],
  componentsPath: string | undefined,
  config: MdxSite,
  partialsContext: PartialsContext,
): Promise<Bundle | { diagnostics: Diagnostic[]; inputs: string[] }> {
  await lexerReady;
  const from: BundleSource = { pages, componentsPath, config };
  const imports = pages.map((p) => pageImports(p));
  // `require()` in a page is bundled by esbuild with the page (an image's `.default` is its URL).
  const whole = new Set(
    pages.flatMap((p, i) => (bundledWhole(imports[i]!, config) || REQUIRE_RE.test(p.js) ? [i] : [])),
  );
  for (;;) {
    const targets = targetsOf(imports, whole);
    const partials = mdxPartials(
      partialsContext,
      imports.map((list) => list.map((im) => im.key)),
    );
    const run = await bundleImports(from, targets, whole, partials.plugin);
    if ('diagnostics' in run) return run;
    // A CommonJS module's entry exports only its default: the pages naming it are bundled whole instead.
    const cjs = [...targets.values()].filter((t) => run.entries.get(t.name)!.cjs);
    if (!cjs.length) return { ...writeBundle(run, from, imports), partials: partials.found };
    for (const t of cjs) for (const i of t.importers) whole.add(i);
  }
}

interface ImportsRun {
  result: BuildResult<{ metafile: true; write: false }>;
  /** Each entry's output (relative to the bundle's folder) and stylesheets, by entry name. */
  entries: Map<string, { file: string; css: string[]; cjs: boolean }>;
  /** Stylesheets by esbuild's output path: their public path and text. */
  stylesheets: Map<string, { path: string; data: string }>;
  /** Images and fonts the components import (publicAssets). */
  assets: Map<string, OutFile>;
  /** Pages bundled whole: their entry is `page-<i>`. */
  whole: Set<number>;
  /** The modules the other pages import, each an entry. */
  targets: Map<string, Target>;
}

/** What a bundle is made from: the pages' compiled JavaScript, the site's components file, the site. */
interface BundleSource {
  pages: { file: SourceFile; js: string }[];
  componentsPath: string | undefined;
  config: MdxSite;
}

async function bundleImports(
  from: BundleSource,
  targets: Map<string, Target>,
  whole: Set<number>,
  partials: Plugin,
): Promise<ImportsRun | { diagnostics: Diagnostic[]; inputs: string[] }> {
  const { pages, componentsPath, config } = from;
  const entryPoints: Record<string, string> = {};
  for (const [key, t] of targets) entryPoints[t.name] = key;
  for (const i of whole) entryPoints[`page-${i}`] = `${NAMESPACE}:${i}`;
  if (componentsPath) entryPoints.components = componentsPath;
  const swizzled = swizzleEntry(config.swizzled);
  if (swizzled) entryPoints.swizzled = swizzled;
  const assets = new Map<string, OutFile>();
  const ownOverride = usableOverrides(config.root);
  const options = (points: Record<string, string>, emitted: Map<string, OutFile>) =>
    ({
      entryPoints: points,
      bundle: true,
      write: false,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node22',
      jsx: 'automatic',
      // One React for the theme and the site: the one zapsite itself imports.
      external: ['react', 'react/*', 'react-dom', 'react-dom/*'],
      outdir: OUT_DIR,
      entryNames: '[name]-[hash]',
      chunkNames: 'chunk-[hash]',
      assetNames: 'assets/mdx/[name]-[hash]',
      metafile: true,
      // Bare imports (npm packages) resolve from the site, as they would from its pages; a file outside
      // it (docs in ../docs) finds the site's packages too, as under Docusaurus's webpack.
      absWorkingDir: config.root,
      nodePaths: [join(config.root, 'node_modules')],
      // Whitespace only: names stay readable in stack traces, and CSS loses the path comments.
      minifyWhitespace: true,
      // Linked back to the component sources, so a render error names the line it came from.
      sourcemap: 'linked',
      sourcesContent: false,
      logLevel: 'silent',
      define: { ...config.define, 'process.env.NODE_ENV': '"production"' },
      // CommonJS code (an npm package) requires React through Node, which finds zapsite's own from the module cache.
      banner: { js: requireBanner(config.root) },
      plugins: [
        ...emptyModules(config.emptyModules),
        rawLoader(),
        siteRootImports(config.root, config.staticDir),
        wholePages(pages),
        cssEntries(),
        siteComponentsPlugin(config),
        ...siteStyles({
          root: config.root,
          baseUrl: config.baseUrl,
          staticDir: config.staticDir,
          publish: { dir: 'assets/mdx', emit: (f) => emitted.set(f.path, f) },
        }),
        publicAssets(config.baseUrl, emitted),
        svgComponents(),
        siteJsx(config.root, config.typescriptInJs),
        swizzlePlugin(
          config.swizzled,
          componentsPath ? { entry: componentsPath, interactive: config.markdown.interactive } : undefined,
          config.root,
        ),
        partials,
        pluginDataModules(config.sitePlugins?.data),
        docusaurusModules(docusaurusSite(config), { root: config.root, browser: false, ownOverride }),
        generatedModules(config.generated ?? generatedData(config)),
        barrelImports((path, ns) => (ns === NAMESPACE ? pages[Number(path)]?.js : undefined)),
      ],
      alias: { ...siteAlias(config.root, config.alias), ...docusaurusAlias() },
      resolveExtensions: SITE_EXTENSIONS,
    }) satisfies BuildOptions;
  let result;
  try {
    result = await build(options(entryPoints, assets));
  } catch (error) {
    const failure = error as { errors?: Message[] };
    if (!failure.errors) throw error;
    // The pages each error concerns, from the entries that meet it bundled alone (failure only).
    const rebuild = (one: Record<string, string>) => build({ ...options(one, new Map()), sourcemap: false });
    const reach = await entriesReaching(failure.errors, entryPoints, rebuild);
    const parts = await componentPartsReaching(failure.errors, reach, siteComponentParts(config), rebuild);
    const pagesOf = (m: Message) => pagesReaching(reach.get(messageKey(m)), targets, pages, parts.get(messageKey(m)));
    // esbuild may report one failure once per entry that reaches it: each place once.
    const diagnostics = [
      ...new Map(
        failure.errors
          .flatMap((m) => bundleDiagnostics(m, { pages, targets, config, affects: pagesOf(m) }))
          .map((d) => [JSON.stringify(d), d]),
      ).values(),
    ];
    return { diagnostics, inputs: [] };
  }
  // Stylesheets go with the assets, named by their content: the same CSS has one name whichever
  // entry brought it (a page bundled whole or the module it imports). Their source maps are not
  // written, so neither is the comment that names one.
  const stylesheets = new Map<string, { path: string; data: string }>();
  for (const f of result.outputFiles) {
    if (!f.path.endsWith('.css')) continue;
    const data = f.text.replace(/\n?\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '\n');
    stylesheets.set(f.path, {
      path: `assets/mdx/style-${createHash('sha256').update(data).digest('hex').slice(0, 8)}.css`,
      data,
    });
  }
  const entries: ImportsRun['entries'] = new Map();
  const base = config.baseUrl.replace(/\/$/, '');
  for (const [outPath, meta] of Object.entries(result.metafile.outputs)) {
    if (!meta.entryPoint || !outPath.endsWith('.js')) continue;
    const file = relative(OUT_DIR, resolve(config.root, outPath));
    const css = meta.cssBundle ? [`${base}/${stylesheets.get(resolve(config.root, meta.cssBundle))!.path}`] : [];
    entries.set(basename(file).replace(/-[A-Z0-9]+\.js$/i, ''), {
      file,
      css,
      cjs: result.metafile.inputs[meta.entryPoint]?.format === 'cjs',
    });
  }
  return { result, entries, stylesheets, assets, whole, targets };
}

/** The bundle and the pages not bundled whole, their imports pointed into it, written to the module cache. */
function writeBundle(
  run: ImportsRun,
  { pages, config }: BundleSource,
  imports: PageImport[][],
): Omit<Bundle, 'partials'> {
  const { result, entries, stylesheets, whole, targets } = run;
  const cache = new ModuleCacheWriter(CACHE_DIR);
  const dir = cache.writeBundle(
    result.outputFiles
      .filter((f) => f.path.endsWith('.js') || f.path.endsWith('.js.map'))
      .map((f) => ({ path: relative(OUT_DIR, f.path), data: f.contents })),
  );
  // Each page apart from the bundle, named by its own content: after an edit to one page, the
  // bundle and every other page keep their URLs, so they are neither written nor imported again.
  const version = basename(dir);
  const pageFiles = pages.map((p, i) => {
    if (whole.has(i)) return { path: join(dir, entries.get(`page-${i}`)!.file), css: entries.get(`page-${i}`)!.css };
    // A page's stylesheets are those of the modules it imports.
    const css = new Set<string>();
    let js = '';
    let at = 0;
    for (const im of imports[i]!) {
      const out = entries.get(targets.get(im.key)!.name)!;
      for (const c of out.css) css.add(c);
      js += p.js.slice(at, im.start) + JSON.stringify(`../${version}/${out.file}`);
      at = im.end;
    }
    js += p.js.slice(at);
    // The compile's own map, where a stack frame in the page is looked up (mdx-render.ts).
    return { path: cache.writePage(js, inlineSourceMap(p.js)), css: [...css] };
  });
  cache.finish();
  const components = entries.get('components');
  const swizzled = entries.get('swizzled');
  return {
    ...(swizzled ? { swizzled: { module: pathToFileURL(join(dir, swizzled.file)).href, css: swizzled.css } } : {}),
    pages: pageFiles.map((p) => ({ module: pathToFileURL(p.path).href, css: p.css })),
    ...(components ? { components: pathToFileURL(join(dir, components.file)).href } : {}),
    componentsCss: components?.css ?? [],
    // Source maps serve error locations here; a stylesheet's would be written beside the site's root.
    // Two entries bringing the same CSS make two outputs of one name: written once.
    files: [
      ...new Map(
        [
          ...run.assets.values(),
          ...result.outputFiles
            .filter((f) => !f.path.endsWith('.js') && !f.path.endsWith('.map'))
            .map((f) => stylesheets.get(f.path) ?? { path: relative(OUT_DIR, f.path), data: f.contents }),
        ].map((f) => [f.path, f]),
      ).values(),
    ],
    inputs: Object.keys(result.metafile.inputs)
      .map(realStylePath)
      .filter((p) => !p.includes(':'))
      .map((p) => resolve(config.root, p)),
  };
}

const lexerReady = initLexer();
// A call of `require` in the compiled page (not a property, not a declaration's name).
const REQUIRE_RE = /(?<![\w$.])require\(/;
