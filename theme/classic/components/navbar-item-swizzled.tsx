// A site's swizzled NavbarItem draws the navbar's items, as Docusaurus's Navbar/Content draws each
// through @theme/NavbarItem: given the item's fields as a Docusaurus config writes them, and its
// dropdown's links each through it too (`isDropdownItem`). Its @theme-original/NavbarItem is
// OriginalNavbarItem, which draws an item from those props as zapsite's navbar draws it, so a
// wrapper that changes a link's `href`, `className` or `label` sees the change drawn.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Themed } from '../swizzle.tsx';
import type { PageRenderData } from '../../shared/types.ts';
import { activeByBase, isExternal, navTarget, siteUrl, withBase } from '../../shared/url-path.ts';
import { MenuLink, type ClassicMenuItem } from '../islands/MobileMenu.tsx';
import {
  attributesOf,
  CustomItem,
  DropdownMenuLink,
  menuItem,
  NavItem,
  SearchItem,
  type Custom,
  type Item,
} from './navbar-items.tsx';
import { topLevelHtml } from './top-level-html.ts';

type Props = Record<string, unknown>;
type DropdownChild = Extract<Item, { type: 'dropdown' }>['items'][number];

// The fields zapsite keeps on an item for itself (per-version targets, the sidebar it stands for),
// which a Docusaurus config does not write.
const OWN_FIELDS = ['toIn', 'labelIn', 'sidebarKey', 'event', 'attributes', 'items', 'props'];

/** The props Docusaurus's navbar gives @theme/NavbarItem for a configured item: its fields as written. */
function docusaurusProps(item: Item, data: PageRenderData): Props {
  if ('props' in item) return { type: item.type, position: item.position, ...item.props };
  const out: Props = { ...attributesOf(item).attributes };
  for (const [key, value] of Object.entries(item))
    if (!OWN_FIELDS.includes(key) && value !== undefined) out[key] = value;
  // A link written without a type, as Docusaurus configs write them.
  if (item.type === 'link') delete out.type;
  if (item.type === 'dropdown') out.items = item.items.map((child) => childProps(child, data));
  return out;
}

/** A dropdown's link as Docusaurus's props; a doc's link points into the page's docs version, as the navbar's does. */
function childProps(child: DropdownChild, data: PageRenderData): Props {
  if (child.html !== undefined)
    return { type: 'html', value: child.html, ...(child.className ? { className: child.className } : {}) };
  const { toIn: _toIn, event: _event, attributes, ...link } = child;
  const to = link.to === undefined ? {} : { to: navTarget(child, data.version?.name) };
  return { ...(attributes as Props | undefined), ...link, ...to };
}

/** One configured item, drawn through the site's NavbarItem (`mobile`: in the phone menu, as Docusaurus draws it there). */
export function SiteNavbarItem({ item, data, mobile }: { item: Item; data: PageRenderData; mobile?: boolean }) {
  return <ThroughSite props={{ ...docusaurusProps(item, data), ...(mobile ? { mobile: true } : {}) }} data={data} />;
}

function ThroughSite({ props, data }: { props: Props; data: PageRenderData }) {
  return <Themed name="NavbarItem" ours={navbarItemOriginal(data)} props={props} />;
}

/** @theme-original/NavbarItem for the page: also for a navbar the site ejected that draws the site's NavbarItem. */
export function navbarItemOriginal(data: PageRenderData): (props: Props) => ReactNode {
  return (p) => <OriginalNavbarItem props={p} data={data} />;
}

/** `element`'s server HTML as the phone menu's entries: each element it draws is one, kept whole. */
function menuEntries(element: ReactNode): ClassicMenuItem[] {
  return topLevelHtml(renderToStaticMarkup(<>{element}</>)).map((html) => ({ label: '', html, bare: true }));
}

