// A visitor on a site whose docs are named like GitHub wiki pages (tests/fixtures/wiki-names:
// "Reader‐Setup & Tips", "Café Corner", under the base URL /wiki-site/): a whole page load, then a
// sidebar click and a content link followed by client navigation, each landing at the
// percent-encoded address with the right page shown and its sidebar link marked current, and no
// console error.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { inSession, waitHydrated } from './helpers/browser.ts';
import { servedForTests } from './helpers/served.ts';
import { buildSite, FIXTURES } from './helpers/site.ts';

const TIPS = '/wiki-site/docs/wiki/Reader%E2%80%90Setup%20&%20Tips/';
const CAFE = '/wiki-site/docs/wiki/Caf%C3%A9%20Corner/';

const served = servedForTests(
  { server: { build: () => buildSite(FIXTURES + 'wiki-names'), mounts: ['/wiki-site/'] } },
  120_000,
);

const active = (page: Page) =>
  page.$$eval('aside.sidebar a.menu__link--active', (links) =>
    links.map((a) => [a.getAttribute('href'), a.textContent]),
  );

describe('docs with wiki names', () => {
  it('load whole at their encoded address', async () => {
    await inSession(served.browser, {}, async (s) => {
      const page = await s.newPage();
      const res = await page.goto(served.server.origin + TIPS);
      expect(res?.status()).toBe(200);
      await expect(page.locator('h1').textContent()).resolves.toBe('Reader setup & tips');
      expect(await active(page)).toEqual([[TIPS, 'Reader setup & tips']]);
    });
  });

  it('are reached by client navigation from the sidebar and from content links', async () => {
    await inSession(served.browser, {}, async (s) => {
      const page = await s.newPage();
      await page.goto(served.server.origin + '/wiki-site/docs/');
      await page.waitForSelector('html[data-zs-nav="ready"]', { state: 'attached' });
      // A live sidebar stays across the swap and learns the new URL from the navigation event.
      await waitHydrated(page, 'Sidebar');
      // The collapsed category opens in place (its items come from the shared sidebar file).
      await page.locator('aside.sidebar').getByRole('button', { name: 'wiki' }).click();
      await page.locator('aside.sidebar').getByRole('link', { name: 'Café corner' }).click();
      await page.waitForURL(served.server.origin + CAFE);
      await expect(page.locator('h1').textContent()).resolves.toBe('Café corner');
      await page.waitForFunction(
        (href) => document.querySelector('aside.sidebar a.menu__link--active')?.getAttribute('href') === href,
        CAFE,
      );
      expect(await active(page)).toEqual([[CAFE, 'Café corner']]);

      await page.locator('article').getByRole('link', { name: 'the tips' }).click();
      await page.waitForURL(`${served.server.origin}${TIPS}#wiring`);
      await expect(page.locator('h1').textContent()).resolves.toBe('Reader setup & tips');
      await page.waitForFunction(
        (href) => document.querySelector('aside.sidebar a.menu__link--active')?.getAttribute('href') === href,
        TIPS,
      );
      expect(await active(page)).toEqual([[TIPS, 'Reader setup & tips']]);
    });
  });
});
