// The docs sidebar island: collapsible categories; collapsed ones fetch their items from the
// shared sidebar file once, so no page carries the whole tree.
import { useEffect, useState } from 'react';
import { SidebarTree } from '../components/SidebarTree.tsx';
import type { SidebarItem, SidebarCategory } from '../shared/types.ts';

export interface SidebarProps {
  items: SidebarItem[];
  currentUrl: string;
  dataUrl?: string;
  baseUrl?: string;
}

function firstHref(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.href) return item.href;
    if (item.type === 'category') {
      const inner = firstHref(item.items);
      if (inner) return inner;
    }
  }
  return undefined;
}

/** The full category that a page's pruned copy stands for (a pruned copy's href may be its first doc). */
export function findCategory(items: SidebarItem[], target: Pick<SidebarCategory, 'label' | 'href' | 'docId'>): SidebarCategory | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (target.docId !== undefined ? item.docId === target.docId : item.label === target.label && (!target.href || item.href === target.href || firstHref(item.items) === target.href)) return item;
    const inner = findCategory(item.items, target);
    if (inner) return inner;
  }
  return undefined;
}

// One fetch per page, shared by the sidebar and the mobile menu (the file is the same for a build).
let full: Promise<SidebarItem[]> | undefined;

export function makeLoader(dataUrl: string | undefined) {
  return async (category: SidebarCategory): Promise<SidebarItem[]> => {
    if (!dataUrl) return [];
    full ??= fetch(dataUrl).then((r) => (r.ok ? (r.json() as Promise<SidebarItem[]>) : Promise.reject(new Error(`sidebar ${r.status}`))));
    try {
      const found = findCategory(await full, category);
      // Nested categories stay collapsed and empty until they are opened in turn.
      return (found?.items ?? []).map((i) => (i.type === 'category' ? { ...i, collapsed: true, items: [], pruned: i.items.length > 0, href: i.href ?? firstHref(i.items) } : i));
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
    full ??= fetch(dataUrl).then((r) => (r.ok ? (r.json() as Promise<SidebarItem[]>) : Promise.reject(new Error(`sidebar ${r.status}`))));
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
      const path = new URL(href, location.href).pathname;
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

/** Scrolls the sidebar's own scroll box (never the page) so the current page's link shows. */
function revealActive(): void {
  const link = document.querySelector<HTMLElement>('.sidebar .menu__link--active');
  const box = link?.closest<HTMLElement>('.menu');
  if (!link || !box || box.scrollHeight <= box.clientHeight) return;
  const l = link.getBoundingClientRect();
  const b = box.getBoundingClientRect();
  if (l.top >= b.top && l.bottom <= b.bottom) return;
  box.scrollTop += l.top - b.top - (b.height - l.height) / 2;
}

export default function Sidebar({ items, currentUrl, dataUrl, baseUrl }: SidebarProps) {
  const current = useCurrentUrl(currentUrl);
  useEffect(revealActive, [current]);
  return <SidebarTree items={items} currentUrl={current} initialUrl={currentUrl} baseUrl={baseUrl ?? baseFrom(dataUrl)} loadItems={makeLoader(dataUrl)} holds={makeHolds(dataUrl)} />;
}
