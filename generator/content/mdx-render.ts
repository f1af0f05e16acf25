// The MDX path's last job, for one page on whichever thread has it: import the page's module from
// the bundle mdx-pages.ts wrote, render it with React, then finish it as a Markdown page is
// finished (markdown.ts finishMarkdown: highlighted code, theme components, heading ids,
// sections). Everything a page needs comes as plain data, so build workers render pages too; the
// per-page globals the Docusaurus modules read are set on whichever thread renders the page.
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fromHtml } from 'hast-util-from-html';
import type { Root as HRoot, Element } from 'hast';
import { createElement, Fragment, isValidElement, type ReactElement } from 'react';
import { ensureLanguage, highlightCode, normaliseLanguage } from './highlight.ts';
import { finishMarkdown, type ContentComponents, type RenderedContent } from './markdown.ts';
import { newState, type State } from './state.ts';
import { checkDiagrams } from './mermaid-check.ts';
import type { MdxCompileResult, MdxLinks } from './mdx-compile.ts';
import type { MdxFacts } from './transform-mdx.ts';
import type { ThemeModule } from '../render/theme.ts';
import { locate } from '../routes/sidebars-file.ts';
import { enterPage, isSiteExit, leavePage, siteExitDiagnostic } from '../site-code.ts';
import {
  DOCUSAURUS_PAGE_KEY,
  INTERACTIVE_KEY,
  type DocusaurusPage,
  type StaticIsland,
} from '../../theme/shared/docusaurus.ts';
import type { Diagnostic, LinkRef, SourceFile } from '../types.ts';

/** The bundle's virtual output folder: source maps name their sources relative to it. */
export const OUT_DIR = '/mdx';
/** Where the bundle's JavaScript is written, one folder per version, for `import()`. */
export const CACHE_DIR = fileURLToPath(new URL('../../node_modules/.cache/zapsite/mdx/', import.meta.url));

/** One compiled page to render, as plain data (it may be sent to a build worker). */
export interface MdxRenderJob {
  file: SourceFile;
  url: string;
  /** What compiling the file found (its diagnostics and links come first in the page's). */
  found: MdxCompileResult['found'];
  facts: MdxFacts;
  /** The page's module in the bundle (a file URL) and the stylesheets its imports made. */
  module: string;
  css: string[];
}

/** What every page of one bundle shares, as plain data. */
export interface MdxRenderSite {
  /** The site's components file in the bundle (a file URL), and its stylesheets. */
  components?: string;
  componentsCss: string[];
  root: string;
  baseUrl: string;
  interactive: Record<string, 'load' | 'idle' | 'visible' | 'intent'>;
}

/** Renders every job it is given; the results are keyed by absolute path. */
export type MdxRenderer = (jobs: MdxRenderJob[], site: MdxRenderSite) => Promise<Map<string, RenderedContent>>;

/**
 * Renders pages one after another on this thread. The site's components module and the theme's
 * components made from it are kept per bundle, so each thread builds them once.
 */
