// Tabs on the classic theme are drawn in Docusaurus's markup, so Infima styles them as on
// Docusaurus: the row of tabs over the panel, the chosen tab underlined; a click and the arrow keys
// choose. Docusaurus's props are read: `values` (labels), `defaultValue`, `className` (on the list)
// `queryString` (the choice in the address, read on arrival and written on a choice), `block`,
// `lazy`, and a TabItem's `attributes` and `className`. Each tabs' ids are its own. A label given as
// JSX (in `values` or on a TabItem) is drawn as given. On a PHONE, a tab tapped the moment the page
// appears, before the island is live (on the element inside its label too), is the one shown once it
// is. Fails on any console error or page error.
import { describe, expect, it } from 'vitest';
import { inSession, PHONE } from './helpers/browser.ts';
import { servedForTests } from './helpers/served.ts';
import { buildFixtureVariant } from './helpers/site.ts';
import { holdIsland, liveAndSettled } from './helpers/first-input.ts';

const DOC = `# Kettles

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

<Tabs groupId="pot">
  <TabItem value="copper" label="Copper" default>Copper heats fast.</TabItem>
  <TabItem value="iron" label="Cast iron">Iron keeps the heat.</TabItem>
</Tabs>

<Tabs
  defaultValue="yarn"
  className="installers"
  queryString="installer"
  values={[
    { label: 'npm', value: 'npm' },
    { label: 'Yarn', value: 'yarn' },
    { label: 'pnpm', value: 'pnpm' },
  ]}>
  <TabItem value="npm">npm install kettle</TabItem>
  <TabItem value="yarn">yarn add kettle</TabItem>
  <TabItem value="pnpm">pnpm add kettle</TabItem>
</Tabs>

<Tabs block lazy>
  <TabItem value="gas" label="Gas" attributes={{ className: 'flame-tab' }} className="hob-panel">On a gas hob.</TabItem>
  <TabItem value="induction" label="Induction">On an induction hob.</TabItem>
</Tabs>

<Tabs values={[{ value: 'spout', label: <strong>Spout</strong> }, { value: 'lid', label: <em>Lid</em> }]}>
  <TabItem value="spout">Pour slowly.</TabItem>
  <TabItem value="lid" label={<><code>lid</code> off</>}>Lift the lid.</TabItem>
</Tabs>
`;

const served = servedForTests({
  server: () => buildFixtureVariant('classic-site', (config) => config, { 'docs/kettles.mdx': DOC }),
});

const desktop = { viewport: { width: 1280, height: 900 } };

