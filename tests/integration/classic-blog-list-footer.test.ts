// A post's footer in the classic blog's lists, as Docusaurus writes it: none for a post with no
// tags, no cut and no edit link; an empty one when only the edit link is there (Docusaurus keeps its
// margin); the tags in three quarters beside "Read more" for a cut post with tags. Real CLI builds.
import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zapsite } from '../helpers/cli.ts';
import { copyFixtureWithConfig, put, type TempSite } from './temp-site.ts';

const PLAIN = '---\ntitle: Plain news\ndate: 2026-01-20\n---\n\nThe wick shop opens late this week.\n';

async function blogList(blog: string): Promise<{ site: TempSite; html: string; code: number | null }> {
  const site = await copyFixtureWithConfig('classic-site', (c) => c.replace("blog: { path: 'blog' }", blog));
  await put(site.root, 'blog/2026-01-20-plain.md', PLAIN);
  const run = await zapsite(['build', '--root', site.root, '--out', join(site.dir, 'out')]);
  return { site, html: await readFile(join(site.dir, 'out', 'blog/index.html'), 'utf8'), code: run.code };
}

/** The list entry of the post whose title link goes to `href`, up to the next entry. */
const entry = (html: string, href: string) => {
  // Its title's link, in the list (the sidebar of recent posts links it first).
  const start = html.lastIndexOf('<article', html.indexOf(`<h2 class="title_f1Hy"><a href="${href}"`));
  expect(start).toBeGreaterThan(0);
  return html.slice(start, html.indexOf('</article>', start));
};

describe("a post's footer in the blog's list", () => {
  let plain: Awaited<ReturnType<typeof blogList>>;
  let editable: Awaited<ReturnType<typeof blogList>>;
  beforeAll(async () => {
    [plain, editable] = await Promise.all([
      blogList("blog: { path: 'blog' }"),
      blogList("blog: { path: 'blog', editUrl: 'https://example.org/edit/' }"),
    ]);
  }, 120_000);
  afterAll(async () => {
    await plain?.site.remove();
    await editable?.site.remove();
  });

  it('is not there for a post with no tags, no cut and no edit link', () => {
    expect(plain.code).toBe(0);
    expect(entry(plain.html, '/blog/2026/01/20/plain/')).not.toContain('<footer');
  });

  it('is there, empty, when the post has an edit link', () => {
    expect(editable.code).toBe(0);
    expect(entry(editable.html, '/blog/2026/01/20/plain/')).toContain('<footer class="row docusaurus-mt-lg"></footer>');
  });

  it('puts the tags in three quarters beside Read more for a cut post', () => {
    const first = entry(plain.html, '/blog/2026/01/10/first-light/');
    expect(first).toMatch(/<footer class="row docusaurus-mt-lg"><div class="col col--9"><b>Tags:<\/b>/);
    expect(first).toContain('<div class="col text--right col--3">');
  });
});
