// The MDX parser's fast path: an MDX file is mostly Markdown, and micromark with MDX and GFM reads
// it at ~2.5 ms a file where markdown-it reads the same Markdown in ~0.4 ms. The file is cut into
// runs of top-level blocks; runs with no MDX in them (no JSX, expression or ESM: the rule that
// sends a whole `.md` file to markdown-it, mdx-fast-path.ts) are read by markdown-it, the rest by
// micromark, and the trees are joined. Each run is parsed alone and its tree moved to the run's
// place (moveTo), so every position, in the tree and in the estree of ESM and expressions, is the
// one the whole-file parse gives. (Parsing each run behind its file's text blanked to spaces gave
// the same positions, but made micromark read five times the text on the Zaparoo site.)
// tests/integration/parser-parity-*.test.ts builds sites both ways and compares every byte;
// `markdown.fastPath: false` turns this off.
import type { Root, RootContent } from 'mdast';
import { parseMarkdown } from './markdown-it.ts';
import { usesMdx, withoutEscapes } from './mdx-fast-path.ts';
import { fenceStep } from './prose-lines.ts';

type Parse = (doc: string) => Root;

export interface Run {
  start: number;
  end: number;
  mdx: boolean;
}

// Definitions and footnotes reach across the file; where a file has one, micromark reads it whole.
export const DEFINITION = /^ {0,3}\[(?:[^\]\\\n]|\\.)+\]:/m;
const DIRECTIVE_OPEN = /^\s*:{3,}[A-Za-z]/;
const DIRECTIVE_CLOSE = /^\s*:{3,}\s*$/;
// After a blank line, a line starting here begins a new top-level block in CommonMark and MDX
// alike: not indented (no list item or JSX continues), not a list marker (a list continues).
const FRESH_START = /^(?![*+-](?:[ \t]|$)|\d{1,9}[.)](?:[ \t]|$))\S/;
// A run whose MDX does not close within it is joined to the next; past this, the whole file.
const MAX_JOINS = 8;
// A JSX tag: "<Name", "</Name", "<a.b" (not an autolink: "<https:" and "<me@" do not match).
const TAG = /<(\/?)([A-Za-z][\w.-]*)(?=[\s/>]|$)/g;

/**
 * The JSX elements open after `line`, given those open before it (innermost last). A blank line
 * inside one is no place to cut: the run would fail to parse and be joined to the next, each try
 * a parse of its own (on the site's <Tabs> pages, two thirds of the MDX parse time). A misreading
 * costs only speed: a missed element is found by that failed parse, a phantom one stops cuts.
 */
function openElements(written: string, open: string[], pending: { name?: string }): void {
  // Code spans and escapes hold no tags (`steam://<app_id>`, `\<data dir\>`): read as one, they
  // would be phantoms that stop every cut after them.
  const line = withoutEscapes(written.replace(/(`+)(?!`).*?(?<!`)\1(?!`)/g, ''));
  let from = 0;
  if (pending.name !== undefined) {
    // An opening tag that went on past its line: it ends at the next ">".
    const end = line.indexOf('>');
    if (end < 0) return;
    if (line[end - 1] === '/') open.splice(open.lastIndexOf(pending.name), 1);
    pending.name = undefined;
    from = end + 1;
  }
  TAG.lastIndex = from;
  for (let m = TAG.exec(line); m; m = TAG.exec(line)) {
    const [, closing, name] = m as unknown as [string, string, string];
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at >= 0) open.length = at;
      continue;
    }
    open.push(name);
    const end = line.indexOf('>', TAG.lastIndex);
    if (end < 0) {
      pending.name = name;
      return;
    }
    if (line[end - 1] === '/') open.pop();
    TAG.lastIndex = end + 1;
  }
}

/** Where the file may be cut: at blank lines outside code, directives and open blocks. */
export function splitRuns(doc: string): Run[] | undefined {
  if (DEFINITION.test(doc)) return undefined;
  const lines = doc.split('\n');
  const cuts: number[] = [0];
  let fence: string | undefined;
  let depth = 0;
  const elements: string[] = [];
  const pending: { name?: string } = {};
  let offset = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const wasFenced = fence !== undefined;
    fence = fenceStep(line, fence) || undefined;
    if (!wasFenced && !fence) {
      if (DIRECTIVE_OPEN.test(line)) depth++;
      else if (DIRECTIVE_CLOSE.test(line) && depth > 0) depth--;
      if (line.includes('<') || pending.name !== undefined) openElements(line, elements, pending);
    }
    const next = lines[i + 1];
    offset += line.length + 1;
    if (!fence && depth === 0 && !elements.length && /^\s*$/.test(line) && next !== undefined && FRESH_START.test(next))
      cuts.push(offset);
  }
  cuts.push(doc.length);
  const runs: Run[] = [];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const run = { start: cuts[i]!, end: cuts[i + 1]!, mdx: usesMdx(doc.slice(cuts[i], cuts[i + 1])) };
    const last = runs[runs.length - 1];
    // Neighbours of one kind are one run: fewer parses, and JSX may span them.
    if (last && last.mdx === run.mdx) last.end = run.end;
    else runs.push(run);
  }
  return runs;
}

