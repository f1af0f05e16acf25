// The classic theme's mobile menu: Docusaurus's navbar__toggle button, backdrop and navbar-sidebar.
// Open, it puts `navbar-sidebar--show` on the navbar (Infima shows the drawer from that); a tap
// before hydration is held and replayed (held-input.ts). Escape and the backdrop close it.
// On a docs page it has Docusaurus's two panels: the navbar items, and the docs sidebar with
// "← Back to main menu", shown first (Infima slides between them on
// `navbar-sidebar__items--show-secondary`).
import { useEffect, useRef, useState, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { Brand, type BrandProps } from '../components/Brand.tsx';
import { LanguageIcon } from '../components/LanguageIcon.tsx';
import { MenuDropdown } from '../components/MenuDropdown.tsx';
import ColorModeToggle from './ColorModeToggle.tsx';
import type { ColorModeProps } from '../../shared/color-mode.ts';
import { SidebarTree } from '../../components/SidebarTree.tsx';
import { ExternalLinkIcon } from '../../components/ExternalLinkIcon.tsx';
import { makeHolds, makeLoader, sidebarPropsOf } from '../../islands/Sidebar.tsx';
import { SITE_SIDEBAR_ISLAND } from '../../shared/swizzle-island.ts';
import { MANIFEST_ID } from '../../shared/island.ts';
import type { SiteSidebarItems } from '../../components/site-sidebar-items.tsx';
import type { SidebarItem } from '../../shared/types.ts';
import { themeString } from '../theme-text.tsx';

export interface ClassicMenuItem {
  label: string;
  /** A link's content as HTML, in place of `label` (Docusaurus's `html` of a link item). */
  labelHtml?: string;
  href?: string;
  external?: boolean;
  /** Another site's, given as `to`: Docusaurus draws the external-link icon only for an `href`. */
  noIcon?: boolean;
  active?: boolean;
  className?: string;
  html?: string;
  /**
   * The HTML is a component's whole item (a custom navbar item drawn with `mobile`): when it is one
   * <li>, that is the menu's item, its class kept, rather than an item of ours around it.
   */
  bare?: boolean;
  /** A link item's own `target` and `rel`, which win over those another site's link gets. */
  target?: string;
  rel?: string;
  /** A language menu's link: the `lang` of the page it opens. */
  lang?: string;
  /** The language menu itself: its globe before the label; in the drawer it reads "Languages". */
  language?: boolean;
  /** The docs version menu: in the drawer it reads "Versions" when it has more than one link, as Docusaurus's. */
  versions?: boolean;
  /** The item's other fields from the config (`data-…`, `title`), written on its link as Docusaurus does. */
  attributes?: Record<string, unknown>;
  items?: ClassicMenuItem[];
  /** A dropdown that starts open in the drawer: one of its links is the page shown (MenuDropdown.tsx). */
  open?: boolean;
}

export interface ClassicMobileMenuProps {
  brand: BrandProps;
  /** The site's swizzled Navbar/Logo as the server rendered it, shown in the drawer in place of `brand`, as Docusaurus shows it there too. */
  brandHtml?: string;
  items: ClassicMenuItem[];
  /** The drawer's colour-mode toggle (the navbar's is hidden below 997 px, as Docusaurus's); none when the switch is off. */
  colorMode?: ColorModeProps;
  /**
   * The site's swizzled ColorModeToggle as the server rendered it (its own island), shown in the
   * drawer in place of ours, as Docusaurus shows it there too.
   */
  colorModeHtml?: string;
  /**
   * The page has a docs sidebar, which the drawer shows as its secondary panel. Its items are not
   * sent twice: they are read, when the drawer first opens, from the page's Sidebar island.
   */
  docsSidebar?: boolean;
}

type DocsTree = ReturnType<typeof sidebarPropsOf> & {
  items: SidebarItem[];
  /** The module of the sidebar's island when the site's swizzled items draw it: they draw this tree too. */
  siteModule?: string;
};

/** The props of the page's docs sidebar island; null when there is none, or it cannot be read. */
function pageSidebar(): DocsTree | null {
  const el = document.querySelector(
    `.theme-doc-sidebar-container :is([data-island="Sidebar"], [data-island="${SITE_SIDEBAR_ISLAND}"])`,
  );
  try {
    const props = el && sidebarPropsOf(el);
    if (!props?.items) return null;
    const siteModule =
      el?.getAttribute('data-island') === SITE_SIDEBAR_ISLAND ? islandModule(SITE_SIDEBAR_ISLAND) : undefined;
    return { ...props, items: props.items, ...(siteModule ? { siteModule } : {}) };
  } catch {
    return null;
  }
}

/** The URL of an island's module, from the page's list of them. */
function islandModule(name: string): string | undefined {
  try {
    return (JSON.parse(document.getElementById(MANIFEST_ID)?.textContent || '{}') as Record<string, string>)[name];
  } catch {
    return undefined;
  }
}

/**
 * The site's swizzled sidebar items, from the sidebar island's module: undefined while it loads,
 * null when there are none (or it failed to load: the tree's own rows stand in).
 */
function useSiteItems(module: string | undefined): SiteSidebarItems | null | undefined {
  const [items, setItems] = useState<SiteSidebarItems | null | undefined>(module ? undefined : null);
  useEffect(() => {
    if (!module) return;
    import(/* @vite-ignore */ module).then(
      (m: { default?: { siteItems?: SiteSidebarItems } }) => setItems(m.default?.siteItems ?? null),
      () => setItems(null),
    );
  }, [module]);
  return items;
}

/** Docusaurus's DocSidebar/Mobile: the desktop sidebar's tree, as the page's island describes it. */
function DocsMenu({ tree }: { tree: DocsTree }) {
  const siteItems = useSiteItems(tree.siteModule);
  if (siteItems === undefined) return null;
  return (
    <SidebarTree
      siteItems={siteItems ?? undefined}
      classic
      items={tree.items}
      currentUrl={tree.currentUrl ?? ''}
      baseUrl={tree.baseUrl}
      loadItems={makeLoader(tree.dataUrl)}
      holds={makeHolds(tree.dataUrl)}
      autoCollapse={tree.autoCollapse}
      categoryLabels={tree.categoryLabels}
    />
  );
}

function MenuItem({ item }: { item: ClassicMenuItem }) {
  const cls = (base: string) => (item.className ? `${base} ${item.className}` : base);
  if (item.html !== undefined) {
    const own = item.bare ? /^<li(?:\s+class="([^"]*)")?>([\s\S]*)<\/li>$/.exec(item.html) : null;
    if (own) return <li className={own[1]} dangerouslySetInnerHTML={{ __html: own[2]! }} />;
    return <li className={cls('menu__list-item')} dangerouslySetInnerHTML={{ __html: item.html }} />;
  }
  if (item.items)
    return (
      <MenuDropdown
        item={item}
        label={
          item.language ? (
            <>
              <LanguageIcon />
              {themeString('theme.navbar.mobileLanguageDropdown.label', 'Languages')}
            </>
          ) : item.versions && item.items.length > 1 ? (
            themeString('theme.navbar.mobileVersionsDropdown.label', 'Versions')
          ) : (
            item.label
          )
        }
      >
        {item.items.map((sub, i) => (
          <MenuItem key={i} item={sub} />
        ))}
      </MenuDropdown>
    );
  return <MenuLink item={item} />;
}

