// JavaScript budgets per page type, measured in Chromium on the real site, for a visitor who has
// not touched anything yet: at most 10 KB gz executed before the first interaction (what is
// fetched then is module code, all of it run), at most 60 KB gz fetched once idle. React (65 KB gz
// alone) must not be among it: every island waits for the visitor to reach for it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { devices, type Browser, type BrowserContextOptions, type Page, type Response } from 'playwright-core';
import { inSession, launchWholeBrowser } from './helpers/browser.ts';
import { serveRealSite, type ServedSite } from './helpers/real-site.ts';
import { PAGE_TYPES } from './helpers/pages.ts';

let served: ServedSite;
/** "Untouched" means no pointer on the page, which only the whole browser gives (launchWholeBrowser). */
let untouchedBrowser: Browser;

beforeAll(async () => {
  served = await serveRealSite();
  untouchedBrowser = await launchWholeBrowser();
});

afterAll(async () => {
  await untouchedBrowser?.close();
  await served?.close();
});

const KB = 1024;
const FIRST_INPUT_BUDGET = 10 * KB;
const IDLE_BUDGET = 60 * KB;

interface Fetched {
  file: string;
  gzip: number;
}

/** Every script the page fetches from its start until it is idle (network quiet, an idle callback run). */
async function untouched(page: Page, href: string): Promise<Fetched[]> {
  const pending: Promise<Fetched>[] = [];
  const onResponse = (r: Response) => {
    const path = new URL(r.url()).pathname;
    if (path.endsWith('.js'))
      pending.push(r.body().then((b) => ({ file: path, gzip: gzipSync(b, { level: 9 }).length })));
  };
  page.on('response', onResponse);
  try {
    await page.goto(href, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
    await page.waitForLoadState('networkidle');
    return await Promise.all(pending);
  } finally {
    // A later visit's responses are not this one's to read.
    page.off('response', onResponse);
  }
}

const sum = (files: Fetched[]) => files.reduce((n, f) => n + f.gzip, 0);

describe.each([
  ['desktop', { viewport: { width: 1280, height: 900 } }],
  ['phone', { ...devices['Pixel 7'] }],
] as [string, BrowserContextOptions][])('JS on every page type, untouched, on a %s', (_device, options) => {
  it.each(PAGE_TYPES)(
    '$type page: <= 10 KB gz before the first interaction, <= 60 KB gz once idle, no island live',
    async ({ path }) => {
      await inSession(untouchedBrowser, options, async (s) => {
        const page = await s.newPage();
        const files = await untouched(page, served.server.origin + path);
        const list = files.map((f) => `${f.file} ${f.gzip} B`).join(', ');
        expect(
          files.some((f) => f.file.includes('/loader-')),
          list,
        ).toBe(true);
        // Nothing was touched, so everything fetched so far ran before the first interaction.
        expect(sum(files), list).toBeLessThanOrEqual(FIRST_INPUT_BUDGET);
        expect(sum(files), list).toBeLessThanOrEqual(IDLE_BUDGET);
        expect(await page.locator('[data-hydrated]').count(), 'no island woke without the visitor').toBe(0);
      });
    },
  );
});

describe('an island that must show what the server could not', () => {
  const macDocs = () => served.server.origin + '/docs/platforms/mac/';
  const selectedTab = (page: Page) =>
    page.locator('[data-island="Tabs"] [role="tab"][aria-selected="true"]').first().innerText();

  it('wakes at once for a stored tab choice that is not the default, untouched', async () => {
    await inSession(served.browser, { viewport: { width: 1280, height: 900 } }, async (s) => {
      const page = await s.newPage();
      await page.goto(macDocs());
      const tabs = await page.locator('[data-island="Tabs"] [role="tab"]').allInnerTexts();
      expect(tabs.length).toBeGreaterThan(1);
      const props = await page.locator('script[data-island-props="Tabs"]').first().textContent();
      const value = (JSON.parse(props!) as { items: { value: string }[] }).items[1]!.value;
      await page.evaluate((v) => localStorage.setItem('docusaurus.tab.mac-install', v), value);
      await page.reload();
      await page.waitForFunction(
        (label) =>
          document.querySelector('[data-island="Tabs"] [role="tab"][aria-selected="true"]')?.textContent === label,
        tabs[1],
        { timeout: 60_000 },
      );
      expect(await selectedTab(page)).toBe(tabs[1]);
    });
  });

  it('stays asleep when the stored choice is the default', async () => {
    await inSession(served.browser, { viewport: { width: 1280, height: 900 } }, async (s) => {
      const page = await s.newPage();
      // The first visit settles (every script fetched, idle) before the measured one starts: a
      // script still arriving from it would be counted, then lost to the navigation.
      await untouched(page, macDocs());
      const first = await page.locator('[data-island="Tabs"]').first().getAttribute('data-wake-unless');
      await page.evaluate((v) => localStorage.setItem('docusaurus.tab.mac-install', v!), first);
      const files = await untouched(page, macDocs());
      expect(sum(files), files.map((f) => f.file).join(', ')).toBeLessThanOrEqual(FIRST_INPUT_BUDGET);
      expect(await page.locator('[data-hydrated]').count()).toBe(0);
    });
  });
});
