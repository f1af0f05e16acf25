// Content drawn as Docusaurus's classic theme draws it, where its MDXComponents and CSS modules add
// to Infima: a task list has no bullets and, at the top level, no indent; the "Footnotes" heading
// over a page's footnotes shows (Docusaurus has no .sr-only rule); numbered code keeps its numbers
// in a column as wide as the last number with the block's padding on each side, the code right
// after it; an inline table of contents is a bulleted list at the text's size; the main wrapper stays a column whatever the site's CSS says of .main-wrapper. Measured in Chromium on a classic site of our own; fails on any console error.
import { readFileSync } from 'node:fs';
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

// A site's own rule on the main wrapper, as Uniswap/docs writes it: Docusaurus's Layout keeps it a column.
const LONG =
  '\nA kettle that is descaled every week heats faster, uses less power, tastes better, lasts for years longer than one left to build up scale, and keeps its element clear of the white crust that hard water leaves behind after every single boil.\n';
const ROW_WRAPPER = '.main-wrapper {\n  display: flex;\n  flex-direction: row;\n}\n';

const served = servedForTests({
  server: () =>
    buildFixtureVariant('classic-site', (config) => config, {
      'docs/care.mdx': DOC,
      // A doc in the sidebar with a line longer than the window: a flex row would size the page to it.
      'docs/intro.md': readFileSync(new URL('../fixtures/classic-site/docs/intro.md', import.meta.url), 'utf8') + LONG,
      'src/css/custom.css':
        readFileSync(new URL('../fixtures/classic-site/src/css/custom.css', import.meta.url), 'utf8') + ROW_WRAPPER,
    }),
});

describe('classic content beside Infima', () => {
  it("keeps a doc within the window when the site's CSS makes .main-wrapper a row", async () => {
    await inSession(served.browser, { viewport: { width: 1280, height: 900 } }, async (s) => {
      const page = await s.newPage();
      await page.goto(served.server.origin + '/docs/intro/', { waitUntil: 'load' });
      await expect(page.locator('.docRoot_UBD9').evaluate((el) => el.getBoundingClientRect().width)).resolves.toBe(
        1280,
      );
      const toc = (await page.locator('.theme-doc-toc-desktop').boundingBox())!;
      expect(toc.x + toc.width).toBeLessThanOrEqual(1280);
      expect(await page.locator('.main-wrapper').count()).toBe(1);
      await expect(page.locator('.main-wrapper').getAttribute('class')).resolves.toBe(
        'theme-layout-main main-wrapper mainWrapper_z2l0',
      );
    });
  });

  it('draws task lists, the footnotes heading and numbered code as Docusaurus does', async () => {
    await inSession(served.browser, { viewport: { width: 1280, height: 900 } }, async (s) => {
      const page = await s.newPage();
      await page.goto(served.server.origin + '/docs/care/', { waitUntil: 'load' });
      const list = page.locator('ul.contains-task-list');
      await expect(list.evaluate((el) => getComputedStyle(el).listStyleType)).resolves.toBe('none');
      await expect(list.evaluate((el) => getComputedStyle(el).paddingLeft)).resolves.toBe('0px');
      const inline = page.locator('.tableOfContentsInline_prmo ul').first();
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
