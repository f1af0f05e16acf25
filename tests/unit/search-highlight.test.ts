import { describe, expect, it } from 'vitest';
import {
  parseHighlighted,
  segmentsToText,
  segmentsToValue,
  snippet,
  highlight,
  ELLIPSIS,
} from '../../theme/shared/search/highlight.ts';

describe('search highlights', () => {
  it('treats markup in hit text as text: only the highlight tags are special', () => {
    const segs = parseHighlighted('Never paste <img src=x onerror=alert(1)> into a <mark>label</mark>');
    expect(segs).toEqual([
      { text: 'Never paste <img src=x onerror=alert(1)> into a ', match: false },
      { text: 'label', match: true },
    ]);
  });

  it('decodes entities so escaped and raw values read the same', () => {
    expect(segmentsToText(parseHighlighted('&lt;script&gt; &amp; <mark>x</mark> &#39;q&#x27;'))).toBe(
      "<script> & x 'q'",
    );
  });

  it('round-trips local highlights through the wire format without losing characters', () => {
    const text = 'a <b> & "c" reader';
    const { segments } = highlight(text, ['reader']);
    const back = parseHighlighted(segmentsToValue(segments));
    expect(segmentsToText(back)).toBe(text);
    expect(back.filter((s) => s.match).map((s) => s.text)).toEqual(['reader']);
  });

  it('marks words by prefix, folding diacritics', () => {
    const { segments, matched } = highlight('Le Café ouvre', ['caf']);
    expect(matched).toBe(true);
    expect(segments.filter((s) => s.match).map((s) => s.text)).toEqual(['Café']);
  });

  it('crops a snippet to the word count around the first match, with ellipses', () => {
    const text =
      'one two three four five six seven eight nine ten eleven twelve reader thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty';
    const ten = snippet(text, ['reader'], 10);
    const shown = segmentsToText(ten.segments);
    expect(shown.startsWith(ELLIPSIS)).toBe(true);
    expect(shown.endsWith(ELLIPSIS)).toBe(true);
    expect(shown.replaceAll(ELLIPSIS, '').trim().split(/\s+/)).toHaveLength(10);
    expect(ten.segments.find((s) => s.match)?.text).toBe('reader');
    const five = segmentsToText(snippet(text, ['reader'], 5).segments)
      .replaceAll(ELLIPSIS, '')
      .trim()
      .split(/\s+/);
    expect(five).toHaveLength(5);
    expect(five).toContain('reader');
  });

  it('leaves a short text whole and starts at the beginning when nothing matches', () => {
    expect(segmentsToText(snippet('short text', ['zzz'], 10).segments)).toBe('short text');
    const none = segmentsToText(snippet('a b c d e f g h i j k l', ['zzz'], 5).segments);
    expect(none).toBe(`a b c d e${ELLIPSIS}`);
  });
});
