// A site's own interactive MDX component in Chromium (tests/fixtures/mdx-site: <TapCounter>,
// marked interactive in its config): a tap before its island is live counts once when the island
// arrives, taps after count as they land, the static components ship no JavaScript, and nothing
// logs an error.
import { describe, expect, it } from 'vitest';
import { devices, type Page } from 'playwright-core';
import { inSession } from './helpers/browser.ts';
import { servedForTests } from './helpers/served.ts';
import { buildSite, FIXTURES } from './helpers/site.ts';
import { inputs, liveAndSettled, openHeld } from './helpers/first-input.ts';

const served = servedForTests({ server: () => buildSite(FIXTURES + 'mdx-site') });

const counter = (page: Page) => page.locator('.tap-counter output');
const phone = { ...devices['Pixel 7'] };

describe('an interactive component from the site', () => {
  it('counts a tap made before its island is live, once, then every later tap', async () => {
    await inSession(served.browser, phone, async (s) => {
      const page = await s.newPage();
      const held = await openHeld(page, served.server.origin + '/docs/');
      // The server rendered it with its starting props.
      await expect(counter(page).innerText()).resolves.toBe('Taps so far: 2');
      const button = page.getByRole('button', { name: 'Tap the reader' });
      await button.scrollIntoViewIfNeeded();
      expect(await page.locator('[data-island="TapCounter"][data-hydrated]').count()).toBe(0);
      await button.tap();
      expect((await inputs(page)).map((i) => [i.type, i.live])).toEqual([['click', 0]]);
      held.release();
      await liveAndSettled(page, 'TapCounter');
      await expect(counter(page).innerText()).resolves.toBe('Taps so far: 3');
      await button.tap();
      await button.tap();
      await expect(counter(page).innerText()).resolves.toBe('Taps so far: 5');
    });
  });

  it('works from the keyboard once live', async () => {
    await inSession(served.browser, { viewport: { width: 1280, height: 900 } }, async (s) => {
      const page = await s.newPage();
      await page.goto(served.server.origin + '/docs/');
      await page.locator('.tap-counter').scrollIntoViewIfNeeded();
      await liveAndSettled(page, 'TapCounter');
      await page.getByRole('button', { name: 'Tap the reader' }).focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Space');
      await expect(counter(page).innerText()).resolves.toBe('Taps so far: 4');
    });
  });

  it('loads no component JavaScript on a page whose components are all static', async () => {
    await inSession(served.browser, { viewport: { width: 1280, height: 900 } }, async (s) => {
      const page = await s.newPage();
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
      });
      await page.goto(served.server.origin + '/docs/readers/', { waitUntil: 'load' });
      await page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
      expect(scripts.filter((p) => /TapCounter|Callout|ReaderBadge/.test(p))).toEqual([]);
      expect(await page.locator('[data-island="TapCounter"]').count()).toBe(0);
    });
  });
});
