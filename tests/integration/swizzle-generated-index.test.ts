// A swizzled DocCategoryGeneratedIndexPage: the site's component draws a category's generated index
// page in place of the theme's, given the page's `categoryGeneratedIndex` as Docusaurus's docs plugin
// gives it, and `@theme-original/DocCategoryGeneratedIndexPage` is the theme's own page, so a wrapper
// (kysely's site puts one around it for its search) keeps the cards and the pager.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migratedSite } from './temp-site.ts';
import { SHOP_DOCS_SITE } from '../helpers/shop-docs-site.ts';

const WRAPPER = `import React from 'react';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';

export default function Wrapper(props) {
  const { title, permalink, slug, sidebar, navigation } = props.categoryGeneratedIndex;
  return (
    <div data-lamp-index={permalink}>
      <p className="lamp-note">Every page about {title}; next: {navigation.next ? navigation.next.title : 'none'}</p>
      <p className="lamp-where">{slug} in {sidebar}</p>
      <DocCategoryGeneratedIndexPage {...props} />
    </div>
  );
}
`;

const site = migratedSite('swizzle-generated-index', {
  ...SHOP_DOCS_SITE,
  'docs/intro.md': '---\nsidebar_position: 1\n---\n\n# Intro\n\nLight the lamp.\n',
  'docs/wicks/_category_.json':
    '{ "label": "Wicks", "position": 2, "link": { "type": "generated-index", "description": "Cotton and more." } }\n',
  'docs/wicks/cotton.md': '# Cotton\n\nTrim it short.\n',
  'docs/wicks/hemp.md': '# Hemp\n\nIt burns slow.\n',
  'src/theme/DocCategoryGeneratedIndexPage/index.js': WRAPPER,
});

describe('a swizzled DocCategoryGeneratedIndexPage', () => {
  it("draws the category's page around the theme's own, from the categoryGeneratedIndex prop", async () => {
    expect(site.built.stdout + site.built.stderr).not.toMatch(/error\[|warning\[swizzle-unused\]/);
    expect(site.built.code).toBe(0);
    const html = await readFile(join(site.out, 'docs/category/wicks/index.html'), 'utf8');
    expect(html).toContain('<div data-lamp-index="/shop/docs/category/wicks">');
    expect(html).toContain('<p class="lamp-note">Every page about Wicks; next: Cotton</p>');
    // The link's slug, relative to the docs, and the sidebar's name, as Docusaurus gives them.
    expect(html).toContain('<p class="lamp-where">/category/wicks in lampSidebar</p>');
    // The theme's own page inside it: the title, the description, a card per doc.
    const inside = html.slice(html.indexOf('data-lamp-index'));
    expect(inside).toMatch(
      /<div class="generatedIndexPage_vN6x">[\s\S]*<h1 class="title_kItE">Wicks<\/h1><p>Cotton and more\.<\/p>/,
    );
    expect(inside.match(/class="docCardListItem_W1sv/g)).toHaveLength(2);
    // A doc page is not a generated index: no wrapper there.
    expect(await readFile(join(site.out, 'docs/intro/index.html'), 'utf8')).not.toContain('data-lamp-index');
  });
});
