// A site's Navbar/Content and Navbar/ColorModeToggle ejected as Docusaurus writes them (kuizuo/blog's):
// the content renders @theme/Navbar/ColorModeToggle, which renders @theme/ColorModeToggle with
// Docusaurus's props and a buttonClassName of its own. zapsite draws its toggle island there (it
// threw "renders only inside the classic theme's ColorModeToggle"); on a touch screen wide enough for
// the navbar's toggle, a tap on the icon made the moment the page appears, before the island is live,
// switches the colour mode once it is, and a tap once live switches it again. Fails on any console
// error or page error.
import { describe, expect, it } from 'vitest';
import { inSession } from './helpers/browser.ts';
import { servedForTests } from './helpers/served.ts';
import { buildFixtureVariant } from './helpers/site.ts';
import { holdIsland, liveAndSettled } from './helpers/first-input.ts';

/** A desktop screen with touch: the navbar's colour toggle shows on wide screens only. */
const DESKTOP = { viewport: { width: 1280, height: 800 }, hasTouch: true };

const NAVBAR_TOGGLE = `import { useColorMode, useThemeConfig } from '@docusaurus/theme-common';
import ColorModeToggle from '@theme/ColorModeToggle';

export default function LampNavbarToggle({ className }) {
  const { colorMode: options } = useThemeConfig();
  const { colorMode, setColorMode } = useColorMode();
  if (options.disableSwitch) return null;
  return (
    <ColorModeToggle className={className} buttonClassName="lamp-toggle-button" value={colorMode} onChange={setColorMode} />
  );
}
`;

const NAVBAR_CONTENT = `import NavbarColorModeToggle from '@theme/Navbar/ColorModeToggle';
import NavbarLogo from '@theme/Navbar/Logo';
import NavbarMobileSidebarToggle from '@theme/Navbar/MobileSidebar/Toggle';

export default function LampNavbarContent() {
  return (
    <div className="navbar__inner">
      <div className="navbar__items">
        <NavbarMobileSidebarToggle />
        <NavbarLogo />
      </div>
      <div className="navbar__items navbar__items--right">
        <NavbarColorModeToggle className="lamp-navbar-toggle" />
      </div>
    </div>
  );
}
`;

const served = servedForTests({
  server: () =>
    buildFixtureVariant('classic-site', (config) => config, {
      'src/theme/Navbar/ColorModeToggle/index.jsx': NAVBAR_TOGGLE,
      'src/theme/Navbar/Content/index.jsx': NAVBAR_CONTENT,
    }),
});

const theme = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-theme'));

describe("a site's Navbar/ColorModeToggle that renders @theme/ColorModeToggle", () => {
  it('is the toggle island, with the button class the site gave it, and switches on a tap made before it is live', async () => {
    await inSession(served.browser, DESKTOP, async (s) => {
      const page = await s.newPage();
      const release = await holdIsland(page, 'ColorModeToggle');
      await page.goto(served.server.origin + '/docs/intro/', { waitUntil: 'commit' });
      // The icon light mode shows (the stylesheet hides the others, once it has loaded).
      const button = page.locator('.navbar__items--right .lamp-navbar-toggle button.lamp-toggle-button');
      const icon = button.locator('svg[class*="lightToggleIcon"]');
      // At once: the tap waits only for the icon to be on the page, never for the island.
      await icon.tap();
      expect(await page.locator('[data-island="ColorModeToggle"][data-hydrated]').count()).toBe(0);
      expect(await theme(page)).toBe('light');
      release();
      await expect.poll(() => theme(page), { timeout: 60_000 }).toBe('dark');
      await liveAndSettled(page, 'ColorModeToggle');
      expect(await theme(page)).toBe('dark');
      await button.locator('svg[class*="darkToggleIcon"]').tap();
      await expect.poll(() => theme(page)).not.toBe('dark');
      expect(await page.locator('.navbar__items--right [data-island="ColorModeToggle"]').count()).toBe(1);
    });
  });
});
