// Split YAML front matter from a Markdown source, keeping body line numbers identical.
import { parseDocument, LineCounter } from 'yaml';
import type { Diagnostic, FrontMatter } from '../types.ts';

export interface SplitSource {
  frontMatter: FrontMatter;
  /** The body, with the front matter lines blanked so positions match the file. */
  body: string;
  diagnostics: Diagnostic[];
}

const OPEN = /^\uFEFF?---[ \t]*\r?\n/;

export function splitFrontMatter(source: string, file: string): SplitSource {
  const open = OPEN.exec(source);
  if (!open) return { frontMatter: {}, body: source, diagnostics: [] };
  const rest = source.slice(open[0].length);
  const close = /^---[ \t]*$/m.exec(rest);
  if (!close) {
    return {
      frontMatter: {},
      body: source,
      diagnostics: [
        {
          code: 'front-matter-unclosed',
          severity: 'error',
          message: 'Front matter is opened with "---" but never closed.',
          hint: 'Add a line with just "---" after the last front matter field.',
          file,
          line: 1,
          column: 1,
          sourceLine: source.split(/\r?\n/)[0],
        },
      ],
    };
  }
  const yamlText = rest.slice(0, close.index);
  const consumed = open[0].length + close.index + close[0].length;
  const blankLines = source.slice(0, consumed).split('\n').length - 1;
  const body = '\n'.repeat(blankLines) + source.slice(consumed);
  const lineCounter = new LineCounter();
  const doc = parseDocument(yamlText, { prettyErrors: false, uniqueKeys: true, lineCounter });
  const lines = source.split(/\r?\n/);
  const diagnostics: Diagnostic[] = doc.errors.map((e) => {
    const p = lineCounter.linePos(e.pos[0]);
    const line = p.line + 1; // +1 for the opening ---
    const column = p.col;
    return {
      code: 'front-matter-yaml',
      severity: 'error' as const,
      message: `Front matter is not valid YAML: ${e.message.split('\n')[0]}`,
      hint: 'Quote values that contain a colon, and indent nested keys with spaces.',
      file,
      line,
      column,
      sourceLine: lines[line - 1],
    };
  });
  if (diagnostics.length) return { frontMatter: {}, body, diagnostics };
  const data = doc.toJS() as unknown;
  if (data !== null && data !== undefined && (typeof data !== 'object' || Array.isArray(data))) {
    return {
      frontMatter: {},
      body,
      diagnostics: [
        {
          code: 'front-matter-shape',
          severity: 'error',
          message: 'Front matter must be a set of "key: value" fields.',
          file,
          line: 2,
          column: 1,
          sourceLine: lines[1],
        },
      ],
    };
  }
  return { frontMatter: (data ?? {}) as FrontMatter, body, diagnostics: [] };
}

/** The text of the first `# heading` outside code fences, cheaply, without a full parse. */
export function firstHeadingOf(body: string): string | undefined {
  let fence: string | null = null;
  for (const line of body.split('\n')) {
    const f = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (f) {
      if (!fence) fence = f[1]![0]!;
      else if (f[1]![0] === fence) fence = null;
      continue;
    }
    if (fence) continue;
    const h = /^\s{0,3}#\s+(.+?)\s*#*\s*$/.exec(line);
    if (h) return h[1]!.replace(/\s*\{#[^}]+\}$/, '').replace(/[*_`]/g, '');
    if (line.trim() && !/^\s*(import|export)\s/.test(line) && !/^\s*<!--/.test(line)) {
      // Only a heading before any other content counts as the title.
      if (!/^\s*$/.test(line)) return undefined;
    }
  }
  return undefined;
}