describe('tabs on the classic theme', () => {
  it("are Infima's tab row over the panel, the chosen one underlined; a click and the arrows choose", async () => {
    await inSession(served.browser, desktop, async (s) => {
      const page = await s.newPage();
      await page.goto(served.server.origin + '/docs/kettles/', { waitUntil: 'load' });
      const tabs = page.locator('.tabs-container').first();
      const list = (await tabs.locator('ul.tabs[role="tablist"]').boundingBox())!;
      const panel = (await tabs.locator('.margin-top--md > [role="tabpanel"]:not([hidden])').boundingBox())!;
      expect(panel.y).toBeGreaterThanOrEqual(list.y + list.height);
      const copper = tabs.getByRole('tab', { name: 'Copper' });
      const iron = tabs.getByRole('tab', { name: 'Cast iron' });
      expect((await copper.boundingBox())!.y).toBe((await iron.boundingBox())!.y);
      await expect(copper.getAttribute('class')).resolves.toBe('tabs__item tabItem_LNqP tabs__item--active');
      await expect(copper.evaluate((el) => getComputedStyle(el).borderBottomStyle)).resolves.toBe('solid');
      await iron.click();
      await liveAndSettled(page, 'Tabs');
      await expect(iron.getAttribute('aria-selected')).resolves.toBe('true');
      await expect(tabs.locator('[role="tabpanel"]:not([hidden])').innerText()).resolves.toBe('Iron keeps the heat.');
      await page.keyboard.press('ArrowLeft');
      await expect(copper.getAttribute('aria-selected')).resolves.toBe('true');
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Copper');
    });
  });

  it("reads Docusaurus's values, defaultValue, className and queryString, and gives each tabs its own ids", async () => {
    await inSession(served.browser, desktop, async (s) => {
      const page = await s.newPage();
      await page.goto(served.server.origin + '/docs/kettles/', { waitUntil: 'load' });
      const installers = page.locator('ul.tabs.installers');
      await expect(installers.getByRole('tab').allInnerTexts()).resolves.toEqual(['npm', 'Yarn', 'pnpm']);
      await expect(installers.locator('[aria-selected="true"]').innerText()).resolves.toBe('Yarn');
      const ids = await page.locator('[role="tab"], [role="tabpanel"]').evaluateAll((els) => els.map((e) => e.id));
      expect(new Set(ids).size).toBe(ids.length);
      await installers.getByRole('tab', { name: 'pnpm' }).click();
      await page.waitForFunction(() => new URLSearchParams(location.search).get('installer') === 'pnpm');
      // Arriving with the choice in the address shows it.
      await page.goto(served.server.origin + '/docs/kettles/?installer=npm', { waitUntil: 'load' });
      await page.waitForFunction(
        () => document.querySelector('ul.tabs.installers [aria-selected="true"]')?.textContent === 'npm',
      );
    });
  });

  it("reads block, lazy and a TabItem's attributes and className", async () => {
    await inSession(served.browser, desktop, async (s) => {
      const page = await s.newPage();
      await page.goto(served.server.origin + '/docs/kettles/', { waitUntil: 'load' });
      const hob = page.locator('.tabs-container').nth(2);
      await expect(hob.locator('ul').getAttribute('class')).resolves.toBe('tabs tabs--block');
      await expect(hob.getByRole('tab', { name: 'Gas' }).getAttribute('class')).resolves.toBe(
        'tabs__item tabItem_LNqP flame-tab tabs__item--active',
      );
      await expect(hob.locator('[role="tabpanel"]').first().getAttribute('class')).resolves.toBe(
        'tabItem_Ymn6 hob-panel',
      );
      // lazy: the panel not chosen holds nothing.
      await expect(hob.locator('[role="tabpanel"]').nth(1).innerHTML()).resolves.toBe('');
    });
  });

  it('on a phone, shows the tab tapped before the island was live', async () => {
    await inSession(served.browser, PHONE, async (s) => {
      const page = await s.newPage();
      const release = await holdIsland(page, 'Tabs');
      await page.goto(served.server.origin + '/docs/kettles/', { waitUntil: 'commit' });
      const tabs = page.locator('.tabs-container').first();
      await tabs.getByRole('tab', { name: 'Cast iron' }).tap();
      await expect(page.locator('[data-island="Tabs"][data-hydrated="true"]').count()).resolves.toBe(0);
      release();
      await page.waitForFunction(
        () => document.querySelector('.tabs-container [aria-selected="true"]')?.textContent === 'Cast iron',
        undefined,
        { timeout: 60_000 },
      );
      await expect(tabs.locator('[role="tabpanel"]:not([hidden])').innerText()).resolves.toBe('Iron keeps the heat.');
    });
  });

  it('draws labels given as JSX, and on a phone shows the tab whose label was tapped inside before the island was live', async () => {
    await inSession(served.browser, PHONE, async (s) => {
      const page = await s.newPage();
      const release = await holdIsland(page, 'Tabs');
      await page.goto(served.server.origin + '/docs/kettles/', { waitUntil: 'commit' });
      const tabs = page.locator('.tabs-container').nth(3);
      await expect(tabs.getByRole('tab').evaluateAll((els) => els.map((e) => e.innerHTML))).resolves.toEqual([
        '<strong>Spout</strong>',
        '<code>lid</code> off',
      ]);
      await tabs.locator('[role="tab"] code').tap();
      await expect(page.locator('[data-island="Tabs"][data-hydrated="true"]').count()).resolves.toBe(0);
      release();
      await page.waitForFunction(
        () =>
          document.querySelectorAll('.tabs-container')[3]?.querySelector('[aria-selected="true"]')?.textContent ===
          'lid off',
        undefined,
        { timeout: 60_000 },
      );
      await expect(tabs.locator('[role="tabpanel"]:not([hidden])').innerText()).resolves.toBe('Lift the lid.');
      // Live, the labels are still the elements they were given as.
      await expect(tabs.getByRole('tab').first().innerHTML()).resolves.toBe('<strong>Spout</strong>');
    });
  });
});
