import { describe, expect, it } from 'vitest';
import { readingMinutes } from '../../generator/routes/blog.ts';

const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');

describe('readingMinutes', () => {
  it('rounds up at 200 words a minute', () => {
    expect(readingMinutes(words(200))).toBe(1);
    expect(readingMinutes(words(201))).toBe(2);
    expect(readingMinutes(words(1000))).toBe(5);
  });

  it('never says 0 minutes, even for an empty post', () => {
    expect(readingMinutes('')).toBe(1);
  });

  it('counts words in text written without spaces', () => {
    // "你好" and "世界" are one word each: 600 repetitions are 1200 words, 6 minutes.
    // Splitting on whitespace would see a single word and say 1.
    expect(readingMinutes('你好世界'.repeat(600))).toBe(6);
  });

  it('does not count punctuation and symbols as words', () => {
    expect(readingMinutes(`${words(200)} — , . ; ! ? … ( ) * #`)).toBe(1);
  });

  it('takes another reading speed', () => {
    expect(readingMinutes(words(300), 100)).toBe(3);
  });
});
