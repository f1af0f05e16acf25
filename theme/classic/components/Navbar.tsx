// The classic theme's navbar, as Docusaurus's: brand, items left and right (links, dropdowns, HTML,
// the search button, `className` for icon links), colour-mode toggle and the mobile menu island.
import { renderToStaticMarkup } from 'react-dom/server';
import { customNavbarItem, isSwizzled, Themed, swizzledMarkup } from '../swizzle.tsx';
import { COLOR_MODE_PROP } from '../../shared/swizzle-island.ts';
import type { ColorModeProps } from '../../shared/color-mode.ts';
import { localeLinks } from '../../shared/locales.ts';
import type { DropdownLink, PageRenderData, SiteData } from '../../shared/types.ts';
import { Island } from '../../components/Island.tsx';
import SearchButton from '../../islands/SearchButton.tsx';
import { pageSearchSettings, searchPageUrl } from '../../shared/search/settings.ts';
import { activeByBase, isExternal, navTarget, siteUrl, withBase } from '../../shared/url-path.ts';
import ColorModeToggle from '../islands/ColorModeToggle.tsx';
import MobileMenu, { linkTarget, type ClassicMenuItem } from '../islands/MobileMenu.tsx';
import { Brand, type BrandProps } from './Brand.tsx';
import { ExternalLinkIcon } from '../../components/ExternalLinkIcon.tsx';
import { LanguageIcon } from './LanguageIcon.tsx';
import { topLevelHtml } from './top-level-html.ts';

type Item = SiteData['navbar']['items'][number];

type Custom = Extract<Item, { props: Record<string, unknown> }>;

/**
 * A custom item (`type: 'custom-…'`) as Docusaurus draws it: the component the site's swizzled
 * NavbarItem/ComponentTypes maps its type to, given the item's fields and, in the phone menu,
 * `mobile`. Docusaurus stops at a type nothing maps; so does the build, naming it.
 */
function CustomItem({ item, mobile }: { item: Custom; mobile?: boolean }) {
  // In the phone menu, an island of ours, it is part of that island: drawn as plain HTML.
  const Component = customNavbarItem(item.type, !mobile);
  if (!Component)
    throw new Error(
      `The navbar item of type "${item.type}" has no component: the site's src/theme/NavbarItem/ComponentTypes must map that type to one.`,
    );
  return <Component {...item.props} position={item.position} {...(mobile ? { mobile: true } : {})} />;
}

/**
 * A custom item in the phone menu, an island of ours: its server HTML, an entry for each element it
 * renders (a single <li> is the entry itself), so no <li> ends up inside another.
 */
function customMenuItems(item: Custom): ClassicMenuItem[] {
  return topLevelHtml(renderToStaticMarkup(<CustomItem item={item} mobile />)).map((html) => ({
    label: '',
    html,
    bare: true,
  }));
}

/** Each item as plain data: label, resolved href, whether it stands for the page shown. */
function menuItem(item: Exclude<Item, Custom>, data: PageRenderData): ClassicMenuItem | undefined {
  const { site, page } = data;
  const href = (raw: string) => siteUrl(site.baseUrl, raw);
  const here = withBase(site.baseUrl, page.url);
  const activeFor = (h: string) => !isExternal(h) && h !== withBase(site.baseUrl, '/') && here.startsWith(h);
  const className = 'className' in item ? item.className : undefined;
  if (item.type === 'search') return undefined;
  if (item.type === 'html') return { label: '', html: item.value, className };
  // A dropdown's plain links, and those a version or locale dropdown lists around its own entries.
  const links = (list: readonly DropdownLink[]): ClassicMenuItem[] =>
    list.map((l) => {
      if (l.html !== undefined) return { label: '', html: l.html, className: l.className };
      const h = href(navTarget(l, data.version?.name) ?? '#');
      return { label: l.label, href: h, external: isExternal(h), active: activeFor(h) };
    });
  if (item.type === 'docsVersionDropdown') {
    const versions = data.versionLinks ?? [];
    return {
      label: versions.find((v) => v.active)?.label ?? site.docsVersion?.label ?? 'Versions',
      className,
      // As Docusaurus: marked active on a docs page only, and never with dropdownActiveClassDisabled.
      active: !!data.version && !item.dropdownActiveClassDisabled,
      items: [
        ...links(item.dropdownItemsBefore),
        ...versions.map((v) => ({ label: v.label, href: href(v.href), active: v.active })),
        ...links(item.dropdownItemsAfter),
      ],
    };
  }
  if (item.type === 'localeDropdown') {
    // Each locale's copy of this page (theme/shared/locales.ts).
    const locales = localeLinks(site, page.url);
    return {
      // Docusaurus's toggle reads the page's locale whatever `label` the config gives.
      label: locales.find((l) => l.active)?.label ?? item.label ?? '',
      language: true,
      className,
      items: [
        ...links(item.dropdownItemsBefore),
        ...locales.map((l) => ({ label: l.label, href: l.href, active: l.active, lang: l.htmlLang })),
        ...links(item.dropdownItemsAfter),
      ],
    };
  }
  if (item.type === 'dropdown') return { label: item.label, className, items: links(item.items) };
  const raw = navTarget(item, data.version?.name) ?? '#';
  const h = href(raw);
  const label = (data.version ? item.labelIn?.[data.version.name] : undefined) ?? item.label ?? '';
  const byBase =
    'activeBasePath' in item || 'activeBaseRegex' in item ? activeByBase(item, here, site.baseUrl) : undefined;
  // A `doc` or `docSidebar` item stands for every doc of its sidebar, as Docusaurus's does, and
  // for its own page; not for the pages under its URL (a docs root holding another sidebar's docs).
  const bySidebar = 'sidebarKey' in item && item.sidebarKey !== undefined && item.sidebarKey === page.sidebarKey;
  const docItem = item.type === 'doc' || item.type === 'docSidebar';
  const active = byBase ?? (bySidebar || (docItem ? h === here : activeFor(h)));
  const opens = item.type === 'link' ? { target: item.target, rel: item.rel } : {};
  return { label, href: h, external: isExternal(raw), active, className, ...opens };
}

