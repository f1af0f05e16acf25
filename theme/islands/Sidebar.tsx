// The docs sidebar island: collapsible categories; collapsed ones fetch their items from the
// shared sidebar file once, so no page carries the whole tree.
import { collapsedCopy, firstHref } from '../shared/sidebar.ts';
import { useEffect, useMemo, useState } from 'react';
import { SidebarTree, type CategoryLabels } from '../components/SidebarTree.tsx';
import type { SiteSidebarItems } from '../components/site-sidebar-items.tsx';
import { readIslandProps } from '../shared/island.ts';
import { revealActiveSidebarLink } from '../shared/sidebar-reveal.ts';
import type { SidebarItem, SidebarCategory } from '../shared/types.ts';
import { decodePathname } from '../shared/url-path.ts';

export interface SidebarProps {
  /** Full items on the server; packed ones (see packSidebar) when read from the page. */
  items: (SidebarItem | PackedSidebarItem)[];
  currentUrl: string;
  dataUrl?: string;
  baseUrl?: string;
  /** Docusaurus's sidebar markup (the classic theme). */
  classic?: boolean;
  /** Opening a category closes its siblings. */
  autoCollapse?: boolean;
  /** Its categories' carets' names in the site's language (the classic theme's, when not English). */
  categoryLabels?: CategoryLabels;
  /** The site's swizzled sidebar items: given by the island's module, never sent (site-sidebar-items.tsx). */
  siteItems?: SiteSidebarItems;
}

/**
 * A sidebar item as a page sends it to the browser, without what the island can infer: `type`
 * (a category has `items` or is pruned), `items` of a pruned category (always empty),
 * `collapsed` when it equals `pruned`, `collapsible` when true, and what no browser code reads
 * (a link's docId, `unlisted`). A category keeps its docId: it tells a category's own page from
 * the first doc a pruned one borrows, and finds the category in the shared sidebar file.
 */
export interface PackedSidebarItem {
  /** Absent on an html item. */
  label?: string;
  /** An html item's markup. */
  html?: string;
  defaultStyle?: true;
  href?: string;
  docId?: string;
  className?: string;
  items?: PackedSidebarItem[];
  collapsed?: boolean;
  collapsible?: false;
  pruned?: true;
  generatedIndex?: true;
  noBaseUrl?: true;
}

export function packSidebar(items: SidebarItem[]): PackedSidebarItem[] {
  return items.map((item) => {
    if (item.type === 'html')
      return {
        html: item.value,
        ...(item.defaultStyle ? { defaultStyle: true as const } : {}),
        ...(item.className !== undefined ? { className: item.className } : {}),
      };
    const out: PackedSidebarItem = { label: item.label };
    if (item.href !== undefined) out.href = item.href;
    if (item.className !== undefined) out.className = item.className;
    if (item.type === 'link') {
      if (item.noBaseUrl) out.noBaseUrl = true;
      return out;
    }
    if (item.docId !== undefined) out.docId = item.docId;
    if (item.pruned) out.pruned = true;
    if (item.generatedIndex) out.generatedIndex = true;
    if (!item.pruned || item.items.length) out.items = packSidebar(item.items);
    if (item.collapsed !== Boolean(item.pruned)) out.collapsed = item.collapsed;
    if (!item.collapsible) out.collapsible = false;
    return out;
  });
}

/** The items SidebarTree renders, from packed items or (unchanged) full ones. */
export function unpackSidebar(items: (SidebarItem | PackedSidebarItem)[]): SidebarItem[] {
  return items.map((item): SidebarItem => {
    if ('type' in item) return item;
    const extra = item.className !== undefined ? { className: item.className } : {};
    if (item.html !== undefined)
      return { type: 'html', value: item.html, ...(item.defaultStyle ? { defaultStyle: true } : {}), ...extra };
    if (!item.items && !item.pruned)
      return {
        type: 'link',
        label: item.label ?? '',
        href: item.href ?? '',
        ...extra,
        ...(item.noBaseUrl ? { noBaseUrl: true } : {}),
      };
    return {
      type: 'category',
      label: item.label ?? '',
      ...(item.href !== undefined ? { href: item.href } : {}),
      ...(item.docId !== undefined ? { docId: item.docId } : {}),
      ...extra,
      collapsed: item.collapsed ?? Boolean(item.pruned),
      collapsible: item.collapsible ?? true,
      items: unpackSidebar(item.items ?? []),
      ...(item.pruned ? { pruned: true } : {}),
      ...(item.generatedIndex ? { generatedIndex: true } : {}),
    };
  });
}

/** The props of a Sidebar island root in the page, with full items. Throws on broken JSON. */
export function sidebarPropsOf(el: Element): Partial<Omit<SidebarProps, 'items'>> & { items?: SidebarItem[] } {
  const p = readIslandProps(el) as Partial<SidebarProps>;
  return { ...p, items: p.items && unpackSidebar(p.items) };
}

