// Feeds of a small blog with drafts, unlisted posts, site-relative links, "]]>" in code and two
// authors on one post (blog-features fixture).
import { beforeAll, describe, expect, it } from 'vitest';
import xmljs from 'xml-js';
import { buildFixture, type FixtureOutcome } from '../helpers/build.ts';

type X = Record<string, any>;
const list = (v: unknown): X[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]) as X[];
const text = (v: X | undefined): string => String(v?._text ?? v?._cdata ?? '');
const parse = (xml: string): X => xmljs.xml2js(xml, { compact: true }) as X;

const LISTED = [
  'https://example.com/blog/truncated/',
  'https://example.com/blog/whole/',
  'https://example.com/blog/long-read/',
  'https://example.com/blog/cjk/',
];

let out: FixtureOutcome;
let rss: X[];
let atom: X[];
let json: X[];
beforeAll(async () => {
  out = await buildFixture('blog-features');
  expect(out.ok).toBe(true);
  rss = list(parse(out.writer.text('blog/rss.xml')!).rss.channel.item);
  atom = list(parse(out.writer.text('blog/atom.xml')!).feed.entry);
  json = JSON.parse(out.writer.text('blog/feed.json')!).items;
});

describe('blog feeds (blog-features fixture)', () => {
  it('carries the listed posts only, newest first: no draft, no unlisted post', () => {
    expect(rss.map((i) => text(i.link))).toEqual(LISTED);
    expect(atom.map((e) => text(e.id))).toEqual(LISTED);
    expect(json.map((i) => i.url)).toEqual(LISTED);
    for (const f of ['blog/rss.xml', 'blog/atom.xml', 'blog/feed.json']) {
      const body = out.writer.text(f)!;
      expect(body).not.toContain('/blog/hidden/');
      expect(body).not.toContain('Unlisted post');
      expect(body).not.toContain('/blog/draft/');
      expect(body).not.toContain('Draft post');
    }
  });

  it('carries the whole post, not the excerpt, with site links, images and fragments made absolute', () => {
    const bodies = [text(rss[0]!['content:encoded']), text(atom[0]!.content), json[0]!.content_html as string];
    for (const html of bodies) {
      expect(html).toContain('The opening paragraph shows in lists.');
      expect(html).toContain('Hidden after the marker.');
      expect(html).toContain('<a href="https://example.com/about/">about page</a>');
      expect(html).toContain('<a href="https://example.com/blog/truncated/#details">details</a>');
      expect(html).toMatch(/<img src="https:\/\/example\.com\/img\/pic\.svg" alt="A picture"/);
      expect(html).toContain('href="https://example.org/page"');
      expect(html).toContain('<h2 id="details" class="anchor">Details</h2>');
    }
  });

  it('keeps "]]>" from the code sample intact through the CDATA sections', () => {
    // Two of them in one post: the feed package alone would only split the first.
    for (const html of [text(rss[0]!['content:encoded']), text(atom[0]!.content)]) {
      expect(html.match(/CDATA\[(one|two)\]\]&gt;/g)).toEqual(['CDATA[one]]&gt;', 'CDATA[two]]&gt;']);
    }
  });

  it('names every author and tag of a post', () => {
    expect(list(rss[0]!['dc:creator']).map(text)).toEqual(['Ada Lovelace', 'Bob Brown']);
    expect(list(rss[0]!.category).map((c) => [text(c), c._attributes.domain])).toEqual([
      ['News', 'https://example.com/blog/tags/news/'],
      ['Fresh Ideas', 'https://example.com/blog/tags/fresh-ideas/'],
    ]);
    expect(list(atom[0]!.author).map((a) => [text(a.name), a.uri && text(a.uri)])).toEqual([
      ['Ada Lovelace', 'https://example.com/ada'],
      ['Bob Brown', undefined],
    ]);
    expect(list(atom[0]!.category).map((c) => [c._attributes.term, c._attributes.label])).toEqual([
      ['news', 'News'],
      ['Fresh Ideas', 'Fresh Ideas'],
    ]);
    expect(json[0]!.authors).toEqual([{ name: 'Ada Lovelace', url: 'https://example.com/ada' }, { name: 'Bob Brown' }]);
    expect(json[0]!.tags).toEqual(['News', 'Fresh Ideas']);
  });

  it('gives titles, summaries and dates', () => {
    expect(text(rss[0]!.title)).toBe('Truncated post');
    expect(text(rss[0]!.description)).toBe('A post with an excerpt.');
    expect(text(rss[0]!.pubDate)).toBe('Mon, 10 Feb 2025 00:00:00 GMT');
    expect(text(atom[0]!.summary)).toBe('A post with an excerpt.');
    expect(text(atom[0]!.published)).toBe('2025-02-10T00:00:00.000Z');
    expect(json[0]).toMatchObject({
      title: 'Truncated post',
      summary: 'A post with an excerpt.',
      date_published: '2025-02-10T00:00:00.000Z',
    });
    // Atom titles are HTML to the package: a plain "<" is escaped there, left alone in RSS and JSON.
    expect(text(atom[1]!.title)).toBe('Whole &lt;post> & more');
    expect(atom[1]!.title._attributes.type).toBe('html');
    expect(text(rss[1]!.title)).toBe('Whole <post> & more');
    expect(json[1]!.title).toBe('Whole <post> & more');
    // A post whose front matter has no description is described by its first line of text, as in Docusaurus.
    expect(text(rss[1]!.description)).toBe('Shown whole in lists, first paragraph.');
    expect(json[1]!.summary).toBe('Shown whole in lists, first paragraph.');
  });

  it('shows the site icon on the feed, absolute', () => {
    const feed = parse(out.writer.text('blog/atom.xml')!).feed;
    expect(text(feed.icon)).toBe('https://example.com/img/pic.svg');
    expect(text(parse(out.writer.text('blog/rss.xml')!).rss.channel.image.url)).toBe('https://example.com/img/pic.svg');
    expect(JSON.parse(out.writer.text('blog/feed.json')!).favicon).toBe('https://example.com/img/pic.svg');
  });
});
