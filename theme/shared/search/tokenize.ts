// One tokenizer for the index builder and the browser, so a query finds exactly the terms that were indexed.
// Words are runs of letters and digits; text in scripts written without spaces (such as Japanese) is
// split by Intl.Segmenter. Terms are folded to lower case without diacritics ("Café" and "cafe" match).

/** Longer terms are cut: prefixes past this length add index size and never help a query. */
export const MAX_TERM_LENGTH = 24;

// Letters that NFKD does not decompose into a base letter and a mark.
const SPECIAL: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
};
const SPECIAL_RE = /[ßæøœđðłþıħ]/g;

export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(SPECIAL_RE, (c) => SPECIAL[c] ?? c);
}

type WordSegmenter = { segment(s: string): Iterable<{ segment: string; index: number; isWordLike?: boolean }> };
let segmenter: WordSegmenter | null | undefined;

function getSegmenter(): WordSegmenter | null {
  if (segmenter === undefined) {
    const Seg = (globalThis.Intl as { Segmenter?: new (l: string, o: { granularity: 'word' }) => WordSegmenter })
      .Segmenter;
    segmenter = Seg ? new Seg('en', { granularity: 'word' }) : null;
  }
  return segmenter;
}

// A word: letters and digits, with joiners inside ("zapscript.launch", "pn532_usb", "don't").
const WORD = /[\p{L}\p{N}\p{M}]+(?:[._:'’@/-][\p{L}\p{N}\p{M}]+)*/gu;
// Scripts written without spaces: only a dictionary (Intl.Segmenter) finds their words.
const UNSPACED =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

export interface Span {
  start: number;
  end: number;
}

/** Where the words of a text are. Fast for spaced scripts; the segmenter runs only on unspaced runs. */
export function wordSpans(text: string): Span[] {
  const out: Span[] = [];
  const seg = getSegmenter();
  for (const m of text.matchAll(WORD)) {
    const start = m.index!;
    if (!seg || !UNSPACED.test(m[0])) {
      out.push({ start, end: start + m[0].length });
      continue;
    }
    for (const s of seg.segment(m[0]))
      if (s.isWordLike) out.push({ start: start + s.index, end: start + s.index + s.segment.length });
  }
  return out;
}

// Inside a word, these join parts that people also search for on their own.
export const JOINERS = /[._:'’@/-]+/;

const NON_ASCII = /[^\x00-\x7f]/;
// WORD for text that is ASCII and lower case: there \p{L}\p{N}\p{M} are just a-z and 0-9.
const ASCII_WORD = /[a-z0-9]+(?:[._:'@/-][a-z0-9]+)*/g;

/** Words of a text, folded, in order. A word with joiners also yields its parts after it. */
export function tokenize(text: string): string[] {
  // Most text is ASCII: folding is then lower-casing, and the Unicode classes cost a third of
  // indexing time. The result is the same (tests/unit/search-tokenize.test.ts compares them).
  return NON_ASCII.test(text) ? tokenizeUnicode(text) : tokenizeAscii(text.toLowerCase());
}

function pushTerm(out: string[], w: string): void {
  if (w) out.push(w.length > MAX_TERM_LENGTH ? w.slice(0, MAX_TERM_LENGTH) : w);
}

function pushWord(out: string[], w: string): void {
  pushTerm(out, w);
  if (JOINERS.test(w)) for (const part of w.split(JOINERS)) if (part !== w) pushTerm(out, part);
}

function tokenizeAscii(lower: string): string[] {
  const out: string[] = [];
  for (const m of lower.matchAll(ASCII_WORD)) pushWord(out, m[0]);
  return out;
}

/** tokenize for any text: exported for the test that holds the ASCII path to it. */
export function tokenizeUnicode(text: string): string[] {
  const folded = fold(text);
  const out: string[] = [];
  for (const { start, end } of wordSpans(folded)) pushWord(out, folded.slice(start, end));
  return out;
}

/** Words too common to narrow a search; left out of the index and of queries that have other words. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  'a about all an and any are as at be but by can could did do does for from has have how i if in into is it its me my of on or our should so than that the their then there these they this to was we were what when where which who why will with would you your'.split(
    ' ',
  ),
);

export interface QueryTerm {
  term: string;
  /** Set when the query is nothing but stop words: then they are searched, but none is required. */
  optional: boolean;
}

/** The query as terms: folded tokens without repeats, stop words left out unless nothing else is left. */
export function queryTerms(query: string): QueryTerm[] {
  const all = [...new Set(tokenize(query.slice(0, 256)))];
  const kept = all.filter((t) => !STOP_WORDS.has(t));
  return kept.length ? kept.map((term) => ({ term, optional: false })) : all.map((term) => ({ term, optional: true }));
}
