// The MDX path of the content stage: compile every MDX file (mdx-compile.ts; a React page, a
// component file in the pages folder, needs no compile: its module re-exports it), bundle them with
// the site's components file in one esbuild run (imports resolve relative to each file and through
// `@site/`; CSS and CSS modules they import are split per page; React stays the one zapsite uses),
// then render the pages from it (mdx-render.ts: React, then finished as a Markdown page is) where
// the build's executor puts them: build workers share them on large sites.
import { build, type Message, type Plugin } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { batchCompiles, compileInProcess, type CompiledMdx, type MdxCompileResult, type MdxCompiler } from './mdx-compile.ts';
import { CACHE_DIR, failedPage, isReactPage, OUT_DIR, renderInProcess, type MdxRenderer, type MdxRenderJob, type MdxRenderSite } from './mdx-render.ts';
import type { ContentComponents, RenderedContent } from './markdown.ts';
import { noMemo, type Memo } from '../cache.ts';
import type { LinkResolver } from './markdown.ts';
import type { ThemeModule } from '../render/theme.ts';
import type { OutFile } from '../emit/extras.ts';
import { removeStaleVersions } from '../stale-versions.ts';
import { asWritten, siteAlias } from '../bundle/site-imports.ts';
import { docusaurusAlias, docusaurusModules, docusaurusSite, DOCUSAURUS_MODULES, UNKNOWN_MODULE } from '../bundle/docusaurus-modules.ts';
import { siteComponentsEntry, siteComponentsPlugin, type MdxSite } from './mdx-site.ts';
import type { PoolContext } from './render-pool.ts';
import type { Diagnostic, SourceFile } from '../types.ts';

const NAMESPACE = 'zapsite-mdx';

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
}

export async function renderMdxPages(
  jobs: MdxJob[],
  links: { resolverFor: (pageUrl: string) => LinkResolver } & Pick<PoolContext, 'onBrokenMarkdownLinks' | 'onBrokenImages' | 'mermaid'>,
  components: ContentComponents,
  theme: ThemeModule,
  config: MdxSite,
  memo: Pick<Memo, 'compiled'> = noMemo,
  memoContext: unknown = {},
  /** Where the files are compiled: the build's executor (build workers on large sites), else here. */
  compileAll: MdxCompiler = (files, opts) => compileInProcess(files, links, components, opts),
  /** Where the compiled pages are rendered: the build's executor, else here. */
  renderAll: MdxRenderer = renderInProcess(links, components, theme),
): Promise<MdxOutcome> {
  const located = [...new Set([...components.names, ...Object.keys(config.markdown.interactive)])];
  // What compiling a file finds is kept with its JavaScript, so a reused compile restores it.
  const compileOnce = memo.compiled<MdxCompileResult>(memoContext);
  const compile = batchCompiles(compileAll, { located, atProp: theme.AT_PROP, fastPath: config.markdown.fastPath ?? true });
  const pages = await Promise.all(
    jobs.map(async (job) => {
      if (isReactPage(job.file)) return { job, compiled: reactPageModule(job.file) as CompiledMdx | undefined, found: NOTHING_FOUND };
      const { compiled, found } = await compileOnce(job.file, job.url, () => compile(job));
      return { job, compiled, found };
    }),
  );
  const byPath = new Map<string, RenderedContent>();
  const ok = pages.filter((p): p is typeof p & { compiled: CompiledMdx } => p.compiled !== undefined);
  for (const p of pages) if (!p.compiled) byPath.set(p.job.file.absPath, failedPage([...p.found.diagnostics]));
  if (!ok.length) return { byPath, files: [], inputs: [] };

  const bundle = await bundlePages(ok.map((p) => ({ file: p.job.file, js: p.compiled.js })), siteComponentsEntry(config), config);
  if ('diagnostics' in bundle) {
    for (const p of ok) byPath.set(p.job.file.absPath, failedPage([...p.found.diagnostics, ...bundle.diagnostics.filter((d) => !d.file || d.file === p.job.file.relPath || !ok.some((o) => o.job.file.relPath === d.file))]));
    return { byPath, files: [], inputs: bundle.inputs };
  }

  const site: MdxRenderSite = { components: bundle.components, componentsCss: bundle.componentsCss, root: config.root, baseUrl: config.baseUrl, interactive: config.markdown.interactive };
  const renderJobs: MdxRenderJob[] = ok.map((p, i) => ({ file: p.job.file, url: p.job.url, found: p.found, facts: p.compiled.facts, module: bundle.pages[i]!.module, css: bundle.pages[i]!.css }));
  const rendered = await renderAll(renderJobs, site);
  for (const j of renderJobs) byPath.set(j.file.absPath, rendered.get(j.file.absPath)!);
  return { byPath, files: bundle.files, inputs: bundle.inputs };
}

