// The classic phone drawer's dropdowns (the docs versions, the languages, one of the site's own) as
// Docusaurus's DropdownNavbarItem/Mobile draws them: each folds under its label and a caret button,
// and starts open only when one of its links leads to the page shown. A visitor on a PHONE taps the
// menu's icon as the page appears, then folds and unfolds them by touch and by keyboard. On a French
// page the caret is named in French once live too (the words travel with the page; a hydration
// mismatch would be a console error, which fails the test).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { inSession, PHONE } from './helpers/browser.ts';
import { servedForTests } from './helpers/served.ts';
import { buildFixtureVariant } from './helpers/site.ts';
import { liveAndSettled } from './helpers/first-input.ts';
import { themeTranslations } from './helpers/theme-translations.ts';

const served = servedForTests({
  server: () =>
    buildFixtureVariant(
      'i18n-site',
      (config) =>
        config.replace(
          "{ type: 'localeDropdown', position: 'right' },",
          `{ type: 'docsVersionDropdown', position: 'right' },
      { type: 'dropdown', label: 'Studio', position: 'left', items: [{ label: 'Journal', to: '/blog/' }, { label: 'Studio notes', to: '/studio/' }] },
      { type: 'localeDropdown', position: 'right' },`,
        ),
      themeTranslations('fr', {
        'theme-common': {
          'theme.navbar.mobileDropdown.collapseButton.expandAriaLabel': 'Déplier la liste',
          'theme.navbar.mobileDropdown.collapseButton.collapseAriaLabel': 'Replier la liste',
          'theme.navbar.mobileVersionsDropdown.label': 'Les éditions',
        },
      }),
    ),
});

/** Opens the phone menu with a tap on its icon as the page appears, and shows its main panel. */
async function openMenu(page: Page, path: string, onDoc: boolean): Promise<ReturnType<Page['locator']>> {
  await page.goto(served.server.origin + path, { waitUntil: 'commit' });
  await page.locator('.navbar__toggle svg').first().tap();
  await liveAndSettled(page, 'MobileMenu');
  const drawer = page.locator('.navbar-sidebar');
  // On a doc the drawer opens on the docs sidebar, as Docusaurus's; the navbar's items are behind "back".
  if (onDoc) await drawer.locator('.navbar-sidebar__back').tap();
  return drawer;
}

/** The dropdown whose label reads `label`, in the drawer. */
const dropdown = (drawer: ReturnType<Page['locator']>, label: string) =>
  drawer.locator('.menu__list-item', { has: drawer.page().getByRole('button', { name: label, exact: true }) });

describe("the phone drawer's dropdowns", () => {
  it('opens the versions on a doc and folds the languages, each unfolded and folded again by touch', async () => {
    await inSession(served.browser, PHONE, async (s) => {
      const page = await s.newPage();
      const drawer = await openMenu(page, '/docs/centering/', true);
      const versions = dropdown(drawer, 'Versions');
      await expect(versions.getByRole('link', { name: '1.0' }).isVisible()).resolves.toBe(true);
      await expect(versions.getByRole('button', { name: 'Collapse the dropdown' }).isVisible()).resolves.toBe(true);
      const languages = dropdown(drawer, 'Languages');
      const french = languages.getByRole('link', { name: 'Français' });
      await expect(french.isVisible()).resolves.toBe(false);
      await expect(languages.getAttribute('class')).resolves.toBe('menu__list-item menu__list-item--collapsed');
      // The caret unfolds it and now says it folds; the label folds it again.
      const caret = languages.getByRole('button', { name: 'Expand the dropdown' });
      await caret.tap();
      await expect(french.isVisible()).resolves.toBe(true);
      await expect(
        languages.getByRole('button', { name: 'Collapse the dropdown' }).getAttribute('aria-expanded'),
      ).resolves.toBe('true');
      await languages.getByRole('button', { name: 'Languages', exact: true }).tap();
      await expect(french.isVisible()).resolves.toBe(false);
      // A fold never follows the label's "#" link.
      expect(page.url()).toBe(served.server.origin + '/docs/centering/');
      // Folded, the links are still in the page (hidden), as they are without JavaScript.
      await expect(languages.locator('a[lang="fr"]').count()).resolves.toBe(1);
    });
  });

  it('opens the site dropdown that holds the page shown, and folds the versions off the docs', async () => {
    await inSession(served.browser, PHONE, async (s) => {
      const page = await s.newPage();
      const drawer = await openMenu(page, '/blog/', false);
      await expect(dropdown(drawer, 'Studio').getByRole('link', { name: 'Journal' }).isVisible()).resolves.toBe(true);
      await expect(dropdown(drawer, 'Versions').getByRole('link', { name: '1.0' }).isVisible()).resolves.toBe(false);
    });
  });

  it('unfolds by keyboard, and keeps a folded link out of the Tab order', async () => {
    await inSession(served.browser, PHONE, async (s) => {
      const page = await s.newPage();
      const drawer = await openMenu(page, '/blog/', false);
      const versions = dropdown(drawer, 'Versions');
      const label = versions.getByRole('button', { name: 'Versions', exact: true });
      await label.focus();
      // Tab from the label goes to its caret, then past the folded list to the next dropdown's label.
      await page.keyboard.press('Tab');
      await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe(
        'Expand the dropdown',
      );
      await page.keyboard.press('Space');
      await expect(versions.getByRole('link', { name: '1.0' }).isVisible()).resolves.toBe(true);
      await page.keyboard.press('Tab');
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Next');
      await label.focus();
      await page.keyboard.press('Enter');
      await expect(versions.getByRole('link', { name: '1.0' }).isVisible()).resolves.toBe(false);
    });
  });

  it("names the caret in the page's language once live", async () => {
    await inSession(served.browser, PHONE, async (s) => {
      const page = await s.newPage();
      const drawer = await openMenu(page, '/fr/blog/', false);
      const versions = dropdown(drawer, 'Les éditions');
      await versions.getByRole('button', { name: 'Déplier la liste' }).tap();
      await expect(versions.getByRole('button', { name: 'Replier la liste' }).isVisible()).resolves.toBe(true);
    });
  });
});
