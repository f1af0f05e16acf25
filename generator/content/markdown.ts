// Render one Markdown or MDX file, as a sequence of jobs each in its own module: parse (parse.ts),
// transform the Markdown tree (transform-mdast.ts, with links.ts), to hast, highlight code
// (highlight.ts), check mermaid diagrams (mermaid-check.ts), transform the HTML tree (transform-hast.ts), cut into search sections
// (sections.ts) and serialise. The answer carries what later stages need: HTML, headings, links,
// images, text.
import { loadEmojiFor } from './emoji.ts';
import { toHast, type Handler } from 'mdast-util-to-hast';
import { toHtml } from 'hast-util-to-html';
import { headingSlugger } from './heading-slugger.ts';
import type { Parents as MdParents, Code, Root as MdRoot } from 'mdast';
import type { Processor } from 'unified';
import type { Root as HRoot, Element, ElementContent } from 'hast';
import { loadMicromark, parseBody } from './parse.ts';
import { unwrapMdxCodeBlocks } from './mdx-code-block.ts';
import { applyRules, type RulesJob } from './markdown-rules.ts';
import { prepareHtmlLinks } from './html-links.ts';
import { joinRawDetails } from './raw-details.ts';
import type { FoundImage } from './outside-images.ts';
import { transformHast } from './transform-hast.ts';
import { collectSections } from './sections.ts';
import {
  normaliseLanguage,
  ensureLanguage,
  highlightAll,
  highlightFailed,
  type CodeJob,
  type MagicComment,
} from './highlight.ts';
import { newState, pos, report, type State } from './state.ts';
import { checkDiagrams } from './mermaid-check.ts';
import type { ContentKind, Diagnostic, Heading, LinkRef, ReactPageHead, SourceFile } from '../types.ts';
import type { TrailingSlash } from '../routes/permalinks.ts';
import {
  docusaurusFileData,
  markdownPipeline,
  PluginFailure,
  pluginDiagnostic,
  sitePluginsFor,
  withSiteCode,
  type SitePlugins,
  type SitePluginsRef,
} from './site-plugins.ts';
import { preprocessAdmonitionTitles } from './admonitions.ts';

export interface RenderedChild {
  name: string;
  props: Record<string, unknown>;
  html: string;
}
/** The props a theme component reads; `needs`: one of these must be given. */
interface ComponentProps {
  props: readonly string[];
  needs?: readonly string[];
  needsHint?: string;
}
export interface ContentComponents {
  names: ReadonlySet<string>;
  /**
   * HTML elements the theme draws as its own component wherever they are written, raw HTML in
   * Markdown or JSX in MDX (the classic theme's `details`, as Docusaurus's MDXComponents maps it).
   */
  elements?: ReadonlySet<string>;
  /**
   * Whether a Markdown table is put in a box of its own that scrolls (`div.table-wrap`); false for
   * the classic theme, whose Infima table scrolls itself and is the content's last child, as on Docusaurus.
   */
  wrapTables?: boolean;
  /** What each theme component reads, to warn about a prop it would ignore. */
  props?: Readonly<Record<string, ComponentProps>>;
  /** Code blocks whose meta says `live` are drawn as the theme's LiveCodeBlock (`markdown.liveCodeBlocks`). */
  liveCodeBlocks?: boolean;
  render(name: string, props: Record<string, unknown>, children: { html: string; elements: RenderedChild[] }): string;
}

