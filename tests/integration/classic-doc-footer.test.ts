// The footer under a doc on the classic theme, as Docusaurus's DocItem/Footer writes it: the doc's
// tags, then its edit link and "Last updated on <date> by <author>" from its last git commit
// (docs options showLastUpdateTime and showLastUpdateAuthor), or from front matter `last_update`.
// One CLI build of the classic fixture, copied into a git repository of its own with two commits
// at fixed dates by two authors. And the same edit row under a blog post.
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zapsite } from '../helpers/cli.ts';
import { userEnv } from '../helpers/user-env.ts';
import { copyFixtureWithConfig, put, type TempSite } from './temp-site.ts';

describe('the doc footer on the classic theme', () => {
  let site: TempSite;
  let out: string;
  let build: Awaited<ReturnType<typeof zapsite>>;
  const page = (rel: string) => readFile(join(out, rel), 'utf8');
  const footer = (html: string) => /<footer class="theme-doc-footer[^"]*">([\s\S]*?)<\/footer>/.exec(html)?.[1] ?? '';

  beforeAll(async () => {
    site = await copyFixtureWithConfig('classic-site', (config) =>
      config
        .replace(
          "docs: { path: 'docs', sidebarPath: 'sidebars.ts' },",
          "docs: { path: 'docs', sidebarPath: 'sidebars.ts', editUrl: 'https://lamps.example.org/edit/', showLastUpdateTime: true, showLastUpdateAuthor: true },",
        )
        .replace(
          "blog: { path: 'blog' },",
          "blog: { path: 'blog', editUrl: 'https://lamps.example.org/edit/' },\n  sitemap: { lastmod: 'datetime', priority: null },",
        ),
    );
    out = join(site.dir, 'out');
    await put(
      site.root,
      'docs/guide/oil.md',
      '---\ntags: [fuel, safety]\nlast_update:\n  author: The lamp guild\n---\n\n# Oil\n\nParaffin smokes less than olive oil.\n',
    );
    const git = (args: string[], when: string, who: string) =>
      execFileSync('git', ['-c', `user.name=${who}`, '-c', 'user.email=lamps@example.org', ...args], {
        cwd: site.root,
        stdio: 'ignore',
        env: { ...userEnv(), GIT_AUTHOR_DATE: when, GIT_COMMITTER_DATE: when },
      });
    git(['init', '-q'], '2026-01-01T00:00:00Z', 'Nobody');
    git(['add', '-A'], '2026-01-01T00:00:00Z', 'Nobody');
    git(['commit', '-qm', 'The lamp notes', '--no-verify'], '2026-02-03T10:00:00Z', 'Ada Wick');
    await put(
      site.root,
      'docs/guide/flame.md',
      '---\nlast_update:\n  date: 2025-12-24\n---\n\n# Flame\n\nA blue flame burns cleaner.\n',
    );
    await put(site.root, 'docs/guide/wicks.md', '# Wicks\n\nTrim the wick flat, then light it.\n');
    git(['commit', '-qam', 'Wicks, again', '--no-verify'], '2026-03-09T23:30:00Z', 'Ben Flint');
    build = await zapsite(['build', '--root', site.root, '--out', out]);
  }, 120_000);
  afterAll(() => site.remove());

  it('builds', () => {
    expect(build.stderr).not.toMatch(/^(error|warning)/m);
    expect(build.code).toBe(0);
  });

  it("shows each doc's last commit, its date in UTC and its author", async () => {
    expect(footer(await page('docs/guide/wicks/index.html'))).toContain(
      '<div class="col lastUpdated_JAkA"><span class="theme-last-updated">Last updated on <b><time dateTime="2026-03-09T23:30:00.000Z" itemProp="dateModified">Mar 9, 2026</time></b> by <b>Ben Flint</b></span></div>',
    );
    expect(footer(await page('docs/intro/index.html'))).toContain(
      'Last updated on <b><time dateTime="2026-02-03T10:00:00.000Z" itemProp="dateModified">Feb 3, 2026</time></b> by <b>Ada Wick</b>',
    );
  });

  it('takes the front matter last_update where it is written, and shows the tags above', async () => {
    const html = footer(await page('docs/guide/oil/index.html'));
    expect(html).toContain('Feb 3, 2026</time></b> by <b>The lamp guild</b>');
    expect(html).toMatch(
      /^<div class="row margin-top--sm theme-doc-footer-tags-row"><div class="col"><b>Tags:<\/b><ul class="tags_jXut padding--none margin-left--sm"><li class="tag_QGVx"><a rel="tag" class="tag_zVej tagRegular_sFm0" href="\/docs\/tags\/fuel\/">fuel<\/a><\/li>/,
    );
    expect(html).toContain('<div class="col noPrint_WFHX"><a href="https://lamps.example.org/edit/docs/guide/oil.md"');
  });

  it("gives each page's last update as the sitemap's lastmod, and leaves out what the options null", async () => {
    const sitemap = await readFile(join(out, 'sitemap.xml'), 'utf8');
    const entry = (path: string) =>
      new RegExp(`<url><loc>https://lantern\\.example\\.com${path}</loc>(.*?)</url>`).exec(sitemap)?.[1];
    // The last commit of the file; where the docs show the update time, front matter's date first.
    expect(entry('/docs/guide/wicks/')).toBe(
      '<lastmod>2026-03-09T23:30:00.000Z</lastmod><changefreq>weekly</changefreq>',
    );
    expect(entry('/docs/guide/oil/')).toBe(
      '<lastmod>2026-02-03T10:00:00.000Z</lastmod><changefreq>weekly</changefreq>',
    );
    expect(entry('/docs/guide/flame/')).toBe(
      '<lastmod>2025-12-24T00:00:00.000Z</lastmod><changefreq>weekly</changefreq>',
    );
    expect(entry('/blog/2026/01/10/first-light/')).toBe(
      '<lastmod>2026-02-03T10:00:00.000Z</lastmod><changefreq>weekly</changefreq>',
    );
    // A page zapsite makes from no file has no last update.
    expect(entry('/blog/')).toBe('<changefreq>weekly</changefreq>');
    expect(sitemap).not.toContain('<priority>');
  });

  it('writes the blog post footer as Docusaurus does: tags row, then the edit row with its two columns', async () => {
    const html = await page('blog/2026/01/10/first-light/index.html');
    const footer = /<footer class="docusaurus-mt-lg">([\s\S]*?)<\/footer>/.exec(html)?.[1] ?? '';
    expect(footer).toMatch(
      /^<div class="row margin-top--sm theme-blog-footer-edit-meta-row"><div class="col"><b>Tags:<\/b>/,
    );
    // The last-update column is there though empty: on a phone its top margin is part of the layout.
    expect(footer).toMatch(
      /<div class="row margin-top--sm theme-blog-footer-edit-meta-row"><div class="col noPrint_WFHX"><a href="https:\/\/lamps\.example\.org\/edit\/blog\/2026-01-10-first-light\.md"[^>]*>[\s\S]*?<\/a><\/div><div class="col lastUpdated_JAkA"><\/div><\/div>$/,
    );
  });
});
