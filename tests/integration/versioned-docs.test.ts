// The versioned-docs fixture: versions.json with 2.0 (labelled Stable, the last version) and 1.0
// (unmaintained, noIndex), plus the current docs as Next. URLs, banners, badges, dropdown targets,
// sitemap, canonical URLs and search records, as Docusaurus would give them.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, type FixtureOutcome } from '../helpers/build.ts';
import { copyFixture } from './temp-site.ts';
import { localIndexOf, recordsOf } from '../search/site.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { createDocsVersion } from '../../generator/content/docs-version.ts';
import { ZapsiteError } from '../../generator/diagnostics.ts';

// Every page Docusaurus makes for this fixture: the last version at /docs/, current at
// /docs/next/, 1.0 at /docs/1.0/; 2.0's draft is left out, its unlisted page is built.
const DOC_URLS = [
  '/docs/',
  '/docs/launchers/',
  '/docs/readers/nfc/',
  '/docs/hidden-tips/',
  '/docs/next/',
  '/docs/next/launchers/',
  '/docs/next/readers/nfc/',
  '/docs/next/readers/optical/',
  '/docs/1.0/',
  '/docs/1.0/legacy-setup/',
];

/** Rewrites the config of a copied site. */
async function editConfig(root: string, change: (config: string) => string): Promise<void> {
  const path = join(root, 'zapsite.config.ts');
  await writeFile(path, change(await readFile(path, 'utf8')));
}

