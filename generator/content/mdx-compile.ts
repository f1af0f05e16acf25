// Compile (the MDX path's first job): one MDX file to an ES module with @mdx-js/mdx, the compiler
// Docusaurus, Astro and Next use. zapsite's own Markdown rules run inside it as a remark plugin
// (markdown-rules.ts, the same rules `.md` files go through), so links, images, admonitions, code blocks and truncate markers behave as in
// `.md` files; what JSX and expressions compute is left to React when the page renders.
import { loadEmojiFor } from './emoji.ts';
import type { FoundImage } from './outside-images.ts';
import type { Root as MdRoot } from 'mdast';
import type { Handler } from 'mdast-util-to-hast';
import type { Processor as UnifiedProcessor } from 'unified';
import { allInFlight } from './in-flight.ts';
import { mdxCompatibility } from './mdx-compat.ts';
import { CODE_INDEX, type MdxFacts, type MdxTransformOptions } from './transform-mdx.ts';
import type { RulesJob } from './markdown-rules.ts';
import { parseErrorDiagnostic } from './parse.ts';
import { newState, type State } from './state.ts';
import { splitParse } from './mdx-split-parse.ts';
import { recmaUnusedImports } from './mdx-unused-imports.ts';
import { splitFrontMatter } from './front-matter.ts';
import type { ContentComponents, LinkResolver } from './markdown.ts';
import type { PoolContext } from './render-pool.ts';
import type { SourceFile } from '../types.ts';
import {
  docusaurusFileData,
  markdownPipeline,
  PluginFailure,
  pluginDiagnostic,
  sitePluginsFor,
  type SitePlugins,
} from './site-plugins.ts';

type Processor = {
  process(file: {
    value: string;
    path: string;
    data: Record<string, unknown>;
  }): Promise<{ value: unknown; map?: object }>;
};
interface Compiling extends RulesJob {
  /** Markdown between the MDX read by markdown-it (mdx-split-parse.ts); off with `markdown.fastPath: false`. */
  fastPath: boolean;
}

// The compiler and its plugins load on the first MDX file: a site without MDX never imports them.
// A partial (an MDX or Markdown file another file imports, mdx-partials.ts) has its own: it takes
// the page's components from the page being rendered, and its code blocks carry their own text.
// The site's plugins (site-plugins.ts) make processors of their own, one per kind of content.
const processors = new Map<boolean, Promise<Processor>>();
/** MDX's own node types, which go from the Markdown tree to the HTML tree unchanged. */
const MDX_NODES = ['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement'];
/**
 * An MDX node moved into the HTML tree as it is. mdast-util-to-hast deep-copies each one it passes
 * through, its JavaScript syntax tree too (~70 ms on zaparoo.org's 164 MDX files); nothing reads the
 * Markdown tree once it is converted, so the copy is never needed.
 */
const asItIs: Handler = (state, node: { children?: unknown[] }) =>
  (node.children
    ? { ...node, children: state.all(node as Parameters<typeof state.all>[0]) }
    : node) as ReturnType<Handler>;

const withPlugins = new WeakMap<SitePlugins, Map<boolean, Promise<Processor>>>();
function mdxProcessor(partial: boolean, plugins?: SitePlugins): Promise<Processor> {
  const cache = plugins ? (withPlugins.get(plugins) ?? withPlugins.set(plugins, new Map()).get(plugins)!) : processors;
  let processor = cache.get(partial);
  if (processor) return processor;
  processor = (async () => {
    const [{ createProcessor }, { default: remarkGfm }, { default: remarkDirective }, { default: sourceMap }] =
      await Promise.all([
        import('@mdx-js/mdx'),
        import('remark-gfm'),
        import('remark-directive'),
        import('source-map'),
      ]);
    // Runs after remark-parse has set the parser, and wraps it. A site's plugin may call
    // `this.parse(markdown)` itself, with no file of ours: that text is read whole, by micromark.
    function splitParser(this: UnifiedProcessor) {
      const whole = this.parser!;
      this.parser = (doc, file) =>
        (file.data.zs as Compiling | undefined)?.fastPath
          ? splitParse(doc, (d) => whole(d, file) as MdRoot)
          : whole(doc, file);
    }
    const handlers: Record<string, Handler> = {
      // Code is highlighted once the page is rendered (grammars load asynchronously): the page
      // carries the block's number, and transform-hast.ts puts the highlighted block there. A
      // partial's blocks are not the page's: they carry their text, as @theme/CodeBlock's do.
      code: partial
        ? (_state, node: { value: string; lang?: string | null; meta?: string | null }) => ({
            type: 'element',
            tagName: 'zs-code',
            properties: { dataLang: node.lang ?? '', dataMeta: node.meta ?? '', dataCode: node.value },
            children: [],
          })
        : (_state, node: object) => ({
            type: 'element',
            tagName: 'zs-code',
            properties: { index: (node as { [CODE_INDEX]?: number })[CODE_INDEX] ?? -1 },
            children: [],
          }),
      zsTruncate: () => ({ type: 'element', tagName: 'zs-truncate', properties: {}, children: [] }),
      ...Object.fromEntries(MDX_NODES.map((type) => [type, asItIs])),
    };
    return createProcessor({
      format: 'mdx',
      outputFormat: 'program',
      jsxImportSource: 'react',
      ...(partial ? { providerImportSource: PARTIAL_PROVIDER } : {}),
      development: false,
      // The one list `.md` files go through too (site-plugins.ts markdownPipeline).
      ...markdownPipeline({ syntax: [remarkGfm, remarkDirective, splitParser], handlers }, plugins),
      recmaPlugins: [[recmaUnusedImports, ['react/jsx-runtime', PARTIAL_PROVIDER]]],
      // A source map lets an error thrown while a page renders point into the MDX file.
      SourceMapGenerator: sourceMap.SourceMapGenerator,
    }) as unknown as Processor;
  })();
  cache.set(partial, processor);
  return processor;
}

