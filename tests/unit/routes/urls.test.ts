import { describe, expect, it } from 'vitest';
import { isExternal, joinUrl, stripNumberPrefix, urlParts, withBase } from '../../../generator/routes/urls.ts';
import { splitSuffix } from '../../../generator/content/links.ts';

describe('joinUrl', () => {
  it('joins segments into one path with a leading and trailing slash', () => {
    expect(joinUrl('docs', 'guide', 'setup')).toBe('/docs/guide/setup/');
  });
  it('collapses repeated, leading and trailing slashes and "." segments', () => {
    expect(joinUrl('/docs/', '/guide//', './setup/')).toBe('/docs/guide/setup/');
  });
  it('skips empty segments (the docs root folder is "")', () => {
    expect(joinUrl('docs', '', 'intro')).toBe('/docs/intro/');
  });
  it('gives "/" when nothing is left', () => {
    expect(joinUrl()).toBe('/');
    expect(joinUrl('', '/', '.')).toBe('/');
  });
});

describe('stripNumberPrefix', () => {
  it('strips "01-" and reports the number', () => {
    expect(stripNumberPrefix('01-intro')).toEqual({ name: 'intro', number: 1 });
  });
  it('accepts "_" and "." as the separator, with spaces around it', () => {
    expect(stripNumberPrefix('2_setup')).toEqual({ name: 'setup', number: 2 });
    expect(stripNumberPrefix('10.readers')).toEqual({ name: 'readers', number: 10 });
    expect(stripNumberPrefix('003 - tokens')).toEqual({ name: 'tokens', number: 3 });
    expect(stripNumberPrefix('4--_cards')).toEqual({ name: 'cards', number: 4 });
  });
  it('needs a separator: a space alone is part of the name, as in Docusaurus', () => {
    expect(stripNumberPrefix('3 tokens')).toEqual({ name: '3 tokens' });
  });
  it('keeps date-like and version-like openings whole (Docusaurus issues 4640 and 4653)', () => {
    expect(stripNumberPrefix('2024-05-notes')).toEqual({ name: '2024-05-notes' });
    expect(stripNumberPrefix('1.5-changes')).toEqual({ name: '1.5-changes' });
    expect(stripNumberPrefix('01-02-intro')).toEqual({ name: '01-02-intro' });
    expect(stripNumberPrefix('2_0')).toEqual({ name: '2_0' });
  });
  it('takes a run of separators as one, and needs a name after it', () => {
    expect(stripNumberPrefix('5-.hidden')).toEqual({ name: 'hidden', number: 5 });
    expect(stripNumberPrefix('7 - ')).toEqual({ name: '7 - ' });
  });
  it('leaves names without a prefix alone', () => {
    expect(stripNumberPrefix('intro')).toEqual({ name: 'intro' });
    expect(stripNumberPrefix('v2-release')).toEqual({ name: 'v2-release' });
  });
  it('does not strip a name that is only digits and a separator, nor digits without a separator', () => {
    expect(stripNumberPrefix('2024')).toEqual({ name: '2024' });
    expect(stripNumberPrefix('42-')).toEqual({ name: '42-' });
  });
});

describe('urlParts and splitSuffix', () => {
  it('splits path, query and hash', () => {
    expect(urlParts('/a/?q=1#h')).toEqual({ path: '/a/', query: 'q=1', hash: 'h' });
    expect(urlParts('/a/#h?not-a-query')).toEqual({ path: '/a/', query: '', hash: 'h?not-a-query' });
    expect(splitSuffix('./x.md?tab=2#top')).toEqual({ path: './x.md', suffix: '?tab=2#top' });
  });
});

describe('isExternal and withBase', () => {
  it('recognises schemes and protocol-relative URLs as external', () => {
    expect(isExternal('https://zaparoo.org')).toBe(true);
    expect(isExternal('mailto:a@b.c')).toBe(true);
    expect(isExternal('//cdn.example.com/x.js')).toBe(true);
    expect(isExternal('/docs/')).toBe(false);
    expect(isExternal('./x.md')).toBe(false);
  });
  it('prefixes internal URLs with the base URL only', () => {
    expect(withBase('/site/', '/docs/')).toBe('/site/docs/');
    expect(withBase('/', '/docs/')).toBe('/docs/');
    expect(withBase('/site/', 'https://x.org/')).toBe('https://x.org/');
    expect(withBase('/site/', '#top')).toBe('#top');
  });
});
