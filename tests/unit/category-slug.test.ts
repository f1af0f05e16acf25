// A generated-index page's default slug, held to Docusaurus's: `/category/` and the label through
// a GitHub slugger shared by a version's categories.
import { describe, expect, it } from 'vitest';
import GithubSlugger from 'github-slugger';
import { categorySlug } from '../../generator/routes/sidebars/generated-index.ts';
import { kebabCase } from '../../generator/routes/blog-authors.ts';

describe('categorySlug', () => {
  it('slugs labels as Docusaurus does', () => {
    const slugger = new GithubSlugger();
    expect(categorySlug('Tutorial - Basics', slugger)).toBe('/category/tutorial---basics');
    expect(categorySlug('Getting Started!', slugger)).toBe('/category/getting-started');
    expect(categorySlug('API & CLI', slugger)).toBe('/category/api--cli');
  });

  it('numbers a second category of the same label', () => {
    const slugger = new GithubSlugger();
    expect(categorySlug('Guides', slugger)).toBe('/category/guides');
    expect(categorySlug('Guides', slugger)).toBe('/category/guides-1');
  });
});

describe("an author's page path for page: true (lodash's kebabCase of the key)", () => {
  it.each([
    ['slorber', 'slorber'],
    ['AdaLovelace', 'ada-lovelace'],
    ['yangshun_tay', 'yangshun-tay'],
    ['user2', 'user-2'],
    ['HTMLWriter', 'html-writer'],
  ])('%s -> %s', (key, path) => expect(kebabCase(key)).toBe(path));
});
