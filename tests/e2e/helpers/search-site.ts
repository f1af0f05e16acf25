// The search fixture site (tests/search/site, local index) served from memory with Chromium, for
// the search browser tests. Every page a test opens fails it on a console error or page error.
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { openPage } from '../../search/browser.ts';
import { serveFiles, type StaticSite } from '../../search/static-server.ts';
import { buildSite } from '../../search/site.ts';

export interface SearchSiteForTests {
  site: StaticSite;
  browser: Browser;
  /** A fresh page in its own context, watched for errors and closed after the test. */
  page(opts?: Parameters<typeof openPage>[1]): Promise<Page>;
  /** Closes a page the test opened itself (not watched) after the test. */
  closeAfterTest(page: Page): void;
}

/** Builds and serves the site before the file's tests; the object is filled in by then. */
export function searchSiteForTests(): SearchSiteForTests {
  const errors: string[][] = [];
  const pages: Page[] = [];
  const fixture = {
    async page(opts = {}) {
      const w = await openPage(fixture.browser, opts);
      errors.push(w.errors);
      pages.push(w.page);
      return w.page;
    },
    closeAfterTest: (page) => void pages.push(page),
  } as SearchSiteForTests;
  beforeAll(async () => {
    fixture.site = await serveFiles((await buildSite()).writer.files);
    fixture.browser = await launchBrowser();
  });
  afterAll(async () => {
    await fixture.browser?.close();
    await fixture.site?.close();
  });
  afterEach(async () => {
    const seen = errors.splice(0).flat();
    for (const p of pages.splice(0)) await p.context().close();
    // Every test fails on any console error or page error.
    expect(seen).toEqual([]);
  });
  return fixture;
}
