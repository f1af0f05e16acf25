// llms.txt and llms-full.txt (the llmstxt.org format) as docusaurus-plugin-llms writes them: a
// heading, the description as a quote, then a list of links (llms.txt) or every doc's Markdown
// (llms-full.txt). Docs come in sidebar order. The Markdown is cleaned on its parse tree, so a
// code block that shows an `import` line or a `<Tag>` keeps it: imports (with `excludeImports`),
// JSX and HTML tags go (their text stays), MDX comments go, and links become absolute URLs.
import { dirname, posix, relative, resolve as resolvePath, sep } from 'node:path';
import { Minimatch } from 'minimatch';
import { unified, type Processor } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkMdx from 'remark-mdx';
import { toString as mdToString } from 'mdast-util-to-string';
import { fromHtml } from 'hast-util-from-html';
import type { Root as MdRoot, Nodes as MdNodes, Parent as MdParent } from 'mdast';
import type { Nodes as HNodes } from 'hast';
import type { ResolvedConfig } from '../config/schema.ts';
import type { Graph, GraphPage } from '../routes/graph.ts';
import type { SidebarItem, SourceFile } from '../types.ts';
import { splitFrontMatter } from '../content/front-matter.ts';
import { mdxCompatibility } from '../content/mdx-compat.ts';
import { readAs } from '../content/mdx-fast-path.ts';
import { isExternal, withBase } from '../routes/urls.ts';
import type { OutFile } from './extras.ts';
import { mayRead, quickBlocks, type Block, type BlockReader } from './llms-blocks.ts';
import { ASCII_PUNCTUATION } from '../content/heading-id.ts';

// A backslash escape mdxCompatibility wrote into a heading id, undone.
const UNESCAPE = new RegExp(String.raw`\\(${ASCII_PUNCTUATION})`, 'g');

type LlmsOptions = NonNullable<ResolvedConfig['llms']>;

/** One doc or post as the two files see it. */
export interface LlmsDoc {
  title: string;
  /** Absolute URL of the page. */
  url: string;
  description: string;
  /** The cleaned Markdown. */
  content: string;
}

/**
 * A doc's cleaned Markdown from the last build, by file: reused while the body and options are
 * the same and every link it resolved resolves to the same URL (the only way the rest of the site
 * reaches it). Kept between builds by the build cache (cache.ts `BuildCache.llmsDocs`).
 */
export type KeptLlmsDocs = Map<string, { key: string; links: [string, string][]; value: Cleaned }>;
type Cleaned = ReturnType<typeof cleanMarkdown>;

export function llmsFiles(config: ResolvedConfig, graph: Graph, kept?: KeptLlmsDocs): OutFile[] {
  const opts = config.llms;
  if (!opts || (!opts.generateLLMsTxt && !opts.generateLLMsFullTxt)) return [];
  const pages = llmsPages(config, graph, opts);
  const links = fileLinks(config, graph);
  const site: LlmsSite = { config, graph, opts, links, kept };
  const docs = pages.map((page) => llmsDoc(page, site));
  const title = opts.title ?? config.title;
  const description = opts.description ?? config.tagline;
  const out: OutFile[] = [];
  if (opts.generateLLMsTxt) out.push({ path: opts.llmsTxtFilename, data: llmsTxt(docs, title, description) });
  if (opts.generateLLMsFullTxt)
    out.push({ path: opts.llmsFullTxtFilename, data: llmsFullTxt(docs, title, description) });
  return out;
}

/**
 * The docs in sidebar order (then any doc no sidebar lists, in id order), then the blog's posts by
 * file name. On a versioned site the docs are one version's: the one whose folder holds `docsDir`,
 * and for the docs folder itself the last (stable) version's, as the plugin reads the stable copy.
 */
