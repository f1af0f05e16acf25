// What blog pages show: excerpts, reading time, the archive, the recent-posts sidebar, and the
// diagnostics a post can raise.
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, type FixtureOutcome } from '../helpers/build.ts';
import { postUrls } from '../helpers/blog-posts.ts';
import { formatDiagnostic } from '../../generator/diagnostics.ts';
import { copyFixtureWithConfig, put } from './temp-site.ts';

/** Each list entry: post URL -> the entry's HTML. */
function listEntries(html: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of html.matchAll(/<article class="blog-entry">([\s\S]*?)<\/article>/g)) {
    const url = /<h2 class="blog-entry__title"><a href="([^"]+)"/.exec(m[1]!)![1]!;
    out.set(url, m[1]!);
  }
  return out;
}
const entriesOf = (out: FixtureOutcome) => [...listEntries(out.writer.text('blog/index.html')!).keys()];
const readingTime = (html: string) => /<span>(\d+ min read)<\/span>/.exec(html)?.[1];
/** Year headings with the links under each, in page order. */
function yearGroups(html: string, groupRe: RegExp): [string, string[]][] {
  return [...html.matchAll(groupRe)].map((m) => [m[1]!, [...m[2]!.matchAll(/<a href="([^"]+)"/g)].map((a) => a[1]!)]);
}
const archiveGroups = (html: string) =>
  yearGroups(
    html,
    /<section class="archive-year"[^>]*><h2 id="archive-\d+">(\d+)<\/h2><ul>([\s\S]*?)<\/ul><\/section>/g,
  );
const sidebarGroups = (html: string) => {
  const aside = /<aside class="blog-sidebar"[\s\S]*?<\/aside>/.exec(html)?.[0] ?? '';
  return yearGroups(aside, /<p class="blog-sidebar__year-title">(\d+)<\/p><ul>([\s\S]*?)<\/ul>/g);
};

describe('blog posts and lists (blog-features fixture)', () => {
  let out: FixtureOutcome;
  beforeAll(async () => {
    out = await buildFixture('blog-features');
    expect(out.ok).toBe(true);
  });

  it('shows the excerpt up to the truncate marker in lists, with a Read more link to the post', () => {
    const entry = listEntries(out.writer.text('blog/index.html')!).get('/blog/truncated/')!;
    expect(entry).toContain('The opening paragraph shows in lists.');
    expect(entry).not.toContain('Hidden after the marker');
    // The link's text itself names the post (visually hidden part), so link-text audits pass.
    expect(entry).toMatch(
      /<a class="read-more" href="\/blog\/truncated\/">Read more<span class="sr-only"> about Truncated post<\/span><\/a>/,
    );
    const post = out.writer.text('blog/truncated/index.html')!;
    expect(post).toContain('The opening paragraph shows in lists.');
    expect(post).toContain('Hidden after the marker');
  });

  it('shows a post without a marker whole in lists, without Read more, and warns naming its file', () => {
    const entry = listEntries(out.writer.text('blog/index.html')!).get('/blog/whole/')!;
    expect(entry).toContain('Shown whole in lists, first paragraph.');
    expect(entry).toContain('Second paragraph, also in lists.');
    expect(entry).not.toContain('Read more');
    const warnings = out.diagnostics.filter((d) => d.code === 'blog-untruncated');
    expect(warnings.map((d) => [d.severity, d.file])).toEqual([['warning', 'content/blog/2025-02-05-whole.md']]);
    expect(warnings[0]!.hint).toContain('<!-- truncate -->');
  });

  it('shows the reading time in lists and on the post, counting text without spaces by words', () => {
    const entries = listEntries(out.writer.text('blog/index.html')!);
    expect(readingTime(entries.get('/blog/truncated/')!)).toBe('1 min read');
    // 453 words at 200 a minute.
    expect(readingTime(entries.get('/blog/long-read/')!)).toBe('3 min read');
    expect(readingTime(out.writer.text('blog/long-read/index.html')!)).toBe('3 min read');
    // 500 times "你好世界": 1000 words, though the text has no space at all, and the word of the
    // truncate marker, as Docusaurus counts the source: 5.01 minutes, shown as 6.
    expect(readingTime(entries.get('/blog/cjk/')!)).toBe('6 min read');
  });

  it('warns about a tag missing from tags.yml, naming file and line, and still gives it a page', () => {
    const w = out.diagnostics.filter((d) => d.code === 'blog-inline-tag');
    expect(w).toHaveLength(1);
    expect(w[0]).toMatchObject({ severity: 'warning', file: 'content/blog/2025-02-10-truncated.md', line: 5 });
    expect(w[0]!.message).toContain('"Fresh Ideas"');
    expect(listEntries(out.writer.text('blog/tags/fresh-ideas/index.html')!).has('/blog/truncated/')).toBe(true);
    // Those are the only diagnostics the fixture raises.
    expect(out.diagnostics.map((d) => d.code).sort()).toEqual(['blog-inline-tag', 'blog-untruncated']);
  });

  it('leaves drafts out entirely, and unlisted posts out of every list while still building their page', () => {
    const urls = out.result!.urls;
    expect(urls).not.toContain('/blog/draft/');
    expect(urls).toContain('/blog/hidden/');
    expect(out.writer.text('blog/hidden/index.html')).toContain('<meta name="robots" content="noindex, nofollow"/>');
    const lists = [
      'blog/index.html',
      'blog/archive/index.html',
      'blog/tags/news/index.html',
      'blog/authors/ada/index.html',
      'blog/truncated/index.html',
    ].map((f) => out.writer.text(f)!);
    for (const html of lists) {
      expect(html).toContain('/blog/truncated/');
      expect(html).not.toContain('/blog/hidden/');
      expect(html).not.toContain('/blog/draft/');
    }
    expect(out.writer.text('sitemap.xml')).not.toContain('/blog/hidden/');
    expect(entriesOf(out)).toEqual(['/blog/truncated/', '/blog/whole/', '/blog/long-read/', '/blog/cjk/']);
  });
});

describe('archive and recent posts across a year boundary (blog-eleven fixture)', () => {
  let out: FixtureOutcome;
  beforeAll(async () => {
    out = await buildFixture('blog-eleven');
    expect(out.ok).toBe(true);
  });

  it('lists every post in the archive, newest first, grouped by year', () => {
    expect(archiveGroups(out.writer.text('blog/archive/index.html')!)).toEqual([
      ['2025', postUrls(11, 3)],
      ['2024', postUrls(2, 1)],
    ]);
  });

  it('shows the 10 most recent posts in the blog sidebar, grouped by year, on list and post pages alike', () => {
    const expected = [
      ['2025', postUrls(11, 3)],
      ['2024', postUrls(2, 2)],
    ];
    expect(sidebarGroups(out.writer.text('blog/index.html')!)).toEqual(expected);
    const post = out.writer.text('blog/post-05/index.html')!;
    expect(sidebarGroups(post)).toEqual(expected);
    expect(post).toContain('<a href="/blog/post-05/" aria-current="page" class="active">Post 05</a>');
  });

  it('links a post to the newer and the older post', () => {
    const postNav = (file: string) =>
      /<nav class="pagination-nav" aria-label="Blog post navigation">([\s\S]*?)<\/nav>/.exec(
        out.writer.text(file)!,
      )![1]!;
    const nav = postNav('blog/post-01/index.html');
    expect(nav).toContain('href="/blog/post-02/" rel="prev"');
    expect(nav).not.toContain('rel="next"');
    const middle = postNav('blog/post-03/index.html');
    expect([...middle.matchAll(/href="([^"]+)" rel="(prev|next)"/g)].map((m) => [m[2], m[1]])).toEqual([
      ['prev', '/blog/post-04/'],
      ['next', '/blog/post-02/'],
    ]);
  });
});

describe('blog diagnostics that stop the build', () => {
  it('fails on an unknown author key, naming the file, line and column', async () => {
    const out = await buildFixture('blog-bad-author');
    expect(out.ok).toBe(false);
    expect(out.exitCode).not.toBe(0);
    const errors = out.diagnostics.filter((d) => d.severity === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      code: 'blog-unknown-author',
      file: 'content/blog/2025-01-01-hello.md',
      line: 3,
      column: 16,
    });
    const shown = formatDiagnostic(errors[0]!);
    expect(shown).toContain('--> content/blog/2025-01-01-hello.md:3:16');
    expect(shown).toContain('Unknown author "nobody"');
    expect(shown).toContain('authors: [ada, nobody]');
    expect(out.writer.files.size).toBe(0);
  });
});

