// Parse (the first job of rendering a file): Markdown or MDX text to mdast. `.md` files go through
// markdown-it (content/markdown-it.ts, same tree as micromark: a test compares the two), `.mdx`
// through micromark with remark-mdx. A syntax error becomes a located diagnostic.
import type { Root as MdRoot } from 'mdast';
import { parseMarkdown } from './markdown-it.ts';
import { preprocessAdmonitionTitles } from './admonitions.ts';
import type { Diagnostic, SourceFile } from '../types.ts';

// MDX needs micromark (JSX, ESM). It is loaded on the first .mdx file: a site or a render worker
// without MDX never imports the remark stack (~75 ms of module loading).
type MdxParser = { parse(text: string): unknown };
let mdxParser: MdxParser | undefined;
let mdxLoading: Promise<void> | undefined;
export function loadMdxParser(): Promise<void> {
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

/** The file's body as mdast, or the located syntax error. Call loadMdxParser first for `.mdx`. */
export function parseBody(file: SourceFile, body: string, lines: string[]): { tree: MdRoot } | { error: Diagnostic } {
  try {
    return { tree: file.absPath.endsWith('.mdx') ? (mdxParser!.parse(preprocessAdmonitionTitles(body)) as MdRoot) : parseMarkdown(body) };
  } catch (error) {
    const e = error as { line?: number; column?: number; reason?: string; message: string; place?: { line?: number; column?: number; start?: { line: number; column: number } } };
    // Some parser errors carry their position only inside the message, as "(8:1-8:23)".
    const fromText = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(e.reason ?? e.message);
    const line = e.line ?? e.place?.line ?? e.place?.start?.line ?? (fromText ? Number(fromText[1]) : undefined);
    const column = e.column ?? e.place?.column ?? e.place?.start?.column ?? (fromText ? Number(fromText[2]) : undefined);
    return {
      error: {
        code: 'mdx-syntax',
        severity: 'error',
        message: `Could not parse MDX: ${e.reason ?? e.message}`,
        hint: 'Close every JSX tag, and escape "{", "}" and "<" in prose as \\{, \\} and \\<.',
        file: file.relPath,
        line,
        column,
        sourceLine: line ? lines[line - 1] : undefined,
      },
    };
  }
}
