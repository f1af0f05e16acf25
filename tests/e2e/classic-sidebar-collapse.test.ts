// Docusaurus's themeConfig.docs.sidebar.autoCollapseCategories, as `theme.autoCollapseCategories`
// on tests/fixtures/classic-site with a second category: opening one category closes the open one
// beside it, a category inside another is left to its own list (and comes open when its sidebars
// file says so), and closing opens nothing. In
// Chromium on a touch screen wide enough for the docs sidebar (1024 px: below 997 px Docusaurus
// moves it into the drawer), tapping as a visitor does, the first tap right after DOMContentLoaded,
// before the sidebar island is live.
// Fails on any console error or page error.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { inSession } from './helpers/browser.ts';
import { servedForTests } from './helpers/served.ts';
import { buildFixtureVariant } from './helpers/site.ts';

const SIDEBARS = `export default {
  guide: [
    'intro',
    { type: 'category', label: 'Guide', collapsed: false, items: ['guide/wicks', 'guide/oil'] },
    {
      type: 'category',
      label: 'Care',
      collapsed: true,
      items: ['care/cleaning', { type: 'category', label: 'Storage', collapsed: false, items: ['care/storage'] }],
    },
  ],
};
`;

const served = servedForTests({
  server: () =>
    buildFixtureVariant(
      'classic-site',
      (config) => config.replace("theme: { name: 'classic'", "theme: { autoCollapseCategories: true, name: 'classic'"),
      {
        'sidebars.ts': SIDEBARS,
        'docs/care/cleaning.md': '# Cleaning\n\nWipe the glass once it is cool.\n',
        'docs/care/storage.md': '# Storage\n\nKeep the lamp upright and the oil capped.\n',
      },
    ),
});

/** Whether each named category's list is shown. */
const open = (page: Page, ...labels: string[]) =>
  Promise.all(
    labels.map((label) =>
      page
        .locator('.theme-doc-sidebar-menu li.theme-doc-sidebar-item-category', {
          has: page.locator(
            `:scope > .menu__list-item-collapsible > .menu__link > .categoryLinkLabel_W154:text-is("${label}")`,
          ),
        })
        .first()
        .locator(':scope > ul.menu__list')
        .isVisible(),
    ),
  );

describe('autoCollapseCategories', () => {
  it('closes the open category beside the one opened, and opens nothing when one closes', async () => {
    await inSession(
      served.browser,
      { viewport: { width: 1024, height: 900 }, isMobile: true, hasTouch: true },
      async (s) => {
        const page = await s.newPage();
        await page.goto(served.server.origin + '/docs/intro/', { waitUntil: 'domcontentloaded' });
        const label = (name: string) =>
          page
            .locator(
              `.theme-doc-sidebar-menu .menu__list-item-collapsible > .menu__link > .categoryLinkLabel_W154:text-is("${name}")`,
            )
            .first();
        // The first tap lands as soon as the page is parsed, before the island is live.
        await label('Care').tap();
        // Storage, open in the sidebars file, comes open with Care's items, as in Docusaurus.
        await expect.poll(() => open(page, 'Guide', 'Care', 'Storage')).toEqual([false, true, true]);
        await expect(page.url()).toBe(served.server.origin + '/docs/intro/');
        // A category inside Care answers to its own list: closing it leaves Care open.
        await label('Storage').tap();
        await expect.poll(() => open(page, 'Care', 'Storage')).toEqual([true, false]);
        await label('Guide').tap();
        await expect.poll(() => open(page, 'Guide', 'Care')).toEqual([true, false]);
        // Closing the open one leaves the other closed.
        await label('Guide').tap();
        await expect.poll(() => open(page, 'Guide', 'Care')).toEqual([false, false]);
      },
    );
  });
});
