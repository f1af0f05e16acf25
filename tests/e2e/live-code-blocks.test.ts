// A ```jsx live block (markdown.liveCodeBlocks, react-live from the npm registry at test time): on a
// PHONE, the page shows the code and "Loading…" until the island's code arrives; once the playground is live the result
// renders with the site's ReactLiveScope, a tap on the rendered button works, an edit of the code
// renders again, a `noInline` block renders what it passes to render(), and a result that throws
// shows its error in place while the page goes on. Fails on any console error or page error.
import { describe, expect, it } from 'vitest';
import { inSession, PHONE } from './helpers/browser.ts';
import { servedForTests } from './helpers/served.ts';
import { classicSiteWith } from './helpers/site.ts';
import { holdIsland, liveAndSettled } from './helpers/first-input.ts';
import { linkPackages } from '../helpers/npm-packages.ts';

const SCOPE = `import React from 'react';
function Kettle({ litres }) {
  return <span className="kettle">{litres} l kettle</span>;
}
export default { React, ...React, Kettle };
`;

const DOC = [
  '# Kettles',
  '',
  '```jsx live',
  'function Boil() {',
  '  const [on, setOn] = useState(false);',
  "  return <button id=\"boil\" onClick={() => setOn(!on)}>{on ? 'Boiling' : 'Cold'} <Kettle litres={2} /></button>;",
  '}',
  '```',
  '',
  '```jsx live noInline',
  'const Pot = () => <b id="pot">Pot of tea</b>;',
  'render(<Pot />);',
  '```',
  '',
].join('\n');

const served = servedForTests({
  server: () =>
    classicSiteWith(
      'markdown: { liveCodeBlocks: true },',
      { 'src/theme/ReactLiveScope/index.jsx': SCOPE, 'docs/kettles.mdx': DOC },
      (root) => linkPackages(root, ['react-live@4.1.8']),
    ),
});

const results = `[...document.querySelectorAll('.playground__result')].map((r) => r.textContent.trim())`;

describe('live code blocks, on a phone', () => {
  it('render live with the scope, take taps and edits, and show an error in place', async () => {
    await inSession(served.browser, PHONE, async (s) => {
      const page = await s.newPage();
      // The island's code is held, so the still playground is surely what the page shows first.
      const release = await holdIsland(page, 'live-playground');
      await page.goto(served.server.origin + '/docs/kettles/', { waitUntil: 'commit' });
      await page.locator('.playground').first().waitFor();
      await expect(page.locator('.playground__code').first().innerText()).resolves.toContain('function Boil()');
      await expect(page.evaluate(results)).resolves.toEqual(['Loading…', 'Loading…']);
      release();
      await page.evaluate(() => document.querySelector('.playground')?.scrollIntoView());
      await liveAndSettled(page, 'live-playground');
      await page.waitForFunction(`${results}.join('|') === 'Cold 2 l kettle|Pot of tea'`, undefined, {
        timeout: 60_000,
      });
      await page.locator('#boil .kettle').tap();
      await expect(page.locator('#boil').innerText()).resolves.toBe('Boiling 2 l kettle');
      // An edit of the code renders again: the new text, and the state starts over.
      const editor = page.locator('.playground__editor pre').first();
      await editor.click();
      await page.keyboard.press('Control+Home');
      await page.keyboard.type('/* spare */ ');
      await page.waitForFunction(`${results}[0] === 'Cold 2 l kettle'`);
      await expect(editor.innerText()).resolves.toMatch(/^\/\* spare \*\/ function Boil\(\)/);
      // A name the scope lacks: react-live's error, where the result goes.
      await page.keyboard.type('Missing, ');
      await page.waitForFunction(`/Missing is not defined/.test(${results}[0])`);
      await expect(page.locator('#pot').innerText()).resolves.toBe('Pot of tea');
    });
  });
});
