// Sidebar helpers shared by the generator (which prunes each page's copy) and the sidebar island
// (which prunes what it loads from the shared file): both must produce the same shape.
import type { SidebarCategory, SidebarItem } from './types.ts';

export function firstHref(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.href) return item.href;
    if (item.type === 'category') {
      const inner = firstHref(item.items);
      if (inner) return inner;
    }
  }
  return undefined;
}

/** A category shown collapsed with its items left out; without its own page it links to its first doc. */
export function collapsedCopy(item: SidebarCategory): SidebarCategory {
  return {
    ...item,
    collapsed: true,
    items: [],
    pruned: item.items.length > 0,
    href: item.href ?? firstHref(item.items),
  };
}
