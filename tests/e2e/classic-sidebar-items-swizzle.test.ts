// Swizzled docs sidebar items, as sites wrap them to draw icons and badges from `customProps`
// (tests/fixtures/classic-site with a src/theme/DocSidebarItem/Link that puts an icon before a link
// and a badge in its label, and a DocSidebarItem/Category that puts a badge beside a category): the
// sidebar is the site's island. On a touch screen wide enough for the docs sidebar, the first tap
// on a closed category's label lands right after the page appears, while the island's code is held:
// once live it opens the category once, its items (loaded from the shared sidebar file) drawn
// through the site's Link with their icons, and the site's badges stay. On a phone, the menu icon
// tapped before anything is live opens the drawer on the docs tree, drawn through the site's too. Fails on any console error
// or page error, a hydration mismatch among them.
import { describe, expect, it } from 'vitest';
import { inSession, PHONE } from './helpers/browser.ts';
import { servedForTests } from './helpers/served.ts';
import { buildFixtureVariant } from './helpers/site.ts';
import { holdIsland, liveAndSettled, openHeld, tapMenuBeforeLive } from './helpers/first-input.ts';

const SIDEBARS = `export default {
  guide: [
    'intro',
    { type: 'category', label: 'Guide', collapsed: false, items: ['guide/wicks', 'guide/oil'] },
    { type: 'category', label: 'Care', collapsed: true, customProps: { badge: 'tips' }, items: ['care/cleaning', 'care/storage'] },
    { type: 'link', label: 'Lamp catalogue', href: 'https://lamps.example.org/catalogue', customProps: { badge: 'shop' } },
  ],
};
`;

const LINK = `import Link from '@theme-original/DocSidebarItem/Link';
export default function LampLink(props) {
  const { icon, badge } = props.item.customProps ?? {};
  const label = badge ? props.item.label + ' [' + badge + ']' : props.item.label;
  return (
    <>
      {icon ? <span className="lamp-icon" data-icon={icon} aria-hidden="true" /> : null}
      <Link {...props} item={{ ...props.item, label }} />
    </>
  );
}
`;

const CATEGORY = `import Category from '@theme-original/DocSidebarItem/Category';
export default function LampCategory(props) {
  const badge = props.item.customProps?.badge;
  if (!badge) return <Category {...props} />;
  return (
    <div className={'lamp-category lamp-level-' + props.level}>
      <span className="lamp-badge">{badge}</span>
      <Category {...props} />
    </div>
  );
}
`;

const served = servedForTests({
  server: () =>
    buildFixtureVariant('classic-site', (config) => config, {
      'sidebars.ts': SIDEBARS,
      'docs/care/cleaning.md':
        '---\nsidebar_custom_props:\n  icon: cloth\n---\n\n# Cleaning\n\nWipe the glass once it is cool.\n',
      'docs/care/storage.md': '# Storage\n\nKeep the lamp upright and the oil capped.\n',
      'src/theme/DocSidebarItem/Link/index.jsx': LINK,
      'src/theme/DocSidebarItem/Category/index.jsx': CATEGORY,
    }),
});

const TOUCH_DESKTOP = { viewport: { width: 1024, height: 900 }, isMobile: true, hasTouch: true };

describe('swizzled docs sidebar items', () => {
  it('open a category tapped before the sidebar is live, drawing its loaded items through the site', async () => {
    await inSession(served.browser, TOUCH_DESKTOP, async (s) => {
      const page = await s.newPage();
      const release = await holdIsland(page, 'SwizzledSidebar');
      await page.goto(served.server.origin + '/docs/intro/', { waitUntil: 'domcontentloaded' });
      const menu = page.locator('.theme-doc-sidebar-container .theme-doc-sidebar-menu');
      const care = menu.locator('.lamp-category > li.theme-doc-sidebar-item-category');
      // The server drew the site's badges and labels; Care is closed, its items not in the page.
      await expect(menu.locator('.lamp-badge').allInnerTexts()).resolves.toEqual(['tips']);
      await expect(menu.locator('.menuExternalLink_NmtK .linkLabel_WmDU').innerText()).resolves.toBe(
        'Lamp catalogue [shop]',
      );
      await expect(care.locator(':scope > ul.menu__list').count()).resolves.toBe(0);
      await care.locator('.categoryLinkLabel_W154').tap();
      // Held: nothing can have opened it yet, and the tap did not follow the label's link.
      await expect(page.locator('[data-island="SwizzledSidebar"][data-hydrated="true"]').count()).resolves.toBe(0);
      release();
      await liveAndSettled(page, 'SwizzledSidebar');
      await expect.poll(() => care.locator(':scope > ul.menu__list').isVisible(), { timeout: 30_000 }).toBe(true);
      expect(page.url()).toBe(served.server.origin + '/docs/intro/');
      // Its items came from the shared sidebar file and went through the site's Link: the icon from customProps.
      await expect(
        care.locator('.lamp-icon').evaluateAll((els) => els.map((e) => e.getAttribute('data-icon'))),
      ).resolves.toEqual(['cloth']);
      await expect(
        care.locator('li.theme-doc-sidebar-item-link-level-2 .linkLabel_WmDU').allInnerTexts(),
      ).resolves.toEqual(['Cleaning', 'Storage']);
      await expect(
        care.locator(':scope > .menu__list-item-collapsible > a').getAttribute('aria-expanded'),
      ).resolves.toBe('true');
      // Live, the site's badge and label stay as the server drew them, and a second tap closes Care.
      await expect(menu.locator('.lamp-badge').allInnerTexts()).resolves.toEqual(['tips']);
      await expect(menu.locator('.menuExternalLink_NmtK .linkLabel_WmDU').innerText()).resolves.toBe(
        'Lamp catalogue [shop]',
      );
      await care.locator('.categoryLinkLabel_W154').tap();
      await expect.poll(() => care.locator(':scope > ul.menu__list').isVisible()).toBe(false);
    });
  });

  it("draw the phone menu's docs tree too, its menu icon tapped before anything is live", async () => {
    await inSession(served.browser, PHONE, async (s) => {
      const page = await s.newPage();
      const held = await openHeld(page, served.server.origin + '/docs/guide/wicks/');
      await tapMenuBeforeLive(page, held);
      const drawer = page.locator('.navbar-sidebar__items--show-secondary .navbar-sidebar__item.menu').last();
      // The drawer opens on the docs panel, drawn through the site's Category and Link.
      await expect.poll(() => drawer.locator('.lamp-badge').allInnerTexts(), { timeout: 30_000 }).toEqual(['tips']);
      await expect(drawer.locator('.menuExternalLink_NmtK .linkLabel_WmDU').innerText()).resolves.toBe(
        'Lamp catalogue [shop]',
      );
      await expect(drawer.locator('a[aria-current="page"] .linkLabel_WmDU').innerText()).resolves.toBe('Wicks');
      // Care opens in the drawer, its items loaded and drawn with the site's icon.
      await drawer.locator('.lamp-category .categoryLinkLabel_W154').tap();
      await expect
        .poll(() => drawer.locator('.lamp-icon').evaluateAll((els) => els.map((e) => e.getAttribute('data-icon'))))
        .toEqual(['cloth']);
    });
  });
});
