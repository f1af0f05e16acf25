// Components a site ejected on Docusaurus 3.0-3.4 import the docs hooks from
// @docusaurus/theme-common/internal, where those versions exported them (they later moved to
// @docusaurus/plugin-content-docs/client). They build, and the hooks answer as Docusaurus's do:
// a doc and a sidebar found by id in the page's, the preferred or the latest version, the items a
// sidebar shows, a card's doc by id. Before, each import was an unknown-docusaurus-module error.
import { describe, expect, it } from 'vitest';
import { builtCopy } from './temp-site.ts';

const LAMP_INDEX = `import React from 'react';
import {
  useDocById,
  useDocsVersionCandidates,
  useKeyboardNavigation,
  useLayoutDoc,
  useLayoutDocsSidebar,
  useVisibleSidebarItems,
} from '@docusaurus/theme-common/internal';

const ITEMS = [
  { type: 'link', label: 'Shown', href: '/docs/intro' },
  { type: 'link', label: 'Hidden', href: '/docs/secret', unlisted: true },
];

export default function LampIndex() {
  useKeyboardNavigation();
  const versions = useDocsVersionCandidates();
  const wicks = useLayoutDoc('guide/wicks');
  const sidebar = useLayoutDocsSidebar('guide');
  const shown = useVisibleSidebarItems(ITEMS, '/docs/intro');
  const intro = useDocById('intro');
  return (
    <ul id="lamp-index">
      <li id="versions">{versions.map((v) => v.name).join(',')}</li>
      <li id="wicks">{wicks.path}</li>
      <li id="sidebar">{sidebar.link.path}</li>
      <li id="shown">{shown.map((i) => i.label).join(',')}</li>
      <li id="intro">{intro.title}</li>
    </ul>
  );
}
`;

// Docusaurus's app-wide providers, as an ejected Layout/Provider composes them (apache/answer's).
const LAMP_PROVIDERS = `import React from 'react';
import { composeProviders } from '@docusaurus/theme-common';
import {
  AnnouncementBarProvider,
  ColorModeProvider,
  NavbarProvider,
  PluginHtmlClassNameProvider,
  ScrollControllerProvider,
} from '@docusaurus/theme-common/internal';
import { DocsPreferredVersionContextProvider } from '@docusaurus/plugin-content-docs/client';

const Providers = composeProviders([
  ColorModeProvider,
  AnnouncementBarProvider,
  ScrollControllerProvider,
  DocsPreferredVersionContextProvider,
  PluginHtmlClassNameProvider,
  NavbarProvider,
]);

export default function LampProviders() {
  return <Providers><p id="inside-providers">lit</p></Providers>;
}
`;

const site = builtCopy('classic-site', {
  'src/components/LampIndex.js': LAMP_INDEX,
  'src/components/LampProviders.js': LAMP_PROVIDERS,
  'docs/guide/index-page.mdx':
    "---\ntitle: Lamp index\n---\n\nimport LampIndex from '@site/src/components/LampIndex';\nimport LampProviders from '@site/src/components/LampProviders';\n\n<LampIndex />\n\n<LampProviders />\n",
});

describe("Docusaurus 3.0-3.4's docs hooks from theme-common/internal", () => {
  it('build, and answer as Docusaurus does', async () => {
    expect(site.build.stdout + site.build.stderr).not.toContain('error[');
    expect(site.build.code).toBe(0);
    const html = await site.page('docs/guide/index-page/index.html');
    expect(html).toContain('<li id="versions">current</li>');
    expect(html).toMatch(/<li id="wicks">\/docs\/guide\/wicks\/?<\/li>/);
    expect(html).toMatch(/<li id="sidebar">\/docs\/intro\/?<\/li>/);
    expect(html).toContain('<li id="shown">Shown</li>');
    expect(html).toMatch(/<li id="intro">[^<]+<\/li>/);
  });

  it("have Docusaurus's app-wide providers, which give their children as they are", async () => {
    const html = await site.page('docs/guide/index-page/index.html');
    expect(html).toContain('<p id="inside-providers">lit</p>');
  });
});
