// A navbar the site ejected as Docusaurus 3 ejects it (Navbar/Layout with its own backdrop, and
// Navbar/Content), on a phone: the menu's toggle, tapped on its icon as the page appears, opens the
// drawer above the site's backdrop, and a tap beside the drawer, which lands on that backdrop
// (drawn after zapsite's), closes it. The classic fixture with the two files; fails on any console error or page error.
import { describe, expect, it } from 'vitest';
import { inSession, PHONE } from './helpers/browser.ts';
import { servedForTests } from './helpers/served.ts';
import { buildFixtureVariant } from './helpers/site.ts';
import { EJECTED_NAVBAR_CONTENT, EJECTED_NAVBAR_LAYOUT } from '../helpers/ejected-navbar.ts';

const served = servedForTests({
  server: () =>
    buildFixtureVariant('classic-site', (config) => config, {
      'src/theme/Navbar/Layout/index.jsx': EJECTED_NAVBAR_LAYOUT,
      'src/theme/Navbar/Content/index.jsx': EJECTED_NAVBAR_CONTENT,
    }),
});

describe("the phone menu in the site's ejected navbar", () => {
  it("opens on the first tap and closes on a tap on the site's backdrop", async () => {
    await inSession(served.browser, PHONE, async (s) => {
      const page = await s.newPage();
      await page.goto(`${served.server.origin}/docs/intro/`, { waitUntil: 'commit' });
      await page.getByRole('button', { name: 'Toggle navigation bar' }).locator('svg').first().tap();
      const nav = page.locator('nav.navbar');
      await page.waitForFunction(() =>
        document.querySelector('nav.navbar')?.classList.contains('navbar-sidebar--show'),
      );
      await page.locator('.lamp-bar .navbar-sidebar').waitFor({ state: 'visible' });
      // The site's lamp is in the bar, and the drawer lists the config's items.
      await expect(page.locator('.lamp-flag').textContent()).resolves.toBe('lit');
      const blog = page.locator('.navbar-sidebar').getByRole('link', { name: 'Blog' });
      await blog.waitFor({ state: 'visible' });
      // The drawer is above the site's backdrop, as Docusaurus's comes after it: its close button is what a tap meets.
      const box = (await page.locator('.navbar-sidebar__close').boundingBox())!;
      await expect(
        page.evaluate(({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('.navbar-sidebar')), {
          x: box.x + box.width / 2,
          y: box.y + box.height / 2,
        }),
      ).resolves.toBe(true);
      // Beside the drawer (it is at most 83% of the width): the topmost element there is the site's backdrop.
      const viewport = page.viewportSize()!;
      const at = { x: viewport.width - 10, y: Math.round(viewport.height / 2) };
      await expect(
        page.evaluate(({ x, y }) => {
          const top = document.elementFromPoint(x, y);
          return top === document.querySelector('nav.navbar > .navbar-sidebar__backdrop:last-of-type');
        }, at),
      ).resolves.toBe(true);
      await page.touchscreen.tap(at.x, at.y);
      await page.waitForFunction(
        () => !document.querySelector('nav.navbar')?.classList.contains('navbar-sidebar--show'),
      );
      await expect(nav.getAttribute('class')).resolves.not.toContain('navbar-sidebar--show');
    });
  });
});
