// Markdown and MDX to HTML, with the facts later stages need: headings, links, images, text.
import { toHast, type Handler } from 'mdast-util-to-hast';
import { toHtml } from 'hast-util-to-html';
import GithubSlugger from 'github-slugger';
import type { Root as MdRoot, Nodes as MdNodes, Parents as MdParents, Code, Heading as MdHeading } from 'mdast';
import type { Root as HRoot, Element, ElementContent, RootContent, Nodes as HNodes } from 'hast';
import { parseMarkdown } from './markdown-it.ts';
import { ADMONITIONS } from './admonitions.ts';
import { normaliseLanguage, ensureLanguage, parseCodeMeta, highlightCode } from './highlight.ts';
import { isExternal, withBase } from '../routes/urls.ts';
import type { Diagnostic, Heading, LinkRef, Position, SourceFile } from '../types.ts';


export interface RenderedChild {
  name: string;
  props: Record<string, unknown>;
  html: string;
}
export interface ContentComponents {
  names: ReadonlySet<string>;
  render(name: string, props: Record<string, unknown>, children: { html: string; elements: RenderedChild[] }): string;
}

export interface LinkResolver {
  /** The URL of the page this file becomes (without the base URL). */
  pageUrl: string;
  /** The site's base URL ("/" or "/docs-site/"): hrefs in the HTML carry it, route keys do not. */
  baseUrl: string;
  /** The URL a content file becomes, or undefined when no page comes from it. */
  urlForFile(absPath: string): string | undefined;
  /** A co-located image or file: its public URL and size, or undefined when missing. */
  asset(absPath: string): { url: string; width?: number; height?: number } | undefined;
  /** An image under static/: its size, or undefined when missing. */
  staticFile(urlPath: string): { width?: number; height?: number } | undefined;
}

export interface Section {
  /** The heading that opens the section; none for text before the first heading. */
  heading?: Heading;
  text: string;
}

export interface RenderedContent {
  html: string;
  excerptHtml?: string;
  truncated: boolean;
  firstHeading?: string;
  headings: Heading[];
  /** Links to pages of this site (already resolved to absolute URLs), for validation. */
  links: LinkRef[];
  sections: Section[];
  components: string[];
  diagnostics: Diagnostic[];
}

// MDX needs micromark (JSX, ESM). It is loaded on the first .mdx file: a site or a render worker
// without MDX never imports the remark stack (~75 ms of module loading).
type MdxParser = { parse(text: string): unknown };
let mdxParser: MdxParser | undefined;
let mdxLoading: Promise<void> | undefined;
function loadMdxParser(): Promise<void> {
  mdxLoading ??= (async () => {
    const [{ unified }, { default: remarkParse }, { default: remarkMdx }, { default: remarkGfm }, { default: remarkDirective }] = await Promise.all([
      import('unified'),
      import('remark-parse'),
      import('remark-mdx'),
      import('remark-gfm'),
      import('remark-directive'),
    ]);
    mdxParser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective);
  })();
  return mdxLoading;
}

interface State {
  file: SourceFile;
  lines: string[];
  diagnostics: Diagnostic[];
  links: LinkRef[];
  components: Set<string>;
  resolver: LinkResolver;
  comps: ContentComponents;
  brokenMarkdownLinks: 'throw' | 'warn' | 'ignore';
  brokenImages: 'throw' | 'warn' | 'ignore';
}

export interface RenderOptions {
  file: SourceFile;
  body: string;
  resolver: LinkResolver;
  components: ContentComponents;
  onBrokenMarkdownLinks: 'throw' | 'warn' | 'ignore';
  onBrokenImages: 'throw' | 'warn' | 'ignore';
}

/** A code block waiting for highlighting: the language is already normalised. */
interface CodeJob {
  code: string;
  lang: string;
  meta: string;
}

/**
 * A file parsed and turned into hast, with its code blocks listed: their grammars load
 * asynchronously, so they are loaded between parsing and the (synchronous) rest.
 */
interface PreparedMarkdown {
  code: CodeJob[];
  finish(highlighted: string[]): RenderedContent;
}