/** A React page has nothing compiled, so nothing found. */
const NOTHING_FOUND: MdxCompileResult['found'] = { diagnostics: [], links: [], components: [] };

/** A React page goes through the MDX path as a module whose default export is the page's. */
function reactPageModule(file: SourceFile): CompiledMdx {
  // A namespace import, so a file without a default export reaches the check in mdx-render.ts.
  return { js: `import * as page from ${JSON.stringify(file.absPath)};\nexport default page.default;\n`, facts: { code: [], components: new Map() } };
}

interface Bundle {
  pages: { module: string; css: string[] }[];
  components?: string;
  /** The stylesheet of what the components file imports: linked on pages that use its components. */
  componentsCss: string[];
  files: OutFile[];
  inputs: string[];
}

/** One esbuild run for every compiled page and the components file; JS goes to the module cache. */
async function bundlePages(pages: { file: SourceFile; js: string }[], componentsPath: string | undefined, config: MdxSite): Promise<Bundle | { diagnostics: Diagnostic[]; inputs: string[] }> {
  const entryPoints: Record<string, string> = {};
  pages.forEach((_, i) => (entryPoints[`page-${i}`] = `${NAMESPACE}:${i}`));
  if (componentsPath) entryPoints.components = componentsPath;
  const plugin: Plugin = {
    name: 'zapsite-mdx',
    setup(b) {
      b.onResolve({ filter: new RegExp(`^${NAMESPACE}:`) }, (args) => ({ path: args.path.slice(NAMESPACE.length + 1), namespace: NAMESPACE }));
      b.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const page = pages[Number(args.path)]!;
        return { contents: page.js, loader: 'jsx', resolveDir: dirname(page.file.absPath) };
      });
    },
  };
  const assets = new Map<string, OutFile>();
  let result;
  try {
    result = await build({
      entryPoints,
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
      absWorkingDir: '/',
      // Whitespace only: names stay readable in stack traces, and CSS loses the path comments.
      minifyWhitespace: true,
      // Linked back to the MDX and component sources, so a render error names the line it came from.
      sourcemap: 'linked',
      sourcesContent: false,
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [plugin, siteComponentsPlugin(config), publicAssets(config.baseUrl, assets), docusaurusModules(docusaurusSite(config), { root: config.root, browser: false })],
      alias: { ...siteAlias(config.root), ...docusaurusAlias() },
    });
  } catch (error) {
    const failure = error as { errors?: Message[] };
    if (!failure.errors) throw error;
    return { diagnostics: failure.errors.map((m) => bundleDiagnostic(m, pages, config)), inputs: [] };
  }
  const js = result.outputFiles.filter((f) => f.path.endsWith('.js') || f.path.endsWith('.js.map'));
  const version = createHash('sha256');
  for (const f of js) version.update(f.path).update(f.contents);
  const name = version.digest('hex').slice(0, 16);
  const dir = join(CACHE_DIR, name);
  if (!existsSync(dir)) {
    const partial = `${dir}.${process.pid}.tmp`;
    mkdirSync(partial, { recursive: true });
    for (const f of js) writeFileSync(join(partial, relative(OUT_DIR, f.path)), f.contents);
    try {
      renameSync(partial, dir);
    } catch {
      /* another build wrote the same version first */
    }
    removeStaleVersions(CACHE_DIR, name, (n) => /^[0-9a-f]{16}$/.test(n));
  }
  const out: Bundle = { pages: [], componentsCss: [], files: [...assets.values()], inputs: Object.keys(result.metafile.inputs).filter((p) => !p.startsWith(`${NAMESPACE}:`)).map((p) => join('/', p)) };
  const base = config.baseUrl.replace(/\/$/, '');
  for (const f of result.outputFiles) {
    // Source maps serve error locations here; a stylesheet's would be written beside the site's root.
    if (f.path.endsWith('.js') || f.path.endsWith('.map')) continue;
    const rel = relative(OUT_DIR, f.path);
    // Stylesheets go with the assets, named by their content.
    const path = f.path.endsWith('.css') ? `assets/mdx/${basename(rel, '.css')}.css` : rel;
    out.files.push({ path, data: f.contents });
  }
  for (const [outPath, meta] of Object.entries(result.metafile.outputs)) {
    if (!meta.entryPoint || !outPath.endsWith('.js')) continue;
    const module = pathToFileURL(join(dir, relative('mdx', outPath))).href;
    const css = meta.cssBundle ? [`${base}/assets/mdx/${basename(meta.cssBundle)}`] : [];
    if (meta.entryPoint.startsWith(`${NAMESPACE}:`)) out.pages[Number(meta.entryPoint.slice(NAMESPACE.length + 1))] = { module, css };
    else {
      out.components = module;
      out.componentsCss = css;
    }
  }
  return out;
}

