// A navbar item of the site's own type (`type: 'custom-…'`), drawn by the component the site's
// swizzled NavbarItem/ComponentTypes maps it to, as Docusaurus documents: in the navbar with the
// item's fields as props, in the phone menu with `mobile` too; migrate carries such an item. One the
// config marks interactive is its island. Real CLI builds of the classic fixture and a migrated site.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zapsite, type Run } from '../helpers/cli.ts';
import { copyFixtureWithConfig, put, type TempSite } from './temp-site.ts';

const TYPES = `import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import LampCount from '@site/src/components/LampCount';
import LampDimmer from '@site/src/components/LampDimmer';
export default { ...ComponentTypes, 'custom-lamp-count': LampCount, 'custom-lamp-dimmer': LampDimmer };
`;

const COUNT = `export default function LampCount({ count, mobile, position }) {
  if (mobile) return <li className="menu__list-item lamp-count-mobile"><a className="menu__link" href="/docs/intro/">{count} lamps lit</a></li>;
  return <a className="navbar__item navbar__link lamp-count" data-position={position} href="/docs/intro/">{count} lamps</a>;
}
`;

const DIMMER = `import { useState } from 'react';
export default function LampDimmer({ steps }) {
  const [level, setLevel] = useState(steps);
  return <button type="button" className="navbar__item lamp-dimmer" onClick={() => setLevel(level - 1)}>Level {level}</button>;
}
`;

describe('a custom navbar item on the classic theme', () => {
  let site: TempSite;
  let build: Run;
  let html: string;
  beforeAll(async () => {
    site = await copyFixtureWithConfig('classic-site', (config) =>
      config
        .replace(
          "      { href: 'https://lamps.example.org/lantern', label: 'Source', position: 'right' },",
          "      { href: 'https://lamps.example.org/lantern', label: 'Source', position: 'right' },\n      { type: 'custom-lamp-count', position: 'right', count: 3 },\n      { type: 'custom-lamp-dimmer', steps: 4 },",
        )
        .replace(
          "  theme: { name: 'classic'",
          "  markdown: { interactive: { LampDimmer: 'visible' }, interactiveFrom: { LampDimmer: 'src/components/LampDimmer.jsx' } },\n  theme: { name: 'classic'",
        ),
    );
    await put(site.root, 'src/theme/NavbarItem/ComponentTypes.js', TYPES);
    await put(site.root, 'src/components/LampCount.jsx', COUNT);
    await put(site.root, 'src/components/LampDimmer.jsx', DIMMER);
    build = await zapsite(['build', '--root', site.root, '--out', join(site.dir, 'out')]);
    html = build.code === 0 ? await readFile(join(site.dir, 'out/docs/intro/index.html'), 'utf8') : '';
  }, 120_000);
  afterAll(() => site.remove());

  it('builds without a word', () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
  });

  it("draws it with the site's component, given the item's fields, at its place in the navbar", () => {
    const right =
      /<div class="theme-layout-navbar-right navbar__items navbar__items--right">([^]*?)<\/nav>/.exec(html)?.[1] ?? '';
    expect(right).toMatch(
      /Source[^]*?<a class="navbar__item navbar__link lamp-count" data-position="right" href="\/docs\/intro\/">3 lamps<\/a>/,
    );
    // The live one is its island, on the left.
    const left = html.slice(
      html.indexOf('<div class="theme-layout-navbar-left navbar__items">'),
      html.indexOf('navbar__items--right'),
    );
    expect(left).toMatch(
      /data-island-props="LampDimmer">\{"steps":4,"position":"left"\}<\/script><span [^>]*data-island="LampDimmer"[^>]*><button type="button" class="navbar__item lamp-dimmer">Level <!-- -->4<\/button>/,
    );
  });

  it('gives the phone menu its mobile markup, as its own item, the live one as plain HTML there', () => {
    const props = /data-island-props="MobileMenu">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    const items = JSON.parse(props).items as { html?: string }[];
    expect(items).toContainEqual({
      label: '',
      html: '<button type="button" class="navbar__item lamp-dimmer">Level 4</button>',
      bare: true,
    });
    expect(items).toContainEqual({
      label: '',
      html: '<li class="menu__list-item lamp-count-mobile"><a class="menu__link" href="/docs/intro/">3 lamps lit</a></li>',
      bare: true,
    });
  });
});

