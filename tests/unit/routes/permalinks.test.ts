// URLs as Docusaurus computes them: each row is a source file (docs under docs/, posts under blog/,
// pages under src/pages/ in a Docusaurus site), its front matter and the trailingSlash mode, and
// the URL and output file Docusaurus 3 gives it (its getSlug, parseBlogFileName, normalizeUrl,
// applyTrailingSlash and getFilePathForRoutePath rules).
import { describe, expect, it } from 'vitest';
import {
  applyTrailingSlash,
  docRoute,
  generatedRoute,
  isPartial,
  linkPath,
  outputFile,
  pageKey,
  pageRoute,
  postRoute,
  reaches,
  type TrailingSlash,
} from '../../../generator/routes/permalinks.ts';

type Kind = 'doc' | 'post' | 'page';
type Row = [
  kind: Kind,
  file: string,
  frontMatter: Record<string, unknown>,
  mode: TrailingSlash,
  url: string | null,
  out: string | null,
];

const T = true;
const F = false;
const U = undefined;

const rows: Row[] = [
  // Docs: the file name, or `id:`, is the last segment; the folder comes first.
  ['doc', 'guide/setup.md', {}, T, '/docs/guide/setup/', 'docs/guide/setup/index.html'],
  ['doc', 'guide/setup.md', {}, F, '/docs/guide/setup', 'docs/guide/setup.html'],
  ['doc', 'guide/setup.md', {}, U, '/docs/guide/setup', 'docs/guide/setup/index.html'],
  ['doc', 'guide/idd.md', { id: 'custom-id' }, U, '/docs/guide/custom-id', 'docs/guide/custom-id/index.html'],
  ['doc', 'guide/idd.md', { id: 'custom-id' }, T, '/docs/guide/custom-id/', 'docs/guide/custom-id/index.html'],
  ['doc', 'guide/idd.md', { id: 'custom-id' }, F, '/docs/guide/custom-id', 'docs/guide/custom-id.html'],
  ['doc', 'guide/release-2.0.md', {}, T, '/docs/guide/release-2.0/', 'docs/guide/release-2.0/index.html'],
  ['doc', 'guide/release-2.0.md', {}, F, '/docs/guide/release-2.0', 'docs/guide/release-2.0.html'],
  // Number prefixes leave URLs.
  ['doc', '01-basics/02-first-steps.md', {}, U, '/docs/basics/first-steps', 'docs/basics/first-steps/index.html'],
  // An index file (index, README, or named like its folder) is its folder's URL, with a slash when unset.
  ['doc', 'guide/index.md', {}, U, '/docs/guide/', 'docs/guide/index.html'],
  ['doc', 'guide/index.md', {}, F, '/docs/guide', 'docs/guide.html'],
  ['doc', 'guide/README.md', {}, T, '/docs/guide/', 'docs/guide/index.html'],
  ['doc', 'guide/guide.md', {}, U, '/docs/guide/', 'docs/guide/index.html'],
  // Names are compared as written, number prefixes and all, as Docusaurus compares them.
  [
    'doc',
    'data-source/1-data-source.md',
    {},
    U,
    '/docs/data-source/data-source',
    'docs/data-source/data-source/index.html',
  ],
  ['doc', '02-setup/02-setup.md', {}, U, '/docs/setup/', 'docs/setup/index.html'],
  ['doc', '02-setup/setup.md', {}, U, '/docs/setup/setup', 'docs/setup/setup/index.html'],
  ['doc', 'guide/01-index.md', {}, U, '/docs/guide/index', 'docs/guide/index/index.html'],
  ['doc', 'guide/index.md', { id: 'overview' }, U, '/docs/guide/', 'docs/guide/index.html'],
  ['doc', 'index.md', {}, U, '/docs/', 'docs/index.html'],
  ['doc', 'index.md', {}, F, '/docs', 'docs.html'],
  // `slug:` from the docs root when it starts with "/", else from the doc's folder; it beats `id:`.
  ['doc', 'guide/setup.md', { slug: '/start' }, U, '/docs/start', 'docs/start/index.html'],
  ['doc', 'guide/setup.md', { slug: 'begin' }, U, '/docs/guide/begin', 'docs/guide/begin/index.html'],
  ['doc', 'guide/setup.md', { slug: '../up' }, T, '/docs/up/', 'docs/up/index.html'],
  ['doc', 'guide/setup.md', { slug: 'begin/' }, U, '/docs/guide/begin/', 'docs/guide/begin/index.html'],
  ['doc', 'guide/setup.md', { slug: 'begin/' }, F, '/docs/guide/begin', 'docs/guide/begin.html'],
  ['doc', 'guide/setup.md', { id: 'a', slug: 'b' }, U, '/docs/guide/b', 'docs/guide/b/index.html'],
  ['doc', 'intro.md', { slug: '/' }, T, '/docs/', 'docs/index.html'],
  ['doc', 'intro.md', { slug: '/' }, F, '/docs', 'docs.html'],
  // Blog posts: a dated file or folder without `slug:` is /blog/YYYY/MM/DD/name.
  ['post', '2024-01-02-hello.md', {}, U, '/blog/2024/01/02/hello', 'blog/2024/01/02/hello/index.html'],
  ['post', '2024-01-02-hello.md', {}, T, '/blog/2024/01/02/hello/', 'blog/2024/01/02/hello/index.html'],
  ['post', '2024-01-02-hello.md', {}, F, '/blog/2024/01/02/hello', 'blog/2024/01/02/hello.html'],
  ['post', '2024/01/02/hello.md', {}, U, '/blog/2024/01/02/hello', 'blog/2024/01/02/hello/index.html'],
  ['post', '2024-01-02-hello/index.md', {}, U, '/blog/2024/01/02/hello', 'blog/2024/01/02/hello/index.html'],
  ['post', 'news/2023-12-31-bye.md', {}, U, '/blog/2023/12/31/news/bye', 'blog/2023/12/31/news/bye/index.html'],
  ['post', '2024-1-2-short.mdx', {}, U, '/blog/2024/1/2/short', 'blog/2024/1/2/short/index.html'],
  // With `slug:`, /blog/slug whether or not it starts with "/".
  ['post', '2024-01-02-hello.md', { slug: 'greetings' }, U, '/blog/greetings', 'blog/greetings/index.html'],
  ['post', '2024-01-02-hello.md', { slug: '/greetings' }, T, '/blog/greetings/', 'blog/greetings/index.html'],
  ['post', '2024-01-02-hello/index.md', { slug: 'greetings' }, F, '/blog/greetings', 'blog/greetings.html'],
  // Undated posts keep their path.
  ['post', 'plain.md', {}, U, '/blog/plain', 'blog/plain/index.html'],
  ['post', 'topics/plain/index.md', {}, T, '/blog/topics/plain/', 'blog/topics/plain/index.html'],
  // Pages: the path, a folder's index with a slash when unset; "/" is always index.html.
  ['page', 'about.md', {}, U, '/about', 'about/index.html'],
  ['page', 'about.md', {}, T, '/about/', 'about/index.html'],
  ['page', 'about.md', {}, F, '/about', 'about.html'],
  ['page', 'team/index.md', {}, U, '/team/', 'team/index.html'],
  ['page', 'team/index.md', {}, F, '/team', 'team.html'],
  ['page', 'index.md', {}, F, '/', 'index.html'],
  ['page', 'index.mdx', {}, T, '/', 'index.html'],
  ['page', 'about.md', { slug: '/company' }, T, '/company/', 'company/index.html'],
  // Files and folders starting with "_" make no page.
  ['doc', '_snippet.md', {}, U, null, null],
  ['doc', 'guide/_parts/step.md', {}, T, null, null],
  ['post', '_drafts/2024-01-02-later.md', {}, F, null, null],
  ['page', '_shared.mdx', {}, U, null, null],
];