/** A link of the menu; `activeClassName` marks the page's own (a site's NavbarItem may name another). */
export function MenuLink({
  item,
  activeClassName = 'menu__link--active',
}: {
  item: ClassicMenuItem;
  activeClassName?: string;
}) {
  return (
    <li className="menu__list-item">
      <a
        {...item.attributes}
        className={['menu__link', item.active ? activeClassName : '', item.className].filter(Boolean).join(' ')}
        href={item.href}
        // As Docusaurus's NavLink; a language's link is marked by its class only, as there.
        {...(item.active && !item.lang ? { 'aria-current': 'page' as const } : {})}
        {...(item.lang ? { lang: item.lang } : {})}
        {...linkTarget(item)}
        // As Docusaurus's phone menu (DefaultNavbarItem/Mobile through NavbarNavLink): the icon at its full size.
        {...linkContent(item, item.external && !item.noIcon && item.label ? <ExternalLinkIcon /> : null)}
      />
    </li>
  );
}

/** A link's content: its label, or the HTML it was given (a link item's `html`, as Docusaurus's NavbarNavLink draws it). */
export function linkContent(
  item: ClassicMenuItem,
  after?: ReactNode,
): { children?: ReactNode; dangerouslySetInnerHTML?: { __html: string } } {
  if (item.labelHtml !== undefined) return { dangerouslySetInnerHTML: { __html: item.labelHtml } };
  return {
    children: (
      <>
        {item.label}
        {after}
      </>
    ),
  };
}

/** Each of the drawer's two panels (the menu, the docs sidebar), with Docusaurus's classes. */
const PANEL = 'theme-layout-navbar-sidebar-panel navbar-sidebar__item menu';

/** Where a link opens, as Docusaurus's Link: another site in a new tab, unless the item says otherwise. */
export function linkTarget(item: ClassicMenuItem): { target?: string; rel?: string } {
  const out: { target?: string; rel?: string } = item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  if (item.target !== undefined) out.target = item.target;
  if (item.rel !== undefined) out.rel = item.rel;
  return out;
}

/**
 * While the drawer is open: `navbar-sidebar--show` on the navbar, the page still beneath it, and
 * Escape or a tap on any backdrop in the navbar (a site's ejected Navbar/Layout draws one of its
 * own) closes it.
 */
