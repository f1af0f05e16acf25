// Parse (the first job of rendering a file read as Markdown): text to mdast by markdown-it
// (content/markdown-it.ts, the same tree micromark builds: a test compares the two). MDX files are
// parsed inside the MDX compiler (mdx-compile.ts). A syntax error becomes a located diagnostic.
import type { Root as MdRoot } from 'mdast';
import { parseMarkdown } from './markdown-it.ts';
import type { Diagnostic, SourceFile } from '../types.ts';

export function parseBody(body: string, opts: { asMdx?: boolean } = {}): MdRoot {
  return parseMarkdown(body, opts);
}

/** A parser's or compiler's error as a diagnostic at the place it names. */
export function parseErrorDiagnostic(error: unknown, file: SourceFile, lines: string[]): Diagnostic {
  const e = error as { line?: number; column?: number; reason?: string; message: string; place?: { line?: number; column?: number; start?: { line: number; column: number } } };
  // Some parser errors carry their position only inside the message, as "(8:1-8:23)".
  const fromText = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(e.reason ?? e.message);
  const line = e.line ?? e.place?.line ?? e.place?.start?.line ?? (fromText ? Number(fromText[1]) : undefined);
  const column = e.column ?? e.place?.column ?? e.place?.start?.column ?? (fromText ? Number(fromText[2]) : undefined);
  return {
    code: 'mdx-syntax',
    severity: 'error',
    message: `Could not parse MDX: ${e.reason ?? e.message}`,
    hint: 'Close every JSX tag, and escape "{", "}" and "<" in prose as \\{, \\} and \\<.',
    file: file.relPath,
    line,
    column,
    sourceLine: line ? lines[line - 1] : undefined,
  };
}