function urlOf(kind: Kind, file: string, fm: Record<string, unknown>, mode: TrailingSlash): string | null {
  if (isPartial(file)) return null;
  if (kind === 'page') return pageRoute(file, fm, mode);
  if (kind === 'post') return postRoute(file, fm, 'blog', mode).url;
  const route = docRoute(file, fm, 'docs', mode);
  return 'url' in route ? route.url : null;
}

const modeName = (m: TrailingSlash) => (m === undefined ? 'unset' : String(m));

describe('URLs as Docusaurus computes them', () => {
  it('has at least 30 rows', () => expect(rows.length).toBeGreaterThanOrEqual(30));

  it.each(rows.map((r) => [r[0], r[1], JSON.stringify(r[2]), modeName(r[3]), r[4], r[5], r] as const))(
    '%s %s %s, trailingSlash %s -> %s (%s)',
    (_k, _f, _fm, _m, url, out, row) => {
      const [kind, file, fm, mode] = row;
      const got = urlOf(kind, file, fm, mode);
      expect(got).toBe(url);
      expect(got === null ? null : outputFile(got, mode)).toBe(out);
    },
  );
});

describe('doc ids', () => {
  it("puts `id:` after the folder, strips number prefixes, and keeps Docusaurus's prefixed form for docIds written that way", () => {
    expect(docRoute('guide/idd.md', { id: 'custom-id' }, 'docs', undefined)).toMatchObject({
      id: 'guide/custom-id',
      sourceId: 'guide/custom-id',
    });
    expect(docRoute('01-basics/02-first-steps.md', {}, 'docs', undefined)).toMatchObject({
      id: 'basics/first-steps',
      sourceId: '01-basics/first-steps',
    });
    expect(docRoute('guide/setup.md', { id: 'a/b' }, 'docs', undefined)).toEqual({ badId: 'a/b' });
  });
});

