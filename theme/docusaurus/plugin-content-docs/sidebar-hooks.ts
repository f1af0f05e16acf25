// Docusaurus's hooks over the current doc's sidebar, which swizzled DocCardLists call: the category
// of a category's own page, the items beside the current doc, and the cards worth showing. The
// sidebar is `useDocsSidebar()`'s (the page's, while the build renders it); paths compare as
// Docusaurus compares them, without a trailing slash and in any case.
import { useLocation } from '../router.ts';
import { serverPage } from '../context.ts';

interface Item {
  type: string;
  href?: string;
  docId?: string;
  unlisted?: boolean;
  /** A category whose own page is unlisted. */
  linkUnlisted?: boolean;
  items?: Item[];
}

const normal = (path: string) => path.replace(/\/+$/, '').toLowerCase() || '/';
const samePath = (a: string | undefined, b: string) => a !== undefined && normal(a) === normal(b);

function sidebarItems(): Item[] {
  // useDocsSidebar()'s, read here as theme-common reads it (theme-common re-exports these hooks).
  const sidebar = serverPage()?.sidebar;
  if (!sidebar) throw new Error('Unexpected: cant find current sidebar in context');
  return sidebar.items as Item[];
}

/**
 * The categories from the sidebar's top to the current page (the page's own category last), and
 * with `withDoc` the page's own link after them: Docusaurus's sidebar breadcrumbs.
 */
export function sidebarTrail(items: Item[], pathname: string, withDoc = false): Item[] {
  const trail: Item[] = [];
  const walk = (list: Item[]): boolean => {
    for (const item of list) {
      if (item.type === 'category') {
        if (samePath(item.href, pathname) || walk(item.items ?? [])) {
          trail.unshift(item);
          return true;
        }
      } else if (item.type === 'link' && item.docId && samePath(item.href, pathname)) {
        if (withDoc) trail.unshift(item);
        return true;
      }
    }
    return false;
  };
  walk(items);
  return trail;
}

/** The category the current page is the page of, or whose doc it is; throws elsewhere, as Docusaurus does. */
export function useCurrentSidebarCategory(): Item {
  const { pathname } = useLocation();
  const deepest = sidebarTrail(sidebarItems(), pathname).at(-1);
  if (!deepest)
    throw new Error(
      `${pathname} is not associated with a category. useCurrentSidebarCategory() should only be used on category index pages.`,
    );
  return deepest;
}

/** The items of the current page's category, or the sidebar's top level for a page in none. */
export function useCurrentSidebarSiblings(): Item[] {
  const { pathname } = useLocation();
  const items = sidebarItems();
  return sidebarTrail(items, pathname).at(-1)?.items ?? items;
}

/**
 * Where a sidebar link leads (none for an unlisted one), or a category: its own page unless that is
 * unlisted, else the first link inside it. Other items (html) lead nowhere. As Docusaurus's.
 */
export function findFirstSidebarItemLink(item: Item): string | undefined {
  if (item.type === 'link') return item.unlisted ? undefined : item.href;
  if (item.type !== 'category') return undefined;
  if (item.href && !item.linkUnlisted) return item.href;
  for (const sub of item.items ?? []) {
    const found = findFirstSidebarItemLink(sub);
    if (found) return found;
  }
  return undefined;
}

/** The items a DocCardList shows: a link or category only when it leads somewhere. */
export function filterDocCardListItems<T extends Item>(items: T[]): T[] {
  return items.filter((item) =>
    item.type === 'category' || item.type === 'link' ? !!findFirstSidebarItemLink(item) : true,
  );
}

/** Whether the item is the page at `activePath`, or a category holding it. */
export function isActiveSidebarItem(item: Item, activePath: string): boolean {
  if (item.type === 'link') return samePath(item.href, activePath);
  if (item.type === 'category')
    return samePath(item.href, activePath) || (item.items ?? []).some((sub) => isActiveSidebarItem(sub, activePath));
  return false;
}
