// The theme's islands on the real Zaparoo site in Chromium: navbar and footer, colour mode,
// mobile menu, docs sidebar, copy button, static HTML without JavaScript, hydration of every
// page type without mismatch. Any console error fails a test.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { inSession, hydrateAll, sharedSession, waitHydrated } from './helpers/browser.ts';
import { servedForTests } from './helpers/served.ts';
import { buildRealSite } from './helpers/site.ts';
import { PAGE_TYPES, RECORD_BEFORE_PAINT } from './helpers/pages.ts';

const served = servedForTests({ server: buildRealSite });

const desktop = { viewport: { width: 1280, height: 900 } };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const url = (path: string) => served.server.origin + path;
const theme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'));
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
// One desktop context for the tests that only load a page and read it (they click nothing and
// store nothing); the others keep a fresh context each.
const reading = sharedSession(() => served.browser, desktop);

describe('navbar and footer', () => {
  it('has the six left items, labelled socials, the toggle and search, and analytics on every link', async () => {
    await reading.run(async (page) => {
      await page.goto(url('/docs/'));
      const left = await page.$$eval('.navbar__items > .navbar__item > a', (as) =>
        as.map((a) => ({
          text: a.childNodes[0]?.textContent,
          href: a.getAttribute('href'),
          target: a.getAttribute('target'),
        })),
      );
      expect(left.map((l) => l.text)).toEqual(['Docs', 'Downloads', 'Designer', 'Projects', 'Blog', 'Support']);
      expect(left.find((l) => l.text === 'Designer')).toMatchObject({
        href: 'https://design.zaparoo.org/',
        target: '_blank',
      });
      expect(left.find((l) => l.text === 'Docs')?.href).toBe('/docs/');

      const socials = await page.$$eval('.navbar__socials a', (as) =>
        as.map((a) => a.getAttribute('aria-label') ?? ''),
      );
      expect(socials).toHaveLength(4);
      for (const label of socials) expect(label).toMatch(/^Zaparoo \w+ \(opens in new tab\)$/);
      await expect(page.locator('.navbar__brand').getAttribute('href')).resolves.toBe('/');
      await expect(page.locator('.navbar__brand').innerText()).resolves.toContain('Zaparoo');
      await expect(page.locator('.color-mode-toggle').getAttribute('aria-label')).resolves.toMatch(
        /dark and light mode/,
      );
      await expect(page.locator('.search-button').getAttribute('aria-label')).resolves.toMatch(/^Search/);

      const untracked = await page.$$eval('.navbar a, .footer a', (as) =>
        as.filter((a) => !a.getAttribute('data-umami-event')).map((a) => a.outerHTML),
      );
      expect(untracked).toEqual([]);
      expect(await page.locator('.navbar a, .footer a').count()).toBeGreaterThan(30);

      const groups = await page.$$eval('.footer__group', (gs) =>
        gs.map((g) => ({
          title: g.querySelector('.footer__title')?.textContent,
          links: g.querySelectorAll('a').length,
        })),
      );
      expect(groups.map((g) => g.title)).toEqual(['Zaparoo.com', 'Projects', 'Learn', 'Community', 'More']);
      for (const g of groups) expect(g.links).toBeGreaterThan(2);
      await expect(page.locator('.footer__copyright').innerText()).resolves.toMatch(/Copyright © 2025/);
      await expect(page.locator('.footer__trademark').innerText()).resolves.toMatch(/trademarks/);
    });
  });
});

