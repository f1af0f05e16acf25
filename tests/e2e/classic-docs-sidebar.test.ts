// The classic theme's docs sidebar beyond the desktop column (GitHub issue #32), on
// tests/fixtures/classic-site in Chromium. On a PHONE, the drawer opens on a docs page's sidebar
// as Docusaurus's does (its secondary panel, "← Back to main menu" to the navbar items), by a tap
// made right after DOMContentLoaded, before any island is live, and by keyboard. With
// `theme.hideableSidebar` (Docusaurus's docs.sidebar.hideable), the desktop sidebar's collapse
// button hides it to a strip whose expand button brings it back, pressed before its island is
// live, by keyboard, and with reduced motion. Every test fails on any console error or page error.
import { describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { inSession, PHONE } from './helpers/browser.ts';
import { servedForTests } from './helpers/served.ts';
import { buildFixtureVariant, buildSite, FIXTURES } from './helpers/site.ts';
import { inputs, liveAndSettled, openHeld, tapMenuBeforeLive } from './helpers/first-input.ts';

const served = servedForTests({
  plain: () => buildSite(FIXTURES + 'classic-site'),
  hideable: () =>
    buildFixtureVariant('classic-site', (config) =>
      config.replace("theme: { name: 'classic'", "theme: { hideableSidebar: true, name: 'classic'"),
    ),
});

const desktop: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };

/** The left edge of an element, to tell the drawer panel in view (0) from the one slid away. */
const left = (el: Locator) => el.evaluate((n) => Math.round(n.getBoundingClientRect().left) || 0);
/** Rounded, so a width still moving (a fraction of a pixel off) does not pass for settled. */
const width = (el: Locator) => el.evaluate((n) => Math.round(n.getBoundingClientRect().width));
const isFocused = (el: Locator) => el.evaluate((n) => n === document.activeElement);