export interface LinkResolver {
  /** The URL of the page this file becomes (without the base URL). */
  pageUrl: string;
  /** The site's base URL ("/" or "/docs-site/"): hrefs in the HTML carry it, route keys do not. */
  baseUrl: string;
  /**
   * In another locale's build (its own base URL), the default locale's: the static files are served
   * there too, so an element naming one under it is found (links.ts rootedImage).
   */
  siteBaseUrl?: string;
  /** The config's trailingSlash: the form a link to a page that is not known is written in. */
  trailingSlash: TrailingSlash;
  /** Each kind of content's folder, and the site's folder: where file links are looked up. */
  contentDirs: Partial<Record<ContentKind, string>>;
  /** Each docs version's folder (absolute), by version key (versionKey: a released version of the docs, any version of a further instance): its files' links resolve inside it. */
  versionDirs?: Record<string, string>;
  siteDir: string;
  /** The static folder (absolute): a relative image path that lands in it is that static file. */
  staticDir?: string;
  /** The URL a content file becomes (by its path, or where a remote document is placed), or undefined when no page comes from it. */
  urlForFile(absPath: string): string | undefined;
  /** The URL of the page with this key (routes/permalinks.ts pageKey): a link to it is written in the page's own form. */
  pageForKey(key: string): string | undefined;
  /** A co-located image or file: its public URL and size, or undefined when missing. */
  asset(absPath: string): { url: string; width?: number; height?: number } | undefined;
  /** An image under static/: its size, or undefined when missing. */
  staticFile(urlPath: string): { width?: number; height?: number } | undefined;
  /** An image outside the content and static folders (outside-images.ts), or undefined when there is none. */
  outsideImage?(absPath: string): FoundImage | undefined;
  /** A file a Markdown link names that is not a page, hashed under assets/files/ (outside-images.ts linkedFile). */
  linkedFile?(absPath: string): FoundImage | undefined;
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
  /** The title heading's inline markup, as HTML, when it has some (title-html.ts). */
  firstHeadingHtml?: string;
  /** The content writes its own title where it stands (Docusaurus's content title after other content). */
  titleInPlace?: boolean;
  /** A `<DocCardList />` without items left a place (DOC_CARDS_TAG) for the page's render to fill. */
  docCards?: true;
  headings: Heading[];
  /** Links to pages of this site (already resolved to absolute URLs), for validation. */
  links: LinkRef[];
  /** Ids of elements other than headings (raw HTML, JSX): anchors links may name. */
  ids?: string[];
  sections: Section[];
  components: string[];
  diagnostics: Diagnostic[];
  /** Stylesheets of the site components an MDX page uses. */
  css?: string[];
  /** A React page's description (from its <Layout> or <Head>). */
  description?: string;
  /** Images outside the content and static folders the page names (outside-images.ts), by path. */
  outsideImages?: [string, FoundImage][];
  /** An MDX page whose Markdown links a site's own `a` draws: its partials' Markdown links are the site's to check too (mdx-partials.ts). */
  siteAnchor?: true;
  /**
   * What a page's Docusaurus components put in its head: `bare` (a React page: its HTML is the
   * whole of the main area), the title as <Head> wrote it, other <Head> tags as HTML.
   */
  reactPage?: ReactPageHead;
}

export interface RenderOptions {
  file: SourceFile;
  body: string;
  resolver: LinkResolver;
  components: ContentComponents;
  onBrokenMarkdownLinks: 'throw' | 'warn' | 'ignore';
  onBrokenImages: 'throw' | 'warn' | 'ignore';
  /** Left out, as onBrokenImages. */
  onBrokenHtmlImages?: 'throw' | 'warn' | 'ignore';
  /** The site's magic comments for code blocks (`prism.magicComments`); left out, the default ones. */
  magicComments?: readonly MagicComment[];
  /** A `.md` file read with MDX's rules (content/mdx-fast-path.ts): no indented code. */
  asMdx?: boolean;
  /** Parse with micromark, not the markdown-it fast path (`markdown.fastPath: false`). */
  micromark?: boolean;
  /** ```mermaid blocks become diagrams (`markdown.mermaid`), each checked by mermaid's parser. */
  mermaid?: boolean;
  /** The site's remark and rehype plugins: a file of a kind that has them is read by micromark. */
  plugins?: SitePluginsRef;
}

/**
 * A file parsed and turned into hast, with its code blocks listed: their grammars load
 * asynchronously, so they are loaded between parsing and the (synchronous) rest.
 */
interface PreparedMarkdown {
  code: CodeJob[];
  st: State;
  finish(highlighted: string[]): RenderedContent;
}

