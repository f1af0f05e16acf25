// The first tap, click or key press of a visitor lands before any island is live: on a phone
// (Pixel 7 touch emulation), a touch tablet and a desktop, the icon inside each island's button is
// hit right after DOMContentLoaded while the island's scripts are still on their way, and the
// action must happen exactly once when they arrive, with no page error.
import { describe, expect, it } from 'vitest';
import { devices, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { inSession } from './helpers/browser.ts';
import { servedForTests } from './helpers/served.ts';
import { buildRealSite, buildSite, FIXTURES } from './helpers/site.ts';
import { holdScripts, inputs, liveAndSettled, openHeld, type Held } from './helpers/first-input.ts';

const served = servedForTests({
  server: buildRealSite,
  kitchenServer: { build: () => buildSite(FIXTURES + 'theme-kitchen'), mounts: ['/docs-site/'] },
});

const phone: BrowserContextOptions = { ...devices['Pixel 7'] };
const tablet: BrowserContextOptions = { viewport: { width: 1280, height: 800 }, isMobile: true, hasTouch: true };
const desktop: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };
const DEVICES = { phone, tablet, desktop } as const;
type Device = keyof typeof DEVICES;

const onSite = (path: string) => served.server.origin + path;
const onKitchen = (path: string) => served.kitchenServer.origin + '/docs-site' + path;
const theme = (page: Page) =>
  page.evaluate(() => [document.documentElement.getAttribute('data-theme'), localStorage.getItem('theme')]);

/**
 * Opens the page with its island scripts held back, hits `target` (a tap on touch devices, a
 * click on desktop) while no island is live, checks the page saw it land on `hit`, then lets the
 * scripts through.
 */
async function hitBeforeHydration(
  page: Page,
  device: Device,
  href: string,
  target: (page: Page) => Locator,
  hit: 'svg' | 'element' = 'svg',
): Promise<Held> {
  const held = await openHeld(page, href);
  expect(await page.locator('[data-hydrated]').count(), 'no island is live yet').toBe(0);
  const el = target(page);
  if (device === 'desktop') await el.click();
  else await el.tap();
  const seen = await inputs(page);
  expect(seen.map((s) => s.type)).toEqual(['click']);
  expect(seen[0]!.live, 'the click arrived before any island was live').toBe(0);
  if (hit === 'svg') expect(seen[0]!.svg, `the click landed on the icon (${seen[0]!.target})`).toBe(true);
  held.release();
  return held;
}

