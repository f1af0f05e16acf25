// The classic theme writes each page's head as Docusaurus 3's does: a doc's or post's description is
// its first line of text when front matter has none; a page with no description has none (not the
// tagline); the 404 page's title, an author page's title with its post count, the archive's
// description; twitter:image beside og:image. A real CLI build of our classic fixture.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zapsite, type Run } from '../helpers/cli.ts';
import { copyFixtureWithConfig, put, type TempSite } from './temp-site.ts';

describe('the classic theme head, as Docusaurus writes it', () => {
  let site: TempSite;
  let run: Run;
  const out = () => join(site.dir, 'out');
  /** The named meta tags of a page's head, by name or property, each with every content given. */
  const head = async (rel: string) => {
    const html = await readFile(join(out(), rel), 'utf8');
    const part = html.slice(0, html.indexOf('</head>'));
    const metas = new Map<string, string[]>();
    for (const m of part.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"\/>/g))
      metas.set(m[1]!, [...(metas.get(m[1]!) ?? []), m[2]!]);
    return { title: /<title>([^<]*)<\/title>/.exec(part)?.[1], metas };
  };

  beforeAll(async () => {
    site = await copyFixtureWithConfig('classic-site', (c) =>
      c.replace(
        "tagline: 'Small guides for a small lamp',",
        "tagline: 'Small guides for a small lamp',\n  image: 'img/lantern.svg',",
      ),
    );
    await put(site.root, 'blog/authors.yml', 'ada:\n  name: Ada Wick\n  page: true\n');
    // Ten more posts tagged as the fixture's is: the list and the tag run to a second page.
    for (let i = 1; i <= 10; i++)
      await put(
        site.root,
        `blog/2026-02-${String(i).padStart(2, '0')}-evening-${i}.md`,
        `---\ntitle: Evening ${i}\ntags: [news]\n---\n\nLit at dusk.\n\n<!-- truncate -->\n\nIt burned till late.\n`,
      );
    await put(
      site.root,
      'docs/guide/trim.md',
      '---\nkeywords: [wick, scissors]\n---\n\n# Trimming\n\nCut the wick straight.\n',
    );
    // A name with a character a URL percent-encodes (U+2010, a hyphen; zaparoo.org has such pages).
    await put(site.root, 'docs/guide/wick‐sizes.md', '# Wick sizes\n\nFlat wicks come in three widths.\n');
    run = await zapsite(['build', '--root', site.root, '--out', out()]);
  });
  afterAll(() => site.remove());

  it('builds', () => {
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
  });

  it('writes a page address with characters a URL encodes as Docusaurus does, decoded, in og:url and canonical', async () => {
    const html = await readFile(join(out(), 'docs/guide/wick‐sizes/index.html'), 'utf8');
    expect((await head('docs/guide/wick‐sizes/index.html')).metas.get('og:url')).toEqual([
      'https://lantern.example.com/docs/guide/wick‐sizes/',
    ]);
    expect(html).toContain('<link rel="canonical" href="https://lantern.example.com/docs/guide/wick‐sizes/"/>');
  });

  it('describes a doc and a post by their first line of text when front matter does not', async () => {
    const doc = await head('docs/intro/index.html');
    expect(doc.metas.get('description')).toEqual(['A lantern needs a wick, oil and a steady hand.']);
    expect(doc.metas.get('og:description')).toEqual(['A lantern needs a wick, oil and a steady hand.']);
    const post = await head('blog/2026/01/10/first-light/index.html');
    expect(post.metas.get('description')).toEqual(['The first lantern of the season is lit.']);
  });

  it('gives a page with no description none, and the 404, author and archive pages their own words', async () => {
    for (const rel of ['404.html', 'blog/tags/index.html', 'blog/authors/index.html']) {
      const page = await head(rel);
      expect(page.metas.has('description'), rel).toBe(false);
      expect(page.metas.has('og:description'), rel).toBe(false);
    }
    expect((await head('404.html')).title).toBe('Page Not Found | Lantern Notes');
    const author = await head('blog/authors/ada/index.html');
    expect(author.title).toBe('Ada Wick - One post | Lantern Notes');
    expect(author.metas.get('og:title')).toEqual(['Ada Wick - One post | Lantern Notes']);
    expect((await head('blog/archive/index.html')).metas.get('description')).toEqual(['Archive']);
  });

  it("titles a list's second page as its first, and joins keywords as Docusaurus does", async () => {
    expect((await head('blog/page/2/index.html')).title).toBe('Blog | Lantern Notes');
    expect((await head('blog/tags/news/page/2/index.html')).title).toBe(
      '11 posts tagged with &quot;News&quot; | Lantern Notes',
    );
    expect((await head('docs/guide/trim/index.html')).metas.get('keywords')).toEqual(['wick,scissors']);
  });

  it('names the feed "<site> Blog" in its title and description, as Docusaurus does', async () => {
    const rss = await readFile(join(out(), 'blog/rss.xml'), 'utf8');
    expect(rss).toMatch(/<channel>\s*<title>Lantern Notes Blog<\/title>/);
    expect(rss).toMatch(
      /<\/link>\s*<description>Lantern Notes Blog<\/description>|<description>Lantern Notes Blog<\/description>/,
    );
  });

  it('writes twitter:image beside og:image, once each', async () => {
    const doc = await head('docs/intro/index.html');
    expect(doc.metas.get('og:image')).toEqual(['https://lantern.example.com/img/lantern.svg']);
    expect(doc.metas.get('twitter:image')).toEqual(['https://lantern.example.com/img/lantern.svg']);
  });
});
