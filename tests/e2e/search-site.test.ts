// Search on the real Zaparoo site in Chromium: ranking in the dialog and what the first query costs.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { buildFixture } from '../helpers/build.ts';
import { REPO } from '../helpers/paths.ts';
import { launchBrowser } from './helpers/browser.ts';
import { openPage } from '../search/browser.ts';
import { serveFiles, type StaticSite } from '../search/static-server.ts';
import { groups, gzipBytes, hydrated, search } from '../search/e2e.ts';

let browser: Browser;
let site: StaticSite;
let files: ReadonlyMap<string, Buffer>;
let errors: string[] = [];
let p: Page;

beforeAll(async () => {
  const out = await buildFixture(REPO);
  if (!out.ok) throw new Error(out.diagnostics.map((d) => d.message).join('\n'));
  files = out.writer.files;
  site = await serveFiles(files);
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
});
afterEach(async () => {
  expect(errors).toEqual([]);
  await p?.context().close();
});

describe('search on the Zaparoo site', () => {
  it('lists the PN532 pages first for "pn532", and the first query downloads at most 100 KB gzipped', async () => {
    const w = await openPage(browser);
    p = w.page;
    errors = w.errors;
    await p.goto(`${site.url}/docs/`);
    await hydrated(p, 'SearchButton');
    await p.waitForLoadState('networkidle');
    const before = site.served.length;
    await p.keyboard.press('Control+k');
    await p.waitForSelector('.search-modal__input');
    await search(p, 'pn532');
    const g = await groups(p);
    expect(g[0]!.title).toBe('Readers');
    expect(g[0]!.hits.slice(0, 2)).toEqual(['/docs/readers/nfc/pn532-module/', '/docs/readers/nfc/pn532-usb/']);

    const fetched = site.served.slice(before);
    const island = [...files.keys()].find((k) => k.startsWith('assets/js/island-SearchButton-'))!;
    // What search costs: the button's island and everything its first query fetched (React comes with any island).
    const bytes = gzipBytes(files, [island, ...fetched]);
    expect(fetched.some((f) => f.startsWith('assets/search/t-'))).toBe(true);
    expect(bytes).toBeLessThanOrEqual(100 * 1024);
  });
});
