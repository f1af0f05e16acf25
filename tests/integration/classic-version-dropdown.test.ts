// The classic navbar's docsVersionDropdown, as Docusaurus's DocsVersionDropdownNavbarItem draws it:
// its label links to the main doc of the version it shows (the page's, else the last version), and
// a version in its list is marked active on a docs page of that version only. zapsite had linked the
// label to "#" and marked the last version active on every page, the blog's too (seen on the
// maintainers' site against Docusaurus's build).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migratedSite } from './temp-site.ts';

const site = migratedSite('classic-version-dropdown', {
  'docusaurus.config.js': `module.exports = {
  title: 'Lamps',
  url: 'https://lamps.example.com',
  baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: {} }]],
  themeConfig: { navbar: { items: [{ type: 'docsVersionDropdown', position: 'right' }] } },
};
`,
  'sidebars.js': "module.exports = { lamps: ['intro', 'wicks'] };\n",
  'docs/intro.md': '# Intro\n\nThe lamps of tomorrow.\n',
  'docs/wicks.md': '# Wicks\n\nNew wicks.\n',
  'versions.json': '["1.0"]\n',
  'versioned_docs/version-1.0/intro.md': '# Intro\n\nThe lamps of today.\n',
  'versioned_docs/version-1.0/wicks.md': '# Wicks\n\nOld wicks.\n',
  'versioned_sidebars/version-1.0-sidebars.json': '{ "lamps": ["intro", "wicks"] }\n',
  'blog/2026-01-01-hello.md': '---\ntitle: Hello\n---\n\nHi.\n\n<!-- truncate -->\n',
  'src/pages/index.md': '# Lamps\n',
});

/** The version dropdown on a page: its label's link and class, and its list's links with their classes. */
async function dropdown(path: string) {
  const html = await readFile(join(site.out, path), 'utf8');
  const box = /<div class="navbar__item dropdown[^"]*">([\s\S]*?)<\/ul><\/div>/.exec(html)![1]!;
  const toggle = /<a class="([^"]*)"[^>]*href="([^"]*)">([^<]*)<\/a>/.exec(box)!;
  const items = [...box.matchAll(/<a class="([^"]*)" href="([^"]*)">([^<]*)<\/a>/g)].map((m) => [m[3], m[2], m[1]]);
  return { toggle: [toggle[3], toggle[2], toggle[1]], items };
}

describe("the classic navbar's version dropdown", () => {
  it('links its label to the shown version, and marks no version on a page that is no doc', async () => {
    expect(site.built.code).toBe(0);
    await expect(dropdown('blog/index.html')).resolves.toEqual({
      toggle: ['1.0', '/docs/intro', 'navbar__link'],
      items: [
        ['Next', '/docs/next/intro', 'dropdown__link'],
        ['1.0', '/docs/intro', 'dropdown__link'],
      ],
    });
  });

  it("marks the page's version on its docs, the label linking to that version's main doc", async () => {
    await expect(dropdown('docs/next/wicks/index.html')).resolves.toEqual({
      toggle: ['Next', '/docs/next/intro', 'navbar__link navbar__link--active'],
      items: [
        ['Next', '/docs/next/wicks', 'dropdown__link dropdown__link--active'],
        ['1.0', '/docs/wicks', 'dropdown__link'],
      ],
    });
  });
});
