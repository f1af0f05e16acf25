// The search dialog in Chromium, on the search fixture site with the local index.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { searchSiteForTests } from './helpers/search-site.ts';
import { dialogInput, groups, hydrated, openDialog, search } from '../search/e2e.ts';

const fixture = searchSiteForTests();
const { page } = fixture;

const modal = (p: Page) => p.locator('.search-modal');
const recentKey = '__DOCSEARCH_RECENT_SEARCHES__fixture';
const favoriteKey = '__DOCSEARCH_FAVORITE_SEARCHES__fixture';

const stored = (n: number) => ({
  objectID: `/docs/platforms/p${n}/~0`,
  url: `/docs/?from=${n}`,
  type: 'lvl1',
  content: null,
  hierarchy: { lvl0: 'Platforms', lvl1: `Stored ${n}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
});

describe('search dialog: opening and closing', () => {
  it('opens from the navbar button with the placeholder, and Escape closes it and returns focus', async () => {
    const p = await page();
    await p.goto(`${fixture.site.url}/docs/`);
    await openDialog(p);
    await expect(dialogInput(p).getAttribute('placeholder')).resolves.toBe('Search docs');
    expect(await p.evaluate(() => document.activeElement?.classList.contains('search-modal__input'))).toBe(true);
    await p.keyboard.press('Escape');
    await modal(p).waitFor({ state: 'detached' });
    expect(await p.evaluate(() => document.activeElement?.classList.contains('search-button'))).toBe(true);
  });

  it('opens on Ctrl+K and on Meta+K, which also close it again', async () => {
    const p = await page();
    await p.goto(`${fixture.site.url}/docs/`);
    await hydrated(p, 'SearchButton');
    await p.keyboard.press('Control+k');
    await modal(p).waitFor();
    await p.keyboard.press('Control+k');
    await modal(p).waitFor({ state: 'detached' });
    await p.keyboard.press('Meta+k');
    await modal(p).waitFor();
  });

  it('opens on "/" unless a text field has focus', async () => {
    const p = await page();
    await p.goto(`${fixture.site.url}/docs/`);
    await hydrated(p, 'SearchButton');
    await p.evaluate(() => {
      const input = document.createElement('input');
      input.id = 'other-field';
      document.querySelector('main')!.prepend(input);
    });
    await p.focus('#other-field');
    await p.keyboard.press('/');
    expect(await p.inputValue('#other-field')).toBe('/');
    expect(await modal(p).count()).toBe(0);
    await p.evaluate(() => (document.activeElement as HTMLElement).blur());
    await p.keyboard.press('/');
    await modal(p).waitFor();
    // The slash opened the dialog; it is not typed into the query.
    expect(await dialogInput(p).inputValue()).toBe('');
  });

  it('opens on Ctrl+K pressed before the button has hydrated', async () => {
    const p = await page();
    // A busy page: idle callbacks never come, so only the shortcut wakes the island.
    await p.addInitScript(() => {
      (window as { requestIdleCallback?: unknown }).requestIdleCallback = () => 0;
    });
    await p.goto(`${fixture.site.url}/docs/`);
    expect(await p.locator('[data-island="SearchButton"][data-hydrated="true"]').count()).toBe(0);
    await p.keyboard.press('Control+k');
    await modal(p).waitFor();
    await hydrated(p, 'SearchButton');
  });

  it('opens on Ctrl+K pressed while the button is still loading', async () => {
    const p = await page();
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await p.route('**/island-SearchButton-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await p.goto(`${fixture.site.url}/docs/`);
    // The button wakes when the visitor reaches for it: a pointer over it starts its loading.
    await p.locator('.search-button').hover();
    await p.waitForSelector('[data-island="SearchButton"][data-waking]', { state: 'attached' });
    await p.keyboard.press('Control+k');
    release();
    await hydrated(p, 'SearchButton');
    await modal(p).waitFor({ timeout: 60_000 });
  });

  it('keeps focus inside the dialog', async () => {
    const p = await page();
    await p.goto(`${fixture.site.url}/docs/`);
    await openDialog(p);
    await search(p, 'reader');
    for (let i = 0; i < 12; i++) {
      await p.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(await p.evaluate(() => !!document.activeElement?.closest('.search-modal__panel'))).toBe(true);
    }
  });

  it('closes when the backdrop is clicked', async () => {
    const p = await page();
    await p.goto(`${fixture.site.url}/docs/`);
    await openDialog(p);
    await p.mouse.click(5, 400);
    await modal(p).waitFor({ state: 'detached' });
  });
});

describe('search dialog: querying', () => {
  it('cuts the query at 64 characters', async () => {
    const p = await page();
    await p.goto(`${fixture.site.url}/docs/`);
    await openDialog(p);
    expect(await dialogInput(p).getAttribute('maxlength')).toBe('64');
    await dialogInput(p).pressSequentially('x'.repeat(70));
    expect(await dialogInput(p).inputValue()).toHaveLength(64);
  });

  it('downloads nothing for search until the first query', async () => {
    const p = await page();
    const before = fixture.site.served.length;
    await p.goto(`${fixture.site.url}/docs/`);
    await hydrated(p, 'SearchButton');
    const loaded = () => fixture.site.served.slice(before);
    expect(loaded().filter((f) => f === 'search-index.json' || f.startsWith('assets/search/'))).toEqual([]);
    await openDialog(p);
    expect(loaded().filter((f) => f === 'search-index.json' || f.startsWith('assets/search/'))).toEqual([]);
    await search(p, 'ntag');
    const index = loaded().filter((f) => f === 'search-index.json' || f.startsWith('assets/search/'));
    expect(index[0]).toBe('search-index.json');
    expect(index.some((f) => f.startsWith('assets/search/t-'))).toBe(true);
  });

  it('groups hits by top-level heading, at most five per group, each linking to its page', async () => {
    const p = await page();
    await p.goto(`${fixture.site.url}/docs/`);
    await openDialog(p);
    await search(p, 'reader');
    const g = await groups(p);
    expect(g.map((x) => x.title)).toEqual(['Readers', 'Documentation', 'Pages', 'Platforms']);
    expect(g.find((x) => x.title === 'Platforms')!.hits).toHaveLength(5);
    expect(g.find((x) => x.title === 'Readers')!.hits).toHaveLength(5);
    for (const x of g) for (const href of x.hits) expect(href).toMatch(/^\/(docs\/|contact\/)/);
    expect(await p.locator('mark', { hasText: /^reader$/i }).count()).toBeGreaterThan(0);
    expect(await p.textContent('.search-modal__all')).toBe('See all 23 results');
  });

  it('moves through hits with the arrow keys (combobox and listbox) and opens one with Enter', async () => {
    const p = await page();
    await p.goto(`${fixture.site.url}/docs/`);
    await openDialog(p);
    await search(p, 'pn532');
    const input = dialogInput(p);
    expect(await input.getAttribute('role')).toBe('combobox');
    expect(await input.getAttribute('aria-expanded')).toBe('true');
    const listbox = await input.getAttribute('aria-controls');
    expect(await p.locator(`#${listbox}[role="listbox"]`).count()).toBe(1);
    const options = p.locator('[role="option"]');
    const count = await options.count();
    expect(count).toBeGreaterThan(2);
    const active = async () => p.locator(`#${await input.getAttribute('aria-activedescendant')}`);
    expect(await (await active()).getAttribute('aria-selected')).toBe('true');
    await p.keyboard.press('ArrowDown');
    await p.keyboard.press('ArrowDown');
    const third = await active();
    expect(await third.getAttribute('id')).toBe(await options.nth(2).getAttribute('id'));
    expect(await p.locator('[role="option"][aria-selected="true"]').count()).toBe(1);
    await p.keyboard.press('ArrowUp');
    await p.keyboard.press('ArrowUp');
    await p.keyboard.press('ArrowUp');
    expect(await (await active()).getAttribute('id')).toBe(await options.nth(count - 1).getAttribute('id'));
    await p.keyboard.press('ArrowDown');
    const href = await options.nth(0).getAttribute('href');
    await Promise.all([p.waitForURL((u) => u.pathname + u.hash === href), p.keyboard.press('Enter')]);
    expect(href).toBe('/docs/readers/pn532/');
    const recent = JSON.parse((await p.evaluate((k) => localStorage.getItem(k), recentKey))!) as { url: string }[];
    expect(recent.map((r) => r.url)).toEqual(['/docs/readers/pn532/']);
  });

  it('opens a hit in a new tab on a modifier click and keeps the dialog', async () => {
    const p = await page();
    await p.goto(`${fixture.site.url}/docs/`);
    await openDialog(p);
    await search(p, 'acr122u');
    const first = p.locator('[role="option"]').first();
    const href = await first.getAttribute('href');
    const [tab] = await Promise.all([p.context().waitForEvent('page'), first.click({ modifiers: ['Control'] })]);
    // A new tab starts at about:blank and its load state can settle there before the hit's page
    // commits (seen on a busy machine): wait for the tab to reach a page of the site.
    await tab.waitForURL((u) => u.protocol !== 'about:');
    expect(new URL(tab.url()).pathname).toBe(href!.replace(/#.*$/, ''));
    expect(await modal(p).count()).toBe(1);
    expect(new URL(p.url()).pathname).toBe('/docs/');
    await tab.close();
  });

  it('shows hit text that looks like markup as text', async () => {
    const p = await page();
    await p.goto(`${fixture.site.url}/docs/`);
    await openDialog(p);
    await search(p, 'onerror');
    const body = p.locator('.search-modal__body');
    expect(await body.textContent()).toContain('<img src=x onerror=window.__zsXss=1>');
    expect(await body.locator('mark', { hasText: 'onerror' }).count()).toBeGreaterThan(0);
    expect(await body.locator('img, script').count()).toBe(0);
    expect(await p.evaluate(() => (window as { __zsXss?: unknown }).__zsXss)).toBeUndefined();
  });

  it('finds folded diacritics and words in text without spaces', async () => {
    const p = await page();
    await p.goto(`${fixture.site.url}/docs/`);
    await openDialog(p);
    await search(p, 'cafe');
    expect((await groups(p)).flatMap((g) => g.hits)).toContain('/docs/tokens/cafe/');
    await search(p, 'テキスト');
    expect((await groups(p)).flatMap((g) => g.hits)).toContain('/docs/tokens/cafe/');
  });

  it('shows at most 5 words per snippet on narrow screens', async () => {
    const p = await page({ viewport: { width: 600, height: 800 } });
    await p.goto(`${fixture.site.url}/docs/`);
    await openDialog(p);
    await search(p, 'service');
    const titles = await p.$$eval('.search-hit__title', (els) => els.map((e) => e.textContent ?? ''));
    expect(titles.length).toBeGreaterThan(0);
    for (const t of titles) expect(t.replaceAll('…', ' ').trim().split(/\s+/).length).toBeLessThanOrEqual(5);
    expect(titles.some((t) => t.includes('…'))).toBe(true);
  });
});

describe('search dialog: no results', () => {
  it('says so, and offers nothing to try before any search found something', async () => {
    const p = await page();
    await p.goto(`${fixture.site.url}/docs/`);
    await openDialog(p);
    await search(p, 'zzqqxx');
    expect(await p.textContent('.search-no-results__title')).toBe('No results found for "zzqqxx"');
    expect(await p.locator('.search-no-results__suggestions').count()).toBe(0);
    expect(await p.textContent('.search-no-results__report')).toBe(
      'Believe this query should return results? Let us know.',
    );
    expect(await p.getAttribute('.search-no-results__report a', 'href')).toBe('/contact/');
  });

  it('suggests up to three queries from earlier results, and runs one when picked', async () => {
    const p = await page();
    await p.goto(`${fixture.site.url}/docs/`);
    await openDialog(p);
    await search(p, 'reader');
    await search(p, 'readerzzq');
    expect(await p.textContent('.search-no-results__suggestions p')).toBe('Try searching for');
    const suggestions = await p.$$eval('.search-suggestion', (els) => els.map((e) => e.textContent));
    expect(suggestions).toHaveLength(3);
    await p.click('.search-suggestion');
    await search(p, suggestions[0]!);
    expect(await dialogInput(p).inputValue()).toBe(suggestions[0]);
    expect(await p.locator('[role="option"]').count()).toBeGreaterThan(0);
  });
});

describe('search dialog: recent and favourite searches', () => {
  it('says "No recent searches" at first', async () => {
    const p = await page();
    await p.goto(`${fixture.site.url}/docs/`);
    await openDialog(p);
    expect(await p.textContent('.search-modal__empty')).toBe('No recent searches');
  });

  it('keeps 7 recent searches, 4 once there is a favourite, and moves or removes them', async () => {
    const p = await page();
    await p.goto(`${fixture.site.url}/docs/`);
    await p.evaluate(
      ([k, v]) => localStorage.setItem(k!, v!),
      [recentKey, JSON.stringify([1, 2, 3, 4, 5, 6, 7].map(stored))],
    );
    await openDialog(p);
    const rows = (kind: string) =>
      p.$$eval(`.search-hit-row[data-kind="${kind}"] .search-hit__title`, (els) => els.map((e) => e.textContent));
    expect(await rows('recent')).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => `Stored ${n}`));

    // Opening a hit puts it on top and pushes the oldest out.
    await search(p, 'mifare');
    await Promise.all([p.waitForURL(/\/docs\/tokens\/mifare\//), p.keyboard.press('Enter')]);
    await openDialog(p);
    expect(await rows('recent')).toEqual(['MIFARE Classic', ...[1, 2, 3, 4, 5, 6].map((n) => `Stored ${n}`)]);

    // Recent to favourite: four recent searches are left.
    await p.click('.search-hit-row[data-kind="recent"] >> nth=1 >> button[aria-label="Save this search"]');
    expect(await rows('favorite')).toEqual(['Stored 1']);
    expect(await rows('recent')).toEqual(['MIFARE Classic', 'Stored 2', 'Stored 3', 'Stored 4']);
    expect(await p.textContent('.search-modal__group-title >> nth=1')).toBe('Favorite');

    // Favourite back to recent.
    await p.click(
      '.search-hit-row[data-kind="favorite"] button[aria-label="Move this search back to recent searches"]',
    );
    expect(await rows('favorite')).toEqual([]);
    expect(await rows('recent')).toEqual(['Stored 1', 'MIFARE Classic', 'Stored 2', 'Stored 3', 'Stored 4']);

    // Removal from either list.
    await p.click(
      '.search-hit-row[data-kind="recent"] >> nth=0 >> button[aria-label="Remove this search from history"]',
    );
    expect(await rows('recent')).toEqual(['MIFARE Classic', 'Stored 2', 'Stored 3', 'Stored 4']);
    await p.click('.search-hit-row[data-kind="recent"] >> nth=0 >> button[aria-label="Save this search"]');
    await p.click('.search-hit-row[data-kind="favorite"] button[aria-label="Remove this search from favorites"]');
    expect(await rows('favorite')).toEqual([]);
    const saved = await p.evaluate(
      ([r, f]) => [localStorage.getItem(r!), localStorage.getItem(f!)],
      [recentKey, favoriteKey],
    );
    expect(JSON.parse(saved[0]!).map((h: { hierarchy: { lvl1: string } }) => h.hierarchy.lvl1)).toEqual([
      'Stored 2',
      'Stored 3',
      'Stored 4',
    ]);
    expect(JSON.parse(saved[1]!)).toEqual([]);
  });

  it('keeps 10 favourites', async () => {
    const p = await page();
    await p.goto(`${fixture.site.url}/docs/`);
    await p.evaluate(
      ([k, v]) => localStorage.setItem(k!, v!),
      [favoriteKey, JSON.stringify(Array.from({ length: 12 }, (_, i) => stored(i + 1)))],
    );
    await openDialog(p);
    expect(await p.locator('.search-hit-row[data-kind="favorite"]').count()).toBe(10);
  });

  it('ignores broken stored searches without an error', async () => {
    const p = await page();
    await p.goto(`${fixture.site.url}/docs/`);
    await p.evaluate(
      ([r, f]) => {
        localStorage.setItem(r!, '{broken');
        localStorage.setItem(
          f!,
          JSON.stringify([
            1,
            null,
            { objectID: 'x' },
            { objectID: 'y', url: 'javascript:alert(1)', type: 'lvl1', hierarchy: { lvl1: 'Bad' } },
          ]),
        );
      },
      [recentKey, favoriteKey],
    );
    await openDialog(p);
    expect(await p.textContent('.search-modal__empty')).toBe('No recent searches');
    await search(p, 'ntag');
    await Promise.all([p.waitForURL(/\/docs\/tokens\/ntag\//), p.keyboard.press('Enter')]);
    await openDialog(p);
    expect(await p.locator('.search-hit-row[data-kind="recent"]').count()).toBe(1);
  });
});

describe('search dialog: accessibility', () => {
  const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  const violations = async (p: Page) => {
    if (!(await p.evaluate(() => 'axe' in window))) await p.addScriptTag({ content: axeSource });
    return p.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: { run(sel: string): Promise<{ violations: { id: string; nodes: { html: string }[] }[] }> };
        }
      ).axe;
      return (await axe.run('.search-modal')).violations.map((v) => `${v.id}: ${v.nodes[0]?.html}`);
    });
  };

  it('has no axe violations on the start screen, with results, with recent searches and with no results', async () => {
    const p = await page();
    await p.goto(`${fixture.site.url}/docs/`);
    await p.evaluate(([k, v]) => localStorage.setItem(k!, v!), [recentKey, JSON.stringify([stored(1), stored(2)])]);
    await openDialog(p);
    expect(await p.locator('.search-hit-row').count()).toBe(2);
    expect(await violations(p)).toEqual([]);
    await search(p, 'reader');
    expect(await violations(p)).toEqual([]);
    await search(p, 'zzqqxx');
    expect(await violations(p)).toEqual([]);
  });
});
