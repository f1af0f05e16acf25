// An SVG component in an interactive component, drawn by the browser (tests/fixtures/svg-island):
// the island shows the imported drawing only after a click, so React creates it on the client;
// its shapes are SVG elements (not HTML ones), its <style> applies, and the props reach its root.
import { describe, expect, it } from 'vitest';
import { inSession } from './helpers/browser.ts';
import { servedForTests } from './helpers/served.ts';
import { buildSite, FIXTURES } from './helpers/site.ts';
import { liveAndSettled } from './helpers/first-input.ts';

const served = servedForTests({ server: () => buildSite(FIXTURES + 'svg-island') });

describe('an SVG component in an island', () => {
  it('is drawn as SVG when the browser renders it', async () => {
    await inSession(served.browser, { viewport: { width: 1280, height: 900 } }, async (s) => {
      const page = await s.newPage();
      await page.goto(served.server.origin + '/docs/');
      await liveAndSettled(page, 'LogoToggle');
      expect(await page.locator('svg.shown').count()).toBe(0);
      await page.getByRole('button', { name: 'Show the logo' }).click();
      const svg = page.locator('svg.shown');
      await svg.waitFor({ state: 'attached' });
      const drawn = await svg.evaluate((el) => {
        const path = el.querySelector('path')!;
        const circle = el.querySelector('circle')!;
        return {
          role: el.getAttribute('role'),
          viewBox: el.getAttribute('viewBox'),
          title: el.querySelector('title')?.textContent,
          pathNs: path.namespaceURI,
          pathLength: Math.round((path as SVGPathElement).getTotalLength()),
          fill: getComputedStyle(circle).fill,
          width: el.getBoundingClientRect().width,
        };
      });
      expect(drawn).toEqual({
        role: 'img',
        viewBox: '0 0 24 24',
        title: 'Drawn in the browser',
        pathNs: 'http://www.w3.org/2000/svg',
        pathLength: 31,
        fill: 'rgb(0, 128, 128)',
        width: 96,
      });
    });
  });
});