const html = (out: FixtureOutcome, url: string) => {
  const text = out.writer.text(`${url.replace(/^\//, '')}index.html`);
  if (text === undefined) throw new Error(`no page at ${url}`);
  return text;
};
const dropdown = (page: string) =>
  [
    ...(page.match(/<li class="navbar__item dropdown">.*?<\/ul><\/li>/)?.[0] ?? '').matchAll(
      /<a class="dropdown__link[^"]*"(?: aria-current="page")? href="([^"]*)"[^>]*>([^<]*)<\/a>/g,
    ),
  ].map((m) => `${m[2]} ${m[1]}`);
const markdown = (page: string) => page.match(/<div class="markdown">(.*?)<\/div>/s)?.[1] ?? '';

describe('versioned docs', () => {
  let out: FixtureOutcome;
  beforeAll(async () => {
    out = await buildFixture('versioned-docs');
  });

  it('builds every URL Docusaurus gives the versions, and no other docs page', () => {
    expect(out.diagnostics).toEqual([]);
    const docs = out.result!.urls.filter((u) => u.startsWith('/docs/'));
    expect(docs.sort()).toEqual([...DOC_URLS].sort());
    expect(out.result!.urls).not.toContain('/docs/draft-notes/');
  });

  it('shows the unreleased banner on Next and the unmaintained one on 1.0, each linking to the same page in Stable when it exists', () => {
    const next = html(out, '/docs/next/launchers/');
    expect(next).toContain('version-banner--unreleased');
    expect(next).toMatch(/Zap Fixture <strong>Next<\/strong>, a version that has not been released yet/);
    expect(next).toContain('<a class="version-banner__latest" href="/docs/launchers/">Stable</a>');
    // A page Stable does not have: the banner falls back on Stable's main doc.
    expect(html(out, '/docs/next/readers/optical/')).toContain(
      '<a class="version-banner__latest" href="/docs/">Stable</a>',
    );
    const old = html(out, '/docs/1.0/legacy-setup/');
    expect(old).toContain('version-banner--unmaintained');
    expect(old).toMatch(/Zap Fixture <strong>1\.0<\/strong>, a version that no longer receives updates/);
    expect(old).toContain('<a class="version-banner__latest" href="/docs/">Stable</a>');
    expect(html(out, '/docs/launchers/')).not.toContain('version-banner');
  });

  it('gives every docs page its version badge and class name', () => {
    expect(html(out, '/docs/launchers/')).toContain('<p class="version-badge">Version: Stable</p>');
    expect(html(out, '/docs/next/')).toContain('<p class="version-badge">Version: Next</p>');
    expect(html(out, '/docs/1.0/')).toContain('<p class="version-badge">Version: 1.0</p>');
    expect(html(out, '/docs/launchers/')).toMatch(/<html [^>]*class="docs-version-2\.0"/);
    expect(html(out, '/docs/next/launchers/')).toMatch(/<html [^>]*class="docs-version-current"/);
    expect(html(out, '/versions/')).not.toMatch(/<html [^>]*class=/);
  });

  it('points each dropdown entry at the same doc in that version, else its main doc', () => {
    expect(dropdown(html(out, '/docs/next/launchers/'))).toEqual([
      'Next /docs/next/launchers/',
      'Stable /docs/launchers/',
      '1.0 /docs/1.0/',
      'All versions /versions/',
    ]);
    expect(dropdown(html(out, '/docs/readers/nfc/'))).toEqual([
      'Next /docs/next/readers/nfc/',
      'Stable /docs/readers/nfc/',
      '1.0 /docs/1.0/',
      'All versions /versions/',
    ]);
    expect(dropdown(html(out, '/docs/1.0/legacy-setup/'))).toEqual([
      'Next /docs/next/',
      'Stable /docs/',
      '1.0 /docs/1.0/legacy-setup/',
      'All versions /versions/',
    ]);
    // Off the docs, every version's main doc, Stable marked as the active one.
    const page = html(out, '/versions/');
    expect(dropdown(page)).toEqual(['Next /docs/next/', 'Stable /docs/', '1.0 /docs/1.0/', 'All versions /versions/']);
    expect(page).toContain('<a class="dropdown__link dropdown__link--active" href="/docs/">Stable</a>');
    expect(page).toMatch(/dropdown__toggle"[^>]*>Stable<\/button>/);
    expect(html(out, '/docs/1.0/')).toMatch(/dropdown__toggle navbar__link--active"[^>]*>1\.0<\/button>/);
    // The docsVersion item: the last version's label and main doc.
    expect(page).toContain('<a class="navbar__link" href="/docs/">Stable</a>');
  });

  it('keeps links written in a version inside it, and gives each version its own sidebar and prev/next', () => {
    expect(markdown(html(out, '/docs/launchers/'))).toContain('<a href="/docs/readers/nfc/">reader</a>');
    expect(markdown(html(out, '/docs/launchers/'))).toContain('<a href="/docs/">introduction</a>');
    expect(markdown(html(out, '/docs/readers/nfc/'))).toContain('<a href="/docs/launchers/">launchers</a>');
    expect(markdown(html(out, '/docs/next/launchers/'))).toContain('<a href="/docs/next/readers/nfc/">reader</a>');
    expect(markdown(html(out, '/docs/1.0/'))).toContain('<a href="/docs/1.0/legacy-setup/">legacy setup</a>');
    const old = html(out, '/docs/1.0/');
    expect(old).toContain('pagination-nav__link--next" href="/docs/1.0/legacy-setup/"');
    expect(old).not.toContain('href="/docs/launchers/"');
    const next = html(out, '/docs/next/launchers/');
    expect(next).toContain('pagination-nav__link--prev" href="/docs/next/readers/optical/"');
    // Breadcrumbs follow the version's own sidebar.
    expect(html(out, '/docs/next/readers/optical/')).toMatch(/<nav class="breadcrumbs".*Readers.*Optical readers/s);
    // Each version's sidebar is its own file, and each page asks for its own.
    const sidebarFile = (url: string) => html(out, url).match(/assets\/sidebar-[0-9a-f]+\.json/)?.[0];
    const files = new Set(['/docs/', '/docs/next/', '/docs/1.0/'].map(sidebarFile));
    expect(files.size).toBe(3);
    for (const f of files) expect(out.writer.files.has(f!)).toBe(true);
    const stable = JSON.parse(out.writer.text(sidebarFile('/docs/launchers/')!)!) as { href?: string }[];
    expect(JSON.stringify(stable)).not.toContain('/docs/next/');
  });

  it('keeps 1.0 (noIndex) and the unlisted page out of the sitemap, with robots noindex; canonical URLs are each page’s own', () => {
    const sitemap = out.writer.text('sitemap.xml')!;
    const locs = [...sitemap.matchAll(/<loc>https:\/\/example\.com([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs.filter((u) => u!.startsWith('/docs/')).sort()).toEqual([
      '/docs/',
      '/docs/launchers/',
      '/docs/next/',
      '/docs/next/launchers/',
      '/docs/next/readers/nfc/',
      '/docs/next/readers/optical/',
      '/docs/readers/nfc/',
    ]);
    expect(html(out, '/docs/1.0/legacy-setup/')).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html(out, '/docs/next/launchers/')).not.toContain('name="robots"');
    for (const url of ['/docs/launchers/', '/docs/next/launchers/', '/docs/1.0/legacy-setup/'])
      expect(html(out, url)).toContain(`<link rel="canonical" href="https://example.com${url}"/>`);
  });

  it('tags search records with their version; the page and the search button carry the page’s version', async () => {
    const records = await recordsOf(out.writer.files);
    const tagOf = (url: string) =>
      records.find((r) => r.url_without_anchor === url && r.type === 'lvl1')?.docusaurus_tag;
    expect(tagOf('/docs/launchers/')).toBe('docs-default-2.0');
    expect(tagOf('/docs/next/launchers/')).toBe('docs-default-current');
    expect(tagOf('/docs/1.0/')).toBeUndefined(); // noIndex
    expect(tagOf('/versions/')).toBe('default');
    expect(records.find((r) => r.url_without_anchor === '/docs/next/readers/optical/')?.hierarchy.lvl0).toBe('Readers');
    const next = html(out, '/docs/next/launchers/');
    expect(next).toContain('<meta name="docsearch:docusaurus_tag" content="docs-default-current"/>');
    expect(next).toMatch(/data-island-props="SearchButton">[^<]*"docsTag":"docs-default-current"/);
    expect(html(out, '/versions/')).toMatch(/data-island-props="SearchButton">[^<]*"docsTag":"docs-default-2.0"/);
  });

  it('ranks the local hits of the version searched from first, and labels hits of another version', async () => {
    const index = localIndexOf(out.writer.files);
    const pages = (hits: { url: string; version?: string }[]) => [
      ...new Set(hits.map((h) => `${h.url.replace(/#.*$/, '')}${h.version ? ` (${h.version})` : ''}`)),
    ];
    const fromStable = await index.search({ query: 'launcher', docsTag: 'docs-default-2.0' });
    // Stable's pages (no label), then Next's (labelled); 1.0 is noIndex, so it has no records.
    expect(pages(fromStable.hits).sort()).toEqual([
      '/docs/',
      '/docs/launchers/',
      '/docs/next/ (Next)',
      '/docs/next/launchers/ (Next)',
      '/docs/readers/nfc/',
    ]);
    const firstOther = fromStable.hits.findIndex((h) => h.version);
    expect(firstOther).toBeGreaterThan(0);
    expect(fromStable.hits.slice(firstOther).every((h) => h.version === 'Next')).toBe(true);
    expect(fromStable.hits.slice(0, firstOther).every((h) => !h.url.startsWith('/docs/next/'))).toBe(true);
    const fromNext = await index.search({ query: 'launcher', docsTag: 'docs-default-current' });
    expect(fromNext.hits[0]!.url.startsWith('/docs/next/')).toBe(true);
    expect(fromNext.hits.filter((h) => !h.url.startsWith('/docs/next/')).every((h) => h.version === 'Stable')).toBe(
      true,
    );
    expect(fromNext.nbHits).toBe(fromStable.nbHits);
  });
});

describe('docs options', () => {
  it('lastVersion, labels and paths move the URLs; onlyIncludeVersions drops a version', async () => {
    const site = await copyFixture('versioned-docs');
    try {
      await editConfig(site.root, (config) =>
        config
          .replace(
            "'2.0': { label: 'Stable' },",
            "'2.0': { label: 'Two', path: 'two' },\n      current: { label: 'Today' },",
          )
          .replace('docs: {', "docs: {\n    lastVersion: 'current',\n    onlyIncludeVersions: ['current', '2.0'],"),
      );
      const out = await buildFixture(site.root);
      expect(out.diagnostics).toEqual([]);
      const docs = out.result!.urls.filter((u) => u.startsWith('/docs/')).sort();
      // current is the last version, at the docs base; 2.0 at its own path; 1.0 is not built.
      expect(docs).toEqual([
        '/docs/',
        '/docs/launchers/',
        '/docs/readers/nfc/',
        '/docs/readers/optical/',
        '/docs/two/',
        '/docs/two/hidden-tips/',
        '/docs/two/launchers/',
        '/docs/two/readers/nfc/',
      ]);
      // 2.0 is now older than the last version: unmaintained, pointing at the same page in Today.
      expect(html(out, '/docs/two/launchers/')).toContain('version-banner--unmaintained');
      expect(html(out, '/docs/two/launchers/')).toContain(
        '<a class="version-banner__latest" href="/docs/launchers/">Today</a>',
      );
      expect(html(out, '/docs/launchers/')).not.toContain('version-banner');
      // Two versions are still more than one: badges stay.
      expect(html(out, '/docs/launchers/')).toContain('<p class="version-badge">Version: Today</p>');
    } finally {
      await site.remove();
    }
  });

  it('reports an unknown lastVersion and a bad name in versions.json with the file and a hint', async () => {
    const site = await copyFixture('versioned-docs');
    try {
      await editConfig(site.root, (config) => config.replace('docs: {', "docs: {\n    lastVersion: '9.9',"));
      let out = await buildFixture(site.root);
      expect(out.ok).toBe(false);
      expect(out.diagnostics[0]).toMatchObject({
        code: 'docs-versions',
        file: 'zapsite.config.ts',
        message: 'docs.lastVersion "9.9" is not a version of this site.',
        hint: 'Available version names are: current, 2.0, 1.0.',
      });
      await writeFile(join(site.root, 'versions.json'), '["2.0", "../up"]');
      out = await buildFixture(site.root);
      expect(out.diagnostics[0]).toMatchObject({ code: 'docs-versions', file: 'versions.json' });
      expect(out.diagnostics[0]!.message).toContain('"../up" has a slash');
    } finally {
      await site.remove();
    }
  });
});

describe('navbar items that name a doc, on a versioned site', () => {
  it("link to the doc in the version of the docs page shown, else in the last version, as Docusaurus's navbar does", async () => {
    const site = await copyFixture('versioned-docs');
    try {
      await editConfig(site.root, (config) =>
        config.replace(
          "{ to: '/docs/', label: 'Docs' },",
          "{ to: '/docs/', label: 'Docs' },\n      { type: 'doc', docId: 'intro', label: 'Intro' },\n      { type: 'doc', docId: 'launchers', label: 'Launchers' },",
        ),
      );
      const out = await buildFixture(site.root);
      expect(out.diagnostics).toEqual([]);
      const navbar = (url: string) =>
        [...html(out, url).matchAll(/<a class="navbar__link[^"]*" href="([^"]*)">([^<]*)/g)].map(
          (m) => `${m[2]} ${m[1]}`,
        );
      // 1.0 has an intro but no launchers page: that one stays with the last version's.
      expect(navbar('/docs/1.0/legacy-setup/')).toEqual([
        'Docs /docs/',
        'Intro /docs/1.0/',
        'Launchers /docs/launchers/',
        '1.0 /docs/1.0/',
      ]);
      expect(navbar('/docs/next/readers/nfc/')).toEqual([
        'Docs /docs/',
        'Intro /docs/next/',
        'Launchers /docs/next/launchers/',
        'Next /docs/next/',
      ]);
      // Outside the docs no version is shown: the last one.
      expect(navbar('/')).toEqual(['Docs /docs/', 'Intro /docs/', 'Launchers /docs/launchers/', 'Stable /docs/']);
    } finally {
      await site.remove();
    }
  });
});

describe("a dropdown's doc items, on a versioned site", () => {
  it.each(['zapsite', 'classic'])('link to the doc in the version of the docs page shown (%s theme)', async (theme) => {
    const site = await copyFixture('versioned-docs');
    try {
      await editConfig(site.root, (config) =>
        config
          .replace('blog: false,', `blog: false,\n  theme: { name: '${theme}' },`)
          .replace(
            "{ to: '/docs/', label: 'Docs' },",
            "{ to: '/docs/', label: 'Docs' },\n      { type: 'dropdown', label: 'Guides', items: [{ type: 'doc', docId: 'intro', label: 'Intro' }, { type: 'doc', docId: 'launchers', label: 'Launchers' }] },",
          ),
      );
      const out = await buildFixture(site.root);
      expect(out.diagnostics).toEqual([]);
      const menu = (url: string) =>
        [...html(out, url).matchAll(/<a class="dropdown__link[^"]*" href="([^"]*)">(Intro|Launchers)</g)].map(
          (m) => `${m[2]} ${m[1]}`,
        );
      // 1.0 has an intro but no launchers page: that one stays with the last version's.
      expect(menu('/docs/1.0/legacy-setup/')).toEqual(['Intro /docs/1.0/', 'Launchers /docs/launchers/']);
      expect(menu('/docs/next/readers/nfc/')).toEqual(['Intro /docs/next/', 'Launchers /docs/next/launchers/']);
      expect(menu('/')).toEqual(['Intro /docs/', 'Launchers /docs/launchers/']);
    } finally {
      await site.remove();
    }
  });
});

describe('sidebars files, generated indexes and llms.txt per version', () => {
  const readersIndex = {
    type: 'category',
    label: 'Readers',
    link: { type: 'generated-index', title: 'All readers' },
    items: [{ type: 'autogenerated', dirName: 'readers' }],
  };
  let out: FixtureOutcome;
  let remove: () => Promise<void>;
  beforeAll(async () => {
    const site = await copyFixture('versioned-docs');
    remove = site.remove;
    // Next reads docs.sidebarPath, 2.0 its versioned_sidebars/ file; both list Readers as a generated index.
    await writeFile(join(site.root, 'sidebars.json'), JSON.stringify({ guide: ['intro', 'launchers', readersIndex] }));
    await writeFile(
      join(site.root, 'versioned_sidebars/version-2.0-sidebars.json'),
      JSON.stringify({ guide: ['intro', 'launchers', readersIndex] }),
    );
    await editConfig(site.root, (config) =>
      config.replace('docs: {', "llms: { docsDir: 'content/docs' },\n  docs: {\n    sidebarPath: 'sidebars.json',"),
    );
    out = await buildFixture(site.root);
  });
  afterAll(async () => {
    await remove();
  });

  it("builds a generated index in each version that lists it, at that version's URL, with its cards, banner and dropdown", () => {
    expect(out.diagnostics).toEqual([]);
    const indexes = out.result!.urls.filter((u) => u.includes('/category/')).sort();
    expect(indexes).toEqual(['/docs/category/readers/', '/docs/next/category/readers/']);
    const cards = (page: string) => [...page.matchAll(/<a class="card card--link" href="([^"]*)"/g)].map((m) => m[1]);
    const next = html(out, '/docs/next/category/readers/');
    expect(cards(next)).toEqual(['/docs/next/readers/nfc/', '/docs/next/readers/optical/']);
    expect(next).toContain('version-banner--unreleased');
    expect(next).toContain('<p class="version-badge">Version: Next</p>');
    // From an index the dropdown opens each version's main doc.
    expect(dropdown(next)).toEqual(['Next /docs/next/', 'Stable /docs/', '1.0 /docs/1.0/', 'All versions /versions/']);
    const stable = html(out, '/docs/category/readers/');
    expect(cards(stable)).toEqual(['/docs/readers/nfc/']);
    expect(stable).not.toContain('version-banner');
    // A doc of each version shows its own version's sidebar, which links its own index.
    expect(html(out, '/docs/next/launchers/')).toContain('href="/docs/next/category/readers/"');
    expect(html(out, '/docs/next/launchers/')).not.toContain('href="/docs/category/readers/"');
    expect(html(out, '/docs/launchers/')).toContain('href="/docs/category/readers/"');
  });

  it("tags the generated indexes' search records with their version", async () => {
    const records = await recordsOf(out.writer.files);
    const tagOf = (url: string) => records.find((r) => r.url_without_anchor === url)?.docusaurus_tag;
    expect(tagOf('/docs/next/category/readers/')).toBe('docs-default-current');
    expect(tagOf('/docs/category/readers/')).toBe('docs-default-2.0');
  });

  it("lists the last version's docs in llms.txt when docsDir is the docs folder, in its sidebar order", () => {
    const links = [...out.writer.text('llms.txt')!.matchAll(/\]\((https:[^)]*)\)/g)].map((m) => m[1]);
    expect(links).toEqual([
      'https://example.com/docs/',
      'https://example.com/docs/launchers/',
      'https://example.com/docs/readers/nfc/',
    ]);
  });
});

describe('llms.docsDir naming a released version', () => {
  it("lists that version's docs, linked at its URLs", async () => {
    const site = await copyFixture('versioned-docs');
    try {
      await editConfig(site.root, (config) =>
        config.replace('docs: {', "llms: { docsDir: 'versioned_docs/version-1.0' },\n  docs: {"),
      );
      const out = await buildFixture(site.root);
      expect(out.diagnostics).toEqual([]);
      const links = [...out.writer.text('llms.txt')!.matchAll(/\]\((https:[^)]*)\)/g)].map((m) => m[1]);
      expect(links).toEqual(['https://example.com/docs/1.0/', 'https://example.com/docs/1.0/legacy-setup/']);
    } finally {
      await site.remove();
    }
  });
});

describe('broken links inside a version', () => {
  it('reports a Markdown link to a file only another version has, and a URL of a page that version lacks', async () => {
    const site = await copyFixture('versioned-docs');
    try {
      const file = join(site.root, 'versioned_docs/version-2.0/launchers.md');
      const text = await readFile(file, 'utf8');
      // The file exists in the current docs, not in 2.0: the link resolves in 2.0 only.
      await writeFile(file, `${text}\nSee [optical readers](./readers/optical.md).\n`);
      let out = await buildFixture(site.root);
      expect(out.diagnostics.map((d) => `${d.code} ${d.file}:${d.line}`)).toEqual([
        'broken-markdown-link versioned_docs/version-2.0/launchers.md:9',
      ]);
      await writeFile(file, `${text}\nSee [optical readers](/docs/readers/optical/).\n`);
      out = await buildFixture(site.root);
      expect(out.diagnostics.map((d) => `${d.code} ${d.file}:${d.line}`)).toEqual([
        'broken-link versioned_docs/version-2.0/launchers.md:9',
      ]);
    } finally {
      await site.remove();
    }
  });
});

describe('tags files per version', () => {
  /** Tags `intro` of the docs folder and of 1.0 with `nfc`, and writes a tags file in each folder given. */
  async function taggedSite(files: Record<string, string>) {
    const site = await copyFixture('versioned-docs');
    for (const intro of ['content/docs/intro.md', 'versioned_docs/version-1.0/intro.md']) {
      const path = join(site.root, intro);
      await writeFile(path, (await readFile(path, 'utf8')).replace('---\n', '---\ntags: [nfc]\n'));
    }
    for (const [dir, label] of Object.entries(files))
      await writeFile(join(site.root, dir, 'tags.yml'), `nfc:\n  label: ${label}\n`);
    return site;
  }

  it("reads each version's own tags file, as Docusaurus does", async () => {
    const site = await taggedSite({
      'content/docs': 'NFC readers',
      'versioned_docs/version-1.0': 'NFC, first edition',
    });
    try {
      const out = await buildFixture(site.root);
      expect(out.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(html(out, '/docs/next/tags/nfc/')).toContain('NFC readers');
      expect(html(out, '/docs/1.0/tags/nfc/')).toContain('NFC, first edition');
      expect(html(out, '/docs/1.0/tags/nfc/')).not.toContain('NFC readers');
    } finally {
      await site.remove();
    }
  });

  it("requires a tags file named in the config in every version's folder", async () => {
    const site = await taggedSite({ 'content/docs': 'NFC readers' });
    try {
      await editConfig(site.root, (c) => c.replace('  docs: {\n', "  docs: {\n    tags: 'tags.yml',\n"));
      const out = await buildFixture(site.root);
      expect(out.ok).toBe(false);
      expect(out.diagnostics.filter((d) => d.code === 'docs-tags').map((d) => d.message)).toEqual([
        'The docs tags file versioned_docs/version-2.0/tags.yml does not exist.',
        'The docs tags file versioned_docs/version-1.0/tags.yml does not exist.',
      ]);
    } finally {
      await site.remove();
    }
  });
});

describe('zapsite docs:version', () => {
  it('copies the current docs and sidebar into a new version; its URLs appear and the old ones stay', async () => {
    const site = await copyFixture('versioned-docs');
    try {
      const before = await buildFixture(site.root);
      const { config } = await loadConfig(site.root);
      const { written } = await createDocsVersion(config, '3.0');
      expect(written).toEqual([
        'versioned_docs/version-3.0/',
        'versioned_sidebars/version-3.0-sidebars.json',
        'versions.json',
      ]);
      expect(JSON.parse(await readFile(join(site.root, 'versions.json'), 'utf8'))).toEqual(['3.0', '2.0', '1.0']);
      expect(
        JSON.parse(await readFile(join(site.root, 'versioned_sidebars/version-3.0-sidebars.json'), 'utf8')),
      ).toEqual({ docs: [{ type: 'autogenerated', dirName: '.' }] });
      expect(existsSync(join(site.root, 'versioned_docs/version-3.0/readers/_category_.json'))).toBe(true);

      const after = await buildFixture(site.root);
      expect(after.diagnostics).toEqual([]);
      const urls = new Set(after.result!.urls);
      // 3.0 is the newest released version now: it takes the docs base; 2.0 moves to /docs/2.0/.
      for (const url of [
        '/docs/',
        '/docs/launchers/',
        '/docs/readers/optical/',
        '/docs/2.0/',
        '/docs/2.0/launchers/',
        '/docs/2.0/hidden-tips/',
      ])
        expect(urls).toContain(url);
      // Next, 1.0 and the other pages keep their URLs; 2.0's pages left the base for /docs/2.0/, as in Docusaurus.
      for (const url of before.result!.urls)
        expect(urls).toContain(
          url.startsWith('/docs/') && !/^\/docs\/(next|1\.0)\//.test(url) ? url.replace('/docs/', '/docs/2.0/') : url,
        );
      expect(html(after, '/docs/readers/optical/')).toContain('<p class="version-badge">Version: 3.0</p>');
      expect(html(after, '/docs/2.0/launchers/')).toContain('version-banner--unmaintained');
      expect(markdown(html(after, '/docs/2.0/launchers/'))).toContain('<a href="/docs/2.0/readers/nfc/">reader</a>');
    } finally {
      await site.remove();
    }
  });

  it('refuses an existing version, a bad name, and writes nothing then', async () => {
    const site = await copyFixture('versioned-docs');
    try {
      const { config } = await loadConfig(site.root);
      const versionsBefore = await readFile(join(site.root, 'versions.json'), 'utf8');
      const problem = async (name: string) => {
        try {
          await createDocsVersion(config, name);
        } catch (error) {
          if (error instanceof ZapsiteError) return error.diagnostics[0]!;
          throw error;
        }
        throw new Error(`docs:version ${name} succeeded`);
      };
      expect((await problem('2.0')).message).toBe('Version 2.0 already exists in versions.json.');
      expect((await problem('a/b')).message).toContain('has a slash');
      expect((await problem('x'.repeat(33))).message).toContain('longer than 32 characters');
      expect((await problem('..')).message).toContain('is "." or ".."');
      expect((await problem('current')).message).toContain('cannot be a released version');
      expect(await readFile(join(site.root, 'versions.json'), 'utf8')).toBe(versionsBefore);
      expect(existsSync(join(site.root, 'versioned_docs/version-a'))).toBe(false);
      await rm(join(site.root, 'content/docs'), { recursive: true });
      expect((await problem('4.0')).message).toContain('There are no docs to version');
    } finally {
      await site.remove();
    }
  });
});