/** Parse, resolve links and render one file. */
export async function renderMarkdown(opts: RenderOptions): Promise<RenderedContent> {
  await prepareHtmlLinks(opts.body);
  if (opts.micromark) await loadMicromark();
  await loadEmojiFor(opts.body);
  const plugins = opts.micromark ? await sitePluginsFor(opts.plugins, opts.file) : undefined;
  let prepared: PreparedMarkdown;
  try {
    prepared = plugins ? await prepareWithPlugins(opts, plugins) : prepareMarkdown(opts);
  } catch (error) {
    if (!(error instanceof PluginFailure)) throw error;
    const st = newState(opts.file, opts.resolver, opts.components, opts);
    st.diagnostics.push(pluginDiagnostic(error, opts.file.relPath, st.lines));
    return finishMarkdown({ type: 'root', children: [] }, st, { firstHeading: undefined, highlighted: [] });
  }
  for (const lang of new Set(prepared.code.map((c) => c.lang))) await ensureLanguage(lang);
  await checkDiagrams(prepared.st);
  const { html, failures } = highlightAll(prepared.code);
  for (const f of failures) report(prepared.st, highlightFailed(f), f.job.at);
  return prepared.finish(html);
}

function prepareMarkdown(opts: RenderOptions): PreparedMarkdown {
  const st = newState(opts.file, opts.resolver, opts.components, opts);
  // Docusaurus's preprocessor unwraps ```mdx-code-block fences whatever the format (mdx-code-block.ts).
  const tree = parseBody(unwrapMdxCodeBlocks(opts.body), { asMdx: opts.asMdx, micromark: opts.micromark });
  const job: RulesJob = { st, ...(opts.asMdx ? { asMdx: true } : {}) };
  applyRules(tree, job);
  const firstHeading = job.firstHeading;
  const hast = toHast(tree, {
    allowDangerousHtml: true,
    handlers: mdastHandlers(st),
    footnoteLabelTagName: 'h2',
  }) as HRoot;
  if (opts.asMdx) tablesAsMdx(hast);
  return {
    code: collectCode(hast, st),
    st,
    finish: (highlighted) =>
      finishMarkdown(hast, st, {
        firstHeading,
        firstHeadingHtml: job.firstHeadingHtml,
        titleSlug: job.titleSlug,
        highlighted,
        markedOnly: opts.asMdx,
      }),
  };
}

// One processor per kind's plugins, made from the list the MDX compiler takes too (site-plugins.ts
// markdownPipeline, with zapsite's rules from markdown-rules.ts); then to hast (the remark-rehype
// options are the pipeline's) and the rehype plugins.
const pluginProcessors = new WeakMap<
  SitePlugins,
  Promise<{
    remark: Processor<MdRoot, MdRoot, MdRoot>;
    rehype: Processor<HRoot, HRoot, HRoot>;
    toHast: Record<string, unknown>;
  }>
>();
function processorsFor(plugins: SitePlugins) {
  let made = pluginProcessors.get(plugins);
  if (!made) {
    made = Promise.all([
      import('unified'),
      import('remark-parse'),
      import('remark-gfm'),
      import('remark-directive'),
    ]).then(([{ unified }, { default: remarkParse }, { default: remarkGfm }, { default: remarkDirective }]) => {
      // The handlers are the file's (they close over its State): prepareWithPlugins adds them.
      const pipeline = markdownPipeline(
        { syntax: [remarkGfm, remarkDirective], handlers: {}, toHast: { allowDangerousHtml: true } },
        plugins,
      );
      return {
        remark: unified().use(remarkParse).use(pipeline.remarkPlugins) as unknown as Processor<MdRoot, MdRoot, MdRoot>,
        rehype: unified().use(pipeline.rehypePlugins) as unknown as Processor<HRoot, HRoot, HRoot>,
        toHast: pipeline.remarkRehypeOptions,
      };
    });
    pluginProcessors.set(plugins, made);
  }
  return made;
}

/** A `.md` file read as CommonMark (micromark) through the site's plugins. */
async function prepareWithPlugins(opts: RenderOptions, plugins: SitePlugins): Promise<PreparedMarkdown> {
  const { remark, rehype, toHast: options } = await processorsFor(plugins);
  const st = newState(opts.file, opts.resolver, opts.components, opts);
  const job: RulesJob = { st };
  if (plugins.remark.length) st.siteDirectives = true;
  const data = { zs: job, ...docusaurusFileData(opts.file) };
  const file = { value: opts.body, path: opts.file.absPath, cwd: plugins.root, data };
  const tree = await remark.run(remark.parse(preprocessAdmonitionTitles(opts.body)), file);
  const handlers = withSiteCode({ ...(options.handlers as Record<string, Handler>), ...mdastHandlers(st) }, plugins);
  const hast = await rehype.run(toHast(tree, { ...options, handlers }) as HRoot, file);
  return {
    code: collectCode(hast, st),
    st,
    finish: (highlighted) =>
      finishMarkdown(hast, st, {
        firstHeading: job.firstHeading,
        firstHeadingHtml: job.firstHeadingHtml,
        titleSlug: job.titleSlug,
        highlighted,
      }),
  };
}

