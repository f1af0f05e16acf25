// `@theme/SearchBar` rendered in a page's content (a 404 page or a "can't find it?" doc puts a search
// box in its text, as questdb's does): the page gets the classic theme's search button there, the
// same island as the navbar's, as Docusaurus renders its search bar; with or without DocSearch.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migratedSite } from './temp-site.ts';
import { SHOP_DOCS_SITE } from '../helpers/shop-docs-site.ts';

const LOST = "import SearchBar from '@theme/SearchBar';\n\n# Lost a lamp?\n\nSearch the shop:\n\n<SearchBar />\n";

const local = migratedSite('searchbar-in-content', { ...SHOP_DOCS_SITE, 'docs/lost.mdx': LOST });
const docsearch = migratedSite('searchbar-in-content-docsearch', {
  ...SHOP_DOCS_SITE,
  'docusaurus.config.js': SHOP_DOCS_SITE['docusaurus.config.js'].replace(
    '  presets:',
    "  themeConfig: { algolia: { appId: 'LAMPS', apiKey: 'search-only', indexName: 'lamps' } },\n  presets:",
  ),
  'docs/lost.mdx': LOST,
});

/** The doc's own content, from its first paragraph to the end of its article. */
async function content(out: string): Promise<string> {
  const html = await readFile(join(out, 'docs/lost/index.html'), 'utf8');
  return html.slice(html.indexOf('<p>Search the shop:</p>'), html.indexOf('</article>'));
}

describe('@theme/SearchBar in a doc', () => {
  it("is the theme's search button in the text, with zapsite's own search", async () => {
    expect(local.built.stdout + local.built.stderr).not.toMatch(/error\[/);
    expect(local.built.code).toBe(0);
    const text = await content(local.out);
    expect(text).toMatch(/<span data-island="SearchButton" data-hydrate="intent">/);
    expect(text).toContain('href="/shop/search"');
    expect(text).not.toContain('zs-search-bar');
  });

  it('is the DocSearch button with DocSearch configured', async () => {
    expect(docsearch.built.code).toBe(0);
    const text = await content(docsearch.out);
    expect(text).toMatch(
      /<span data-island="SearchButton" data-hydrate="intent"><a class="DocSearch DocSearch-Button"/,
    );
    expect(text).toContain('"indexName":"lamps"');
  });
});
