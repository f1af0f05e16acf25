// The hosted search path in Chromium: the fixture site built with an application id, an API key and
// hosts pointing at local stand-ins for the hosted service (tests/search/server.ts).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './helpers/browser.ts';
import { openPage } from '../search/browser.ts';
import { serveFiles, type StaticSite } from '../search/static-server.ts';
import { buildSite, recordsOf } from '../search/site.ts';
import { startFakeHosts, type FakeHost } from '../search/server.ts';
import { dialogInput, groups, hydrated, openDialog, search } from '../search/e2e.ts';

let browser: Browser;
let hosts: FakeHost[];
let site: StaticSite;
let strict: StaticSite;
let flexChunk: string;
let errors: string[] = [];
const pages: Page[] = [];

beforeAll(async () => {
  const records = await recordsOf((await buildSite()).writer.files);
  hosts = await startFakeHosts(3, records);
  const hosted = { appId: 'APPID', apiKey: 'search-key', hosts: hosts.map((h) => h.url) };
  const built = (await buildSite(hosted)).writer.files;
  flexChunk = [...built.keys()].find(
    (k) => k.endsWith('.js') && built.get(k)!.toString('utf8').includes('fastupdate'),
  )!;
  site = await serveFiles(built);
  strict = await serveFiles((await buildSite({ ...hosted, fallbackToLocal: false })).writer.files);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([site?.close(), strict?.close(), ...(hosts ?? []).map((h) => h.close())]);
});
afterEach(async () => {
  expect(errors).toEqual([]);
  for (const p of pages.splice(0)) await p.context().close();
  for (const h of hosts) {
    h.setMode({ kind: 'ok' });
    h.requests.length = 0;
  }
});

async function page(failing: FakeHost[] = []): Promise<Page> {
  const w = await openPage(browser, { expectedFailures: failing.map((h) => h.url) });
  errors = w.errors;
  pages.push(w.page);
  return w.page;
}

const queries = (h: FakeHost) =>
  h.searches().map((r) => (r.body as { requests: { query: string }[] }).requests[0]!.query);
const hostStates = async (p: Page) =>
  JSON.parse((await p.evaluate(() => localStorage.getItem('zapsite-search-hosts-APPID'))) ?? '{}') as Record<
    string,
    { status: string }
  >;
const localIndexServed = (s: StaticSite, from: number) =>
  s.served.slice(from).filter((f) => f === 'search-index.json' || f.startsWith('assets/search/'));

