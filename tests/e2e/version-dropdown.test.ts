// A visitor on the versioned-docs fixture switches docs version from the navbar's version
// dropdown: by keyboard (Tab to the toggle opens the menu, Tab to an entry, Enter) and by pointer
// (hover, click), with and without JavaScript. Each lands on the same page in the chosen version,
// or that version's main doc when it lacks the page, and no page logs an error.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { join } from 'node:path';
import { inSession, settle } from './helpers/browser.ts';
import { buildSite, FIXTURES } from './helpers/site.ts';
import { servedForTests } from './helpers/served.ts';

const served = servedForTests({ server: () => buildSite(join(FIXTURES, 'versioned-docs')) }, 120_000);

const toggle = (page: Page) => page.locator('.navbar__items--right .dropdown__toggle');
const menu = (page: Page) => page.locator('.navbar__items--right .dropdown__menu');

async function tabTo(page: Page, isTarget: () => Promise<boolean>, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await isTarget()) return;
  }
  throw new Error('Tab never reached the target');
}

describe('docs version dropdown', () => {
  it('switches to the same page in another version by keyboard', async () => {
    await inSession(served.browser, {}, async (s) => {
      const page = await s.newPage();
      await page.goto(`${served.server.origin}/docs/next/launchers/`);
      await settle(page);
      expect(await toggle(page).textContent()).toBe('Next');
      await expect(
        page.locator('.navbar__items:not(.navbar__items--right) a.navbar__link').last().textContent(),
      ).resolves.toBe('Next');
      await expect(menu(page).isVisible()).resolves.toBe(false);
      await tabTo(page, () => toggle(page).evaluate((el) => el === document.activeElement));
      // Focus inside the item opens the menu; its entries are the next stops.
      await expect(menu(page).isVisible()).resolves.toBe(true);
      expect(await menu(page).locator('a').allTextContents()).toEqual(['Next', 'Stable', '1.0', 'All versions']);
      expect(await menu(page).locator('a[aria-current="page"]').textContent()).toBe('Next');
      await tabTo(page, () => page.evaluate(() => document.activeElement?.textContent === 'Stable'), 3);
      await page.keyboard.press('Enter');
      await page.waitForURL(`${served.server.origin}/docs/launchers/`);
      await expect(page.locator('h1').first().textContent()).resolves.toBe('Launchers');
      expect(await toggle(page).textContent()).toBe('Stable');
      // The docsVersion item names and links the version shown, after client navigation too.
      const versionItem = page.locator('.navbar__items:not(.navbar__items--right) a.navbar__link').last();
      await expect(versionItem.textContent()).resolves.toBe('Stable');
      await expect(versionItem.getAttribute('href')).resolves.toBe('/docs/');
      expect(await page.locator('.version-banner').count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.className)).toBe('docs-version-2.0');
    });
  });

  it('switches by pointer, to the version’s main doc when it lacks the page', async () => {
    await inSession(served.browser, {}, async (s) => {
      const page = await s.newPage();
      await page.goto(`${served.server.origin}/docs/launchers/`);
      await settle(page);
      await toggle(page).hover();
      await menu(page).getByRole('link', { name: '1.0', exact: true }).click();
      await page.waitForURL(`${served.server.origin}/docs/1.0/`);
      await expect(page.locator('.version-banner').textContent()).resolves.toContain('no longer receives updates');
      await toggle(page).hover();
      await menu(page).getByRole('link', { name: 'Next', exact: true }).click();
      await page.waitForURL(`${served.server.origin}/docs/next/`);
      await expect(page.locator('.version-badge').textContent()).resolves.toBe('Version: Next');
    });
  });

  it('works without JavaScript: plain links, opened by focus', async () => {
    await inSession(served.browser, { javaScriptEnabled: false }, async (s) => {
      const page = await s.newPage();
      await page.goto(`${served.server.origin}/docs/readers/nfc/`);
      await toggle(page).focus();
      await expect(menu(page).isVisible()).resolves.toBe(true);
      await menu(page).getByRole('link', { name: 'Next', exact: true }).click();
      await page.waitForURL(`${served.server.origin}/docs/next/readers/nfc/`);
      await expect(page.locator('.version-banner__latest').getAttribute('href')).resolves.toBe('/docs/readers/nfc/');
    });
  });

  it('on a phone, lists the versions in the menu as a group, open on the version being read', async () => {
    const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
    await inSession(served.browser, phone, async (s) => {
      const page = await s.newPage();
      await page.goto(`${served.server.origin}/docs/next/launchers/`, { waitUntil: 'domcontentloaded' });
      // The icon inside the button, tapped as soon as the page is there, before the menu's island is live.
      await page.locator('.navbar__toggle svg').tap();
      const dialog = page.getByRole('dialog', { name: 'Navigation menu' });
      await dialog.getByRole('button', { name: 'Back to main menu' }).tap();
      const group = dialog.locator('.menu__item--category', { has: page.getByRole('button', { name: 'Next' }) });
      await expect(group.getByRole('button').getAttribute('aria-expanded')).resolves.toBe('true');
      expect(await group.locator('a').allTextContents()).toEqual(['Next', 'Stable', '1.0', 'All versions']);
      await expect(group.locator('a.menu__link--active').textContent()).resolves.toBe('Next');
      // Closed and opened again from the keyboard.
      await group.getByRole('button').focus();
      await page.keyboard.press('Enter');
      await expect(group.locator('ul').isVisible()).resolves.toBe(false);
      await page.keyboard.press('Enter');
      await group.getByRole('link', { name: 'Stable', exact: true }).tap();
      await page.waitForURL(`${served.server.origin}/docs/launchers/`);
      await expect(page.locator('h1').first().textContent()).resolves.toBe('Launchers');
      // The menu opened again belongs to the page now shown, however it was reached.
      await page.locator('.navbar__toggle').tap();
      await dialog.getByRole('button', { name: 'Back to main menu' }).tap();
      const now = dialog.locator('.menu__item--category', { has: page.getByRole('button', { name: 'Stable' }) });
      await expect(now.locator('a.menu__link--active').textContent()).resolves.toBe('Stable');
      await expect(now.getByRole('link', { name: 'Next', exact: true }).getAttribute('href')).resolves.toBe(
        '/docs/next/launchers/',
      );
    });
  });

  it('on a phone, keeps the group closed on a page outside the docs until it is tapped', async () => {
    const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
    await inSession(served.browser, phone, async (s) => {
      const page = await s.newPage();
      await page.goto(`${served.server.origin}/`);
      await settle(page);
      await page.locator('.navbar__toggle').tap();
      const dialog = page.getByRole('dialog', { name: 'Navigation menu' });
      const toggle = dialog.locator('.menu__item--category button');
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
      await expect(dialog.getByRole('link', { name: '1.0', exact: true }).isVisible()).resolves.toBe(false);
      await toggle.tap();
      await dialog.getByRole('link', { name: '1.0', exact: true }).tap();
      await page.waitForURL(`${served.server.origin}/docs/1.0/`);
    });
  });
});
