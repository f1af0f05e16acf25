// Theme features that need their own config, on the theme-kitchen fixture (built for the base
// URL /docs-site/): the base-URL banner, the announcement bar, colour mode that follows the OS,
// tabs groups, a category without its own page, and a navbar without items.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, inSession, hydrateAll, sharedSession, waitHydrated } from './helpers/browser.ts';
import { serveStatic, type StaticServer } from './helpers/server.ts';
import { join } from 'node:path';
import { mkdir } from 'node:fs/promises';
import { buildFixtureVariant, buildSite, FIXTURES, SCREENSHOTS, type BuiltSite } from './helpers/site.ts';
import { RECORD_BEFORE_PAINT } from './helpers/pages.ts';

let kitchen: BuiltSite;
let newAnnouncement: BuiltSite;
let noItems: BuiltSite;
let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  // Side by side: one build's file reads and writes overlap the others' work. Settled, so the
  // builds that did finish are still cleaned up after one failed.
  const builds = await Promise.allSettled([
    buildSite(FIXTURES + 'theme-kitchen'),
    buildFixtureVariant('theme-kitchen', (c) => c.replace("id: 'release-1'", "id: 'release-2'")),
    buildFixtureVariant('theme-kitchen', (c) =>
      c.replace(/items: \[\n\s+\{ to: '\/docs\/'[^\n]+\n[^\n]+\n\s+\],/, 'items: [],'),
    ),
  ]);
  // (undefined for a failed one, which afterAll skips; the first failure is thrown next)
  const done = builds.map((b) => (b.status === 'fulfilled' ? b.value : undefined));
  [kitchen, newAnnouncement, noItems] = done as [BuiltSite, BuiltSite, BuiltSite];
  for (const b of builds) if (b.status === 'rejected') throw b.reason;
  // Served where it belongs and, for the banner test, at the root where it does not.
  server = await serveStatic(kitchen.dir, { mounts: ['/docs-site/', '/'] });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await Promise.all([kitchen?.cleanup(), newAnnouncement?.cleanup(), noItems?.cleanup()]);
});

const desktop = { viewport: { width: 1280, height: 900 } };
const at = (path: string) => server.origin + '/docs-site' + path;
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
// One desktop context for the tests that load a page and read it (they store nothing and change
// nothing a later load would see); the others keep a fresh context each.
const reading = sharedSession(() => browser, desktop);
const attr = (page: Page, name: string) => page.evaluate((n) => document.documentElement.getAttribute(n), name);

describe('base URL banner', () => {
  it('says the site did not load properly, with the configured and a suggested base, when served elsewhere', async () => {
    await inSession(browser, desktop, async (s) => {
      const page = await s.newPage();
      await page.goto(server.origin + '/');
      const banner = page.locator('#zs-base-url-banner');
      await banner.waitFor({ state: 'visible' });
      const text = await banner.innerText();
      expect(text).toMatch(/did not load properly/);
      expect(text).toContain('/docs-site/');
      expect(text).toMatch(/baseUrl to \/\.?$/m);
      await expect(banner.getAttribute('role')).resolves.toBe('alert');

      await page.goto(at('/'));
      await expect(page.locator('#zs-base-url-banner').isVisible()).resolves.toBe(false);
    });
  });
});

describe('announcement bar', () => {
  it('stores its id, closes for good (applied before paint) and comes back for a new id', async () => {
    try {
      await inSession(browser, desktop, async (s) => {
        await s.context.addInitScript(RECORD_BEFORE_PAINT);
        const page = await s.newPage();
        await page.goto(at('/docs/'));
        const bar = page.getByRole('region', { name: 'Announcement' });
        await expect(bar.isVisible()).resolves.toBe(true);
        await expect(bar.innerText()).resolves.toContain('Version 1 is out');
        expect(await stored(page, 'docusaurus.announcement.id')).toBe('release-1');
        expect(await stored(page, 'docusaurus.announcement.dismiss')).toBeNull();

        // Keyboard: Tab from the skip link reaches the bar's link, then its close button.
        await page.keyboard.press('Tab');
        await page.keyboard.press('Tab');
        await page.keyboard.press('Tab');
        await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('Close');
        await page.locator('[data-island="AnnouncementClose"][data-hydrated="true"]').waitFor({ state: 'attached' });
        await page.keyboard.press('Enter');
        await bar.waitFor({ state: 'hidden' });
        expect(await stored(page, 'docusaurus.announcement.dismiss')).toBe('true');
        await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('main-content');

        await page.reload();
        const seen = await page.evaluate(
          () => (window as unknown as { __zsBeforePaint: { dismissedAtBody: string | null } }).__zsBeforePaint,
        );
        expect(seen.dismissedAtBody).toBe('true');
        await expect(bar.isVisible()).resolves.toBe(false);

        // A deploy with a new announcement: same origin, new id.
        server.setRoot(newAnnouncement.dir);
        await page.reload();
        await expect(bar.isVisible()).resolves.toBe(true);
        expect(await stored(page, 'docusaurus.announcement.id')).toBe('release-2');
        expect(await stored(page, 'docusaurus.announcement.dismiss')).toBeNull();
        const again = await page.evaluate(
          () => (window as unknown as { __zsBeforePaint: { dismissedAtBody: string | null } }).__zsBeforePaint,
        );
        expect(again.dismissedAtBody).toBeNull();

        await waitHydrated(page, 'AnnouncementClose');
        await bar.getByRole('button', { name: 'Close' }).click();
        await bar.waitFor({ state: 'hidden' });
        expect(await stored(page, 'docusaurus.announcement.dismiss')).toBe('true');
      });
    } finally {
      server.setRoot(kitchen.dir);
    }
  });
});

