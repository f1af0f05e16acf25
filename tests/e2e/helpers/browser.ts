// Chromium for browser tests: launched from Debian's package, with every console error and page
// error recorded so a test can fail on them. A browser that cannot start fails the test.
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export async function launchBrowser(): Promise<Browser> {
  try {
    return await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  } catch (error) {
    throw new Error(`Chromium did not start from ${CHROMIUM}; browser tests need it (apt-get install chromium).`, { cause: error });
  }
}

/** Console errors and uncaught page errors seen by every page of a context. */
export class ErrorLog {
  readonly entries: string[] = [];
  watch(page: Page): void {
    page.on('console', (msg) => {
      if (msg.type() === 'error') this.entries.push(`console.error on ${page.url()}: ${msg.text()}`);
    });
    page.on('pageerror', (err) => this.entries.push(`page error on ${page.url()}: ${err.stack ?? err.message}`));
  }
  /** Hand the entries over and start afresh, so each test sees only its own. */
  take(): string[] {
    return this.entries.splice(0);
  }
}

export interface Session {
  context: BrowserContext;
  errors: ErrorLog;
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

export async function openSession(browser: Browser, options: BrowserContextOptions = {}): Promise<Session> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const errors = new ErrorLog();
  context.on('page', (p) => errors.watch(p));
  return {
    context,
    errors,
    newPage: () => context.newPage(),
    close: () => context.close(),
  };
}

/**
 * Wake every island on the page (intent islands wake on pointerenter) and wait until each root
 * carries data-hydrated="true". Returns the island names found.
 */
export async function hydrateAll(page: Page): Promise<string[]> {
  const names = await page.$$eval('[data-island]', (els) =>
    els.map((el) => {
      el.dispatchEvent(new PointerEvent('pointerenter'));
      return el.getAttribute('data-island') ?? '';
    }),
  );
  await page.waitForFunction(() => [...document.querySelectorAll('[data-island]')].every((el) => el.getAttribute('data-hydrated') === 'true'), undefined, { timeout: 15_000 });
  return names;
}

/** Waits for the load event and for the loader's idle work to settle. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise<void>((resolve) => (window.requestIdleCallback ? requestIdleCallback(() => resolve(), { timeout: 3000 }) : setTimeout(resolve, 300))));
}
