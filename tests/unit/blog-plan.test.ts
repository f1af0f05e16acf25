import { describe, expect, it } from 'vitest';
import { planBlog, parseAuthors, type BlogPostInput } from '../../generator/routes/blog.ts';
import { readTagsFile } from '../../generator/routes/tags.ts';
import { resolveConfig } from '../../generator/config/resolve.ts';
import type { BlogOptions } from '../../generator/config/schema.ts';
import type { Diagnostic } from '../../generator/types.ts';

function options(blog: Record<string, unknown> = {}): BlogOptions {
  const config = resolveConfig({ title: 'T', url: 'https://example.com', blog }, { root: '/site', configFile: null });
  if (!config.blog) throw new Error('blog is off');
  return config.blog;
}

function postFile(name: string, frontMatter: Record<string, unknown> = {}, text?: string): BlogPostInput {
  const relPath = `content/blog/${name}`;
  return {
    file: {
      absPath: `/site/${relPath}`,
      relPath,
      contentPath: name,
      kind: 'blog',
      text: text ?? `---\ntitle: ${name}\n---\n`,
    },
    frontMatter: { title: name, ...frontMatter },
  };
}

const authorsYaml = { relPath: 'content/blog/authors.yml', text: 'ada:\n  name: Ada\n  page: true\n' };
const tagsYaml = { relPath: 'content/blog/tags.yml', text: 'news:\n  label: News\n' };

function plan(inputs: BlogPostInput[], blog: Record<string, unknown> = {}, includeDrafts = false) {
  const diagnostics: Diagnostic[] = [];
  const opts = options(blog);
  const result = planBlog(
    inputs,
    opts,
    {
      authors: parseAuthors(authorsYaml, diagnostics),
      tagsFile: readTagsFile(tagsYaml, opts.onInlineTags, 'blog-tags', diagnostics),
    },
    { includeDrafts, trailingSlash: true },
  );
  return { ...result, diagnostics: [...diagnostics, ...result.diagnostics] };
}

/** n posts, one a day from 2025-01-01, all by ada and tagged news. */
const many = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    postFile(`2025-01-${String(i + 1).padStart(2, '0')}-p${i + 1}.md`, { authors: ['ada'], tags: ['news'] }),
  );

describe('planBlog paging', () => {
  it('makes one empty list page, and the page of each author with one, when there are no posts', () => {
    const p = plan([]);
    // As Docusaurus 3.10: an author of the authors file with `page: true` has a page with no posts.
    expect(p.lists.map(({ url, kind, posts, totalPages }) => ({ url, kind, posts, totalPages }))).toEqual([
      { url: '/blog/', kind: 'blog-list', posts: [], totalPages: 1 },
      { url: '/blog/authors/ada/', kind: 'blog-author', posts: [], totalPages: 1 },
    ]);
    expect(p.authors.map((a) => [a.author.key, a.count])).toEqual([['ada', 0]]);
    expect(p.archive).toEqual([]);
    expect(p.recent).toEqual([]);
  });

  it('fits exactly ten posts on one page', () => {
    const lists = plan(many(10)).lists.filter((l) => l.kind === 'blog-list');
    expect(lists.map((l) => [l.url, l.posts.length, l.prevUrl, l.nextUrl])).toEqual([
      ['/blog/', 10, undefined, undefined],
    ]);
  });

  it('puts the eleventh post alone on page 2, linked both ways, for the blog, its tag and its author', () => {
    const p = plan(many(11));
    const byKind = (kind: string) =>
      p.lists.filter((l) => l.kind === kind).map((l) => [l.url, l.posts.map((x) => x.id), l.prevUrl, l.nextUrl]);
    expect(byKind('blog-list')).toEqual([
      [
        '/blog/',
        [
          '2025-01-11-p11',
          '2025-01-10-p10',
          '2025-01-09-p9',
          '2025-01-08-p8',
          '2025-01-07-p7',
          '2025-01-06-p6',
          '2025-01-05-p5',
          '2025-01-04-p4',
          '2025-01-03-p3',
          '2025-01-02-p2',
        ],
        undefined,
        '/blog/page/2/',
      ],
      ['/blog/page/2/', ['2025-01-01-p1'], '/blog/', undefined],
    ]);
    expect(byKind('blog-tag').map((l) => [l[0], l[2], l[3]])).toEqual([
      ['/blog/tags/news/', undefined, '/blog/tags/news/page/2/'],
      ['/blog/tags/news/page/2/', '/blog/tags/news/', undefined],
    ]);
    expect(byKind('blog-author').map((l) => l[0])).toEqual(['/blog/authors/ada/', '/blog/authors/ada/page/2/']);
  });

  it('follows postsPerPage', () => {
    expect(
      plan(many(7), { postsPerPage: 3 })
        .lists.filter((l) => l.kind === 'blog-list')
        .map((l) => l.posts.length),
    ).toEqual([3, 3, 1]);
  });

  it("puts every post on one page with postsPerPage 'ALL', as Docusaurus does", () => {
    const lists = plan(many(23), { postsPerPage: 'ALL' }).lists.filter((l) => l.kind === 'blog-list');
    expect(lists.map((l) => [l.url, l.posts.length, l.totalPages])).toEqual([['/blog/', 23, 1]]);
  });
});

