// The classic theme's navbar, as Docusaurus's: brand, items left and right (links, dropdowns, HTML,
// the search button, `className` for icon links), colour-mode toggle and the mobile menu island.
import { renderToStaticMarkup } from 'react-dom/server';
import { isSwizzled, Themed, swizzledMarkup } from '../swizzle.tsx';
import { COLOR_MODE_PROP } from '../../shared/swizzle-island.ts';
import type { ColorModeProps } from '../../shared/color-mode.ts';
import type { PageRenderData, SiteData } from '../../shared/types.ts';
import { Island } from '../../components/Island.tsx';
import { isExternal, siteUrl } from '../../shared/url-path.ts';
import ColorModeToggle from '../islands/ColorModeToggle.tsx';
import MobileMenu from '../islands/MobileMenu.tsx';
import { Brand, type BrandProps } from './Brand.tsx';
import { CustomItem, customMenuItems, menuItem, NavItem, SearchItem } from './navbar-items.tsx';
import { SiteNavbarItem, siteMenuItems } from './navbar-item-swizzled.tsx';

function brandOf(site: SiteData): BrandProps {
  const logo = site.navbar.logo;
  const url = (src: string) => siteUrl(site.baseUrl, src);
  const href = logo?.href ?? '/';
  return {
    href: siteUrl(site.baseUrl, href),
    external: isExternal(href),
    title: site.navbar.title,
    logo: logo
      ? {
          src: url(logo.src),
          srcDark: logo.srcDark ? url(logo.srcDark) : undefined,
          alt: logo.alt,
          width: logo.width,
          height: logo.height,
        }
      : undefined,
  };
}

export function Navbar({ data }: { data: PageRenderData }) {
  const { site } = data;
  const items = site.navbar.items;
  const siteItems = isSwizzled('NavbarItem');
  const side = (position: 'left' | 'right') =>
    items
      .map((item, i) => ({ item, i }))
      .filter(({ item }) => item.position === position)
      .map(({ item, i }) => {
        // A site's NavbarItem draws every item, as Docusaurus's navbar draws them through it.
        if (siteItems) return <SiteNavbarItem key={i} item={item} data={data} />;
        if (item.type === 'search') return <SearchItem key={i} data={data} className={item.className} />;
        if ('props' in item) return <CustomItem key={i} item={item} />;
        const m = menuItem(item, data);
        const aria = item.type === 'link' || item.type === 'dropdown' ? item['aria-label'] : undefined;
        return m ? <NavItem key={i} item={m} right={position === 'right'} ariaLabel={aria} /> : null;
      });
  // As Docusaurus: a search bar without a `search` item only on a site with a search service (or a
  // search plugin, `search.searchBar`), or one that swizzled SearchBar (the classic theme's own draws nothing).
  const autoSearch =
    !items.some((i) => i.type === 'search') &&
    (site.search.searchBar ?? (!!site.search.hosted || isSwizzled('SearchBar')));
  const brand = brandOf(site);
  const brandHtml = swizzledMarkup('Navbar/Logo', () => <Brand {...brand} />);
  const colorMode = {
    respectPrefersColorScheme: site.colorMode.respectPrefersColorScheme,
    defaultMode: site.colorMode.defaultMode,
  };
  return (
    <nav
      aria-label="Main"
      className={`theme-layout-navbar navbar navbar--fixed-top${site.navbar.hideOnScroll ? ' navbarHideable' : ''}${site.navbar.style ? ` navbar--${site.navbar.style}` : ''}`}
    >
      <div className="navbar__inner">
        <div className="theme-layout-navbar-left navbar__items">
          <Island
            name="MobileMenu"
            as="span"
            className="navbar__mobile"
            when="intent"
            component={MobileMenu}
            props={{
              brand,
              ...(brandHtml === undefined ? {} : { brandHtml }),
              items: siteItems
                ? siteMenuItems(items, data)
                : items.flatMap((i) => ('props' in i ? customMenuItems(i) : (menuItem(i, data) ?? []))),
              ...(site.colorMode.disableSwitch
                ? {}
                : isSwizzled('ColorModeToggle')
                  ? {
                      colorModeHtml: renderToStaticMarkup(
                        <NavbarColorModeToggle colorMode={colorMode} className="margin-right--md" />,
                      ),
                    }
                  : { colorMode }),
              ...(data.sidebar ? { docsSidebar: true } : {}),
            }}
          />
          <Themed name="Navbar/Logo" ours={() => <Brand {...brand} />} />
          {side('left')}
        </div>
        <div className="theme-layout-navbar-right navbar__items navbar__items--right">
          {side('right')}
          {/* Profile links migrate took as social icons: plain links here, as the Docusaurus config wrote them. */}
          {site.navbar.socials.map((s) => (
            <NavItem key={s.href} item={{ label: s.label, href: s.href, external: true }} right />
          ))}
          {site.colorMode.disableSwitch ? null : <NavbarColorModeToggle colorMode={colorMode} />}
          {autoSearch ? <SearchItem data={data} /> : null}
        </div>
      </div>
    </nav>
  );
}

const ignore = () => {};

/**
 * Docusaurus's Navbar/ColorModeToggle: ours, or the site's swizzled ColorModeToggle given
 * Docusaurus's props: `respectPrefersColorScheme`, `value` (null, as Docusaurus renders it on the
 * server) and `onChange`, which the site's island gets in the browser (theme/docusaurus/ThemeOriginal.tsx).
 * `className`: the phone menu's drawer gives `margin-right--md`, as Docusaurus's does.
 */
function NavbarColorModeToggle({ colorMode, className }: { colorMode: ColorModeProps; className?: string }) {
  const ours = () => (
    <Island
      name="ColorModeToggle"
      as="span"
      className="navbar__color-mode"
      when="intent"
      component={ColorModeToggle}
      props={className ? { ...colorMode, className } : colorMode}
    />
  );
  const props = { respectPrefersColorScheme: colorMode.respectPrefersColorScheme, value: null, onChange: ignore };
  return (
    <Themed
      name="ColorModeToggle"
      ours={ours}
      props={className ? { ...props, className } : props}
      browser={{ [COLOR_MODE_PROP]: colorMode }}
    />
  );
}
