// Screenshots of every page type, light and dark, desktop and phone, into
// test-results/screenshots/ for people to review. Each shot also checks what a layout or
// colour bug would break: the mode's background, and no sideways scrolling.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { inSession, settle, waitHydrated } from './helpers/browser.ts';
import type { StaticServer } from './helpers/server.ts';
import { serveRealSite, type ServedSite } from './helpers/real-site.ts';
import { SCREENSHOTS } from './helpers/site.ts';
import { PAGE_TYPES } from './helpers/pages.ts';

let served: ServedSite;
let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  await mkdir(SCREENSHOTS, { recursive: true });
  served = await serveRealSite();
  ({ server, browser } = served);
});

afterAll(() => served?.close());

const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

/** Relative luminance of an rgb()/rgba() colour, 0 (black) to 1 (white). */
function luminance(css: string): number {
  const [r, g, b] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => Number(v) / 255);
  const f = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * f(r ?? 0) + 0.7152 * f(g ?? 0) + 0.0722 * f(b ?? 0);
}

describe('screenshots', () => {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    for (const mode of ['light', 'dark'] as const) {
      it(`every page type, ${mode}, ${device}`, async () => {
        await inSession(browser, { viewport, isMobile: device === 'phone', deviceScaleFactor: 1 }, async (s) => {
          await s.context.addInitScript((m) => location.protocol === 'http:' && localStorage.setItem('theme', m), mode);
          const page = await s.newPage();
          for (const { type, path } of PAGE_TYPES) {
            await page.goto(server.origin + path);
            await settle(page);
            const facts = await page.evaluate(() => ({
              theme: document.documentElement.getAttribute('data-theme'),
              background: getComputedStyle(document.body).backgroundColor,
              overflow: document.documentElement.scrollWidth - window.innerWidth,
            }));
            expect(facts.theme).toBe(mode);
            if (mode === 'light') expect(luminance(facts.background)).toBeGreaterThan(0.8);
            else expect(luminance(facts.background)).toBeLessThan(0.05);
            expect(facts.overflow, `${path} scrolls sideways at ${viewport.width}px`).toBeLessThanOrEqual(0);
            const file = join(SCREENSHOTS, `${type}-${mode}-${device}.png`);
            await page.screenshot({ path: file });
            expect((await stat(file)).size).toBeGreaterThan(5000);
          }
        });
      });
    }
  }

  for (const mode of ['light', 'dark'] as const) {
    it(`the open mobile menu and the footer, ${mode}`, async () => {
      await inSession(browser, { viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true }, async (s) => {
        await s.context.addInitScript((m) => location.protocol === 'http:' && localStorage.setItem('theme', m), mode);
        const page = await s.newPage();
        await page.goto(server.origin + '/docs/platforms/mac/');
        await waitHydrated(page, 'MobileMenu');
        await page.locator('.navbar__toggle').click();
        const panel = page.locator('.navbar-sidebar__panel');
        await panel.waitFor();
        // The drawer sits at the left edge and runs the full height, above the dimmed page.
        expect(await panel.boundingBox()).toMatchObject({ x: 0, y: 0, height: VIEWPORTS.phone.height });
        await page.screenshot({ path: join(SCREENSHOTS, `mobile-menu-docs-${mode}-phone.png`) });
        await page.getByRole('button', { name: 'Back to main menu' }).click();
        await page.screenshot({ path: join(SCREENSHOTS, `mobile-menu-main-${mode}-phone.png`) });
        await page.keyboard.press('Escape');

        await page.setViewportSize(VIEWPORTS.desktop);
        const footer = page.locator('footer.footer');
        await footer.scrollIntoViewIfNeeded();
        expect(
          await footer
            .locator('.footer__group')
            .evaluateAll((gs) => gs.filter((g) => (g as HTMLElement).offsetHeight > 0).length),
        ).toBe(5);
        await footer.screenshot({ path: join(SCREENSHOTS, `footer-${mode}-desktop.png`) });
      });
    });
  }
});
