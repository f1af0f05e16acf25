// The same small site built with trailingSlash true, false and unset (tests/fixtures/slash-*): the
// files each layout writes, the form of every link, canonical URL, sitemap and feed entry, and
// links as Docusaurus resolves them (relative URLs against the page's URL as written, file links
// from the file, the content folder or the site folder, navbar doc items).
import { beforeAll, describe, expect, it } from 'vitest';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { parseDocument } from 'htmlparser2';
import { findAll, findOne, getAttributeValue, textContent } from 'domutils';
import xmljs from 'xml-js';
import { build } from '../../generator/pipeline.ts';
import { MemoryWriter } from '../../generator/emit/writer.ts';
import { buildFixture, type FixtureOutcome } from '../helpers/build.ts';
import { FIXTURES } from '../helpers/paths.ts';
import { copyFixture } from './temp-site.ts';
import { startRemoteServer } from '../helpers/remote-server.ts';
import { remoteSite } from '../helpers/remote-site.ts';

type Mode = 'true' | 'false' | 'unset';
const MODES: Mode[] = ['true', 'false', 'unset'];
const built = new Map<Mode, FixtureOutcome>();

beforeAll(async () => {
  for (const mode of MODES) {
    const out = await buildFixture(`slash-${mode}`);
    if (!out.ok)
      throw new Error(
        `slash-${mode} did not build:\n${out.diagnostics.map((d) => `${d.code}: ${d.message} (${d.file}:${d.line})`).join('\n')}`,
      );
    built.set(mode, out);
  }
});

/** Per mode: [URL, output file] of each page. */
const PAGES: Record<Mode, [string, string][]> = {
  true: [
    ['/', 'index.html'],
    ['/about/', 'about/index.html'],
    ['/docs/', 'docs/index.html'],
    ['/docs/guide/', 'docs/guide/index.html'],
    ['/docs/guide/setup/', 'docs/guide/setup/index.html'],
    ['/docs/guide/release-2.0/', 'docs/guide/release-2.0/index.html'],
    ['/docs/guide/custom-id/', 'docs/guide/custom-id/index.html'],
    ['/docs/reference/colours/', 'docs/reference/colours/index.html'],
    ['/blog/', 'blog/index.html'],
    ['/blog/2024/01/02/first-light/', 'blog/2024/01/02/first-light/index.html'],
    ['/blog/brighter/', 'blog/brighter/index.html'],
    ['/blog/tags/', 'blog/tags/index.html'],
    ['/search/', 'search/index.html'],
    ['/old-setup/', 'old-setup/index.html'],
  ],
  false: [
    ['/', 'index.html'],
    ['/about', 'about.html'],
    ['/docs', 'docs.html'],
    ['/docs/guide', 'docs/guide.html'],
    ['/docs/guide/setup', 'docs/guide/setup.html'],
    ['/docs/guide/release-2.0', 'docs/guide/release-2.0.html'],
    ['/docs/guide/custom-id', 'docs/guide/custom-id.html'],
    ['/docs/reference/colours', 'docs/reference/colours.html'],
    ['/blog', 'blog.html'],
    ['/blog/2024/01/02/first-light', 'blog/2024/01/02/first-light.html'],
    ['/blog/brighter', 'blog/brighter.html'],
    ['/blog/tags', 'blog/tags.html'],
    ['/search', 'search.html'],
    // A redirect is written in a folder named for its path, as Docusaurus writes it (redirect-pages.ts).
    ['/old-setup', 'old-setup/index.html'],
  ],
  unset: [
    ['/', 'index.html'],
    ['/about', 'about/index.html'],
    ['/docs/', 'docs/index.html'],
    ['/docs/guide/', 'docs/guide/index.html'],
    ['/docs/guide/setup', 'docs/guide/setup/index.html'],
    ['/docs/guide/release-2.0', 'docs/guide/release-2.0/index.html'],
    ['/docs/guide/custom-id', 'docs/guide/custom-id/index.html'],
    ['/docs/reference/colours', 'docs/reference/colours/index.html'],
    ['/blog', 'blog/index.html'],
    ['/blog/2024/01/02/first-light', 'blog/2024/01/02/first-light/index.html'],
    ['/blog/brighter', 'blog/brighter/index.html'],
    ['/blog/tags', 'blog/tags/index.html'],
    ['/search', 'search/index.html'],
    ['/old-setup', 'old-setup/index.html'],
  ],
};

