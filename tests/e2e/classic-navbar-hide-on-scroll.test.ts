// Docusaurus's `navbar.hideOnScroll`, carried by migrate: the classic navbar slides away while a
// visitor scrolls down a long page, comes back on scrolling up and at the top, and comes back when
// focus moves into it; a hash link to a heading leaves it hidden. It works before any island is live
// (the head script does it). The classic fixture with the option set and a long doc of our own;
// fails on any console error or page error.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { inSession } from './helpers/browser.ts';
import { servedForTests } from './helpers/served.ts';
import { buildFixtureVariant } from './helpers/site.ts';

const STAGES = ['Wick', 'Chimney', 'Reservoir', 'Burner', 'Globe', 'Shade'];
const LONG = `---\ntitle: A long walk with the lantern\n---\n\n${STAGES.map(
  (s) =>
    `## ${s}\n\n${Array.from({ length: 8 }, (_, i) => `The ${s.toLowerCase()} needs care on night ${i + 1}: check it before the walk and again after it, and write down what changed.`).join('\n\n')}\n`,
).join('\n')}\n[Back to the globe](#globe)\n`;

const served = servedForTests({
  server: () =>
    buildFixtureVariant(
      'classic-site',
      (config) => config.replace("    title: 'Lantern',", "    title: 'Lantern',\n    hideOnScroll: true,"),
      { 'docs/guide/long-walk.md': LONG },
    ),
});

const hidden = (page: Page) =>
  page
    .locator('nav.navbar')
    .evaluate((el) => el.classList.contains('navbarHidden_jGov') && el.getBoundingClientRect().bottom <= 0);

describe('the classic navbar with hideOnScroll', () => {
  it('hides while scrolling down, shows on scrolling up and at the top, and when focus enters it', async () => {
    await inSession(served.browser, { viewport: { width: 1280, height: 700 }, reducedMotion: 'reduce' }, async (s) => {
      const page = await s.newPage();
      await page.goto(`${served.server.origin}/docs/guide/long-walk/`, { waitUntil: 'domcontentloaded' });
      await expect(page.locator('nav.navbar').getAttribute('class')).resolves.toContain('navbarHideable_m1mJ');
      await expect(hidden(page)).resolves.toBe(false);
      await page.mouse.move(640, 400);
      await page.mouse.wheel(0, 600);
      await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(100);
      await page.mouse.wheel(0, 300);
      await expect.poll(() => hidden(page)).toBe(true);
      // Scrolling back up a little brings it back, far from the end of the page.
      await page.mouse.wheel(0, -200);
      await expect.poll(() => hidden(page)).toBe(false);
      await page.mouse.wheel(0, 400);
      await expect.poll(() => hidden(page)).toBe(true);
      // A keyboard user moving into the bar sees it.
      await page.locator('nav a.navbar__brand:visible').focus();
      await expect.poll(() => page.locator('nav.navbar').evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
      await page.locator('nav a.navbar__brand:visible').blur();
      // Back at the top it shows again.
      await page.mouse.wheel(0, -5000);
      await expect.poll(() => hidden(page)).toBe(false);
    });
  });

  it('stays hidden when a hash link takes the page to a heading', async () => {
    await inSession(served.browser, { viewport: { width: 1280, height: 700 } }, async (s) => {
      const page = await s.newPage();
      // Once the page has loaded: a late stylesheet or font moving the page after the jump is a scroll
      // of its own, which the head script rightly counts (CI met it on a loaded machine).
      await page.goto(`${served.server.origin}/docs/guide/long-walk/`, { waitUntil: 'load' });
      await page.getByRole('link', { name: 'Back to the globe' }).click();
      await expect.poll(() => page.evaluate(() => location.hash)).toBe('#globe');
      await expect.poll(() => hidden(page)).toBe(true);
    });
  });
});