describe.each(['phone', 'desktop'] as const)('on a %s, the first hit on an icon', (device) => {
  const options = DEVICES[device];

  // The menu button shows on phones only (a desktop has the links in the bar): no test elsewhere, rather than a skipped one.
  if (device === 'phone') {
    it('opens the menu once', async () => {
      await inSession(served.browser, options, async (s) => {
        const page = await s.newPage();
        await hitBeforeHydration(page, device, onSite('/blog/'), (p) => p.locator('.navbar__toggle svg'));
        const dialog = page.getByRole('dialog', { name: 'Navigation menu' });
        await dialog.waitFor();
        await liveAndSettled(page, 'MobileMenu');
        await expect(dialog.isVisible()).resolves.toBe(true);
        await expect(page.locator('.navbar__toggle').getAttribute('aria-expanded')).resolves.toBe('true');
        await expect(dialog.locator('a[aria-current="page"]').innerText()).resolves.toBe('Blog');
      });
    });
  }

  it('switches the colour mode once', async () => {
    await inSession(served.browser, options, async (s) => {
      const page = await s.newPage();
      await hitBeforeHydration(page, device, onSite('/'), (p) => p.locator('.color-mode-toggle svg >> visible=true'));
      await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark', undefined, {
        timeout: 60_000,
      });
      await liveAndSettled(page, 'ColorModeToggle');
      expect(await theme(page)).toEqual(['dark', 'dark']);
      await expect(page.locator('.color-mode-toggle').getAttribute('aria-label')).resolves.toMatch(
        /currently dark mode/,
      );
    });
  });

  it('opens the search dialog once, without leaving the page', async () => {
    await inSession(served.browser, options, async (s) => {
      const page = await s.newPage();
      await hitBeforeHydration(page, device, onSite('/blog/'), (p) => p.locator('.search-button svg'));
      await page.locator('.search-modal__input').waitFor({ timeout: 60_000 });
      await liveAndSettled(page, 'SearchButton');
      expect(page.url()).toBe(onSite('/blog/'));
      await expect(page.getByRole('dialog', { name: 'Search' }).count()).resolves.toBe(1);
      await expect(
        page.evaluate(() => document.activeElement?.classList.contains('search-modal__input')),
      ).resolves.toBe(true);
    });
  });

  it('copies the code block once', async () => {
    await inSession(served.browser, options, async (s) => {
      await s.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: served.server.origin });
      const page = await s.newPage();
      await hitBeforeHydration(page, device, onSite('/docs/getting-started/'), (p) =>
        p.locator('.code-block__copy svg').first(),
      );
      const button = page.locator('.code-block__copy').first();
      await expect.poll(() => button.getAttribute('aria-label'), { timeout: 60_000 }).toBe('Copied');
      await liveAndSettled(page, 'CopyButton');
      const code = await page
        .locator('.code-block pre code')
        .first()
        .evaluate((c) => c.textContent);
      expect(code?.length).toBeGreaterThan(0);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    });
  });

  it('chooses the tapped tab, in its group and in the group that shares its id', async () => {
    await inSession(served.browser, options, async (s) => {
      const page = await s.newPage();
      const groups = page.locator('[data-island="Tabs"]');
      await hitBeforeHydration(
        page,
        device,
        onKitchen('/docs/tabs/'),
        () => groups.nth(0).getByRole('tab', { name: 'macOS' }),
        'element',
      );
      await page.waitForFunction(
        () =>
          document.querySelectorAll('[data-island="Tabs"]')[1]?.querySelector('[aria-selected="true"]')?.textContent ===
          'macOS',
        undefined,
        { timeout: 60_000 },
      );
      await liveAndSettled(page, 'Tabs');
      await expect(groups.nth(0).locator('[role="tabpanel"]:not([hidden])').innerText()).resolves.toBe(
        'macOS first panel.',
      );
      await expect(groups.nth(1).locator('[role="tabpanel"]:not([hidden])').innerText()).resolves.toBe(
        'macOS second panel.',
      );
      expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.os'))).toBe('mac');
    });
  });

  it('closes the announcement bar once', async () => {
    await inSession(served.browser, options, async (s) => {
      const page = await s.newPage();
      await hitBeforeHydration(page, device, onKitchen('/docs/code/'), (p) => p.locator('.announcement__close svg'));
      await page.getByRole('region', { name: 'Announcement' }).waitFor({ state: 'hidden', timeout: 60_000 });
      await liveAndSettled(page, 'AnnouncementClose');
      expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
      await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('main-content');
    });
  });
});

describe.each(['tablet', 'desktop'] as const)('on a %s, the first hit on a sidebar chevron', (device) => {
  it('opens a category without its own page in place', async () => {
    await inSession(served.browser, DEVICES[device], async (s) => {
      const page = await s.newPage();
      const loose = page.locator('.sidebar a', { hasText: /^Loose$/ });
      await hitBeforeHydration(
        page,
        device,
        onKitchen('/docs/tabs/'),
        () => loose.locator('.menu__chevron'),
        'element',
      );
      await page.locator('.sidebar a', { hasText: 'Loose second' }).waitFor({ timeout: 60_000 });
      await liveAndSettled(page, 'Sidebar');
      expect(page.url()).toBe(onKitchen('/docs/tabs/'));
      await expect(loose.getAttribute('aria-expanded')).resolves.toBe('true');
    });
  });

  it('opens a collapsed category from its caret', async () => {
    await inSession(served.browser, DEVICES[device], async (s) => {
      const page = await s.newPage();
      const caret = page.getByRole('button', { name: "Expand sidebar category 'Readers'" });
      await hitBeforeHydration(
        page,
        device,
        onSite('/docs/platforms/mac/'),
        () => caret.locator('.menu__chevron'),
        'element',
      );
      await page.locator('.sidebar a', { hasText: 'Optical Drive' }).waitFor({ timeout: 60_000 });
      await liveAndSettled(page, 'Sidebar');
      await expect(
        page.locator('.sidebar button[aria-label$="\'Readers\'"]').getAttribute('aria-expanded'),
      ).resolves.toBe('true');
      expect(page.url()).toBe(onSite('/docs/platforms/mac/'));
    });
  });
});

