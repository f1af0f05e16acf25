// A page in Chromium as a phone visitor meets it (Pixel 7 touch emulation, served by `zapsite
// serve`'s static server): the JS fetched before anything is touched, then how long the first tap
// on the colour toggle takes to be answered, cold (nothing cached: the island's code and React
// are fetched on that tap) and cached (the same page loaded again, its scripts in the HTTP cache).
// The time runs from the tap's click event to the theme change on <html>.
// Usage: node bench/first-input.ts DIR [URL…] prints a table; bench/run.ts calls measureFirstInput.
import { gzipSync } from 'node:zlib';
import { chromium, devices, type Browser, type Page } from 'playwright-core';
import { startStaticServer } from '../generator/server/static-server.ts';

export interface FirstInput {
  url: string;
  /** gzip bytes of every script fetched, untouched, until idle (level 9, per file). */
  untouchedJs: number;
  untouchedFiles: number;
  /** Click event to theme change, ms; undefined when the tap was not answered. */
  coldMs?: number;
  cachedMs?: number;
}

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** Init script: the tap's click time and the first theme change after it. */
const TIMER = `(() => {
  const t = (window.__zsTap = {});
  addEventListener('click', (e) => { if (e.isTrusted && t.click === undefined) t.click = e.timeStamp; }, true);
  new MutationObserver(() => { if (t.click !== undefined && t.changed === undefined) t.changed = performance.now(); })
    .observe(document, { attributes: true, subtree: true, attributeFilter: ['data-theme'] });
})();`;

async function idle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate('new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 }))');
  await page.waitForLoadState('networkidle');
}

async function tapToggle(page: Page): Promise<number | undefined> {
  await page.locator('.color-mode-toggle svg >> visible=true').tap();
  try {
    await page.waitForFunction('window.__zsTap.changed !== undefined', undefined, { timeout: 10_000 });
  } catch {
    return undefined;
  }
  return page.evaluate<number>('window.__zsTap.changed - window.__zsTap.click');
}

async function one(browser: Browser, href: string): Promise<Omit<FirstInput, 'url'>> {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  try {
    await context.addInitScript(TIMER);
    const page = await context.newPage();
    const bodies: Promise<number>[] = [];
    const onResponse = (r: { url(): string; body(): Promise<Buffer> }) => {
      if (new URL(r.url()).pathname.endsWith('.js')) bodies.push(r.body().then((b) => gzipSync(b, { level: 9 }).length, () => 0));
    };
    page.on('response', onResponse);
    await page.goto(href, { waitUntil: 'load' });
    await idle(page);
    const sizes = await Promise.all(bodies);
    page.off('response', onResponse);
    const coldMs = await tapToggle(page);
    // Back to the default for the second visit, which reads the stored choice before paint.
    await page.evaluate("localStorage.removeItem('theme')");
    await page.goto(href, { waitUntil: 'load' });
    await idle(page);
    const cachedMs = await tapToggle(page);
    return { untouchedJs: sizes.reduce((a, b) => a + b, 0), untouchedFiles: sizes.length, coldMs, cachedMs };
  } finally {
    await context.close();
  }
}

/** Serves `dir` and measures each URL (site paths such as "/docs/") in a fresh Chromium context. */
export async function measureFirstInput(dir: string, urls: string[]): Promise<FirstInput[]> {
  const server = await startStaticServer({ dir, host: '127.0.0.1', port: 0 });
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ARGS });
  try {
    const out: FirstInput[] = [];
    for (const url of urls) out.push({ url, ...(await one(browser, server.siteUrl.replace(/\/$/, '') + url)) });
    return out;
  } finally {
    await browser.close();
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir, ...urls] = process.argv.slice(2);
  if (!dir) {
    process.stderr.write('usage: node bench/first-input.ts BUILD_DIR [URL…]\n');
    process.exit(2);
  }
  for (const r of await measureFirstInput(dir, urls.length ? urls : ['/', '/docs/', '/blog/'])) {
    const ms = (x?: number) => (x === undefined ? 'not answered' : `${x.toFixed(0)} ms`);
    process.stdout.write(`${r.url}: untouched ${(r.untouchedJs / 1024).toFixed(1)} KB gz in ${r.untouchedFiles} files; first tap cold ${ms(r.coldMs)}, cached ${ms(r.cachedMs)}\n`);
  }
}