/** Parse, resolve links and render one file. */
export async function renderMarkdown(opts: RenderOptions): Promise<RenderedContent> {
  if (opts.file.absPath.endsWith('.mdx')) await loadMdxParser();
  const prepared = prepareMarkdown(opts);
  for (const lang of new Set(prepared.code.map((c) => c.lang))) await ensureLanguage(lang);
  return prepared.finish(prepared.code.map(highlightCode));
}

function prepareMarkdown(opts: RenderOptions): PreparedMarkdown {
  const { file } = opts;
  const isMdx = file.absPath.endsWith('.mdx');
  const lines = file.text.split(/\r?\n/);
  const st: State = {
    file,
    lines,
    diagnostics: [],
    links: [],
    components: new Set(),
    resolver: opts.resolver,
    comps: opts.components,
    brokenMarkdownLinks: opts.onBrokenMarkdownLinks,
    brokenImages: opts.onBrokenImages,
  };
  let tree: MdRoot;
  try {
    tree = isMdx ? (mdxParser!.parse(preprocessAdmonitionTitles(opts.body)) as MdRoot) : parseMarkdown(opts.body);
  } catch (error) {
    const e = error as { line?: number; column?: number; reason?: string; message: string; place?: { line?: number; column?: number; start?: { line: number; column: number } } };
    // Some parser errors carry their position only inside the message, as "(8:1-8:23)".
    const fromText = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(e.reason ?? e.message);
    const line = e.line ?? e.place?.line ?? e.place?.start?.line ?? (fromText ? Number(fromText[1]) : undefined);
    const column = e.column ?? e.place?.column ?? e.place?.start?.column ?? (fromText ? Number(fromText[2]) : undefined);
    st.diagnostics.push({
      code: 'mdx-syntax',
      severity: 'error',
      message: `Could not parse MDX: ${e.reason ?? e.message}`,
      hint: 'Close every JSX tag, and escape "{", "}" and "<" in prose as \\{, \\} and \\<.',
      file: file.relPath,
      line,
      column,
      sourceLine: line ? lines[line - 1] : undefined,
    });
    const failed: RenderedContent = { html: '', truncated: false, headings: [], links: [], sections: [], components: [], diagnostics: st.diagnostics };
    return { code: [], finish: () => failed };
  }

  let firstHeading: string | undefined;
  const first = tree.children.find((n) => !(n.type === 'html' && /^<!--/.test(n.value)) && n.type !== 'mdxjsEsm');
  if (first && first.type === 'heading' && first.depth === 1) {
    firstHeading = plainText(first);
    tree.children.splice(tree.children.indexOf(first), 1);
  }
  transformMdast(tree, st);

  const handlers: Record<string, Handler> = {
    code: (_state, node: Code) => ({ type: 'element', tagName: 'zs-code', properties: { lang: node.lang ?? '', meta: node.meta ?? '', code: node.value }, children: [] }),
    zsComponent: (state, node: MdParents & { name: string; props: Record<string, unknown> }) => ({
      type: 'element',
      tagName: 'zs-component',
      properties: { dataName: node.name, dataProps: JSON.stringify(node.props) },
      children: state.all(node) as ElementContent[],
    }),
    zsHtml: (state, node: MdParents & { name: string; props: Record<string, unknown> }) => ({
      type: 'element',
      tagName: node.name,
      properties: node.props as Element['properties'],
      children: state.all(node) as ElementContent[],
    }),
    zsTruncate: () => ({ type: 'element', tagName: 'zs-truncate', properties: {}, children: [] }),
  };
  const hast = toHast(tree, { allowDangerousHtml: true, handlers, footnoteLabelTagName: 'h2' }) as HRoot;
  return { code: collectCode(hast), finish: (highlighted) => finishMarkdown(hast, st, firstHeading, highlighted) };
}