/** The module a partial's components come from (mdx-partials.ts answers it). */
export const PARTIAL_PROVIDER = 'zapsite:mdx-partial-components';

export interface CompiledMdx {
  /** The ES module's source: `export default function MDXContent(props)`, and the file's own exports. */
  js: string;
  facts: MdxFacts;
}

/** How a file is compiled: whether the fast parser may read it, and the site's Markdown plugins for its kind. */
interface CompileWith {
  fastPath: boolean;
  plugins?: SitePlugins;
}

/** One file's MDX to JavaScript; a syntax error becomes a located diagnostic on `st`. */
export async function compileMdx(
  body: string,
  st: State,
  opts: MdxTransformOptions,
  how: CompileWith,
): Promise<CompiledMdx | undefined> {
  const { fastPath, plugins } = how;
  const partial = opts.partial === true;
  const compile = await mdxProcessor(partial, plugins);
  await loadEmojiFor(body);
  // A partial's and a page's own `toc` export as Docusaurus writes it; a page that renders a component
  // gets one too, so its table of contents leaves out the headings the component renders.
  // The site's plugins see the tree micromark builds: one may add syntax markdown-it does not know.
  // `toc`: the file exports it as Docusaurus's MDX loader does (mdx-toc.ts), a partial or a page that names it.
  const job: Compiling = {
    st,
    mdx: opts,
    fastPath: fastPath && !plugins,
    toc: partial || TOC_RE.test(body) || COMPONENT_RE.test(body),
  };
  if (plugins?.remark.length) st.siteDirectives = true;
  const run = (commentPerLine: boolean) =>
    compile.process({
      value: mdxCompatibility(body, { commentPerLine }),
      path: st.file.absPath,
      ...(plugins ? { cwd: plugins.root } : {}),
      data: { zs: job, ...(plugins ? docusaurusFileData(st.file) : {}) },
    });
  try {
    // A comment that runs on into a lazy line: read again with its lines closed one by one (the
    // parser stops before any transform has run, so nothing of the first try is kept).
    const out = await run(false).catch((error: unknown) => {
      if (LAZY_COMMENT_RE.test(String((error as Error)?.message)) && body.includes('<!--')) return run(true);
      throw error;
    });
    const map = out.map
      ? `\n//# sourceMappingURL=data:application/json;base64,${Buffer.from(JSON.stringify(out.map)).toString('base64')}\n`
      : '';
    return { js: String(out.value) + frontMatterExport(body, st.file) + map, facts: job.facts! };
  } catch (error) {
    st.diagnostics.push(
      error instanceof PluginFailure
        ? pluginDiagnostic(error, st.file.relPath, st.lines)
        : parseErrorDiagnostic(error, st.file, st.lines),
    );
    return undefined;
  }
}

/**
 * `export const frontMatter`, as Docusaurus's MDX loader gives every file, for content that reads
 * it (`{frontMatter.related}`). Written after the module's code, so the source map's lines hold; the
 * content reads it when it renders, after the module has run.
 */