describe('colour mode', () => {
  it('starts light, cycles light -> dark -> light by mouse and keyboard, and stores the choice under "theme"', async () => {
    await inSession(served.browser, desktop, async (s) => {
      const page = await s.newPage();
      await page.goto(url('/'));
      expect(await theme(page)).toBe('light');
      expect(await stored(page, 'theme')).toBeNull();
      await waitHydrated(page, 'ColorModeToggle');
      const toggle = page.locator('.color-mode-toggle');
      await toggle.click();
      expect(await theme(page)).toBe('dark');
      expect(await stored(page, 'theme')).toBe('dark');
      await expect(toggle.getAttribute('aria-label')).resolves.toMatch(/currently dark mode/);
      await toggle.focus();
      await page.keyboard.press('Enter');
      expect(await theme(page)).toBe('light');
      expect(await stored(page, 'theme')).toBe('light');
      await page.keyboard.press('Space');
      expect(await theme(page)).toBe('dark');
      // Survives a reload.
      await page.reload();
      expect(await theme(page)).toBe('dark');
    });
  });

  it('follows a change made in another tab (storage event)', async () => {
    await inSession(served.browser, desktop, async (s) => {
      const a = await s.newPage();
      const b = await s.newPage();
      await a.goto(url('/'));
      await b.goto(url('/docs/'));
      await waitHydrated(a, 'ColorModeToggle');
      await waitHydrated(b, 'ColorModeToggle');
      await a.locator('.color-mode-toggle').click();
      await b.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark', undefined, {
        timeout: 60_000,
      });
      await expect(b.locator('.color-mode-toggle').getAttribute('aria-label')).resolves.toMatch(/currently dark mode/);
      await a.locator('.color-mode-toggle').click();
      await b.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'light', undefined, {
        timeout: 60_000,
      });
    });
  });

  it('applies the stored mode before first paint (no flash of the light theme)', async () => {
    await inSession(served.browser, desktop, async (s) => {
      const html = await (await fetch(url('/docs/'))).text();
      // The server writes the default; only the inline head script can make it dark in time.
      expect(html).toMatch(/<html[^>]*data-theme="light"/);
      const first = await s.newPage();
      await first.goto(url('/docs/'));
      await waitHydrated(first, 'ColorModeToggle');
      await first.locator('.color-mode-toggle').click();
      expect(await stored(first, 'theme')).toBe('dark');
      await first.close();

      await s.context.addInitScript(RECORD_BEFORE_PAINT);
      const page = await s.newPage();
      await page.goto(url('/docs/'), { waitUntil: 'domcontentloaded' });
      const seen = await page.evaluate(
        () => (window as unknown as { __zsBeforePaint: { themes: string[]; atBody: string } }).__zsBeforePaint,
      );
      expect(seen.atBody).toBe('dark');
      expect(seen.themes.filter((t) => t !== 'dark')).toEqual([]);
    });
  });
});

