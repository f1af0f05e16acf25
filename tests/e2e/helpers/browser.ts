// Chromium for browser tests: launched from Debian's package, with every console error and page
// error recorded so a test can fail on them. A browser that cannot start fails the test.
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, inject } from 'vitest';

import { CHROMIUM, TEST_CHROMIUM, CHROMIUM_ARGS } from '../../helpers/chromium.ts';

/**
 * A connection to the run's shared Chromium (tests/setup/e2e-global.ts): closing it closes this
 * file's contexts and leaves the browser to the other files. Run outside that setup, a browser
 * of its own.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = inject('chromiumEndpoint');
  if (endpoint) return chromium.connect(endpoint);
  try {
    return await chromium.launch({ executablePath: TEST_CHROMIUM, args: [...CHROMIUM_ARGS] });
  } catch (error) {
    throw new Error(
      `Chromium did not start from ${TEST_CHROMIUM}; browser tests need it (apt-get install chromium-headless-shell).`,
      {
        cause: error,
      },
    );
  }
}

/**
 * The whole browser (Debian's chromium), not the headless shell, for a test whose premise is a
 * pointer that is nowhere on the page: the headless shell puts it at the top left corner of every
 * page it loads and sends the page a pointerenter there, which on our pages is the navbar.
 */
export async function launchWholeBrowser(): Promise<Browser> {
  try {
    return await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS] });
  } catch (error) {
    throw new Error(`Chromium did not start from ${CHROMIUM}; this browser test needs it (apt-get install chromium).`, {
      cause: error,
    });
  }
}

/** Console errors and uncaught page errors seen by every page of a context. */
class ErrorLog {
  readonly entries: string[] = [];
  watch(page: Page): void {
    page.on('console', (msg) => {
      if (msg.type() !== 'error') return;
      const from = msg.location().url;
      this.entries.push(
        `console.error on ${page.url()}: ${msg.text()}${from && from !== page.url() ? ` (${from})` : ''}`,
      );
    });
    page.on('pageerror', (err) => this.entries.push(`page error on ${page.url()}: ${err.stack ?? err.message}`));
  }
  /** Hand the entries over and start afresh, so each test sees only its own. */
  take(): string[] {
    return this.entries.splice(0);
  }
}

/** A phone, as the tests that tap before islands are live hold it: a narrow touch screen. */
export const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

export interface Session {
  context: BrowserContext;
  errors: ErrorLog;
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

/** An http(s) URL whose host (after any user@) is not this machine: 127.0.0.1, localhost or [::1]. */
const THIRD_PARTY = /^https?:\/\/(?!(?:[^/?#@]*@)?(?:127\.0\.0\.1|localhost|\[::1\])(?:[:/?#]|$))/i;

/**
 * Every URL not on `origin` (e.g. http://127.0.0.1:41234), as a pattern for context.route: like
 * the predicate `(url) => url.origin !== origin`, but matched by Playwright's driver, so the
 * site's own requests are not sent to the test process and back before they may load.
 */
export function notOn(origin: string): RegExp {
  const escaped = origin.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`^(?!${escaped}(?:[/?#]|$))`);
}

export async function openSession(browser: Browser, options: BrowserContextOptions = {}): Promise<Session> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const errors = new ErrorLog();
  context.on('page', (p) => errors.watch(p));
  // Tests run offline: answer third-party requests (author avatars from GitHub) with an empty
  // body instead of a DNS failure, so only the site's own requests can fail a test.
  // A RegExp, not a function: Playwright matches a RegExp in the browser's driver and lets the
  // site's own requests through there, where a function sends every request over the socket
  // to this test process and back before it may load.
  await context.route(THIRD_PARTY, (route) =>
    route.fulfill({
      status: 200,
      contentType: route.request().resourceType() === 'image' ? 'image/svg+xml' : 'text/plain',
      body:
        route.request().resourceType() === 'image'
          ? '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>'
          : '',
    }),
  );
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
  await page.waitForFunction(
    () => [...document.querySelectorAll('[data-island]')].every((el) => el.getAttribute('data-hydrated') === 'true'),
    undefined,
    { timeout: 60_000 },
  );
  return names;
}

/** Waits for the load event and for the loader's idle work to settle. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3000 })));
}

/**
 * Runs fn in a fresh context and fails if any page logged a console error or threw, even when
 * fn itself passed. `allow` lets a test accept errors it provokes on purpose (and asserts itself).
 */
export async function inSession<T>(
  browser: Browser,
  options: BrowserContextOptions,
  fn: (s: Session) => Promise<T>,
  allow: (entry: string) => boolean = () => false,
): Promise<T> {
  const s = await openSession(browser, options);
  try {
    return await checked(s, fn, allow);
  } finally {
    await s.close();
  }
}

/** Runs fn, then fails if a page of the session logged an error meanwhile (see inSession). */
async function checked<T>(s: Session, fn: (s: Session) => Promise<T>, allow: (entry: string) => boolean): Promise<T> {
  s.errors.take(); // what an earlier test left behind is not this test's
  let value: T;
  try {
    value = await fn(s);
  } catch (error) {
    s.errors.take();
    throw error;
  }
  const errors = s.errors.take().filter((e) => !allow(e));
  if (errors.length) throw new Error(`The page logged errors:\n${errors.join('\n')}`);
  return value;
}

/** A context several tests share (sharedSession), and the one page they all drive. */
export interface SharedSession {
  /** Like inSession, in the shared context: console errors and page errors fail the test. */
  run<T>(fn: (page: Page, s: Session) => Promise<T>, allow?: (entry: string) => boolean): Promise<T>;
}

/**
 * One context and one page for the tests of a file that only read what a page shows (each loads
 * its own URL first), opened by the first test that runs in it and closed after the file. Every
 * context costs Chromium a renderer process, and each page in it compiles the site's scripts
 * again, with its cache empty; a test that changes stored state or asserts a first visit
 * keeps inSession's fresh context. `init` runs once, on the new context (e.g. addInitScript).
 */
export function sharedSession(
  browser: () => Browser,
  options: BrowserContextOptions,
  init: (s: Session) => Promise<unknown> = async () => {},
): SharedSession {
  let opened: Promise<{ s: Session; page: Page }> | undefined;
  afterAll(async () => {
    if (opened) await (await opened).s.close();
  });
  return {
    async run(fn, allow = () => false) {
      opened ??= (async () => {
        const s = await openSession(browser(), options);
        await init(s);
        return { s, page: await s.newPage() };
      })();
      const { s, page } = await opened;
      return checked(s, () => fn(page, s), allow);
    },
  };
}

/** Waits until the named island's root (the first, or the one inside `within`) is live. */
export async function waitHydrated(page: Page, name: string, within = ''): Promise<void> {
  const sel = `${within} [data-island="${name}"]`.trim();
  await page.locator(sel).first().dispatchEvent('pointerenter');
  await page.locator(`${sel}[data-hydrated="true"]`).first().waitFor({ state: 'attached', timeout: 60_000 });
}