/**
 * The phone menu's entries when the site swizzled NavbarItem: each item drawn through it with
 * `mobile`, as server HTML the menu island keeps; a dropdown stays the menu's own, which opens and
 * closes, with its links drawn through it (`mobile` and `isDropdownItem`), as are Docusaurus's; the
 * version and language menus stay the menu's own.
 */
export function siteMenuItems(items: readonly Item[], data: PageRenderData): ClassicMenuItem[] {
  return items.flatMap((item): ClassicMenuItem[] => {
    if (item.type === 'search') return [];
    if (item.type === 'docsVersionDropdown' || item.type === 'localeDropdown') {
      const m = menuItem(item, data);
      return m ? [m] : [];
    }
    if (item.type === 'dropdown') {
      const m = menuItem(item, data);
      if (!m) return [];
      const links = item.items.flatMap((child) =>
        menuEntries(
          <ThroughSite
            props={{
              ...childProps(child, data),
              mobile: true,
              isDropdownItem: true,
              activeClassName: 'menu__link--active',
            }}
            data={data}
          />,
        ),
      );
      return [{ ...m, items: links }];
    }
    return menuEntries(<SiteNavbarItem item={item} data={data} mobile />);
  });
}

// Props of Docusaurus's navbar items that are not the link's attributes.
const ITEM_PROPS = new Set([
  'type',
  'label',
  'html',
  'to',
  'href',
  'position',
  'className',
  'aria-label',
  'target',
  'rel',
  'activeBasePath',
  'activeBaseRegex',
  'activeClassName',
  'isDropdownItem',
  'mobile',
  'autoAddBaseUrl',
  'prependBaseUrlToHref',
  'docsPluginId',
  'items',
  'value',
]);

/**
 * Docusaurus's NavbarItem, drawn the way zapsite's navbar draws the item: a link from its props; a
 * dropdown with its links through @theme/NavbarItem (the site's); any other type as the configured
 * item of that type it stands for, with the label and class the props give.
 */
function OriginalNavbarItem({ props, data }: { props: Props; data: PageRenderData }): ReactNode {
  const type = typeof props.type === 'string' && props.type !== 'default' ? props.type : undefined;
  const right = props.position === 'right';
  const className = typeof props.className === 'string' ? props.className : undefined;
  const ariaLabel = typeof props['aria-label'] === 'string' ? props['aria-label'] : undefined;
  if (type === 'html' && typeof props.value === 'string') {
    if (props.mobile)
      return (
        <li
          className={className ? `menu__list-item ${className}` : 'menu__list-item'}
          dangerouslySetInnerHTML={{ __html: props.value }}
        />
      );
    if (props.isDropdownItem) return <li className={className} dangerouslySetInnerHTML={{ __html: props.value }} />;
    return <NavItem item={{ label: '', html: props.value, className }} right={right} />;
  }
  if (type === 'dropdown' || (type === undefined && Array.isArray(props.items)))
    return <Dropdown props={props} data={data} right={right} className={className} ariaLabel={ariaLabel} />;
  if (type === undefined || type === 'link') {
    const link = linkOf(props, data);
    const activeClassName = typeof props.activeClassName === 'string' ? props.activeClassName : undefined;
    if (props.mobile) return <MenuLink item={{ ...link, className }} activeClassName={activeClassName} />;
    if (props.isDropdownItem)
      return <DropdownMenuLink link={link} className={className} activeClassName={activeClassName} />;
    return <NavItem item={{ ...link, className }} right={right} ariaLabel={ariaLabel} />;
  }
  const configured = data.site.navbar.items.find((i) => standsFor(i, type, props));
  if (!configured)
    throw new Error(
      `The navbar item of type "${type}" that the site's NavbarItem draws is not in navbar.items: zapsite's NavbarItem draws the configured items of that type only.`,
    );
  if (type === 'search') return props.mobile ? null : <SearchItem data={data} className={className} />;
  if ('props' in configured) {
    // The site's component for the type, given the props without the ones NavbarItem reads itself.
    const { type: _type, position: _position, mobile, ...own } = props;
    return <CustomItem item={{ ...(configured as Custom), props: own }} mobile={!!mobile} />;
  }
  const m = menuItem(configured, data);
  if (!m) return null;
  const label = typeof props.label === 'string' ? props.label : m.label;
  if (props.mobile && m.items === undefined) return <MenuLink item={{ ...m, label, className }} />;
  return <NavItem item={{ ...m, label, className }} right={right} ariaLabel={ariaLabel} />;
}