/**
 * Reads `runs` in order: `plain` takes each run without MDX, `mdx` each run with it, and may throw
 * on JSX or an expression left open there that closes in a later run (a <Tabs> around Markdown):
 * the run is joined to the next and tried again. False when a handler gave up, or a run never
 * closed within MAX_JOINS joins: the caller reads the whole file instead, whose parse names a real
 * error at its place.
 */
export function readRuns(
  doc: string,
  runs: Run[],
  handle: { plain(text: string, run: Run): boolean | void; mdx(text: string, run: Run): void },
): boolean {
  let joins = 0;
  for (let i = 0; i < runs.length; i++) {
    const run = runs[i]!;
    const text = doc.slice(run.start, run.end);
    if (!run.mdx) {
      if (handle.plain(text, run) === false) return false;
      continue;
    }
    try {
      handle.mdx(text, run);
    } catch {
      const following = runs[i + 1];
      if (!following || ++joins > MAX_JOINS) return false;
      runs[i + 1] = { start: run.start, end: following.end, mdx: true };
    }
  }
  return true;
}

/** `micromark` parses a whole document as MDX; it is the reference and the fallback. */
export function splitParse(doc: string, micromark: Parse): Root {
  const runs = splitRuns(doc);
  if (!runs || !runs.some((r) => !r.mdx) || !runs.some((r) => r.mdx)) return micromark(doc);
  const children: RootContent[] = [];
  const read = readRuns(doc, runs, {
    plain: (text, run) => {
      children.push(...moveTo(parseMarkdown(text, { asMdx: true }).children, doc, run.start));
    },
    mdx: (text, run) => {
      children.push(...moveTo(micromark(text).children, doc, run.start));
    },
  });
  if (!read) return micromark(doc);
  return { type: 'root', children, position: { start: { line: 1, column: 1, offset: 0 }, end: endOf(doc) } };
}

type Point = { line: number; column: number; offset?: number };

/**
 * Moves the nodes of a run parsed alone to the run's place in `doc`, which starts a line: every
 * point of the mdast (`position`) and of the estree in its `data` (`start`, `end`, `range`, `loc`)
 * goes down the lines and on the characters before it; columns stay. acorn shares point objects
 * between nodes that start together, so each object moves once.
 */
function moveTo<T>(nodes: T[], doc: string, start: number): T[] {
  if (start === 0) return nodes;
  let lines = 0;
  for (let at = doc.indexOf('\n'); at !== -1 && at < start; at = doc.indexOf('\n', at + 1)) lines++;
  const moved = new WeakSet<object>();
  const point = (p: Point | undefined) => {
    if (!p || moved.has(p)) return;
    moved.add(p);
    p.line += lines;
    if (typeof p.offset === 'number') p.offset += start;
  };
  const visit = (value: unknown): void => {
    if (!value || typeof value !== 'object' || moved.has(value)) return;
    moved.add(value);
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    const node = value as Record<string, unknown>;
    // An estree node (it has `loc` or `range`); an mdast list's `start` is its first number.
    const estree = 'loc' in node || 'range' in node;
    for (const key in node) {
      const field = node[key];
      if (key === 'position' || key === 'loc') {
        const span = field as { start?: Point; end?: Point } | undefined;
        point(span?.start);
        point(span?.end);
      } else if (estree && (key === 'start' || key === 'end') && typeof field === 'number') {
        node[key] = field + start;
      } else if (key === 'range' && Array.isArray(field) && !moved.has(field)) {
        moved.add(field);
        for (let k = 0; k < field.length; k++) field[k] = (field[k] as number) + start;
      } else visit(field);
    }
  };
  visit(nodes);
  return nodes;
}

function endOf(doc: string): { line: number; column: number; offset: number } {
  const lastBreak = doc.lastIndexOf('\n');
  return { line: doc.split('\n').length, column: doc.length - lastBreak, offset: doc.length };
}
