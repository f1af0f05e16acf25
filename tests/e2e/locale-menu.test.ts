// A visitor on the three-locale fixture (English, French, Hebrew; one released docs version)
// switches language from the classic navbar's language menu: by pointer, by keyboard, and on a
// phone through the mobile menu, tapped the moment the page appears (before any island is live).
// Each lands on the same page in the chosen locale: its URL, its `lang` and `dir`, the translated
// text, or the English text where the page has no translation. No page may log an error.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { join } from 'node:path';
import { inSession, settle } from './helpers/browser.ts';
import { buildSite, FIXTURES } from './helpers/site.ts';
import { servedForTests } from './helpers/served.ts';

const served = servedForTests({ server: () => buildSite(join(FIXTURES, 'i18n-site')) }, 120_000);

const at = (path: string) => `${served.server.origin}${path}`;
const item = (page: Page) => page.locator('.navbar__items--right .dropdown');
const toggle = (page: Page) => item(page).locator('> .navbar__link');
const menu = (page: Page) => item(page).locator('.dropdown__menu');
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The page shown: its URL, the html element's lang and dir, and the doc's first paragraph. */
async function shown(page: Page) {
  return {
    url: page.url(),
    lang: await page.evaluate(() => document.documentElement.lang),
    dir: await page.evaluate(() => document.documentElement.dir),
    text: (await page.locator('article p, main p').first().textContent())?.trim(),
  };
}

async function tabTo(page: Page, isTarget: () => Promise<boolean>, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await isTarget()) return;
  }
  throw new Error('Tab never reached the target');
}

describe('the language menu', () => {
  it('opens the same doc in the locale picked by pointer, translated or in English', async () => {
    await inSession(served.browser, {}, async (s) => {
      const page = await s.newPage();
      await page.goto(at('/docs/kiln/bisque/'));
      expect(await toggle(page).textContent()).toBe('English');
      await toggle(page).hover();
      expect(await menu(page).locator('a').allTextContents()).toEqual(['English', 'Français', 'עברית']);
      await menu(page).getByRole('link', { name: 'Français' }).click();
      await page.waitForURL(at('/fr/docs/kiln/bisque/'));
      expect(await shown(page)).toEqual({
        url: at('/fr/docs/kiln/bisque/'),
        lang: 'fr',
        dir: 'ltr',
        text: 'La première cuisson chasse l’eau et laisse la pièce poreuse.'.replace('’', "'"),
      });
      expect(await toggle(page).textContent()).toBe('Français');
      // No Hebrew translation of this doc: the English text, in a right-to-left page.
      await toggle(page).hover();
      await menu(page).getByRole('link', { name: 'עברית' }).click();
      await page.waitForURL(at('/he/docs/kiln/bisque/'));
      expect(await shown(page)).toEqual({
        url: at('/he/docs/kiln/bisque/'),
        lang: 'he-IL',
        dir: 'rtl',
        text: 'The first firing drives out the water and leaves the pot porous.',
      });
    });
  });

  it('keeps the docs version: from 1.0 in English to 1.0 in French and Hebrew', async () => {
    await inSession(served.browser, {}, async (s) => {
      const page = await s.newPage();
      await page.goto(at('/docs/1.0/centering/'));
      await toggle(page).hover();
      await menu(page).getByRole('link', { name: 'Français' }).click();
      await page.waitForURL(at('/fr/docs/1.0/centering/'));
      expect((await shown(page)).text).toBe('Dans la première édition de ces notes : mouiller la motte, puis appuyer.');
      await toggle(page).hover();
      await menu(page).getByRole('link', { name: 'עברית' }).click();
      await page.waitForURL(at('/he/docs/1.0/centering/'));
      expect(await shown(page)).toMatchObject({
        lang: 'he-IL',
        text: 'In the first edition of these notes: wet the lump, then press.',
      });
    });
  });

  it('works by keyboard: Tab to the menu opens it, Tab to a locale, Enter', async () => {
    await inSession(served.browser, {}, async (s) => {
      const page = await s.newPage();
      await page.goto(at('/docs/centering/'));
      await settle(page);
      await expect(menu(page).isVisible()).resolves.toBe(false);
      await tabTo(page, () => toggle(page).evaluate((el) => el === document.activeElement));
      // Infima fades the menu in: `visibility` turns visible on the transition's first frame, not
      // at the instant focus arrives (read at once, it was hidden in one run of five).
      await expect.poll(() => menu(page).isVisible()).toBe(true);
      await tabTo(page, () => page.evaluate(() => document.activeElement?.textContent === 'Français'), 3);
      await page.keyboard.press('Enter');
      await page.waitForURL(at('/fr/docs/centering/'));
      expect(await shown(page)).toMatchObject({
        lang: 'fr',
        text: 'Appuyez des deux paumes jusqu’à ce que la motte ne bouge plus.'.replace('’', "'"),
      });
      // Leaving the menu closes it again.
      await tabTo(page, () => toggle(page).evaluate((el) => el === document.activeElement));
      await page.keyboard.press('Shift+Tab');
      // Infima fades the menu out.
      await expect.poll(() => menu(page).isVisible()).toBe(false);
    });
  });

  // The first with the island loader held back until the tap is in (a slow phone network: the tap
  // comes before any script has run); the second as the page comes.
  for (const [from, to, text, holdLoader] of [
    ['/docs/kiln/bisque/', '/fr/docs/kiln/bisque/', 'La première cuisson chasse', true],
    ['/docs/1.0/centering/', '/fr/docs/1.0/centering/', 'Dans la première édition', false],
  ] as const)
    it(`on a phone, through the mobile menu tapped as ${from} appears${holdLoader ? ', before any script ran' : ''}, opens ${to}`, async () => {
      await inSession(served.browser, phone, async (s) => {
        const page = await s.newPage();
        let release = () => {};
        const gate = new Promise<void>((resolve) => (release = resolve));
        page.once('close', release);
        if (holdLoader)
          await page.route(/^[^?#]*\/loader-/, async (route) => {
            await gate;
            await route.fallback().catch(() => {});
          });
        await page.goto(at(from), { waitUntil: 'commit' });
        // The icon inside the menu button, as soon as it is there: no wait for any island.
        await page.locator('.navbar__toggle svg').tap();
        // Only a held loader makes this certain: as the page comes, an island may wake before the tap lands.
        if (holdLoader) expect(await page.locator('[data-hydrated]').count(), 'no island is live yet').toBe(0);
        release();
        await expect.poll(() => page.locator('.navbar.navbar-sidebar--show').count(), { timeout: 60_000 }).toBe(1);
        // On a doc the drawer opens on the docs sidebar, as Docusaurus's: the languages are in the main menu.
        await page.getByRole('button', { name: '← Back to main menu' }).tap();
        // The languages are folded under their label, as Docusaurus's: unfolded first.
        await page.locator('.navbar-sidebar').getByRole('button', { name: 'Languages', exact: true }).tap();
        await page.locator('.navbar-sidebar').getByRole('link', { name: 'Français' }).tap();
        await page.waitForURL(at(to));
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
        expect(await shown(page).then((p) => p.text)).toContain(text);
        // The French page's menu offers the way back, to the same page in English.
        await expect(page.locator('.navbar-sidebar a[lang="en"]').getAttribute('href')).resolves.toBe(from);
      });
    });
});
