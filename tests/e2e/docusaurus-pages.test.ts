// A Docusaurus-style site in Chromium (tests/fixtures/docusaurus-modules, served under /bench/):
// the React home page with an interactive component that uses BrowserOnly and useIsBrowser,
// before and after its island is live; links that keep the base URL; Infima's classes and the
// custom stylesheet in effect beside the theme's own look; no console error anywhere.
import { beforeAll, describe, expect, it } from 'vitest';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { inSession } from './helpers/browser.ts';
import { servedForTests } from './helpers/served.ts';
import { buildSite, FIXTURES, SCREENSHOTS } from './helpers/site.ts';
import { inputs, liveAndSettled, openHeld } from './helpers/first-input.ts';

const served = servedForTests({
  server: { build: () => buildSite(FIXTURES + 'docusaurus-modules'), mounts: ['/bench/'] },
});
beforeAll(async () => {
  await mkdir(SCREENSHOTS, { recursive: true });
});

const desktop = { viewport: { width: 1280, height: 900 } };
const status = (page: Page) => page.locator('main [data-island="ReaderStatus"]');
const readerButton = (page: Page) => status(page).getByRole('button', { name: 'Tap Bench reader' });
const taps = (page: Page) => status(page).locator('.reader-status__taps').innerText();
const hydrated = (page: Page) => page.locator('[data-island="ReaderStatus"][data-hydrated]').count();
const style = (page: Page, selector: string, prop: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), prop);

describe('the React home page', () => {
  it('shows the fallback until its island is live, keeps a tap made before, then runs in the browser', async () => {
    await inSession(served.browser, desktop, async (s) => {
      const page = await s.newPage();
      const held = await openHeld(page, served.server.origin + '/bench/');
      await expect(page.title()).resolves.toBe('Welcome to the bench | Tap Bench');
      await expect(status(page).locator('.reader-status__mode').innerText()).resolves.toBe('Rendered at build time');
      await expect(status(page).locator('.reader-status__where').innerText()).resolves.toBe('Waiting for the browser');
      expect(await hydrated(page)).toBe(0);
      await readerButton(page).click();
      expect((await inputs(page)).map((i) => [i.type, i.live])).toEqual([['click', 0]]);
      held.release();
      await liveAndSettled(page, 'ReaderStatus', 'main');
      await expect(taps(page)).resolves.toBe('Taps: 1');
      await expect(status(page).locator('.reader-status__mode').innerText()).resolves.toBe('Live in the browser');
      await expect(status(page).locator('.reader-status__where').innerText()).resolves.toBe('Reading from /bench/');
      // @docusaurus/useIsomorphicLayoutEffect runs its effect in the browser.
      await expect(status(page).locator('.reader-status__shelf').innerText()).resolves.toBe('Shelf measured');
      await readerButton(page).click();
      await expect(taps(page)).resolves.toBe('Taps: 2');
    });
  });

  it('on a phone, counts a tap on its button made the moment the page appears, before the island is live', async () => {
    const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
    await inSession(served.browser, phone, async (s) => {
      const page = await s.newPage();
      const held = await openHeld(page, served.server.origin + '/bench/');
      expect(await hydrated(page)).toBe(0);
      await readerButton(page).tap();
      expect((await inputs(page)).map((i) => [i.type, i.live])).toEqual([['click', 0]]);
      held.release();
      await liveAndSettled(page, 'ReaderStatus', 'main');
      await expect(taps(page)).resolves.toBe('Taps: 1');
      await readerButton(page).tap();
      await expect(taps(page)).resolves.toBe('Taps: 2');
    });
  });

  it("follows a Link inside the island to the docs page, in the site's URL form", async () => {
    await inSession(served.browser, desktop, async (s) => {
      const page = await s.newPage();
      await page.goto(served.server.origin + '/bench/');
      await liveAndSettled(page, 'ReaderStatus', 'main');
      await status(page).getByRole('link', { name: 'Setup guide' }).click();
      await page.waitForURL(served.server.origin + '/bench/docs/setup/');
      await expect(page.getByRole('tab', { name: 'Windows' }).count()).resolves.toBe(1);
    });
  });

  it("lays out Infima's grid and utilities, with the custom stylesheet on top", async () => {
    await inSession(served.browser, desktop, async (s) => {
      const page = await s.newPage();
      await page.goto(served.server.origin + '/bench/', { waitUntil: 'load' });
      // Two cards side by side in a row of col--6.
      const boxes = await page
        .locator('.col.col--6')
        .evaluateAll((els) =>
          els
            .map((e) => e.getBoundingClientRect())
            .map((r) => ({ x: Math.round(r.x), y: Math.round(r.y), w: Math.round(r.width) })),
        );
      expect(boxes).toHaveLength(2);
      expect(boxes[0]!.y).toBe(boxes[1]!.y);
      expect(boxes[1]!.x).toBeGreaterThan(boxes[0]!.x);
      expect(Math.abs(boxes[0]!.w - boxes[1]!.w)).toBeLessThanOrEqual(1);
      await expect(style(page, '.hero-banner', 'text-align')).resolves.toBe('center');
      await expect(style(page, '.hero-banner', 'padding-top')).resolves.not.toBe('0px');
      await expect(style(page, '.hero-banner', 'background-color')).resolves.toBe('rgb(29, 107, 87)');
      await expect(style(page, '.hero-banner', 'background-image')).resolves.toMatch(/tag-\w+\.svg/);
      await expect(style(page, '.margin-left--sm', 'margin-left')).resolves.not.toBe('0px');
      // The CSS module's class from the component.
      await expect(style(page, '.card', 'border-left-color')).resolves.toBe('rgb(29, 107, 87)');
      await page.screenshot({ path: join(SCREENSHOTS, 'docusaurus-react-page.png'), fullPage: true });
    });
  });
});

describe('the theme beside Infima', () => {
  it("keeps the theme's navbar, typography and doc layout on a docs page", async () => {
    await inSession(served.browser, desktop, async (s) => {
      const page = await s.newPage();
      await page.goto(served.server.origin + '/bench/docs/setup/', { waitUntil: 'load' });
      const withInfima = {
        font: await style(page, 'body', 'font-family'),
        navbar: await style(page, '.navbar', 'height'),
        h1: await style(page, 'h1', 'font-size'),
        link: await style(page, '.markdown a', 'color'),
      };
      // The same page with Infima's stylesheet taken out: nothing the theme styles may change.
      await page.evaluate(() => document.querySelector('link[href*="/site-css/infima-"]')!.remove());
      const without = {
        font: await style(page, 'body', 'font-family'),
        navbar: await style(page, '.navbar', 'height'),
        h1: await style(page, 'h1', 'font-size'),
        link: await style(page, '.markdown a', 'color'),
      };
      expect(withInfima).toEqual(without);
      await page.reload({ waitUntil: 'load' });
      await page.screenshot({ path: join(SCREENSHOTS, 'docusaurus-docs-page.png'), fullPage: true });
    });
  });
});
