// The build-time check of ```mermaid blocks (`markdown.mermaid`): mermaid's own parser runs in
// Node (drawing needs a browser, parsing does not), so a diagram that would fail in the browser
// is a located warning at build time. mermaid is imported only when a page has a diagram (a site
// without diagrams never pays for it), from its own prebuilt ES module build where it has one.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { report, type State } from './state.ts';
import { packageDir } from '../config/optional-packages.ts';
import { diag } from '../diagnostics.ts';

export interface MermaidBlock {
  code: string;
  /** The opening fence in the file. */
  line?: number;
  column?: number;
}

type MermaidApi = { parse(text: string): Promise<unknown> };
let loading: Promise<MermaidApi> | undefined;

export function loadMermaid(): Promise<MermaidApi> {
  loading ??= (async () => {
    const built = await prebuilt().catch(() => undefined);
    if (built) {
      quiet(built.purify);
      return built.mermaid;
    }
    quiet((await import('dompurify')).default as unknown as Record<string, unknown>);
    return (await import('mermaid')).default as unknown as MermaidApi;
  })();
  return loading;
}

/**
 * mermaid sanitises labels with DOMPurify, which in Node has no window and so no methods; the
 * parse result is thrown away, so letting text through unchanged is harmless here.
 */
function quiet(purify: Record<string, unknown>): void {
  if (purify.isSupported || typeof purify.addHook === 'function') return;
  Object.assign(purify, {
    addHook() {},
    removeHook() {},
    removeHooks() {},
    removeAllHooks() {},
    sanitize: (s: unknown) => String(s),
  });
}

/**
 * mermaid's own ES module build (dist/mermaid.esm.mjs: its packages inside a few dozen chunks),
 * which loads in ~50 ms of CPU where the package's entry, importing lodash-es, d3 and the rest file
 * by file, takes ~500 ms (mermaid 11). Its DOMPurify is a copy inside it, the `purify` the entry
 * imports from one of its chunks: that chunk is found in the entry's imports and loaded, the same
 * module instance the entry uses. Undefined when mermaid ships no such build or names it otherwise.
 */
export async function prebuilt(): Promise<{ mermaid: MermaidApi; purify: Record<string, unknown> } | undefined> {
  const dir = packageDir('mermaid', [fileURLToPath(import.meta.url)]);
  if (!dir) return undefined;
  const entry = join(dir, 'dist/mermaid.esm.mjs');
  const text = await readFile(entry, 'utf8');
  const from = [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.\/chunks\/[^"]+)"/g)].find((m) =>
    /(^|[\s,])purify\s*(,|$)/.test(m[1]!),
  );
  if (!from) return undefined;
  const chunk = (await import(pathToFileURL(join(dirname(entry), from[2]!)).href)) as {
    purify?: Record<string, unknown>;
  };
  const mermaid = ((await import(pathToFileURL(entry).href)) as { default?: MermaidApi }).default;
  return chunk.purify && typeof mermaid?.parse === 'function' ? { mermaid, purify: chunk.purify } : undefined;
}

/** mermaid's error as one line, and the diagram line it names when it names one. */
export function describeError(error: unknown): { message: string; line?: number } {
  const e = error as { message?: string; hash?: { loc?: { first_line?: number } } };
  const raw = String(e?.message ?? error);
  const langium = /line (\d+), column \d+:\s*([\s\S]*)$/.exec(raw);
  if (langium) return { message: langium[2]!.trim(), line: Number(langium[1]) };
  // jison: "Parse error on line N:", the text near it, a caret, then what it expected.
  const lines = raw.split('\n').filter((l) => l.trim());
  const jisonLine = e?.hash?.loc?.first_line;
  if ((lines[0] ?? '').startsWith('Parse error on line') && lines.length > 1)
    return { message: lines[lines.length - 1]!.trim(), line: jisonLine };
  return { message: lines.join(' ').replace(/\s+/g, ' ').trim() };
}

/**
 * Where in the file a diagram's line N is. mermaid drops front matter, directives, comment lines
 * and leading blank lines before it parses, so its line numbers count from elsewhere: then the
 * warning points at the fence.
 */
function locate(
  block: MermaidBlock,
  diagramLine: number | undefined,
  st: State,
): { line: number; column: number } | undefined {
  if (!block.line) return undefined;
  const fence = { line: block.line, column: block.column ?? 1 };
  const lines = block.code.replace(/\n$/, '').split('\n');
  const shifted = /^\s*(---|\n)/.test(block.code) || lines.some((l) => l.trim().startsWith('%%'));
  if (!diagramLine || shifted) return fence;
  const n = Math.min(Math.max(diagramLine, 1), lines.length);
  const fileLine = block.line + n;
  const text = st.lines[fileLine - 1];
  if (text === undefined || !text.includes(lines[n - 1]!.trim())) return fence;
  return { line: fileLine, column: text.search(/\S/) + 1 || 1 };
}

/** Parse each diagram the file holds; a failure is a warning at the fence (or the line it names). */
export async function checkDiagrams(st: State): Promise<void> {
  if (!st.diagrams.length) return;
  let mermaid: MermaidApi;
  try {
    mermaid = await loadMermaid();
  } catch {
    return; // mermaid not installed where the build runs: the browser still draws, or shows the source
  }
  for (const block of st.diagrams) {
    try {
      await mermaid.parse(block.code);
    } catch (error) {
      // Parts of the parser read the browser (a sequence diagram's box colour goes through window's
      // CSS): such a diagram cannot be checked in Node, which says nothing of the browser, where it draws.
      if (
        error instanceof ReferenceError &&
        /^(window|document|navigator|self|CSS) is not defined$/.test(error.message)
      )
        continue;
      const { message, line } = describeError(error);
      report(
        st,
        diag({
          code: 'mermaid-syntax',
          args: { error: message },
        }),
        locate(block, line, st),
      );
    }
  }
}