describe('blog post dates from the path', () => {
  it.each([
    ['2024-01-02-hello.md', '2024-01-02'],
    ['2024/01/02/hello.md', '2024-01-02'],
    ['2024-01-02-hello/index.md', '2024-01-02'],
    ['2024-1-2-short.md', '2024-01-02'],
    ['plain.md', undefined],
  ])('%s is dated %s', (file, date) => expect(postRoute(file, {}, 'blog', true).date).toBe(date));
});

describe('generated pages and the trailing-slash rule', () => {
  it('writes the blog list, its pages, tags and the search page in each mode', () => {
    expect([T, F, U].map((m) => generatedRoute(m, 'blog'))).toEqual(['/blog/', '/blog', '/blog']);
    expect([T, F, U].map((m) => outputFile(generatedRoute(m, 'blog'), m))).toEqual([
      'blog/index.html',
      'blog.html',
      'blog/index.html',
    ]);
    expect(generatedRoute(F, '/blog/tags/foo/', 'page', '2')).toBe('/blog/tags/foo/page/2');
    expect(generatedRoute(T, 'search')).toBe('/search/');
    expect(outputFile('/404.html', F)).toBe('404.html');
  });

  it('applies the rule as Docusaurus does: the root and hashes untouched, a query and hash kept', () => {
    expect(applyTrailingSlash('/a/b?x=1#h', true)).toBe('/a/b/?x=1#h');
    expect(applyTrailingSlash('/a/b/#h', false)).toBe('/a/b#h');
    expect(applyTrailingSlash('/a/b/', undefined)).toBe('/a/b/');
    expect(applyTrailingSlash('/', false)).toBe('/');
    expect(applyTrailingSlash('#top', true)).toBe('#top');
  });
});

describe('which spellings of a path reach a page (GitHub Pages)', () => {
  const cases: [mode: TrailingSlash, page: string, path: string, reached: boolean][] = [
    [T, '/docs/guide/release-2.0/', '/docs/guide/release-2.0', true],
    [T, '/docs/guide/release-2.0/', '/docs/guide/release-2.0/', true],
    [T, '/docs/guide/release-2.0/', '/docs/guide/release-2.0/index.html', true],
    [T, '/docs/guide/release-2.0/', '/docs/guide/release-2.0.html', false],
    [F, '/docs/guide/release-2.0', '/docs/guide/release-2.0', true],
    [F, '/docs/guide/release-2.0', '/docs/guide/release-2.0.html', true],
    [F, '/docs/guide/release-2.0', '/docs/guide/release-2.0/', false],
    [U, '/docs/guide/setup', '/docs/guide/setup/', true],
    [U, '/docs/guide/setup', '/docs/guide/setup', true],
    [F, '/', '/', true],
    [F, '/404.html', '/404.html', true],
  ];
  it.each(cases.map((c) => [modeName(c[0]), c[1], c[2], c[3], c] as const))(
    'trailingSlash %s: page %s, path %s -> %s',
    (_m, _p, _path, reached, c) => {
      expect(pageKey(c[2])).toBe(pageKey(c[1]));
      expect(reaches(c[2], c[1], c[0])).toBe(reached);
    },
  );
});

describe('the href written for a link', () => {
  const pages = new Map(
    ['/docs/guide/setup', '/docs/guide/release-2.0', '/blog', '/404.html'].map((u) => [pageKey(u), u]),
  );
  const href = (path: string, mode: TrailingSlash) =>
    linkPath(
      path,
      (k) => pages.get(k),
      (p) => p === '/files/LICENSE',
      mode,
    );

  it("names a page in the page's own form, whatever spelling was written, keeping the query and hash", () => {
    expect(href('/docs/guide/setup/#step-2', false)).toBe('/docs/guide/setup#step-2');
    expect(href('/docs/guide/release-2.0/', false)).toBe('/docs/guide/release-2.0');
    expect(href('/blog/?page=1', false)).toBe('/blog?page=1');
    expect(href('/404', true)).toBe('/404.html');
  });

  it("leaves files alone and gives unknown paths the mode's form", () => {
    expect(href('/files/LICENSE', true)).toBe('/files/LICENSE');
    expect(href('/img/logo.svg', true)).toBe('/img/logo.svg');
    expect(href('/elsewhere', true)).toBe('/elsewhere/');
    expect(href('/elsewhere/', false)).toBe('/elsewhere');
    expect(href('/elsewhere/', undefined)).toBe('/elsewhere/');
  });
});