export function mdxPageRenderer(
  links: MdxLinks,
  components: ContentComponents,
  theme: ThemeModule,
): (job: MdxRenderJob, site: MdxRenderSite) => Promise<RenderedContent> {
  type Made = { exports: Record<string, unknown>; mdx: Record<string, unknown>; islands: Map<unknown, unknown> };
  let made: { key: string | undefined; site: Promise<Made> } | undefined;
  const siteFor = (site: MdxRenderSite) => {
    if (!made || made.key !== site.components) {
      made = {
        key: site.components,
        site: (async () => {
          const mod = site.components ? ((await import(site.components)) as Record<string, unknown>) : {};
          const exports =
            mod.default && typeof mod.default === 'object' ? (mod.default as Record<string, unknown>) : mod;
          const mdx = theme.createMdxComponents({
            themeNames: components.names,
            site: exports,
            interactive: site.interactive,
          });
          // An interactive component written anywhere (a React page imports it from its own file) is its island.
          const islands = new Map<unknown, unknown>();
          for (const name of Object.keys(site.interactive))
            if (exports[name] && mdx[name]) islands.set(exports[name], mdx[name]);
          return { exports, mdx, islands };
        })(),
      };
    }
    return made.site;
  };
  return async (job, site) => {
    // Site code runs from here (the components file, the page's module, React): a loop or an exit
    // in it is named by this page (site-code.ts).
    enterPage(job.file.relPath);
    const g = globalThis as Record<symbol, unknown>;
    try {
      let made: Made;
      try {
        made = await siteFor(site);
      } catch (error) {
        // The site's components file threw as it loaded: every page meets it, reported once with them.
        return failedPage([loadError(error, job, site.root, siteFrame(error, site.root))]);
      }
      const { exports, mdx, islands } = made;
      // The site's islands, where the bundle's JSX runtime looks for them (theme/docusaurus/jsx-runtime.ts).
      g[ISLANDS_KEY] = islands;
      return await renderPage(job, site, exports, mdx);
    } finally {
      g[ISLANDS_KEY] = undefined;
      leavePage();
    }
  };

  async function renderPage(
    job: MdxRenderJob,
    site: MdxRenderSite,
    exports: Record<string, unknown>,
    mdx: Record<string, unknown>,
  ): Promise<RenderedContent> {
    const st = newState(job.file, links.resolverFor(job.url), components, links);
    // The theme's prop checks hold only where the theme's component renders, not a site one of its name.
    st.diagnostics = [
      ...job.found.diagnostics,
      ...(job.facts.themeProps ?? []).filter((c) => !(c.component in exports)).map((c) => c.diagnostic),
    ];
    st.links = [...job.found.links];
    st.components = new Set(job.found.components);
    const react = isReactPage(job.file);
    const pageCtx: DocusaurusPage & { head: ReactElement[] } = {
      pathname: site.baseUrl + job.url.replace(/^\//, ''),
      kind: react ? 'react' : 'mdx',
      head: [],
    };
    let html: string;
    let mod: { default: unknown };
    try {
      mod = (await import(job.module)) as { default: unknown };
    } catch (error) {
      // The page's module, or one it imports, failed before anything rendered.
      return failedPage([...st.diagnostics, loadError(error, job, site.root, siteFrame(error, site.root))]);
    }
    try {
      if (
        react &&
        typeof mod.default !== 'function' &&
        !(mod.default && typeof mod.default === 'object' && '$$typeof' in mod.default)
      ) {
        return failedPage([noDefaultExport(job.file, mod.default)]);
      }
      // The Docusaurus modules read the page being rendered from here (theme/docusaurus/context.ts);
      // set only while React renders, which is synchronous, so no other page can see it.
      const g = globalThis as Record<symbol, unknown>;
      g[PAGE_KEY] = pageCtx;
      // The partials the page renders take its components from here (mdx-partials.ts).
      g[PARTIAL_COMPONENTS] = mdx;
      try {
        html = withoutHoistedPreloads(theme.renderMdx(mod.default, mdx));
      } finally {
        g[PAGE_KEY] = undefined;
        g[PARTIAL_COMPONENTS] = undefined;
      }
    } catch (error) {
      const frame = siteFrame(error, site.root);
      return failedPage([
        ...st.diagnostics,
        renderError(error, job, st, { theme, available: Object.keys(mdx), root: site.root, frame }),
      ]);
    }
    for (const note of pageCtx.staticIslands ?? []) st.diagnostics.push(staticIsland(note, job.file, st.lines));
    // Diagrams come from fenced blocks only, whose positions the compile kept.
    if (st.mermaid)
      st.diagrams = job.facts.code.filter((c) => c.written === 'mermaid').map((c) => ({ code: c.code, ...c.at }));
    await checkDiagrams(st);
    const hast = fromHtml(html, { fragment: true }) as HRoot;
    const codes = [...job.facts.code];
    fillCodeBlocks(hast, job.facts, codes, st.magicComments);
    for (const lang of new Set(codes.map((c) => c.lang))) await ensureLanguage(lang);
    if (react) recordPageLinks(hast, st.links, { baseUrl: site.baseUrl, url: job.url, source: job.file.text });
    const head = headOf(pageCtx, theme);
    const out = finishMarkdown(hast, st, {
      firstHeading: react ? head.title : job.facts.firstHeading,
      highlighted: codes.map(highlightCode),
      anchorHeadings: !react,
    });
    // Positions in the rendered HTML mean nothing in the source.
    for (const h of out.headings) h.position = undefined;
    const usesSiteComponent = [...job.facts.components.keys()].some((name) => name in exports);
    // A React page is bare (its HTML is the main area); an MDX page keeps its layout and gains only what <Head> set.
    const setByComponents = react || head.page.headHtml !== undefined || head.page.rawTitle !== undefined;
    const fromHead = setByComponents
      ? { reactPage: { ...head.page, bare: react }, ...(head.description ? { description: head.description } : {}) }
      : {};
    return { ...out, css: [...(usesSiteComponent ? site.componentsCss : []), ...job.css], ...fromHead };
  }
}

const PAGE_KEY = Symbol.for(DOCUSAURUS_PAGE_KEY);
/** Where a partial's compiled module finds the MDX components of the page being rendered. */
export const PARTIAL_COMPONENTS_KEY = 'zapsite.mdx.partial-components';
const PARTIAL_COMPONENTS = Symbol.for(PARTIAL_COMPONENTS_KEY);
const ISLANDS_KEY = Symbol.for(INTERACTIVE_KEY);

/** A React page: a component file in the pages folder (content/scan.ts lists them). */
export function isReactPage(file: SourceFile): boolean {
  return file.kind === 'page' && /\.[jt]sx?$/i.test(file.absPath);
}

/**
 * A React page's links to this site, as rendered (Link has already added the base URL and the
 * site's form), recorded for the validate stage like a Markdown page's. The rendered HTML has no
 * source positions, so each is placed where the page's source writes it as a string literal; a
 * link the page computes is reported by file alone.
 */
function recordPageLinks(
  root: HRoot,
  links: LinkRef[],
  { baseUrl, url: pageUrl, source }: { baseUrl: string; url: string; source: string },
): void {
  const visit = (node: HRoot | Element): void => {
    for (const c of node.children) {
      if (c.type !== 'element') continue;
      const href = c.tagName === 'a' ? c.properties.href : undefined;
      if (typeof href === 'string' && !href.startsWith('//')) {
        const raw = href.startsWith('#')
          ? pageUrl + href
          : href.startsWith(baseUrl)
            ? `/${href.slice(baseUrl.length)}`
            : undefined;
        if (raw) {
          const forms = href.startsWith('#') ? [href] : [raw, href, raw.replace(/\/(?=$|[?#])/, '')];
          const at = forms.map((form) => locate(source, form, true)).find((l) => l.line !== undefined);
          links.push({ raw, kind: 'link', ...(at ? { position: { line: at.line!, column: at.column! } } : {}) });
        }
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
    else if (el.type === 'meta' && props.name === 'description' && typeof props.content === 'string')
      description = props.content;
    else rest.push(el);
  }
  const headHtml = rest.length ? theme.renderMdx(() => createElement(Fragment, null, ...rest), {}) : undefined;
  return {
    title: ctx.layout?.title,
    description,
    page: {
      bare: true,
      ...(ctx.layout?.title ? { title: ctx.layout.title } : {}),
      ...(rawTitle !== undefined ? { rawTitle } : {}),
      ...(headHtml ? { headHtml } : {}),
    },
  };
}

/** Every job on this thread, one at a time. */
export function renderInProcess(links: MdxLinks, components: ContentComponents, theme: ThemeModule): MdxRenderer {
  const render = mdxPageRenderer(links, components, theme);
  return async (jobs, site) => {
    const out = new Map<string, RenderedContent>();
    for (const job of jobs) out.set(job.file.absPath, await render(job, site));
    return out;
  };
}

/** A page that could not be rendered: no HTML, only what went wrong. */
export function failedPage(diagnostics: Diagnostic[]): RenderedContent {
  return { html: '', truncated: false, headings: [], links: [], sections: [], components: [], diagnostics };
}

/**
 * React 19 puts `<link rel="preload">` for eagerly loaded images in front of what it renders;
 * inside a page's content that would be a stray element, and the theme writes the head itself.
 */
function withoutHoistedPreloads(html: string): string {
  return html.replace(/^(?:<link rel="preload"[^>]*\/?>)+/, '');
}

/**
 * transform-hast.ts renders `<zs-code>` from its language, meta and code, as for Markdown. A
 * block from @theme/CodeBlock carries its own and is added to the page's list of blocks.
 */
function fillCodeBlocks(
  root: HRoot,
  facts: MdxFacts,
  codes: MdxFacts['code'],
  magicComments: MdxFacts['code'][number]['magicComments'],
): void {
  const visit = (node: HRoot | Element): void => {
    for (const c of node.children) {
      if (c.type !== 'element') continue;
      if (c.tagName === 'zs-code') {
        if (typeof c.properties.dataCode === 'string') {
          const written = String(c.properties.dataLang ?? '');
          codes.push({
            code: c.properties.dataCode,
            lang: normaliseLanguage(written),
            written,
            meta: String(c.properties.dataMeta ?? ''),
            magicComments,
          });
          c.properties = {
            index: codes.length - 1,
            lang: written,
            meta: String(c.properties.dataMeta ?? ''),
            code: c.properties.dataCode,
          };
          continue;
        }
        const index = Number(c.properties.index);
        const job = facts.code[index];
        if (job) Object.assign(c.properties, { index, lang: job.written, meta: job.meta, code: job.code });
      } else visit(c);
    }
  };
  visit(root);
}

type Frame = { path: string; line: number; column: number };

/** An interactive component left static on a page, where the page writes it (MDX), else the page alone. */
function staticIsland(note: StaticIsland, file: SourceFile, lines: string[]): Diagnostic {
  const [line, column] = (note.at ?? '').split(':').map(Number);
  const sourceLine = line ? lines[line - 1] : undefined;
  return {
    code: 'island-static',
    severity: 'warning',
    message: `<${note.component}> got ${note.what} in its "${note.prop}" prop, which cannot cross to the browser: it is rendered at build time and not hydrated${note.at ? '' : ' (no line: React pages carry none to their elements)'}.`,
    hint: 'Define the function inside the component (the island makes its own), or pass data it acts on; a function from the page cannot cross to the browser.',
    file: file.relPath,
    ...(sourceLine !== undefined ? { line, column, sourceLine } : {}),
  };
}

/** What a render error is explained with: the theme, the components the page could use, the site folder, the site's stack frame. */
interface ErrorContext {
  theme: ThemeModule;
  available: string[];
  root: string;
  frame: Frame | undefined;
}

function renderError(
  error: unknown,
  job: MdxRenderJob,
  st: Pick<State, 'lines'>,
  { theme, available, root, frame }: ErrorContext,
): Diagnostic {
  const e = error instanceof Error ? error : new Error(String(error));
  const { file } = job;
  const where = (line?: number, column?: number) => {
    const sourceLine = line ? st.lines[line - 1] : undefined;
    // A column outside its line is no place to point at: the line alone is said.
    const inLine = sourceLine !== undefined && column !== undefined && column >= 1 && column <= sourceLine.length + 1;
    return {
      file: file.relPath,
      line: sourceLine === undefined ? undefined : line,
      column: inLine ? column : undefined,
      sourceLine,
    };
  };
  if (isSiteExit(e)) {
    const at = frame
      ? frame.path === file.absPath
        ? where(frame.line, frame.column)
        : {
            file: relative(root, frame.path),
            line: frame.line,
            column: frame.column,
            sourceLine: readLine(frame.path, frame.line),
          }
      : where();
    return siteExitDiagnostic(`${e.message} by code from ${file.relPath}`, at);
  }
  // MDX's own check of a component, or of the object a member component (<Foo.Bar>) is read from.
  const missing = /Expected (component|object) `([^`]+)` to be defined/.exec(e.message);
  if (missing) {
    const name = missing[2]!;
    const at = job.facts.components.get(name.split('.')[0]!);
    return {
      code: 'mdx-unknown-component',
      severity: 'error',
      message:
        missing[1] === 'object'
          ? `Unknown component <${memberName(name, at && st.lines[at.line - 1]?.slice(at.column - 1))}>: "${name}" is not defined.`
          : `Unknown component <${name}>.`,
      hint: `Import it at the top of the file, add it to the site's components file, or use one of those available without an import (${available
        .filter((n) => !['Admonition', 'CodeBlock'].includes(n))
        .sort()
        .join(', ')}).`,
      ...where(at?.line, at?.column),
    };
  }
  if (e instanceof theme.MdxPropError) {
    const [line, column] = (e.at ?? '').split(':').map(Number);
    return {
      code: 'mdx-prop',
      severity: 'error',
      message: e.message,
      hint: 'Pass plain values (strings, numbers, booleans, arrays and objects of those).',
      ...where(line || undefined, column || undefined),
    };
  }
  if (frame && frame.path !== file.absPath) {
    return {
      code: 'mdx-render',
      severity: 'error',
      // The page is listed under the message (affects), so one component error met on many pages is one report.
      message: `A component threw while rendering: ${e.message}`,
      hint: 'The component threw while rendering the pages listed; fix the line shown, or the props those pages pass it.',
      file: relative(root, frame.path),
      line: frame.line,
      column: frame.column,
      sourceLine: readLine(frame.path, frame.line),
    };
  }
  return {
    code: 'mdx-render',
    severity: 'error',
    message: `Rendering this ${isReactPage(file) ? 'React' : 'MDX'} page failed: ${e.message}`,
    hint: 'An expression or a component on this page threw while rendering; fix the line shown.',
    ...where(frame?.line, frame?.column),
  };
}

/**
 * A page whose module could not be loaded: it imports a name its module does not export (Node's
 * check, for a page written beside the bundle), or code at the top level of a module it imports threw.
 */
function loadError(error: unknown, job: MdxRenderJob, root: string, frame: Frame | undefined): Diagnostic {
  const e = error instanceof Error ? error : new Error(String(error));
  const { file } = job;
  const lines = file.text.split(/\r?\n/);
  const missing = /does not provide an export named '([^']+)'/.exec(e.message);
  if (missing) {
    const name = missing[1]!;
    // The import statement that names it, in the page's source.
    const re = new RegExp(
      `^\\s*import\\b[^;]*\\{[^}]*\\b${name.replace(/[$]/g, '\\$')}\\b[^}]*\\}\\s*from\\s*(['"])([^'"]+)\\1`,
    );
    const index = lines.findIndex((l) => re.test(l));
    const from = index >= 0 ? re.exec(lines[index]!)![2]! : undefined;
    return {
      code: 'missing-export',
      severity: 'error',
      message: from
        ? `"${from}" has no export named "${name}".`
        : `A module this page imports has no export named "${name}".`,
      hint: `Export "${name}" from the module, or import a name it exports (a default export is imported without braces).`,
      file: file.relPath,
      ...(index >= 0
        ? {
            line: index + 1,
            column: lines[index]!.indexOf(name, lines[index]!.indexOf('{')) + 1,
            sourceLine: lines[index],
          }
        : {}),
    };
  }
  const at =
    frame && frame.path !== file.absPath
      ? {
          file: relative(root, frame.path),
          line: frame.line,
          column: frame.column,
          sourceLine: readLine(frame.path, frame.line),
        }
      : {
          file: file.relPath,
          ...(frame ? { line: frame.line, column: frame.column, sourceLine: lines[frame.line - 1] } : {}),
        };
  return {
    code: 'component-load',
    severity: 'error',
    message: `A module threw while it was loaded, before the page rendered: ${e.message}`,
    hint: 'Code at the top level of a module runs when a page first imports it; fix the line shown, or move the code into the component.',
    ...at,
  };
}

/** A React page whose default export is missing or not a component: placed at its exports where it has them. */
function noDefaultExport(file: SourceFile, value: unknown): Diagnostic {
  const lines = file.text.split(/\r?\n/);
  const base = {
    code: 'react-page-export' as const,
    severity: 'error' as const,
    hint: 'Export the page component as the default: `export default function Home() { ... }`.',
    file: file.relPath,
  };
  const at = (index: number) =>
    index >= 0 ? { line: index + 1, column: lines[index]!.search(/\S/) + 1, sourceLine: lines[index] } : {};
  if (value !== undefined) {
    return {
      ...base,
      message: `This React page's default export is ${value === null ? 'null' : `a ${typeof value}`}, not a component.`,
      ...at(lines.findIndex((l) => /^\s*export\s+default\b/.test(l))),
    };
  }
  const index = lines.findIndex((l) => /^\s*export\s+(async\s+)?(function|const|let|var|class|\{)/.test(l));
  const named =
    index >= 0
      ? /^\s*export\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+([\w$]+)/.exec(lines[index]!)?.[1]
      : undefined;
  const message = `This React page has no default export of a component.${named ? ` It exports ${named} by name: \`export default\` is missing.` : ''}`;
  return { ...base, message, ...at(index) };
}

/** `Foo.Bar` as written at the element (`<Foo.Bar ...`), else `Foo.…`. */
function memberName(object: string, written: string | undefined): string {
  const m = written ? /^<([\w$]+(?:\.[\w$]+)+)/.exec(written) : null;
  return m && m[1]!.startsWith(`${object}.`) ? m[1]! : `${object}.…`;
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
    // findOrigin would carry the distance from the nearest mapping over to the source even when
    // that mapping is further right on the line or on another line (code MDX generates, such as its
    // check that a component is defined): a line past the file's end, a column below 1. A frame
    // with no mapping of its own on its line is not placed.
    const entry = map.findEntry(frame.line - 1, frame.column - 1);
    if (
      !('originalSource' in entry) ||
      entry.generatedLine !== frame.line - 1 ||
      entry.generatedColumn > frame.column - 1
    )
      return undefined;
    // Sources are named relative to the bundle's virtual output folder, not the cache folder.
    return {
      path: resolve(OUT_DIR, entry.originalSource),
      line: entry.originalLine + 1,
      column: entry.originalColumn + 1 + (frame.column - 1 - entry.generatedColumn),
    };
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
