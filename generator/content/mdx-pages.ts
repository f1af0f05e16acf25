// The MDX path of the content stage: compile every MDX file (mdx-compile.ts), bundle them with
// the site's components file in one esbuild run (imports resolve relative to each file and through
// `@site/`; CSS and CSS modules they import are split per page; React stays the one zapsite uses),
// import the bundle, render each page with React, then finish it as a Markdown page is finished:
// highlighted code, theme components, heading ids, sections (markdown.ts finishMarkdown).
import { build, type Message, type Plugin } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { basename, dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { fromHtml } from 'hast-util-from-html';
import type { Root as HRoot, Element } from 'hast';
import { batchCompiles, compileInProcess, type CompiledMdx, type MdxCompileResult, type MdxCompiler } from './mdx-compile.ts';
import { ensureLanguage, highlightCode, normaliseLanguage } from './highlight.ts';
import { finishMarkdown, type ContentComponents, type RenderedContent } from './markdown.ts';
import { newState } from './state.ts';
import { checkDiagrams } from './mermaid-check.ts';
import { noMemo, type Memo } from '../cache.ts';
import type { LinkResolver } from './markdown.ts';
import type { ThemeModule } from '../render/theme.ts';
import type { OutFile } from '../emit/extras.ts';
import { removeStaleVersions } from '../stale-versions.ts';
import { siteAlias } from '../bundle/site-imports.ts';
import { docusaurusModules, docusaurusSite, DOCUSAURUS_MODULES, UNKNOWN_MODULE } from '../bundle/docusaurus-modules.ts';
import { DOCUSAURUS_PAGE_KEY, INTERACTIVE_KEY, type DocusaurusPage } from '../../theme/shared/docusaurus.ts';
import { createElement, Fragment, isValidElement, type ReactElement } from 'react';
import { componentsFile, type MdxSite } from './mdx-site.ts';
import type { ResolvedConfig } from '../config/schema.ts';
import type { PoolContext } from './render-pool.ts';
import type { Diagnostic, LinkRef, SourceFile } from '../types.ts';

const OUT_DIR = '/mdx';
const CACHE_DIR = fileURLToPath(new URL('../../node_modules/.cache/zapsite/mdx/', import.meta.url));
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
): Promise<MdxOutcome> {
  const { resolverFor } = links;
  const located = [...new Set([...components.names, ...Object.keys(config.markdown.interactive)])];
  // What compiling a file finds is kept with its JavaScript, so a reused compile restores it.
  const compileOnce = memo.compiled<MdxCompileResult>(memoContext);
  const compile = batchCompiles(compileAll, { located, atProp: theme.AT_PROP });
  const pages = await Promise.all(
    jobs.map(async (job) => {
      const st = newState(job.file, resolverFor(job.url), components, links);
      if (isReactPage(job.file)) return { job, st, compiled: reactPageModule(job.file) as CompiledMdx | undefined };
      const { compiled, found } = await compileOnce(job.file, job.url, () => compile(job));
      st.diagnostics = [...found.diagnostics];
      st.links = [...found.links];
      st.components = new Set(found.components);
      return { job, st, compiled };
    }),
  );
  const byPath = new Map<string, RenderedContent>();
  const failed = (job: MdxJob, diagnostics: Diagnostic[]) => byPath.set(job.file.absPath, { html: '', truncated: false, headings: [], links: [], sections: [], components: [], diagnostics });
  const ok = pages.filter((p): p is typeof p & { compiled: CompiledMdx } => p.compiled !== undefined);
  for (const p of pages) if (!p.compiled) failed(p.job, p.st.diagnostics);
  if (!ok.length) return { byPath, files: [], inputs: [] };

  const bundle = await bundlePages(ok.map((p) => ({ file: p.job.file, js: p.compiled.js })), componentsFile(config), config);
  if ('diagnostics' in bundle) {
    for (const p of ok) failed(p.job, [...p.st.diagnostics, ...bundle.diagnostics.filter((d) => !d.file || d.file === p.job.file.relPath || !ok.some((o) => o.job.file.relPath === d.file))]);
    return { byPath, files: [], inputs: bundle.inputs };
  }

  const site = bundle.components ? ((await import(bundle.components)) as Record<string, unknown>) : {};
  const siteExports = site.default && typeof site.default === 'object' ? (site.default as Record<string, unknown>) : site;
  const mdxComponents = theme.createMdxComponents({ themeNames: components.names, site: siteExports, interactive: config.markdown.interactive });
  // An interactive component written anywhere (a React page imports it from its own file) is its island.
  const islands = new Map<unknown, unknown>();
  for (const name of Object.keys(config.markdown.interactive)) if (siteExports[name] && mdxComponents[name]) islands.set(siteExports[name], mdxComponents[name]);
  (globalThis as Record<symbol, unknown>)[INTERACTIVE_KEY_SYMBOL] = islands;
  for (const [i, p] of ok.entries()) {
    const { st, compiled, job } = p;
    let html: string;
    const react = isReactPage(job.file);
    const pageCtx: DocusaurusPage & { head: ReactElement[] } = { pathname: config.baseUrl + job.url.replace(/^\//, ''), kind: react ? 'react' : 'mdx', head: [] };
    try {
      const mod = (await import(bundle.pages[i]!.module)) as { default: unknown };
      if (react && typeof mod.default !== 'function' && !(mod.default && typeof mod.default === 'object' && '$$typeof' in mod.default)) {
        failed(job, [{ code: 'react-page-export', severity: 'error', message: 'This React page has no default export of a component.', hint: 'Export the page component as the default: `export default function Home() { ... }`.', file: job.file.relPath }]);
        continue;
      }
      // The Docusaurus modules read the page being rendered from here (theme/docusaurus/context.ts).
      (globalThis as Record<symbol, unknown>)[PAGE_KEY] = pageCtx;
      try {
        html = withoutHoistedPreloads(theme.renderMdx(mod.default, mdxComponents));
      } finally {
        (globalThis as Record<symbol, unknown>)[PAGE_KEY] = undefined;
      }
    } catch (error) {
      const frame = siteFrame(error, config.root);
      failed(job, [...st.diagnostics, renderError(error, p, theme, Object.keys(mdxComponents), config.root, frame)]);
      continue;
    }
    // Diagrams come from fenced blocks only, whose positions the compile kept.
    if (st.mermaid) st.diagrams = compiled.facts.code.filter((c) => c.written === 'mermaid').map((c) => ({ code: c.code, ...c.at }));
    await checkDiagrams(st);
    const hast = fromHtml(html, { fragment: true }) as HRoot;
    const codes = [...compiled.facts.code];
    fillCodeBlocks(hast, compiled, codes, st.magicComments);
    for (const lang of new Set(codes.map((c) => c.lang))) await ensureLanguage(lang);
    if (react) recordPageLinks(hast, st.links, config.baseUrl, job.url);
    const head = headOf(pageCtx, theme);
    const out = finishMarkdown(hast, st, react ? head.title : compiled.facts.firstHeading, codes.map(highlightCode), { anchorHeadings: !react });
    // Positions in the rendered HTML mean nothing in the source.
    for (const h of out.headings) h.position = undefined;
    const usesSiteComponent = [...compiled.facts.components.keys()].some((name) => name in siteExports);
    // A React page is bare (its HTML is the main area); an MDX page keeps its layout and gains only what <Head> set.
    const setByComponents = react || head.page.headHtml !== undefined || head.page.rawTitle !== undefined;
    const fromHead = setByComponents ? { reactPage: { ...head.page, bare: react }, ...(head.description ? { description: head.description } : {}) } : {};
    byPath.set(job.file.absPath, { ...out, css: [...(usesSiteComponent ? bundle.componentsCss : []), ...bundle.pages[i]!.css], ...fromHead });
  }
  (globalThis as Record<symbol, unknown>)[INTERACTIVE_KEY_SYMBOL] = undefined;
  return { byPath, files: bundle.files, inputs: bundle.inputs };
}

const INTERACTIVE_KEY_SYMBOL = Symbol.for(INTERACTIVE_KEY);

/**
 * React 19 puts `<link rel="preload">` for eagerly loaded images in front of what it renders;
 * inside a page's content that would be a stray element, and the theme writes the head itself.
 */
function withoutHoistedPreloads(html: string): string {
  return html.replace(/^(?:<link rel="preload"[^>]*\/?>)+/, '');
}

const PAGE_KEY = Symbol.for(DOCUSAURUS_PAGE_KEY);

/** A React page: a component file in the pages folder (content/scan.ts lists them). */
export function isReactPage(file: SourceFile): boolean {
  return file.kind === 'page' && /\.[jt]sx?$/i.test(file.absPath);
}

/** A React page goes through the MDX path as a module whose default export is the page's. */
function reactPageModule(file: SourceFile): CompiledMdx {
  // A namespace import, so a file without a default export reaches the check in renderMdxPages.
  return { js: `import * as page from ${JSON.stringify(file.absPath)};\nexport default page.default;\n`, facts: { code: [], components: new Map() } };
}

/**
 * A React page's links to this site, as rendered (Link has already added the base URL and the
 * site's form), recorded for the validate stage like a Markdown page's; JSX has no source
 * positions here, so a broken one is reported by file.
 */
function recordPageLinks(root: HRoot, links: LinkRef[], baseUrl: string, pageUrl: string): void {
  const visit = (node: HRoot | Element): void => {
    for (const c of node.children) {
      if (c.type !== 'element') continue;
      const href = c.tagName === 'a' ? c.properties.href : undefined;
      if (typeof href === 'string' && !href.startsWith('//')) {
        if (href.startsWith('#')) links.push({ raw: pageUrl + href, kind: 'link' });
        else if (href.startsWith(baseUrl)) links.push({ raw: `/${href.slice(baseUrl.length)}`, kind: 'link' });
      }
      visit(c);
    }
  };
  visit(root);
}

interface PageHead {
  title?: string;
  description?: string;
  page: { bare: boolean; rawTitle?: string; headHtml?: string };
}

/**
 * What <Layout> and <Head> set while the page rendered: the title (Head's <title> as written, else
 * Layout's to be formatted by the theme), the description (Head's meta wins, as it comes later in
 * Docusaurus's head), and any other tags as HTML for the page's <head>.
 */
function headOf(ctx: DocusaurusPage & { head: ReactElement[] }, theme: ThemeModule): PageHead {
  let rawTitle: string | undefined;
  let description = ctx.layout?.description;
  const rest: ReactElement[] = [];
  for (const el of ctx.head) {
    const props = (isValidElement(el) ? el.props : {}) as Record<string, unknown>;
    if (el.type === 'title') rawTitle = [props.children].flat().join('');
    else if (el.type === 'meta' && props.name === 'description' && typeof props.content === 'string') description = props.content;
    else rest.push(el);
  }
  const headHtml = rest.length ? theme.renderMdx(() => createElement(Fragment, null, ...rest), {}) : undefined;
  return { title: ctx.layout?.title, description, page: { bare: true, ...(ctx.layout?.title ? { title: ctx.layout.title } : {}), ...(rawTitle !== undefined ? { rawTitle } : {}), ...(headHtml ? { headHtml } : {}) } };
}

/**
 * transform-hast.ts renders `<zs-code>` from its language, meta and code, as for Markdown. A
 * block from @theme/CodeBlock carries its own and is added to the page's list of blocks.
 */
function fillCodeBlocks(root: HRoot, compiled: CompiledMdx, codes: CompiledMdx['facts']['code'], magicComments: CompiledMdx['facts']['code'][number]['magicComments']): void {
  const visit = (node: HRoot | Element): void => {
    for (const c of node.children) {
      if (c.type !== 'element') continue;
      if (c.tagName === 'zs-code') {
        if (typeof c.properties.dataCode === 'string') {
          const written = String(c.properties.dataLang ?? '');
          codes.push({ code: c.properties.dataCode, lang: normaliseLanguage(written), written, meta: String(c.properties.dataMeta ?? ''), magicComments });
          c.properties = { index: codes.length - 1, lang: written, meta: String(c.properties.dataMeta ?? ''), code: c.properties.dataCode };
          continue;
        }
        const index = Number(c.properties.index);
        const job = compiled.facts.code[index];
        if (job) Object.assign(c.properties, { index, lang: job.written, meta: job.meta, code: job.code });
      } else visit(c);
    }
  };
  visit(root);
}

type Frame = { path: string; line: number; column: number };

function renderError(error: unknown, page: { job: MdxJob; st: { lines: string[] }; compiled: CompiledMdx }, theme: ThemeModule, available: string[], root: string, frame: Frame | undefined): Diagnostic {
  const e = error instanceof Error ? error : new Error(String(error));
  const { file } = page.job;
  const where = (line?: number, column?: number) => ({ file: file.relPath, line, column, sourceLine: line ? page.st.lines[line - 1] : undefined });
  const missing = /Expected component `([^`]+)` to be defined/.exec(e.message);
  if (missing) {
    const at = page.compiled.facts.components.get(missing[1]!.split('.')[0]!);
    return {
      code: 'mdx-unknown-component',
      severity: 'error',
      message: `Unknown component <${missing[1]}>.`,
      hint: `Import it at the top of the file, add it to the site's components file, or use one of those available without an import (${available.filter((n) => !['Admonition', 'CodeBlock'].includes(n)).sort().join(', ')}).`,
      ...where(at?.line, at?.column),
    };
  }
  if (e instanceof theme.MdxPropError) {
    const [line, column] = (e.at ?? '').split(':').map(Number);
    return { code: 'mdx-prop', severity: 'error', message: e.message, hint: 'Pass plain values (strings, numbers, booleans, arrays and objects of those).', ...where(line || undefined, column || undefined) };
  }
  if (frame && frame.path !== file.absPath) {
    return {
      code: 'mdx-render',
      severity: 'error',
      message: `Rendering ${file.relPath} failed in a component: ${e.message}`,
      hint: 'The component threw while rendering this page; fix the line shown, or the props the page passes it.',
      file: relative(root, frame.path),
      line: frame.line,
      column: frame.column,
      sourceLine: readLine(frame.path, frame.line),
    };
  }
  return {
    code: 'mdx-render',
    severity: 'error',
    message: `Rendering this MDX page failed: ${e.message}`,
    hint: 'An expression or a component on this page threw while rendering; fix the line shown.',
    ...where(frame?.line, frame?.column),
  };
}