const url = (mode: Mode, path: string) =>
  PAGES[mode].find(([u]) => u.replace(/\/$/, '') === path.replace(/\/$/, ''))![0];
const fileOf = (mode: Mode, path: string) =>
  PAGES[mode].find(([u]) => u.replace(/\/$/, '') === path.replace(/\/$/, ''))![1];

function page(mode: Mode, path: string) {
  const html = built.get(mode)!.writer.text(fileOf(mode, path));
  if (html === undefined) throw new Error(`slash-${mode} has no ${fileOf(mode, path)}`);
  return parseDocument(html);
}

/** The href of the first link whose text is `text` inside `within` (main content by default). */
function hrefOf(
  mode: Mode,
  path: string,
  text: string,
  within: 'main' | 'nav' | 'footer' = 'main',
): string | undefined {
  const doc = page(mode, path);
  const scope = findOne(
    (e) =>
      within === 'main'
        ? getAttributeValue(e, 'id') === 'main-content'
        : e.name === within && getAttributeValue(e, 'class') === (within === 'nav' ? 'navbar' : 'footer'),
    doc.children,
  );
  const a = findAll((e) => e.name === 'a' && textContent(e).trim() === text, scope ? [scope] : doc.children)[0];
  return a ? getAttributeValue(a, 'href') : undefined;
}

