// Walks over a built sidebar: its links in reading order (previous/next), and the chain of
// categories down to each page (breadcrumbs, the sidebar's open categories).
import type { SidebarCategory, SidebarItem } from '../types.ts';

/** Every link of the sidebar in reading order, for previous/next. Categories with a page count. */
export function flattenSidebar(
  items: SidebarItem[],
): { label: string; href: string; docId?: string; unlisted?: boolean }[] {
  const out: { label: string; href: string; docId?: string; unlisted?: boolean }[] = [];
  const walk = (list: SidebarItem[]) => {
    for (const item of list) {
      if (item.type === 'html') continue;
      // A custom link or a `ref` is not part of the reading order (Docusaurus's navigation items).
      if (item.type === 'link') {
        if (item.docId && !item.ref) out.push(item);
      } else {
        if (item.href) out.push({ label: item.label, href: item.href, docId: item.docId });
        walk(item.items);
      }
    }
  };
  walk(items);
  return out;
}

/** Every URL in the sidebar -> its chain of categories, in one walk (per-page lookups stay O(1)). */
export function sidebarPaths(items: SidebarItem[]): Map<string, SidebarCategory[]> {
  const out = new Map<string, SidebarCategory[]>();
  const walk = (list: SidebarItem[], chain: SidebarCategory[]) => {
    for (const item of list) {
      if (item.type === 'html') continue;
      if (item.type === 'link') {
        if (!out.has(item.href)) out.set(item.href, chain);
      } else {
        const inner = [...chain, item];
        if (item.href && !out.has(item.href)) out.set(item.href, inner);
        walk(item.items, inner);
      }
    }
  };
  walk(items, []);
  return out;
}

/** The chain of categories from the root to the page, for breadcrumbs and for expanding. */
export function sidebarPath(items: SidebarItem[], url: string): SidebarCategory[] | undefined {
  for (const item of items) {
    if (item.type === 'html') continue;
    if (item.type === 'link') {
      if (item.href === url) return [];
    } else {
      if (item.href === url) return [item];
      const inner = sidebarPath(item.items, url);
      if (inner) return [item, ...inner];
    }
  }
  return undefined;
}
