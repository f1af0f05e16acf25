import { describe, expect, it } from 'vitest';
import { fold, queryTerms, tokenize, MAX_TERM_LENGTH } from '../../theme/shared/search/tokenize.ts';

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
    expect(tokenize('zapscript.launch pn532_usb')).toEqual(['zapscript.launch', 'zapscript', 'launch', 'pn532_usb', 'pn532', 'usb']);
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