/** Number the code blocks in document order and list them for the highlighter. */
function collectCode(root: HRoot): CodeJob[] {
  const jobs: CodeJob[] = [];
  const walk = (n: HRoot | Element): void => {
    for (const c of n.children) {
      if (c.type !== 'element') continue;
      if (c.tagName === 'zs-code') {
        const p = c.properties as { lang: string; meta: string; code: string; index?: number };
        p.index = jobs.length;
        jobs.push({ code: p.code, lang: normaliseLanguage(p.lang), meta: p.meta });
      } else walk(c);
    }
  };
  walk(root);
  return jobs;
}

function finishMarkdown(hast: HRoot, st: State, firstHeading: string | undefined, highlighted: string[]): RenderedContent {
  const headings: Heading[] = [];
  const slugger = new GithubSlugger();
  transformHast(hast, st, slugger, headings, highlighted);

  const sections = collectSections(hast, headings);

  const cut = hast.children.findIndex((n) => n.type === 'element' && n.tagName === 'zs-truncate');
  let html: string;
  let excerptHtml: string | undefined;
  if (cut >= 0) {
    const before = toHtml({ type: 'root', children: hast.children.slice(0, cut) }, { allowDangerousHtml: true });
    excerptHtml = before;
    html = before + toHtml({ type: 'root', children: hast.children.slice(cut + 1) }, { allowDangerousHtml: true });
  } else {
    html = toHtml(hast, { allowDangerousHtml: true });
  }
  return {
    html,
    excerptHtml,
    truncated: cut >= 0,
    firstHeading,
    headings,
    links: st.links,
    sections,
    components: [...st.components],
    diagnostics: st.diagnostics,
  };
}

/** A page's plain text, headings included (sections keep it once; this joins them when needed). */
export function contentText(r: Pick<RenderedContent, 'sections'>): string {
  return r.sections.map((s) => (s.heading ? s.heading.text + '\n' : '') + s.text).join('\n');
}

