// A site's swizzled docs sidebar items (Docusaurus's DocSidebarItem and its Link, Category and Html),
// drawn by SidebarTree in place of its own rows, given Docusaurus's props. What they wrap,
// `@theme-original/DocSidebarItem/…` (theme/docusaurus/DocSidebarItem/), is the tree's own row for
// that item: the item object the site's component gets carries it under a symbol, which a spread
// (`{ ...props.item, label }`) keeps, so a wrapper that adds an icon or changes the label still draws
// the tree's row, with its state. The same code runs on the server and in the browser, where the
// sidebar is an island of the site's bundle (generator/bundle/swizzle.ts `swizzleIslandEntries`);
// the symbol is a global one because the site's components and the tree are bundled apart on the server.
import { createElement, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { ExpandedContext } from '../shared/sidebar-expanded.ts';
import type { SidebarItem } from '../shared/types.ts';
import { withBase } from '../shared/url-path.ts';

type SidebarItemName = 'DocSidebarItem' | 'DocSidebarItem/Link' | 'DocSidebarItem/Category' | 'DocSidebarItem/Html';

/** The site's components by Docusaurus's name; only those it swizzled. */
export type SiteSidebarItems = Partial<Record<SidebarItemName, ComponentType<DocusaurusItemProps>>>;

/** What Docusaurus gives a DocSidebarItem (its `onItemClick` and `tabIndex` are the phone menu's alone). */
export interface DocusaurusItemProps {
  item: DocusaurusItem;
  index: number;
  level: number;
  /** The current page's path, with the base URL, as Docusaurus's is. */
  activePath: string;
  onItemClick?: (item: DocusaurusItem) => void;
  tabIndex?: number;
}

export type DocusaurusItem = Record<string | symbol, unknown> & { type: string };

/** Where the tree is drawing an item, as the symbol on the item hands it to the originals. */
export interface ItemPlace {
  item: SidebarItem;
  site: SiteSidebarItems;
  /** The tree's own row for the item (with the label or class name the site's component changed). */
  own(item: SidebarItem): ReactNode;
  /** Docusaurus's props for a child of this category at `index` (an ejected category draws its own list). */
  child(item: SidebarItem, index: number): DocusaurusItemProps;
}

const PLACE = Symbol.for('zapsite.sidebar-item');

/** The item as Docusaurus's sidebar hands it to its components: hrefs with the base URL, its customProps. */
export function docusaurusItem(item: SidebarItem, place: ItemPlace, base: string): DocusaurusItem {
  const common = {
    ...(item.className !== undefined ? { className: item.className } : {}),
    ...(item.customProps !== undefined ? { customProps: item.customProps } : {}),
    [PLACE]: place,
  };
  if (item.type === 'html')
    return { type: 'html', value: item.value, ...(item.defaultStyle ? { defaultStyle: true } : {}), ...common };
  if (item.type === 'link')
    return {
      type: 'link',
      label: item.label,
      href: item.noBaseUrl ? item.href : withBase(base, item.href),
      ...(item.docId !== undefined ? { docId: item.docId } : {}),
      ...(item.unlisted ? { unlisted: true } : {}),
      ...(item.noBaseUrl ? { autoAddBaseUrl: false } : {}),
      ...common,
    };
  return {
    type: 'category',
    label: item.label,
    collapsed: item.collapsed,
    collapsible: item.collapsible,
    ...(item.href !== undefined ? { href: withBase(base, item.href) } : {}),
    ...(item.description !== undefined ? { description: item.description } : {}),
    ...common,
    // Made when read: only an ejected category reads its items.
    get items() {
      return item.items.map((child, i) => place.child(child, i).item);
    },
  };
}

function placeOf(item: DocusaurusItem | undefined): ItemPlace | undefined {
  return item?.[PLACE] as ItemPlace | undefined;
}

const KIND: Record<string, SidebarItemName> = {
  link: 'DocSidebarItem/Link',
  category: 'DocSidebarItem/Category',
  html: 'DocSidebarItem/Html',
};

/** The component that draws `item`: the site's DocSidebarItem, else its component for the kind, else the tree's row. */
export function itemComponent(site: SiteSidebarItems, item: SidebarItem): ComponentType<DocusaurusItemProps> {
  return site.DocSidebarItem ?? site[KIND[item.type]!] ?? OwnRow;
}

/**
 * `@theme-original/DocSidebarItem/Link` (and Category, Html): the tree's row for the item, with the
 * label and class name the site's component gave it. An item the tree did not make draws nothing.
 */
export function OwnRow({ item }: DocusaurusItemProps): ReactNode {
  const place = placeOf(item);
  if (!place) return null;
  const own = place.item;
  const label = typeof item.label === 'string' && own.type !== 'html' ? { label: item.label } : {};
  const className = typeof item.className === 'string' ? { className: item.className } : {};
  return place.own({ ...own, ...label, ...className } as SidebarItem);
}

/** `@theme-original/DocSidebarItem`: the site's component for the item's kind, or the tree's row. */
export function ItemByKind(props: DocusaurusItemProps): ReactNode {
  const place = placeOf(props.item);
  if (!place) return null;
  return createElement(place.site[KIND[props.item.type]!] ?? OwnRow, props);
}

/**
 * One list of the sidebar's items, as Docusaurus's DocSidebarItems keeps it: the category of it the
 * visitor opened last, which a site's ejected category reads (useDocSidebarItemsExpandedState).
 */
export function ItemsExpanded({ children }: { children: ReactNode }) {
  const [expandedItem, setExpandedItem] = useState<number | null>(null);
  const value = useMemo(() => ({ expandedItem, setExpandedItem }), [expandedItem]);
  return createElement(ExpandedContext.Provider, { value }, children);
}

/** `@theme/DocSidebarItems`: each item through the site's DocSidebarItem, as Docusaurus's list draws them. */
export function ItemList({
  items,
  ...rest
}: Omit<DocusaurusItemProps, 'item' | 'index'> & { items: DocusaurusItem[] }) {
  return createElement(
    ItemsExpanded,
    null,
    items.map((item, index) => {
      const place = placeOf(item);
      return createElement(place?.site.DocSidebarItem ?? ItemByKind, { key: index, item, index, ...rest });
    }),
  );
}

/** The sidebar island drawn with the site's items: its props are sent whole, customProps and all. */
export function withSiteItems<P extends object>(
  Sidebar: ComponentType<P & { siteItems?: SiteSidebarItems }>,
  siteItems: SiteSidebarItems,
): ComponentType<P> {
  // The phone menu draws the same tree with them, from this module (theme/classic/islands/MobileMenu.tsx).
  return Object.assign((props: P) => createElement(Sidebar, { ...props, siteItems }), { siteItems });
}
