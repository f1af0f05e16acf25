// A navbar ejected as Docusaurus 3 ejects it, in our own words: the integration and browser tests' site files.

// Navbar/Content as Docusaurus 3's reads, with one thing of the site's own: a lamp after the logo.
export const EJECTED_NAVBAR_CONTENT = `import { useThemeConfig, ErrorCauseBoundary, ThemeClassNames } from '@docusaurus/theme-common';
import { splitNavbarItems, useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import NavbarItem from '@theme/NavbarItem';
import NavbarColorModeToggle from '@theme/Navbar/ColorModeToggle';
import SearchBar from '@theme/SearchBar';
import NavbarMobileSidebarToggle from '@theme/Navbar/MobileSidebar/Toggle';
import NavbarLogo from '@theme/Navbar/Logo';
import NavbarSearch from '@theme/Navbar/Search';

function Items({ items }) {
  return items.map((item, i) => (
    <ErrorCauseBoundary key={i} onError={(error) => new Error('navbar item', { cause: error })}>
      <NavbarItem {...item} />
    </ErrorCauseBoundary>
  ));
}

export default function LampNavbarContent() {
  const mobileSidebar = useNavbarMobileSidebar();
  const items = useThemeConfig().navbar.items;
  const [left, right] = splitNavbarItems(items);
  const searchItem = items.find((item) => item.type === 'search');
  return (
    <div className="navbar__inner">
      <div className={ThemeClassNames.layout.navbar.containerLeft + ' navbar__items'}>
        {!mobileSidebar.disabled && <NavbarMobileSidebarToggle />}
        <NavbarLogo />
        <span className="lamp-flag">lit</span>
        <Items items={left} />
      </div>
      <div className={ThemeClassNames.layout.navbar.containerRight + ' navbar__items navbar__items--right'}>
        <Items items={right} />
        <NavbarColorModeToggle className="lamp-toggle" />
        {!searchItem && <NavbarSearch><SearchBar /></NavbarSearch>}
      </div>
    </div>
  );
}
`;

// Navbar/Layout as Docusaurus 3's reads (a backdrop that toggles the phone menu, the menu's drawer
// after the content), inside a box of the site's own.
export const EJECTED_NAVBAR_LAYOUT = `import { ThemeClassNames, useThemeConfig } from '@docusaurus/theme-common';
import { useHideableNavbar, useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import NavbarMobileSidebar from '@theme/Navbar/MobileSidebar';
export default function LampNavbarLayout({ children }) {
  const { navbar: { hideOnScroll, style } } = useThemeConfig();
  const mobileSidebar = useNavbarMobileSidebar();
  const { navbarRef } = useHideableNavbar(hideOnScroll);
  const shown = mobileSidebar.shown ? ' navbar-sidebar--show' : '';
  return (
    <div className="lamp-bar">
      <nav ref={navbarRef} aria-label="Main" className={ThemeClassNames.layout.navbar.container + ' navbar navbar--fixed-top' + shown}>
        {children}
        <div role="presentation" className="navbar-sidebar__backdrop" onClick={mobileSidebar.toggle} />
        <NavbarMobileSidebar />
      </nav>
    </div>
  );
}
`;
