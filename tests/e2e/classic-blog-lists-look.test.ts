// The blog's tags and authors pages as Docusaurus draws them (tests/fixtures/classic-site, an author
// with a page of their own and a title): a tag's pill has no border at its pointed end; the authors
// list keeps Infima's indent, each author's title on Docusaurus's line height. Measured in Chromium
// on a desktop screen, as a visitor sees them. Fails on any console error or page error.
import { describe, expect, it } from 'vitest';
import { inSession } from './helpers/browser.ts';
import { servedForTests } from './helpers/served.ts';
import { buildFixtureVariant } from './helpers/site.ts';

const served = servedForTests({
  server: () =>
    buildFixtureVariant('classic-site', (config) => config, {
      'blog/authors.yml': 'ada:\n  name: Ada Wick\n  title: Lamp maker\n  page: true\n',
    }),
});

describe("the blog's tags and authors pages", () => {
  it("draw a tag's pill and the authors list as Docusaurus does", async () => {
    await inSession(served.browser, { viewport: { width: 1280, height: 800 } }, async (s) => {
      const page = await s.newPage();
      await page.goto(served.server.origin + '/blog/tags/', { waitUntil: 'load' });
      const pill = page.locator('a.tag_zVej.tagWithCount_h2kH').first();
      await expect(pill.evaluate((el) => getComputedStyle(el).borderLeftWidth)).resolves.toBe('0px');
      await expect(pill.evaluate((el) => getComputedStyle(el).borderTopWidth)).resolves.toBe('1px');
      await page.goto(served.server.origin + '/blog/authors/', { waitUntil: 'load' });
      const list = page.locator('.authorListItem_n3yI').first().locator('xpath=..');
      await expect(list.evaluate((el) => getComputedStyle(el).paddingLeft)).resolves.not.toBe('0px');
      await expect(
        page
          .locator('.authorListItem_n3yI')
          .first()
          .evaluate((el) => getComputedStyle(el).listStyleType),
      ).resolves.toBe('none');
      const title = page.locator('.author-as-h2_gXvM .authorTitle_nd0D').first();
      const [lineHeight, fontSize] = await title.evaluate((el) => [
        parseFloat(getComputedStyle(el).lineHeight),
        parseFloat(getComputedStyle(document.documentElement).fontSize),
      ]);
      expect(lineHeight).toBeCloseTo(1.3 * fontSize!, 1);
    });
  });
});
