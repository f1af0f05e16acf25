// The navbar: logo and title, left items, social icons, colour mode, search, and the mobile menu.
import { localeLinks } from '../shared/locales.ts';
import type { PageRenderData } from '../shared/types.ts';
import { Icon, Logo } from './Icons.tsx';
import { Island } from './Island.tsx';
import ColorModeToggle from '../islands/ColorModeToggle.tsx';
import MobileMenu from '../islands/MobileMenu.tsx';
import SearchButton from '../islands/SearchButton.tsx';
import { pageSearchSettings, searchPageUrl, searchSettings } from '../shared/search/settings.ts';
import { activeByBase, isExternal, navTarget, siteUrl, withBase } from '../shared/url-path.ts';

export function linkAttrs(href: string, event: string | undefined, attr: string) {
  return {
    href,
    ...(isExternal(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
    ...(event ? { [attr]: event } : {}),
  };
}

export type FlatNavItem = {
  label: string;
  href: string;
  external: boolean;
  event?: string;
  position: 'left' | 'right';
  items?: { label: string; href: string; event?: string; active?: boolean }[];
  /** Whether the item (or its dropdown) stands for the page shown. */
  active?: boolean;
};

function flatNavItems(data: PageRenderData): FlatNavItem[] {
  const { site } = data;
  const link = (i: { label: string; to?: string; href?: string; event?: string; toIn?: Record<string, string> }) => ({
    label: i.label,
    href: siteUrl(site.baseUrl, navTarget(i, data.version?.name) ?? '#'),
    event: i.event,
  });
  // `html` and `search` items are the classic theme's: this theme has its own search button.
  return site.navbar.items.flatMap((item): FlatNavItem[] => {
    // A custom item (`props`) is drawn by the site's component, which only the classic theme renders.
    if (item.type === 'html' || item.type === 'search' || 'props' in item) return [];
    if (item.type === 'localeDropdown') {
      // The same page in each locale (theme/shared/locales.ts).
      const links = localeLinks(site, data.page.url);
      return [
        {
          label: item.label ?? links.find((l) => l.active)?.label ?? '',
          href: '#',
          external: false,
          position: item.position,
          items: [
            ...item.dropdownItemsBefore.map(link),
            ...links.map((l) => ({ label: l.label, href: l.href, active: l.active })),
            ...item.dropdownItemsAfter.map(link),
          ],
        },
      ];
    }
    if (item.type === 'docsVersionDropdown') {
      // Each version's entry was decided for this page at build time (render/versions.ts).
      const versions = data.versionLinks ?? [];
      const current = versions.find((v) => v.active);
      return [
        {
          label: current?.label ?? site.docsVersion?.label ?? 'Versions',
          href: current ? withBase(site.baseUrl, current.href) : '#',
          external: false,
          event: item.event,
          position: item.position,
          items: [
            ...item.dropdownItemsBefore.map(link),
            ...versions.map((v) => ({ label: v.label, href: withBase(site.baseUrl, v.href), active: v.active })),
            ...item.dropdownItemsAfter.map(link),
          ],
          active: !item.dropdownActiveClassDisabled && !!data.version,
        },
      ];
    }
    // The generator gives `doc`, `docSidebar` and `docsVersion` items the `to` of their doc
    // (render/site-data.ts), and on a docs page of a version that has it, that version's.
    const raw = navTarget(item, data.version?.name) ?? '#';
    const href = siteUrl(site.baseUrl, raw);
    return [
      {
        label: (data.version ? item.labelIn?.[data.version.name] : undefined) ?? item.label ?? '',
        href,
        external: isExternal(raw),
        event: item.event,
        position: item.position,
        ...('activeBasePath' in item || 'activeBaseRegex' in item
          ? { active: activeByBase(item, withBase(site.baseUrl, data.page.url), site.baseUrl) }
          : // A `doc` or `docSidebar` item stands for every doc of its sidebar, as Docusaurus's does,
            // and for its own page only, not the pages under its URL.
            'sidebarKey' in item && item.sidebarKey !== undefined && item.sidebarKey === data.page.sidebarKey
            ? { active: true }
            : item.type === 'doc' || item.type === 'docSidebar'
              ? { active: href === withBase(site.baseUrl, data.page.url) }
              : {}),
        // A dropdown's HTML (a heading, a divider) is the classic theme's, as the navbar's own is.
        items:
          item.type === 'dropdown'
            ? // zapsite's theme draws a dropdown's text links only (not its HTML, nor a link written as HTML).
              item.items.flatMap((i) => (i.html === undefined && i.labelHtml === undefined ? [link(i)] : []))
            : undefined,
      },
    ];
  });
}

/** The navbar's items for the mobile menu: dropdowns become collapsible groups (the docs versions among them). */
function mobileMenuItems(items: FlatNavItem[], data: PageRenderData) {
  return items.map(({ label, href, external, event, items: entries }) => ({
    label,
    href,
    external,
    event,
    ...(entries
      ? {
          items: entries.map((e) => ({
            label: e.label,
            href: e.href,
            external: isExternal(e.href),
            event: e.event,
            // Outside the docs no version is being read, and the group starts closed.
            active: data.version ? e.active : undefined,
          })),
        }
      : {}),
  }));
}

export function Navbar({ data }: { data: PageRenderData }) {
  const { site, page } = data;
  const attr = site.analyticsAttribute;
  const items = flatNavItems(data);
  const active = (href: string) => !isExternal(href) && href !== '/' && page.url.startsWith(href);
  const hasMenu = items.length > 0;
  const renderItem = (item: FlatNavItem) =>
    item.items ? (
      <li key={item.label} className="navbar__item dropdown">
        <button
          type="button"
          className={`navbar__link dropdown__toggle${item.active ? ' navbar__link--active' : ''}`}
          aria-haspopup="true"
          aria-expanded="false"
        >
          {item.label}
        </button>
        <ul className="dropdown__menu">
          {item.items.map((sub) => (
            <li key={sub.label + sub.href}>
              <a
                className={`dropdown__link${sub.active ? ' dropdown__link--active' : ''}`}
                aria-current={sub.active && sub.href === withBase(site.baseUrl, page.url) ? 'page' : undefined}
                {...linkAttrs(sub.href, sub.event, attr)}
              >
                {sub.label}
              </a>
            </li>
          ))}
        </ul>
      </li>
    ) : (
      <li key={item.href} className="navbar__item">
        <a
          className={`navbar__link${(item.active ?? active(item.href)) ? ' navbar__link--active' : ''}`}
          aria-current={item.href === page.url ? 'page' : undefined}
          {...linkAttrs(item.href, item.event, attr)}
        >
          {item.label}
          {item.external ? <span className="sr-only"> (opens in new tab)</span> : null}
        </a>
      </li>
    );
  return (
    <nav className="navbar" aria-label="Main">
      <div className="navbar__inner">
        {hasMenu ? (
          <Island
            name="MobileMenu"
            as="span"
            className="navbar__mobile"
            when="intent"
            component={MobileMenu}
            props={{
              title: site.navbar.title ?? site.title,
              items: mobileMenuItems(items, data),
              analyticsAttribute: attr,
              currentUrl: page.url,
            }}
          />
        ) : null}
        <a className="navbar__brand" href={site.baseUrl} {...{ [attr]: 'navbar-home' }}>
          <Logo />
          <span className="navbar__title">{site.navbar.title ?? site.title}</span>
        </a>
        <ul className="navbar__items">{items.filter((i) => i.position === 'left').map(renderItem)}</ul>
        <div className="navbar__right">
          {items.some((i) => i.position === 'right') ? (
            <ul className="navbar__items navbar__items--right">
              {items.filter((i) => i.position === 'right').map(renderItem)}
            </ul>
          ) : null}
          <ul className="navbar__socials">
            {site.navbar.socials.map((s) => (
              <li key={s.href}>
                <a
                  className="navbar__icon-button"
                  aria-label={`${s.label} (opens in new tab)`}
                  title={s.label}
                  {...linkAttrs(s.href, s.event, attr)}
                >
                  <Icon name={s.icon} />
                </a>
              </li>
            ))}
          </ul>
          {site.colorMode.disableSwitch ? null : (
            <Island
              name="ColorModeToggle"
              as="span"
              when="intent"
              component={ColorModeToggle}
              props={{
                respectPrefersColorScheme: site.colorMode.respectPrefersColorScheme,
                defaultMode: site.colorMode.defaultMode,
              }}
            />
          )}
          <Island
            name="SearchButton"
            as="span"
            className="navbar__search"
            when="intent"
            component={SearchButton}
            props={{
              settings: pageSearchSettings(data),
              href: searchPageUrl(searchSettings(site)),
              analytics: { attribute: attr, event: 'navbar-search' },
            }}
          />
        </div>
      </div>
    </nav>
  );
}
