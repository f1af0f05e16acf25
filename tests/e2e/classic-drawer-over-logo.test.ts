// The phone menu's drawer covers the page's navbar whole, as Docusaurus's does, even where the site's
// stylesheet moves the navbar's logo with a transform (zaparoo.org nudges its logo so): the drawer's
// own brand is what a visitor sees and taps at its place, beside Docusaurus's thin grey close cross. The drawer sits before the navbar's brand
// in the page (inside the menu's island) and after it in Docusaurus's, so it is raised above it.
// On a phone, the menu icon tapped at once. Fails on any console error or page error.
import { describe, expect, it } from 'vitest';
import { inSession, PHONE } from './helpers/browser.ts';
import { servedForTests } from './helpers/served.ts';
import { buildFixtureVariant } from './helpers/site.ts';

const served = servedForTests({
  server: () =>
    buildFixtureVariant(
      'classic-site',
      (config) =>
        config.replace(
          "customCss: './src/css/custom.css'",
          "customCss: ['./src/css/custom.css', './src/css/nudge.css']",
        ),
      { 'src/css/nudge.css': '.navbar__logo { transform: translateX(2px); }\n' },
    ),
});

describe("the phone menu's drawer", () => {
  it("covers a logo the site moves with a transform: its own brand is what is at the logo's place", async () => {
    await inSession(served.browser, PHONE, async (s) => {
      const page = await s.newPage();
      await page.goto(served.server.origin + '/docs/intro/', { waitUntil: 'domcontentloaded' });
      await page.getByRole('button', { name: 'Toggle navigation bar' }).locator('svg').tap();
      const drawer = page.locator('.navbar-sidebar');
      await expect
        .poll(() => drawer.evaluate((el) => getComputedStyle(el).visibility), { timeout: 60_000 })
        .toBe('visible');
      // Once the drawer has slid in, the topmost element at the page logo's centre belongs to the drawer.
      const drawerOnTop = () =>
        page.evaluate(() => {
          // The page's own logo, not the drawer's copy.
          const logo = [...document.querySelectorAll('.navbar__logo')].find((el) => !el.closest('.navbar-sidebar'))!;
          const box = logo.getBoundingClientRect();
          const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return Boolean(top?.closest('.navbar-sidebar'));
        });
      await expect.poll(drawerOnTop, { timeout: 30_000 }).toBe(true);
      // Its close button is Docusaurus's thin cross, in the grey its drawer gives it.
      const cross = await page.locator('.navbar-sidebar__close svg g').evaluate((g) => {
        const probe = document.createElement('i');
        probe.style.color = 'var(--ifm-color-emphasis-600)';
        document.body.append(probe);
        const grey = getComputedStyle(probe).color;
        probe.remove();
        return { stroke: getComputedStyle(g).stroke, grey, width: getComputedStyle(g).strokeWidth };
      });
      expect(cross.stroke).toBe(cross.grey);
      expect(cross.width).toBe('1.2px');
    });
  });
});
