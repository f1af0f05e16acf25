// The docs sidebar tree, shared by the sidebar island and the mobile menu's secondary panel.
import {
  createElement,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import type { SidebarItem, SidebarCategory } from '../shared/types.ts';
import { isExternal, withBase } from '../shared/url-path.ts';
import { ExternalLinkIcon } from './ExternalLinkIcon.tsx';
import { firstHref } from '../shared/sidebar.ts';
import {
  docusaurusItem,
  itemComponent,
  ItemsExpanded,
  type DocusaurusItemProps,
  type SiteSidebarItems,
} from './site-sidebar-items.tsx';
import {
  DocSidebarItemCategory as CategoryStyles,
  DocSidebarItemHtml as HtmlStyles,
  DocSidebarItemLink as LinkStyles,
} from '../shared/docusaurus-classes.ts';

export interface SidebarTreeProps {
  items: SidebarItem[];
  /** The current page, without the base URL (as the sidebar's hrefs are). */
  currentUrl: string;
  /** The page the tree was rendered for, when client navigation has since moved on. */
  initialUrl?: string;
  /** Prefixed to every href: sidebar data is base-less, like page URLs. */
  baseUrl?: string;
  /** Loads a pruned category's items from the shared sidebar file. */
  loadItems?: (category: SidebarCategory) => Promise<SidebarItem[]>;
  /** Whether a pruned category holds a page (so it opens when client navigation lands there). */
  holds?: (category: SidebarCategory, url: string) => Promise<boolean>;
  /**
   * Docusaurus's DocSidebarItem markup and class names (the classic theme): `menu__list-item`,
   * `menu__list-item-collapsible`, `menu__link--sublist`, `theme-doc-sidebar-item-*-level-N`,
   * carets Infima draws, the external-link icon. Left out: zapsite's own (`menu__item`, chevrons).
   */
  classic?: boolean;
  /** Opening a category closes the open ones beside it (Docusaurus's autoCollapseCategories). */
  autoCollapse?: boolean;
  /** A category's caret's name in the site's language, `{label}` its label; left out, English. */
  categoryLabels?: CategoryLabels;
  /** The site's swizzled DocSidebarItem components, which draw each item (site-sidebar-items.tsx). */
  siteItems?: SiteSidebarItems;
}

export interface CategoryLabels {
  expand: string;
  collapse: string;
}

const ENGLISH_LABELS: CategoryLabels = {
  expand: "Expand sidebar category '{label}'",
  collapse: "Collapse sidebar category '{label}'",
};

/** One list's open category, as the categories in it tell it (autoCollapse). */
interface Siblings {
  opened: number | null;
  open(index: number): void;
}

interface Ctx {
  currentUrl: string;
  /** The page the sidebar was rendered for. */
  initialUrl: string;
  base: string;
  loadItems?: SidebarTreeProps['loadItems'];
  holds?: SidebarTreeProps['holds'];
  classic: boolean;
  /** Depth, from 1 at the root (Docusaurus's `level`). */
  level: number;
  autoCollapse: boolean;
  categoryLabels: CategoryLabels;
  site?: SiteSidebarItems;
  /** The item's list and its place in it, for autoCollapse. */
  siblings?: Siblings;
  index?: number;
}

/** Joins class names, dropping empty ones. */
const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** The li's class for the classic markup: Docusaurus's ThemeClassNames for the item and its level. */
const classicItem = (kind: 'link' | 'category', level: number) =>
  `theme-doc-sidebar-item-${kind} theme-doc-sidebar-item-${kind}-level-${level}`;

function contains(item: SidebarItem, url: string): boolean {
  if (item.href === url) return true;
  return item.type === 'category' && item.items.some((i) => contains(i, url));
}

/** Docusaurus-like timing: longer for taller content, 1 ms when motion is reduced. */
function collapseDuration(height: number, reducedMotion: boolean): number {
  if (reducedMotion) return 1;
  const c = height / 36;
  return Math.round((4 + 15 * c ** 0.25 + c / 5) * 10);
}

/**
 * A category links to its own page when it has one. A pruned category without one carries its
 * first doc as href (set by the generator): that link is the no-JavaScript fallback, and once
 * hydrated the label toggles the category instead.
 */
function hasOwnPage(item: SidebarCategory): boolean {
  return item.href !== undefined && (item.docId !== undefined || item.generatedIndex === true || !item.pruned);
}

/** Drawn by CSS (.menu__chevron): an inline SVG on every category row weighed ~290 B a row. */
function Chevron() {
  return <span className="menu__chevron" aria-hidden="true" />;
}

/**
 * Animates a category's list opening or closing (its height, for a time that grows with it). A
 * layout effect: the start height is set before the browser paints the newly shown list.
 */
function useCollapseAnimation(
  listRef: RefObject<HTMLUListElement | null>,
  collapsed: boolean,
  animating: boolean,
  setAnimating: (animating: boolean) => void,
): void {
  useLayoutEffect(() => {
    const el = listRef.current;
    if (!el || !animating) return;
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    const full = el.scrollHeight;
    const ms = collapseDuration(full, reduced);
    el.dataset.duration = String(ms);
    el.style.overflow = 'hidden';
    el.style.height = collapsed ? `${full}px` : '0px';
    void el.offsetHeight; // commit the start height so the transition runs from it
    el.style.transition = `height ${ms}ms ease-in-out`;
    el.style.height = collapsed ? '0px' : `${full}px`;
    const t = setTimeout(() => {
      el.style.transition = '';
      el.style.overflow = '';
      el.style.height = '';
      setAnimating(false);
    }, ms + 10);
    return () => clearTimeout(t);
  }, [collapsed, animating]);
}

function Category({ item, ctx }: { item: SidebarCategory; ctx: Ctx }) {
  const [collapsed, setCollapsed] = useState(
    item.collapsible ? item.collapsed && !contains(item, ctx.currentUrl) : false,
  );
  const [items, setItems] = useState(item.items);
  const [pruned, setPruned] = useState(Boolean(item.pruned));
  const [loading, setLoading] = useState(false);
  const [animating, setAnimating] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const active = (hasOwnPage(item) && item.href === ctx.currentUrl) || items.some((i) => contains(i, ctx.currentUrl));

  useCollapseAnimation(listRef, collapsed, animating, setAnimating);

  /** Fetches a pruned category's items; false when the shared sidebar could not be read. */
  const fill = async (): Promise<boolean> => {
    if (!pruned || !ctx.loadItems) return true;
    setLoading(true);
    const loaded = await ctx.loadItems(item);
    setLoading(false);
    if (!loaded.length) return false;
    setItems(loaded);
    setPruned(false);
    return true;
  };

  const toggle = async () => {
    if (loading) return;
    if (collapsed && !(await fill())) {
      // The shared sidebar could not be read: follow the link the static HTML offers.
      if (item.href) location.assign(withBase(ctx.base, item.href));
      return;
    }
    if (collapsed && ctx.index !== undefined) ctx.siblings?.open(ctx.index);
    setAnimating(true);
    setCollapsed(!collapsed);
  };

  // autoCollapse: another category of this list opened, so this one closes, as Docusaurus's does.
  const opened = ctx.siblings?.opened;
  useEffect(() => {
    if (!ctx.autoCollapse || opened == null || opened === ctx.index || collapsed || !item.collapsible) return;
    setAnimating(true);
    setCollapsed(true);
  }, [opened]);
  const [openedHere, setOpenedHere] = useState<number | null>(null);
  const children: Siblings = { opened: openedHere, open: setOpenedHere };

  // After client navigation, open the category that holds the new page, as a fresh load would.
  // (On the page the server rendered, the generator already opened the right categories.)
  useEffect(() => {
    const url = ctx.currentUrl;
    if (url === ctx.initialUrl || !collapsed || !item.collapsible) return;
    let live = true;
    const open = async () => {
      const inside =
        item.href === url || (pruned ? ((await ctx.holds?.(item, url)) ?? false) : items.some((i) => contains(i, url)));
      if (live && inside && (await fill()) && live) setCollapsed(false);
    };
    void open();
    return () => {
      live = false;
    };
  }, [ctx.currentUrl]);

  const own = hasOwnPage(item);
  const canToggle = item.collapsible && (items.length > 0 || pruned);

  return (
    <li
      className={
        ctx.classic
          ? cx(
              classicItem('category', ctx.level),
              'menu__list-item',
              collapsed && 'menu__list-item--collapsed',
              item.className,
            )
          : `menu__item menu__item--category${collapsed ? ' menu__item--collapsed' : ''}${item.className ? ` ${item.className}` : ''}`
      }
      aria-busy={loading || undefined}
    >
      <div
        className={
          ctx.classic
            ? // Docusaurus highlights the row only on the category's own page, not on a page inside it.
              cx(
                'menu__list-item-collapsible',
                own && item.href === ctx.currentUrl && 'menu__list-item-collapsible--active',
              )
            : 'menu__category-row'
        }
      >
        <CategoryLabel item={item} ctx={ctx} row={{ active, canToggle, collapsed, toggle }} />
        {own && canToggle ? (
          <button
            type="button"
            className={ctx.classic ? 'clean-btn menu__caret' : 'menu__caret'}
            onClick={() => void toggle()}
            aria-expanded={!collapsed}
            aria-label={(collapsed ? ctx.categoryLabels.expand : ctx.categoryLabels.collapse).replaceAll(
              '{label}',
              item.label,
            )}
          >
            {ctx.classic ? null : <Chevron />}
          </button>
        ) : null}
      </div>
      {items.length > 0 ? (
        <ul ref={listRef} className="menu__list" hidden={collapsed && !animating}>
          <SiteList ctx={ctx}>
            {items.map((child, i) => (
              <TreeItem
                key={`${child.label}-${i}`}
                item={child}
                ctx={{ ...ctx, level: ctx.level + 1, siblings: children, index: i }}
              />
            ))}
          </SiteList>
        </ul>
      ) : null}
    </li>
  );
}

/** Where a category's row stands: drawn in its label. */
interface CategoryRow {
  /** The current page is the category's or one inside it. */
  active: boolean;
  canToggle: boolean;
  collapsed: boolean;
  toggle: () => Promise<void>;
}

/**
 * A category's label: a link to its own page (its caret toggles it), a link that toggles it (it
 * only borrows its first doc's href, followed when the click is not a plain one), or a button.
 */
function CategoryLabel({ item, ctx, row }: { item: SidebarCategory; ctx: Ctx; row: CategoryRow }) {
  const { active, canToggle, collapsed, toggle } = row;
  const own = hasOwnPage(item);
  // A category without its own page only borrows its first doc's href: that doc is the current one, not the category.
  const isCurrent = own && item.href === ctx.currentUrl;
  const linkClass = ctx.classic
    ? cx(
        `${CategoryStyles.categoryLink} menu__link menu__link--sublist`,
        !own && canToggle && 'menu__link--sublist-caret',
        active && 'menu__link--active',
      )
    : `menu__link menu__link--category${active ? ' menu__link--active-path' : ''}${isCurrent ? ' menu__link--active' : ''}`;
  // Infima draws the classic theme's carets (menu__link--sublist-caret, menu__caret).
  const chevron = canToggle && !ctx.classic ? <Chevron /> : null;
  // Docusaurus 3.10 wraps the classic label in a span that clamps it to two lines.
  const label = ctx.classic ? <span className={CategoryStyles.categoryLinkLabel}>{item.label}</span> : item.label;
  if (own)
    return (
      <a className={linkClass} href={withBase(ctx.base, item.href!)} aria-current={isCurrent ? 'page' : undefined}>
        {label}
      </a>
    );
  // Docusaurus's label is a link even for an open category without a page of its own: to its first
  // doc, followed without JavaScript (hrefWithSSRFallback); a plain click toggles it.
  const href = item.href ?? (ctx.classic && canToggle ? firstHref(item.items) : undefined);
  if (href) {
    const onClick = (e: MouseEvent) => {
      if (!canToggle || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
      e.preventDefault();
      void toggle();
    };
    return (
      <a
        className={ctx.classic ? linkClass : `${linkClass} menu__link--toggle`}
        href={withBase(ctx.base, href)}
        role={canToggle ? 'button' : undefined}
        aria-expanded={canToggle ? !collapsed : undefined}
        onClick={onClick}
      >
        {label}
        {chevron}
      </a>
    );
  }
  return (
    <button
      type="button"
      className={ctx.classic ? `clean-btn ${linkClass}` : `${linkClass} menu__link--button menu__link--toggle`}
      onClick={() => void toggle()}
      aria-expanded={canToggle ? !collapsed : undefined}
      disabled={!canToggle}
    >
      {label}
      {chevron}
    </button>
  );
}

/** A list's items; with the site's items, in the state Docusaurus keeps for each list. */
function SiteList({ ctx, children }: { ctx: Ctx; children: ReactNode }) {
  return ctx.site ? <ItemsExpanded>{children}</ItemsExpanded> : <>{children}</>;
}

/** An item of the tree: drawn by the site's component when it swizzled one, else by the tree's own row. */
function TreeItem({ item, ctx }: { item: SidebarItem; ctx: Ctx }) {
  if (!ctx.site) return <OwnItem item={item} ctx={ctx} />;
  return createElement(itemComponent(ctx.site, item), siteItemProps(item, ctx, ctx.site));
}

/** Docusaurus's props for an item at its place in the tree, the tree's own row riding on the item. */
function siteItemProps(item: SidebarItem, ctx: Ctx, site: SiteSidebarItems): DocusaurusItemProps {
  const place = {
    item,
    site,
    own: (shown: SidebarItem) => <OwnItem item={shown} ctx={ctx} />,
    child: (child: SidebarItem, index: number) =>
      siteItemProps(child, { ...ctx, level: ctx.level + 1, siblings: undefined, index }, site),
  };
  return {
    item: docusaurusItem(item, place, ctx.base),
    index: ctx.index ?? 0,
    level: ctx.level,
    activePath: withBase(ctx.base, ctx.currentUrl),
  };
}

/** The tree's own row for an item. */
function OwnItem({ item, ctx }: { item: SidebarItem; ctx: Ctx }) {
  if (item.type === 'category') return <Category item={item} ctx={ctx} />;
  if (item.type === 'html') {
    // A sidebars file's own markup; defaultStyle gives it a link row's padding and type.
    if (ctx.classic)
      return (
        <li
          className={cx(
            classicItem('link', ctx.level),
            item.defaultStyle && `${HtmlStyles.menuHtmlItem} menu__list-item`,
            item.className,
          )}
          dangerouslySetInnerHTML={{ __html: item.value }}
        />
      );
    const cls = `menu__item menu__item--html${item.className ? ` ${item.className}` : ''}`;
    return item.defaultStyle ? (
      <li className={cls}>
        <div className="menu__link menu__html" dangerouslySetInnerHTML={{ __html: item.value }} />
      </li>
    ) : (
      <li className={cls} dangerouslySetInnerHTML={{ __html: item.value }} />
    );
  }
  const isCurrent = item.href === ctx.currentUrl;
  const external = isExternal(item.href);
  return (
    <li
      className={
        ctx.classic
          ? cx(classicItem('link', ctx.level), 'menu__list-item', item.className)
          : `menu__item${item.className ? ` ${item.className}` : ''}`
      }
    >
      <a
        className={cx(
          'menu__link',
          ctx.classic && external && LinkStyles.menuExternalLink,
          isCurrent && 'menu__link--active',
        )}
        href={item.noBaseUrl ? item.href : withBase(ctx.base, item.href)}
        aria-current={isCurrent ? 'page' : undefined}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {ctx.classic ? <span className={LinkStyles.linkLabel}>{item.label}</span> : item.label}
        {ctx.classic && external ? <ExternalLinkIcon /> : null}
      </a>
    </li>
  );
}

export function SidebarTree({
  items,
  currentUrl,
  initialUrl = currentUrl,
  baseUrl = '/',
  loadItems,
  holds,
  classic = false,
  autoCollapse = false,
  categoryLabels = ENGLISH_LABELS,
  siteItems,
}: SidebarTreeProps) {
  const [opened, open] = useState<number | null>(null);
  const ctx: Ctx = {
    currentUrl,
    initialUrl,
    base: baseUrl,
    loadItems,
    holds,
    classic,
    level: 1,
    autoCollapse,
    categoryLabels,
    ...(siteItems && Object.keys(siteItems).length ? { site: siteItems } : {}),
  };
  const siblings: Siblings = { opened, open };
  return (
    <ul className={classic ? 'theme-doc-sidebar-menu menu__list' : 'menu__list menu__list--root'}>
      <SiteList ctx={ctx}>
        {items.map((item, i) => (
          <TreeItem key={`${item.label}-${i}`} item={item} ctx={{ ...ctx, siblings, index: i }} />
        ))}
      </SiteList>
    </ul>
  );
}
