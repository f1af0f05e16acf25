import { describe, expect, it } from 'vitest';
import { decodePathname, encodeHref } from '../../../theme/shared/url-path.ts';
import { decodePath, withBase } from '../../../generator/routes/urls.ts';

describe('encodeHref', () => {
  it('percent-encodes spaces and non-ASCII letters in the path, keeping "&" and the slashes', () => {
    expect(encodeHref('/docs/wiki/Reader‐Setup & Tips/')).toBe('/docs/wiki/Reader%E2%80%90Setup%20&%20Tips/');
    expect(encodeHref('/docs/wiki/Café Corner/#wiring')).toBe('/docs/wiki/Caf%C3%A9%20Corner/#wiring');
  });

  it('keeps escapes already there, so encoding twice changes nothing', () => {
    const once = encodeHref('/docs/Reader‐Setup & Tips/');
    expect(encodeHref(once)).toBe(once);
    expect(encodeHref('/docs/a%2Fb 1/')).toBe('/docs/a%2Fb%201/');
  });

  it('encodes a stray "%" and leaves the query, the hash and other sites alone', () => {
    expect(encodeHref('/docs/100%/')).toBe('/docs/100%25/');
    expect(encodeHref('/search/?q=tap tag#top ü')).toBe('/search/?q=tap tag#top ü');
    expect(encodeHref('https://example.com/a b')).toBe('https://example.com/a b');
    expect(encodeHref('#Café')).toBe('#Café');
  });

  it('returns a plain ASCII path as the same string', () => {
    const href = "/docs/core/api/methods/(v2)/it's";
    expect(encodeHref(href)).toBe(href);
  });
});

describe('withBase and decodePath', () => {
  it('writes a page path as an encoded href under the base URL', () => {
    expect(withBase('/site/', '/docs/Café Corner/')).toBe('/site/docs/Caf%C3%A9%20Corner/');
  });

  it('decodes each segment whole: "%26" is "&", an escaped "/" stays in its name', () => {
    expect(decodePath('/docs/Reader%E2%80%90Setup%20%26%20Tips/')).toBe('/docs/Reader‐Setup & Tips/');
    expect(decodePath('/docs/a%2Fb/')).toBe('/docs/a%2Fb/');
    expect(() => decodePath('/docs/100%/')).toThrow();
  });
});

describe('decodePathname (the browser side)', () => {
  it('turns a pathname as the browser reports it back into the page URL', () => {
    expect(decodePathname('/docs/wiki/Reader%E2%80%90Setup%20&%20Tips/')).toBe('/docs/wiki/Reader‐Setup & Tips/');
    expect(decodePathname('/docs/a%2Fb/')).toBe('/docs/a%2Fb/');
    expect(decodePathname('/docs/100%/')).toBe('/docs/100%/');
  });
});
