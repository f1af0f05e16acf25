// A Mermaid diagram on the classic theme (the classic fixture with `markdown.mermaid` on and a doc
// of ours that draws one): until the island draws it, the box the build reserved shows the source;
// drawn, the diagram takes its own size at the column's left, as Docusaurus's Mermaid shows it, and
// the source is only for assistive technology. Before this, the classic stylesheet had no rules for
// the box: the source stayed on show and the drawing spilled over the text below it.
import { describe, expect, it } from 'vitest';
import { inSession, settle } from './helpers/browser.ts';
import { servedForTests } from './helpers/served.ts';
import { buildFixtureVariant } from './helpers/site.ts';

const DOC = `---
title: Lighting order
---

# Lighting order

The wick is trimmed before the lamp is lit.

\`\`\`mermaid
flowchart TD
  Trim[Trim the wick] --> Fill[Fill the oil]
  Fill --> Light[Light the lamp]
\`\`\`

## After the diagram

The glass goes back on last.
`;

const served = servedForTests(
  {
    site: () =>
      buildFixtureVariant(
        'classic-site',
        (c) => c.replace('trailingSlash: true,', 'trailingSlash: true,\n  markdown: { mermaid: true },'),
        {
          'docs/lighting.md': DOC,
        },
      ),
  },
  120_000,
);

describe('a mermaid diagram on the classic theme', () => {
  it('shows the source in the reserved box, then the drawing at its own size with the source hidden', async () => {
    await inSession(served.browser, { viewport: { width: 1280, height: 800 } }, async (s) => {
      const page = await s.newPage();
      await page.goto(served.site.origin + '/docs/lighting/', { waitUntil: 'load' });
      await settle(page);
      const box = page.locator('.mermaid');
      const source = page.locator('.mermaid__source');
      // The source is what shows until the drawing is made, inside the box.
      const before = await page.evaluate(() => {
        const b = document.querySelector('.mermaid')!.getBoundingClientRect();
        const s = document.querySelector('.mermaid__source')!.getBoundingClientRect();
        return { box: b.height, source: s.height, sourceBottom: s.bottom, boxBottom: b.bottom };
      });
      expect(before.box).toBeGreaterThan(100);
      expect(before.sourceBottom).toBeLessThanOrEqual(before.boxBottom + 0.5);
      await expect(source.isVisible()).resolves.toBe(true);
      await box.scrollIntoViewIfNeeded();
      const svg = page.locator('.mermaid[data-drawn] svg');
      await svg.waitFor({ timeout: 60_000 });
      const after = await page.evaluate(() => {
        const b = document.querySelector('.mermaid')!.getBoundingClientRect();
        const svg = document.querySelector('.mermaid svg')!.getBoundingClientRect();
        const s = document.querySelector('.mermaid__source')!.getBoundingClientRect();
        const next = document.querySelector('#after-the-diagram')!.getBoundingClientRect();
        const column = document.querySelector('.theme-doc-markdown')!.getBoundingClientRect();
        return {
          box: b.height,
          svg: svg.height,
          svgLeft: svg.left,
          column: column.left,
          source: s.width,
          nextTop: next.top,
          boxBottom: b.bottom,
        };
      });
      // The box is the drawing's height, the drawing starts at the column's left, and the heading
      // after it sits below it rather than under it.
      expect(Math.abs(after.box - after.svg)).toBeLessThan(2);
      expect(Math.abs(after.svgLeft - after.column)).toBeLessThan(2);
      expect(after.nextTop).toBeGreaterThanOrEqual(after.boxBottom);
      expect(after.source).toBeLessThanOrEqual(1);
      await expect(source.textContent()).resolves.toContain('Trim the wick');
    });
  });
});
