// A swizzled NavbarItem draws the navbar's items, as Docusaurus's navbar draws each through
// @theme/NavbarItem: given the item's fields as the config writes them (a `data-` field among them),
// and each link of a dropdown too. This one is shaped like the wrappers sites write for a language
// menu: it points each language's link at the same page under that language's folder, from the
// page's location, and hands the rest to @theme-original/NavbarItem, zapsite's own item.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migratedSite } from './temp-site.ts';

const CONFIG = `// @ts-check
/** @type {import('@docusaurus/types').Config} */
module.exports = {
  title: 'Lamps',
  url: 'https://lamps.example.com',
  baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: false }, blog: false }]],
  themeConfig: {
    navbar: {
      items: [
        { to: '/docs/wicks', label: 'Guide', position: 'left', 'data-kind': 'guide' },
        { type: 'doc', docId: 'oil', label: 'Oil', position: 'left' },
        {
          type: 'dropdown',
          label: 'Language',
          position: 'right',
          items: [
            { label: 'English', href: '#', 'data-language-prefix': '/' },
            { label: 'Welsh', href: '#', 'data-language-prefix': '/cy/' },
            { label: 'Shop', href: 'https://lamps.example.org/shop' },
          ],
        },
      ],
    },
  },
};
`;

const WRAPPER = `import React from 'react';
import NavbarItem from '@theme-original/NavbarItem';
import { useLocation } from '@docusaurus/router';

export default function LanguageAwareItem(props) {
  const { pathname } = useLocation();
  const prefix = props['data-language-prefix'];
  if (!prefix) return <NavbarItem {...props} />;
  const page = pathname.replace(/^\\/cy\\//, '/');
  const href = 'pathname://' + prefix.replace(/\\/$/, '') + page;
  return <NavbarItem {...props} href={href} autoAddBaseUrl={false} target="_self" onClick={() => localStorage.setItem('lamp-language', prefix)} />;
}
`;

const files = {
  'docusaurus.config.js': CONFIG,
  'docs/wicks.md': '# Wicks\n\nTrim them often.\n',
  'docs/oil.md': '# Oil\n\nLamp oil, not cooking oil.\n',
  'src/pages/index.md': '# Lamps\n',
};

const swizzled = migratedSite('swizzle-navbar-item', { ...files, 'src/theme/NavbarItem/index.js': WRAPPER });
const plain = migratedSite('navbar-item-attributes', files);

const navbar = async (root: { out: string }, path: string) => {
  const html = await readFile(join(root.out, path), 'utf8');
  return html.slice(
    html.indexOf('<nav aria-label="Main"'),
    html.indexOf('</nav>', html.indexOf('navbar__items--right')),
  );
};

describe('a swizzled NavbarItem', () => {
  it("draws every item and each dropdown link, given the config's fields, through zapsite's item", async () => {
    expect(swizzled.migrated.stdout).not.toContain('data-');
    // Its one warning: the language choice it would store on a click is not kept (build time only).
    expect(swizzled.built.stderr).toContain(
      "warning[swizzle-static]: The swizzled NavbarItem uses onClick: zapsite renders it at build time only, so its state, effects and handlers do not run in the browser (it draws the navbar's items, which zapsite draws at build time).\n  --> src/theme/NavbarItem/index.js:11:",
    );
    expect(swizzled.built.stdout + swizzled.built.stderr).not.toMatch(/error\[|warning\[(?!swizzle-static)/);
    expect(swizzled.built.code).toBe(0);
    const bar = await navbar(swizzled, 'docs/wicks/index.html');
    // A link, its data- field on it as Docusaurus hands it on; marked active on its page.
    expect(bar).toContain(
      '<a data-kind="guide" class="navbar__item navbar__link navbar__link--active" href="/docs/wicks" aria-current="page">Guide</a>',
    );
    expect(bar).toContain('<a class="navbar__item navbar__link" href="/docs/oil">Oil</a>');
    // Each language's link points at this page in that language, as the wrapper computed it.
    expect(bar).toContain(
      '<a data-language-prefix="/" class="dropdown__link" href="/docs/wicks" target="_self">English</a>',
    );
    expect(bar).toContain(
      '<a data-language-prefix="/cy/" class="dropdown__link" href="/cy/docs/wicks" target="_self">Welsh</a>',
    );
    expect(bar).toMatch(
      /<a class="dropdown__link" href="https:\/\/lamps\.example\.org\/shop" target="_blank" rel="noopener noreferrer">Shop<svg/,
    );
    // From another page, the same links follow it.
    expect(await navbar(swizzled, 'docs/oil/index.html')).toContain('href="/cy/docs/oil" target="_self">Welsh</a>');
  });

  it("draws the phone menu's items through it too, the dropdown's links among them", async () => {
    const html = await readFile(join(swizzled.out, 'docs/wicks/index.html'), 'utf8');
    const menu = html.slice(html.indexOf('navbar-sidebar__items'));
    expect(menu).toContain(
      '<li class="menu__list-item"><a data-kind="guide" class="menu__link menu__link--active" href="/docs/wicks" aria-current="page">Guide</a></li>',
    );
    expect(menu).toContain('<li class="menu__list-item"><a class="menu__link" href="/docs/oil">Oil</a></li>');
    // The dropdown is the menu's own (it opens and closes), its links the site's.
    expect(menu).toContain(
      '<a role="button" aria-expanded="false" class="menu__link menu__link--sublist" href="#">Language</a>',
    );
    expect(menu).toContain(
      '<li class="menu__list-item"><a data-language-prefix="/cy/" class="menu__link" href="/cy/docs/wicks" target="_self">Welsh</a></li>',
    );
  });
});

describe("a navbar link's other fields, without a swizzled NavbarItem", () => {
  it('are written on its link, as Docusaurus hands them to it, in the phone menu too', async () => {
    expect(plain.built.code).toBe(0);
    const bar = await navbar(plain, 'docs/wicks/index.html');
    expect(bar).toContain(
      '<a data-kind="guide" class="navbar__item navbar__link navbar__link--active" href="/docs/wicks"',
    );
    expect(bar).toContain('<a data-language-prefix="/cy/" class="dropdown__link" href="#">Welsh</a>');
    const html = await readFile(join(plain.out, 'docs/wicks/index.html'), 'utf8');
    expect(html.slice(html.indexOf('navbar-sidebar__items'))).toMatch(
      /<a data-language-prefix="\/cy\/" class="menu__link" href="#">Welsh<\/a>/,
    );
  });
});
