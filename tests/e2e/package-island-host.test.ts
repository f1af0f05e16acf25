// A site component that hands a live package component a function (a reel given its effect, as a
// carousel is given its modules): the site component is the island, as migrate marks it, so the
// function made in its own code reaches the package component in the browser. On a PHONE, a tap on
// the reel the moment the page appears is kept until the island is live, then turns the reel with
// the effect applied; a second tap turns it again. Fails on any console error or page error.
import { describe, expect, it } from 'vitest';
import { inSession, PHONE } from './helpers/browser.ts';
import { servedForTests } from './helpers/served.ts';
import { classicSiteWith } from './helpers/site.ts';
import { holdIsland, liveAndSettled } from './helpers/first-input.ts';

const REEL = `import { createElement as h, useState } from 'react';
export function Fade(text) { return text + ' (faded)'; }
export function Reel({ label, effects = [] }) {
  const [frame, setFrame] = useState(1);
  const shown = effects.reduce((text, effect) => effect(text), label + ' frame ' + frame);
  return h('button', { type: 'button', id: 'reel', onClick: () => setFrame(frame + 1) },
    h('svg', { width: 32, height: 32, viewBox: '0 0 32 32', 'aria-hidden': true }, h('rect', { width: 32, height: 32 })),
    h('span', { className: 'reel-frame' }, shown));
}
`;

const SHOWCASE = `import { Fade, Reel } from 'lamp-reel';
export default function Showcase() {
  return <section className="showcase"><Reel label="lobby" effects={[Fade]} /></section>;
}
`;

const served = servedForTests({
  server: () =>
    classicSiteWith(
      "markdown: { interactive: { Showcase: 'visible' }, interactiveFrom: { Showcase: 'src/components/Showcase.jsx' } },",
      {
        'node_modules/lamp-reel/package.json': JSON.stringify({ name: 'lamp-reel', main: 'index.js' }),
        'node_modules/lamp-reel/index.js': REEL,
        'src/components/Showcase.jsx': SHOWCASE,
        'docs/reel.mdx':
          "---\ntitle: Reel\n---\n\nimport Showcase from '@site/src/components/Showcase';\n\n<Showcase />\n",
      },
    ),
});

describe('a site component that hands a package component a function, on a phone', () => {
  it('turns the reel with its effect on a tap made the moment the page appears, and again once live', async () => {
    await inSession(served.browser, PHONE, async (s) => {
      const page = await s.newPage();
      const release = await holdIsland(page, 'Showcase');
      await page.goto(served.server.origin + '/docs/reel/', { waitUntil: 'commit' });
      await expect(page.locator('#reel .reel-frame').innerText()).resolves.toBe('lobby frame 1 (faded)');
      await page.locator('#reel svg').tap();
      release();
      await page.waitForFunction(
        () => document.querySelector('#reel .reel-frame')?.textContent === 'lobby frame 2 (faded)',
        undefined,
        { timeout: 60_000 },
      );
      await liveAndSettled(page, 'Showcase');
      await page.locator('#reel svg').tap();
      await expect(page.locator('#reel .reel-frame').innerText()).resolves.toBe('lobby frame 3 (faded)');
    });
  });
});
