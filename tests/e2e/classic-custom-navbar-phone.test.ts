// A custom navbar item that renders several elements (its link's <li> and a <div>, built from the
// theme's DefaultNavbarItem and HtmlNavbarItem) in the phone menu: tapped open on a phone, the menu
// shows both, and comes alive with no hydration error (a <li> inside another's would be taken apart
// by the browser's parser). The classic fixture with the site's ComponentTypes map; fails on any
// console error or page error.
import { describe, expect, it } from 'vitest';
import { inSession, PHONE } from './helpers/browser.ts';
import { servedForTests } from './helpers/served.ts';
import { buildFixtureVariant } from './helpers/site.ts';

const TYPES = `import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import LampLinks from '@site/src/components/LampLinks';
export default { ...ComponentTypes, 'custom-lamp-links': LampLinks };
`;

const LINKS = `import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import HtmlNavbarItem from '@theme/NavbarItem/HtmlNavbarItem';
export default function LampLinks({ mobile }) {
  return (
    <>
      <DefaultNavbarItem label="Wick shop" href="https://lamps.example.org/shop" mobile={mobile} className="lamp-shop" />
      <HtmlNavbarItem value="<b>Open late</b>" mobile={mobile} />
    </>
  );
}
`;

const served = servedForTests({
  server: () =>
    buildFixtureVariant(
      'classic-site',
      (config) =>
        config.replace(
          "      { href: 'https://lamps.example.org/lantern', label: 'Source', position: 'right' },",
          "      { href: 'https://lamps.example.org/lantern', label: 'Source', position: 'right' },\n      { type: 'custom-lamp-links', position: 'right' },",
        ),
      { 'src/theme/NavbarItem/ComponentTypes.js': TYPES, 'src/components/LampLinks.jsx': LINKS },
    ),
});

describe('a custom navbar item of several elements in the phone menu', () => {
  it('shows each as an entry of the menu, which comes alive without a hydration error', async () => {
    await inSession(served.browser, PHONE, async (s) => {
      const page = await s.newPage();
      await page.goto(`${served.server.origin}/docs/intro/`, { waitUntil: 'load' });
      await page.getByRole('button', { name: 'Toggle navigation bar' }).locator('svg').first().tap();
      const menu = page.locator('.navbar-sidebar__item.menu').first();
      const shop = menu.getByRole('link', { name: 'Wick shop' });
      await shop.waitFor({ state: 'visible' });
      await expect(menu.getByText('Open late').isVisible()).resolves.toBe(true);
      // Each is a child of the menu's list: the link's own <li>, and the HTML item in one.
      await expect(
        menu.locator('ul.menu__list > li').evaluateAll((lis) => lis.map((li) => li.textContent?.trim())),
      ).resolves.toEqual(expect.arrayContaining(['Wick shop', 'Open late']));
      await expect(page.locator('.navbar-sidebar li > li').count()).resolves.toBe(0);
    });
  });
});
