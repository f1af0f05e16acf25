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
import Steps from '@site/docs/_lamp-steps.md';

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
        <Steps />
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

// A shelf filtered by the address's query, as sites' galleries filter by tag (facebook/lexical's):
// its own island, reading and writing ?lamp= with @docusaurus/theme-common's useQueryStringList.
const SHELF = `import { useQueryStringList } from '@docusaurus/theme-common';
const LAMPS = ['brass', 'glass', 'tin'];
export default function Shelf() {
  const [picked, setPicked] = useQueryStringList('lamp');
  // A function of the list, as Docusaurus's setter also takes.
  const toggle = (lamp) => setPicked((now) => (now.includes(lamp) ? now.filter((l) => l !== lamp) : [...now, lamp]));
  return (
    <section aria-label="Lamp shelf">
      {LAMPS.map((lamp) => (
        <button key={lamp} type="button" id={'pick-' + lamp} aria-pressed={picked.includes(lamp)} onClick={() => toggle(lamp)}>{lamp}</button>
      ))}
      <ul id="shelf">{LAMPS.filter((l) => !picked.length || picked.includes(l)).map((l) => <li key={l}>{l}</li>)}</ul>
    </section>
  );
}
`;

// A page that shows what the address's query names as it renders, as redux's /errors?code=N
// does: no useIsBrowser guard, so it must hydrate with the built page's (empty) query and then
// read the window's, with no hydration error. And the theme's search bar in it, as opendal's
// search page has (the build's button, an island of its own, kept as the page hydrates).
const CODES = `import Layout from '@theme/Layout';
import SearchBar from '@theme/SearchBar';
import { useLocation } from '@docusaurus/router';
const MESSAGES = { 1: 'The wick is dry.', 2: 'The font is empty.' };
export default function Codes() {
  const { search } = useLocation();
  const code = new URLSearchParams(search).get('code');
  return (
    <Layout title="Lamp codes">
      <main className="container">
        <h1>Lamp codes</h1>
        <div id="search-here"><SearchBar /></div>
        {code ? <p id="chosen">Code {code}: {MESSAGES[code]}</p> : null}
      </main>
    </Layout>
  );
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
    interactive: { PageLampRoom: 'visible', Flame: 'visible', Shelf: 'visible', PageCodes: 'visible' },
    interactiveFrom: { PageLampRoom: 'src/pages/lamp-room.jsx', Flame: 'src/components/Flame.jsx', Shelf: 'src/components/Shelf.jsx', PageCodes: 'src/pages/codes.jsx' },
  },`,
        ),
      {
        'src/pages/lamp-room.jsx': PAGE,
        'src/pages/codes.jsx': CODES,
        'src/components/Flame.jsx': FLAME,
        'src/components/Shelf.jsx': SHELF,
        // A Markdown partial the live page imports, as trpc's home page imports its quick-start steps.
        'docs/_lamp-steps.md': 'Light it in **three** steps:\n\n```js\nconst lamp = light(wick);\n```\n',
        'docs/shelf.mdx': "---\ntitle: Shelf\n---\n\nimport Shelf from '@site/src/components/Shelf';\n\n<Shelf />\n",
      },
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
      const built = await page.locator('[data-zs-partial]').innerHTML();
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
      // The Markdown partial keeps the page's HTML as built: its text and its highlighted code.
      const partial = page.locator('[data-zs-partial]');
      await expect(partial.innerHTML()).resolves.toBe(built);
      await expect(partial.locator('p').innerText()).resolves.toBe('Light it in three steps:');
      await expect(partial.locator('pre code').innerText()).resolves.toBe('const lamp = light(wick);');
      await expect(
        partial.locator('pre code span[style*="--zs-code-token-keyword"]').first().innerText(),
      ).resolves.toBe('const');
      // The theme around it is the server's, once.
      await expect(page.locator('nav.navbar').count()).resolves.toBe(1);
      await expect(page.locator('footer.footer').count()).resolves.toBe(1);
    });
  });
});

describe('a live component reading the address with useQueryStringList', () => {
  it('shows what the address picks once live, and writes a pick into the address without loading a page', async () => {
    await inSession(served.browser, PHONE, async (s) => {
      const page = await s.newPage();
      await page.goto(served.server.origin + '/docs/shelf/?lamp=brass');
      await liveAndSettled(page, 'Shelf');
      await expect(page.locator('#shelf li').allInnerTexts()).resolves.toEqual(['brass']);
      await expect(page.locator('#pick-brass').getAttribute('aria-pressed')).resolves.toBe('true');
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      await page.locator('#pick-tin').tap();
      await expect(page.locator('#shelf li').allInnerTexts()).resolves.toEqual(['brass', 'tin']);
      expect(new URL(page.url()).search).toBe('?lamp=brass&lamp=tin');
      await page.locator('#pick-brass').tap();
      await expect(page.locator('#shelf li').allInnerTexts()).resolves.toEqual(['tin']);
      expect(new URL(page.url()).search).toBe('?lamp=tin');
      // The same page all along.
      await expect(page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).resolves.toBe(true);
    });
  });
});

describe("a live React page that renders what the address's query names", () => {
  it('shows it once live, with no hydration error', async () => {
    await inSession(served.browser, PHONE, async (s) => {
      const page = await s.newPage();
      await page.goto(served.server.origin + '/codes/?code=2');
      await liveAndSettled(page, 'PageCodes');
      await expect(page.locator('#chosen').innerText()).resolves.toBe('Code 2: The font is empty.');
      await expect(page.locator('#search-here [data-island="SearchButton"]').count()).resolves.toBe(1);
    });
  });
});