describe("the blog's authors map and tags file where its options name them", () => {
  // Docusaurus's `authorsMapPath` and `tags`, each a path from the blog's folder.
  const withOptions = (options: string) =>
    copyFixtureWithConfig('blog-bad-author', (c) =>
      c.replace("blog: { onUntruncatedBlogPosts: 'ignore' }", `blog: { onUntruncatedBlogPosts: 'ignore', ${options} }`),
    );

  it('reads authors from the named file (JSON here), not from authors.yml beside it', async () => {
    const site = await withOptions("authorsMapPath: '../people/authors.json', tags: 'labels.yml'");
    try {
      await put(site.root, 'content/people/authors.json', JSON.stringify({ nobody: { name: 'No Body' } }));
      await put(site.root, 'content/blog/labels.yml', 'news:\n  label: News\n');
      await put(
        site.root,
        'content/blog/2025-01-01-hello.md',
        '---\ntitle: Hello\nauthors: [nobody]\ntags: [news]\nslug: hello\n---\n\nHello.\n',
      );
      const out = await buildFixture(site.root);
      expect(out.diagnostics.filter((d) => d.severity === 'error' || d.code === 'blog-inline-tag')).toEqual([]);
      const post = out.writer.text('blog/hello/index.html')!;
      expect(post).toContain('No Body');
      expect(out.writer.text('blog/tags/news/index.html')).toContain('News');
      // authors.yml (Ada only) is now an ordinary file of the folder: "ada" is unknown.
      await put(
        site.root,
        'content/blog/2025-01-01-hello.md',
        '---\ntitle: Hello\nauthors: [ada]\nslug: hello\n---\n\nHello.\n',
      );
      const again = await buildFixture(site.root);
      expect(again.diagnostics.find((d) => d.severity === 'error')).toMatchObject({ code: 'blog-unknown-author' });
      expect(formatDiagnostic(again.diagnostics[0]!)).toContain('`authorsMapPath`');
    } finally {
      await site.remove();
    }
  });

  it('stops on a tags file the options name that does not exist, as Docusaurus does', async () => {
    const site = await withOptions("tags: 'labels.yml'");
    try {
      const out = await buildFixture(site.root);
      expect(out.ok).toBe(false);
      const error = out.diagnostics.find((d) => d.severity === 'error');
      expect(error).toMatchObject({ code: 'blog-tags', file: 'zapsite.config.ts' });
      expect(formatDiagnostic(error!)).toContain('content/blog/labels.yml');
    } finally {
      await site.remove();
    }
  });
});