const ASSET_RE = /\.(png|jpe?g|gif|webp|avif|svg|woff2?)$/i;
const ASSET_NS = 'zapsite-mdx-asset';
const ASSET_MARK = Symbol('asset');

/**
 * Images and fonts that components import or their CSS names in url(): copied to
 * assets/mdx/<name>-<hash> and referred to by their public URL, with the base URL. (esbuild's
 * publicPath would do it, but it also prefixes the imports of shared chunks, which are files here.)
 */
function publicAssets(baseUrl: string, emitted: Map<string, OutFile>): Plugin {
  const base = baseUrl.replace(/\/$/, '');
  return {
    name: 'zapsite-mdx-assets',
    setup(b) {
      b.onResolve({ filter: ASSET_RE }, async (args) => {
        if (args.pluginData === ASSET_MARK || args.namespace === ASSET_NS) return undefined;
        const found = await b.resolve(args.path, { resolveDir: args.resolveDir, importer: args.importer, kind: args.kind, pluginData: ASSET_MARK });
        if (found.errors.length || !found.path || found.external) return found.errors.length ? { errors: found.errors } : undefined;
        const data = readFileSync(found.path);
        const ext = extname(found.path);
        const path = `assets/mdx/${basename(found.path, ext)}-${createHash('sha256').update(data).digest('hex').slice(0, 8)}${ext}`;
        emitted.set(path, { path, data });
        const url = `${base}/${path}`;
        if (args.kind === 'url-token') return { path: url, external: true };
        return { path: found.path, namespace: ASSET_NS, pluginData: url, watchFiles: [found.path] };
      });
      b.onLoad({ filter: /.*/, namespace: ASSET_NS }, (args) => ({ contents: `export default ${JSON.stringify(args.pluginData)};`, loader: 'js' }));
    },
  };
}

/** An esbuild error, placed in the MDX file (an import line) or the component file it names. */
function bundleDiagnostic(esbuildMessage: Message, pages: { file: SourceFile; js: string }[], config: MdxSite): Diagnostic {
  const m = { ...esbuildMessage, text: asWritten(esbuildMessage.text) };
  const loc = m.location;
  const docusaurus = m.text.startsWith(UNKNOWN_MODULE);
  const code = docusaurus ? 'unknown-docusaurus-module' : 'mdx-import';
  const hint = docusaurus
    ? `zapsite provides ${Object.keys(DOCUSAURUS_MODULES).join(', ')}; a site file at src/theme/<Name> is used for @theme/<Name>. Remove the import or write the component in the site.`
    : /Could not resolve/.test(m.text)
      ? 'Check the path: imports resolve relative to the file, or from the site folder with "@site/".'
      : 'Fix the file named here.';
  if (loc?.file.startsWith(`${NAMESPACE}:`)) {
    const page = pages[Number(loc.file.slice(NAMESPACE.length + 1))]!;
    const lines = page.file.text.split(/\r?\n/);
    const specifier = /"([^"]+)"/.exec(m.text)?.[1];
    const index = specifier ? lines.findIndex((l) => /^\s*(import|export)\b/.test(l) && (l.includes(`'${specifier}'`) || l.includes(`"${specifier}"`))) : -1;
    const line = index >= 0 ? index + 1 : undefined;
    const column = line ? lines[index]!.indexOf(specifier!) : undefined;
    return { code, severity: 'error', message: m.text, hint, file: page.file.relPath, line, column, sourceLine: line ? lines[index] : undefined };
  }
  const file = loc ? relative(config.root, join('/', loc.file)) : undefined;
  return { code, severity: 'error', message: m.text, hint, file, line: loc?.line, column: loc ? loc.column + 1 : undefined, sourceLine: loc?.lineText };
}
