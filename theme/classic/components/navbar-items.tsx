// One navbar item as the classic theme draws it, as Docusaurus's: a link, a dropdown, the version
// and language menus, HTML, the search bar, and a site's custom type (NavbarItem/ComponentTypes).
// The navbar (Navbar.tsx) draws each configured item; a site's swizzled NavbarItem
// (navbar-item-swizzled.tsx) draws them through these too, as its original.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { customNavbarItem, Themed } from '../swizzle.tsx';
import { localeLinks } from '../../shared/locales.ts';
import type { DropdownLink, PageRenderData, SiteData } from '../../shared/types.ts';
import { Island } from '../../components/Island.tsx';
import SearchButton from '../../islands/SearchButton.tsx';
import { pageSearchSettings, searchPageUrl } from '../../shared/search/settings.ts';
import { activeByBase, isExternal, isSamePath, navTarget, siteUrl, withBase } from '../../shared/url-path.ts';
import { linkContent, linkTarget, type ClassicMenuItem } from '../islands/MobileMenu.tsx';
import { ExternalLinkIcon } from '../../components/ExternalLinkIcon.tsx';
import { LanguageIcon } from './LanguageIcon.tsx';
import { topLevelHtml } from './top-level-html.ts';
import { NavbarSearch } from '../../shared/docusaurus-classes.ts';

export type Item = SiteData['navbar']['items'][number];

export type Custom = Extract<Item, { props: Record<string, unknown> }>;

/**
 * A custom item (`type: 'custom-…'`) as Docusaurus draws it: the component the site's swizzled
 * NavbarItem/ComponentTypes maps its type to, given the item's fields and, in the phone menu,
 * `mobile`. Docusaurus stops at a type nothing maps; so does the build, naming it.
 */
export function CustomItem({ item, mobile }: { item: Custom; mobile?: boolean }) {
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
export function customMenuItems(item: Custom): ClassicMenuItem[] {
  return topLevelHtml(renderToStaticMarkup(<CustomItem item={item} mobile />)).map((html) => ({
    label: '',
    html,
    bare: true,
  }));
}

/** A link or dropdown item's other fields from the config, for its link (ClassicMenuItem `attributes`). */
export function attributesOf(item: object): { attributes?: Record<string, unknown> } {
  return 'attributes' in item && item.attributes ? { attributes: item.attributes as Record<string, unknown> } : {};
}

/** Each item as plain data: label, resolved href, whether it stands for the page shown. */
export function menuItem(item: Exclude<Item, Custom>, data: PageRenderData): ClassicMenuItem | undefined {
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
      const target = navTarget(l, data.version?.name) ?? '#';
      const h = href(target);
      // The item's className is the link's, beside Docusaurus's dropdown__link (its other fields are attributes).
      const { className: own, ...attributes } = l.attributes ?? {};
      return {
        label: l.label,
        ...(l.labelHtml !== undefined ? { labelHtml: l.labelHtml } : {}),
        href: h,
        external: isExternal(h),
        ...(isExternal(h) && target !== l.href ? { noIcon: true } : {}),
        active: activeFor(h),
        ...(typeof own === 'string' ? { className: own } : {}),
        ...(Object.keys(attributes).length ? { attributes } : {}),
      };
    });
  // The drawer opens a dropdown at first when one of its links leads to this very page, as
  // Docusaurus's containsActiveItems: a docs page's own version does; a language never does (its
  // links are written `pathname://`, which no page's path is).
  const leadsHere = (list: readonly ClassicMenuItem[]) => list.some((l) => !l.external && isSamePath(l.href, here));
  if (item.type === 'docsVersionDropdown') {
    const versions = data.versionLinks ?? [];
    const shown = versions.find((v) => v.active);
    const versionLinks = versions.map((v) => ({
      label: v.label,
      href: href(v.href),
      active: !!data.version && v.active,
    }));
    const around = [...links(item.dropdownItemsBefore), ...links(item.dropdownItemsAfter)];
    return {
      label: shown?.label ?? site.docsVersion?.label ?? 'Versions',
      // As Docusaurus's: the label links to the shown version's main doc.
      ...(shown ? { href: href(shown.main) } : {}),
      className,
      // As Docusaurus: marked active on a docs page only, and never with dropdownActiveClassDisabled.
      active: !!data.version && !item.dropdownActiveClassDisabled,
      versions: true,
      open: leadsHere([...versionLinks, ...around]),
      ...attributesOf(item),
      items: [
        ...links(item.dropdownItemsBefore),
        // Marked on a docs page of that version only: elsewhere no version is the page's.
        ...versionLinks,
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
      ...attributesOf(item),
      open: leadsHere([...links(item.dropdownItemsBefore), ...links(item.dropdownItemsAfter)]),
      items: [
        ...links(item.dropdownItemsBefore),
        ...locales.map((l) => ({ label: l.label, href: l.href, active: l.active, lang: l.htmlLang })),
        ...links(item.dropdownItemsAfter),
      ],
    };
  }
  if (item.type === 'dropdown') {
    const items = links(item.items);
    return { label: item.label, className, items, open: leadsHere(items), ...attributesOf(item) };
  }
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
  // Docusaurus draws the external-link icon for an `href` only, not for another site given as `to`.
  const noIcon = isExternal(raw) && raw !== ('href' in item ? item.href : undefined);
  return {
    label,
    href: h,
    external: isExternal(raw),
    ...(noIcon ? { noIcon } : {}),
    active,
    className,
    ...opens,
    ...attributesOf(item),
  };
}