function mdastHandlers(st: State): Record<string, Handler> {
  return {
    code: (_state, node: Code) => {
      if (st.mermaid && node.lang === 'mermaid') st.diagrams.push({ code: node.value, ...pos(node) });
      return {
        type: 'element',
        tagName: 'zs-code',
        properties: { lang: node.lang ?? '', meta: node.meta ?? '', code: node.value },
        children: [],
        ...(node.position ? { position: node.position } : {}),
      };
    },
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
}

const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);

/**
 * Tables as MDX renders them through React, for a `.md` file read as MDX on the fast path: no text
 * between rows and cells (React cannot put it there), and a cell's alignment as a style.
 */
function tablesAsMdx(node: HRoot | Element): void {
  if (node.type === 'element' && TABLE_PARTS.has(node.tagName))
    node.children = node.children.filter((c) => !(c.type === 'text' && !c.value.trim()));
  if (node.type === 'element' && (node.tagName === 'td' || node.tagName === 'th') && node.properties.align) {
    node.properties.style = `text-align:${String(node.properties.align)}`;
    delete node.properties.align;
  }
  for (const c of node.children) if (c.type === 'element') tablesAsMdx(c);
}

/** Number the code blocks in document order and list them for the highlighter. */
function collectCode(root: HRoot, st: State): CodeJob[] {
  const jobs: CodeJob[] = [];
  const walk = (n: HRoot | Element): void => {
    for (const c of n.children) {
      if (c.type !== 'element') continue;
      if (c.tagName === 'zs-code') {
        const p = c.properties as { lang: string; meta: string; code: string; index?: number };
        p.index = jobs.length;
        jobs.push({
          code: p.code,
          lang: normaliseLanguage(p.lang),
          meta: p.meta,
          written: p.lang,
          magicComments: st.magicComments,
          at: pos(c),
        });
      } else walk(c);
    }
  };
  walk(root);
  return jobs;
}

/** What finishing a page's tree needs besides the tree: its highlighted code blocks, in order, and its first heading. */
export interface FinishOptions {
  firstHeading: string | undefined;
  /** The first heading's inline markup as HTML (title-html.ts). */
  firstHeadingHtml?: string;
  /** Slugged before the content's headings (RulesJob's `titleSlug`). */
  titleSlug?: string;
  highlighted: string[];
  /** A React page's HTML: headings and links are left as the page wrote them. */
  reactPage?: boolean;
  /** MDX's or a React page's HTML: see transform-hast.ts HastContext. */
  markedOnly?: boolean;
  /** Headings the site's swizzled Heading drew: see transform-hast.ts HastContext. */
  siteHeadings?: boolean;
}

export function finishMarkdown(hast: HRoot, st: State, page: FinishOptions): RenderedContent {
  const { firstHeading, highlighted } = page;
  const headings: Heading[] = [];
  const slugger = headingSlugger();
  if (page.titleSlug !== undefined) slugger.slug(page.titleSlug);
  // CommonMark's raw <details> blocks, joined so the theme draws them (MDX's are elements already).
  if (!page.markedOnly && st.comps.elements?.has('details')) joinRawDetails(hast);
  transformHast(hast, st, {
    slugger,
    headings,
    highlighted,
    reactPage: page.reactPage,
    markedOnly: page.markedOnly,
    siteHeadings: page.siteHeadings,
  });

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
    ...(page.firstHeadingHtml !== undefined ? { firstHeadingHtml: page.firstHeadingHtml } : {}),
    ...(st.titleInPlace ? { titleInPlace: true } : {}),
    headings,
    links: st.links,
    ...(st.ids.length ? { ids: st.ids } : {}),
    sections,
    components: [...st.components],
    diagnostics: st.diagnostics,
    ...(st.outsideImages?.size ? { outsideImages: [...st.outsideImages] } : {}),
  };
}
