// The Zaparoo blog as built from this repository (the build site.test.ts reads too,
// tests/helpers/zaparoo-build.ts): its routes, sitemap entries and feeds.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import xmljs from 'xml-js';
import { zaparooSiteBuild, type KeptOutcome } from '../helpers/zaparoo-build.ts';
import { REPO } from '../helpers/paths.ts';

type X = Record<string, any>;
const list = (v: unknown): X[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]) as X[];
const text = (v: X | undefined): string => String(v?._text ?? v?._cdata ?? '');
const parse = (xml: string): X => xmljs.xml2js(xml, { compact: true }) as X;

/** The posts as the content folder states them: newest first, the URL from `slug:`, the date from the folder name. */
function postsOnDisk(): { url: string; date: string; title: string }[] {
  const dir = join(REPO, 'content/blog');
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => {
      const file = readdirSync(join(dir, e.name)).find((f) => /^index\.mdx?$/.test(f))!;
      const src = readFileSync(join(dir, e.name, file), 'utf8');
      const slug = /^slug:\s*(.+)$/m.exec(src)?.[1]?.trim() ?? e.name.slice(11);
      const title = /^title:\s*"?(.*?)"?$/m.exec(src)![1]!;
      return { url: `https://zaparoo.org/blog/${slug}/`, date: e.name.slice(0, 10), title };
    })
    .sort((a, b) => b.date.localeCompare(a.date));
}

let out: KeptOutcome;
const posts = postsOnDisk();