function NavItem({ item, right, ariaLabel }: { item: ClassicMenuItem; right: boolean; ariaLabel?: string }) {
  const cls = (base: string) => (item.className ? `${base} ${item.className}` : base);
  if (item.html !== undefined)
    return <div className={cls('navbar__item')} dangerouslySetInnerHTML={{ __html: item.html }} />;
  if (item.items)
    return (
      <div className={`navbar__item dropdown dropdown--hoverable${right ? ' dropdown--right' : ''}`}>
        <a
          // As Docusaurus's toggle, a link to "#": only a version dropdown's is ever marked active.
          className={cls(`navbar__link${item.active ? ' navbar__link--active' : ''}`)}
          aria-haspopup="true"
          aria-expanded="false"
          aria-label={ariaLabel}
          role="button"
          href="#"
        >
          {item.language ? <LanguageIcon /> : null}
          {item.label}
        </a>
        <ul className="dropdown__menu">
          {item.items.map((sub, i) =>
            sub.html !== undefined ? (
              // As Docusaurus's HtmlNavbarItem in a dropdown: the HTML in an <li> with the item's class.
              <li key={i} className={sub.className} dangerouslySetInnerHTML={{ __html: sub.html }} />
            ) : (
              <li key={i}>
                <a
                  className={`dropdown__link${sub.active ? ' dropdown__link--active' : ''}`}
                  href={sub.href}
                  {...(sub.lang ? { lang: sub.lang } : {})}
                  {...(sub.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {sub.label}
                  {sub.external ? <ExternalLinkIcon /> : null}
                </a>
              </li>
            ),
          )}
        </ul>
      </div>
    );
  return (
    <a
      className={cls(`navbar__item navbar__link${item.active ? ' navbar__link--active' : ''}`)}
      href={item.href}
      aria-label={ariaLabel}
      {...(item.active ? { 'aria-current': 'page' as const } : {})}
      {...linkTarget(item)}
    >
      {item.label}
      {item.external && item.label ? <ExternalLinkIcon /> : null}
    </a>
  );
}

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
  const side = (position: 'left' | 'right') =>
    items
      .map((item, i) => ({ item, i }))
      .filter(({ item }) => item.position === position)
      .map(({ item, i }) => {
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
      className={`navbar navbar--fixed-top${site.navbar.hideOnScroll ? ' navbarHideable' : ''}${site.navbar.style ? ` navbar--${site.navbar.style}` : ''}`}
    >
      <div className="navbar__inner">
        <div className="navbar__items">
          <Island
            name="MobileMenu"
            as="span"
            className="navbar__mobile"
            when="intent"
            component={MobileMenu}
            props={{
              brand,
              ...(brandHtml === undefined ? {} : { brandHtml }),
              items: items.flatMap((i) => ('props' in i ? customMenuItems(i) : (menuItem(i, data) ?? []))),
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
        <div className="navbar__items navbar__items--right">
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

/**
 * Where Docusaurus puts its search bar: the site's swizzled SearchBar, else zapsite's search button
 * (local index or hosted DocSearch), in DocSearch's markup, as Docusaurus's search bars look (the
 * classic stylesheet styles that one; zapsite's own button is its own theme's).
 */
function SearchItem({ data, className }: { data: PageRenderData; className?: string }) {
  const settings = pageSearchSettings(data);
  return (
    <div className={`navbarSearchContainer${className ? ` ${className}` : ''}`}>
      <Themed
        name="SearchBar"
        ours={() => (
          <Island
            name="SearchButton"
            as="span"
            when="intent"
            component={SearchButton}
            props={{
              settings,
              href: searchPageUrl(settings),
              docsearch: true,
            }}
          />
        )}
      />
    </div>
  );
}
