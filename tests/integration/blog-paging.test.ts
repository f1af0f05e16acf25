// Blog list paging at its edges: 10 posts (one page), 11 posts (two), none at all.
import { describe, expect, it } from 'vitest';
import xmljs from 'xml-js';
import { buildFixture, type FixtureOutcome } from '../helpers/build.ts';
import { postUrls } from '../helpers/blog-posts.ts';
import { copyFixtureWithConfig } from './temp-site.ts';

/** The post URLs a list page shows, in order. */
const entries = (html: string) =>
  [...html.matchAll(/<h2 class="blog-entry__title"><a href="([^"]+)"/g)].map((m) => m[1]);
/** The list pagination links: label -> href. */
function pager(html: string): Record<string, string> {
  const nav = /<nav class="pagination-nav" aria-label="Blog list page navigation">([\s\S]*?)<\/nav>/.exec(html)?.[1];
  if (!nav) return {};
  return Object.fromEntries(
    [...nav.matchAll(/<a [^>]*href="([^"]+)"[^>]*>[\s\S]*?<span class="pagination-nav__label">([^<]+)<\/span>/g)].map(
      (m) => [m[2]!, m[1]!],
    ),
  );
}
const pages = (out: FixtureOutcome, prefix: string) => out.result!.urls.filter((u) => u.startsWith(prefix)).sort();

async function built(name: string): Promise<FixtureOutcome> {
  const out = await buildFixture(name);
  expect(out.diagnostics).toEqual([]);
  expect(out.ok).toBe(true);
  return out;
}

describe('blog paging', () => {
  it('puts exactly 10 posts on one list page with no page 2 and no pager', async () => {
    const out = await built('blog-ten');
    const html = out.writer.text('blog/index.html')!;
    expect(entries(html)).toEqual(postUrls(10, 1));
    expect(pager(html)).toEqual({});
    expect(html).not.toContain('Blog list page navigation');
    expect(out.result!.urls.filter((u) => u.includes('/page/'))).toEqual([]);
  });

  it('puts the 11th (oldest) post alone on page 2, with Older and Newer links between the two pages', async () => {
    const out = await built('blog-eleven');
    const first = out.writer.text('blog/index.html')!;
    const second = out.writer.text('blog/page/2/index.html')!;
    expect(entries(first)).toEqual(postUrls(11, 2));
    expect(entries(second)).toEqual(['/blog/post-01/']);
    expect(pager(first)).toEqual({ 'Older entries': '/blog/page/2/' });
    expect(pager(second)).toEqual({ 'Newer entries': '/blog/' });
    expect(second).toContain('<title>News (page 2) | Eleven</title>');
    // Tag and author lists page the same way.
    expect(pages(out, '/blog/tags/news/')).toEqual(['/blog/tags/news/', '/blog/tags/news/page/2/']);
    expect(pages(out, '/blog/authors/ada/')).toEqual(['/blog/authors/ada/', '/blog/authors/ada/page/2/']);
    expect(pager(out.writer.text('blog/tags/news/page/2/index.html')!)).toEqual({
      'Newer entries': '/blog/tags/news/',
    });
    expect(entries(out.writer.text('blog/authors/ada/page/2/index.html')!)).toEqual(['/blog/post-01/']);
    expect(out.result!.urls).not.toContain('/blog/page/3/');
  });

  it('builds a blog with no posts: one empty list page and empty but valid feeds', async () => {
    const out = await built('blog-empty');
    // As Docusaurus: the authors page, as the authors file names an author, and the page of the
    // author who has one; no tags or archive page without a tag or a post.
    expect(pages(out, '/blog/')).toEqual(['/blog/', '/blog/authors/', '/blog/authors/ada/']);
    const html = out.writer.text('blog/index.html')!;
    expect(html).toContain('<h1>News</h1>');
    expect(entries(html)).toEqual([]);
    expect(pager(html)).toEqual({});
    const rss = xmljs.xml2js(out.writer.text('blog/rss.xml')!, { compact: true }) as Record<string, any>;
    expect(rss.rss.channel.item).toBeUndefined();
    expect(rss.rss.channel.title._text).toBe('Empty News');
    const atom = xmljs.xml2js(out.writer.text('blog/atom.xml')!, { compact: true }) as Record<string, any>;
    expect(atom.feed.entry).toBeUndefined();
    // No post to date the feed by: a fixed date keeps the output reproducible.
    expect(atom.feed.updated._text).toBe('1970-01-01T00:00:00.000Z');
    expect(JSON.parse(out.writer.text('blog/feed.json')!).items).toEqual([]);
  });

  it('builds the empty list and the authors pages but no feeds for a Docusaurus site (classic theme) whose blog has no posts', async () => {
    // As Docusaurus 3.10.2 builds such a blog: its list page with no posts and no sidebar, the authors
    // list, each author's own page saying there is nothing yet; no feeds and no feed links.
    const site = await copyFixtureWithConfig('blog-empty', (c) =>
      c
        .replace('docs: false,', "docs: false,\n  theme: { name: 'classic' },\n  navbar: { items: [] },")
        .replace("  navbar: { items: [{ to: '/blog/', label: 'Blog' }] },\n", ''),
    );
    try {
      const out = await built(site.root);
      expect(pages(out, '/blog/')).toEqual(['/blog/', '/blog/authors/', '/blog/authors/ada/']);
      for (const feed of ['rss.xml', 'atom.xml', 'feed.json']) expect(out.writer.text(`blog/${feed}`)).toBeUndefined();
      const home = out.writer.text('index.html')!;
      expect(home).toContain('<html');
      expect(home).not.toMatch(/application\/(rss|atom)\+xml/);
      const list = out.writer.text('blog/index.html')!;
      // BlogListPage's paginator is there with nothing to link to, as it is on every list.
      expect(list).toContain(
        '<main class="col col--9 col--offset-1"><nav class="pagination-nav" aria-label="Blog list page navigation"></nav></main>',
      );
      expect(list).not.toContain('<aside');
      const author = out.writer.text('blog/authors/ada/index.html')!;
      expect(author).toMatch(
        /<header class="margin-bottom--xl"><div class="avatar margin-bottom--sm author-as-h1_n9oJ">.*<h1 class="authorName_yefp" translate="no">Ada Lovelace<\/h1>.*<\/div><a href="\/blog\/authors\/">View all authors<\/a><\/header><p>This author has not written any posts yet\.<\/p><\/main>/,
      );
    } finally {
      await site.remove();
    }
  });
});
