// A navbar the site ejected, whole or in halves, as Docusaurus 3 ejects it: Navbar (Layout around
// Content), Navbar/Layout and Navbar/Content, rebuilt from the parts zapsite provides
// (@theme/NavbarItem, Navbar/Logo, Navbar/ColorModeToggle, Navbar/MobileSidebar/Toggle, Navbar/Search,
// SearchBar) and theme-common's navbar helpers (useNavbarMobileSidebar, splitNavbarItems,
// ErrorCauseBoundary). The site's markup is drawn, with zapsite's items, toggle and phone menu in it. Real CLI builds.
import { describe, expect, it } from 'vitest';
import { builtCopy } from './temp-site.ts';
import { EJECTED_NAVBAR_CONTENT, EJECTED_NAVBAR_LAYOUT } from '../helpers/ejected-navbar.ts';

describe('an ejected Navbar/Content inside an ejected Navbar/Layout', () => {
  const copy = builtCopy('classic-site', {
    'src/theme/Navbar/Content/index.jsx': EJECTED_NAVBAR_CONTENT,
    'src/theme/Navbar/Layout/index.jsx': EJECTED_NAVBAR_LAYOUT,
  });

  it("draws the site's content inside its layout, with zapsite's items, phone menu and toggle", async () => {
    expect(copy.build.code).toBe(0);
    const html = await copy.page('docs/intro/index.html');
    expect(html).toMatch(
      /<div class="lamp-bar"><nav aria-label="Main" class="theme-layout-navbar navbar navbar--fixed-top"><div class="navbar__inner"><div class="theme-layout-navbar-left navbar__items">/,
    );
    // The phone menu island first, then the brand, the site's lamp and the left items.
    const left = html.slice(html.indexOf('theme-layout-navbar-left'), html.indexOf('theme-layout-navbar-right'));
    expect(left).toMatch(/class="navbar__toggle clean-btn"/);
    expect(left.indexOf('navbar__toggle')).toBeLessThan(left.indexOf('navbar__brand'));
    expect(left.indexOf('navbar__brand')).toBeLessThan(left.indexOf('<span class="lamp-flag">lit</span>'));
    expect(left).toMatch(/<a[^>]*class="navbar__item navbar__link[^"]*"[^>]*href="\/docs\/intro\/"[^>]*>Guide<\/a>/);
    expect(left).toMatch(/href="\/blog\/"[^>]*>Blog<\/a>/);
    const right = html.slice(html.indexOf('theme-layout-navbar-right'), html.indexOf('</nav>'));
    expect(right).toMatch(/href="https:\/\/lamps\.example\.org\/lantern"[^>]*>Source/);
    expect(right).toContain('lamp-toggle');
    // No search service and no search item: Docusaurus's empty search box, as its SearchBar draws nothing.
    expect(right).toContain('<div class="navbarSearchContainer_Bca1"></div>');
    // The site's backdrop closes the menu (zapsite's phone menu listens to any in the navbar); its drawer is the menu's own.
    expect(html).toContain('</div></div><div role="presentation" class="navbar-sidebar__backdrop"></div></nav></div>');
  });

  it('takes both without a warning about them', () => {
    expect(copy.build.stderr).not.toMatch(/warning\[swizzle-[a-z-]+\][^\n]*Navbar/);
    expect(copy.build.stderr).not.toContain('error[');
  });
});

describe('a Navbar ejected whole', () => {
  const copy = builtCopy('classic-site', {
    'src/theme/Navbar/index.jsx': `import NavbarLayout from '@theme/Navbar/Layout';
import NavbarContent from '@theme/Navbar/Content';
export default function LampNavbar() {
  return <NavbarLayout><NavbarContent /></NavbarLayout>;
}
`,
    'src/theme/Navbar/Content/index.jsx': `import NavbarItem from '@theme/NavbarItem';
import NavbarMobileSidebarToggle from '@theme/Navbar/MobileSidebar/Toggle';
export default function LampNavbarContent() {
  return <div className="navbar__inner lamp-inner"><NavbarMobileSidebarToggle /><NavbarItem label="Home" to="/" /></div>;
}
`,
  });

  it("draws zapsite's layout around the site's content, and the item it names", async () => {
    expect(copy.build.code).toBe(0);
    const html = await copy.page('docs/intro/index.html');
    expect(html).toMatch(
      /<nav aria-label="Main" class="theme-layout-navbar navbar navbar--fixed-top"><div class="navbar__inner lamp-inner">/,
    );
    const inner = html.slice(html.indexOf('lamp-inner'), html.indexOf('</nav>'));
    expect(inner).toContain('class="navbar__toggle clean-btn"');
    // The site's one item after the phone menu; the config's items are in the menu's drawer only.
    const bar = inner.slice(inner.lastIndexOf('</span>'));
    expect(bar).toBe('</span><a class="navbar__item navbar__link" href="/">Home</a></div>');
    expect(copy.build.stderr).not.toContain('swizzle-module-missing');
    expect(copy.build.stderr).not.toContain('swizzle-unused');
  });
});

describe('a Navbar written from scratch, with state of its own', () => {
  const copy = builtCopy('classic-site', {
    'src/theme/Navbar/index.jsx': `import { useState } from 'react';
export default function LampNavbar() {
  const [open, setOpen] = useState(false);
  return (
    <nav className="lamp-own-nav">
      <button type="button" onClick={() => setOpen(!open)}>{open ? 'Close' : 'Menu'}</button>
    </nav>
  );
}
`,
  });

  it("hydrates as an island, as it draws none of zapsite's navbar parts", async () => {
    expect(copy.build.code).toBe(0);
    const html = await copy.page('docs/intro/index.html');
    expect(html).toMatch(
      /data-island="SwizzledNavbar"[^>]*><nav class="lamp-own-nav"><button type="button">Menu<\/button><\/nav>/,
    );
    expect(copy.build.stderr).not.toContain('swizzle-static');
  });
});
