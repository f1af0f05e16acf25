// A site stylesheet that lays a code block's content out as a grid, written against Docusaurus's
// class names (react-native-website's does: `div[class*="codeBlockContent"] { display: grid }`).
// In Docusaurus the grid's item is the scrolling <pre>, which may shrink; a long line scrolls
// inside the block and the page stays as wide as the window. Fails on any console error.
import { describe, expect, it } from 'vitest';
import { inSession } from './helpers/browser.ts';
import { servedForTests } from './helpers/served.ts';
import { buildFixtureVariant } from './helpers/site.ts';

const LONG = `const wick = [${Array.from({ length: 40 }, (_, i) => `'strand-${i}'`).join(', ')}];`;

const served = servedForTests({
  server: () =>
    buildFixtureVariant('classic-site', (config) => config, {
      'src/css/custom.css': 'div[class*="codeBlockContent"] {\n  display: grid;\n  min-width: 100%;\n}\n',
      'docs/guide/braid.md': `# Braiding\n\nA braided wick burns evenly.\n\n\`\`\`js\n${LONG}\n\`\`\`\n`,
    }),
});

describe('a code block whose content the site lays out as a grid', () => {
  it('scrolls its long line inside the block, and the page is no wider than the window', async () => {
    await inSession(served.browser, { viewport: { width: 1280, height: 800 } }, async (s) => {
      const page = await s.newPage();
      await page.goto(served.server.origin + '/docs/guide/braid/');
      const sizes = await page.evaluate(() => {
        const pre = document.querySelector('.theme-code-block pre')!;
        return {
          page: document.documentElement.scrollWidth,
          window: document.documentElement.clientWidth,
          pre: { scroll: pre.scrollWidth, client: pre.clientWidth },
          block: document.querySelector('.theme-code-block')!.getBoundingClientRect().right,
          main: document.querySelector('main')!.getBoundingClientRect().right,
        };
      });
      expect(sizes.page).toBeLessThanOrEqual(sizes.window);
      expect(sizes.pre.scroll).toBeGreaterThan(sizes.pre.client);
      expect(sizes.block).toBeLessThanOrEqual(sizes.main);
    });
  });
});