describe('hosted search in the browser', () => {
  it('queries the hosted service as the user types, with the keys in headers, and links hits to site paths', async () => {
    const p = await page();
    const from = site.served.length;
    await p.goto(`${site.url}/docs/`);
    await openDialog(p);
    await dialogInput(p).pressSequentially('pn532', { delay: 30 });
    await search(p, 'pn532');
    // One request per keystroke, the first host asked first. On a loaded machine the first host can
    // miss the client's 1 s connect timeout; the client then asks the next host and must note the
    // first as timed out, so the hosts after it are asked only then.
    const states = await hostStates(p);
    const spilled = hosts.slice(1).some((h) => h.searches().length > 0);
    if (spilled) expect(states[hosts[0]!.url]?.status).toBe('timed out');
    else expect(hosts.slice(1).map((h) => h.searches())).toEqual([[], []]);
    expect(queries(hosts[0]!)[0]).toBe('p');
    expect(hosts.flatMap(queries)).toContain('pn532');
    expect(hosts.flatMap(queries).length).toBeGreaterThan(1);
    const req = hosts[0]!.searches()[0]!;
    expect(req.headers['x-algolia-application-id']).toBe('APPID');
    expect(req.headers['x-algolia-api-key']).toBe('search-key');
    expect((req.body as { requests: { hitsPerPage: number; facetFilters: unknown }[] }).requests[0]).toMatchObject({
      hitsPerPage: 20,
      facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
    });
    const g = await groups(p);
    expect(g[0]!.title).toBe('Readers');
    expect(g[0]!.hits[0]).toBe('/docs/readers/pn532/');
    expect(localIndexServed(site, from)).toEqual([]);
    // FlexSearch ("fastupdate" is one of its option names) is fetched only when the local index answers.
    expect(flexChunk).toMatch(/^assets\/js\/chunk-/);
    expect(site.served.slice(from)).not.toContain(flexChunk);
  });

  it('shows the spinner when an answer takes longer than 300 ms', async () => {
    const p = await page();
    await p.goto(`${site.url}/docs/`);
    await openDialog(p);
    // Every host is slow: which one the client asks first depends on host states earlier tests
    // may have stored (a host that timed out under load is tried last for 120 s).
    for (const h of hosts) h.setMode({ kind: 'delay', ms: 700 });
    // The page notes the spinner the moment it appears: polling from here could miss the 300-700 ms
    // window on a busy machine.
    await p.evaluate(() => {
      const seen = () => document.querySelector('.search-modal__label .search-spinner') !== null;
      new MutationObserver(() => {
        if (seen()) (window as unknown as { sawSpinner: boolean }).sawSpinner = true;
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await dialogInput(p).fill('ntag');
    await search(p, 'ntag');
    expect(await p.evaluate(() => (window as unknown as { sawSpinner?: boolean }).sawSpinner)).toBe(true);
    expect(await p.locator('.search-spinner').count()).toBe(0);
    expect((await groups(p))[0]!.title).toBe('Tokens');
  });

  it('falls back to the local index when every host fails, and remembers the hosts as down', async () => {
    for (const h of hosts) h.setMode({ kind: 'refuse' });
    const p = await page(hosts);
    const from = site.served.length;
    await p.goto(`${site.url}/docs/`);
    await openDialog(p);
    await search(p, 'mifare');
    expect((await groups(p)).flatMap((g) => g.hits)).toContain('/docs/tokens/mifare/');
    expect(localIndexServed(site, from)[0]).toBe('search-index.json');
    expect(site.served.slice(from)).toContain(flexChunk);
    const states = await hostStates(p);
    expect(hosts.map((h) => states[h.url]?.status)).toEqual(['down', 'down', 'down']);
  });

  it('shows the error view when every host fails and there is no fallback', async () => {
    for (const h of hosts) h.setMode({ kind: 'status', status: 503 });
    const p = await page(hosts);
    const from = strict.served.length;
    await p.goto(`${strict.url}/docs/`);
    await openDialog(p);
    await search(p, 'mifare');
    expect(await p.textContent('.search-error__title')).toBe('Unable to fetch results');
    expect(await p.textContent('.search-error__help')).toBe('You might want to check your network connection.');
    expect(localIndexServed(strict, from)).toEqual([]);
    expect(hosts.every((h) => h.searches().length === 1)).toBe(true);
  });

  it('shows hosted hit text that looks like markup as text', async () => {
    const p = await page();
    await p.goto(`${site.url}/docs/`);
    await openDialog(p);
    await search(p, 'onerror');
    const body = p.locator('.search-modal__body');
    expect(await body.textContent()).toContain('<img src=x onerror=window.__zsXss=1>');
    expect(await body.locator('img').count()).toBe(0);
    expect(await p.evaluate(() => (window as { __zsXss?: unknown }).__zsXss)).toBeUndefined();
  });

  it('drives the results page from the hosted service, page by page', async () => {
    const p = await page();
    await p.goto(`${site.url}/search/?q=reader`);
    await hydrated(p, 'SearchPage');
    await p.locator('.search-page__count').waitFor();
    const nbHits = Number((await p.textContent('.search-page__count'))!.split(' ')[0]);
    expect(nbHits).toBeGreaterThan(20);
    await p.click('.search-page__pager button:has-text("Next")');
    await p.waitForFunction((n) => document.querySelectorAll('.search-result').length === n, nbHits - 20);
    const pagesAsked = hosts[0]!.searches().map((r) => (r.body as { requests: { page: number }[] }).requests[0]!.page);
    expect(pagesAsked).toEqual([0, 1]);
  });
});