function frontMatterExport(body: string, file: SourceFile): string {
  if (!/\bfrontMatter\b/.test(body) || /\bexport\s+(?:const|let|var|function)\s+frontMatter\b/.test(body)) return '';
  const frontMatter = file.frontMatter ?? splitFrontMatter(file.text, file.relPath).frontMatter;
  return `\nexport const frontMatter = ${JSON.stringify(frontMatter)};`;
}

const TOC_RE = /\btoc\b/;
/** MDX's error for an expression that runs on into a lazy line of a container. */
const LAZY_COMMENT_RE = /Unexpected lazy line in expression/;
/** A JSX element of a component (a capitalised name), which may render headings of its own. */
const COMPONENT_RE = /<[A-Z]/;

/** One MDX file to compile, as plain data: it may be sent to a build worker. */
export interface MdxCompileJob {
  file: SourceFile;
  body: string;
  url: string;
}

/**
 * What compiling one file gives, as plain data (it may come back from a build worker): the module,
 * or none after a syntax error, and what the transforms recorded on the file's State.
 */
export interface MdxCompileResult {
  compiled: CompiledMdx | undefined;
  found: Pick<State, 'diagnostics' | 'links'> & { components: string[]; outsideImages?: [string, FoundImage][] };
  /** How long the compile took, on the thread that ran it. */
  ms: number;
}

/** The transform's options as plain data (`located` is a list, not a set). */
export interface MdxCompileOptions {
  located: string[];
  atProp: string;
  /** `markdown.fastPath`: the Markdown between the MDX is read by markdown-it. */
  fastPath: boolean;
}

/** Compiles every job it is given; the results are keyed by absolute path. */
export type MdxCompiler = (jobs: MdxCompileJob[], opts: MdxCompileOptions) => Promise<Map<string, MdxCompileResult>>;

/** What a file's State is made from besides the file: its link resolver and the site's settings. */
export type MdxLinks = { resolverFor: (pageUrl: string) => LinkResolver } & Pick<
  PoolContext,
  'onBrokenMarkdownLinks' | 'onBrokenImages' | 'onBrokenHtmlImages' | 'mermaid' | 'plugins'
>;

/**
 * Every job on this thread, one at a time. Started all at once, a thousand compiles hold their
 * syntax trees together: twice the memory and more time in the garbage collector for the same work.
 */
export async function compileInProcess(
  jobs: MdxCompileJob[],
  links: MdxLinks,
  components: ContentComponents,
  opts: MdxCompileOptions,
): Promise<Map<string, MdxCompileResult>> {
  const transform: MdxTransformOptions = { located: new Set(opts.located), atProp: opts.atProp };
  const out = new Map<string, MdxCompileResult>();
  const compile = async (job: MdxCompileJob) => {
    const started = performance.now();
    const st = newState(job.file, links.resolverFor(job.url), components, links);
    const compiled = await compileMdx(job.body, st, transform, {
      fastPath: opts.fastPath,
      plugins: await sitePluginsFor(links.plugins, job.file),
    });
    out.set(job.file.absPath, {
      compiled,
      found: {
        diagnostics: st.diagnostics,
        links: st.links,
        components: [...st.components],
        ...(st.outsideImages ? { outsideImages: [...st.outsideImages] } : {}),
      },
      ms: performance.now() - started,
    });
  };
  // One at a time, unless the site's own plugins run: then every file is in flight at once, as with
  // Docusaurus's loaders, since one file's transformer may wait for what another file's gives it.
  // Their times overlap then: each file is given an equal share of the whole, so the sum stays true.
  if (links.plugins) {
    const started = performance.now();
    await allInFlight(jobs, compile);
    const share = (performance.now() - started) / Math.max(jobs.length, 1);
    for (const r of out.values()) r.ms = share;
  } else for (const job of jobs) await compile(job);
  return out;
}

/**
 * One file's compile through `compileAll`: the files asked for in the same turn of the event loop
 * go out together, so they can be shared among the build workers.
 */
export function batchCompiles(
  compileAll: MdxCompiler,
  opts: MdxCompileOptions,
): (job: MdxCompileJob) => Promise<MdxCompileResult> {
  let waiting: { job: MdxCompileJob; resolve(r: MdxCompileResult): void; reject(e: unknown): void }[] = [];
  const flush = () => {
    const batch = waiting;
    waiting = [];
    compileAll(
      batch.map((w) => w.job),
      opts,
    ).then(
      (results) => batch.forEach((w) => w.resolve(results.get(w.job.file.absPath)!)),
      (error) => batch.forEach((w) => w.reject(error)),
    );
  };
  return (job) =>
    new Promise((resolve, reject) => {
      if (!waiting.length) setImmediate(flush);
      waiting.push({ job, resolve, reject });
    });
}