describe('migrate with a custom navbar item', () => {
  let dir: string;
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('carries it, fields and all, and the site builds with it', async () => {
    dir = await mkdtemp(join(tmpdir(), 'zapsite-custom-navbar-'));
    const root = join(dir, 'site');
    await put(
      root,
      'docusaurus.config.js',
      `module.exports = {
  title: 'Wickworks', url: 'https://wickworks.example.org', baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: 'docs' }, blog: false }]],
  themeConfig: { navbar: { items: [{ type: 'custom-lamp-count', position: 'right', count: 7 }] } },
};
`,
    );
    await put(root, 'docs/intro.md', '# Intro\n\nA wick, oil and a match.\n');
    await put(root, 'src/pages/index.md', '# Wickworks\n\nLamps for every room.\n');
    await put(
      root,
      'src/theme/NavbarItem/ComponentTypes.js',
      "import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';\nimport LampCount from '@site/src/components/LampCount';\nexport default { ...ComponentTypes, 'custom-lamp-count': LampCount };\n",
    );
    await put(root, 'src/components/LampCount.jsx', COUNT);
    const migrated = await zapsite(['migrate', '--from', 'docusaurus', '--root', root]);
    expect(migrated.code).toBe(0);
    expect(await readFile(join(root, 'zapsite.config.ts'), 'utf8')).toContain(
      "{ type: 'custom-lamp-count', position: 'right', count: 7 }",
    );
    const built = await zapsite(['build', '--root', root, '--out', join(dir, 'out')]);
    expect(built.stderr).toBe('');
    expect(await readFile(join(dir, 'out/docs/intro/index.html'), 'utf8')).toContain('>7 lamps</a>');
  }, 120_000);
});

describe('a custom navbar item nothing draws', () => {
  let site: TempSite;
  afterAll(() => site.remove());

  it("stops the build at the item's type in the config, as Docusaurus stops at it", async () => {
    site = await copyFixtureWithConfig('classic-site', (config) =>
      config.replace(
        "      { href: 'https://lamps.example.org/lantern', label: 'Source', position: 'right' },",
        "      { href: 'https://lamps.example.org/lantern', label: 'Source', position: 'right' },\n      { type: 'custom-lamp-count', count: 3 },",
      ),
    );
    const build = await zapsite(['build', '--root', site.root, '--out', join(site.dir, 'out')]);
    expect(build.code).not.toBe(0);
    expect(build.stderr).toContain(
      'error[config-navbar-custom]: The navbar item navbar.items[3] has the type "custom-lamp-count", which the site\'s src/theme/NavbarItem/ComponentTypes does not map to a component.',
    );
    expect(build.stderr).toMatch(
      /--> zapsite\.config\.ts:\d+:\d+\n\s*\|\n\s*\d+ \|\s+\{ type: 'custom-lamp-count', count: 3 \},/,
    );
  }, 120_000);
});

// The map as Docusaurus's swizzle ejects it, every item type imported from the theme's own modules
// (questdb.io's docs), with a custom type whose component builds on the theme's link and HTML items.
const EJECTED_TYPES = `import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import LocaleDropdownNavbarItem from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import HtmlNavbarItem from '@theme/NavbarItem/HtmlNavbarItem';
import DocNavbarItem from '@theme/NavbarItem/DocNavbarItem';
import DocSidebarNavbarItem from '@theme/NavbarItem/DocSidebarNavbarItem';
import DocsVersionNavbarItem from '@theme/NavbarItem/DocsVersionNavbarItem';
import DocsVersionDropdownNavbarItem from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import LampLinks from '@site/src/components/LampLinks';
export default {
  default: DefaultNavbarItem,
  localeDropdown: LocaleDropdownNavbarItem,
  search: SearchNavbarItem,
  dropdown: DropdownNavbarItem,
  html: HtmlNavbarItem,
  doc: DocNavbarItem,
  docSidebar: DocSidebarNavbarItem,
  docsVersion: DocsVersionNavbarItem,
  docsVersionDropdown: DocsVersionDropdownNavbarItem,
  'custom-lamp-links': LampLinks,
};
`;

const LINKS = `import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import HtmlNavbarItem from '@theme/NavbarItem/HtmlNavbarItem';
import NavbarNavLink from '@theme/NavbarItem/NavbarNavLink';
export default function LampLinks({ mobile }) {
  return (
    <>
      <DefaultNavbarItem label="Wick shop" href="https://lamps.example.org/shop" mobile={mobile} className="lamp-shop" />
      <HtmlNavbarItem value="<b>Open late</b>" mobile={mobile} />
      {mobile ? null : (
        <>
          <NavbarNavLink className="navbar__item navbar__link lamp-guide" to="/docs/guide/wicks/" activeBasePath="/docs/" label="Lamp guide" />
          <NavbarNavLink className="navbar__item lamp-oil" href="https://lamps.example.org/oil" label="Oil" />
        </>
      )}
    </>
  );
}
`;

