// Steps the search browser tests share.
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

/** Reaches for the island as a visitor would (islands wake on intent), then waits until it is live. */
export async function hydrated(page: Page, island: string): Promise<void> {
  await page.locator(`[data-island="${island}"]`).first().dispatchEvent('pointerenter');
  await page.waitForSelector(`[data-island="${island}"][data-hydrated="true"]`, { state: 'attached' });
}

/** Open the dialog with the navbar button, once the button has hydrated. */
export async function openDialog(page: Page): Promise<void> {
  await hydrated(page, 'SearchButton');
  await page.click('.search-button');
  await page.waitForSelector('.search-modal__input');
}

export const dialogInput = (page: Page) => page.locator('.search-modal__input');

/** Type a query and wait until the dialog shows the answer to it (hits, no results or the error). */
export async function search(page: Page, query: string): Promise<void> {
  await dialogInput(page).fill(query);
  await page.waitForFunction((q) => {
    const body = document.querySelector('.search-modal__body');
    if (!body) return false;
    if (body.querySelector('.search-error')) return true;
    const nores = body.querySelector('.search-no-results__title');
    if (nores) return nores.textContent?.includes(`"${q}"`);
    return (
      !!body.querySelector('.search-hit') && document.querySelector('.search-modal__list[aria-busy="false"]') !== null
    );
  }, query);
}

export async function groups(page: Page): Promise<{ title: string; hits: string[] }[]> {
  return page.$$eval('.search-modal__group', (els) =>
    els.map((g) => ({
      title: g.querySelector('.search-modal__group-title')?.textContent ?? '',
      hits: [...g.querySelectorAll('[role="option"]')].map((o) => o.getAttribute('href') ?? ''),
    })),
  );
}

export function gzipBytes(files: ReadonlyMap<string, Buffer>, paths: readonly string[]): number {
  return paths.reduce((sum, p) => sum + gzipSync(files.get(p)!).length, 0);
}
