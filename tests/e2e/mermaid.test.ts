// Mermaid diagrams in Chromium (tests/fixtures/mermaid, `markdown.mermaid: true`): a diagram is
// drawn as an SVG only once its box nears the viewport, inside a box whose size the server fixed
// (nothing below it moves), drawn again when the colour mode changes; a page without a diagram
// never fetches mermaid; a diagram mermaid cannot parse keeps showing its source. No console error.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { inSession, settle } from './helpers/browser.ts';
import { servedForTests } from './helpers/served.ts';
import { buildSite, FIXTURES } from './helpers/site.ts';

const served = servedForTests({ server: () => buildSite(FIXTURES + 'mermaid') }, 120_000);

/** Every script the page fetches, with its text. */
function recordScripts(page: Page): { path: string; body: Promise<string> }[] {
  const seen: { path: string; body: Promise<string> }[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script')
      seen.push({ path: new URL(r.url()).pathname, body: r.text().catch(() => '') });
  });
  return seen;
}

/** Where the diagram's box and the heading after it sit in the document, in CSS pixels. */
function layout(page: Page) {
  return page.evaluate(() => {
    const box = document.querySelector('.mermaid')!.getBoundingClientRect();
    const next = document.querySelector('#after-the-diagram')!.getBoundingClientRect();
    return { top: box.top + scrollY, height: box.height, width: box.width, nextTop: next.top + scrollY };
  });
}

const drawnSvg = (page: Page) => page.locator('.mermaid[data-drawn] .mermaid__canvas > svg');