describe('planBlog posts', () => {
  // A same-day tie keeps Docusaurus's order, the files' by path (its stable sort over globby's sorted
  // folders; a real 3.10.2 build lists 2024-05-01-apple, -banana, -cherry in that order).
  it("orders newest first, breaking a same-day tie by file path, and takes the date from front matter over the name (the URL keeps the name's date)", () => {
    const p = plan([
      postFile('2025-01-05-a.md'),
      postFile('2025-01-05-b.md'),
      postFile('2024-12-31-c.md'),
      postFile('2020-01-01-d.md', { date: '2025-02-01' }),
    ]);
    expect(p.listed.map((x) => [x.url, x.date])).toEqual([
      ['/blog/2020/01/01/d/', '2025-02-01'],
      ['/blog/2025/01/05/a/', '2025-01-05'],
      ['/blog/2025/01/05/b/', '2025-01-05'],
      ['/blog/2024/12/31/c/', '2024-12-31'],
    ]);
  });

  it('groups the archive by year, newest year first, and keeps blogSidebarCount recent posts', () => {
    const p = plan([postFile('2024-12-30-old.md'), postFile('2025-01-02-new.md'), postFile('2024-11-01-older.md')], {
      blogSidebarCount: 2,
    });
    expect(p.archive.map((y) => [y.year, y.posts.map((x) => x.url)])).toEqual([
      ['2025', ['/blog/2025/01/02/new/']],
      ['2024', ['/blog/2024/12/30/old/', '/blog/2024/11/01/older/']],
    ]);
    expect(p.recent.map((x) => x.url)).toEqual(['/blog/2025/01/02/new/', '/blog/2024/12/30/old/']);
    // 'ALL' lists every post, as Docusaurus's blogSidebarCount does.
    expect(plan(many(13), { blogSidebarCount: 'ALL' }).recent).toHaveLength(13);
  });

  it('drops drafts unless asked, and keeps unlisted posts as pages but out of every list', () => {
    const inputs = [
      postFile('2025-01-03-draft.md', { draft: true }),
      postFile('2025-01-02-hidden.md', { unlisted: true, tags: ['news'] }),
      postFile('2025-01-01-shown.md', { tags: ['news'] }),
    ];
    const p = plan(inputs);
    expect(p.posts.map((x) => x.summary.url)).toEqual(['/blog/2025/01/02/hidden/', '/blog/2025/01/01/shown/']);
    expect(p.listed.map((x) => x.url)).toEqual(['/blog/2025/01/01/shown/']);
    expect(p.lists.flatMap((l) => l.posts.map((x) => x.url))).not.toContain('/blog/2025/01/02/hidden/');
    expect(p.tags).toEqual([{ tag: expect.objectContaining({ key: 'news' }), count: 1 }]);
    expect(plan(inputs, {}, true).listed.map((x) => x.url)).toEqual([
      '/blog/2025/01/03/draft/',
      '/blog/2025/01/01/shown/',
    ]);
  });
});

describe('planBlog diagnostics', () => {
  it('names the file, line and column of an unknown author', () => {
    const text = '---\ntitle: Hello\nauthors: [ada, nobody]\n---\n\nHello.\n';
    const p = plan([postFile('2025-01-01-hello.md', { authors: ['ada', 'nobody'] }, text)]);
    const d = p.diagnostics.find((x) => x.code === 'blog-unknown-author');
    expect(d).toMatchObject({
      severity: 'error',
      file: 'content/blog/2025-01-01-hello.md',
      line: 3,
      column: 16,
      sourceLine: 'authors: [ada, nobody]',
    });
    expect(d!.message).toContain('"nobody"');
    expect(d!.hint).toContain('ada');
  });

  it('warns about a tag missing from tags.yml by default, fails with "throw", and is quiet with "ignore"', () => {
    const text = '---\ntitle: T\ntags: [news, Fresh]\n---\n';
    const input = () => [postFile('2025-01-01-t.md', { tags: ['news', 'Fresh'] }, text)];
    const warn = plan(input()).diagnostics.filter((x) => x.code === 'blog-inline-tag');
    expect(warn).toEqual([
      expect.objectContaining({ severity: 'warning', file: 'content/blog/2025-01-01-t.md', line: 3 }),
    ]);
    expect(warn[0]!.message).toContain('"Fresh"');
    expect(
      plan(input(), { onInlineTags: 'throw' })
        .diagnostics.filter((x) => x.code === 'blog-inline-tag')
        .map((x) => x.severity),
    ).toEqual(['error']);
    expect(plan(input(), { onInlineTags: 'ignore' }).diagnostics.filter((x) => x.code === 'blog-inline-tag')).toEqual(
      [],
    );
    // The inline tag still gets its own page.
    expect(plan(input()).lists.map((l) => l.url)).toContain('/blog/tags/fresh/');
  });

  it('follows the docs tag rules: no warning without a tags file, object tags at their own permalink, kebab-case inline permalinks', () => {
    const text = '---\ntitle: T\ntags:\n  - Card Games\n  - label: Launchers\n    permalink: /launch-tools\n---\n';
    const input = [
      postFile('2025-01-01-t.md', { tags: ['Card Games', { label: 'Launchers', permalink: '/launch-tools' }] }, text),
    ];
    const diagnostics: Diagnostic[] = [];
    const opts = options();
    const p = planBlog(
      input,
      opts,
      {
        authors: parseAuthors(authorsYaml, diagnostics),
        tagsFile: readTagsFile(undefined, opts.onInlineTags, 'blog-tags', diagnostics),
      },
      { includeDrafts: false, trailingSlash: true },
    );
    expect([...diagnostics, ...p.diagnostics]).toEqual([]);
    expect(p.posts[0]!.summary.tags.map((t) => [t.label, t.permalink])).toEqual([
      ['Card Games', '/blog/tags/card-games/'],
      ['Launchers', '/blog/tags/launch-tools/'],
    ]);
  });

  it('fails a post without a date', () => {
    const p = plan([postFile('undated.md')]);
    expect(p.diagnostics).toEqual([
      expect.objectContaining({ code: 'blog-date', severity: 'error', file: 'content/blog/undated.md' }),
    ]);
  });
});
