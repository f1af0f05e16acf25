// A Docusaurus site that ejected @theme/Tabs (and TabItem) the way Docusaurus 3.0-3.7 ejects them:
// `useTabs(props)` for its state, its TabItems cloned with `hidden`. migrate marks it interactive from its file (its
// source is live), and the build renders it with the docs' TabItems as Docusaurus's panels, the
// default one shown, and hands the island those panels. Real CLI runs on a site of our own;
// e2e/site-tabs.test.ts clicks the 3.8 kind in Chromium.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migratedSite } from './temp-site.ts';

const TABS = `import React, { cloneElement } from 'react';
import { sanitizeTabsChildren, useTabs } from '@docusaurus/theme-common/internal';

export default function Tabs(props) {
  const { selectedValue, selectValue, tabValues } = useTabs(props);
  return (
    <div className="kettle-tabs">
      <ul role="tablist" className="tabs">
        {tabValues.map((t) => (
          <li key={t.value} role="tab" aria-selected={t.value === selectedValue} onClick={() => selectValue(t.value)}>
            {t.label}
          </li>
        ))}
      </ul>
      {sanitizeTabsChildren(props.children).map((child, i) =>
        cloneElement(child, { key: i, hidden: child.props.value !== selectedValue }),
      )}
    </div>
  );
}
`;

const FILES: Record<string, string> = {
  'docusaurus.config.js': `module.exports = {
  title: 'Kettle Works',
  url: 'https://kettle.example.org',
  baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: 'docs' }, blog: false }]],
};
`,
  'src/theme/Tabs/index.js': TABS,
  // Its own TabItem too, as sites eject both: in the island it travels as Docusaurus's panel.
  'src/theme/TabItem/index.js': `export default function TabItem({ children, hidden, className }) {
  return <div role="tabpanel" className={['kettle-panel', className].filter(Boolean).join(' ')} hidden={hidden}>{children}</div>;
}
`,
  'src/pages/index.md': '# Kettle Works\n\nPots and kettles.\n',
  'docs/brewing.mdx': `# Brewing

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

<Tabs>
  <TabItem value="copper" label="Copper">

  Copper heats **fast**.

  </TabItem>
  <TabItem value="iron" label="Cast iron" default>

  Iron keeps the heat.

  </TabItem>
</Tabs>
`,
};

const site = migratedSite('site-tabs', FILES);

describe("a site's ejected Tabs (Docusaurus 3.0-3.7)", () => {
  it('is marked interactive from its file by migrate', async () => {
    expect(site.migrated.code).toBe(0);
    expect(site.migrated.stdout).toContain(
      "markdown.interactive Tabs: 'visible' (src/theme/Tabs/index.js uses onClick; Docusaurus hydrates it",
    );
    const config = await readFile(join(site.root, 'zapsite.config.ts'), 'utf8');
    expect(config).toMatch(/interactiveFrom: \{ Tabs: 'src\/theme\/Tabs\/index\.js' \}/);
  });

  it("renders the docs' TabItems as its panels, the default shown, and hands them to its island", async () => {
    expect(site.built.stderr).toBe('');
    expect(site.built.code).toBe(0);
    const html = await readFile(join(site.out, 'docs/brewing/index.html'), 'utf8');
    const island = /<span[^>]*data-island="site\.Tabs"[^>]*>([\s\S]*?)<\/span>\s*<\/div>\s*<\/article>/.exec(html);
    expect(island).not.toBeNull();
    expect(island![1]).toContain('<li role="tab" aria-selected="false">Copper</li>');
    expect(island![1]).toContain('<li role="tab" aria-selected="true">Cast iron</li>');
    expect(island![1]).toMatch(
      /<div role="tabpanel" class="tabItem_Ymn6" hidden data-zs-tab-value="copper" data-zs-tab-label="Copper"><p>Copper heats <strong>fast<\/strong>\.<\/p><\/div>/,
    );
    expect(island![1]).toMatch(
      /<div role="tabpanel" class="tabItem_Ymn6" data-zs-tab-value="iron" data-zs-tab-label="Cast iron" data-zs-tab-default=""><p>Iron keeps the heat\.<\/p><\/div>/,
    );
    // The island's props: the panels, as the browser rebuilds them into TabItems.
    const props = /<script type="application\/json" data-island-props="site\.Tabs">([^<]*)<\/script>/.exec(html);
    const children = JSON.parse(props![1]!).children as { $zsEl: [string, Record<string, string>, unknown[]] }[];
    expect(children.map((c) => [c.$zsEl[0], c.$zsEl[1]['data-zs-tab-value']])).toEqual([
      ['div', 'copper'],
      ['div', 'iron'],
    ]);
  });
});
