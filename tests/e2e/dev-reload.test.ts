// `zapsite dev` in Chromium: an edit to a copied fixture's doc reloads the open page, which shows
// the new text at the same scroll position; a broken edit shows the overlay as text; the fix
// clears it; a stylesheet edit swaps the CSS without a reload. Any console error fails the test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openSession, type Session } from './helpers/browser.ts';
import { DevServer } from '../../generator/dev/dev-server.ts';
import { THEME_DIR } from '../../generator/render/theme.ts';

const FIXTURE = fileURLToPath(new URL('../fixtures/dev-site/', import.meta.url));
const WAIT = { timeout: 30_000 };

const filler = Array.from(
  { length: 40 },
  (_, i) => `Paragraph ${i + 1} of filler, so the page is tall enough to scroll.`,
).join('\n\n');
const guide = (first: string, extra = '') =>
  `---\ntitle: Guide\ndescription: How to do it.\n---\n\n${first}\n\n${extra}\n\n${filler}\n\n## Setup\n\nSet it up.\n`;

let tmp: string;
let root: string;
let themeDir: string;
let server: DevServer;
let origin: string;
let browser: Browser;
let session: Session;
let page: Page;

async function connected(): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (server.clientCount < 1) {
    if (Date.now() > deadline) throw new Error('The page never connected to /__zapsite/events');
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'zs-dev-e2e-'));
  root = join(tmp, 'site');
  themeDir = join(tmp, 'theme');
  await cp(FIXTURE, root, { recursive: true });
  await cp(THEME_DIR, themeDir, { recursive: true });
  await writeFile(join(root, 'content/docs/guide/index.mdx'), guide('The first paragraph says BEFORE THE EDIT.'));
  server = new DevServer({ root, port: 0, themeDir, debounceMs: 50, log: () => {}, warn: () => {} });
  origin = (await server.start()).url.replace(/\/$/, '');
  browser = await launchBrowser();
  session = await openSession(browser);
  page = await session.newPage();
});

afterAll(async () => {
  await session?.close();
  await browser?.close();
  await server?.close();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

describe('zapsite dev in the browser', () => {
  it('reloads the open page on an edit, keeping the scroll position', async () => {
    await page.goto(`${origin}/docs/guide/`);
    await page.waitForFunction(() => document.body.textContent!.includes('BEFORE THE EDIT'), undefined, WAIT);
    await connected();
    await page.evaluate(() => {
      window.scrollTo(0, 600);
      (window as unknown as { __beforeReload: boolean }).__beforeReload = true;
    });
    expect(await page.evaluate(() => window.scrollY)).toBe(600);

    await writeFile(join(root, 'content/docs/guide/index.mdx'), guide('The first paragraph says AFTER THE EDIT.'));
    await page.waitForFunction(() => document.body.textContent!.includes('AFTER THE EDIT'), undefined, WAIT);
    expect(
      await page.evaluate(() => (window as unknown as { __beforeReload?: boolean }).__beforeReload),
    ).toBeUndefined();
    expect(await page.textContent('main')).not.toContain('BEFORE THE EDIT');
    await page.waitForFunction(() => window.scrollY === 600, undefined, WAIT);
    expect(session.errors.take()).toEqual([]);
  });

  it('shows a broken edit in an overlay, as text, and clears it on the fix', async () => {
    await connected();
    const hostile = 'Here is <span title="<img src=x onerror=window.__pwned=1>" broken';
    await writeFile(
      join(root, 'content/docs/guide/index.mdx'),
      guide('The first paragraph says AFTER THE EDIT.', hostile),
    );
    const overlay = page.locator('zapsite-error-overlay');
    await overlay.waitFor({ state: 'attached', ...WAIT });
    const shown = await overlay.evaluate((el) => el.shadowRoot!.textContent);
    expect(shown).toContain('Build failed: 1 error');
    expect(shown).toMatch(/content\/docs\/guide\/index\.mdx:8:\d+/);
    expect(shown).toContain(hostile);
    expect(await overlay.evaluate((el) => el.shadowRoot!.querySelectorAll('img,span').length)).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    // The last good page stays.
    expect(await page.textContent('main')).toContain('AFTER THE EDIT');

    await writeFile(join(root, 'content/docs/guide/index.mdx'), guide('The first paragraph says FIXED NOW.'));
    await page.waitForFunction(() => document.body.textContent!.includes('FIXED NOW'), undefined, WAIT);
    await overlay.waitFor({ state: 'detached', ...WAIT });
    expect(session.errors.take()).toEqual([]);
  });

  it('swaps the stylesheet in place on a CSS-only edit', async () => {
    await connected();
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    const cssPath = join(themeDir, 'styles/site.css');
    await writeFile(cssPath, `${await readFile(cssPath, 'utf8')}\nbody { --zs-e2e-swapped: yes; }\n`);
    await page.waitForFunction(
      () => getComputedStyle(document.body).getPropertyValue('--zs-e2e-swapped').trim() === 'yes',
      undefined,
      WAIT,
    );
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(1);
    expect(session.errors.take()).toEqual([]);
  });
});
