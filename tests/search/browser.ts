// Pages for the search browser tests (Chromium is launched by tests/e2e/helpers/browser.ts): every
// console error or page error is collected so each test can demand there were none.
import type { Browser, ConsoleMessage, Page } from 'playwright-core';

export interface Watched {
  page: Page;
  /** Console errors and page errors seen so far. */
  errors: string[];
}

/**
 * A fresh page (own context, so storage starts empty) that records console errors. `expectedFailures`
 * names URLs a test makes fail on purpose (a refusing or broken search host): the browser's own
 * "Failed to load resource" line for those is expected; anything else is an error.
 */
export async function openPage(
  browser: Browser,
  opts: { expectedFailures?: string[]; viewport?: { width: number; height: number } } = {},
): Promise<Watched> {
  const context = await browser.newContext({ viewport: opts.viewport ?? { width: 1200, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  const expected = (m: ConsoleMessage) =>
    m.text().startsWith('Failed to load resource') &&
    (opts.expectedFailures ?? []).some((u) => m.location().url.startsWith(u));
  page.on('console', (m) => {
    if (m.type() === 'error' && !expected(m)) errors.push(`console: ${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  return { page, errors };
}