/** Docusaurus writes `:::tip Title`; remark-directive wants `:::tip[Title]`. Code fences are left alone. */
export function preprocessAdmonitionTitles(body: string): string {
  let fence: string | null = null;
  const out = body.split('\n').map((line) => {
    const f = /^\s*(`{3,}|~{3,})/.exec(line);
    if (f) {
      if (!fence) fence = f[1]!;
      else if (f[1]!.startsWith(fence[0]!) && f[1]!.length >= fence.length) fence = null;
      return line;
    }
    if (fence) return line;
    const m = /^(\s*:{3,})([a-z]+)[ \t]+([^[{\s].*?)\s*$/.exec(line);
    if (m && (ADMONITIONS as readonly string[]).includes(m[2]!)) return `${m[1]}${m[2]}[${m[3]!.replace(/[[\]]/g, '\\$&')}]`;
    return line;
  });
  return out.join('\n');
}

function pos(node: { position?: { start: { line: number; column: number } } }): Position | undefined {
  return node.position ? { line: node.position.start.line, column: node.position.start.column } : undefined;
}

function report(st: State, d: Omit<Diagnostic, 'file' | 'sourceLine' | 'line' | 'column'>, at?: Position): void {
  st.diagnostics.push({ ...d, file: st.file.relPath, line: at?.line, column: at?.column, sourceLine: at ? st.lines[at.line - 1] : undefined });
}

function transformMdast(tree: MdRoot, st: State): void {
  const walk = (parent: MdParents): void => {
    for (let i = 0; i < parent.children.length; i++) {
      const node = parent.children[i] as MdNodes;
      const replaced = transformNode(node, st);
      if (replaced !== undefined) {
        (parent.children as MdNodes[]).splice(i, 1, ...replaced);
        i += replaced.length - 1;
        for (const r of replaced) if ('children' in r) walk(r as MdParents);
        continue;
      }
      if ('children' in node) walk(node as MdParents);
    }
  };
  walk(tree);
}

/** Returns replacement nodes, or undefined to keep the node as it is. */
function transformNode(node: MdNodes, st: State): MdNodes[] | undefined {
  switch (node.type) {
    case 'html': {
      if (/^<!--\s*truncate\s*-->$/.test(node.value.trim())) return [{ type: 'zsTruncate' } as unknown as MdNodes];
      if (/^<!--[\s\S]*-->$/.test(node.value.trim())) return [];
      return undefined;
    }
    case 'mdxjsEsm':
      return [];
    case 'mdxFlowExpression':
    case 'mdxTextExpression': {
      const v = node.value.trim();
      if (/^\/\*\s*truncate\s*\*\/$/.test(v)) return [{ type: 'zsTruncate' } as unknown as MdNodes];
      if (/^\/\*[\s\S]*\*\/$/.test(v) || v === '') return [];
      const estree = (node.data as { estree?: { body: { expression?: unknown }[] } } | undefined)?.estree;
      const value = evalLiteral(estree?.body[0]?.expression);
      if (value.ok && (typeof value.value === 'string' || typeof value.value === 'number')) return [{ type: 'text', value: String(value.value) }];
      report(st, { code: 'mdx-expression', severity: 'error', message: `Unsupported MDX expression {${v.slice(0, 40)}}: only comments and literal values are allowed.`, hint: 'Write the value out, or move the logic into a theme component.' }, pos(node));
      return [];
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement': {
      const name = node.name;
      if (!name) return node.children as MdNodes[]; // a fragment
      const props = jsxProps(node, st);
      if (/^[a-z]/.test(name)) {
        if (name === 'a' && typeof props.href === 'string') props.href = resolveHref(props.href, st, pos(node));
        if (name === 'img' && typeof props.src === 'string') props.src = resolveImage(props.src, st, pos(node))?.url ?? props.src;
        return [{ type: 'zsHtml', name, props, children: node.children } as unknown as MdNodes];
      }
      if (!st.comps.names.has(name)) {
        report(st, { code: 'mdx-unknown-component', severity: 'error', message: `Unknown component <${name}>.`, hint: `Use one of the theme's components (${[...st.comps.names].filter((n) => !['Admonition', 'CodeBlock'].includes(n)).sort().join(', ')}), or fix the spelling.` }, pos(node));
        return [];
      }
      st.components.add(name);
      for (const key of ['to', 'href']) if (typeof props[key] === 'string') props[key] = resolveHref(props[key] as string, st, pos(node));
      if (typeof props.src === 'string') {
        const img = resolveImage(props.src, st, pos(node));
        if (img) Object.assign(props, { src: img.url, width: props.width ?? img.width, height: props.height ?? img.height });
      }
      return [{ type: 'zsComponent', name, props, children: node.children } as unknown as MdNodes];
    }
    case 'containerDirective': {
      if ((ADMONITIONS as readonly string[]).includes(node.name)) {
        const children = [...node.children];
        let title: string | undefined;
        if (children[0] && (children[0].data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
          title = plainText(children.shift()!);
        }
        st.components.add('Admonition');
        return [{ type: 'zsComponent', name: 'Admonition', props: { type: node.name, title }, children } as unknown as MdNodes];
      }
      report(st, { code: 'unknown-directive', severity: 'warning', message: `Unknown container ":::${node.name}"; its content is shown as it is.`, hint: `Admonitions are ${ADMONITIONS.join(', ')}.` }, pos(node));
      return node.children as MdNodes[];
    }
    case 'leafDirective':
    case 'textDirective': {
      // Text such as "launch.random:snes" parses as a directive; put the characters back.
      const source = node.position ? sliceSource(st.lines, node.position) : `:${node.name}`;
      if (node.type === 'leafDirective') return [{ type: 'paragraph', children: [{ type: 'text', value: source }] }];
      return [{ type: 'text', value: source }];
    }
    case 'link': {
      node.url = resolveHref(node.url, st, pos(node));
      return undefined;
    }
    case 'definition': {
      node.url = resolveHref(node.url, st, pos(node));
      return undefined;
    }
    case 'image': {
      const img = resolveImage(node.url, st, pos(node));
      if (img) {
        node.url = img.url;
        node.data = { ...node.data, hProperties: { width: img.width, height: img.height, loading: 'lazy', decoding: 'async' } };
      }
      return undefined;
    }
    case 'heading': {
      // Docusaurus-style explicit ids: "## Title {#custom-id}".
      const last = node.children[node.children.length - 1];
      if (last?.type === 'text') {
        const m = /\s*\{#([A-Za-z0-9_-]+)\}\s*$/.exec(last.value);
        if (m) {
          last.value = last.value.slice(0, m.index);
          node.data = { ...node.data, hProperties: { id: m[1] } };
        }
      }
      return undefined;
    }
    default:
      return undefined;
  }
}

function sliceSource(lines: string[], p: { start: { line: number; column: number }; end: { line: number; column: number } }): string {
  if (p.start.line === p.end.line) return lines[p.start.line - 1]!.slice(p.start.column - 1, p.end.column - 1);
  const parts = [lines[p.start.line - 1]!.slice(p.start.column - 1)];
  for (let l = p.start.line; l < p.end.line - 1; l++) parts.push(lines[l]!);
  parts.push(lines[p.end.line - 1]!.slice(0, p.end.column - 1));
  return parts.join('\n');
}

function jsxProps(node: { attributes: unknown[] }, st: State): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const attr of node.attributes as { type: string; name?: string; value?: unknown; position?: { start: { line: number; column: number } } }[]) {
    if (attr.type !== 'mdxJsxAttribute' || !attr.name) {
      report(st, { code: 'mdx-expression', severity: 'error', message: 'Spread attributes are not supported in MDX components.', hint: 'Write each attribute out.' }, pos(attr));
      continue;
    }
    const name = attr.name === 'class' ? 'className' : attr.name;
    if (attr.value === null || attr.value === undefined) props[name] = true;
    else if (typeof attr.value === 'string') props[name] = attr.value;
    else {
      const expr = attr.value as { value: string; data?: { estree?: { body: { expression?: unknown }[] } } };
      const value = evalLiteral(expr.data?.estree?.body[0]?.expression);
      if (value.ok) props[name] = value.value;
      else report(st, { code: 'mdx-expression', severity: 'error', message: `Attribute ${attr.name}={${expr.value}} is not a literal value.`, hint: 'Use strings, numbers, booleans, arrays or objects of those.' }, pos(attr));
    }
  }
  return props;
}

