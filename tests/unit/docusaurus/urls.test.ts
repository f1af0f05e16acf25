// Docusaurus's URL rules for links written in components (theme/docusaurus/urls.ts).
import { describe, expect, it } from 'vitest';
import { addBaseUrl, applyTrailingSlash, hasProtocol } from '../../../theme/docusaurus/urls.ts';

describe('addBaseUrl', () => {
  const add = (url: string, opts = {}) => addBaseUrl('https://bench.example.com', '/bench/', url, opts);

  it('puts the base URL in front of a path, once', () => {
    expect(add('/docs/setup')).toBe('/bench/docs/setup');
    expect(add('img/reader.svg')).toBe('/bench/img/reader.svg');
    expect(add('/bench/docs/')).toBe('/bench/docs/');
    expect(add('/bench')).toBe('/bench/');
    expect(add('/')).toBe('/bench/');
  });

  it('leaves anchors, empty strings and URLs with a protocol alone', () => {
    for (const url of ['', '#top', 'https://zaparoo.org', '//cdn.example.com/x.js', 'mailto:bench@example.com'])
      expect(add(url)).toBe(url);
  });

  it('forces the prefix or makes the URL absolute when asked', () => {
    expect(add('/bench/x', { forcePrependBaseUrl: true })).toBe('/bench/bench/x');
    expect(add('/docs/', { absolute: true })).toBe('https://bench.example.com/bench/docs/');
  });

  it('with base URL "/" changes only relative paths', () => {
    expect(addBaseUrl('https://a.example', '/', '/docs')).toBe('/docs');
    expect(addBaseUrl('https://a.example', '/', 'docs')).toBe('/docs');
  });
});

describe('applyTrailingSlash', () => {
  it('adds or removes the slash on the path, keeping query and hash', () => {
    expect(applyTrailingSlash('/bench/docs/setup', true, '/bench/')).toBe('/bench/docs/setup/');
    expect(applyTrailingSlash('/bench/docs/setup?os=linux#usb', true, '/bench/')).toBe(
      '/bench/docs/setup/?os=linux#usb',
    );
    expect(applyTrailingSlash('/bench/docs/setup/', false, '/bench/')).toBe('/bench/docs/setup');
    expect(applyTrailingSlash('/bench/docs/setup/#usb', false, '/bench/')).toBe('/bench/docs/setup#usb');
  });

  it('leaves the link as written when trailingSlash is unset, and never touches anchors or the site root', () => {
    expect(applyTrailingSlash('/docs/setup', undefined, '/')).toBe('/docs/setup');
    expect(applyTrailingSlash('#top', true, '/')).toBe('#top');
    expect(applyTrailingSlash('/bench/', false, '/bench/')).toBe('/bench/');
    expect(applyTrailingSlash('/', false, '/')).toBe('/');
  });
});

describe('hasProtocol', () => {
  it('is true for a scheme or a protocol-relative URL only', () => {
    expect(
      ['https://x.example', 'mailto:a@b.c', 'tel:123', '//x.example/y', 'pathname:///raw'].map(hasProtocol),
    ).toEqual([true, true, true, true, true]);
    expect(['/docs', 'docs/a', '#x', '?q=1'].map(hasProtocol)).toEqual([false, false, false, false]);
  });
});
