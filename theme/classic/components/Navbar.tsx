// The classic theme's navbar, as Docusaurus's: brand, items left and right (links, dropdowns, HTML,
// the search button, `className` for icon links), colour-mode toggle and the mobile menu island.
import type { ReactNode } from 'react';
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
import {
  CustomItem,
  customMenuItems,
  menuItem,
  NavbarSearchBox,
  NavItem,
  SearchBarOurs,
  SearchItem,
} from './navbar-items.tsx';
import { navbarItemOriginal, SiteNavbarItem, siteMenuItems } from './navbar-item-swizzled.tsx';
import { themeString } from '../theme-text.tsx';
import { NavbarContent as ContentStyles, NavbarLayout as LayoutStyles } from '../../shared/docusaurus-classes.ts';

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

/**
 * The navbar, as Docusaurus's: Navbar/Layout (the <nav>) around Navbar/Content, each the site's
 * when it swizzled it. A site that ejected either builds it from the parts navbarParts gives.
 */
export function Navbar({ data }: { data: PageRenderData }) {
  return (
    <Themed
      name="Navbar/Layout"
      ours={(p) => <NavbarLayout data={data}>{p.children as ReactNode}</NavbarLayout>}
      props={{ children: <Themed name="Navbar/Content" ours={() => <NavbarContent data={data} />} /> }}
    />
  );
}

function NavbarLayout({ data, children }: { data: PageRenderData; children: ReactNode }) {
  const { navbar } = data.site;
  return (
    <nav
      aria-label={themeString('theme.NavBar.navAriaLabel', 'Main')}
      className={`theme-layout-navbar navbar navbar--fixed-top${navbar.hideOnScroll ? ` ${LayoutStyles.navbarHideable}` : ''}${navbar.style ? ` navbar--${navbar.style}` : ''}`}
    >
      {children}
    </nav>
  );
}

function NavbarContent({ data }: { data: PageRenderData }) {
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
  const brand = brandOf(site);
  return (
    <div className="navbar__inner">
      <div className="theme-layout-navbar-left navbar__items">
        <PhoneMenu data={data} />
        <Themed name="Navbar/Logo" ours={() => <Brand {...brand} />} />
        {side('left')}
      </div>
      <div className="theme-layout-navbar-right navbar__items navbar__items--right">
        {side('right')}
        {/* Profile links migrate took as social icons: plain links here, as the Docusaurus config wrote them. */}
        {site.navbar.socials.map((s) => (
          <NavItem key={s.href} item={{ label: s.label, href: s.href, external: true }} right />
        ))}
        {/* Through the site's Navbar/ColorModeToggle when it swizzled it (opendal's adds a class). */}
        {site.colorMode.disableSwitch ? null : (
          <Themed
            name="Navbar/ColorModeToggle"
            ours={colorTogglePart(data)}
            props={{ className: ContentStyles.colorModeToggle }}
          />
        )}
        {autoSearch(data) ? <SearchItem data={data} /> : null}
      </div>
    </div>
  );
}

/**
 * As Docusaurus: a search bar without a `search` item only on a site with a search service (or a
 * search plugin, `search.searchBar`), or one that swizzled SearchBar (the classic theme's own draws nothing).
 */
function autoSearch({ site }: PageRenderData): boolean {
  return (
    !site.navbar.items.some((i) => i.type === 'search') &&
    (site.search.searchBar ?? (!!site.search.hosted || isSwizzled('SearchBar')))
  );
}

function colorModeOf({ site }: PageRenderData): ColorModeProps {
  return {
    respectPrefersColorScheme: site.colorMode.respectPrefersColorScheme,
    defaultMode: site.colorMode.defaultMode,
  };
}

/** The phone menu: its toggle button, and the drawer it opens, one island (Docusaurus's Navbar/MobileSidebar/Toggle). */
function PhoneMenu({ data }: { data: PageRenderData }) {
  const { site } = data;
  const items = site.navbar.items;
  const siteItems = isSwizzled('NavbarItem');
  const brand = brandOf(site);
  const brandHtml = swizzledMarkup('Navbar/Logo', () => <Brand {...brand} />);
  const colorMode = colorModeOf(data);
  return (
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
  );
}