type Lit = { ok: true; value: unknown } | { ok: false };
function evalLiteral(node: unknown): Lit {
  const n = node as { type?: string; value?: unknown; elements?: unknown[]; properties?: unknown[]; operator?: string; argument?: unknown; quasis?: { value: { cooked: string } }[]; expressions?: unknown[] };
  if (!n || typeof n !== 'object') return { ok: false };
  switch (n.type) {
    case 'Literal':
      return { ok: true, value: n.value };
    case 'TemplateLiteral':
      return n.expressions?.length ? { ok: false } : { ok: true, value: n.quasis?.map((q) => q.value.cooked).join('') };
    case 'UnaryExpression': {
      const a = evalLiteral(n.argument);
      if (!a.ok || typeof a.value !== 'number') return { ok: false };
      return n.operator === '-' ? { ok: true, value: -a.value } : n.operator === '+' ? a : { ok: false };
    }
    case 'ArrayExpression': {
      const out: unknown[] = [];
      for (const e of n.elements ?? []) {
        const v = evalLiteral(e);
        if (!v.ok) return v;
        out.push(v.value);
      }
      return { ok: true, value: out };
    }
    case 'ObjectExpression': {
      const out: Record<string, unknown> = {};
      for (const p of (n.properties ?? []) as { type: string; key: { type: string; name?: string; value?: unknown }; value: unknown; computed?: boolean }[]) {
        if (p.type !== 'Property' || p.computed) return { ok: false };
        const key = p.key.type === 'Identifier' ? p.key.name! : String(p.key.value);
        const v = evalLiteral(p.value);
        if (!v.ok) return v;
        out[key] = v.value;
      }
      return { ok: true, value: out };
    }
    case 'Identifier':
      return (n as { name?: string }).name === 'undefined' ? { ok: true, value: undefined } : { ok: false };
    default:
      return { ok: false };
  }
}

