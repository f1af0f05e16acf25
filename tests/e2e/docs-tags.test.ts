// A visitor follows docs tags on the docs-tags fixture: from a doc's tag links to the tag's page,
// to the list of all tags, to another tag and on to one of its docs, with no console error.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { inSession } from './helpers/browser.ts';
import { servedForTests } from './helpers/served.ts';
import { buildSite, FIXTURES } from './helpers/site.ts';

const served = servedForTests({ server: () => buildSite(FIXTURES + 'docs-tags') }, 120_000);

async function landOn(page: Page, heading: string, pathname: string): Promise<void> {
  await page.waitForFunction(
    ([h, p]) => document.querySelector('main h1')?.textContent === h && location.pathname === p,
    [heading, pathname] as const,
    { timeout: 60_000 },
  );
}

describe('docs tags in the browser', () => {
  it("goes from a doc's tags to the tag page, all tags, another tag and one of its docs", async () => {
    await inSession(served.browser, {}, async (s) => {
      const page = await s.newPage();
      await page.goto(served.server.origin + '/docs/readers/acr122u/');
      const footerTags = page.locator('footer.doc-footer a[rel="tag"]');
      expect(await footerTags.allTextContents()).toEqual(['Readers', 'Card Games']);

      await footerTags.filter({ hasText: 'Card Games' }).click();
      await landOn(page, 'One doc tagged with "Card Games"', '/docs/tags/card-games/');
      expect(await page.locator('main article h2 a').allTextContents()).toEqual(['ACR122U']);

      await page.getByRole('link', { name: 'View all tags' }).click();
      await landOn(page, 'Tags', '/docs/tags/');
      expect(await page.locator('main h2').allTextContents()).toEqual(['C', 'L', 'M', 'R', 'S']);

      await page.locator('main a.tag', { hasText: 'Readers' }).click();
      await landOn(page, '2 docs tagged with "Readers"', '/docs/tags/readers/');
      await page.getByRole('link', { name: 'PN532 module' }).click();
      await landOn(page, 'PN532 module', '/docs/readers/pn532/');
    });
  }, 60_000);
});
