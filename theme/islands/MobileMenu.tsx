// The mobile navbar menu: a drawer with the main items and, on docs pages, the docs sidebar as a
// secondary panel with "Back to main menu". Focus stays inside while open; Escape closes it;
// it closes itself when the viewport becomes desktop.
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { Icon, Logo } from '../components/Icons.tsx';
import { SidebarTree } from '../components/SidebarTree.tsx';
import { makeHolds, makeLoader, sidebarPropsOf, useCurrentUrl } from './Sidebar.tsx';
import type { SidebarItem } from '../shared/types.ts';
import { readIslandProps } from '../shared/island.ts';

/** A navbar link; a dropdown (the docs versions, or the site's own) has `items` and no link of its own. */
export interface MobileMenuItem {
  label: string;
  href: string;
  external: boolean;
  event?: string;
  /** For an entry of a dropdown: the page shown, or the version it is in. */
  active?: boolean;
  items?: MobileMenuItem[];
}

export interface MobileMenuProps {
  title: string;
  items: MobileMenuItem[];
  analyticsAttribute: string;
  sidebar?: SidebarItem[];
  sidebarDataUrl?: string;
  /** The current page without the base URL. */
  currentUrl: string;
}

/** One pixel above the 996 px breakpoint, as in site.css. */
export const DESKTOP_QUERY = '(min-width: 997px)';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((n) => n.getClientRects().length > 0);
}

/** The menu's content is rendered only in the browser (it is closed in the server HTML). */
function siteBase(): string {
  return document.body.dataset.baseUrl || '/';
}

/**
 * The docs sidebar of the page now showing. The navbar outlives client navigation, so its own
 * props describe the first page only; the page's sidebar island carries the current one.
 */
type DocsTree = { items?: SidebarItem[]; dataUrl?: string; renderedFor?: string; autoCollapse?: boolean };

function pageSidebar(fallback: MobileMenuProps): DocsTree {
  const el = document.querySelector('.sidebar [data-island="Sidebar"]');
  if (!el) return {};
  try {
    const p = sidebarPropsOf(el);
    return { items: p.items, dataUrl: p.dataUrl, renderedFor: p.currentUrl, autoCollapse: p.autoCollapse };
  } catch {
    return { items: fallback.sidebar, dataUrl: fallback.sidebarDataUrl, renderedFor: fallback.currentUrl };
  }
}

/**
 * The navbar's items for the page now showing: client navigation puts each page's into the
 * island's props script (navigation/swap.ts), since a dropdown's targets follow the page.
 */
function currentItems(fallback: MobileMenuItem[]): MobileMenuItem[] {
  const el = document.querySelector('[data-island="MobileMenu"]');
  try {
    return el ? ((readIslandProps(el) as Partial<MobileMenuProps>).items ?? fallback) : fallback;
  } catch {
    return fallback;
  }
}

/** Escape closes the open menu (focus back on its button); Tab and Shift+Tab keep focus inside its panel. */
function menuKeys(panel: RefObject<HTMLDivElement | null>, close: (refocus: boolean) => void) {
  return (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
      return;
    }
    const el = panel.current;
    if (e.key !== 'Tab' || !el) return;
    const list = focusables(el);
    if (!list.length) return;
    const first = list[0]!;
    const last = list[list.length - 1]!;
    const inside = el.contains(document.activeElement);
    if (e.shiftKey && (document.activeElement === first || !inside)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && (document.activeElement === last || !inside)) {
      e.preventDefault();
      first.focus();
    }
  };
}

