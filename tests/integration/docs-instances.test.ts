// A site with two docs collections (the default docs and a "community" instance with its own
// sidebars file, tags and one released version in community_versions.json), built by the real
// CLI: the URLs Docusaurus gives both, each instance's sidebar on its pages, navbar items with
// docsPluginId, search tags per instance, and the errors naming the instance.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zapsite, type Run } from '../helpers/cli.ts';
import { localIndexOf } from '../search/site.ts';
import { copyFixture, type TempSite } from './temp-site.ts';
import { evaluateConfig } from '../../generator/config/evaluate.ts';
import { fileURLToPath } from 'node:url';

const DEFINE = fileURLToPath(new URL('../../generator/config/define.ts', import.meta.url));

// Every page Docusaurus builds for the fixture: the default docs at /docs/ (no category index:
// the sidebars file's category has no link); the instance's last version, 1.0, at /community/,
// its current docs at /community/next/ with their tags pages (1.0's docs have no tags).
const URLS = [
  '/',
  '/404.html',
  '/search/',
  '/docs/intro/',
  '/docs/guide/setup/',
  '/community/intro/',
  '/community/next/intro/',
  '/community/next/meetups/',
  '/community/next/tags/',
  '/community/next/tags/events/',
  '/community/next/tags/people/',
];

async function htmlFiles(dir: string, base = ''): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(join(dir, base), { withFileTypes: true })) {
    const rel = base ? `${base}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...(await htmlFiles(dir, rel)));
    else if (e.name.endsWith('.html')) out.push(`/${rel}`.replace(/(^|\/)index\.html$/, '$1'));
  }
  return out;
}

const sidebarLinks = (html: string) =>
  [...html.matchAll(/<a class="menu__link[^"]*"[^>]*href="([^"]*)"/g)].map((m) => m[1]);
const navbarLinks = (html: string) =>
  [...html.matchAll(/<a class="navbar__link[^"]*"[^>]*href="([^"]*)"[^>]*>([^<]*)</g)].map((m) => `${m[2]} ${m[1]}`);

async function editConfig(root: string, from: string, to: string): Promise<void> {
  const path = join(root, 'zapsite.config.ts');
  const text = await readFile(path, 'utf8');
  if (!text.includes(from)) throw new Error(`the fixture's config no longer has ${from}`);
  await writeFile(path, text.replace(from, to));
}

