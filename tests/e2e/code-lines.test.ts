// A numbered code block with magic comments, as a reader meets it in Chromium on a phone: the
// numbers sit in a gutter beside the code, the comments are gone and their line is marked, and
// copying (a tap on the copy button the moment the page appears, or selecting the text) gives the
// code alone. Any console error fails the test.
import { describe, expect, it } from 'vitest';
import { devices } from 'playwright-core';
import { inSession } from './helpers/browser.ts';
import { servedForTests } from './helpers/served.ts';
import { buildSite, FIXTURES } from './helpers/site.ts';

const served = servedForTests({ server: () => buildSite(FIXTURES + 'html-links') });

const CODE = 'const pins = 4;\nconst volts = 3;\nwire(pins, volts);';

describe('a code block with magic comments and line numbers', () => {
  it('copies the code alone when tapped before the copy button is live, and shows numbers from 3 in a gutter', async () => {
    await inSession(served.browser, { ...devices['Pixel 7'] }, async (s) => {
      await s.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: served.server.origin });
      const page = await s.newPage();
      await page.goto(served.server.origin + '/docs/code/', { waitUntil: 'domcontentloaded' });
      const block = page.locator('.code-block').first();
      const button = block.locator('.code-block__copy');
      await button.scrollIntoViewIfNeeded();
      expect(await block.locator('[data-island="CopyButton"][data-hydrated]').count()).toBe(0);
      await button.tap();
      await expect.poll(() => button.getAttribute('aria-label'), { timeout: 60_000 }).toBe('Copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(CODE);

      // What the reader sees: three lines, the middle one marked, no comment left.
      const lines = block.locator('.zs-code .line');
      await expect(lines.allInnerTexts()).resolves.toEqual(CODE.split('\n'));
      await expect(lines.evaluateAll((ls) => ls.map((l) => l.className))).resolves.toEqual([
        'line',
        'line highlighted',
        'line',
      ]);
      // Selecting the code by hand leaves the numbers out too.
      const selected = await block.locator('pre').evaluate((pre) => {
        const range = document.createRange();
        range.selectNodeContents(pre);
        const sel = getSelection()!;
        sel.removeAllRanges();
        sel.addRange(range);
        return sel.toString();
      });
      expect(selected).toBe(CODE);
      // The numbers are drawn: counted from 3, in a gutter that pushes the code right, unlike the unnumbered block.
      await expect(block.evaluate((b) => getComputedStyle(b).counterReset)).resolves.toBe('zs-line 2');
      await expect(lines.first().evaluate((l) => getComputedStyle(l, '::before').content)).resolves.toMatch(
        /^counter\(zs-line\)/,
      );
      const indent = (i: number) =>
        page
          .locator('.code-block')
          .nth(i)
          .evaluate((b) => {
            const pre = b.querySelector('pre')!.getBoundingClientRect().left;
            const text = b.querySelector('.line > span')!.getBoundingClientRect().left;
            return text - pre;
          });
      const numbered = await indent(0);
      const plain = await indent(1);
      expect(numbered - plain).toBeGreaterThan(30);
      // The second block's run between highlight-start and highlight-end is marked, the markers gone.
      await expect(
        page
          .locator('.code-block')
          .nth(1)
          .locator('.line')
          .evaluateAll((ls) => ls.map((l) => [l.textContent, l.className])),
      ).resolves.toEqual([
        ['make flash', 'line highlighted'],
        ['make test', 'line'],
      ]);
    });
  });

  it('shows :::important as an admonition with its own title', async () => {
    await inSession(served.browser, { viewport: { width: 1280, height: 900 } }, async (s) => {
      const page = await s.newPage();
      await page.goto(served.server.origin + '/docs/code/');
      const box = page.locator('.admonition--important');
      await expect(box.locator('.admonition__heading').innerText()).resolves.toBe('IMPORTANT');
      await expect(box.locator('.admonition__content').innerText()).resolves.toBe(
        'Unplug the bench before you flash the board.',
      );
    });
  });
});