describe('mermaid diagrams', () => {
  it('draws a diagram only once it nears the viewport, without moving the page, and again in dark mode', async () => {
    await inSession(served.browser, { viewport: { width: 1100, height: 600 } }, async (s) => {
      const page = await s.newPage();
      const scripts = recordScripts(page);
      await page.goto(served.server.origin + '/docs/', { waitUntil: 'load' });
      await settle(page);
      // The box is well below the fold, and the server's HTML already shows the source in it.
      const before = await layout(page);
      expect(before.top).toBeGreaterThan(600 + 400);
      await expect(page.locator('.mermaid__source').innerText()).resolves.toContain('Card touches reader');
      expect(before.height).toBeGreaterThan(200);
      await page.waitForTimeout(300);
      expect(await page.locator('.mermaid svg').count()).toBe(0);
      expect(scripts.some((s) => /Mermaid/.test(s.path))).toBe(false);

      await page.evaluate((y) => scrollTo(0, y), before.top - 600 - 150);
      await expect(drawnSvg(page).waitFor({ timeout: 60_000 })).resolves.toBeUndefined();
      expect(scripts.some((s) => /island-Mermaid/.test(s.path))).toBe(true);
      const figure = page.locator('.mermaid');
      await expect(figure.getAttribute('data-drawn')).resolves.toBe('light');
      // Nothing moved: the box kept the size the server gave it, and what follows stayed put.
      expect(await layout(page)).toEqual(before);
      // The drawing fits inside the box.
      const svgBox = (await drawnSvg(page).boundingBox())!;
      expect(svgBox.height).toBeLessThanOrEqual(before.height);
      expect(svgBox.width).toBeLessThanOrEqual(before.width);
      expect(svgBox.height).toBeGreaterThan(100);
      await expect(
        drawnSvg(page).locator('text, foreignObject').filter({ hasText: 'Start the game' }).count(),
      ).resolves.toBeGreaterThan(0);
      // Named for assistive technology, and described by its source, which stays in the page.
      await expect(drawnSvg(page).getAttribute('role')).resolves.toBe('img');
      await expect(drawnSvg(page).getAttribute('aria-label')).resolves.toMatch(/flowchart diagram/);
      const describedBy = await drawnSvg(page).getAttribute('aria-describedby');
      await expect(page.locator(`#${describedBy}`).textContent()).resolves.toContain('Core reads the tag text');
      const lightFill = await nodeFill(page);
      const lightId = await drawnSvg(page).getAttribute('id');

      // The visitor switches to dark mode: the diagram is drawn again with the dark theme.
      await page.locator('.color-mode-toggle').click();
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
      await page.locator('.mermaid[data-drawn="dark"]').waitFor({ timeout: 60_000 });
      expect(await drawnSvg(page).getAttribute('id')).not.toBe(lightId);
      const darkFill = await nodeFill(page);
      expect(darkFill).not.toBe(lightFill);
      expect(await layout(page)).toEqual(before);

      // And back.
      await page.locator('.color-mode-toggle').click();
      await page.locator('.mermaid[data-drawn="light"]').waitFor({ timeout: 60_000 });
      expect(await nodeFill(page)).toBe(lightFill);
    });
  });

  it('draws the diagram of an MDX page, already in dark mode when the visitor chose it', async () => {
    await inSession(served.browser, { viewport: { width: 1100, height: 900 }, colorScheme: 'dark' }, async (s) => {
      const page = await s.newPage();
      await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
      await page.goto(served.server.origin + '/docs/core-api/', { waitUntil: 'load' });
      await page.locator('.mermaid[data-drawn="dark"] svg').waitFor({ timeout: 60_000 });
      await expect(page.locator('.mermaid svg').getAttribute('aria-label')).resolves.toMatch(/sequence diagram/);
      await expect(
        page.locator('.mermaid svg text').filter({ hasText: 'Zaparoo Core' }).count(),
      ).resolves.toBeGreaterThan(0);
    });
  });

  it('keeps mermaid still for a visitor who asks for reduced motion', async () => {
    await inSession(served.browser, { viewport: { width: 1100, height: 900 }, reducedMotion: 'reduce' }, async (s) => {
      const page = await s.newPage();
      await page.goto(served.server.origin + '/docs/core-api/', { waitUntil: 'load' });
      const svg = page.locator('.mermaid[data-drawn] svg');
      await svg.waitFor({ timeout: 60_000 });
      await expect(svg.evaluate((el) => getComputedStyle(el).animationName)).resolves.toBe('none');
    });
  });

  it('fetches no diagram code on a page without a diagram', async () => {
    await inSession(served.browser, { viewport: { width: 1100, height: 900 } }, async (s) => {
      const page = await s.newPage();
      const scripts = recordScripts(page);
      await page.goto(served.server.origin + '/docs/plain/', { waitUntil: 'load' });
      await settle(page);
      // Wake everything a visitor could: hover every island, scroll to the end.
      await page.$$eval('[data-island]', (els) =>
        els.forEach((el) => el.dispatchEvent(new PointerEvent('pointerenter'))),
      );
      await page.evaluate(() => scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      expect(scripts.length).toBeGreaterThan(0);
      const bodies = await Promise.all(
        scripts.map(async (x) => ({ path: x.path, mermaid: /mermaid/i.test(await x.body) })),
      );
      expect(bodies.filter((b) => b.mermaid || /Mermaid/.test(b.path))).toEqual([]);
      expect(await page.locator('.mermaid').count()).toBe(0);
    });
  });

  it('draws a diagram on a page reached by client navigation from a page without one', async () => {
    await inSession(served.browser, { viewport: { width: 1100, height: 900 } }, async (s) => {
      const page = await s.newPage();
      await page.goto(served.server.origin + '/docs/plain/', { waitUntil: 'load' });
      await page.locator('html[data-zs-nav="ready"]').waitFor({ state: 'attached', timeout: 60_000 });
      await page.evaluate(() => ((window as { zsSamePage?: boolean }).zsSamePage = true));
      await page.locator('.navbar a', { hasText: 'Docs' }).first().click();
      await page.waitForURL(served.server.origin + '/docs/');
      await page.locator('.mermaid').scrollIntoViewIfNeeded();
      await drawnSvg(page).waitFor({ timeout: 60_000 });
      // Still the same document: the island came in with the new content.
      expect(await page.evaluate(() => (window as { zsSamePage?: boolean }).zsSamePage)).toBe(true);
    });
  });

  it('shows the source of a diagram mermaid cannot parse, with a warning instead of an error', async () => {
    const warnings: string[] = [];
    await inSession(served.browser, { viewport: { width: 1100, height: 900 } }, async (s) => {
      const page = await s.newPage();
      page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
      await page.goto(served.server.origin + '/docs/broken/', { waitUntil: 'load' });
      await page.waitForFunction(() => document.querySelectorAll('.mermaid[data-failed]').length === 2, undefined, {
        timeout: 60_000,
      });
      await expect(page.locator('.mermaid__source').first().isVisible()).resolves.toBe(true);
      await expect(page.locator('.mermaid__source').first().innerText()).resolves.toContain('Core->>: pong');
      expect(await page.locator('.mermaid svg').count()).toBe(0);
      // Nothing mermaid leaves behind outside the boxes (its error drawing, its scratch elements).
      expect(await page.locator('body > [id^="dzs-mermaid"], body > svg').count()).toBe(0);
    });
    expect(warnings.some((w) => /could not be drawn/.test(w))).toBe(true);
  });
});

/** The fill colour of the diagram's first node shape, as the browser computes it. */
function nodeFill(page: Page): Promise<string> {
  return page
    .locator('.mermaid svg .node')
    .first()
    .locator('rect, polygon, path')
    .first()
    .evaluate((el) => getComputedStyle(el).fill);
}