describe('docs instances', () => {
  let site: TempSite;
  let run: Run;
  let out: string;
  const page = (url: string) => readFile(join(out, url, 'index.html'), 'utf8');
  beforeAll(async () => {
    site = await copyFixture('docs-instances');
    out = join(site.dir, 'out');
    run = await zapsite(['build', '--root', site.root, '--out', out]);
  });
  afterAll(() => site.remove());

  it('builds every URL Docusaurus gives both docs instances, and no other', async () => {
    expect(run.stderr + run.stdout).not.toMatch(/error\[/);
    expect(run.code).toBe(0);
    expect((await htmlFiles(out)).sort()).toEqual([...URLS].sort());
  });

  it("shows each instance's own sidebar, of the page's version, on its pages", async () => {
    expect(sidebarLinks(await page('docs/intro'))).toEqual(['/docs/intro/', '/docs/guide/setup/']);
    expect(sidebarLinks(await page('community/next/meetups'))).toEqual([
      '/community/next/intro/',
      '/community/next/meetups/',
    ]);
    expect(sidebarLinks(await page('community/intro'))).toEqual(['/community/intro/']);
  });

  it('resolves doc ids and Markdown links inside the instance (intro exists in both)', async () => {
    expect(await page('community/next/meetups')).toContain('href="/community/next/intro/">the welcome page</a>');
    expect(await page('docs/guide/setup')).toContain('href="/community/next/intro/">the community shelf</a>');
  });

  it('links navbar items with docsPluginId to the pages of that instance', async () => {
    expect(navbarLinks(await page(''))).toEqual([
      'Manual /docs/intro/',
      'Community /community/intro/',
      'Neighbours /community/intro/',
    ]);
  });

  it('tags each page and search record with its instance and version', async () => {
    const tag = (html: string) => html.match(/docsearch:docusaurus_tag" content="([^"]*)"/)?.[1];
    expect(tag(await page('docs/intro'))).toBe('docs-default-current');
    expect(tag(await page('community/next/meetups'))).toBe('docs-community-current');
    expect(tag(await page('community/intro'))).toBe('docs-community-1.0');
    const store = (await readdir(join(out, 'assets/search'))).filter((f) => f.startsWith('d-'));
    const records = (
      await Promise.all(store.map(async (f) => JSON.parse(await readFile(join(out, 'assets/search', f), 'utf8'))))
    ).flatMap((d: { p: string[][] }) => d.p.map((p) => `${p[0]} ${p[3]}`));
    expect(records.sort()).toEqual(
      [
        '/ default',
        '/docs/intro/ docs-default-current',
        '/docs/guide/setup/ docs-default-current',
        '/community/intro/ docs-community-1.0',
        '/community/next/intro/ docs-community-current',
        '/community/next/meetups/ docs-community-current',
      ].sort(),
    );
  });

  it("searches from each page in its own version and every other instance's last one, as contextual search does", async () => {
    const settings = async (url: string) =>
      (
        JSON.parse((await page(url)).match(/data-island-props="SearchButton">([^<]*)<\/script>/)![1]!) as {
          settings: { docsTag: string; docsTags?: string[] };
        }
      ).settings;
    expect(await settings('docs/intro')).toMatchObject({
      docsTag: 'docs-default-current',
      docsTags: ['docs-community-1.0'],
    });
    expect(await settings('community/next/meetups')).toMatchObject({
      docsTag: 'docs-community-current',
      docsTags: ['docs-default-current'],
    });
    expect(await settings('')).toMatchObject({ docsTag: 'docs-default-current', docsTags: ['docs-community-1.0'] });
    // The local index ranks and labels as the hosted facets filter: the other instance's last version is no "other version".
    const files = new Map<string, Buffer>();
    for (const f of await readdir(join(out, 'assets/search'), { recursive: true }))
      if (f.endsWith('.json')) files.set(`assets/search/${f}`, await readFile(join(out, 'assets/search', f)));
    files.set('search-index.json', await readFile(join(out, 'search-index.json')));
    const index = localIndexOf(files);
    const hits = async (tags: { docsTag: string; docsTags?: string[] }) =>
      (await index.search({ query: 'older community', ...tags })).hits.map(
        (h) => `${h.url.replace(/#.*$/, '')}${h.version ? ` (${h.version})` : ''}`,
      );
    // From a default docs page: the community's last version is searched as the page's own, unlabelled.
    expect(await hits({ docsTag: 'docs-default-current', docsTags: ['docs-community-1.0'] })).toContain(
      '/community/intro/',
    );
    expect(await hits({ docsTag: 'docs-default-current' })).toContain('/community/intro/ (1.0)');
  });
});

describe('docs instances: an instance without versions', () => {
  it('tags its pages and their search box with its own current version, not the default docs’ (as pnpm.io’s pnpr docs)', async () => {
    const site = await copyFixture('docs-instances');
    try {
      for (const f of ['community_versions.json', 'community_versioned_docs', 'community_versioned_sidebars'])
        await rm(join(site.root, f), { recursive: true });
      const out = join(site.dir, 'out');
      const r = await zapsite(['build', '--root', site.root, '--out', out]);
      expect(r.code, r.stderr).toBe(0);
      const tag = async (url: string) =>
        (await readFile(join(out, url, 'index.html'), 'utf8')).match(
          /docsearch:docusaurus_tag" content="([^"]*)"/,
        )?.[1];
      expect(await tag('community/meetups')).toBe('docs-community-current');
      expect(await tag('docs/intro')).toBe('docs-default-current');
      // The search box on its pages filters by that tag too, as Docusaurus's contextual search does.
      const searchTag = async (url: string) =>
        (await readFile(join(out, url, 'index.html'), 'utf8')).match(
          /data-island-props="SearchButton">[^<]*"docsTag":"([^"]*)"/,
        )?.[1];
      expect(await searchTag('community/meetups')).toBe('docs-community-current');
      expect(await searchTag('docs/intro')).toBe('docs-default-current');
    } finally {
      await site.remove();
    }
  });
});

describe('docs instances: a navbar item naming what an instance lacks', () => {
  it('names the instance when its sidebar does not exist', async () => {
    const site = await copyFixture('docs-instances');
    try {
      await editConfig(site.root, "sidebarId: 'people'", "sidebarId: 'folks'");
      const r = await zapsite(['build', '--root', site.root, '--out', join(site.dir, 'out')]);
      expect(r.code).toBe(1);
      const text = r.stdout + r.stderr;
      expect(text).toContain(
        'error[missing-sidebar-id]: Navbar item 1 ("Community") names sidebar id "folks", which docs instance "community" does not have.',
      );
      expect(text).toContain('The sidebar of docs instance "community" is called "people".');
      expect(text).toContain('--> zapsite.config.ts');
    } finally {
      await site.remove();
    }
  });

  it('names the ids there are when docsPluginId names no instance', async () => {
    const site = await copyFixture('docs-instances');
    try {
      await editConfig(
        site.root,
        "docsPluginId: 'community', label: 'Community'",
        "docsPluginId: 'comunity', label: 'Community'",
      );
      const r = await zapsite(['build', '--root', site.root, '--out', join(site.dir, 'out')]);
      expect(r.code).toBe(1);
      const text = r.stdout + r.stderr;
      expect(text).toContain(
        'error[unknown-docs-plugin]: Navbar item 1 ("Community") names docsPluginId "comunity", which is no docs instance.',
      );
      expect(text).toContain('The docs instances are "default", "community"');
    } finally {
      await site.remove();
    }
  });
});

// The same content as a Docusaurus site lays it out: the preset's docs and a second docs plugin
// instance in `plugins`, navbar items naming it by docsPluginId.
const DOCUSAURUS_CONFIG = `export default {
  title: 'Two Shelves',
  url: 'https://example.com',
  baseUrl: '/',
  trailingSlash: true,
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]],
  plugins: [
    [
      '@docusaurus/plugin-content-docs',
      { id: 'community', path: 'community', routeBasePath: 'community', sidebarPath: './sidebarsCommunity.js' },
    ],
  ],
  themeConfig: {
    navbar: {
      items: [
        { type: 'docSidebar', sidebarId: 'manual', label: 'Manual' },
        { type: 'docSidebar', sidebarId: 'people', docsPluginId: 'community', label: 'Community' },
        { type: 'doc', docId: 'intro', docsPluginId: 'community', label: 'Neighbours' },
      ],
    },
  },
};
`;

describe('docs instances: migrate', () => {
  it('maps every plugin-content-docs instance, keeps docsPluginId, and the result builds both', async () => {
    const site = await copyFixture('docs-instances');
    try {
      await rm(join(site.root, 'zapsite.config.ts'));
      await writeFile(join(site.root, 'docusaurus.config.js'), DOCUSAURUS_CONFIG);
      const m = await zapsite(['migrate', '--from', 'docusaurus', '--root', site.root]);
      expect(m.stderr).toBe('');
      expect(m.code).toBe(0);
      expect(m.stdout).not.toContain('is not supported');
      const config = (await evaluateConfig(join(site.root, 'zapsite.config.ts'), { 'zapsite/config': DEFINE })).exports
        .default as Record<string, unknown>;
      expect(config.docsInstances).toEqual([
        { id: 'community', path: 'community', routeBasePath: 'community', sidebarPath: 'sidebarsCommunity.js' },
      ]);
      expect((config.navbar as { items: unknown[] }).items).toEqual([
        { type: 'docSidebar', sidebarId: 'manual', label: 'Manual', position: 'left' },
        { type: 'docSidebar', sidebarId: 'people', label: 'Community', position: 'left', docsPluginId: 'community' },
        { type: 'doc', docId: 'intro', label: 'Neighbours', position: 'left', docsPluginId: 'community' },
      ]);
      const out = join(site.dir, 'out');
      const b = await zapsite(['build', '--root', site.root, '--out', out]);
      expect(b.stdout + b.stderr).not.toMatch(/error\[/);
      expect(b.code).toBe(0);
      // No search plugin in the Docusaurus config: no search page, as Docusaurus writes none.
      expect((await htmlFiles(out)).sort()).toEqual(URLS.filter((u) => u !== '/search/').sort());
    } finally {
      await site.remove();
    }
  });
});

describe('docs instances: docs:version --id', () => {
  it('snapshots that instance into its own <id>_ folders and files, and the new version builds', async () => {
    const site = await copyFixture('docs-instances');
    try {
      const r = await zapsite(['docs:version', '2.0', '--id', 'community', '--root', site.root]);
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      expect(r.stdout).toContain('wrote community_versioned_docs/version-2.0/');
      const read = (p: string) => readFile(join(site.root, p), 'utf8');
      expect(JSON.parse(await read('community_versions.json'))).toEqual(['2.0', '1.0']);
      expect(JSON.parse(await read('community_versioned_sidebars/version-2.0-sidebars.json'))).toEqual({
        people: ['intro', 'meetups'],
      });
      expect((await readdir(join(site.root, 'community_versioned_docs/version-2.0'))).sort()).toEqual([
        'intro.md',
        'meetups.md',
      ]);
      // The default docs' files are left alone.
      const top = await readdir(site.root);
      expect(top).not.toContain('versions.json');
      expect(top).not.toContain('versioned_docs');

      const out = join(site.dir, 'out');
      const b = await zapsite(['build', '--root', site.root, '--out', out]);
      expect(b.code).toBe(0);
      // 2.0 is now the last version, at /community/; 1.0 moves to /community/1.0/.
      expect((await htmlFiles(out)).filter((u) => u.startsWith('/community/')).sort()).toEqual(
        [
          '/community/intro/',
          '/community/meetups/',
          '/community/tags/',
          '/community/tags/events/',
          '/community/tags/people/',
          '/community/1.0/intro/',
          '/community/next/intro/',
          '/community/next/meetups/',
          '/community/next/tags/',
          '/community/next/tags/events/',
          '/community/next/tags/people/',
        ].sort(),
      );
    } finally {
      await site.remove();
    }
  });

  it('names the instances there are when --id names none, and writes nothing', async () => {
    const site = await copyFixture('docs-instances');
    try {
      const before = (await readdir(site.root)).sort();
      const r = await zapsite(['docs:version', '2.0', '--id', 'comunity', '--root', site.root]);
      expect(r.code).toBe(2);
      expect(r.stdout + r.stderr).toContain('error[docs-version]: This site has no docs instance "comunity".');
      expect(r.stdout + r.stderr).toContain('Its docs instances are "default", "community"');
      expect((await readdir(site.root)).sort()).toEqual(before);
    } finally {
      await site.remove();
    }
  });
});
