// A React page whose own code is live (state and a useIsBrowser() check, as a Docusaurus site
// writes one), marked interactive as migrate marks it, hydrates whole: on a PHONE, a tap on a tab
// made the moment the page appears, before anything is live, switches it once the page is; what
// the page reads from the address in the browser shows; an interactive component the page renders
// is part of the page's island, live with it. Fails on any console error or page error.
import { describe, expect, it } from 'vitest';
import { inSession, PHONE } from './helpers/browser.ts';
import { servedForTests } from './helpers/served.ts';
import { buildFixtureVariant } from './helpers/site.ts';
import { holdIsland, liveAndSettled } from './helpers/first-input.ts';

const PAGE = `import { useState } from 'react';
import Layout from '@theme/Layout';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useLocation } from '@docusaurus/router';
import Flame from '@site/src/components/Flame';

const TABS = { wick: 'Trim the wick to a quarter inch.', oil: 'Fill the font two thirds full.' };

export default function LampRoom() {
  const [tab, setTab] = useState('wick');
  const browser = useIsBrowser();
  const wick = new URLSearchParams(useLocation().search).get('wick');
  return (
    <Layout title="Lamp room">
      <main className="container margin-vert--lg">
        <div role="tablist">
          {Object.keys(TABS).map((name) => (
            <button key={name} type="button" role="tab" id={'tab-' + name} aria-selected={tab === name} onClick={() => setTab(name)}>
              <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true"><circle cx="10" cy="10" r="8" /></svg>
              {name}
            </button>
          ))}
        </div>
        <p id="tab-text">{TABS[tab]}</p>
        <p id="wick">{browser ? 'Wick from the address: ' + wick : 'Wick: not read yet'}</p>
        <Flame />
      </main>
    </Layout>
  );
}
`;

const FLAME = `import { useState } from 'react';
export default function Flame() {
  const [height, setHeight] = useState(1);
  return <button type="button" id="flame" onClick={() => setHeight(height + 1)}>Flame {height}</button>;
}
`;

const served = servedForTests({
  server: () =>
    buildFixtureVariant(
      'classic-site',
      (config) =>
        config.replace(
          "pages: { path: 'src/pages' },",
          `pages: { path: 'src/pages' },
  markdown: {
    interactive: { PageLampRoom: 'visible', Flame: 'visible' },
    interactiveFrom: { PageLampRoom: 'src/pages/lamp-room.jsx', Flame: 'src/components/Flame.jsx' },
  },`,
        ),
      { 'src/pages/lamp-room.jsx': PAGE, 'src/components/Flame.jsx': FLAME },
    ),
});

describe('a live React page, hydrated whole', () => {
  it('switches a tab tapped before it is live, reads the address once live, and runs the component inside it', async () => {
    await inSession(served.browser, PHONE, async (s) => {
      const page = await s.newPage();
      const release = await holdIsland(page, 'PageLampRoom');
      await page.goto(served.server.origin + '/lamp-room/?wick=cotton', { waitUntil: 'commit' });
      await page.locator('#tab-oil svg').tap();
      // As built: the first tab, nothing read from the address, one island for the page.
      await expect(page.locator('#tab-text').innerText()).resolves.toBe('Trim the wick to a quarter inch.');
      await expect(page.locator('#wick').innerText()).resolves.toBe('Wick: not read yet');
      await expect(page.locator('[data-island="PageLampRoom"]').count()).resolves.toBe(1);
      await expect(page.locator('[data-island="Flame"]').count()).resolves.toBe(0);
      release();
      await page.waitForFunction(
        () => document.querySelector('#tab-oil')?.getAttribute('aria-selected') === 'true',
        undefined,
        {
          timeout: 60_000,
        },
      );
      await liveAndSettled(page, 'PageLampRoom');
      await expect(page.locator('#tab-text').innerText()).resolves.toBe('Fill the font two thirds full.');
      await expect(page.locator('#tab-wick').getAttribute('aria-selected')).resolves.toBe('false');
      await expect(page.locator('#wick').innerText()).resolves.toBe('Wick from the address: cotton');
      await page.locator('#flame').tap();
      await expect(page.locator('#flame').innerText()).resolves.toBe('Flame 2');
      // The theme around it is the server's, once.
      await expect(page.locator('nav.navbar').count()).resolves.toBe(1);
      await expect(page.locator('footer.footer').count()).resolves.toBe(1);
    });
  });
});
