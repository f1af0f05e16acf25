import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import fg from 'fast-glob';
import { fold, queryTerms, tokenize, tokenizeUnicode, MAX_TERM_LENGTH } from '../../theme/shared/search/tokenize.ts';
import { REPO } from '../helpers/paths.ts';

describe('search tokenizer', () => {
  it('folds case and diacritics, including letters NFKD keeps whole', () => {
    expect(fold('Café Ñandú Straße Øre Łódź')).toBe('cafe nandu strasse ore lodz');
    expect(tokenize('Café Crème')).toEqual(['cafe', 'creme']);
  });

  it('splits text without spaces into words', () => {
    const words = tokenize('日本語のテキスト');
    expect(words.length).toBeGreaterThan(1);
    expect(words).toContain('日本語');
    expect(words.join('')).toBe('日本語のテキスト');
  });

  it('keeps joined words whole and also yields their parts', () => {
    expect(tokenize('zapscript.launch pn532_usb')).toEqual([
      'zapscript.launch',
      'zapscript',
      'launch',
      'pn532_usb',
      'pn532',
      'usb',
    ]);
  });

  it('gives the same terms on the ASCII fast path as the Unicode path, for every content file and odd input', async () => {
    const odd = [
      "DON'T Stop _lead trail_ a--b a.b. .x x/ @user@host.org 8-bit 0x1F PN532_USB:Reader",
      'CamelCase WORDS\twith\ttabs\nand\r\nlines \u0000nul \u007f del ~!#$%^&*()+=[]{}|\\;"<>?,`',
      'x'.repeat(40) + '.' + 'y'.repeat(40),
      '',
      '   ',
    ];
    const files = await fg(['content/**/*.{md,mdx}', 'remote/**/*.md'], { cwd: REPO });
    expect(files.length).toBeGreaterThan(90);
    let compared = 0;
    for (const text of [...odd, ...files.map((f) => readFileSync(`${REPO}/${f}`, 'utf8'))]) {
      // Each file's ASCII lines (most of them): the fast path only takes ASCII text.
      for (const line of text.split('\n').filter((l) => !/[^\x00-\x7f]/.test(l))) {
        expect(tokenize(line), line).toEqual(tokenizeUnicode(line));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(5000);
  });

  it('cuts very long words', () => {
    const [w] = tokenize('a'.repeat(60));
    expect(w).toHaveLength(MAX_TERM_LENGTH);
  });

  it('drops stop words from a query unless nothing else is left', () => {
    expect(queryTerms('How do I write a token')).toEqual([
      { term: 'write', optional: false },
      { term: 'token', optional: false },
    ]);
    expect(queryTerms('the')).toEqual([{ term: 'the', optional: true }]);
    expect(queryTerms('PN532 pn532')).toEqual([{ term: 'pn532', optional: false }]);
  });
});
