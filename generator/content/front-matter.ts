// Split YAML front matter from a Markdown source, keeping body line numbers identical.
import { parseDocument, LineCounter } from 'yaml';
// A CommonJS package whose names Node's ESM loader cannot see: taken from its default export.
import jsYaml from 'js-yaml';
import type { Diagnostic, FrontMatter } from '../types.ts';
import { diag } from '../diagnostics.ts';
import { fenceStep } from './prose-lines.ts';

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
        diag({
          code: 'front-matter-unclosed',
          file,
          line: 1,
          column: 1,
          sourceLine: source.split(/\r?\n/)[0],
        }),
      ],
    };
  }
  const yamlText = rest.slice(0, close.index);
  const consumed = open[0].length + close.index + close[0].length;
  const blankLines = source.slice(0, consumed).split('\n').length - 1;
  const body = '\n'.repeat(blankLines) + source.slice(consumed);
  const simple = simpleFrontMatter(yamlText);
  if (simple) return { frontMatter: simple as FrontMatter, body, diagnostics: [] };
  const lineCounter = new LineCounter();
  const doc = parseDocument(yamlText, { prettyErrors: false, uniqueKeys: true, lineCounter });
  const lines = source.split(/\r?\n/);
  const diagnostics: Diagnostic[] = doc.errors.map((e) => {
    const p = lineCounter.linePos(e.pos[0]);
    const line = p.line + 1; // +1 for the opening ---
    const column = p.col;
    return diag({
      code: 'front-matter-yaml',
      args: { problem: 'syntax', error: e.message.split('\n')[0]! },
      file,
      line,
      column,
      sourceLine: lines[line - 1],
    });
  });
  if (diagnostics.length) {
    const lenient = asDocusaurusReads(yamlText);
    if (lenient) return { frontMatter: lenient, body, diagnostics: [] };
    return { frontMatter: {}, body, diagnostics };
  }
  let data: unknown;
  try {
    // A bound on alias expansion: a few lines of anchors and aliases ("billion laughs") would
    // otherwise expand to billions of values. The library throws past it.
    data = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (e) {
    const at = firstAlias(yamlText);
    const line = at ? at.line + 1 : 2; // +1 for the opening ---
    return {
      frontMatter: {},
      body,
      diagnostics: [
        diag({
          code: 'front-matter-yaml',
          args: { problem: 'aliases', max: MAX_ALIAS_COUNT, error: (e as Error).message },
          file,
          line,
          column: at?.column ?? 1,
          sourceLine: lines[line - 1],
        }),
      ],
    };
  }
  if (data !== null && data !== undefined && (typeof data !== 'object' || Array.isArray(data))) {
    return {
      frontMatter: {},
      body,
      diagnostics: [
        diag({
          code: 'front-matter-shape',
          file,
          line: 2,
          column: 1,
          sourceLine: lines[1],
        }),
      ],
    };
  }
  return { frontMatter: (data ?? {}) as FrontMatter, body, diagnostics: [] };
}

const MAX_ALIAS_COUNT = 100;

/**
 * Front matter the YAML library rejects but Docusaurus reads: gray-matter parses it with js-yaml 3,
 * which takes a quoted value whose later lines are not indented (tolgee's `description: '…` over
 * three lines at the left margin), among others. Read with its core schema, as the library reads
 * the rest (dates stay text); undefined where js-yaml rejects it too, or it is not a mapping.
 */
function asDocusaurusReads(yamlText: string): FrontMatter | undefined {
  // js-yaml shares an alias's value where the library bounds their expansion: none is read this way.
  if (firstAlias(yamlText)) return undefined;
  try {
    const data: unknown = jsYaml.safeLoad(yamlText, { schema: jsYaml.CORE_SCHEMA });
    return data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as FrontMatter) : undefined;
  } catch {
    return undefined;
  }
}

/** Where the first alias (*name) is written, 1-based, for pointing at it. */
function firstAlias(yamlText: string): { line: number; column: number } | undefined {
  const m = /(^|[\s,[{])\*[^\s,\]}]+/m.exec(yamlText);
  if (!m) return undefined;
  const offset = m.index + m[1]!.length;
  const before = yamlText.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}

