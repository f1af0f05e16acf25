// @theme/NavbarItem/DocsVersionDropdownNavbarItem rendered by site code (dyte's docs put one in
// their own sidebar menu): a docs instance's versions as Docusaurus lists them, each linking to the
// page shown in that version or, where it has none, the version's main doc; the version being read
// is active and names the toggle. Real CLI build of the docs-instances fixture.
import { describe, expect, it } from 'vitest';
import { builtCopy } from './temp-site.ts';

describe('the docs version dropdown as a component of the site', () => {
  const copy = builtCopy('docs-instances', {
    'src/components/Versions.jsx': `import DocsVersionDropdownNavbarItem from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
export default function Versions({ mobile }) {
  return <div className={mobile ? 'menu-versions' : 'bar-versions'}><DocsVersionDropdownNavbarItem docsPluginId="community" mobile={mobile} /></div>;
}
`,
    'community/meetups.md': `---
title: Meetups
---

import Versions from '@site/src/components/Versions';

<Versions />

<Versions mobile />
`,
  });

  it('lists the versions, links each to the page or its main doc, and marks the one being read', async () => {
    expect(copy.build.stderr).not.toMatch(/^error/m);
    expect(copy.build.code).toBe(0);
    const html = await copy.page('community/next/meetups/index.html');
    const bar = /<div class="bar-versions">([\s\S]*?)<\/ul><\/div><\/div>/.exec(html)?.[1] ?? '';
    expect(bar).toMatch(
      /<div class="navbar__item dropdown dropdown--hoverable"><a [^>]*class="navbar__link navbar__link--active"[^>]*>Next<\/a>/,
    );
    const links = [
      ...bar.matchAll(
        /<a [^>]*class="(dropdown__link[^"]*)"[^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>|<a [^>]*href="([^"]+)"[^>]*class="(dropdown__link[^"]*)"[^>]*>([^<]+)<\/a>/g,
      ),
    ].map((m) => [m[3] ?? m[6], m[2] ?? m[4], (m[1] ?? m[5])!.includes('--active')]);
    // Meetups has no 1.0 page: that version's main doc.
    expect(links).toEqual([
      ['Next', '/community/next/meetups/', true],
      ['1.0', '/community/intro/', false],
    ]);
    const menu = /<div class="menu-versions">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
    expect(menu).toContain('<span class="menu__link menu__link--sublist">Versions</span>');
    expect(menu).toMatch(/class="menu__link menu__link--active"[^>]*>Next<|>Next<\/a>/);
  });
});

describe('the docs version dropdown naming a version the docs do not have', () => {
  const copy = builtCopy('docs-instances', {
    'src/components/Versions.jsx': `import DocsVersionDropdownNavbarItem from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
export default function Versions() {
  return <DocsVersionDropdownNavbarItem docsPluginId="community" versions={['9.9']} />;
}
`,
    'community/meetups.md': "# Meetups\n\nimport Versions from '@site/src/components/Versions';\n\n<Versions />\n",
  });

  it('stops the build, as Docusaurus does, naming the version and those there are', () => {
    expect(copy.build.code).not.toBe(0);
    expect(copy.build.stderr).toContain("No docs version exists for name '9.9'");
    expect(copy.build.stderr).toContain('Available version names: current, 1.0.');
  });
});
