// Sidebar items written short for tests: a link and a category (collapsed and collapsible, as
// a category is unless its config says otherwise).
import type { SidebarCategory, SidebarItem, SidebarLink } from '../../generator/types.ts';

export const link = (label: string, href: string, extra: Partial<SidebarLink> = {}): SidebarLink => ({
  type: 'link',
  label,
  href,
  ...extra,
});

export const cat = (label: string, items: SidebarItem[], extra: Partial<SidebarCategory> = {}): SidebarCategory => ({
  type: 'category',
  label,
  collapsed: true,
  collapsible: true,
  items,
  ...extra,
});
