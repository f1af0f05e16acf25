// The docs sidebar island: collapsible categories; collapsed ones fetch their items from the
// shared sidebar file once, so no page carries the whole tree.
import { SidebarTree } from '../components/SidebarTree.tsx';
import type { SidebarItem, SidebarCategory } from '../shared/types.ts';
import { useEffect } from 'react';

export interface SidebarProps {
  items: SidebarItem[];
  currentUrl: string;
  dataUrl?: string;
}

let full: Promise<SidebarItem[]> | undefined;

export function findCategory(items: SidebarItem[], target: Pick<SidebarCategory, 'label' | 'href'>, path: string[] = []): SidebarCategory | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.label === target.label && (item.href === target.href || !target.href || item.items.some((i) => i.href === target.href))) return item;
    const inner = findCategory(item.items, target, [...path, item.label]);
    if (inner) return inner;
  }
  return undefined;
}

export function makeLoader(dataUrl: string | undefined) {
  return async (category: SidebarCategory): Promise<SidebarItem[]> => {
    if (!dataUrl) return [];
    full ??= fetch(dataUrl).then((r) => (r.ok ? (r.json() as Promise<SidebarItem[]>) : Promise.reject(new Error(`sidebar ${r.status}`))));
    try {
      const found = findCategory(await full, category);
      // Nested categories stay collapsed and empty until they are opened in turn.
      return (found?.items ?? []).map((i) => (i.type === 'category' ? { ...i, collapsed: true, items: [], pruned: i.items.length > 0 } : i));
    } catch {
      full = undefined;
      return [];
    }
  };
}

export default function Sidebar({ items, currentUrl, dataUrl }: SidebarProps) {
  useEffect(() => {
    document.querySelector('.sidebar .menu__link--active')?.scrollIntoView({ block: 'nearest' });
  }, []);
  return <SidebarTree items={items} currentUrl={currentUrl} loadItems={makeLoader(dataUrl)} />;
}