describe('colour mode that respects the OS', () => {
  it('cycles system, light, dark, system and follows the OS live while on system', async () => {
    await inSession(browser, { ...desktop, colorScheme: 'dark' }, async (s) => {
      const page = await s.newPage();
      await page.goto(at('/'));
      expect(await attr(page, 'data-theme')).toBe('dark');
      expect(await attr(page, 'data-theme-choice')).toBe('system');
      await waitHydrated(page, 'ColorModeToggle');
      const toggle = page.locator('.color-mode-toggle');
      await expect(toggle.getAttribute('aria-label')).resolves.toMatch(/currently system mode/);

      await toggle.click();
      expect([await attr(page, 'data-theme'), await stored(page, 'theme')]).toEqual(['light', 'light']);
      // A fixed choice ignores the OS.
      await page.emulateMedia({ colorScheme: 'dark' });
      expect(await attr(page, 'data-theme')).toBe('light');
      await toggle.click();
      expect([await attr(page, 'data-theme'), await stored(page, 'theme')]).toEqual(['dark', 'dark']);
      await toggle.click();
      expect(await attr(page, 'data-theme-choice')).toBe('system');
      expect(await stored(page, 'theme')).toBeNull();
      expect(await attr(page, 'data-theme')).toBe('dark');

      await page.emulateMedia({ colorScheme: 'light' });
      await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'light', undefined, {
        timeout: 60_000,
      });
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark', undefined, {
        timeout: 60_000,
      });
      await toggle.click();
      expect(await attr(page, 'data-theme')).toBe('light');
    });
  });
});