/**
 * Where in the site's own code an error was thrown: the MDX file (an expression) or a component
 * file. Frames in the bundle are mapped back through its source maps.
 */
function siteFrame(error: unknown, root: string): Frame | undefined {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  for (const m of stack.matchAll(/(?:\(|at )(?:file:\/\/)?(\/[^():\s]+):(\d+):(\d+)\)?/g)) {
    let frame: Frame | undefined = { path: m[1]!, line: Number(m[2]), column: Number(m[3]) };
    if (frame.path.startsWith(CACHE_DIR)) frame = original(frame);
    if (frame && frame.path.startsWith(root + '/') && !frame.path.includes('/node_modules/')) return frame;
  }
  return undefined;
}

function original(frame: Frame): Frame | undefined {
  try {
    // Node's own source-map reader: synchronous, and nothing to load.
    const map = new SourceMap(JSON.parse(readFileSync(`${frame.path}.map`, 'utf8')));
    const pos = map.findOrigin(frame.line, frame.column);
    if (!('fileName' in pos)) return undefined;
    // Sources are named relative to the bundle's virtual output folder, not the cache folder.
    return { path: resolve(OUT_DIR, pos.fileName), line: pos.lineNumber, column: pos.columnNumber };
  } catch {
    return undefined;
  }
}

function readLine(path: string, line: number): string | undefined {
  try {
    return readFileSync(path, 'utf8').split(/\r?\n/)[line - 1];
  } catch {
    return undefined;
  }
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
      plugins: [plugin, publicAssets(config.baseUrl, assets), docusaurusModules(docusaurusSite(config), { root: config.root, browser: false }), siteAlias(config.root)],
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
function bundleDiagnostic(m: Message, pages: { file: SourceFile; js: string }[], config: MdxSite): Diagnostic {
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
