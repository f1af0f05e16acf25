// Highlights and snippets as plain segments. The UI renders each segment as a React text node (inside
// <mark> when it matched), so no hit text is ever parsed as HTML: a record holding "<img onerror=...>"
// shows those characters.
import { HIGHLIGHT_POST, HIGHLIGHT_PRE } from './constants.ts';
import { JOINERS as JOIN, fold, wordSpans } from './tokenize.ts';

export interface Segment {
  text: string;
  match: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decode the few entities a highlighted value may carry; anything else stays as written. */
function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (all, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : all;
    }
    return ENTITIES[name.toLowerCase()] ?? all;
  });
}

function escapeText(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Split a value with highlight tags into segments. Only the two tags are special; all else is text. */
export function parseHighlighted(value: string, pre = HIGHLIGHT_PRE, post = HIGHLIGHT_POST): Segment[] {
  const out: Segment[] = [];
  let rest = value;
  let match = false;
  while (rest) {
    const tag = match ? post : pre;
    const i = rest.indexOf(tag);
    const chunk = i < 0 ? rest : rest.slice(0, i);
    if (chunk) out.push({ text: decodeEntities(chunk), match });
    if (i < 0) break;
    rest = rest.slice(i + tag.length);
    match = !match;
  }
  // Neighbours with the same state read better as one node.
  return out.reduce<Segment[]>((acc, s) => {
    const last = acc[acc.length - 1];
    if (last && last.match === s.match) last.text += s.text;
    else acc.push({ ...s });
    return acc;
  }, []);
}

export function segmentsToText(segments: readonly Segment[]): string {
  return segments.map((s) => s.text).join('');
}

/** Back to the wire format (escaped text, tags around matches): how local hits carry highlights. */
export function segmentsToValue(segments: readonly Segment[]): string {
  return segments
    .map((s) => (s.match ? HIGHLIGHT_PRE + escapeText(s.text) + HIGHLIGHT_POST : escapeText(s.text)))
    .join('');
}

type WordSpan = { start: number; end: number; match: boolean };

function wordMatches(word: string, terms: readonly string[]): boolean {
  if (!terms.length) return false;
  const f = fold(word);
  if (terms.some((t) => f.startsWith(t))) return true;
  return JOIN.test(f) && f.split(JOIN).some((part) => part && terms.some((t) => part.startsWith(t)));
}

function words(text: string): WordSpan[] {
  return wordSpans(text).map((w) => ({ ...w, match: false }));
}

function spansToSegments(text: string, spans: WordSpan[], from: number, to: number): Segment[] {
  const out: Segment[] = [];
  let pos = from;
  for (const w of spans) {
    if (!w.match || w.end <= from || w.start >= to) continue;
    if (w.start > pos) out.push({ text: text.slice(pos, w.start), match: false });
    out.push({ text: text.slice(Math.max(w.start, pos), Math.min(w.end, to)), match: true });
    pos = Math.min(w.end, to);
  }
  if (pos < to) out.push({ text: text.slice(pos, to), match: false });
  return out;
}

/** Mark every word that starts with one of the (folded) terms. */
export function highlight(text: string, terms: readonly string[]): { segments: Segment[]; matched: boolean } {
  const spans = words(text);
  let matched = false;
  for (const w of spans) if ((w.match = wordMatches(text.slice(w.start, w.end), terms))) matched = true;
  return { segments: spansToSegments(text, spans, 0, text.length), matched };
}

export const ELLIPSIS = '…';
const STUCK = /[^\s\p{L}\p{N}]/u;

/** At most `count` words around the first match (or from the start), with an ellipsis where text was cut. */
export function snippet(
  text: string,
  terms: readonly string[],
  count: number,
): { segments: Segment[]; matched: boolean } {
  const spans = words(text);
  let first = -1;
  for (let i = 0; i < spans.length; i++) {
    const w = spans[i]!;
    w.match = wordMatches(text.slice(w.start, w.end), terms);
    if (w.match && first < 0) first = i;
  }
  if (spans.length <= count) return { segments: spansToSegments(text, spans, 0, text.length), matched: first >= 0 };
  // Put the first match near the start of the window, with a little context before it.
  const lead = Math.min(Math.floor(count / 3), Math.max(first, 0));
  let startWord = first < 0 ? 0 : first - lead;
  startWord = Math.max(0, Math.min(startWord, spans.length - count));
  const endWord = startWord + count - 1;
  // Punctuation stuck to a word ("<img", "launch()") stays with it.
  let from = startWord === 0 ? 0 : spans[startWord]!.start;
  while (from > 0 && STUCK.test(text[from - 1]!)) from--;
  let to = endWord >= spans.length - 1 ? text.length : spans[endWord]!.end;
  while (to < text.length && STUCK.test(text[to]!)) to++;
  const segments = spansToSegments(text, spans, from, to);
  if (from > 0) segments.unshift({ text: ELLIPSIS, match: false });
  if (to < text.length) segments.push({ text: ELLIPSIS, match: false });
  return { segments: mergeSegments(segments), matched: first >= 0 };
}

function mergeSegments(list: Segment[]): Segment[] {
  return list.reduce<Segment[]>((acc, s) => {
    const last = acc[acc.length - 1];
    if (last && last.match === s.match) last.text += s.text;
    else acc.push({ ...s });
    return acc;
  }, []);
}