describe('the PHONE drawer on a docs page', () => {
  const menuButton = (page: Page) => page.getByRole('button', { name: 'Toggle navigation bar' });
  const panels = (page: Page) => page.locator('.navbar-sidebar__items > .navbar-sidebar__item');

  it('opens on the docs sidebar, goes back to the main menu, and follows a doc link', async () => {
    await inSession(served.browser, PHONE, async (s) => {
      const page = await s.newPage();
      await tapMenuBeforeLive(page, await openHeld(page, served.plain.origin + '/docs/guide/wicks/'));

      const items = page.locator('.navbar-sidebar__items');
      const [primary, secondary] = [panels(page).nth(0), panels(page).nth(1)];
      await expect(items.getAttribute('class')).resolves.toContain('navbar-sidebar__items--show-secondary');
      // The secondary panel slides into view: its back button first, then the doc sidebar's tree.
      await expect.poll(() => left(secondary)).toBe(0);
      const back = secondary.locator(':scope > button.clean-btn.navbar-sidebar__back');
      await expect(back.innerText()).resolves.toBe('← Back to main menu');
      const tree = secondary.locator(':scope > ul.theme-doc-sidebar-menu.menu__list');
      await expect(tree.locator('a.menu__link--active[aria-current="page"]').innerText()).resolves.toBe('Wicks');
      await expect(
        tree.locator('.theme-doc-sidebar-item-category-level-1 .menu__link--sublist').innerText(),
      ).resolves.toBe('Guide');
      await expect(primary.getAttribute('inert')).resolves.toBe('');

      await back.tap();
      await expect.poll(() => left(primary)).toBe(0);
      await expect(items.getAttribute('class')).resolves.toBe('navbar-sidebar__items');
      await expect(secondary.getAttribute('inert')).resolves.toBe('');
      const blog = primary.getByRole('link', { name: 'Blog' });
      await expect(blog.isVisible()).resolves.toBe(true);

      // Closed and opened again, the drawer shows the docs again, as Docusaurus's does.
      await page.getByRole('button', { name: 'Close navigation bar' }).tap();
      await expect(menuButton(page).getAttribute('aria-expanded')).resolves.toBe('false');
      await menuButton(page).locator('svg').first().tap();
      await expect.poll(() => left(secondary)).toBe(0);
      // A category opens and closes in place, the drawer staying open.
      const guide = tree.locator('.menu__link--sublist', { hasText: 'Guide' });
      const guideList = tree.locator('.theme-doc-sidebar-item-category-level-1 > ul.menu__list');
      await guide.tap();
      await expect.poll(() => guideList.isVisible()).toBe(false);
      await guide.tap();
      await expect.poll(() => guideList.isVisible()).toBe(true);
      await expect(menuButton(page).getAttribute('aria-expanded')).resolves.toBe('true');
      // The list has finished opening (its height is no longer animated), as a visitor sees it
      // before tapping a doc in it: tapped mid-animation on a loaded machine, the point Playwright
      // aimed at had moved on (CI, once).
      await expect.poll(() => guideList.evaluate((el: HTMLElement) => el.style.height === '')).toBe(true);

      await Promise.all([page.waitForURL(served.plain.origin + '/docs/guide/oil/'), tree.getByText('Oil').tap()]);
      await expect(page.locator('.theme-doc-markdown h1').innerText()).resolves.toBe('Oil');
      await expect(page.locator('.navbar-sidebar--show').count()).resolves.toBe(0);
      // This site does not ask for theme.hideableSidebar: its docs sidebar has no collapse button.
      await expect(page.locator('[data-island="DocSidebarToggle"]').count()).resolves.toBe(0);
    });
  });

  it('is worked by keyboard: Enter opens it on the docs, Back to main menu moves focus there, Escape closes', async () => {
    await inSession(served.browser, PHONE, async (s) => {
      const page = await s.newPage();
      await page.goto(served.plain.origin + '/docs/intro/', { waitUntil: 'load' });
      await menuButton(page).focus();
      await liveAndSettled(page, 'MobileMenu');
      await page.keyboard.press('Enter');
      await expect(menuButton(page).getAttribute('aria-expanded')).resolves.toBe('true');
      // Until the drawer has slid in, its hidden links are no Tab stops.
      await expect.poll(() => left(panels(page).nth(1))).toBe(0);
      // Tab walks the drawer's header, then the docs panel; the main menu, slid away, is inert.
      const reached: string[] = [];
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press('Tab');
        reached.push(
          await page.evaluate(() =>
            document.activeElement?.closest('.navbar-sidebar__item')
              ? (document.activeElement as HTMLElement).innerText.trim()
              : '',
          ),
        );
      }
      const inPanels = reached.filter(Boolean);
      expect(inPanels.slice(0, 3)).toEqual(['← Back to main menu', 'Introduction', 'Guide']);
      expect(inPanels).not.toContain('Blog');
      await page.locator('.navbar-sidebar__back').focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => left(panels(page).nth(0))).toBe(0);
      // Focus moves once the panel has switched (a render later): polled, not assumed to be there already.
      await expect.poll(() => isFocused(panels(page).nth(0).getByRole('link', { name: 'Guide' }))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(menuButton(page).getAttribute('aria-expanded')).resolves.toBe('false');

      // A page without a docs sidebar keeps the drawer it had: the navbar items alone.
      await page.goto(served.plain.origin + '/blog/', { waitUntil: 'load' });
      await menuButton(page).focus();
      await liveAndSettled(page, 'MobileMenu');
      await page.keyboard.press('Enter');
      await expect(menuButton(page).getAttribute('aria-expanded')).resolves.toBe('true');
      await expect(panels(page).count()).resolves.toBe(1);
      await expect(page.locator('.navbar-sidebar__items').getAttribute('class')).resolves.toBe('navbar-sidebar__items');
      await expect(page.locator('.navbar-sidebar__back').count()).resolves.toBe(0);
      // Shown once the drawer's open class is set (an effect after the render): polled.
      await expect.poll(() => panels(page).getByRole('link', { name: 'Blog' }).isVisible()).toBe(true);
    });
  });
});