export default function MobileMenu(props: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const [items, setItems] = useState(props.items);
  const [secondary, setSecondary] = useState(false);
  const [docs, setDocs] = useState<DocsTree>({});
  const currentUrl = useCurrentUrl(props.currentUrl);
  const panel = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  const show = () => {
    setItems(currentItems(props.items));
    const found = pageSidebar(props);
    setDocs(found);
    // Docs pages open on the docs sidebar, as the page's own sidebar is hidden on phones.
    setSecondary(Boolean(found.items?.length));
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) toggle.current?.focus();
  };

  // A followed link swaps the page in place: the menu has done its job.
  useEffect(() => setOpen(false), [currentUrl]);

  useEffect(() => {
    const mq = matchMedia(DESKTOP_QUERY);
    const onChange = () => mq.matches && setOpen(false);
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, []);

  // Focus the first control of whichever panel is showing.
  useEffect(() => {
    if (open && panel.current) focusables(panel.current)[0]?.focus();
  }, [open, secondary]);

  // A layout effect: the page's scroll lock goes with the menu in the same commit, not a frame later
  // (a passive effect left it on after the dialog was gone; the e2e test caught that once).
  useLayoutEffect(() => {
    const html = document.documentElement;
    html.classList.toggle('navbar-sidebar--open', open);
    if (!open) return;
    const onKey = menuKeys(panel, close);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      html.classList.remove('navbar-sidebar--open');
    };
  }, [open]);

  const base = open ? siteBase() : '/';
  const here = base.replace(/\/$/, '') + currentUrl;
  return (
    <>
      <button
        ref={toggle}
        type="button"
        className="navbar__toggle navbar__icon-button"
        aria-label="Toggle navigation bar"
        aria-expanded={open}
        onClick={() => (open ? close(false) : show())}
      >
        <Icon name="menu" />
      </button>
      {open ? (
        <div className="navbar-sidebar" role="dialog" aria-modal="true" aria-label="Navigation menu">
          <div className="navbar-sidebar__backdrop" onClick={() => close(true)} />
          <div className="navbar-sidebar__panel" ref={panel}>
            <div className="navbar-sidebar__brand">
              <a className="navbar-sidebar__title" href={base} {...{ [props.analyticsAttribute]: 'navbar-home' }}>
                <Logo size={28} />
                {props.title}
              </a>
              <button
                type="button"
                className="navbar__icon-button"
                aria-label="Close navigation bar"
                onClick={() => close(true)}
              >
                <Icon name="close" />
              </button>
            </div>
            {secondary && docs.items ? (
              <div className="navbar-sidebar__secondary">
                <button type="button" className="navbar-sidebar__back" onClick={() => setSecondary(false)}>
                  <Icon name="back" size={16} /> Back to main menu
                </button>
                <nav className="menu" aria-label="Docs sidebar">
                  <SidebarTree
                    items={docs.items}
                    currentUrl={currentUrl}
                    initialUrl={docs.renderedFor}
                    baseUrl={base}
                    loadItems={makeLoader(docs.dataUrl)}
                    holds={makeHolds(docs.dataUrl)}
                    autoCollapse={docs.autoCollapse}
                  />
                </nav>
              </div>
            ) : (
              <nav className="navbar-sidebar__primary" aria-label="Main menu">
                <ul className="menu__list">
                  {items.map((item, i) =>
                    item.items ? (
                      <MenuGroup key={`${item.label}-${i}`} item={item} here={here} attr={props.analyticsAttribute} />
                    ) : (
                      <li key={`${item.href}-${i}`} className="menu__item">
                        <MenuLink item={item} here={here} attr={props.analyticsAttribute} />
                      </li>
                    ),
                  )}
                </ul>
              </nav>
            )}
          </div>
        </div>
      ) : null}
    </>
  );
}

function MenuLink({ item, here, attr }: { item: MobileMenuItem; here: string; attr: string }) {
  const current = item.href === here;
  return (
    <a
      className={`menu__link${current || item.active ? ' menu__link--active' : ''}`}
      href={item.href}
      {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...(item.event ? { [attr]: item.event } : {})}
      aria-current={current ? 'page' : undefined}
    >
      {item.label}
      {item.external ? (
        <>
          <Icon name="external" size={14} />
          <span className="sr-only"> (opens in new tab)</span>
        </>
      ) : null}
    </a>
  );
}

/**
 * A navbar dropdown as a collapsible group, as Docusaurus shows it on phones: closed unless one of
 * its entries is the page shown (the version being read).
 */
function MenuGroup({ item, here, attr }: { item: MobileMenuItem; here: string; attr: string }) {
  const entries = item.items ?? [];
  const [collapsed, setCollapsed] = useState(!entries.some((e) => e.active || e.href === here));
  return (
    <li className={`menu__item menu__item--category${collapsed ? ' menu__item--collapsed' : ''}`}>
      <div className="menu__category-row">
        <button
          type="button"
          className="menu__link menu__link--button menu__link--toggle"
          aria-expanded={!collapsed}
          onClick={() => setCollapsed((c) => !c)}
        >
          {item.label}
          <span className="menu__chevron" aria-hidden="true" />
        </button>
      </div>
      <ul className="menu__list" hidden={collapsed}>
        {entries.map((entry, i) => (
          <li key={`${entry.href}-${i}`} className="menu__item">
            <MenuLink item={entry} here={here} attr={attr} />
          </li>
        ))}
      </ul>
    </li>
  );
}