describe('mobile menu', () => {
  it('opens on docs pages at the docs sidebar, goes back to the main menu, traps focus and closes on Escape', async () => {
    await inSession(served.browser, phone, async (s) => {
      const page = await s.newPage();
      await page.goto(url('/docs/platforms/mac/'));
      await expect(page.locator('.navbar__items').isVisible()).resolves.toBe(false);
      await expect(page.locator('.sidebar').isVisible()).resolves.toBe(false);
      const toggle = page.locator('.navbar__toggle');
      await expect(toggle.isVisible()).resolves.toBe(true);
      await waitHydrated(page, 'MobileMenu');
      await toggle.click();
      const dialog = page.getByRole('dialog', { name: 'Navigation menu' });
      await dialog.waitFor();
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
      // The drawer covers the viewport, not just the header.
      const box = await page.locator('.navbar-sidebar__panel').boundingBox();
      expect(box?.height).toBeGreaterThan(800);

      const back = dialog.getByRole('button', { name: 'Back to main menu' });
      await expect(back.isVisible()).resolves.toBe(true);
      const current = dialog.locator('a[aria-current="page"]');
      await expect(current.innerText()).resolves.toBe('macOS');
      await expect(current.getAttribute('href')).resolves.toBe('/docs/platforms/mac/');
      expect(await page.evaluate(() => !!document.activeElement?.closest('.navbar-sidebar__panel'))).toBe(true);

      const insidePanel = () => page.evaluate(() => !!document.activeElement?.closest('.navbar-sidebar__panel'));
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Tab');
        expect(await insidePanel()).toBe(true);
      }
      for (let i = 0; i < 5; i++) {
        await page.keyboard.press('Shift+Tab');
        expect(await insidePanel()).toBe(true);
      }

      await back.click();
      const links = await dialog
        .locator('.navbar-sidebar__primary a')
        .evaluateAll((as) =>
          as.map((a) => ({ text: a.childNodes[0]?.textContent, event: a.getAttribute('data-umami-event') })),
        );
      expect(links.map((l) => l.text)).toEqual(['Docs', 'Downloads', 'Designer', 'Projects', 'Blog', 'Support']);
      for (const l of links) expect(l.event).toMatch(/^navbar-/);
      await expect(dialog.getByRole('button', { name: 'Back to main menu' }).count()).resolves.toBe(0);

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
      expect(await page.evaluate(() => document.activeElement?.classList.contains('navbar__toggle'))).toBe(true);
    });
  });

  it('closes when the viewport becomes desktop, where its toggle is hidden', async () => {
    await inSession(served.browser, phone, async (s) => {
      const page = await s.newPage();
      await page.goto(url('/blog/'));
      await waitHydrated(page, 'MobileMenu');
      await page.locator('.navbar__toggle').click();
      const dialog = page.getByRole('dialog', { name: 'Navigation menu' });
      await dialog.waitFor();
      // Not a docs page: straight to the main menu.
      await expect(dialog.getByRole('button', { name: 'Back to main menu' }).count()).resolves.toBe(0);
      await expect(dialog.locator('a[aria-current="page"]').innerText()).resolves.toBe('Blog');
      expect(await page.evaluate(() => document.documentElement.classList.contains('navbar-sidebar--open'))).toBe(true);
      await page.setViewportSize({ width: 1200, height: 844 });
      await dialog.waitFor({ state: 'detached' });
      // The page's scroll lock is released with it. Waited for, not read at once: under a loaded CI
      // machine the class was seen for a moment after the dialog had gone (twice in ~10 full runs,
      // never alone), even from a layout effect; a lock that stayed would still fail here.
      await page.waitForFunction(
        () => !document.documentElement.classList.contains('navbar-sidebar--open'),
        undefined,
        { timeout: 60_000 },
      );
      await expect(page.locator('.navbar__toggle').isVisible()).resolves.toBe(false);
      await expect(page.locator('.navbar__items').isVisible()).resolves.toBe(true);
    });
  });
});