describe('a custom navbar item in a ComponentTypes map the site ejected whole', () => {
  let site: TempSite;
  let build: Run;
  beforeAll(async () => {
    site = await copyFixtureWithConfig('classic-site', (config) =>
      config.replace(
        "      { href: 'https://lamps.example.org/lantern', label: 'Source', position: 'right' },",
        "      { href: 'https://lamps.example.org/lantern', label: 'Source', position: 'right' },\n      { type: 'custom-lamp-links', position: 'right' },",
      ),
    );
    await put(site.root, 'src/theme/NavbarItem/ComponentTypes.js', EJECTED_TYPES);
    await put(site.root, 'src/components/LampLinks.jsx', LINKS);
    build = await zapsite(['build', '--root', site.root, '--out', join(site.dir, 'out')]);
  }, 120_000);
  afterAll(() => site.remove());

  it('takes the map, and draws its custom item with the theme`s link and HTML items', async () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    const html = await readFile(join(site.dir, 'out/docs/intro/index.html'), 'utf8');
    // A link to another site, with the external-link icon, as the navbar's own.
    expect(html).toMatch(
      /<a href="https:\/\/lamps\.example\.org\/shop" class="navbar__item navbar__link lamp-shop" target="_blank" rel="noopener noreferrer">Wick shop<svg[^>]*class="iconExternalLink_nPIU"/,
    );
    expect(html).toContain('<div class="navbar__item"><b>Open late</b></div>');
    // In the phone menu, with its mobile markup.
    expect(html).toMatch(
      /<li class="menu__list-item"><a href="https:\/\/lamps\.example\.org\/shop" class="menu__link lamp-shop"/,
    );
    expect(html).toContain('<div class="menu__list-item"><b>Open late</b></div>');
    // Each element the item renders is an entry of its own there: no <li> inside another's, which a
    // browser's parser would take apart (and the menu's hydration with it).
    expect(html).not.toMatch(/<li(?:\s[^>]*)?><li[\s>]/);
    expect(html).toContain('<li class="menu__list-item"><div class="menu__list-item"><b>Open late</b></div></li>');
    // The theme's NavbarNavLink, which such items are built on: a nav link, active on the pages its
    // activeBasePath names (this page is not its own), and a link to another site with the icon.
    expect(html).toContain(
      '<a href="/docs/guide/wicks/" class="navbar__item navbar__link lamp-guide active">Lamp guide</a>',
    );
    expect(html).toMatch(
      /<a href="https:\/\/lamps\.example\.org\/oil" class="navbar__item lamp-oil" target="_blank" rel="noopener noreferrer">Oil<svg[^>]*class="iconExternalLink_nPIU"/,
    );
  });

  it('says why, at the import, when the map needs a Docusaurus module zapsite lacks and is left aside', async () => {
    const blocked = `import Translations from '@theme/SearchTranslations';\n${EJECTED_TYPES}`;
    await put(site.root, 'src/theme/NavbarItem/ComponentTypes.js', blocked);
    try {
      const failed = await zapsite(['build', '--root', site.root, '--out', join(site.dir, 'out3')]);
      expect(failed.code).not.toBe(0);
      // The item's type is unmapped because the whole map was left aside: the warning names the cause.
      expect(failed.stderr).toContain('error[config-navbar-custom]');
      expect(failed.stderr).toMatch(/warning\[swizzle-module-missing\][^\n]*NavbarItem\/ComponentTypes/);
      expect(failed.stderr).toContain('--> src/theme/NavbarItem/ComponentTypes.js:1:');
    } finally {
      await put(site.root, 'src/theme/NavbarItem/ComponentTypes.js', EJECTED_TYPES);
    }
  });

  it('fails the page that renders a navbar-drawn item itself, naming it', async () => {
    await put(
      site.root,
      'src/pages/find.jsx',
      "import Layout from '@theme/Layout';\nimport SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';\nexport default function Find() {\n  return <Layout><main><SearchNavbarItem /></main></Layout>;\n}\n",
    );
    const failed = await zapsite(['build', '--root', site.root, '--out', join(site.dir, 'out2')]);
    expect(failed.code).not.toBe(0);
    expect(failed.stderr).toContain(
      "@theme/NavbarItem/SearchNavbarItem is drawn by zapsite's navbar from the config's navbar.items",
    );
    expect(failed.stderr).toContain('src/pages/find.jsx');
  });
});
