// useThemeConfig() gives the classic theme's defaults where the site's config leaves them out, as
// Docusaurus's theme schema fills them: an ejected DocSidebar/Desktop reads
// `docs.sidebar.hideable` with no guard, and the build stopped at it with an mdx-render error.
import { describe, expect, it } from 'vitest';
import { builtCopy } from './temp-site.ts';

const SETTINGS = `import React from 'react';
import { useThemeConfig } from '@docusaurus/theme-common';

export default function Settings() {
  const { docs, blog, tableOfContents, navbar } = useThemeConfig();
  return (
    <p id="settings">
      {[docs.sidebar.hideable, docs.sidebar.autoCollapseCategories, docs.versionPersistence, blog.sidebar.groupByYear, tableOfContents.minHeadingLevel, tableOfContents.maxHeadingLevel, navbar.hideOnScroll, navbar.items.length > 0].join(' ')}
    </p>
  );
}
`;

const site = builtCopy('classic-site', {
  'src/components/Settings.js': SETTINGS,
  'docs/guide/settings.mdx':
    "---\ntitle: Settings\n---\n\nimport Settings from '@site/src/components/Settings';\n\n<Settings />\n",
});

describe("the theme config's defaults", () => {
  it('are there for site code, the navbar as the site wrote it', async () => {
    expect(site.build.stdout + site.build.stderr).not.toContain('error[');
    expect(site.build.code).toBe(0);
    const html = await site.page('docs/guide/settings/index.html');
    expect(html).toContain('<p id="settings">false false localStorage true 2 3 false true</p>');
  });
});