/**
 * A dropdown's link, as Docusaurus's DefaultNavbarItem draws one with `isDropdownItem`: another
 * site's opens in a new tab with the external-link icon; `activeClassName` marks the page's own.
 */
export function DropdownMenuLink({
  link,
  className,
  activeClassName = 'dropdown__link--active',
}: {
  link: ClassicMenuItem;
  className?: string;
  activeClassName?: string;
}) {
  return (
    <li>
      <a
        {...link.attributes}
        className={['dropdown__link', link.className, className, link.active ? activeClassName : '']
          .filter(Boolean)
          .join(' ')}
        href={link.href}
        {...(link.lang ? { lang: link.lang } : {})}
        {...linkTarget(link)}
        // A dropdown's icon is 12 px, as NavbarNavLink's isDropdownLink draws it.
        {...linkContent(
          link,
          link.external && !link.noIcon && link.label ? <ExternalLinkIcon width={12} height={12} /> : null,
        )}
      />
    </li>
  );
}

export function NavItem({ item, right, ariaLabel }: { item: ClassicMenuItem; right: boolean; ariaLabel?: string }) {
  const cls = (base: string) => (item.className ? `${base} ${item.className}` : base);
  if (item.html !== undefined)
    return <div className={cls('navbar__item')} dangerouslySetInnerHTML={{ __html: item.html }} />;
  if (item.items)
    return (
      <div className={`navbar__item dropdown dropdown--hoverable${right ? ' dropdown--right' : ''}`}>
        <a
          {...item.attributes}
          // As Docusaurus's toggle, a link to "#" unless it leads somewhere (a version dropdown's to
          // its version's main doc): only a version dropdown's is ever marked active.
          className={cls(`navbar__link${item.active ? ' navbar__link--active' : ''}`)}
          aria-haspopup="true"
          aria-expanded="false"
          aria-label={ariaLabel}
          role="button"
          href={item.href ?? '#'}
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
              <DropdownMenuLink key={i} link={sub} />
            ),
          )}
        </ul>
      </div>
    );
  return (
    <a
      {...item.attributes}
      className={cls(`navbar__item navbar__link${item.active ? ' navbar__link--active' : ''}`)}
      href={item.href}
      aria-label={ariaLabel}
      {...(item.active ? { 'aria-current': 'page' as const } : {})}
      {...linkTarget(item)}
    >
      {item.label}
      {item.external && !item.noIcon && item.label ? <ExternalLinkIcon /> : null}
    </a>
  );
}

/**
 * Where Docusaurus puts its search bar: the site's swizzled SearchBar, else zapsite's search button
 * (local index or hosted DocSearch), in DocSearch's markup, as Docusaurus's search bars look (the
 * classic stylesheet styles that one; zapsite's own button is its own theme's).
 */
export function SearchItem({ data, className }: { data: PageRenderData; className?: string }) {
  return (
    <NavbarSearchBox className={className}>
      <Themed name="SearchBar" ours={() => <SearchBarOurs data={data} />} />
    </NavbarSearchBox>
  );
}

/** Docusaurus's Navbar/Search: the box the search bar sits in. */
export function NavbarSearchBox({ className, children }: { className?: string; children?: ReactNode }) {
  const own = NavbarSearch.navbarSearchContainer;
  return <div className={className ? `${own} ${className}` : own}>{children}</div>;
}

/** The search bar itself (@theme-original/SearchBar): the button that opens zapsite's search. */
export function SearchBarOurs({ data }: { data: PageRenderData }) {
  const settings = pageSearchSettings(data);
  return (
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
  );
}
