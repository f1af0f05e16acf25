// The navbar's `docSidebar` and `doc` items stand for every doc of their sidebar, as Docusaurus's
// do: marked active (navbar__link--active) on any doc of it, not only at the doc they link to, and
// not on a doc of another sidebar or a page outside the docs. Real CLI runs on a Docusaurus site of
// our own with two sidebars.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migratedSite } from './temp-site.ts';

const FILES: Record<string, string> = {
  'docusaurus.config.js': `module.exports = {
  title: 'Kettle Works',
  url: 'https://kettle.example.org',
  baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: 'docs', sidebarPath: './sidebars.js' }, blog: false }]],
  themeConfig: {
    navbar: {
      items: [
        { type: 'docSidebar', sidebarId: 'brewing', label: 'Brewing', position: 'left' },
        { type: 'doc', docId: 'cleaning/descale', label: 'Cleaning', position: 'left' },
        // At /docs/, above every doc: active by its sidebar and its page, not by that URL (electron/website's "Docs").
        { type: 'doc', docId: 'intro', label: 'Start', position: 'left' },
      ],
    },
  },
};
`,
  'sidebars.js': `module.exports = {
  brewing: ['intro', 'brewing/boil', 'brewing/steep'],
  cleaning: ['cleaning/rinse', 'cleaning/descale'],
};
`,
  'src/pages/index.md': '# Kettle Works\n\nPots and kettles.\n',
  'docs/intro.md': '---\nslug: /\n---\n\n# Kettles\n\nStart here.\n',
  'docs/brewing/boil.md': '# Boil\n\nBring it to the boil.\n',
  'docs/brewing/steep.md': '# Steep\n\nLet it steep.\n',
  'docs/cleaning/rinse.md': '# Rinse\n\nRinse the pot.\n',
  'docs/cleaning/descale.md': '# Descale\n\nDescale the kettle.\n',
};

const site = migratedSite('navbar-sidebar-active', FILES);

/** The navbar links marked active on a page, by label. */
async function activeItems(page: string): Promise<string[]> {
  const html = await readFile(join(site.out, page), 'utf8');
  const navbar = /<nav[^>]*class="theme-layout-navbar navbar[^"]*"[\s\S]*?<\/nav>/.exec(html)![0];
  return [...navbar.matchAll(/<a[^>]*class="navbar__item navbar__link navbar__link--active"[^>]*>([^<]+)/g)].map(
    (m) => m[1]!,
  );
}

describe("the navbar's doc and docSidebar items", () => {
  it('are active on every doc of their sidebar, and only there', async () => {
    expect(site.built.code).toBe(0);
    await expect(activeItems('docs/brewing/boil/index.html')).resolves.toEqual(['Brewing', 'Start']);
    await expect(activeItems('docs/brewing/steep/index.html')).resolves.toEqual(['Brewing', 'Start']);
    await expect(activeItems('docs/index.html')).resolves.toEqual(['Brewing', 'Start']);
    await expect(activeItems('docs/cleaning/rinse/index.html')).resolves.toEqual(['Cleaning']);
    await expect(activeItems('docs/cleaning/descale/index.html')).resolves.toEqual(['Cleaning']);
    await expect(activeItems('index.html')).resolves.toEqual([]);
  });
});
