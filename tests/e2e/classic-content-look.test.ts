// Content drawn as Docusaurus's classic theme draws it, where its MDXComponents and CSS modules add
// to Infima: a task list has no bullets and, at the top level, no indent; the "Footnotes" heading
// over a page's footnotes shows (Docusaurus has no .sr-only rule); numbered code keeps its numbers
// in a column as wide as the last number with the block's padding on each side, the code right
// after it; an inline table of contents is a bulleted list at the text's size. Measured in Chromium on a classic site of our own; fails on any console error.
import { describe, expect, it } from 'vitest';
import { inSession } from './helpers/browser.ts';
import { servedForTests } from './helpers/served.ts';
import { buildFixtureVariant } from './helpers/site.ts';

const DOC = [
  '# Kettle care',
  '',
  "import TOCInline from '@theme/TOCInline';",
  '',
  '<TOCInline toc={toc} />',
  '',
  '## Daily',
  '',
  '- [ ] Descale the kettle',
  '- [x] Rinse the pot',
  '',
  'Dry it after use[^1].',
  '',
  '```js showLineNumbers',
  'const kettle = fill();',
  'boil(kettle);',
  '```',
  '',
  '[^1]: A cloth works best.',
  '',
].join('\n');

const served = servedForTests({
  server: () => buildFixtureVariant('classic-site', (config) => config, { 'docs/care.mdx': DOC }),
});

describe('classic content beside Infima', () => {
  it('draws task lists, the footnotes heading and numbered code as Docusaurus does', async () => {
    await inSession(served.browser, { viewport: { width: 1280, height: 900 } }, async (s) => {
      const page = await s.newPage();
      await page.goto(served.server.origin + '/docs/care/', { waitUntil: 'load' });
      const list = page.locator('ul.contains-task-list');
      await expect(list.evaluate((el) => getComputedStyle(el).listStyleType)).resolves.toBe('none');
      await expect(list.evaluate((el) => getComputedStyle(el).paddingLeft)).resolves.toBe('0px');
      const inline = page.locator('.tableOfContentsInline ul').first();
      await expect(inline.evaluate((el) => getComputedStyle(el).listStyleType)).resolves.toBe('disc');
      await expect(inline.evaluate((el) => getComputedStyle(el).fontSize)).resolves.toBe(
        await page.evaluate(() => getComputedStyle(document.documentElement).fontSize),
      );
      const label = (await page.locator('#footnote-label').boundingBox())!;
      expect(label.height).toBeGreaterThan(10);
      await expect(page.locator('#footnote-label').evaluate((h) => h.firstChild?.textContent)).resolves.toBe(
        'Footnotes',
      );
      // The code's first character sits after a one-digit column: 1ch and the block's padding twice.
      const gap = await page.locator('.codeBlockNumbered').evaluate((block) => {
        const line = block.querySelector('.line')!;
        const text = [...line.querySelectorAll('span')].find((s) => s.textContent?.trim())!;
        const pad = parseFloat(getComputedStyle(line, '::before').paddingLeft);
        return { code: text.getBoundingClientRect().left - block.getBoundingClientRect().left, pad };
      });
      expect(gap.code).toBeGreaterThan(2 * gap.pad);
      expect(gap.code).toBeLessThan(2 * gap.pad + 16);
    });
  });
});
