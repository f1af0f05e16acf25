// Parse (the first job of rendering a file read as Markdown): text to mdast. The one seam between
// the two parsers: micromark (remark-parse, as Docusaurus reads Markdown) is the reference, and
// markdown-it (content/markdown-it.ts) a fast path that builds the same tree;
// tests/unit/content/parser-parity.test.ts holds every file and spec example to it. MDX is parsed
// inside the MDX compiler (mdx-compile.ts). A syntax error becomes a located diagnostic.
import type { Root as MdRoot } from 'mdast';
import type { Processor } from 'unified';
import { parseMarkdown } from './markdown-it.ts';
import { preprocessAdmonitionTitles } from './admonitions.ts';
import type { Diagnostic, SourceFile } from '../types.ts';
import { diag } from '../diagnostics.ts';

// Loaded before the first file micromark reads: a site whose files all take the fast path never does.
let micromark: Processor<MdRoot> | undefined;
let loading: Promise<void> | undefined;

/** Loads the reference parser; `parseBody` with `micromark` needs it loaded. */
export function loadMicromark(): Promise<void> {
  loading ??= Promise.all([
    import('unified'),
    import('remark-parse'),
    import('remark-gfm'),
    import('remark-directive'),
  ]).then(([{ unified }, { default: remarkParse }, { default: remarkGfm }, { default: remarkDirective }]) => {
    micromark = unified().use(remarkParse).use(remarkGfm).use(remarkDirective) as unknown as Processor<MdRoot>;
  });
  return loading;
}

/** `asMdx`: MDX's rules without JSX (no indented code); `micromark`: the reference parser. */
export function parseBody(body: string, opts: { asMdx?: boolean; micromark?: boolean } = {}): MdRoot {
  if (!opts.micromark) return parseMarkdown(body, opts);
  if (opts.asMdx) throw new Error('A .md file read as MDX by micromark goes through the MDX compiler.');
  if (!micromark) throw new Error('loadMicromark() must finish before micromark parses a file.');
  return micromark.parse(preprocessAdmonitionTitles(body));
}

/** A parser's or compiler's error as a diagnostic at the place it names. */
export function parseErrorDiagnostic(error: unknown, file: SourceFile, lines: string[]): Diagnostic {
  const e = error as {
    line?: number;
    column?: number;
    reason?: string;
    message: string;
    place?: { line?: number; column?: number; start?: { line: number; column: number } };
  };
  // Some parser errors carry their position only inside the message, as "(8:1-8:23)".
  const fromText = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(e.reason ?? e.message);
  const line = e.line ?? e.place?.line ?? e.place?.start?.line ?? (fromText ? Number(fromText[1]) : undefined);
  const column = e.column ?? e.place?.column ?? e.place?.start?.column ?? (fromText ? Number(fromText[2]) : undefined);
  return diag({
    code: 'mdx-syntax',
    args: { error: e.reason ?? e.message },
    file: file.relPath,
    line,
    // Never a column before the line's start: the line alone then.
    column: column !== undefined && column >= 1 ? column : undefined,
    sourceLine: line ? lines[line - 1] : undefined,
  });
}
