// The results page (/search/?q=...) in Chromium, on the search fixture site with the local index.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { searchSiteForTests } from './helpers/search-site.ts';
import { hydrated, openDialog, search } from '../search/e2e.ts';

const fixture = searchSiteForTests();
const { page } = fixture;

const input = '#search-page-input';
const titles = (p: Page) => p.$$eval('.search-result__title', (els) => els.map((e) => e.textContent ?? ''));

async function answered(p: Page, text: string | RegExp): Promise<void> {
  await p.locator('.search-page__count, .search-no-results__title').filter({ hasText: text }).waitFor();
}

describe('search results page', () => {
  it('shows the results for ?q=, the count, and pages through them', async () => {
    const p = await page();
    await p.goto(`${fixture.site.url}/search/?q=reader`);
    await hydrated(p, 'SearchPage');
    await answered(p, '23 documents found');
    expect(await p.inputValue(input)).toBe('reader');
    expect(await p.textContent('.search-page__title')).toBe('Search results for "reader"');
    const results = () => p.$$eval('.search-result', (els) => els.map((e) => e.textContent ?? ''));
    const first = await results();
    expect(first).toHaveLength(20);
    expect(await p.textContent('.search-page__page')).toBe('Page 1 of 2');
    await p.click('.search-page__pager button:has-text("Next")');
    await p.locator('.search-page__page', { hasText: 'Page 2 of 2' }).waitFor();
    await p.waitForFunction(() => document.querySelectorAll('.search-result').length === 3);
    const second = await results();
    expect(second.filter((t) => first.includes(t))).toEqual([]);
    expect(new URL(p.url()).searchParams.get('page')).toBe('2');
    expect(await p.getAttribute('.search-result__title a >> nth=0', 'href')).toMatch(/^\/docs\//);
  });

  it('opens on the given page of results', async () => {
    const p = await page();
    await p.goto(`${fixture.site.url}/search/?q=reader&page=2`);
    await answered(p, '23 documents found');
    expect(await p.textContent('.search-page__page')).toBe('Page 2 of 2');
  });

  it('keeps the query in the URL as it changes, without adding history entries', async () => {
    const p = await page();
    await p.goto(`${fixture.site.url}/search/`);
    await hydrated(p, 'SearchPage');
    const length = await p.evaluate(() => history.length);
    await p.fill(input, 'ntag');
    await answered(p, /documents? found/);
    expect(new URL(p.url()).searchParams.get('q')).toBe('ntag');
    await p.fill(input, 'mifare classic');
    // The answer to "ntag" stays on screen until the new one arrives: wait for the new one.
    await p.locator('.search-page__title').filter({ hasText: 'Search results for "mifare classic"' }).waitFor();
    await answered(p, /documents? found/);
    expect(new URL(p.url()).search).toBe('?q=mifare+classic');
    expect(await p.evaluate(() => history.length)).toBe(length);
    expect((await titles(p))[0]).toBe('MIFARE Classic');
  });

  it('closes the results on the first Escape and clears the query on the second', async () => {
    const p = await page();
    await p.goto(`${fixture.site.url}/search/?q=pn532`);
    await answered(p, /documents found/);
    await p.focus(input);
    await p.keyboard.press('Escape');
    expect(await p.isHidden('#search-page-results')).toBe(true);
    expect(await p.inputValue(input)).toBe('pn532');
    await p.keyboard.press('Escape');
    expect(await p.inputValue(input)).toBe('');
    expect(new URL(p.url()).search).toBe('');
    await p.keyboard.type('acr');
    await answered(p, /found/);
    expect(await p.isVisible('#search-page-results')).toBe(true);
  });

  it('says when nothing matched, with the report link', async () => {
    const p = await page();
    await p.goto(`${fixture.site.url}/search/?q=qqzzxx`);
    await answered(p, 'No results for');
    expect(await p.textContent('.search-no-results__title')).toBe('No results for "qqzzxx"');
    expect(await p.textContent('.search-no-results__report')).toBe(
      'Believe this query should return results? Let us know.',
    );
  });

  it('limits the query to 64 characters, also from the URL', async () => {
    const p = await page();
    await p.goto(`${fixture.site.url}/search/?q=${'a'.repeat(80)}`);
    await hydrated(p, 'SearchPage');
    await p.waitForFunction((sel) => (document.querySelector(sel) as HTMLInputElement).value.length > 0, input);
    expect(await p.inputValue(input)).toHaveLength(64);
    expect(await p.getAttribute(input, 'maxlength')).toBe('64');
  });

  it('opens from the dialog\'s "See all results" link with the query', async () => {
    const p = await page();
    await p.goto(`${fixture.site.url}/docs/`);
    await p.waitForLoadState('networkidle');
    await openDialog(p);
    await search(p, 'reader');
    await Promise.all([p.waitForURL(/\/search\/\?q=reader$/), p.click('.search-modal__all')]);
    await answered(p, '23 documents found');
    expect(await p.inputValue(input)).toBe('reader');
    expect(await p.locator('.search-modal').count()).toBe(0);
  });

  it('works without JavaScript: the navbar button links here and the form submits the query', async () => {
    const p = await (await fixture.browser.newContext({ javaScriptEnabled: false })).newPage();
    fixture.closeAfterTest(p);
    await p.goto(`${fixture.site.url}/docs/`);
    expect(await p.getAttribute('.search-button', 'href')).toBe('/search/');
    await p.click('.search-button');
    await p.waitForURL(/\/search\/$/);
    await p.fill(input, 'reader');
    await Promise.all([p.waitForURL(/\/search\/\?q=reader$/), p.press(input, 'Enter')]);
  });
});
