// A site with the default blog and a second instance, "releases" (blogInstances), built by the
// real CLI: the URLs Docusaurus gives both blogs, each list, tag page, feed, sidebar and post
// navigation holding its own blog's posts only; then migrate on a Docusaurus config that adds the
// second blog as a plugin-content-blog instance, and the result builds the same URLs.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zapsite, type Run } from '../helpers/cli.ts';
import { copyFixture, type TempSite } from './temp-site.ts';
import { evaluateConfig } from '../../generator/config/evaluate.ts';

const DEFINE = fileURLToPath(new URL('../../generator/config/define.ts', import.meta.url));

// Every page Docusaurus builds for the fixture (trailingSlash: false): each blog's list, posts,
// tags list and tag pages, archive and authors page at its own routeBasePath; releases has one
// post a page, so a second list page.
const URLS = [
  '/index.html',
  '/404.html',
  '/search.html',
  '/blog.html',
  '/blog/2024/03/01/garden-diary.html',
  '/blog/2024/04/10/kettle.html',
  '/blog/archive.html',
  '/blog/authors.html',
  '/blog/tags.html',
  '/blog/tags/garden.html',
  '/blog/tags/notes.html',
  '/releases.html',
  '/releases/page/2.html',
  '/releases/2024/05/01/version-two.html',
  '/releases/2024/06/01/version-two-one.html',
  '/releases/archive.html',
  '/releases/authors.html',
  '/releases/tags.html',
  '/releases/tags/major.html',
  '/releases/tags/notes.html',
  '/releases/tags/patch.html',
];
const FEEDS = ['/blog/rss.xml', '/blog/atom.xml', '/releases/rss.xml', '/releases/atom.xml'];