describe('held input, in order', () => {
  it('answers two quick taps on the colour toggle as two switches', async () => {
    await inSession(served.browser, phone, async (s) => {
      const page = await s.newPage();
      const held = await openHeld(page, onSite('/'));
      const icon = page.locator('.color-mode-toggle svg >> visible=true');
      await icon.tap();
      await icon.tap();
      expect((await inputs(page)).map((i) => [i.type, i.live, i.svg])).toEqual([
        ['click', 0, true],
        ['click', 0, true],
      ]);
      held.release();
      await page.waitForFunction(() => localStorage.getItem('theme') === 'light', undefined, { timeout: 60_000 });
      await liveAndSettled(page, 'ColorModeToggle');
      expect(await theme(page)).toEqual(['light', 'light']);
    });
  });

  it('answers arrow keys pressed on a tab before it is live, in order', async () => {
    await inSession(served.browser, desktop, async (s) => {
      const page = await s.newPage();
      const held = await openHeld(page, onKitchen('/docs/tabs/'));
      const first = page.locator('[data-island="Tabs"]').nth(0);
      await first.getByRole('tab', { name: 'Linux' }).focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      expect((await inputs(page)).map((i) => [i.type, i.key, i.live])).toEqual([
        ['keydown', 'ArrowRight', 0],
        ['keydown', 'ArrowRight', 0],
      ]);
      held.release();
      await page.waitForFunction(() => document.activeElement?.textContent === 'Windows', undefined, {
        timeout: 60_000,
      });
      await liveAndSettled(page, 'Tabs');
      await expect(first.locator('[role="tab"][aria-selected="true"]').innerText()).resolves.toBe('Windows');
      await expect(first.locator('[role="tabpanel"]:not([hidden])').innerText()).resolves.toBe('Windows first panel.');
    });
  });
});

describe('the results page', () => {
  it('searches what was typed into its field before it was live', async () => {
    await inSession(served.browser, phone, async (s) => {
      const page = await s.newPage();
      const held = await holdScripts(page);
      await page.goto(onSite('/search/'), { waitUntil: 'domcontentloaded' });
      held.holdFromNow();
      expect(await page.locator('[data-hydrated]').count()).toBe(0);
      await page.locator('#search-page-input').tap();
      await page.keyboard.type('reader');
      expect(await page.locator('[data-hydrated]').count(), 'typed before the island was live').toBe(0);
      held.release();
      await page
        .locator('.search-page__count')
        .filter({ hasText: /documents? found/ })
        .waitFor({ timeout: 60_000 });
      expect(new URL(page.url()).searchParams.get('q')).toBe('reader');
      expect(await page.inputValue('#search-page-input')).toBe('reader');
    });
  });
});

describe('an island that fails to hydrate', () => {
  it('shows the crash view and reports the held tap instead of dropping it', async () => {
    const errors: string[] = [];
    await inSession(
      served.browser,
      phone,
      async (s) => {
        const page = await s.newPage();
        // The toggle's own module is broken: it throws as it renders.
        await page.route(/\/island-ColorModeToggle-[\w]+\.js$/, (route) =>
          route.fulfill({
            contentType: 'text/javascript',
            body: "export default function ColorModeToggle() { throw new Error('broken on purpose'); }",
          }),
        );
        page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
        await hitBeforeHydration(page, 'phone', onSite('/'), (p) =>
          p.locator('.color-mode-toggle svg >> visible=true'),
        );
        const crash = page.locator('[data-island="ColorModeToggle"] .crash[role="alert"]');
        await crash.waitFor({ timeout: 60_000 });
        await expect(crash.innerText()).resolves.toContain('This page crashed.');
        await expect.poll(() => errors.some((e) => /ColorModeToggle.*(click|tap).*not answered/i.test(e))).toBe(true);
        expect(await theme(page)).toEqual(['light', null]);
      },
      (entry) => /broken on purpose|ColorModeToggle/.test(entry),
    );
  });
});