describe('theme.hideableSidebar', () => {
  const aside = (page: Page) => page.locator('aside.theme-doc-sidebar-container');
  const collapse = (page: Page) =>
    page.locator('.sidebar_njMd button.button.button--secondary.button--outline.collapseSidebarButton_PEFL');
  const expand = (page: Page) => page.locator('.sidebarViewport_aRkj .expandButton_TmdG');
  const main = (page: Page) => page.locator('main.docMainContainer_TBSr');

  it('collapses the sidebar to a strip and expands it again, the first press before its island is live', async () => {
    await inSession(served.browser, desktop, async (s) => {
      const page = await s.newPage();
      const held = await openHeld(page, served.hideable.origin + '/docs/intro/');
      expect(await page.locator('[data-hydrated]').count(), 'no island is live yet').toBe(0);
      await expect(width(aside(page))).resolves.toBe(300);
      const mainBefore = await width(main(page));
      await expect(collapse(page).getAttribute('title')).resolves.toBe('Collapse sidebar');
      await expect(collapse(page).getAttribute('aria-label')).resolves.toBe('Collapse sidebar');
      await expect(expand(page).isVisible()).resolves.toBe(false);
      await collapse(page).click();
      expect((await inputs(page)).map((i) => [i.type, i.live])).toEqual([['click', 0]]);
      held.release();

      await expect.poll(() => width(aside(page)), { timeout: 60_000 }).toBe(30);
      await expect.poll(() => expand(page).isVisible()).toBe(true);
      await expect(page.locator('.sidebar_njMd').isVisible()).resolves.toBe(false);
      await expect(expand(page).getAttribute('aria-label')).resolves.toBe('Expand sidebar');
      await expect(expand(page).getAttribute('role')).resolves.toBe('button');
      expect(await width(main(page))).toBeGreaterThan(mainBefore);
      // Focus moved to the expand button, which woke its island; Enter on it brings the sidebar back.
      await expect(isFocused(expand(page))).resolves.toBe(true);
      await liveAndSettled(page, 'DocSidebarToggle', '.sidebarViewport_aRkj >');
      await page.keyboard.press('Enter');
      await expect.poll(() => width(aside(page))).toBe(300);
      await expect(collapse(page).isVisible()).resolves.toBe(true);
      await expect(expand(page).isVisible()).resolves.toBe(false);
      await expect(width(main(page))).resolves.toBe(mainBefore);
      await expect(isFocused(collapse(page))).resolves.toBe(true);
      // Both again by the mouse, the expand button covering the strip.
      await collapse(page).click();
      await expect.poll(() => expand(page).isVisible()).toBe(true);
      await expand(page).click();
      await expect.poll(() => width(aside(page))).toBe(300);
    });
  });

  it('with reduced motion, hides the sidebar at once (no transition to wait for), and Tab reaches the expand button', async () => {
    await inSession(served.browser, { ...desktop, reducedMotion: 'reduce' }, async (s) => {
      const page = await s.newPage();
      await page.goto(served.hideable.origin + '/docs/guide/oil/', { waitUntil: 'load' });
      await expect(aside(page).evaluate((n) => getComputedStyle(n).transitionDuration)).resolves.toBe('0s');
      await collapse(page).focus();
      await page.keyboard.press('Space');
      await expect.poll(() => expand(page).isVisible(), { timeout: 60_000 }).toBe(true);
      await expect(width(aside(page))).resolves.toBe(30);
      // From the page's start, Tab comes to the expand button (the hidden sidebar's links are skipped).
      await page.locator('.navbar__brand').first().focus();
      const stops: string[] = [];
      for (let i = 0; i < 12 && !(await isFocused(expand(page))); i++) {
        await page.keyboard.press('Tab');
        stops.push(await page.evaluate(() => (document.activeElement as HTMLElement).innerText.trim()));
      }
      expect(stops).not.toContain('Introduction');
      await expect(isFocused(expand(page))).resolves.toBe(true);
      await page.keyboard.press('Space');
      await expect.poll(() => width(aside(page))).toBe(300);
    });
  });
});