async function files(dir: string, base = ''): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(join(dir, base), { withFileTypes: true })) {
    const rel = base ? `${base}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...(await files(dir, rel)));
    else out.push(`/${rel}`);
  }
  return out;
}
const htmlFiles = async (dir: string) => (await files(dir)).filter((f) => f.endsWith('.html'));
const entries = (html: string) =>
  [...html.matchAll(/<h2 class="blog-entry__title"><a href="([^"]*)"/g)].map((m) => m[1]);
const feedLinks = (xml: string) =>
  [...xml.matchAll(/<link>([^<]*)<\/link>|<link href="([^"]*)"\/>/g)].map((m) => m[1] ?? m[2]);

describe('blog instances', () => {
  let site: TempSite;
  let run: Run;
  let out: string;
  const read = (path: string) => readFile(join(out, path), 'utf8');
  beforeAll(async () => {
    site = await copyFixture('blog-instances');
    out = join(site.dir, 'out');
    run = await zapsite(['build', '--root', site.root, '--out', out]);
  });
  afterAll(() => site.remove());

  it('builds every URL Docusaurus gives both blogs, and no other, with each blog its own feeds', async () => {
    expect(run.stderr + run.stdout).not.toMatch(/error\[|warning\[/);
    expect(run.code).toBe(0);
    expect((await htmlFiles(out)).sort()).toEqual([...URLS].sort());
    const all = await files(out);
    for (const f of FEEDS) expect(all).toContain(f);
  });

  it('lists only its own posts on each list, tag and archive page', async () => {
    expect(entries(await read('blog.html'))).toEqual(['/blog/2024/04/10/kettle', '/blog/2024/03/01/garden-diary']);
    expect(entries(await read('releases.html'))).toEqual(['/releases/2024/06/01/version-two-one']);
    expect(entries(await read('releases/page/2.html'))).toEqual(['/releases/2024/05/01/version-two']);
    // "notes" is a tag of both blogs: each tag page holds its own blog's posts.
    expect(entries(await read('blog/tags/notes.html'))).toEqual([
      '/blog/2024/04/10/kettle',
      '/blog/2024/03/01/garden-diary',
    ]);
    expect(entries(await read('releases/tags/notes.html'))).toEqual(['/releases/2024/05/01/version-two']);
    const tags = await read('releases/tags.html');
    expect(tags).toContain('href="/releases/tags/major"');
    expect(tags).not.toContain('href="/blog/tags/');
    const archive = await read('releases/archive.html');
    expect(archive).toContain('Version two point one');
    expect(archive).not.toContain('Garden diary');
    expect(await read('releases/authors.html')).toContain('Otto Birch');
    expect(await read('releases/authors.html')).not.toContain('Wren Alder');
  });

  it("shows each blog's own recent posts and prev/next links on a post", async () => {
    const post = await read('releases/2024/05/01/version-two.html');
    expect(post).toContain('href="/releases/2024/06/01/version-two-one"');
    expect(post).not.toContain('/blog/2024/');
    const diary = await read('blog/2024/03/01/garden-diary.html');
    expect(diary).not.toContain('/releases/2024/');
    expect(diary).toContain('href="/blog/2024/04/10/kettle"');
  });

  it('writes each feed with its own posts only', async () => {
    expect(feedLinks(await read('releases/rss.xml'))).toEqual([
      'https://example.com/releases',
      'https://example.com/releases/2024/06/01/version-two-one',
      'https://example.com/releases/2024/05/01/version-two',
    ]);
    expect(await read('releases/rss.xml')).toContain('<title>Two Journals Release notes</title>');
    expect(feedLinks(await read('blog/rss.xml'))).toEqual([
      'https://example.com/blog',
      'https://example.com/blog/2024/04/10/kettle',
      'https://example.com/blog/2024/03/01/garden-diary',
    ]);
    const atom = await read('releases/atom.xml');
    expect([...atom.matchAll(/<entry>[\s\S]*?<id>([^<]*)<\/id>/g)].map((m) => m[1])).toEqual([
      'https://example.com/releases/2024/06/01/version-two-one',
      'https://example.com/releases/2024/05/01/version-two',
    ]);
    expect(await read('blog/atom.xml')).not.toContain('/releases/');
  });
});

const DOCUSAURUS_CONFIG = `export default {
  title: 'Two Journals',
  url: 'https://example.com',
  baseUrl: '/',
  trailingSlash: false,
  presets: [['classic', { docs: false, blog: { path: 'blog', feedOptions: { type: ['rss', 'atom'] } } }]],
  plugins: [
    [
      '@docusaurus/plugin-content-blog',
      {
        id: 'releases',
        path: 'releases',
        routeBasePath: 'releases',
        blogTitle: 'Release notes',
        blogDescription: 'What changed',
        postsPerPage: 1,
        feedOptions: { type: ['rss', 'atom'], title: 'Release feed', description: 'Every release', copyright: 'Two Journals, 2026' },
      },
    ],
  ],
  themeConfig: {
    navbar: { items: [{ to: '/blog', label: 'Journal' }, { to: '/releases', label: 'Releases' }] },
  },
};
`;

describe('blog instances: migrate', () => {
  it('maps every plugin-content-blog instance, with a report line, and the result builds both blogs', async () => {
    const site = await copyFixture('blog-instances');
    try {
      await rm(join(site.root, 'zapsite.config.ts'));
      await writeFile(join(site.root, 'docusaurus.config.js'), DOCUSAURUS_CONFIG);
      const m = await zapsite(['migrate', '--from', 'docusaurus', '--root', site.root]);
      expect(m.stderr).toBe('');
      expect(m.code).toBe(0);
      expect(m.stdout).toContain(`blogInstances "releases" (path 'releases', routeBasePath 'releases')`);
      const config = (await evaluateConfig(join(site.root, 'zapsite.config.ts'), { 'zapsite/config': DEFINE })).exports
        .default as Record<string, unknown>;
      expect(config.blogInstances).toMatchObject([
        {
          id: 'releases',
          path: 'releases',
          routeBasePath: 'releases',
          title: 'Release notes',
          postsPerPage: 1,
          feedTitle: 'Release feed',
          feedDescription: 'Every release',
          feedCopyright: 'Two Journals, 2026',
        },
      ]);
      expect(m.stdout).not.toContain('the feed option');
      const out = join(site.dir, 'out');
      const b = await zapsite(['build', '--root', site.root, '--out', out]);
      expect(b.stdout + b.stderr).not.toMatch(/error\[/);
      expect(b.code).toBe(0);
      // No search plugin in the Docusaurus config: no search page, as Docusaurus writes none.
      expect((await htmlFiles(out)).sort()).toEqual(URLS.filter((u) => u !== '/search.html').sort());
      // The feed options carried over; the default blog's feed as Docusaurus's defaults have it, no copyright.
      const releases = await readFile(join(out, 'releases/rss.xml'), 'utf8');
      expect(releases).toMatch(/<channel>\s*<title>Release feed<\/title>/);
      expect(releases).toContain('<description>Every release</description>');
      expect(releases).toContain('<copyright>Two Journals, 2026</copyright>');
      const journal = await readFile(join(out, 'blog/rss.xml'), 'utf8');
      expect(journal).toMatch(/<channel>\s*<title>Two Journals Blog<\/title>/);
      expect(journal).not.toContain('<copyright>');
      // The navbar's links to both blogs lead to their list pages.
      const home = await readFile(join(out, 'index.html'), 'utf8');
      expect(home).toMatch(/href="\/blog"[^>]*>Journal</);
      expect(home).toMatch(/href="\/releases"[^>]*>Releases</);
    } finally {
      await site.remove();
    }
  });
});