/** The full category that a page's pruned copy stands for (a pruned copy's href may be its first doc). */
export function findCategory(
  items: SidebarItem[],
  target: Pick<SidebarCategory, 'label' | 'href' | 'docId'>,
): SidebarCategory | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (
      target.docId !== undefined
        ? item.docId === target.docId
        : item.label === target.label &&
          (!target.href || item.href === target.href || firstHref(item.items) === target.href)
    )
      return item;
    const inner = findCategory(item.items, target);
    if (inner) return inner;
  }
  return undefined;
}

// One fetch per page, shared by the sidebar and the mobile menu (the file is the same for a build).
let full: Promise<SidebarItem[]> | undefined;

/**
 * A loaded category's items: a nested category its sidebars file opens (`collapsed: false`, or not
 * collapsible) comes open with its own, as Docusaurus shows it; the others stay collapsed and empty
 * until they are opened in turn.
 */
function shownItems(items: SidebarItem[]): SidebarItem[] {
  return items.map((i) =>
    i.type !== 'category'
      ? i
      : i.collapsed === false || i.collapsible === false
        ? { ...i, items: shownItems(i.items) }
        : collapsedCopy(i),
  );
}

export function makeLoader(dataUrl: string | undefined) {
  return async (category: SidebarCategory): Promise<SidebarItem[]> => {
    if (!dataUrl) return [];
    full ??= fetch(dataUrl).then((r) =>
      r.ok ? (r.json() as Promise<SidebarItem[]>) : Promise.reject(new Error(`sidebar ${r.status}`)),
    );
    try {
      const found = findCategory(await full, category);
      return shownItems(found?.items ?? []);
    } catch {
      full = undefined;
      return [];
    }
  };
}

function holdsUrl(item: SidebarItem, url: string): boolean {
  return item.href === url || (item.type === 'category' && item.items.some((i) => holdsUrl(i, url)));
}

/** Whether a (pruned) category holds a page, answered from the shared sidebar file. */
export function makeHolds(dataUrl: string | undefined) {
  return async (category: SidebarCategory, url: string): Promise<boolean> => {
    if (!dataUrl) return false;
    full ??= fetch(dataUrl).then((r) =>
      r.ok ? (r.json() as Promise<SidebarItem[]>) : Promise.reject(new Error(`sidebar ${r.status}`)),
    );
    try {
      const found = findCategory(await full, category);
      return found ? holdsUrl(found, url) : false;
    } catch {
      full = undefined;
      return false;
    }
  };
}

/** Fired on window by client navigation (theme/islands/navigation/client.ts) after a page swap. */
const NAVIGATE_EVENT = 'zs:navigate';

/**
 * The current page, base-less, following client navigation: the header and a docs sidebar
 * stay mounted across page swaps, so their islands must learn the new URL themselves.
 */
export function useCurrentUrl(initial: string): string {
  const [url, setUrl] = useState(initial);
  useEffect(() => {
    const onNavigate = (e: Event) => {
      const href = (e as CustomEvent<{ url?: string }>).detail?.url;
      if (!href) return;
      const base = (document.body.dataset.baseUrl || '/').replace(/\/$/, '');
      // The browser's pathname is percent-encoded; sidebar hrefs are kept as page URLs read.
      const path = decodePathname(new URL(href, location.href).pathname);
      setUrl(base && path.startsWith(`${base}/`) ? path.slice(base.length) : path);
    };
    window.addEventListener(NAVIGATE_EVENT, onNavigate);
    return () => window.removeEventListener(NAVIGATE_EVENT, onNavigate);
  }, []);
  return url;
}

/**
 * The base URL when the server did not pass one: the shared sidebar file sits at
 * <base>assets/…, so its URL carries the base.
 */
export function baseFrom(dataUrl: string | undefined): string {
  const m = dataUrl?.match(/^(.*\/)assets\//);
  return m ? m[1]! : '/';
}

export default function Sidebar({
  items,
  currentUrl,
  dataUrl,
  baseUrl,
  classic,
  autoCollapse,
  categoryLabels,
  siteItems,
}: SidebarProps) {
  const current = useCurrentUrl(currentUrl);
  const tree = useMemo(() => unpackSidebar(items), [items]);
  useEffect(() => revealActiveSidebarLink(), [current]);
  return (
    <SidebarTree
      items={tree}
      currentUrl={current}
      initialUrl={currentUrl}
      baseUrl={baseUrl ?? baseFrom(dataUrl)}
      loadItems={makeLoader(dataUrl)}
      holds={makeHolds(dataUrl)}
      classic={classic}
      autoCollapse={autoCollapse}
      categoryLabels={categoryLabels}
      siteItems={siteItems}
    />
  );
}

// The server renders the island with full items and sends packed ones (issue 9: the sidebar a
// page carries must not grow with the site); the component reads either.
Sidebar.packProps = (props: SidebarProps): SidebarProps => ({
  ...props,
  items: packSidebar(unpackSidebar(props.items)),
});
