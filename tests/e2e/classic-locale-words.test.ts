// The classic theme's islands in the site's language: a French page's phone menu, its docs panel's
// category carets and its colour toggle
// are written in the words of the site's installed theme-translations (a stand-in package here, its
// French our own) and keep them once live, because the page carries the words they use. On a PHONE,
// the menu's icon is tapped the moment the page appears, before its island is live. Fails on any
// console error, which a hydration mismatch between the server's words and the browser's would give.
import { describe, expect, it } from 'vitest';
import { inSession, PHONE } from './helpers/browser.ts';
import { servedForTests } from './helpers/served.ts';
import { buildFixtureVariant } from './helpers/site.ts';
import { holdIsland, liveAndSettled } from './helpers/first-input.ts';
import { themeTranslations } from './helpers/theme-translations.ts';

const FRENCH = {
  'theme.docs.sidebar.toggleSidebarButtonAriaLabel': 'Ouvrir ou fermer le menu',
  'theme.docs.sidebar.closeSidebarButtonAriaLabel': 'Fermer le menu',
  'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel': '← Vers le menu du site',
  'theme.navbar.mobileLanguageDropdown.label': 'Langues du carnet',
  'theme.colorToggle.ariaLabel': 'Clair ou sombre (en ce moment : {mode})',
  'theme.colorToggle.ariaLabel.mode.light': 'clair',
  'theme.colorToggle.ariaLabel.mode.dark': 'sombre',
  'theme.DocSidebarItem.expandCategoryAriaLabel': 'Déplier « {label} »',
  'theme.DocSidebarItem.collapseCategoryAriaLabel': 'Replier « {label} »',
};

const served = servedForTests({
  server: () =>
    buildFixtureVariant(
      'i18n-site',
      (config) =>
        config.replace(
          "pages: { path: 'src/pages' },",
          "pages: { path: 'src/pages' },\n  search: { searchBar: true },",
        ),
      {
        ...themeTranslations('fr', {
          'theme-common': FRENCH,
          'theme-search-algolia': {
            'theme.SearchBar.label': 'Chercher',
            'theme.SearchModal.placeholder': 'Chercher dans les notes',
            'theme.SearchModal.footer.selectText': 'pour choisir',
          },
        }),
        // A category with a page of its own, so its caret is a button of its own with a name.
        'sidebars.ts': `export default {
  notes: ['centering', { type: 'category', label: 'Firing', link: { type: 'generated-index' }, items: ['kiln/bisque', 'kiln/glaze'] }],
};
`,
      },
    ),
});

describe("a French page's islands in French", () => {
  it('opens the menu tapped before it is live, and names its buttons and the colour toggle in French', async () => {
    await inSession(served.browser, PHONE, async (s) => {
      const page = await s.newPage();
      const release = await holdIsland(page, 'MobileMenu');
      await page.goto(served.server.origin + '/fr/docs/centering/', { waitUntil: 'commit' });
      const toggle = page.getByRole('button', { name: 'Ouvrir ou fermer le menu' });
      await toggle.locator('svg').tap();
      await expect(page.locator('[data-island="MobileMenu"][data-hydrated]').count()).resolves.toBe(0);
      release();
      await liveAndSettled(page, 'MobileMenu');
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
      const drawer = page.locator('.navbar-sidebar');
      await expect(drawer.getByRole('button', { name: 'Fermer le menu' }).isVisible()).resolves.toBe(true);
      // The docs panel's category caret, named in French, and renamed as it opens.
      await drawer.getByRole('button', { name: 'Déplier « Cuissons »' }).tap();
      // Its items load from the sidebar file first: waited for, not polled once.
      await drawer.getByRole('button', { name: 'Replier « Cuissons »' }).waitFor({ state: 'visible' });
      const back = drawer.getByRole('button', { name: '← Vers le menu du site' });
      await expect(back.isVisible()).resolves.toBe(true);
      await back.tap();
      await expect(drawer.getByText('Langues du carnet').isVisible()).resolves.toBe(true);
      // The drawer's colour toggle, live with the menu: its name says the mode in French, and changes with it.
      const colour = drawer.getByRole('button', { name: 'Clair ou sombre (en ce moment : clair)' });
      await colour.tap();
      await expect(
        drawer.getByRole('button', { name: 'Clair ou sombre (en ce moment : sombre)' }).isVisible(),
      ).resolves.toBe(true);
    });
  });

  it('opens the search tapped before it is live, its field asking in French', async () => {
    await inSession(served.browser, PHONE, async (s) => {
      const page = await s.newPage();
      const release = await holdIsland(page, 'SearchButton');
      // Once the loader has run (it does before DOMContentLoaded): before then the search button is
      // a plain link to the search page by design (shared/early-input.ts), which a tap follows. The
      // island's own code is still held, so the tap surely comes before it is live.
      await page.goto(served.server.origin + '/fr/docs/centering/', { waitUntil: 'domcontentloaded' });
      const button = page.getByRole('link', { name: 'Chercher (Ctrl+K)' });
      await button.locator('svg').first().tap();
      release();
      const input = page.locator('.search-modal input[type="search"], .search-modal input').first();
      await input.waitFor({ state: 'visible', timeout: 60_000 });
      await expect(input.getAttribute('placeholder')).resolves.toBe('Chercher dans les notes');
      await expect(page.locator('.search-modal__keys').innerText()).resolves.toContain('pour choisir');
    });
  });

  it('keeps English on the English page', async () => {
    await inSession(served.browser, PHONE, async (s) => {
      const page = await s.newPage();
      await page.goto(served.server.origin + '/docs/centering/');
      await expect(page.getByRole('button', { name: 'Toggle navigation bar' }).count()).resolves.toBe(1);
      await expect(page.locator('#zs-theme-words').count()).resolves.toBe(0);
    });
  });
});