describe.each(MODES)('trailingSlash %s', (mode) => {
  it('writes each page where this layout puts it, and nothing for partials', () => {
    const files = built.get(mode)!.writer.files;
    const html = [...files.keys()].filter((f) => f.endsWith('.html')).sort();
    expect(html).toEqual(
      [
        ...PAGES[mode].map(([, f]) => f),
        '404.html',
        'blog/archive' + (mode === 'false' ? '.html' : '/index.html'),
        'blog/authors' + (mode === 'false' ? '.html' : '/index.html'),
        'blog/tags/lamps' + (mode === 'false' ? '.html' : '/index.html'),
      ].sort(),
    );
    expect(
      built
        .get(mode)!
        .result!.urls.filter((u) => u !== '/404.html' && !/archive|authors|tags\/lamps/.test(u))
        .sort(),
    ).toEqual(PAGES[mode].map(([u]) => u).sort());
    expect(html.some((f) => f.includes('snippet'))).toBe(false);
  });

  it('writes links in the form of the page they lead to, whatever spelling the source used', () => {
    // A relative URL link, resolved against /docs/guide/setup as written on this layout.
    expect(hrefOf(mode, '/docs/guide/setup', 'release notes')).toBe(url(mode, '/docs/guide/release-2.0'));
    // File links: relative to the file, and (with "#") from the site folder and the content folder.
    expect(hrefOf(mode, '/docs/guide/setup', 'guide overview')).toBe(url(mode, '/docs/guide/'));
    expect(hrefOf(mode, '/docs/guide/setup', 'colours')).toBe(`${url(mode, '/docs/reference/colours')}#warm-and-cool`);
    expect(hrefOf(mode, '/docs/guide/release-2.0', 'the setup page')).toBe(`${url(mode, '/docs/guide/setup')}#pairing`);
    expect(hrefOf(mode, '/docs/reference/colours', 'setup steps')).toBe(url(mode, '/docs/guide/setup'));
    expect(hrefOf(mode, '/blog/2024/01/02/first-light', 'setup page')).toBe(url(mode, '/docs/guide/setup'));
    expect(hrefOf(mode, '/blog/brighter', 'the first one')).toBe(url(mode, '/blog/2024/01/02/first-light'));
    expect(hrefOf(mode, '/about', 'dimming notes')).toBe(url(mode, '/docs/guide/custom-id'));
    // A URL link to a page written without its slash, and one whose last segment has a dot.
    expect(hrefOf(mode, '/docs/guide/release-2.0', 'dimming moves')).toBe(url(mode, '/docs/guide/custom-id'));
    expect(hrefOf(mode, '/docs/guide/custom-id', 'release 2.0')).toBe(url(mode, '/docs/guide/release-2.0'));
  });

  it("links navbar doc and docSidebar items to their doc, and writes navbar, footer and theme links in the layout's form", () => {
    const at = '/docs/guide/setup';
    expect(hrefOf(mode, at, 'Setup', 'nav')).toBe(url(mode, '/docs/guide/setup'));
    // A doc item without a label shows its doc id, as Docusaurus's DocNavbarItem does; the
    // docSidebar item leads to the sidebar's first doc (the guide, which has a position; the docs'
    // own index has none).
    expect(hrefOf(mode, at, 'guide/custom-id', 'nav')).toBe(url(mode, '/docs/guide/custom-id'));
    expect(hrefOf(mode, at, 'Dimming', 'nav')).toBeUndefined();
    expect(hrefOf(mode, at, 'Docs', 'nav')).toBe(url(mode, '/docs/guide/'));
    expect(hrefOf(mode, at, 'Blog', 'nav')).toBe(url(mode, '/blog'));
    expect(hrefOf(mode, at, 'About', 'nav')).toBe(url(mode, '/about'));
    expect(hrefOf(mode, at, 'Release 2.0', 'footer')).toBe(url(mode, '/docs/guide/release-2.0'));
    const search = findOne(
      (e) => e.name === 'a' && getAttributeValue(e, 'class') === 'search-button',
      page(mode, at).children,
    );
    expect(search && getAttributeValue(search, 'href')).toBe(url(mode, '/search'));
    // The sidebar and pagination use the same URLs.
    const sidebar = findOne(
      (e) => e.name === 'aside' && getAttributeValue(e, 'class') === 'sidebar',
      page(mode, at).children,
    )!;
    const sidebarHrefs = findAll((e) => e.name === 'a', [sidebar]).map((a) => getAttributeValue(a, 'href'));
    expect(sidebarHrefs).toEqual(
      expect.arrayContaining([
        url(mode, '/docs/guide/setup'),
        url(mode, '/docs/guide/release-2.0'),
        url(mode, '/docs/guide/custom-id'),
      ]),
    );
    for (const href of sidebarHrefs) expect(PAGES[mode].map(([u]) => u)).toContain(href);
  });

  it('gives each page its own URL as canonical and og:url', () => {
    for (const [u] of PAGES[mode].filter(([p]) => p !== '/old-setup' && p !== '/old-setup/')) {
      const doc = page(mode, u);
      const canonical = findOne((e) => e.name === 'link' && getAttributeValue(e, 'rel') === 'canonical', doc.children);
      const og = findOne((e) => e.name === 'meta' && getAttributeValue(e, 'property') === 'og:url', doc.children);
      expect([u, canonical && getAttributeValue(canonical, 'href'), og && getAttributeValue(og, 'content')]).toEqual([
        u,
        `https://lantern.example${u}`,
        `https://lantern.example${u}`,
      ]);
    }
  });

  it('lists the same URLs in the sitemap', () => {
    const xml = built.get(mode)!.writer.text('sitemap.xml')!;
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace('https://lantern.example', ''));
    const expected = PAGES[mode].map(([u]) => u).filter((u) => !/old-setup|\/tags/.test(u));
    expect(locs.filter((u) => !/archive|authors/.test(u)).sort()).toEqual(expected.sort());
  });

  it("gives the feeds the blog's and the posts' URLs in the same form, the feed files staying in the blog folder", () => {
    const text = (f: string) => built.get(mode)!.writer.text(f)!;
    const rss = xmljs.xml2js(text('blog/rss.xml'), { compact: true }) as any;
    const items = [rss.rss.channel.item].flat();
    expect(rss.rss.channel.link._text).toBe(`https://lantern.example${url(mode, '/blog')}`);
    expect(items.map((i: any) => i.link._text)).toEqual([
      `https://lantern.example${url(mode, '/blog/brighter')}`,
      `https://lantern.example${url(mode, '/blog/2024/01/02/first-light')}`,
    ]);
    const atom = xmljs.xml2js(text('blog/atom.xml'), { compact: true }) as any;
    expect([atom.feed.entry].flat().map((e: any) => e.id._text)).toEqual(items.map((i: any) => i.link._text));
    const json = JSON.parse(text('blog/feed.json'));
    expect(json.home_page_url).toBe(`https://lantern.example${url(mode, '/blog')}`);
    expect(json.feed_url).toBe('https://lantern.example/blog/feed.json');
    expect(json.items.map((i: { url: string }) => i.url)).toEqual(items.map((i: any) => i.link._text));
    // Links inside a post's feed content are absolute and in the same form.
    expect(json.items[1].content_html).toContain(`href="https://lantern.example${url(mode, '/docs/guide/setup')}"`);
  });

  it("sends the redirect to its target in the target's form, in the page and in _redirects", () => {
    const target = `${url(mode, '/docs/guide/setup')}#pairing`;
    const doc = page(mode, '/old-setup');
    const refresh = findOne(
      (e) => e.name === 'meta' && getAttributeValue(e, 'http-equiv') === 'refresh',
      doc.children,
    )!;
    expect(getAttributeValue(refresh, 'content')).toBe(`0; url=${target}`);
    expect(built.get(mode)!.writer.text('_redirects')).toBe(`/old-setup ${target} 301\n/old-setup/ ${target} 301\n`);
  });

  it('puts the same URLs in the search records', () => {
    const files = built.get(mode)!.writer.files;
    // The store chunks (d-*.json) hold each record's page URL.
    const store = [...files.keys()].filter((f) => f.startsWith('assets/search/d-'));
    const urls = new Set<string>();
    for (const f of store)
      for (const m of files
        .get(f)!
        .toString('utf8')
        .matchAll(/"(\/docs\/[^"#]*)/g))
        urls.add(m[1]!);
    expect(urls.size).toBeGreaterThan(3);
    for (const u of urls) expect(PAGES[mode].map(([p]) => p)).toContain(u);
  });
});

describe('the three fixtures', () => {
  it('hold the same files and text but for the config and the one relative link that climbs a folder when pages end in a slash', async () => {
    const list = async (root: string) =>
      (await readdir(root, { recursive: true, withFileTypes: true }))
        .filter((e) => e.isFile())
        .map((e) => relative(root, join(e.parentPath, e.name)))
        .sort();
    const base = join(FIXTURES, 'slash-unset');
    const files = await list(base);
    for (const mode of ['true', 'false'] as const) {
      const other = join(FIXTURES, `slash-${mode}`);
      expect(await list(other)).toEqual(files);
      for (const f of files.filter((x) => x !== 'zapsite.config.ts')) {
        const a = await readFile(join(base, f), 'utf8');
        const b = (await readFile(join(other, f), 'utf8')).replace('](../release-2.0)', '](release-2.0)');
        expect([f, b]).toEqual([f, a]);
      }
    }
  });
});

describe('relative links resolve against the URL as written', () => {
  it('with trailingSlash true, "release-2.0" on /docs/guide/setup/ means /docs/guide/setup/release-2.0/: a broken link, at its line', async () => {
    const site = await copyFixture('slash-true');
    try {
      const file = join(site.root, 'docs/guide/setup.md');
      await writeFile(file, (await readFile(file, 'utf8')).replace('](../release-2.0)', '](release-2.0)'));
      const out = await buildFixture(site.root);
      expect(out.ok).toBe(false);
      expect(out.diagnostics.map((d) => [d.code, d.file, d.line, d.column])).toEqual([
        ['broken-link', 'docs/guide/setup.md', 10, 9],
      ]);
      expect(out.diagnostics[0]!.message).toContain('"/docs/guide/setup/release-2.0"');
    } finally {
      await site.remove();
    }
  });
});

describe('file links in a remote document', () => {
  it('resolve from the folder the document is placed in among the docs, not from where its copy is kept', async () => {
    const server = await startRemoteServer();
    const body = [
      '---',
      'title: Placed',
      '---',
      '',
      'Back to [the introduction](../../intro.md), or [its calls](./methods.md#calls), or [from the docs root](/intro.md).',
      '',
    ].join('\n');
    server.set('/p/index.md', { body });
    server.set('/p/methods.md', {
      body: ['---', 'title: Methods', '---', '', '## Calls', '', 'Each call.', ''].join('\n'),
    });
    const site = await remoteSite([
      {
        name: 'ext-api',
        sourceBaseUrl: server.base('p'),
        outDir: 'docs/ext/api',
        documents: ['index.md', 'methods.md'],
        timeoutMs: 2000,
      },
    ]);
    try {
      // Fetched, not offline: the kept copy under remote/ would be read instead.
      const writer = new MemoryWriter();
      await build({ root: site.root, writer });
      const doc = parseDocument(writer.text('docs/ext/api/index.html')!);
      const hrefs = findAll(
        (e) => e.name === 'a' && getAttributeValue(e, 'class') !== 'hash-link',
        [findOne((e) => getAttributeValue(e, 'class') === 'markdown', doc.children)!],
      ).map((a) => getAttributeValue(a, 'href'));
      expect(hrefs).toEqual(['/docs/intro/', '/docs/ext/api/methods/#calls', '/docs/intro/']);
    } finally {
      await site.remove();
      await server.close();
    }
  });
});
