// A live component that renders @theme/CodeBlock (tests/fixtures/codeblock-island), as playgrounds on
// Docusaurus sites do: it hydrates, so its effect and handlers run; the block the build highlighted
// stays as built, its copy button live; a block whose code changes, or that appears, after the page
// loaded is written plain and readable. Before, such a component was rendered at build time only.
import { describe, expect, it } from 'vitest';
import { inSession } from './helpers/browser.ts';
import { servedForTests } from './helpers/served.ts';
import { buildFixtureVariant, buildSite, FIXTURES } from './helpers/site.ts';
import { liveAndSettled } from './helpers/first-input.ts';

const served = servedForTests({ server: () => buildSite(FIXTURES + 'codeblock-island') });

// A swizzled CodeBlock that wraps the original, as kysely's does (a search weight around each block).
const WRAPPER = `import CodeBlock from '@theme-original/CodeBlock';

export default function WeightedCodeBlock(props) {
  return (
    <div data-weight="2">
      <CodeBlock {...props} />
    </div>
  );
}
`;
const swizzled = servedForTests({
  server: () =>
    buildFixtureVariant('codeblock-island', (config) => config, { 'src/theme/CodeBlock/index.jsx': WRAPPER }),
});

describe('a live component with a code block', () => {
  it('runs its effect and keeps the highlighted block, then draws changed and new blocks plain', async () => {
    await inSession(served.browser, { viewport: { width: 1280, height: 900 } }, async (s) => {
      const page = await s.newPage();
      await page.goto(served.server.origin + '/docs/');
      await liveAndSettled(page, 'ReaderSnippet');
      const snippet = page.locator('.reader-snippet');
      await expect.poll(() => snippet.locator('p').first().textContent()).toBe('The effect ran.');
      const first = snippet.locator('.codeBlockContainer_Ckt0').first();
      expect(await first.locator('.codeBlockTitle_OeMC').textContent()).toBe('reader.js');
      expect(await first.locator('pre').textContent()).toBe(
        "const reader = 'ACR122U';\nconsole.log(`tap a tag on ${reader}`);",
      );
      // Still the build's block: coloured tokens, and its copy button an island that wakes.
      expect(await first.locator('pre span[style*="--zs-code-token-string"]').count()).toBeGreaterThan(0);
      await first.locator('.buttonGroup_M5ko button').hover();
      await liveAndSettled(page, 'CopyButton', '.reader-snippet');

      // Elements for children: Docusaurus's standalone block, drawn by React here as on the server.
      const steps = snippet.locator('pre.codeBlockStandalone_MEMb.steps > code.codeBlockLines_e6Vv');
      expect(await steps.locator('span.step').allTextContents()).toEqual([
        'tap the ACR122U\n',
        'wait for the launch\n',
      ]);

      await page.getByRole('button', { name: 'Show the serial reader' }).click();
      await expect.poll(() => first.locator('pre').textContent()).toBe("const reader = 'PN532';");
      await expect.poll(() => steps.locator('span.step').first().textContent()).toBe('tap the PN532\n');
      expect(await first.locator('.codeBlockTitle_OeMC').textContent()).toBe('reader.js');
      expect(await first.locator('pre').getAttribute('class')).toContain('language-js');

      await page.getByRole('button', { name: 'Add a note' }).click();
      const note = snippet.locator('.codeBlockContainer_Ckt0').nth(1);
      await expect.poll(() => note.locator('pre').textContent()).toBe('Tap < to launch & wait');
      expect(await note.locator('pre').evaluate((pre) => getComputedStyle(pre).whiteSpace)).toMatch(/^pre/);
    });
  });

  it("keeps what the site's swizzled CodeBlock drew around the block", async () => {
    await inSession(swizzled.browser, { viewport: { width: 1280, height: 900 } }, async (s) => {
      const page = await s.newPage();
      await page.goto(swizzled.server.origin + '/docs/');
      await liveAndSettled(page, 'ReaderSnippet');
      const snippet = page.locator('.reader-snippet');
      await expect.poll(() => snippet.locator('p').first().textContent()).toBe('The effect ran.');
      const weighted = snippet.locator('[data-weight="2"] div.codeBlockContainer_Ckt0');
      expect(await weighted.count()).toBe(1);
      expect(await weighted.locator('pre span[style*="--zs-code-token-string"]').count()).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Show the serial reader' }).click();
      await expect.poll(() => snippet.locator('pre').first().textContent()).toBe("const reader = 'PN532';");
    });
  });
});