/** The configured item of `type` that `props` stand for: the same doc, sidebar or docs instance. */
function standsFor(item: Item, type: string, props: Props): boolean {
  if (item.type !== type) return false;
  return ['docId', 'sidebarId', 'docsPluginId'].every((key) => (item as Props)[key] === props[key]);
}

/** A link item's props as the navbar's data: its target (base URL added as Docusaurus's Link adds it), whether it stands for the page. */
function linkOf(props: Props, data: PageRenderData): ClassicMenuItem & { label: string } {
  const { site, page } = data;
  const raw = typeof props.href === 'string' ? props.href : typeof props.to === 'string' ? props.to : '#';
  // `pathname://` is a path of this host that is not one of the site's pages: no base URL added.
  const pathname = raw.startsWith('pathname://') ? raw.slice('pathname://'.length) : undefined;
  const href = pathname ?? (props.autoAddBaseUrl === false ? raw : siteUrl(site.baseUrl, raw));
  const here = withBase(site.baseUrl, page.url);
  const byBase = activeByBase(
    {
      activeBasePath: typeof props.activeBasePath === 'string' ? props.activeBasePath : undefined,
      activeBaseRegex: typeof props.activeBaseRegex === 'string' ? props.activeBaseRegex : undefined,
    },
    here,
    site.baseUrl,
  );
  const external = pathname === undefined && isExternal(href);
  const active =
    byBase ?? (pathname === undefined && !external && href !== withBase(site.baseUrl, '/') && here.startsWith(href));
  const attributes = otherAttributes(props);
  return {
    label: typeof props.label === 'string' ? props.label : '',
    href,
    external,
    active,
    ...(typeof props.target === 'string' ? { target: props.target } : {}),
    ...(typeof props.rel === 'string' ? { rel: props.rel } : {}),
    ...(Object.keys(attributes).length ? { attributes } : {}),
  };
}

/** The props that are the link's own attributes (`data-…`, `title`), as Docusaurus's Link writes them; not a handler. */
function otherAttributes(props: Props): Props {
  const out: Props = {};
  for (const [key, value] of Object.entries(props))
    if (!ITEM_PROPS.has(key) && ['string', 'number', 'boolean'].includes(typeof value)) out[key] = value;
  return out;
}

/** A dropdown from its props, as NavItem draws one, each of its links through @theme/NavbarItem. */
function Dropdown(p: { props: Props; data: PageRenderData; right: boolean; className?: string; ariaLabel?: string }) {
  const items = Array.isArray(p.props.items) ? (p.props.items as Props[]) : [];
  return (
    <div className={`navbar__item dropdown dropdown--hoverable${p.right ? ' dropdown--right' : ''}`}>
      <a
        {...otherAttributes(p.props)}
        className={p.className ? `navbar__link ${p.className}` : 'navbar__link'}
        aria-haspopup="true"
        aria-expanded="false"
        aria-label={p.ariaLabel}
        role="button"
        href="#"
      >
        {typeof p.props.label === 'string' ? p.props.label : ''}
      </a>
      <ul className="dropdown__menu">
        {items.map((child, i) => (
          <ThroughSite
            key={i}
            props={{ ...child, isDropdownItem: true, activeClassName: 'dropdown__link--active' }}
            data={p.data}
          />
        ))}
      </ul>
    </div>
  );
}
