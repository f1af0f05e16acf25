import { describe, expect, it } from 'vitest';
import { readingMinutes, readingSource } from '../../generator/routes/blog.ts';

const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');

describe('readingMinutes', () => {
  it('rounds up at 200 words a minute, after rounding to hundredths as Docusaurus does', () => {
    expect(readingMinutes(words(200))).toBe(1);
    // 1.005 minutes rounds to 1.00 (in floating point, as in Docusaurus's readingTime.js), 1.01 up to 2.
    expect(readingMinutes(words(201))).toBe(1);
    expect(readingMinutes(words(202))).toBe(2);
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
    expect(readingMinutes(words(300), 'en', 100)).toBe(3);
  });
});

describe('readingSource', () => {
  it("is the post's Markdown as Docusaurus counts it: front matter and the title heading off, links and code kept", () => {
    const post = [
      '---',
      'title: Wicks and oil',
      'tags: [lamps, oil]',
      '---',
      '',
      '# Wicks and oil',
      '',
      'Trim the [wick](https://lamps.example.com/wicks/trimming-guide).',
      '',
      '```bash',
      'lamp --trim',
      '```',
    ].join('\n');
    expect(readingSource(post)).toBe(
      'Trim the [wick](https://lamps.example.com/wicks/trimming-guide).\n\n```bash\nlamp --trim\n```',
    );
  });

  it('takes the title off after leading imports, and a setext title too', () => {
    expect(readingSource("import X from './x';\n\nWicks\n=====\n\nBody.")).toBe("import X from './x';\n\n\nBody.");
    expect(readingSource('Body only, ## not a title.')).toBe('Body only, ## not a title.');
  });

  it('counts the words of URLs and code, as Docusaurus does', () => {
    // 150 words of prose and 30 long links: about 3 minutes there, not 1.
    const links = Array.from(
      { length: 30 },
      (_, i) => `[link](https://example.com/a/long/path/number/${i}/with/many/parts)`,
    );
    expect(readingMinutes(readingSource(`${words(150)}\n\n${links.join('\n')}`))).toBe(3);
  });
});
