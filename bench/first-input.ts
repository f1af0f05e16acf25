// A page in Chromium as a phone visitor meets it (Pixel 7 touch emulation, served by `zapsite
// serve`'s static server): the JS fetched before anything is touched, then how long the first tap
// on the colour toggle takes to be answered, cold (nothing cached: the island's code and React
// are fetched on that tap) and cached (the same page loaded again, its scripts in the HTTP cache).
// The time runs from the tap's click event to the theme change on <html>; each is the median of
// RUNS fresh contexts (cold) and of RUNS reloads (cached), as the shared machine's load varies.
// Usage: node bench/first-input.ts DIR [URL…] prints a table; bench/run.ts calls measureFirstInput.
import { gzipSync } from 'node:zlib';
import { chromium, devices, type Browser, type Page } from 'playwright-core';
import { startStaticServer } from '../generator/server/static-server.ts';
import { CHROMIUM, CHROMIUM_ARGS } from '../tests/helpers/chromium.ts';

export interface FirstInput {
  url: string;
  /** gzip bytes of every script fetched, untouched, until idle (level 9, per file). */
  untouchedJs: number;
  untouchedFiles: number;
  /** Click event to theme change, ms; undefined when the tap was not answered. */
  coldMs?: number;
  cachedMs?: number;
}

const RUNS = 3;

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

const median = (xs: (number | undefined)[]): number | undefined => {
  if (xs.some((x) => x === undefined)) return undefined;
  const s = (xs as number[]).slice().sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

/** One fresh context: the untouched page's scripts, a cold tap, then `reloads` cached taps. */
async function visit(
  browser: Browser,
  href: string,
  reloads: number,
): Promise<{ js: number[]; cold?: number; cached: (number | undefined)[] }> {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  try {
    await context.addInitScript(TIMER);
    const page = await context.newPage();
    const bodies: Promise<number>[] = [];
    const onResponse = (r: { url(): string; body(): Promise<Buffer> }) => {
      if (new URL(r.url()).pathname.endsWith('.js'))
        bodies.push(
          r.body().then(
            (b) => gzipSync(b, { level: 9 }).length,
            () => 0,
          ),
        );
    };
    page.on('response', onResponse);
    await page.goto(href, { waitUntil: 'load' });
    await idle(page);
    const js = await Promise.all(bodies);
    page.off('response', onResponse);
    const cold = await tapToggle(page);
    const cached: (number | undefined)[] = [];
    for (let i = 0; i < reloads; i++) {
      // Back to the default for the next visit, which reads the stored choice before paint.
      await page.evaluate("localStorage.removeItem('theme')");
      await page.goto(href, { waitUntil: 'load' });
      await idle(page);
      cached.push(await tapToggle(page));
    }
    return { js, cold, cached };
  } finally {
    await context.close();
  }
}

async function one(browser: Browser, href: string): Promise<Omit<FirstInput, 'url'>> {
  const first = await visit(browser, href, RUNS);
  const colds = [first.cold];
  for (let i = 1; i < RUNS; i++) colds.push((await visit(browser, href, 0)).cold);
  return {
    untouchedJs: first.js.reduce((a, b) => a + b, 0),
    untouchedFiles: first.js.length,
    coldMs: median(colds),
    cachedMs: median(first.cached),
  };
}

/** Serves `dir` and measures each URL (site paths such as "/docs/") in a fresh Chromium context. */
export async function measureFirstInput(dir: string, urls: string[]): Promise<FirstInput[]> {
  const server = await startStaticServer({ dir, host: '127.0.0.1', port: 0 });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? CHROMIUM,
    args: [...CHROMIUM_ARGS],
  });
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
    process.stdout.write(
      `${r.url}: untouched ${(r.untouchedJs / 1024).toFixed(1)} KB gz in ${r.untouchedFiles} files; first tap cold ${ms(r.coldMs)}, cached ${ms(r.cachedMs)}\n`,
    );
  }
}