// Most front matter is a few "key: value" lines. Those are read here: the YAML library took
// ~0.15 ms a file, 0.15 s on 1,000 pages before any page could be planned. Anything this does
// not recognise with certainty (block lists, lists of more than words, quotes with escapes,
// numbers other than small integers, comments, dates, null) goes to the library;
// tests/unit/content/front-matter.test.ts holds the two to the same result.
const SIMPLE_LINE = /^([A-Za-z_][\w-]*):[ ]+(\S(?:.*\S)?)[ ]*$/;
// Plain words YAML reads as something other than a string.
const NOT_A_STRING_WORD = /^(?:null|Null|NULL|true|True|TRUE|false|False|FALSE)$/;
// Control characters, tabs and a byte order mark: the library's rules for them are its own.
const ODD_CHARS = /[\x00-\x1f\x7f-\x9f\u2028\u2029\uD800-\uDFFF\uFEFF\uFFFE\uFFFF]/;
// A plain value starting like this is not just a string in YAML (indicators, numbers, null).
const NOT_PLAIN = /^(?:[-?:,[\]{}#&*!|>%@`+~0-9]|\.[0-9]|\.(?:inf|Inf|INF|nan|NaN|NAN)$)/;

type Simple = string | number | boolean | string[];

export function simpleFrontMatter(yamlText: string): Record<string, Simple> | undefined {
  const out: Record<string, Simple> = {};
  for (const line of yamlText.split('\n')) {
    const l = line.endsWith('\r') ? line.slice(0, -1) : line;
    if (!l) continue;
    const m = SIMPLE_LINE.exec(l);
    if (!m) return undefined;
    const key = m[1]!;
    if (NOT_A_STRING_WORD.test(key) || key === '__proto__' || Object.hasOwn(out, key)) return undefined;
    const value = simpleScalar(m[2]!);
    if (value === undefined) return undefined;
    out[key] = value;
  }
  return out;
}

// A list of words, as tags and authors are written: "[wizzo, BossRighteous]". No "#", so no comments.
const WORD_LIST = /^\[(?:[ ]*[A-Za-z][\w. -]*[ ]*(?:,[ ]*[A-Za-z][\w. -]*[ ]*)*)?\]$/;

function simpleScalar(raw: string): Simple | undefined {
  if (ODD_CHARS.test(raw)) return undefined;
  if (raw[0] === '[') {
    if (!WORD_LIST.test(raw)) return undefined;
    const items = raw
      .slice(1, -1)
      .split(',')
      .map((w) => w.trim());
    if (items.length === 1 && !items[0]) return [];
    return items.some((w) => NOT_A_STRING_WORD.test(w)) ? undefined : items;
  }
  if (raw[0] === '"') return /^"[^"\\]*"$/.test(raw) ? raw.slice(1, -1) : undefined;
  if (raw[0] === "'") return /^'[^']*'$/.test(raw) ? raw.slice(1, -1) : undefined;
  if (/^(?:0|[1-9][0-9]{0,14})$/.test(raw)) return Number(raw);
  if (raw === 'true' || raw === 'false') return raw === 'true';
  if (NOT_PLAIN.test(raw) || raw.includes(': ') || raw.includes(' #') || raw.endsWith(':')) return undefined;
  if (NOT_A_STRING_WORD.test(raw)) return undefined;
  return raw;
}

/** The text of the first `# heading` outside code fences, cheaply, without a full parse. */
export function firstHeadingOf(body: string): string | undefined {
  let fence: string | undefined;
  for (const line of body.split('\n')) {
    const wasFenced = fence !== undefined;
    fence = fenceStep(line, fence) || undefined;
    if (wasFenced || fence) continue;
    const h = /^\s{0,3}#\s+(.+?)\s*#*\s*$/.exec(line);
    // Less an explicit id, `{#id}`, `{/* #id */}` or `<!-- #id -->`.
    // As Docusaurus's contentTitle: inline code unwrapped, other markup (`**`, `\_`) as written.
    if (h)
      return h[1]!.replace(/\s*(?:\{#[^}]+\}|\{\/\*[\s\S]*?\*\/\}|<!--[\s\S]*?-->)$/, '').replace(/`([^`]*)`/g, '$1');
    if (line.trim() && !/^\s*(import|export)\s/.test(line) && !/^\s*<!--/.test(line)) {
      // Only a heading before any other content counts as the title.
      if (!/^\s*$/.test(line)) return undefined;
    }
  }
  return undefined;
}
