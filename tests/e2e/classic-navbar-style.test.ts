// Docusaurus's `navbar.style: 'dark'`, carried by migrate, draws the navbar as Infima's dark bar in
// either colour mode: its background and its links' colour, on a desktop and in the phone's drawer
// header. The classic fixture with the style set; fails on any console error or page error.
import { describe, expect, it } from 'vitest';
import type { BrowserContextOptions } from 'playwright-core';
import { inSession } from './helpers/browser.ts';
import { servedForTests } from './helpers/served.ts';
import { buildFixtureVariant } from './helpers/site.ts';

const served = servedForTests({
  server: () =>
    buildFixtureVariant('classic-site', (config) =>
      config.replace("    title: 'Lantern',", "    title: 'Lantern',\n    style: 'dark',"),
    ),
});

const desktop: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };

describe("the classic navbar with style: 'dark'", () => {
  it.each(['light', 'dark'] as const)('is the dark bar with light links in %s mode', async (scheme) => {
    await inSession(served.browser, { ...desktop, colorScheme: scheme }, async (s) => {
      const page = await s.newPage();
      await page.goto(`${served.server.origin}/docs/intro/`, { waitUntil: 'load' });
      const nav = page.locator('nav.navbar');
      await expect(nav.getAttribute('class')).resolves.toContain('navbar--dark');
      // Without navbar.hideOnScroll it stays put.
      await expect(nav.getAttribute('class')).resolves.not.toContain('navbarHideable_m1mJ');
      // Infima's .navbar--dark: #242526 behind, its grey-100 (#f5f6f7) for a link that is not active.
      await expect(nav.evaluate((el) => getComputedStyle(el).backgroundColor)).resolves.toBe('rgb(36, 37, 38)');
      const source = page.locator('.navbar__items--right a.navbar__link', { hasText: 'Source' });
      await expect(source.evaluate((el) => getComputedStyle(el).color)).resolves.toBe('rgb(245, 246, 247)');
    });
  });
});