describe('tabs', () => {
  const tabsIn = (page: Page, group: number) => page.locator('[data-island="Tabs"]').nth(group);
  const selected = (page: Page, group: number) =>
    tabsIn(page, group).locator('[role="tab"][aria-selected="true"]').innerText();
  const visiblePanel = (page: Page, group: number) =>
    tabsIn(page, group).locator('[role="tabpanel"]:not([hidden])').innerText();

  it('follows the ARIA tab pattern with arrows, Home and End', async () => {
    await inSession(browser, desktop, async (s) => {
      const page = await s.newPage();
      await page.goto(at('/docs/tabs/'));
      await hydrateAll(page);
      const first = tabsIn(page, 0);
      const tabs = first.getByRole('tab');
      await expect(tabs.allInnerTexts()).resolves.toEqual(['Linux', 'macOS', 'Windows']);
      // Panels are labelled by their tabs and only the chosen tab is in the tab order.
      const wiring = await first.evaluate((root) =>
        [...root.querySelectorAll('[role="tab"]')].map((t) => ({
          controls: document.getElementById(t.getAttribute('aria-controls')!)?.getAttribute('aria-labelledby') === t.id,
          tabindex: t.getAttribute('tabindex'),
        })),
      );
      expect(wiring).toEqual([
        { controls: true, tabindex: '0' },
        { controls: true, tabindex: '-1' },
        { controls: true, tabindex: '-1' },
      ]);

      await tabs.first().focus();
      const focused = () => page.evaluate(() => document.activeElement?.textContent);
      await page.keyboard.press('ArrowRight');
      expect([await focused(), await selected(page, 0), await visiblePanel(page, 0)]).toEqual([
        'macOS',
        'macOS',
        'macOS first panel.',
      ]);
      await page.keyboard.press('End');
      expect([await focused(), await selected(page, 0)]).toEqual(['Windows', 'Windows']);
      await page.keyboard.press('ArrowRight');
      expect([await focused(), await selected(page, 0)]).toEqual(['Linux', 'Linux']);
      await page.keyboard.press('ArrowLeft');
      expect([await focused(), await selected(page, 0)]).toEqual(['Windows', 'Windows']);
      await page.keyboard.press('Home');
      expect([await focused(), await selected(page, 0), await visiblePanel(page, 0)]).toEqual([
        'Linux',
        'Linux',
        'Linux first panel.',
      ]);
      // Tab moves on to the panel, not to the next tab.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tabpanel');
    });
  });

  it('keeps groups with the same groupId in step and remembers the choice', async () => {
    await inSession(browser, desktop, async (s) => {
      const page = await s.newPage();
      await page.goto(at('/docs/tabs/'));
      await hydrateAll(page);
      await tabsIn(page, 0).getByRole('tab', { name: 'Windows' }).click();
      expect(await visiblePanel(page, 1)).toBe('Windows second panel.');
      expect(await selected(page, 2)).toBe('Alpha');
      expect(await stored(page, 'docusaurus.tab.os')).toBe('windows');

      await tabsIn(page, 1).getByRole('tab', { name: 'macOS' }).click();
      expect(await visiblePanel(page, 0)).toBe('macOS first panel.');
      await tabsIn(page, 2).getByRole('tab', { name: 'Beta' }).click();
      expect(await selected(page, 0)).toBe('macOS');
      expect(
        await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('docusaurus.tab.'))),
      ).toEqual(['docusaurus.tab.os']);

      // A later visit opens on the remembered tab (and hydrates without a mismatch). The server's
      // HTML shows the default: read from the response, since the live page may already be hydrated.
      const served = await (await page.request.get(at('/docs/tabs/'))).text();
      expect(
        await page.evaluate(
          (html) =>
            new DOMParser().parseFromString(html, 'text/html').querySelector('[role="tab"][aria-selected="true"]')
              ?.textContent,
          served,
        ),
      ).toBe('Linux');
      await page.reload();
      await hydrateAll(page);
      await page.waitForFunction(
        () => document.querySelectorAll('[role="tab"][aria-selected="true"]')[0]?.textContent === 'macOS',
      );
      expect([await visiblePanel(page, 0), await visiblePanel(page, 1), await selected(page, 2)]).toEqual([
        'macOS first panel.',
        'macOS second panel.',
        'Alpha',
      ]);
    });
  });
});

describe('sidebar under a base URL', () => {
  it('prefixes links with the base URL and toggles a category without its own page in place', async () => {
    await inSession(browser, desktop, async (s) => {
      const page = await s.newPage();
      await page.goto(at('/docs/tabs/'));
      const sidebar = page.locator('.sidebar');
      await expect(sidebar.locator('a[aria-current="page"]').getAttribute('href')).resolves.toBe(
        '/docs-site/docs/tabs/',
      );
      const loose = sidebar.locator('a', { hasText: /^Loose$/ });
      // Without JavaScript this leads to the category's first page.
      await expect(loose.getAttribute('href')).resolves.toBe('/docs-site/docs/loose/first/');
      await expect(loose.getAttribute('aria-expanded')).resolves.toBe('false');
      await waitHydrated(page, 'Sidebar');
      await loose.click();
      await sidebar.locator('a', { hasText: 'Loose second' }).waitFor();
      expect(page.url()).toBe(at('/docs/tabs/'));
      await expect(loose.getAttribute('aria-expanded')).resolves.toBe('true');
      await expect(sidebar.locator('a', { hasText: 'Loose second' }).getAttribute('href')).resolves.toBe(
        '/docs-site/docs/loose/second/',
      );

      // Nested: Deep > Inner, each with its own page and caret.
      await sidebar.getByRole('button', { name: "Expand sidebar category 'Deep'" }).click();
      await sidebar.getByRole('button', { name: "Expand sidebar category 'Inner'" }).click();
      await expect(sidebar.locator('a', { hasText: 'Inner leaf' }).getAttribute('href')).resolves.toBe(
        '/docs-site/docs/deep/inner/leaf/',
      );
      await expect(sidebar.locator('a', { hasText: /^Inner$/ }).getAttribute('href')).resolves.toBe(
        '/docs-site/docs/deep/inner/',
      );
    });
  });

  it('scales the animation with the height: the big category takes longer than the small one', async () => {
    await inSession(browser, desktop, async (s) => {
      const page = await s.newPage();
      await page.goto(at('/docs/'));
      await waitHydrated(page, 'Sidebar');
      const open = async (label: string) => {
        await page.getByRole('button', { name: `Expand sidebar category '${label}'` }).click();
        const list = page
          .locator('.sidebar .menu__item--category', {
            has: page.locator(`> .menu__category-row > a:text-is("${label}")`),
          })
          .locator('> .menu__list');
        await list.waitFor();
        return {
          ms: Number(await list.getAttribute('data-duration')),
          height: await list.evaluate((el) => el.scrollHeight),
        };
      };
      const big = await open('Big');
      const small = await open('Small');
      expect(big.height).toBeGreaterThan(small.height * 5);
      expect(big.ms).toBeGreaterThan(small.ms);
      expect(small.ms).toBeGreaterThan(1);
    });
  });
});