function useDrawerShown(button: RefObject<HTMLButtonElement | null>, open: boolean, close: () => void) {
  useEffect(() => {
    const nav = button.current?.closest('.navbar');
    nav?.classList.toggle('navbar-sidebar--show', open);
    document.body.style.overflow = open ? 'hidden' : '';
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    const onBackdrop = (e: Event) => (e.target as Element).closest?.('.navbar-sidebar__backdrop') && close();
    document.addEventListener('keydown', onKey);
    nav?.addEventListener('click', onBackdrop);
    return () => {
      document.removeEventListener('keydown', onKey);
      nav?.removeEventListener('click', onBackdrop);
    };
  }, [open]);
}

export default function MobileMenu({
  brand,
  brandHtml,
  items,
  colorMode,
  colorModeHtml,
  docsSidebar,
}: ClassicMobileMenuProps) {
  const [open, setOpen] = useState(false);
  /** The docs sidebar's props: undefined until the drawer first opens, null when the page has none to read. */
  const [tree, setTree] = useState<DocsTree | null>();
  /** The visitor went back to the main menu; as in Docusaurus, the next opening shows the docs again. */
  const [back, setBack] = useState(false);
  const secondary = Boolean(docsSidebar) && tree !== null && !back;
  const ref = useRef<HTMLButtonElement>(null);
  const primary = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  const close = () => {
    setOpen(false);
    setBack(false);
  };
  const toggle = () => {
    if (open) return close();
    if (docsSidebar && tree === undefined) setTree(pageSidebar());
    setOpen(true);
  };
  useDrawerShown(ref, open, close);
  // The back button goes inert with its panel: a keyboard's focus moves on to the main menu.
  useEffect(() => {
    if (!back || !refocus.current) return;
    refocus.current = false;
    primary.current?.querySelector<HTMLElement>('a[href], button')?.focus();
  }, [back]);
  // A followed link leaves the drawer behind, as Docusaurus's does; a category that only opens stays.
  const onDocsClick = (e: MouseEvent) => {
    if (!e.defaultPrevented && (e.target as Element).closest('a[href]')) close();
  };
  const primaryMenu = (
    <ul className="menu__list">
      {items.map((item, i) => (
        <MenuItem key={i} item={item} />
      ))}
    </ul>
  );
  return (
    <>
      <button
        ref={ref}
        type="button"
        className="navbar__toggle clean-btn"
        aria-label={themeString('theme.docs.sidebar.toggleSidebarButtonAriaLabel', 'Toggle navigation bar')}
        aria-expanded={open}
        onClick={toggle}
      >
        <svg width="30" height="30" viewBox="0 0 30 30" aria-hidden="true">
          <path stroke="currentColor" strokeLinecap="round" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
        </svg>
      </button>
      {/* Closes the drawer through useDrawerShown, which listens for a tap on any backdrop in the navbar. */}
      <div role="presentation" className="navbar-sidebar__backdrop" />
      <div className="theme-layout-navbar-sidebar navbar-sidebar">
        <div className="navbar-sidebar__brand">
          {brandHtml === undefined ? (
            <Brand {...brand} />
          ) : (
            <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: brandHtml }} />
          )}
          {colorModeHtml !== undefined ? (
            <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: colorModeHtml }} />
          ) : colorMode ? (
            <ColorModeToggle {...colorMode} className="margin-right--md" />
          ) : null}
          <button
            type="button"
            className="clean-btn navbar-sidebar__close"
            aria-label={themeString('theme.docs.sidebar.closeSidebarButtonAriaLabel', 'Close navigation bar')}
            onClick={close}
          >
            {/* Docusaurus's IconClose, in the colour its drawer gives it. */}
            <svg viewBox="0 0 15 15" width="21" height="21" aria-hidden="true">
              <g stroke="var(--ifm-color-emphasis-600)" strokeWidth="1.2">
                <path d="M.75.75l13.5 13.5M14.25.75L.75 14.25" />
              </g>
            </svg>
          </button>
        </div>
        {docsSidebar ? (
          <div className={`navbar-sidebar__items${secondary ? ' navbar-sidebar__items--show-secondary' : ''}`}>
            <div className={PANEL} ref={primary} inert={secondary}>
              {primaryMenu}
            </div>
            <div className={PANEL} inert={!secondary} onClick={onDocsClick}>
              {/* As Docusaurus: no way back to a main menu that has nothing in it. */}
              {items.length ? (
                <button
                  type="button"
                  className="clean-btn navbar-sidebar__back"
                  onClick={(e) => {
                    refocus.current = document.activeElement === e.currentTarget;
                    setBack(true);
                  }}
                >
                  {themeString('theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel', '← Back to main menu')}
                </button>
              ) : null}
              {tree ? <DocsMenu tree={tree} /> : null}
            </div>
          </div>
        ) : (
          <div className="navbar-sidebar__items">
            <div className={PANEL}>{primaryMenu}</div>
          </div>
        )}
      </div>
    </>
  );
}