/** Resolve a link as written to the href the page will carry; record it for validation. */
function resolveHref(raw: string, st: State, at: Position | undefined): string {
  if (!raw || isExternal(raw) || raw.startsWith('mailto:') || raw.startsWith('tel:')) return raw;
  const { path, suffix } = splitSuffix(raw);
  if (/\.mdx?$/i.test(path)) {
    const abs = path.startsWith('/') ? null : joinPath(dirOf(st.file.absPath), path);
    const url = abs ? st.resolver.urlForFile(abs) : undefined;
    if (!url) {
      if (st.brokenMarkdownLinks !== 'ignore') {
        report(
          st,
          {
            code: 'broken-markdown-link',
            severity: st.brokenMarkdownLinks === 'throw' ? 'error' : 'warning',
            message: `Markdown link "${raw}" points to a file that does not exist or makes no page.`,
            hint: 'Write the path relative to this file (e.g. ../readers/index.md), or link to the page URL.',
          },
          at,
        );
      }
      return raw;
    }
    st.links.push({ raw: url + suffix, kind: 'link', position: at, markdownPath: true });
    return withBase(st.resolver.baseUrl, url + suffix);
  }
  if (path === '') {
    st.links.push({ raw: st.resolver.pageUrl + suffix, kind: 'link', position: at });
    return raw;
  }
  let url = path.startsWith('/') ? path : resolveUrl(st.resolver.pageUrl, path);
  url = normaliseHtmlPath(url);
  st.links.push({ raw: url + suffix, kind: 'link', position: at });
  return withBase(st.resolver.baseUrl, url + suffix);
}

function resolveImage(raw: string, st: State, at: Position | undefined): { url: string; width?: number; height?: number } | undefined {
  if (!raw || isExternal(raw) || raw.startsWith('data:')) return undefined;
  const { path } = splitSuffix(raw);
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    /* reported as missing below */
  }
  const found = decoded.startsWith('/')
    ? (() => {
        const s = st.resolver.staticFile(decoded);
        return s ? { url: withBase(st.resolver.baseUrl, path), ...s } : undefined;
      })()
    : st.resolver.asset(joinPath(dirOf(st.file.absPath), decoded));
  if (!found && st.brokenImages !== 'ignore') {
    report(
      st,
      {
        code: 'broken-image',
        severity: st.brokenImages === 'throw' ? 'error' : 'warning',
        message: `Image "${raw}" was not found.`,
        hint: decoded.startsWith('/') ? 'Paths starting with "/" are looked up in static/; check the file name.' : 'Relative image paths are looked up next to this file; check the file name.',
      },
      at,
    );
  }
  return found;
}

