// Images a doc names outside the content and static folders (`../images/x.svg` beside the docs,
// as playwright.dev keeps its screenshots): Docusaurus's bundler takes any file such a path
// reaches, so zapsite copies it beside the content's images, by content hash, and sizes it. From
// Markdown, from MDX JSX, and a missing one still a located error. Built from the classic fixture.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, type FixtureOutcome } from '../helpers/build.ts';
import { copyFixture, put, type TempSite } from './temp-site.ts';

const WICK =
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="#c60"/></svg>\n';

describe('images outside the content folders', () => {
  let site: TempSite;
  let out: FixtureOutcome;
  beforeAll(async () => {
    site = await copyFixture('classic-site');
    await put(site.root, 'images/wick.svg', WICK);
    await put(site.root, 'docs/guide/trim.md', '---\ntitle: Trim\n---\n\n![A trimmed wick](../../images/wick.svg)\n');
    await put(
      site.root,
      'docs/guide/shade.mdx',
      '---\ntitle: Shade\n---\n\n<img src="../../images/wick.svg" alt="The wick again" />\n',
    );
    out = await buildFixture(site.root);
  });
  afterAll(() => site?.remove());

  it('builds with no problem', () => {
    expect(out.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(out.ok).toBe(true);
  });

  it('copies the image once, by its content hash, and sizes it where Markdown and JSX name it', () => {
    const md = out.writer.text('docs/guide/trim/index.html')!;
    const url = /<img src="(\/assets\/images\/wick-[0-9a-f]{8}\.svg)" alt="A trimmed wick"[^>]*>/.exec(md)?.[1];
    expect(url, md.slice(md.indexOf('<article'), md.indexOf('</article>'))).toBeDefined();
    expect(md).toMatch(/alt="A trimmed wick" width="40" height="30"/);
    expect(out.writer.text('docs/guide/shade/index.html')).toContain(`src="${url}"`);
    expect(out.writer.text(url!.slice(1))).toBe(WICK);
  });

  it('still names a missing one where it is written', async () => {
    const broken = await copyFixture('classic-site');
    try {
      await put(broken.root, 'docs/guide/trim.md', '---\ntitle: Trim\n---\n\n![Gone](../../images/none.svg)\n');
      const failed = await buildFixture(broken.root);
      expect(failed.ok).toBe(false);
      expect(failed.diagnostics).toContainEqual(
        expect.objectContaining({ code: 'broken-image', file: 'docs/guide/trim.md', line: 5 }),
      );
    } finally {
      await broken.remove();
    }
  });
});