beforeAll(async () => {
  out = await zaparooSiteBuild();
  expect(out.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  expect(out.ok).toBe(true);
});

describe('blog routes of the real site', () => {
  it('serves exactly the blog URLs listed in the route list (tests/fixtures/routes.txt), each as a written page', () => {
    const expected = readFileSync(join(REPO, 'tests/fixtures/routes.txt'), 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l.startsWith('/blog/'))
      .sort();
    expect(expected.length).toBeGreaterThan(40);
    const served = out.result!.urls.filter((u) => u.startsWith('/blog/')).sort();
    expect(served).toEqual(expected);
    for (const url of served) expect(out.writer.files.has(`${url.slice(1)}index.html`), url).toBe(true);
  });

  it('lists /blog/ and every post in the sitemap, but no tag or paged list', () => {
    const locs = [...out.writer.text('sitemap.xml')!.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs).toContain('https://zaparoo.org/blog/');
    for (const p of posts) expect(locs).toContain(p.url);
    expect(locs.filter((l) => l.includes('/tags/') || l.includes('/page/'))).toEqual([]);
  });

  it('links every feed from the head of blog pages, and each link names a written file', () => {
    const head = out.writer.text('blog/index.html')!.split('</head>')[0]!;
    const links = [...head.matchAll(/<link rel="alternate" type="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]);
    expect(links).toEqual([
      ['application/rss+xml', '/blog/rss.xml'],
      ['application/atom+xml', '/blog/atom.xml'],
      ['application/json', '/blog/feed.json'],
    ]);
    for (const [, href] of links) expect(out.writer.files.has(href!.slice(1)), href).toBe(true);
  });
});

describe('blog feeds of the real site', () => {
  it('RSS 2.0: channel title, link and description, one item per post, newest first, with absolute links and dates', () => {
    const xml = out.writer.text('blog/rss.xml')!;
    expect(xml).toMatch(
      /^<\?xml version="1\.0" encoding="utf-8"\?><\?xml-stylesheet href="\/blog\/rss\.xsl" type="text\/xsl"\?>/,
    );
    const rss = parse(xml).rss;
    expect(rss._attributes.version).toBe('2.0');
    const ch = rss.channel;
    expect(text(ch.title)).toBe('Zaparoo Blog');
    expect(text(ch.link)).toBe('https://zaparoo.org/blog/');
    expect(text(ch.description)).toBe('Releases and news from the Zaparoo project.');
    const items = list(ch.item);
    expect(
      items.map((i) => [text(i.link), new Date(text(i.pubDate)).toISOString().slice(0, 10), text(i.title)]),
    ).toEqual(posts.map((p) => [p.url, p.date, p.title]));
    for (const i of items) {
      expect(text(i.guid)).toBe(text(i.link));
      expect(list(i['dc:creator']).map(text)).toContain('Callan Barrett');
    }
    const conduct = items.find((i) => text(i.link).endsWith('/code-of-conduct/'))!;
    expect(list(conduct.category).map((c) => [text(c), c._attributes.domain])).toEqual([
      ['Community', 'https://zaparoo.org/blog/tags/community/'],
    ]);
  });

  it('Atom: feed id and updated, one entry per post with author, dates and categories', () => {
    const xml = out.writer.text('blog/atom.xml')!;
    expect(xml).toContain('<?xml-stylesheet href="/blog/atom.xsl" type="text/xsl"?>');
    const feed = parse(xml).feed;
    expect(feed._attributes.xmlns).toBe('http://www.w3.org/2005/Atom');
    expect(text(feed.id)).toBe('https://zaparoo.org/blog/');
    expect(text(feed.updated)).toBe(`${posts[0]!.date}T00:00:00.000Z`);
    const self = list(feed.link).find((l) => l._attributes.rel === 'self');
    expect(self?._attributes.href).toBe('https://zaparoo.org/blog/atom.xml');
    const entries = list(feed.entry);
    expect(entries.map((e) => [text(e.id), list(e.link)[0]!._attributes.href, text(e.published).slice(0, 10)])).toEqual(
      posts.map((p) => [p.url, p.url, p.date]),
    );
    for (const e of entries) {
      expect(list(e.author).map((a) => text(a.name))).toContain('Callan Barrett');
      expect(text(e.content).length).toBeGreaterThan(100);
    }
    const multi = entries.find((e) => list(e.author).length > 1);
    expect(multi && list(multi.author).map((a) => text(a.name))).toEqual(['Callan Barrett', 'BossRighteous']);
  });

  it('JSON Feed 1.1: version, one item per post with content, dates, authors and tags', () => {
    const json = JSON.parse(out.writer.text('blog/feed.json')!);
    expect(json.version).toBe('https://jsonfeed.org/version/1.1');
    expect(json.home_page_url).toBe('https://zaparoo.org/blog/');
    expect(json.feed_url).toBe('https://zaparoo.org/blog/feed.json');
    expect(json.items.map((i: X) => [i.url, i.date_published.slice(0, 10)])).toEqual(posts.map((p) => [p.url, p.date]));
    for (const i of json.items) {
      expect(i.id).toBe(i.url);
      expect(i.authors[0].name).toBe('Callan Barrett');
      expect(i.content_html.length).toBeGreaterThan(100);
    }
    expect(json.items.find((i: X) => i.url.endsWith('/code-of-conduct/')).tags).toEqual(['Community']);
    // Co-located cover images resolve to the hashed asset the build writes.
    const image = json.items[0].image as string;
    expect(image).toMatch(/^https:\/\/zaparoo\.org\/assets\/images\/cover-[0-9a-f]+\.svg$/);
    expect(out.writer.files.has(image.slice('https://zaparoo.org/'.length))).toBe(true);
  });

  it('content in every feed has absolute URLs only, and none of the page-only controls', () => {
    const rss = list(parse(out.writer.text('blog/rss.xml')!).rss.channel.item).map((i) => text(i['content:encoded']));
    const atom = list(parse(out.writer.text('blog/atom.xml')!).feed.entry).map((e) => text(e.content));
    const json = JSON.parse(out.writer.text('blog/feed.json')!).items.map((i: X) => i.content_html as string);
    for (const bodies of [rss, atom, json]) {
      expect(bodies).toHaveLength(posts.length);
      const all = bodies.join('\n');
      expect(all).not.toMatch(/\s(?:href|src)="\/(?!\/)/);
      expect(all).not.toMatch(/\shref="#/);
      expect(all).toContain('href="https://zaparoo.org/docs/');
      expect(all).not.toContain('class="hash-link"');
      expect(all).not.toContain('data-island=');
      expect(all).not.toContain('(opens in new tab)');
    }
  });

  it('ships both stylesheets as XSLT that the feeds point at', () => {
    for (const name of ['rss.xsl', 'atom.xsl']) {
      const xsl = parse(out.writer.text(`blog/${name}`)!);
      expect(xsl['xsl:stylesheet']._attributes.version).toBe('1.0');
      expect(xsl['xsl:stylesheet']._attributes['xmlns:xsl']).toBe('http://www.w3.org/1999/XSL/Transform');
    }
  });
});
