// For tests of what a visitor does before any island is live: a slow network held in our hands
// (scripts asked for after DOMContentLoaded wait until released) and a record of every click and
// key press as the document first sees it, with how many islands were live at that moment.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

export interface Held {
  /** Scripts requested from now on wait for release(). */
  holdFromNow(): void;
  release(): void;
}

/** Holds the page's script requests once holdFromNow() is called (call it at DOMContentLoaded). */
export async function holdScripts(page: Page): Promise<Held> {
  let holding = false;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  // Held requests must not keep a closing page (or a failed test) waiting.
  page.once('close', () => release());
  // A RegExp (the URL's path ends in .js), matched in the driver: other requests load untouched
  // instead of going through this test process first.
  await page.route(/^[^?#]*\.js(?:[?#]|$)/, async (route) => {
    if (holding) await gate;
    // The page may be gone by the time a held request is let through.
    await route.fallback().catch(() => {});
  });
  return {
    holdFromNow: () => void (holding = true),
    release,
  };
}

/**
 * Holds the script of the island `name` (its `island-<name>-` chunk) until the returned release()
 * is called, so a tap made meanwhile surely comes before that island is live, on any machine.
 */
export async function holdIsland(page: Page, name: string): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  page.once('close', () => release());
  await page.route(new RegExp(`^[^?#]*/island-${name}-`), async (route) => {
    await gate;
    await route.fallback().catch(() => {});
  });
  return release;
}

/**
 * Opens `href` as a visitor on a slow network does: inputs recorded from the start, and every
 * script asked for after DOMContentLoaded held until release(), so no island is live yet.
 */
export async function openHeld(page: Page, href: string): Promise<Held> {
  await page.addInitScript(RECORD_INPUT);
  const held = await holdScripts(page);
  await page.goto(href, { waitUntil: 'domcontentloaded' });
  held.holdFromNow();
  return held;
}

export interface SeenInput {
  type: string;
  key?: string;
  /** The element hit: its tag name and, for SVG, that it is one. */
  target: string;
  svg: boolean;
  /** Islands carrying data-hydrated="true" when the input arrived. */
  live: number;
}

/** Init script: records the visitor's clicks and key presses in capture, before any other listener. */
const RECORD_INPUT = `(() => {
  const seen = [];
  window.__zsInput = seen;
  const record = (e) => {
    const t = e.target;
    seen.push({ type: e.type, key: e.key, target: t && t.tagName ? t.tagName.toLowerCase() : String(t), svg: typeof SVGElement !== 'undefined' && t instanceof SVGElement, live: document.querySelectorAll('[data-hydrated="true"]').length });
  };
  // Trusted only: a replayed event is the page's own, not the visitor's.
  for (const type of ['click', 'keydown']) addEventListener(type, (e) => { if (e.isTrusted) record(e); }, true);
})();`;

export function inputs(page: Page): Promise<SeenInput[]> {
  return page.evaluate(() =>
    ((window as unknown as { __zsInput?: SeenInput[] }).__zsInput ?? []).filter(
      (i) => i.type === 'click' || i.type === 'keydown',
    ),
  );
}

/** Waits until the island is live, then two frames more, so a second (wrong) replay would have run. */
export async function liveAndSettled(page: Page, island: string, within = ''): Promise<void> {
  await page
    .locator(`${within} [data-island="${island}"][data-hydrated="true"]`.trim())
    .first()
    .waitFor({ state: 'attached', timeout: 60_000 });
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * On a page opened with openHeld: taps the icon of the menu button while no island is live, lets the
 * held scripts through, and holds that the one tap opened the menu once its island woke.
 */
export async function tapMenuBeforeLive(page: Page, held: Held): Promise<void> {
  const button = page.getByRole('button', { name: 'Toggle navigation bar' });
  expect(await page.locator('[data-hydrated]').count(), 'no island is live yet').toBe(0);
  await button.locator('svg').first().tap();
  expect((await inputs(page)).map((i) => [i.type, i.live])).toEqual([['click', 0]]);
  held.release();
  await liveAndSettled(page, 'MobileMenu');
  await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
}
