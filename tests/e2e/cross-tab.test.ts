// Shared state reaches every open tab at once, whether or not any island there is live: the
// colour mode and the announcement bar's dismissal follow a change made in another tab, and a
// "system" choice follows the OS. The other tab's island scripts are held back throughout, so
// only the inline head script can do it.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { inSession, waitHydrated } from './helpers/browser.ts';
import { servedForTests } from './helpers/served.ts';
import { buildRealSite, buildSite, FIXTURES } from './helpers/site.ts';
import { holdScripts } from './helpers/first-input.ts';

const served = servedForTests({
  server: buildRealSite,
  kitchenServer: { build: () => buildSite(FIXTURES + 'theme-kitchen'), mounts: ['/docs-site/'] },
});

const desktop = { viewport: { width: 1280, height: 900 } };
const html = (page: Page, name: string) => page.evaluate((n) => document.documentElement.getAttribute(n), name);
const becomes = (page: Page, name: string, value: string | null) =>
  page.waitForFunction(([n, v]) => document.documentElement.getAttribute(n!) === v, [name, value] as const, {
    timeout: 60_000,
  });

/** A tab whose island scripts never arrive: nothing in it can hydrate. */
async function tabWithoutIslands(open: () => Promise<Page>, href: string): Promise<Page> {
  const page = await open();
  const held = await holdScripts(page);
  await page.goto(href, { waitUntil: 'domcontentloaded' });
  held.holdFromNow();
  await page.waitForLoadState('load');
  return page;
}

const noneLive = async (page: Page) =>
  expect(await page.locator('[data-hydrated]').count(), 'no island is live in the other tab').toBe(0);

describe('colour mode across tabs', () => {
  it('reaches a tab with no live island, both ways', async () => {
    await inSession(served.browser, desktop, async (s) => {
      const other = await tabWithoutIslands(() => s.newPage(), served.server.origin + '/blog/');
      const page = await s.newPage();
      await page.goto(served.server.origin + '/');
      expect(await html(other, 'data-theme')).toBe('light');

      await waitHydrated(page, 'ColorModeToggle');
      await page.locator('.color-mode-toggle').click();
      expect(await html(page, 'data-theme')).toBe('dark');
      await becomes(other, 'data-theme', 'dark');
      expect(await html(other, 'data-theme-choice')).toBe('dark');

      await page.locator('.color-mode-toggle').click();
      await becomes(other, 'data-theme', 'light');
      await noneLive(other);
    });
  });

  it('follows the OS while the choice is "system", and a return to "system" from another tab', async () => {
    await inSession(served.browser, { ...desktop, colorScheme: 'light' }, async (s) => {
      const other = await tabWithoutIslands(() => s.newPage(), served.kitchenServer.origin + '/docs-site/docs/');
      expect([await html(other, 'data-theme-choice'), await html(other, 'data-theme')]).toEqual(['system', 'light']);
      await other.emulateMedia({ colorScheme: 'dark' });
      await becomes(other, 'data-theme', 'dark');
      await other.emulateMedia({ colorScheme: 'light' });
      await becomes(other, 'data-theme', 'light');

      // system -> light -> dark -> system in the first tab; the other follows each step.
      const page = await s.newPage();
      await page.goto(served.kitchenServer.origin + '/docs-site/docs/');
      await waitHydrated(page, 'ColorModeToggle');
      const toggle = page.locator('.color-mode-toggle');
      await toggle.click();
      await becomes(other, 'data-theme-choice', 'light');
      await toggle.click();
      await becomes(other, 'data-theme', 'dark');
      await toggle.click();
      await becomes(other, 'data-theme-choice', 'system');
      expect(await html(other, 'data-theme')).toBe('light');
      await noneLive(other);
    });
  });
});

describe('announcement bar across tabs', () => {
  it('closes in a tab with no live island when it is closed in another', async () => {
    await inSession(served.browser, desktop, async (s) => {
      const other = await tabWithoutIslands(() => s.newPage(), served.kitchenServer.origin + '/docs-site/docs/code/');
      const bar = other.getByRole('region', { name: 'Announcement' });
      await expect(bar.isVisible()).resolves.toBe(true);

      const page = await s.newPage();
      await page.goto(served.kitchenServer.origin + '/docs-site/docs/');
      await waitHydrated(page, 'AnnouncementClose');
      await page.getByRole('region', { name: 'Announcement' }).getByRole('button', { name: 'Close' }).click();
      await bar.waitFor({ state: 'hidden', timeout: 60_000 });
      expect(await html(other, 'data-announcement-bar-initially-dismissed')).toBe('true');
      await noneLive(other);
    });
  });
});
