// Where a setting is written in a config's source: the config errors' positions, and the migrate
// report's lines. A config is code, so this is a search, not a parse: each segment of the setting's
// path is looked for inside the value of the one before it (`docs`, then `sidebarPath` between the
// braces after `docs:`), and an array index counts the elements of the array literal written there.
// Comments are blanked first, so a key named in a comment is never taken for the key.
import { positionAt, type TextPosition } from '../text-position.ts';

/** Where a key is written; its column is at the key's first character. */
export type KeyPosition = TextPosition;

/**
 * The position of the deepest segment of `path` written in the text, walking from the top, and how
 * many segments were found (fewer than the path's length when the rest is in a spread, a variable
 * or another file, or missing). Undefined when not even the first segment is written.
 */
export function positionOf(
  text: string,
  path: readonly (string | number)[],
): { position: KeyPosition; found: number } | undefined {
  const code = blankComments(text);
  let from = 0;
  let to = code.length;
  let at = -1;
  let found = 0;
  for (const segment of path) {
    const next =
      typeof segment === 'number'
        ? at >= 0
          ? elementStart(code, valueStart(code, at), segment)
          : -1
        : indexOfKey(code, segment, { from, to, direct: found > 0 });
    if (next < 0) break;
    at = next;
    found++;
    from = typeof segment === 'number' ? at : valueStart(code, at);
    to = Math.min(to, valueEnd(code, from));
  }
  return at >= 0 ? { position: positionAt(text, at), found } : undefined;
}

/**
 * Where a config error points: the deepest segment of `path` written in the config, or, when none
 * is (a missing top-level key, an error about the whole config), the `export default` line.
 */
export function configPosition(text: string, path: readonly (string | number)[]): KeyPosition | undefined {
  const located = positionOf(text, path);
  if (located) return located.position;
  const exported = /\bexport\s+default\b/.exec(blankComments(text));
  return exported ? positionAt(text, exported.index) : undefined;
}

/**
 * The 1-based line of the setting, for the migrate report; when its last segment is not under its
 * parent (a spread, a variable), the first appearance of that segment anywhere.
 */
export function lineOf(text: string, path: string[]): number | undefined {
  const located = positionOf(text, path);
  if (located && located.found === path.length) return located.position.line;
  const anywhere = indexOfKey(blankComments(text), path[path.length - 1]!, { from: 0, to: text.length, direct: false });
  return anywhere >= 0 ? positionAt(text, anywhere).line : undefined;
}

/**
 * A key named `segment` between `from` and `to`, not inside a string; with `direct`, the first key
 * of the object literal opening at `from` (one bracket deep), not of one nested in it. A quoted
 * string equal to the segment (a plugin's package name in an array) counts when no key does.
 */
/** Where a key is looked for: between `from` and `to`, directly in the object at `from` or at any depth. */
interface Span {
  from: number;
  to: number;
  direct: boolean;
}

function indexOfKey(code: string, segment: string, span: Span): number {
  const escaped = segment.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const quoted = `(['"\`])${escaped}\\1`;
  // A key (`name:`, a method `name(`, `'name':`), else the string.
  const key = /^[A-Za-z_$][\w$]*$/.test(segment) ? `(?<![\\w$.])${escaped}\\s*[:(]|${quoted}\\s*:` : `${quoted}\\s*:`;
  const at = firstMatch(code, new RegExp(key, 'g'), span);
  return at >= 0 ? at : firstMatch(code, new RegExp(quoted, 'g'), span);
}

function firstMatch(code: string, pattern: RegExp, { from, to, direct }: Span): number {
  pattern.lastIndex = from;
  // Without `direct` (a path's first segment), the least deeply nested match wins: the config's own
  // `title` rather than `blog.title` written before it.
  let best = -1;
  let bestDepth = Infinity;
  for (let match = pattern.exec(code); match && match.index < to; match = pattern.exec(code)) {
    const depth = depthAt(code, from, match.index);
    if (depth < 0 || (direct && depth !== 1)) continue;
    if (direct) return match.index;
    if (depth < bestDepth) [best, bestDepth] = [match.index, depth];
  }
  return best;
}

/** Brackets open between `from` and `target`, or -1 when `target` is inside a string. */
function depthAt(code: string, from: number, target: number): number {
  let depth = 0;
  for (let i = from; i < target; i++) {
    const c = code[i]!;
    if (c === '"' || c === "'" || c === '`') {
      i = stringEnd(code, i);
      if (i >= target) return -1;
    } else if (c === '{' || c === '[' || c === '(') depth++;
    else if (c === '}' || c === ']' || c === ')') depth--;
  }
  return depth;
}

/** Where the value of the key at `at` starts: past the key, the colon and blanks. */
function valueStart(code: string, at: number): number {
  const key = /^(?:(['"`])(?:(?!\1).)*\1|[\w$]+)\s*:?\s*/.exec(code.slice(at, at + 400));
  return at + (key ? key[0].length : 0);
}

/** Where the value starting at `start` ends: its closing bracket, or the comma or bracket after it. */
function valueEnd(code: string, start: number): number {
  let depth = 0;
  for (let i = start; i < code.length; i++) {
    const c = code[i]!;
    if (c === '"' || c === "'" || c === '`') i = stringEnd(code, i);
    else if (c === '{' || c === '[' || c === '(') depth++;
    else if (c === '}' || c === ']' || c === ')') {
      if (depth === 0) return i;
      depth--;
      if (depth === 0 && i >= start && /[{[(]/.test(code[start]!)) return i + 1;
    } else if (c === ',' && depth === 0) return i;
  }
  return code.length;
}

/** The start of element `index` of the array literal at `start`, or -1 when it is not written there. */
function elementStart(code: string, start: number, index: number): number {
  if (code[start] !== '[') return -1;
  const end = valueEnd(code, start);
  let i = start + 1;
  for (let n = 0; n < index; n++) {
    i = valueEnd(code, skipBlanks(code, i));
    if (code[i] !== ',') return -1;
    i++;
  }
  i = skipBlanks(code, i);
  return i < end - 1 && code[i] !== ']' ? i : -1;
}

function skipBlanks(code: string, i: number): number {
  while (i < code.length && /\s/.test(code[i]!)) i++;
  return i;
}

/** The index of the quote closing the string opened at `open` (template literals end at their backtick). */
function stringEnd(code: string, open: number): number {
  const quote = code[open];
  for (let i = open + 1; i < code.length; i++) {
    if (code[i] === '\\') i++;
    else if (code[i] === quote) return i;
    else if (code[i] === '\n' && quote !== '`') return i;
  }
  return code.length;
}

/** The text with every comment's characters turned to spaces (line breaks kept), so offsets stay. */
function blankComments(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '"' || c === "'" || c === '`') {
      const end = stringEnd(text, i);
      out += text.slice(i, end + 1);
      i = end + 1;
    } else if (c === '/' && text[i + 1] === '/') {
      const end = text.indexOf('\n', i);
      const stop = end < 0 ? text.length : end;
      out += ' '.repeat(stop - i);
      i = stop;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end < 0 ? text.length : end + 2;
      out += text.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}
