// Compile (the MDX path's first job): one MDX file to an ES module with @mdx-js/mdx, the compiler
// Docusaurus, Astro and Next use. zapsite's own Markdown rules run inside it as a remark plugin
// (transform-mdx.ts), so links, images, admonitions, code blocks and truncate markers behave as in
// `.md` files; what JSX and expressions compute is left to React when the page renders.
import type { Root as MdRoot } from 'mdast';
import type { Handler } from 'mdast-util-to-hast';
import { mdxCompatibility } from './mdx-compat.ts';
import { transformMdx, CODE_INDEX, type MdxFacts, type MdxTransformOptions } from './transform-mdx.ts';
import { parseErrorDiagnostic } from './parse.ts';
import type { State } from './state.ts';

type Processor = { process(file: { value: string; path: string; data: Record<string, unknown> }): Promise<{ value: unknown; map?: object }> };
interface CompileJob {
  st: State;
  opts: MdxTransformOptions;
  facts?: MdxFacts;
}

// The compiler and its plugins load on the first MDX file: a site without MDX never imports them.
let processor: Promise<Processor> | undefined;
function mdxProcessor(): Promise<Processor> {
  processor ??= (async () => {
    const [{ createProcessor }, { default: remarkGfm }, { default: remarkDirective }, { default: sourceMap }] = await Promise.all([import('@mdx-js/mdx'), import('remark-gfm'), import('remark-directive'), import('source-map')]);
    const remarkZapsite = () => (tree: MdRoot, file: { data: Record<string, unknown> }) => {
      const job = file.data.zs as CompileJob;
      job.facts = transformMdx(tree, job.st, job.opts);
    };
    const handlers: Record<string, Handler> = {
      // Code is highlighted once the page is rendered (grammars load asynchronously): the page
      // carries the block's number, and transform-hast.ts puts the highlighted block there.
      code: (_state, node: object) => ({ type: 'element', tagName: 'zs-code', properties: { index: (node as { [CODE_INDEX]?: number })[CODE_INDEX] ?? -1 }, children: [] }),
      zsTruncate: () => ({ type: 'element', tagName: 'zs-truncate', properties: {}, children: [] }),
    };
    return createProcessor({
      format: 'mdx',
      outputFormat: 'program',
      jsxImportSource: 'react',
      development: false,
      remarkPlugins: [remarkGfm, remarkDirective, remarkZapsite],
      remarkRehypeOptions: { handlers, footnoteLabelTagName: 'h2' },
      // A source map lets an error thrown while a page renders point into the MDX file.
      SourceMapGenerator: sourceMap.SourceMapGenerator,
    }) as unknown as Processor;
  })();
  return processor;
}

export interface CompiledMdx {
  /** The ES module's source: `export default function MDXContent(props)`, and the file's own exports. */
  js: string;
  facts: MdxFacts;
}

/** One file's MDX to JavaScript; a syntax error becomes a located diagnostic on `st`. */
export async function compileMdx(body: string, st: State, opts: MdxTransformOptions): Promise<CompiledMdx | undefined> {
  const compile = await mdxProcessor();
  const job: CompileJob = { st, opts };
  try {
    const out = await compile.process({ value: mdxCompatibility(body), path: st.file.absPath, data: { zs: job } });
    const map = out.map ? `\n//# sourceMappingURL=data:application/json;base64,${Buffer.from(JSON.stringify(out.map)).toString('base64')}\n` : '';
    return { js: String(out.value) + map, facts: job.facts! };
  } catch (error) {
    st.diagnostics.push(parseErrorDiagnostic(error, st.file, st.lines));
    return undefined;
  }
}