describe('docs sidebar', () => {
  it('links categories to their page, expands collapsed ones from the shared sidebar JSON, and collapses them again', async () => {
    await inSession(served.browser, desktop, async (s) => {
      const page = await s.newPage();
      const fetched: string[] = [];
      page.on('request', (r) => {
        if (/\/assets\/sidebar-[\w]+\.json$/.test(r.url())) fetched.push(r.url());
      });
      await page.goto(url('/docs/platforms/mac/'));
      const sidebar = page.locator('.sidebar');
      const platforms = sidebar.locator('.menu__item--category', {
        has: page.locator('> .menu__category-row > a', { hasText: /^Platforms$/ }),
      });
      await expect(platforms.locator('> .menu__category-row > a').getAttribute('href')).resolves.toBe(
        '/docs/platforms/',
      );
      await expect(
        platforms.locator('> .menu__category-row > .menu__caret').getAttribute('aria-expanded'),
      ).resolves.toBe('true');
      await expect(sidebar.locator('a[aria-current="page"]').innerText()).resolves.toBe('macOS');

      const readers = sidebar.locator('.menu__item--category', {
        has: page.locator('> .menu__category-row > a', { hasText: /^Readers$/ }),
      });
      await expect(readers.locator('> .menu__category-row > a').getAttribute('href')).resolves.toBe('/docs/readers/');
      const caret = readers.locator('> .menu__category-row > .menu__caret');
      await expect(caret.getAttribute('aria-expanded')).resolves.toBe('false');
      await expect(caret.getAttribute('aria-label')).resolves.toBe("Expand sidebar category 'Readers'");
      await expect(readers.locator('.menu__list').count()).resolves.toBe(0);

      await waitHydrated(page, 'Sidebar');
      expect(fetched).toEqual([]);
      await caret.click();
      await readers.locator('> .menu__list a', { hasText: 'Optical Drive' }).waitFor();
      expect(fetched).toHaveLength(1);
      await expect(caret.getAttribute('aria-expanded')).resolves.toBe('true');
      const labels = await readers
        .locator('> .menu__list > li > .menu__category-row > a, > .menu__list > li > a')
        .allInnerTexts();
      expect(labels).toEqual(['Barcode/QR Scanner', 'NFC Readers', 'Optical Drive']);
      await expect(readers.locator('a', { hasText: 'Optical Drive' }).getAttribute('href')).resolves.toBe(
        '/docs/readers/optical-drive/',
      );

      // A nested category loads from the same file, fetched once.
      const nfc = readers.locator('.menu__item--category', {
        has: page.locator('> .menu__category-row > a', { hasText: /^NFC Readers$/ }),
      });
      await nfc.locator('> .menu__category-row > .menu__caret').press('Enter');
      await nfc.locator('> .menu__list a', { hasText: 'PN532' }).first().waitFor();
      expect(fetched).toHaveLength(1);

      await caret.click();
      await readers.locator('> .menu__list').waitFor({ state: 'hidden' });
      await expect(caret.getAttribute('aria-expanded')).resolves.toBe('false');
      await expect(caret.getAttribute('aria-label')).resolves.toBe("Expand sidebar category 'Readers'");
    });
  });

  it('animates for longer when the content is taller', async () => {
    await inSession(served.browser, desktop, async (s) => {
      const page = await s.newPage();
      await page.goto(url('/docs/platforms/mac/'));
      await waitHydrated(page, 'Sidebar');
      const durationAfterOpening = async (label: string) => {
        const cat = page.locator('.sidebar .menu__item--category', {
          has: page.locator('> .menu__category-row > a', { hasText: new RegExp(`^${label}$`) }),
        });
        await cat.locator('> .menu__category-row > .menu__caret').click();
        const list = cat.locator('> .menu__list');
        await list.waitFor();
        return Number(await list.getAttribute('data-duration'));
      };
      const core = await durationAfterOpening('Zaparoo Core');
      const labels = await durationAfterOpening('Labels');
      expect(labels).toBeGreaterThan(1);
      expect(core).toBeGreaterThan(labels);
    });
  });

  it('takes 1 ms when the visitor prefers reduced motion', async () => {
    await inSession(served.browser, { ...desktop, reducedMotion: 'reduce' }, async (s) => {
      const page = await s.newPage();
      await page.goto(url('/docs/platforms/mac/'));
      await waitHydrated(page, 'Sidebar');
      const tokens = page.locator('.sidebar .menu__item--category', {
        has: page.locator('> .menu__category-row > a', { hasText: /^Tokens$/ }),
      });
      const caret = tokens.locator('> .menu__category-row > .menu__caret');
      const list = tokens.locator('> .menu__list');
      await caret.click();
      await expect.poll(() => list.getAttribute('data-duration')).toBe('1');
      await expect.poll(() => list.isVisible()).toBe(true);
      // Mark the list so the collapse must write its own duration.
      await list.evaluate((el) => el.setAttribute('data-duration', 'stale'));
      await caret.click();
      await expect.poll(() => list.getAttribute('data-duration')).toBe('1');
      await list.waitFor({ state: 'hidden' });
    });
  });

  it('scrolls the current page into view inside the sidebar, not the page', async () => {
    await inSession(served.browser, { viewport: { width: 1280, height: 420 } }, async (s) => {
      const page = await s.newPage();
      await page.goto(url('/docs/community/projects/diy-reader/'));
      await waitHydrated(page, 'Sidebar');
      await page.waitForFunction(
        () => {
          const box = document.querySelector('.sidebar .menu')!.getBoundingClientRect();
          const link = document.querySelector('.sidebar [aria-current="page"]')!.getBoundingClientRect();
          return link.top >= box.top && link.bottom <= box.bottom;
        },
        undefined,
        { timeout: 60_000 },
      );
      expect(await page.evaluate(() => document.querySelector('.sidebar .menu')!.scrollTop)).toBeGreaterThan(0);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
});

describe('client navigation', () => {
  const navigated = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<string>((resolve) =>
          addEventListener('zs:navigate', (e) => resolve((e as CustomEvent<{ url: string }>).detail.url), {
            once: true,
          }),
        ),
    );

  it('keeps the sidebar island and opens the categories that hold the new page', async () => {
    await inSession(served.browser, desktop, async (s) => {
      const page = await s.newPage();
      await page.goto(url('/docs/platforms/mac/'), { waitUntil: 'networkidle' });
      await waitHydrated(page, 'Sidebar');
      await page.evaluate(() => {
        (window as unknown as { stayed: boolean }).stayed = true;
      });
      const sidebar = page.locator('.sidebar');
      // A page two collapsed (and pruned) categories deep, reached from a link in the content.
      let done = navigated(page);
      await page.locator('.markdown a[href="/docs/readers/nfc/pn532-usb/"]').first().click();
      expect(await done).toBe(url('/docs/readers/nfc/pn532-usb/'));
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      const current = sidebar.locator('a[aria-current="page"]');
      await current.waitFor();
      await expect(current.getAttribute('href')).resolves.toBe('/docs/readers/nfc/pn532-usb/');
      await expect(sidebar.getByRole('button', { name: "Collapse sidebar category 'Readers'" }).count()).resolves.toBe(
        1,
      );
      await expect(
        sidebar.getByRole('button', { name: "Collapse sidebar category 'NFC Readers'" }).count(),
      ).resolves.toBe(1);
      await expect(sidebar.locator('a', { hasText: /^macOS$/ }).getAttribute('aria-current')).resolves.toBeNull();

      // A category's own page opens that category.
      done = navigated(page);
      await sidebar.locator('a', { hasText: /^Tokens$/ }).click();
      await done;
      // The category's items come from the shared file: wait for them.
      await sidebar.getByRole('button', { name: "Collapse sidebar category 'Tokens'" }).waitFor();
      await expect(sidebar.locator('a[aria-current="page"]').innerText()).resolves.toBe('Tokens');
    });
  });

  it('closes the mobile menu on navigation and shows the menu that fits the new page', async () => {
    await inSession(served.browser, phone, async (s) => {
      const page = await s.newPage();
      await page.goto(url('/docs/platforms/mac/'), { waitUntil: 'networkidle' });
      await waitHydrated(page, 'MobileMenu');
      const toggle = page.locator('.navbar__toggle');
      await toggle.click();
      const dialog = page.getByRole('dialog', { name: 'Navigation menu' });
      let done = navigated(page);
      await dialog.locator('a', { hasText: /^Linux$/ }).click();
      await done;
      await dialog.waitFor({ state: 'detached' });
      await toggle.click();
      await expect(dialog.locator('a[aria-current="page"]').innerText()).resolves.toBe('Linux');
      await dialog.getByRole('button', { name: 'Back to main menu' }).click();
      done = navigated(page);
      await dialog.locator('a', { hasText: /^Blog$/ }).click();
      await done;
      await dialog.waitFor({ state: 'detached' });
      await toggle.click();
      // The blog has no docs sidebar: straight to the main menu, with Blog current.
      await expect(dialog.getByRole('button', { name: 'Back to main menu' }).count()).resolves.toBe(0);
      await expect(dialog.locator('a[aria-current="page"]').innerText()).resolves.toBe('Blog');
    });
  });
});

describe('code blocks', () => {
  it('copies the code and says so, by mouse and keyboard', async () => {
    await inSession(served.browser, desktop, async (s) => {
      await s.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: served.server.origin });
      const page = await s.newPage();
      await page.goto(url('/docs/platforms/mac/'));
      const block = page.locator('.code-block').first();
      const button = block.locator('.code-block__copy');
      await expect(button.getAttribute('aria-label')).resolves.toBe('Copy code to clipboard');
      await block.locator('[data-island="CopyButton"]').hover();
      await block.locator('[data-island="CopyButton"][data-hydrated="true"]').waitFor({ state: 'attached' });
      await button.click();
      await expect.poll(() => button.getAttribute('aria-label')).toBe('Copied');
      await expect(block.locator('.code-block__copy-text').innerText()).resolves.toBe('Copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('~/Library/Application Support/zaparoo');
      // The feedback goes away by itself.
      await page.waitForFunction(
        (el) => el!.getAttribute('aria-label') === 'Copy code to clipboard',
        await button.elementHandle(),
        { timeout: 60_000 },
      );

      const second = page.locator('.code-block').nth(1);
      await second.locator('[data-island="CopyButton"]').dispatchEvent('focusin');
      await second.locator('[data-island="CopyButton"][data-hydrated="true"]').waitFor({ state: 'attached' });
      await second.locator('.code-block__copy').focus();
      await page.keyboard.press('Enter');
      // Writing to the clipboard is asynchronous.
      await expect.poll(() => second.locator('.code-block__copy').getAttribute('aria-label')).toBe('Copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        await second.locator('pre code').evaluate((c) => c.textContent),
      );
    });
  });
});

describe('static HTML', () => {
  it('works without JavaScript: links, sidebar fallbacks, every tab panel shown', async () => {
    await inSession(served.browser, { ...desktop, javaScriptEnabled: false }, async (s) => {
      const page = await s.newPage();
      await page.goto(url('/docs/platforms/mac/'));
      expect(await page.locator('[data-hydrated]').count()).toBe(0);
      // Every tab panel is readable.
      const panels = page.locator('.tabs__panel');
      expect(await panels.count()).toBeGreaterThan(1);
      for (const panel of await panels.all()) await expect(panel.isVisible()).resolves.toBe(true);
      // A collapsed category still leads somewhere.
      await page.locator('.sidebar a', { hasText: /^Readers$/ }).click();
      await page.waitForURL(url('/docs/readers/'));
      await expect(page.locator('h1').innerText()).resolves.toMatch(/Readers/);
      await expect(page.locator('.sidebar a[aria-current="page"]').innerText()).resolves.toBe('Readers');
    });
  });
});

describe('hydration', () => {
  it.each(PAGE_TYPES)('hydrates every island of the $type page without a mismatch', async ({ path }) => {
    await reading.run(async (page) => {
      await page.goto(url(path));
      const names = await hydrateAll(page);
      expect(names).toEqual(expect.arrayContaining(['MobileMenu', 'ColorModeToggle']));
      // Let effects and any late recoverable-error reports run before the error check.
      await page.waitForLoadState('networkidle');
    });
  });

  it('hydrates dark pages and a phone viewport without a mismatch', async () => {
    await inSession(served.browser, phone, async (s) => {
      // about:blank has no storage; only the site's pages get the stored choice.
      await s.context.addInitScript(() => location.protocol === 'http:' && localStorage.setItem('theme', 'dark'));
      const page = await s.newPage();
      for (const path of ['/docs/platforms/mac/', '/blog/core-v2.6.2/']) {
        await page.goto(url(path));
        const names = await hydrateAll(page);
        expect(names.length).toBeGreaterThan(1);
        expect(await theme(page)).toBe('dark');
        await page.waitForLoadState('networkidle');
      }
    });
  });
});

// The JS budgets (before the first interaction, once idle) are held in tests/e2e/js-budget.test.ts.