function llmsPages(config: ResolvedConfig, graph: Graph, opts: LlmsOptions): GraphPage[] {
  const listed = (p: GraphPage) => p.source !== null && p.layout !== 'redirect' && !p.draft && !p.unlisted;
  const { version, docsDir } = llmsVersion(config, graph, resolvePath(config.root, opts.docsDir));
  const ignored = ignoredBy(config.root, opts.ignoreFiles);
  const docPages = new Map<string, GraphPage>();
  for (const doc of version?.docs ?? graph.docs) {
    const page = graph.byUrl.get(doc.url);
    if (!page || !listed(page) || page.layout !== 'doc' || ignored(page.source!.absPath)) continue;
    // Remote documents sit where their outDir places them among the docs, so they count as under docs.path.
    const place = docPlace(config, graph, page.source!);
    if (place === docsDir || place.startsWith(`${docsDir}/`)) docPages.set(doc.id, page);
  }
  const ordered: GraphPage[] = [];
  const take = (id: string | undefined) => {
    const page = id === undefined ? undefined : docPages.get(id);
    if (page && !ordered.includes(page)) ordered.push(page);
  };
  const walk = (items: readonly SidebarItem[]) => {
    for (const item of items) {
      if ('docId' in item) take(item.docId);
      if (item.type === 'category') walk(item.items);
    }
  };
  for (const items of Object.values(version?.sidebars ?? graph.sidebars)) walk(items);
  for (const id of [...docPages.keys()].sort()) take(id);
  if (opts.includeBlog) {
    const posts = graph.pages.filter((p) => p.layout === 'blog-post' && listed(p) && !ignored(p.source!.absPath));
    ordered.push(...posts.sort((a, b) => (a.source!.relPath < b.source!.relPath ? -1 : 1)));
  }
  return ordered;
}

/**
 * Whether `ignoreFiles` leaves a file out, as the plugin decides while it walks the folders: the
 * file, or any folder above it up to the site's, matched (relative to the site) by a pattern.
 */
function ignoredBy(root: string, patterns: readonly string[]): (file: string) => boolean {
  if (!patterns.length) return () => false;
  const matchers = patterns.map((p) => new Minimatch(p, { matchBase: true }));
  return (file) => {
    const parts = relative(root, file).split(sep);
    return parts.some((_, i) => {
      const path = parts.slice(0, i + 1).join('/');
      return matchers.some((m) => m.match(path));
    });
  };
}

/** The docs version llms lists (none on a site without versions.json) and docsDir within its folder. */
function llmsVersion(
  config: ResolvedConfig,
  graph: Graph,
  docsDir: string,
): { version?: Graph['versions'][number]; docsDir: string } {
  if (!graph.versioned || !config.docs) return { docsDir };
  const inside = (dir: string) => docsDir === dir || docsDir.startsWith(`${dir}/`);
  const own = graph.versions.find(
    (v) => v.version.name !== 'current' && inside(resolvePath(config.root, v.version.dir)),
  );
  if (own) return { version: own, docsDir };
  const last = graph.versions.find((v) => v.version.isLast);
  const current = resolvePath(config.root, config.docs.path);
  if (!last || !inside(current)) return { docsDir };
  return { version: last, docsDir: resolvePath(config.root, last.version.dir, docsDir.slice(current.length + 1)) };
}

/**
 * Where a file sits among the docs: a doc under its version's folder (remote documents are placed
 * by their outDir, not where their copy is kept), any other file where it is.
 */
function docPlace(config: ResolvedConfig, graph: Graph, source: SourceFile): string {
  if (!config.docs || source.kind !== 'doc') return source.absPath;
  const dir = source.version
    ? (graph.versions.find((v) => v.version.name === source.version)?.version.dir ?? config.docs.path)
    : config.docs.path;
  return resolvePath(config.root, dir, source.contentPath);
}

export function llmsTxt(docs: readonly LlmsDoc[], title: string, description: string): string {
  const items = docs.map((d) => {
    const summary = tocDescription(d.description);
    return `- [${d.title}](${d.url})${summary ? `: ${summary}` : ''}`;
  });
  return `# ${title}\n\n> ${description}\n\nThis file contains links to documentation sections following the llmstxt.org standard.\n\n## Table of Contents\n\n${items.join('\n')}\n`;
}