describe('mobile menu', () => {
  it('uses base URLs in both menus', async () => {
    await inSession(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, async (s) => {
      const page = await s.newPage();
      await page.goto(at('/docs/code/'));
      await waitHydrated(page, 'MobileMenu');
      await page.locator('.navbar__toggle').click();
      const dialog = page.getByRole('dialog', { name: 'Navigation menu' });
      await expect(dialog.locator('a[aria-current="page"]').getAttribute('href')).resolves.toBe(
        '/docs-site/docs/code/',
      );
      await dialog.getByRole('button', { name: 'Back to main menu' }).click();
      await expect(
        dialog.locator('.navbar-sidebar__primary a', { hasText: 'Docs' }).getAttribute('href'),
      ).resolves.toBe('/docs-site/docs/');
    });
  });

  it('is not there when the navbar has no items', async () => {
    const local = await serveStatic(noItems.dir, { mounts: ['/docs-site/'] });
    try {
      await inSession(browser, { viewport: { width: 390, height: 844 } }, async (s) => {
        const page = await s.newPage();
        await page.goto(local.origin + '/docs-site/docs/');
        await expect(page.locator('.navbar__items > li').count()).resolves.toBe(0);
        await expect(page.locator('.navbar__toggle').count()).resolves.toBe(0);
        await expect(page.locator('[data-island="MobileMenu"]').count()).resolves.toBe(0);
        await expect(page.locator('.color-mode-toggle').isVisible()).resolves.toBe(true);
      });
    } finally {
      await local.close();
    }
  });
});

describe('content components', () => {
  it('code blocks have a title bar, highlighted lines and token colours for each mode', async () => {
    await mkdir(SCREENSHOTS, { recursive: true });
    await reading.run(async (page) => {
      await page.goto(at('/docs/code/'));
      const block = page.locator('.code-block');
      await expect(block.locator('.code-block__title').innerText()).resolves.toBe('config.toml');
      const highlighted = block.locator('.line.highlighted');
      await expect(highlighted.innerText()).resolves.toBe('auto_detect = true');
      const bg = (sel: string) =>
        block
          .locator(sel)
          .first()
          .evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(await bg('.line.highlighted')).not.toBe(await bg('.line:not(.highlighted)'));

      const token = block.locator('.line span[style*="--zs-code-token-"]').first();
      const colours = async () => token.evaluate((el) => ({ color: getComputedStyle(el).color }));
      const light = await colours();
      await block.screenshot({ path: join(SCREENSHOTS, 'kitchen-code-light.png') });
      await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
      const dark = await colours();
      await block.screenshot({ path: join(SCREENSHOTS, 'kitchen-code-dark.png') });
      expect(dark.color).not.toBe(light.color);
    });
  });

  it('details open and close by mouse and keyboard, without JavaScript too', async () => {
    for (const javaScriptEnabled of [true, false]) {
      await inSession(browser, { ...desktop, javaScriptEnabled }, async (s) => {
        const page = await s.newPage();
        await page.goto(at('/docs/'));
        const details = page.locator('.markdown details');
        const body = details.getByText('Hidden until opened.');
        await expect(body.isVisible()).resolves.toBe(false);
        await details.locator('summary').click();
        await expect(body.isVisible()).resolves.toBe(true);
        await page.screenshot({
          path: join(SCREENSHOTS, `kitchen-details-${javaScriptEnabled ? 'js' : 'nojs'}-light.png`),
        });
        await details.locator('summary').press('Enter');
        await expect(body.isVisible()).resolves.toBe(false);
      });
    }
  });
});

describe('hydration', () => {
  it.each(['/', '/docs/', '/docs/tabs/', '/docs/code/', '/docs/big/page-07/', '/search/'])(
    'hydrates %s without a mismatch',
    async (path) => {
      await reading.run(async (page) => {
        await page.goto(at(path));
        expect((await hydrateAll(page)).length).toBeGreaterThan(1);
        await page.waitForLoadState('networkidle');
      });
    },
  );
});
