// A site that ejected @theme/Tabs and TabItem, built the way Docusaurus 3.8 on ejects them (useTabsContextValue,
// TabsProvider, useTabs() in its tab strip, sanitizeTabsChildren, useScrollPositionBlocker, and a
// remount keyed on useIsBrowser), hydrates as its own island with the docs' TabItems as its
// children. On a PHONE, a tab tapped the moment the page appears is shown once the island is live;
// the other tabs of the group follow, the choice is in local storage, and a reload shows it again.
// Fails on any console error or page error.
import { describe, expect, it } from 'vitest';
import { inSession, PHONE } from './helpers/browser.ts';
import { servedForTests } from './helpers/served.ts';
import { classicSiteWith } from './helpers/site.ts';
import { holdIsland, liveAndSettled } from './helpers/first-input.ts';

const TABS = `import React from 'react';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { sanitizeTabsChildren, TabsProvider, useScrollPositionBlocker, useTabs, useTabsContextValue } from '@docusaurus/theme-common/internal';
import useIsBrowser from '@docusaurus/useIsBrowser';

function Strip() {
  const { selectedValue, selectValue, tabValues } = useTabs();
  const { blockElementScrollPositionUntilNextRender } = useScrollPositionBlocker();
  return (
    <ul role="tablist" className="tabs kettle-strip">
      {tabValues.map(({ value, label }) => (
        <li key={value} role="tab" tabIndex={value === selectedValue ? 0 : -1} aria-selected={value === selectedValue}
          className={value === selectedValue ? 'tabs__item tabs__item--active' : 'tabs__item'}
          onClick={(e) => { blockElementScrollPositionUntilNextRender(e.currentTarget); selectValue(value); }}>
          <span className="kettle-label">{label ?? value}</span>
        </li>
      ))}
    </ul>
  );
}

export default function Tabs(props) {
  const browser = useIsBrowser();
  const value = useTabsContextValue(props);
  return (
    <TabsProvider value={value} key={String(browser)}>
      <div className={ThemeClassNames.tabs.container + ' kettle-tabs'}>
        <Strip />
        <div className="margin-top--md">{sanitizeTabsChildren(props.children)}</div>
      </div>
    </TabsProvider>
  );
}
`;

// Its own TabItem too, as sites eject both (useTabs() from the Tabs' context).
const TAB_ITEM = `import { useTabs } from '@docusaurus/theme-common/internal';
export default function TabItem({ children, value }) {
  const { selectedValue } = useTabs();
  return <div role="tabpanel" className="kettle-panel" hidden={value !== selectedValue}>{children}</div>;
}
`;

const DOC = `# Kettles

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

<Tabs groupId="pot">
  <TabItem value="copper" label="Copper">

  Copper heats **fast**.

  </TabItem>
  <TabItem value="iron" label="Cast iron" default>

  Iron keeps the heat.

  </TabItem>
</Tabs>

Cleaning them:

<Tabs groupId="pot">
  <TabItem value="copper" label="Copper">Polish the copper.</TabItem>
  <TabItem value="iron" label="Cast iron" default>Oil the iron.</TabItem>
</Tabs>
`;

const served = servedForTests({
  server: () =>
    classicSiteWith(
      // As migrate marks it (integration/site-tabs.test.ts).
      "markdown: { interactive: { Tabs: 'visible' }, interactiveFrom: { Tabs: 'src/theme/Tabs/index.jsx' } },",
      { 'src/theme/Tabs/index.jsx': TABS, 'src/theme/TabItem/index.jsx': TAB_ITEM, 'docs/kettles.mdx': DOC },
    ),
});

const shown = `[...document.querySelectorAll('[role=tabpanel]')].filter((p) => !p.hidden).map((p) => p.textContent.trim())`;

describe("a site's ejected Tabs, on a phone", () => {
  it('shows the tab tapped before it was live, in every tabs of the group, and again after a reload', async () => {
    await inSession(served.browser, PHONE, async (s) => {
      const page = await s.newPage();
      const release = await holdIsland(page, 'site.Tabs');
      await page.goto(served.server.origin + '/docs/kettles/', { waitUntil: 'commit' });
      // The server drew the default tab of each, the others there and hidden.
      await expect(page.evaluate(shown)).resolves.toEqual(['Iron keeps the heat.', 'Oil the iron.']);
      await page.locator('.kettle-strip .kettle-label', { hasText: 'Copper' }).first().tap();
      await expect(page.locator('[data-island="site.Tabs"][data-hydrated="true"]').count()).resolves.toBe(0);
      release();
      await page.waitForFunction(`${shown}.join('|') === 'Copper heats fast.|Polish the copper.'`, undefined, {
        timeout: 60_000,
      });
      await liveAndSettled(page, 'site.Tabs');
      await expect(page.evaluate(() => localStorage.getItem('docusaurus.tab.pot'))).resolves.toBe('copper');
      await expect(page.locator('.kettle-strip [aria-selected="true"]').allInnerTexts()).resolves.toEqual([
        'Copper',
        'Copper',
      ]);
      // The second group's strip switches back, and the first follows.
      await page.locator('.kettle-strip .kettle-label', { hasText: 'Cast iron' }).nth(1).tap();
      await page.waitForFunction(`${shown}.join('|') === 'Iron keeps the heat.|Oil the iron.'`);
      await page.locator('.kettle-strip .kettle-label', { hasText: 'Copper' }).nth(1).tap();
      await page.reload({ waitUntil: 'load' });
      await page.waitForFunction(`${shown}.join('|') === 'Copper heats fast.|Polish the copper.'`, undefined, {
        timeout: 60_000,
      });
    });
  });
});