export function llmsFullTxt(docs: readonly LlmsDoc[], title: string, description: string): string {
  const sections = docs.map((d) => {
    // A doc that opens with its own title as a heading keeps it; any other gets one.
    const first = /^#+\s+(.+)$/.exec(d.content.split('\n')[0] ?? '');
    return first && first[1]!.trim() === d.title ? d.content : `## ${d.title}\n\n${d.content}`;
  });
  return `# ${title}\n\n> ${description}\n\nThis file contains all documentation content in a single document following the llmstxt.org standard.\n\n${sections.join('\n\n---\n\n')}\n`;
}

/** The list shows the description's first line, without heading marks, at most 150 characters. */
function tocDescription(description: string): string {
  const line = (description.split('\n')[0] ?? '').replace(/^#+\s+/, '');
  return line.length > 150 ? `${line.slice(0, 147)}...` : line;
}

/** Absolute URL of a page or a site path: the site's url, its baseUrl, the path percent-encoded. */
export function absoluteUrl(config: Pick<ResolvedConfig, 'url' | 'baseUrl'>, path: string): string {
  // The URL parser encodes spaces and non-ASCII characters and leaves "%XX" as it is, so a path
  // written either way comes out the same.
  return new URL(withBase(config.baseUrl, path), `${config.url}/`).href;
}

/** Every content file's page URL by its absolute path, to make file links absolute. */
function fileLinks(config: ResolvedConfig, graph: Graph): Map<string, string> {
  const map = new Map<string, string>();
  for (const page of graph.pages) {
    if (!page.source || page.layout === 'redirect') continue;
    map.set(page.source.absPath, page.url);
    if (config.docs && page.source.kind === 'doc') map.set(docPlace(config, graph, page.source), page.url);
  }
  return map;
}

/** What every doc of llms.txt is written with: the config, the graph, the options, each source file's page. */
interface LlmsSite {
  config: ResolvedConfig;
  graph: Graph;
  opts: LlmsOptions;
  links: Map<string, string>;
  kept?: KeptLlmsDocs;
}

function llmsDoc(page: GraphPage, site: LlmsSite): LlmsDoc {
  const { config, graph, opts, links } = site;
  const source = page.source!;
  const { body } = splitFrontMatter(source.text, source.relPath);
  const mdx = readAs(source.absPath, body, { format: config.markdown.format, fastPath: false }) === 'mdx';
  const here = docPlace(config, graph, source);
  const from = { config, pageUrl: page.url, dir: dirname(here), links };
  const resolveLink = (raw: string) => linkTarget(raw, from);
  const clean = { mdx, excludeImports: opts.excludeImports, removeDuplicateHeadings: opts.removeDuplicateHeadings };
  const key = JSON.stringify([clean, body]);
  const last = site.kept?.get(source.absPath);
  let cleaned: Cleaned;
  if (last?.key === key && last.links.every(([raw, url]) => resolveLink(raw) === url)) cleaned = last.value;
  else {
    const links: [string, string][] = [];
    cleaned = cleanMarkdown(body, {
      ...clean,
      resolveLink: (raw) => (links.push([raw, resolveLink(raw)]), links.at(-1)![1]),
    });
    site.kept?.set(source.absPath, { key, links, value: cleaned });
  }
  const { content, firstParagraph, firstHeading } = cleaned;
  return {
    title: page.title,
    url: absoluteUrl(config, page.url),
    // The plugin's own rule (docusaurus-plugin-llms): front matter's description, else its own first paragraph.
    description:
      (typeof page.frontMatter.description === 'string' ? page.frontMatter.description : undefined) ??
      firstParagraph ??
      firstHeading ??
      '',
    content,
  };
}

/** A link as written, made absolute: a Markdown file link to its page, a site path, a relative URL against the page. */
function linkTarget(
  raw: string,
  from: { config: ResolvedConfig; pageUrl: string; dir: string; links: Map<string, string> },
): string {
  const { config, pageUrl, dir, links } = from;
  if (!raw || isExternal(raw)) return raw;
  const cut = raw.search(/[?#]/);
  const path = cut < 0 ? raw : raw.slice(0, cut);
  const suffix = cut < 0 ? '' : raw.slice(cut);
  const page = absoluteUrl(config, pageUrl);
  if (path === '') return page + suffix;
  if (/\.mdx?$/i.test(path)) {
    let file = path;
    try {
      file = decodeURI(path);
    } catch {
      /* kept as written */
    }
    const candidates = file.startsWith('/')
      ? [
          resolvePath(config.root, `.${file}`),
          ...(config.docs ? [resolvePath(config.root, config.docs.path, `.${file}`)] : []),
        ]
      : [resolvePath(dir, file)];
    for (const c of candidates) {
      const url = links.get(c);
      if (url !== undefined) return absoluteUrl(config, url) + suffix;
    }
    return new URL(raw, page).href;
  }
  return path.startsWith('/') ? absoluteUrl(config, posix.normalize(path)) + suffix : new URL(raw, page).href;
}

let mdParser: Processor<MdRoot> | undefined;
let mdxParser: Processor<MdRoot> | undefined;

function parse(text: string, mdx: boolean): MdRoot {
  if (mdx) {
    mdxParser ??= unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(remarkDirective)
      .use(remarkMdx) as unknown as Processor<MdRoot>;
    return mdxParser.parse(text);
  }
  mdParser ??= unified().use(remarkParse).use(remarkGfm).use(remarkDirective) as unknown as Processor<MdRoot>;
  return mdParser.parse(text);
}

export interface CleanOptions {
  mdx: boolean;
  excludeImports: boolean;
  removeDuplicateHeadings: boolean;
  /** The absolute URL a link as written points to. */
  resolveLink(raw: string): string;
}

/**
 * A doc's Markdown cleaned for llms-full.txt: each top-level block (the blocks inside a JSX
 * element count as top-level) is its own text with the changes spliced in, and blocks are
 * separated by one blank line. What lies inside a code block is never touched.
 */
export function cleanMarkdown(
  body: string,
  opts: CleanOptions,
): { content: string; firstParagraph?: string; firstHeading?: string } {
  // MDX is parsed as the build reads it (HTML comments, `{#id}` headings, admonition titles).
  const text = opts.mdx ? mdxCompatibility(body) : body;
  const reader: BlockReader = {
    parse,
    fromTree: (tree, source, into) => pushBlocks(tree, source, opts, into),
    relink: (url) => {
      const to = opts.resolveLink(url);
      return to === url ? undefined : destination(to);
    },
  };
  let blocks = quickBlocks(text, opts.mdx, reader);
  if (!blocks) {
    try {
      blocks = [];
      reader.fromTree(parse(text, opts.mdx), text, blocks);
    } catch {
      // The build already reported the file; the plain Markdown reading is the best left.
      return cleanMarkdown(body, { ...opts, mdx: false });
    }
  }
  const all = blocks;
  const kept = opts.removeDuplicateHeadings
    ? all.filter((b, i) => {
        const before = all[i - 1];
        if (b.type !== 'paragraph' || before?.type !== 'heading') return true;
        const heading = before.plain();
        return !(mayRead(b, heading) && b.plain() === heading);
      })
    : all;
  const content = kept
    .map((b) =>
      b.type === 'heading' && opts.mdx
        ? b.text.replace(/\\\{#(.*?)\\\}/, (_, id: string) => `{#${id.replace(UNESCAPE, '$1')}}`)
        : b.text,
    )
    .join('\n\n');
  const firstParagraph = kept.find((b) => b.type === 'paragraph' && b.plain())?.plain();
  const firstHeading = kept.find((b) => b.type === 'heading')?.plain();
  return { content, firstParagraph, firstHeading };
}

/** The tree's top-level blocks, cleaned; a JSX element's blocks stand in its place. */
function pushBlocks(parent: MdParent, text: string, opts: CleanOptions, into: Block[]): void {
  for (const node of parent.children as MdNodes[]) {
    if (node.type === 'mdxJsxFlowElement') {
      pushBlocks(node, text, opts, into);
      continue;
    }
    const out = emit(node, text, opts).trim();
    const plain = mdToString(node).trim();
    if (out) into.push({ type: node.type, text: out, plain: () => plain });
  }
}

function start(node: MdNodes): number {
  return node.position!.start.offset!;
}
function end(node: MdNodes): number {
  return node.position!.end.offset!;
}

/** The node's source with the changes to it and the nodes inside it spliced in. */
function emit(node: MdNodes, text: string, opts: CleanOptions): string {
  if (!node.position) return '';
  switch (node.type) {
    case 'code':
    case 'inlineCode':
    case 'text':
      return text.slice(start(node), end(node));
    case 'mdxjsEsm':
      return opts.excludeImports && /^\s*import\b/.test(node.value) ? '' : text.slice(start(node), end(node));
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      // An expression that is only a comment (`{/* ... */}`, or an HTML comment in MDX) says nothing.
      return /^\s*\/\*[\s\S]*\*\/\s*$/.test(node.value) ? '' : text.slice(start(node), end(node));
    case 'mdxJsxFlowElement':
      return (node.children as MdNodes[])
        .map((c) => emit(c, text, opts).trim())
        .filter(Boolean)
        .join('\n\n');
    case 'mdxJsxTextElement':
      return spliceChildren(node, text, opts);
    case 'html':
      return htmlText(fromHtml(node.value, { fragment: true }));
    case 'link':
    case 'image': {
      const url = opts.resolveLink(node.url);
      if (url === node.url) return defaultEmit(node, text, opts);
      const label = node.type === 'link' ? spliceChildren(node, text, opts) : (node.alt ?? '');
      return `${node.type === 'image' ? '!' : ''}[${label}](${destination(url)}${title(node.title)})`;
    }
    case 'definition': {
      const url = opts.resolveLink(node.url);
      if (url === node.url) return text.slice(start(node), end(node));
      return `[${node.label ?? node.identifier}]: ${destination(url)}${title(node.title)}`;
    }
    default:
      return defaultEmit(node, text, opts);
  }
}

function defaultEmit(node: MdNodes, text: string, opts: CleanOptions): string {
  if (!('children' in node) || !node.children.length) return text.slice(start(node), end(node));
  let out = '';
  let at = start(node);
  for (const child of node.children as MdNodes[]) {
    if (!child.position) continue;
    out += text.slice(at, start(child)) + emit(child, text, opts);
    at = end(child);
  }
  return out + text.slice(at, end(node));
}

/** The source from the first child to the last, changes spliced in: a JSX element's or a link's content. */
function spliceChildren(node: MdParent, text: string, opts: CleanOptions): string {
  const children = (node.children as MdNodes[]).filter((c) => c.position);
  if (!children.length) return '';
  let out = '';
  let at = start(children[0]!);
  for (const child of children) {
    out += text.slice(at, start(child)) + emit(child, text, opts);
    at = end(child);
  }
  return out;
}

/** The text of raw HTML, tags and comments left out (the plugin strips every tag and keeps the rest). */
function htmlText(node: HNodes): string {
  if (node.type === 'text') return node.value;
  if ('children' in node) return node.children.map((c) => htmlText(c)).join('');
  return '';
}

function destination(url: string): string {
  return /[\s()<>]/.test(url) ? `<${url.replace(/[<>]/g, (c) => encodeURIComponent(c))}>` : url;
}

function title(t: string | null | undefined): string {
  return t ? ` "${t.replace(/"/g, '\\"')}"` : '';
}
