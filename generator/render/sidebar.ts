// A page's own copy of the sidebar: the path to the page open, every other category collapsed
// and left empty, so the HTML a page carries does not grow with the whole site.
import type { SidebarCategory, SidebarItem } from '../types.ts';
import { collapsedCopy } from '../../theme/shared/sidebar.ts';

/** The sidebar a docs page carries; `paths` is sidebarPaths() of the whole sidebar, made once. */
export function pageSidebar(
  sidebar: SidebarItem[],
  paths: ReadonlyMap<string, SidebarCategory[]>,
  url: string,
): SidebarItem[] {
  // Prune first: hiding unlisted links then only walks the page's small copy.
  return hideUnlisted(pruneSidebar(sidebar, new Set(paths.get(url) ?? [])), url);
}

export function pruneSidebar(items: SidebarItem[], openPath: ReadonlySet<SidebarItem>): SidebarItem[] {
  return items.map((item) => {
    if (item.type !== 'category') return item;
    if (openPath.has(item)) return { ...item, collapsed: false, items: pruneSidebar(item.items, openPath) };
    // Open by default (collapsed: false, or not collapsible): shown open on every page, as Docusaurus does.
    if (!item.collapsed) return { ...item, items: pruneSidebar(item.items, openPath) };
    return collapsedCopy(item);
  });
}

/** Hide unlisted links unless they are the current page. */
export function hideUnlisted(items: SidebarItem[], currentUrl: string): SidebarItem[] {
  const out: SidebarItem[] = [];
  for (const item of items) {
    if (item.type === 'html') out.push(item);
    else if (item.type === 'link') {
      if (!item.unlisted || item.href === currentUrl) out.push(item);
    } else out.push({ ...item, items: hideUnlisted(item.items, currentUrl) });
  }
  return out;
}
