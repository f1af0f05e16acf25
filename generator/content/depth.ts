// How deep a document nests, measured on its text before any parser runs. The parsers and the
// tree walkers after them recurse once per level: 5,000 nested <div>s, blockquotes or brackets
// ran the stack out ("Maximum call stack size exceeded", no file, no line) or took minutes
// (micromark and the MDX compiler are quadratic in depth). No page needs 100 levels, so deeper
// input stops at the scan with the place where it passes the limit.
//
// The scan is linear and deliberately simple: it counts what the parsers nest on, outside code
// fences and code spans:
// - blockquote and list markers that open a line ("> > - 1. text"), and list items indented
//   under one another (a list is two levels: the list and its item);
// - emphasis delimiters that open ("*", "__", "***") and have not closed yet in the paragraph;
// - in MDX, JSX tags and, inside {expressions}, brackets of every kind.

import { fenceStep } from './prose-lines.ts';

export const MAX_NESTING = 100;

export interface TooDeep {
  /** 1-based, where the level past the limit opens. */
  line: number;
  column: number;
  /** What nests there, for the message. */
  what: 'blockquotes and lists' | 'emphasis markers' | 'tags and expressions';
}

/** A list is two levels to the parsers: the list and its item. */
const LIST_LEVELS = 2;
const CONTAINER = /^[ \t]{0,3}(?:>|[-+*](?=[ \t])|\d{1,9}[.)](?=[ \t]))[ \t]?/;
const NOT_BLANK = /\S/;
const CONTAINER_START = /^[ \t]*[>*+\-\d]/;
const LIST_ITEM = /^([ \t]*)(?:[-+*]|\d{1,9}[.)])[ \t]+\S/;
const DELIMITER_RUN = /\*+|_+/g;
const CODE_SPAN = /(`+)[^`]*?\1/g;
const THEMATIC_BREAK = /^[ \t]*([-*_])([ \t]*\1){2,}[ \t]*$/;