export function splitSuffix(raw: string): { path: string; suffix: string } {
  const i = raw.search(/[?#]/);
  return i < 0 ? { path: raw, suffix: '' } : { path: raw.slice(0, i), suffix: raw.slice(i) };
}

export function normaliseHtmlPath(url: string): string {
  if (url.endsWith('/index.html')) return url.slice(0, -'index.html'.length);
  if (url.endsWith('.html') && !url.endsWith('/404.html')) return url.slice(0, -'.html'.length) + '/';
  return url;
}

function resolveUrl(base: string, rel: string): string {
  return new URL(rel, `http://x${base}`).pathname;
}
function dirOf(p: string): string {
  return p.slice(0, p.lastIndexOf('/'));
}
function joinPath(dir: string, rel: string): string {
  const parts = dir.split('/');
  for (const seg of rel.split('/')) {
    if (seg === '..') parts.pop();
    else if (seg !== '.' && seg !== '') parts.push(seg);
  }
  return parts.join('/');
}

function plainText(node: MdNodes): string {
  if ('value' in node && typeof node.value === 'string' && node.type !== 'html') return node.value;
  if ('children' in node) return (node.children as MdNodes[]).map(plainText).join('');
  return '';
}

function hastText(node: HNodes): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element' || node.type === 'root') return node.children.map((c) => hastText(c as HNodes)).join('');
  return '';
}

function transformHast(root: HRoot, st: State, slugger: GithubSlugger, headings: Heading[], highlighted: string[]): void {
  const visit = (parent: HRoot | Element): void => {
    for (let i = 0; i < parent.children.length; i++) {
      const node = parent.children[i] as RootContent;
      if (node.type !== 'element') continue;
      const tag = node.tagName;
      if (tag === 'zs-code') {
        const p = node.properties as { lang: string; meta: string; code: string; index: number };
        const meta = parseCodeMeta(p.meta);
        const html = st.comps.render('CodeBlock', { title: meta.title, language: p.lang || 'text', code: p.code, showLineNumbers: meta.showLineNumbers }, { html: highlighted[p.index]!, elements: [] });
        parent.children[i] = { type: 'raw', value: html } as unknown as ElementContent;
        continue;
      }
      if (/^h[1-6]$/.test(tag)) {
        const text = hastText(node).trim();
        const given = node.properties.id as string | undefined;
        const id = given ? (slugger.slug(given), given) : slugger.slug(text);
        node.properties.id = id;
        const depth = Number(tag[1]);
        headings.push({ depth, text, id, position: node.position ? { line: node.position.start.line, column: node.position.start.column } : undefined });
        node.properties.className = ['anchor'];
        node.children.push({
          type: 'element',
          tagName: 'a',
          properties: { href: `#${id}`, className: ['hash-link'], ariaLabel: `Direct link to ${text}`, title: `Direct link to ${text}` },
          // A zero-width space, as Docusaurus has, written as a reference: one non-Latin-1 character
          // makes V8 store the whole page string at two bytes a character.
          children: [{ type: 'raw', value: '&#8203;' } as unknown as ElementContent],
        });
      }
      if (tag === 'a') {
        const href = String(node.properties.href ?? '');
        if (isExternal(href)) {
          node.properties.target = '_blank';
          node.properties.rel = ['noopener', 'noreferrer'];
          node.children.push({ type: 'element', tagName: 'span', properties: { className: ['sr-only'] }, children: [{ type: 'text', value: ' (opens in new tab)' }] });
        }
      }
      if (tag === 'table') {
        // Wide tables scroll inside their own box instead of the page.
        visit(node);
        parent.children[i] = { type: 'element', tagName: 'div', properties: { className: ['table-wrap'] }, children: [node] };
        continue;
      }
      visit(node);
      if (tag === 'zs-component') {
        const name = String(node.properties.dataName);
        const props = JSON.parse(String(node.properties.dataProps)) as Record<string, unknown>;
        const elements: RenderedChild[] = [];
        for (const c of node.children) {
          if (c.type === 'raw' && (c as unknown as { zsChild?: RenderedChild }).zsChild) elements.push((c as unknown as { zsChild: RenderedChild }).zsChild);
        }
        const childHtml = toHtml({ type: 'root', children: node.children }, { allowDangerousHtml: true });
        const html = st.comps.render(name, props, { html: childHtml, elements });
        parent.children[i] = { type: 'raw', value: html, zsChild: { name, props, html: childHtml } } as unknown as ElementContent;
      }
    }
  };
  visit(root);
}

/** Split the page into sections at h2..h6 for search records. */
function collectSections(root: HRoot, headings: Heading[]): Section[] {
  const sections: Section[] = [{ text: '' }];
  let h = 0;
  for (const node of root.children) {
    if (node.type === 'element' && /^h[2-6]$/.test(node.tagName)) {
      const heading = headings.find((x, i) => i >= h && x.id === node.properties.id);
      if (heading) {
        h = headings.indexOf(heading) + 1;
        sections.push({ heading, text: '' });
        continue;
      }
    }
    const t = node.type === 'raw' ? stripTags(node.value) : hastText(node as HNodes);
    if (t.trim()) sections[sections.length - 1]!.text += (sections[sections.length - 1]!.text ? '\n' : '') + t.trim();
  }
  return sections.filter((s, i) => i > 0 || s.text);
}

function stripTags(html: string): string {
  return html.replace(/<(script|style)[\s\S]*?<\/\1>/g, '').replace(/<[^>]+>/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ');
}
