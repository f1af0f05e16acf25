// A visitor on the sidebars-file fixture (two sidebars from one sidebars.ts) in Chromium: opens
// a collapsed category (its items come from that sidebar's own data file), sees the html item,
// follows client navigation from a page of one sidebar to a page of the other (the sidebar is
// swapped, not kept) and within one sidebar (kept), and uses a generated index's cards. Any
// console error fails the test.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { hydrateAll, inSession } from './helpers/browser.ts';
import { servedForTests } from './helpers/served.ts';
import { buildSite, FIXTURES } from './helpers/site.ts';

const served = servedForTests({ server: () => buildSite(join(FIXTURES, 'sidebars-file')) });

async function openLive(page: Page, path: string): Promise<void> {
  await page.goto(served.server.origin + path);
  await page.waitForFunction(() => document.documentElement.dataset.zsNav === 'ready', undefined, { timeout: 60_000 });
  await hydrateAll(page);
}

async function arrived(page: Page, path: string, heading: string): Promise<void> {
  await page.waitForFunction(
    ([p, h]) => location.pathname === p && document.querySelector('#main-content h1')?.textContent === h,
    [path, heading] as const,
    { timeout: 60_000 },
  );
}

const rows = (page: Page) =>
  page.$$eval(
    'aside.sidebar .menu__item > .menu__category-row > :first-child, aside.sidebar .menu__item > a.menu__link',
    (els) => els.map((e) => e.textContent?.trim()),
  );
const mark = (page: Page) =>
  page.evaluate(() => ((document.querySelector('aside.sidebar') as HTMLElement & { kept?: number }).kept = 1));
const kept = (page: Page) =>
  page.evaluate(() => (document.querySelector('aside.sidebar') as HTMLElement & { kept?: number }).kept === 1);

describe('sidebars from a sidebars file, in the browser', () => {
  it("opens a collapsed category from its sidebar's data file and shows the html item", async () => {
    await inSession(served.browser, {}, async (s) => {
      const page = await s.newPage();
      await openLive(page, '/docs/intro/');
      expect(await page.locator('aside.sidebar .help-divider').textContent()).toBe('More help');
      const caret = page.locator('aside.sidebar button.menu__caret[aria-label*="\'Getting started\'"]');
      await caret.click();
      await expect.poll(() => caret.getAttribute('aria-expanded')).toBe('true');
      await page.locator('aside.sidebar a[href="/docs/setup/first-tag/"]').waitFor();
      expect(await page.locator('aside.sidebar a[href="/docs/setup/first-tag/"]').textContent()).toBe('Your first tag');
    });
  });

  it('swaps the sidebar when client navigation reaches a page of another sidebar, and keeps it within one', async () => {
    await inSession(served.browser, {}, async (s) => {
      const page = await s.newPage();
      await openLive(page, '/docs/intro/');
      await mark(page);
      // A ref item in the guides sidebar leads to a doc of the reference sidebar.
      await page.click('aside.sidebar a[href="/docs/reference/api/"]');
      await arrived(page, '/docs/reference/api/', 'API reference');
      await page.waitForFunction(
        () =>
          document.querySelector('aside.sidebar .menu__link--active')?.getAttribute('href') === '/docs/reference/api/',
      );
      expect(await kept(page), 'another sidebar replaces the old one').toBe(false);
      expect((await rows(page)).slice(0, 3)).toEqual(['Reference', 'API reference', 'Launchers']);

      await hydrateAll(page);
      await mark(page);
      await page.click('#main-content a.pagination-nav__link--next');
      await arrived(page, '/docs/reference/launchers/', 'Launchers');
      expect(await kept(page), 'the same sidebar is kept').toBe(true);
      await page.waitForFunction(
        () =>
          document.querySelector('aside.sidebar a[aria-current="page"]')?.getAttribute('href') ===
          '/docs/reference/launchers/',
      );
    });
  });

  it('lists a category on its generated index and follows a card', async () => {
    await inSession(served.browser, {}, async (s) => {
      const page = await s.newPage();
      await openLive(page, '/docs/setup/first-tag/');
      await page.click('#main-content a.pagination-nav__link--next');
      await arrived(page, '/docs/category/readers/', 'All readers');
      expect(
        await page.$$eval('#main-content .card .card__head', (els) => els.map((e) => e.textContent?.trim())),
      ).toEqual(['Barcode readers', 'NFC readers']);
      await page.click('#main-content a.card[href="/docs/readers/nfc/"]');
      await arrived(page, '/docs/readers/nfc/', 'NFC readers');
    });
  });
});