/** Where `text` first nests deeper than `limit` levels, or undefined. */
export function findTooDeep(text: string, opts: { mdx: boolean; limit?: number }): TooDeep | undefined {
  const limit = opts.limit ?? MAX_NESTING;
  const lines = text.split('\n');
  const body = frontMatterEnd(lines);
  const listIndents: number[] = [];
  const jsx = opts.mdx ? new JsxDepth(limit) : undefined;
  let emphasis = 0;
  let fence: string | undefined;
  for (let i = body; i < lines.length; i++) {
    const raw = lines[i]!;
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    // The cheap tests first: on 10,000 pages this runs over 40 MB.
    const marks = line.includes('``') || line.includes('~~');
    if (fence) {
      if (marks) fence = fenceStep(line, fence) || undefined;
      continue;
    }
    if (marks && (fence = fenceStep(line, undefined))) continue;
    if (!NOT_BLANK.test(line)) {
      emphasis = 0; // emphasis never spans paragraphs
      continue;
    }

    let rest = line;
    let markers = 0;
    let column = 1;
    const maybeContainer = CONTAINER_START.test(line);
    for (let m = maybeContainer ? CONTAINER.exec(rest) : null; m; m = CONTAINER.exec(rest)) {
      markers += m[0][m[0].search(/\S/)] === '>' ? 1 : LIST_LEVELS;
      if (markers > limit) return { line: i + 1, column: column + m[0].search(/\S/), what: 'blockquotes and lists' };
      column += m[0].length;
      rest = rest.slice(m[0].length);
    }
    const indent = line.length - line.trimStart().length;
    while (listIndents.length && listIndents[listIndents.length - 1]! >= indent) listIndents.pop();
    if (maybeContainer && LIST_ITEM.test(line)) {
      listIndents.push(indent);
      if (listIndents.length * LIST_LEVELS > limit)
        return { line: i + 1, column: indent + 1, what: 'blockquotes and lists' };
    }

    if (markers || /^[ \t]*#/.test(line)) emphasis = 0;
    if ((line.includes('*') || line.includes('_')) && !THEMATIC_BREAK.test(line)) {
      for (const run of line.replace(CODE_SPAN, (span) => ' '.repeat(span.length)).matchAll(DELIMITER_RUN)) {
        const before = run.index ? line[run.index - 1]! : ' ';
        const after = line[run.index + run[0].length] ?? ' ';
        // CommonMark's flanking rules, simplified: a run that can only open adds levels, one that
        // can only close takes them away; a run inside a word does neither.
        const opens = !/\s/.test(after) && /[\s\p{P}]/u.test(before);
        const closes = !/\s/.test(before) && /[\s\p{P}]/u.test(after);
        if (opens === closes) continue;
        const levels = Math.ceil(run[0].length / 2);
        if (closes) emphasis = Math.max(0, emphasis - levels);
        else if ((emphasis += levels) > limit) return { line: i + 1, column: run.index + 1, what: 'emphasis markers' };
      }
    }
    const deep = jsx?.line(line, i + 1);
    if (deep) return deep;
  }
  return undefined;
}

/** The index of the first line after YAML front matter (0 when there is none). */
function frontMatterEnd(lines: string[]): number {
  if (lines[0]?.replace(/\r$/, '') !== '---') return 0;
  for (let i = 1; i < lines.length; i++) if (/^(---|\.\.\.)\s*$/.test(lines[i]!)) return i + 1;
  return 0;
}

type Mode = 'expression' | 'tag' | 'children';

/**
 * JSX tags and {expressions} across the lines of an MDX file: one level per element and per open
 * bracket inside an expression, nested in any order (`<A b={<A b={…} />} />`, `{x && <b>…</b>}`).
 */
class JsxDepth {
  private readonly stack: Mode[] = [];
  private quote: string | undefined;
  /** Inside an HTML comment that goes on past this line. */
  private inComment = false;
  private readonly limit: number;
  constructor(limit: number) {
    this.limit = limit;
  }

  line(text: string, lineNo: number): TooDeep | undefined {
    // Only template literals go on past the end of a line.
    if (this.quote !== '`') this.quote = undefined;
    let from = 0;
    if (this.inComment) {
      const end = text.indexOf('-->');
      if (end < 0) return undefined;
      this.inComment = false;
      from = end + 3;
    }
    if (!this.quote && !this.stack.length && !/[<{]/.test(text)) return undefined;
    const stack = this.stack;
    const push = (mode: Mode, at: number): TooDeep | undefined => {
      stack.push(mode);
      return stack.length > this.limit ? { line: lineNo, column: at + 1, what: 'tags and expressions' } : undefined;
    };
    for (let i = from; i < text.length; i++) {
      const c = text[i]!;
      if (this.quote) {
        if (c === '\\') i++;
        else if (c === this.quote) this.quote = undefined;
        continue;
      }
      const mode = stack[stack.length - 1];
      let deep: TooDeep | undefined;
      if (mode === 'expression' || mode === 'tag') {
        if (c === '"' || c === "'" || (c === '`' && mode === 'expression')) this.quote = c;
        else if (c === '{' || (mode === 'expression' && (c === '(' || c === '['))) deep = push('expression', i);
        else if (mode === 'expression' && (c === '}' || c === ')' || c === ']')) stack.pop();
        else if (mode === 'tag' && c === '>') {
          stack.pop();
          if (text[i - 1] !== '/') deep = push('children', i);
        } else if (mode === 'expression' && c === '<') i = this.tagAt(text, i, push, (d) => (deep = d));
      } else if (c === '\\') i++;
      else if (c === '`') {
        // A code span: skip to the closing run of as many backticks on this line, if there is one.
        const run = /^`+/.exec(text.slice(i))![0];
        const end = text.indexOf(run, i + run.length);
        i = end >= 0 ? end + run.length - 1 : i + run.length - 1;
      } else if (c === '{') deep = push('expression', i);
      else if (text.startsWith('<!--', i)) {
        const end = text.indexOf('-->', i + 4);
        if (end < 0) {
          this.inComment = true;
          return undefined;
        }
        i = end + 2;
      } else if (c === '<') i = this.tagAt(text, i, push, (d) => (deep = d));
      if (deep) return deep;
    }
    return undefined;
  }

  /**
   * What a "<" at `at` starts: an opening tag (its attributes are read next), a closing tag (ends
   * the innermost element), a fragment, or nothing (an autolink, a comment, a lone "<").
   * Returns the index to go on from.
   */
  private tagAt(
    text: string,
    at: number,
    push: (mode: Mode, at: number) => TooDeep | undefined,
    onDeep: (d: TooDeep) => void,
  ): number {
    const m = /^<>|^<\/>|^<(\/?)[A-Za-z][\w.-]*(?=[\s/>])/.exec(text.slice(at));
    if (!m) return at;
    if (m[0] === '<>') {
      const deep = push('children', at);
      if (deep) onDeep(deep);
      return at + 1;
    }
    if (m[0] === '</>' || m[1] === '/') {
      const open = this.stack.lastIndexOf('children');
      if (open >= 0) this.stack.length = open;
      const end = text.indexOf('>', at);
      return end < 0 ? text.length - 1 : end;
    }
    const deep = push('tag', at);
    if (deep) onDeep(deep);
    return at + m[0].length - 1;
  }
}