/**
 * What a site's ejected Navbar, Navbar/Layout or Navbar/Content renders for Docusaurus's parts
 * (`@theme/Navbar/…`, `@theme/SearchBar`, `@theme/NavbarItem`), for the page being rendered.
 * NavbarItem takes Docusaurus's props (the config's navbar.items spread), as the site's own NavbarItem's original does.
 */
const classNameOf = (p: Record<string, unknown>) => (typeof p.className === 'string' ? p.className : undefined);

/** zapsite's toggle, the island; `className` on its box and `buttonClassName` on its button, as Docusaurus's ColorModeToggle takes them. */
function ToggleIsland(p: { colorMode: ColorModeProps; className?: string | undefined; buttonClassName?: string }) {
  return (
    <Island
      name="ColorModeToggle"
      as="span"
      className="navbar__color-mode"
      when="intent"
      component={ColorModeToggle}
      props={{
        ...p.colorMode,
        ...(p.className ? { className: p.className } : {}),
        ...(p.buttonClassName ? { buttonClassName: p.buttonClassName } : {}),
      }}
    />
  );
}

/** Docusaurus's Navbar/ColorModeToggle part, given `className`: nothing when the switch is off. */
function colorTogglePart(data: PageRenderData): (props: Record<string, unknown>) => ReactNode {
  return (p) =>
    data.site.colorMode.disableSwitch ? null : (
      <NavbarColorModeToggle colorMode={colorModeOf(data)} className={classNameOf(p)} />
    );
}

export function navbarParts(data: PageRenderData): Record<string, (props: Record<string, unknown>) => ReactNode> {
  const { site } = data;
  return {
    'Navbar/Layout': (p) => <NavbarLayout data={data}>{p.children as ReactNode}</NavbarLayout>,
    'Navbar/Content': () => <NavbarContent data={data} />,
    'Navbar/Logo': () => <Brand {...brandOf(site)} />,
    'Navbar/MobileSidebar/Toggle': () => <PhoneMenu data={data} />,
    'Navbar/MobileSidebar': () => null,
    'Navbar/Search': (p) => <NavbarSearchBox className={classNameOf(p)}>{p.children as ReactNode}</NavbarSearchBox>,
    'Navbar/ColorModeToggle': colorTogglePart(data),
    // What a site's own Navbar/ColorModeToggle renders, as Docusaurus's does (kuizuo/blog's, with a
    // buttonClassName for a dark navbar): the toggle island. Its value and onChange are the island's own.
    ColorModeToggle: (p) => (
      <ToggleIsland
        colorMode={colorModeOf(data)}
        className={classNameOf(p)}
        {...(typeof p.buttonClassName === 'string' ? { buttonClassName: p.buttonClassName } : {})}
      />
    ),
    // Docusaurus's SearchBar without a search plugin draws nothing; with zapsite's search service, its button.
    SearchBar: () => ((site.search.searchBar ?? !!site.search.hosted) ? <SearchBarOurs data={data} /> : null),
    NavbarItem: navbarItemOriginal(data),
  };
}

const ignore = () => {};

/**
 * Docusaurus's Navbar/ColorModeToggle: ours, or the site's swizzled ColorModeToggle given
 * Docusaurus's props: `respectPrefersColorScheme`, `value` (null, as Docusaurus renders it on the
 * server) and `onChange`, which the site's island gets in the browser (theme/docusaurus/ThemeOriginal.tsx).
 * `className`: the phone menu's drawer gives `margin-right--md`, as Docusaurus's does.
 */
function NavbarColorModeToggle({ colorMode, className }: { colorMode: ColorModeProps; className?: string }) {
  const ours = () => <ToggleIsland colorMode={colorMode} className={className} />;
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
