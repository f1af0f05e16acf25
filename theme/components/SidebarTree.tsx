// The docs sidebar tree, shared by the sidebar island and the mobile menu's secondary panel.
import { useEffect, useRef, useState } from 'react';
import type { SidebarItem, SidebarCategory } from '../shared/types.ts';
import { Icon } from './Icons.tsx';

export interface SidebarTreeProps {
  items: SidebarItem[];
  currentUrl: string;
  /** Loads a pruned category's items from the shared sidebar file. */
  loadItems?: (category: SidebarCategory) => Promise<SidebarItem[]>;
}

function contains(item: SidebarItem, url: string): boolean {
  if (item.href === url) return true;
  return item.type === 'category' && item.items.some((i) => contains(i, url));
}

/** Docusaurus-like timing: longer for taller content, 1 ms when motion is reduced. */
export function collapseDuration(height: number, reducedMotion: boolean): number {
  if (reducedMotion) return 1;
  const c = height / 36;
  return Math.round((4 + 15 * c ** 0.25 + c / 5) * 10);
}

function Category({ item, currentUrl, loadItems, depth }: { item: SidebarCategory; currentUrl: string; loadItems?: SidebarTreeProps['loadItems']; depth: number }) {
  const active = contains(item, currentUrl);
  const [collapsed, setCollapsed] = useState(item.collapsible ? item.collapsed && !active : false);
  const [items, setItems] = useState(item.items);
  const [pruned, setPruned] = useState(Boolean(item.pruned));
  const listRef = useRef<HTMLUListElement>(null);
  const [animating, setAnimating] = useState(false);

  useEffect(() => {
    const el = listRef.current;
    if (!el || !animating) return;
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    const full = el.scrollHeight;
    const ms = collapseDuration(full, reduced);
    el.dataset.duration = String(ms);
    el.style.overflow = 'hidden';
    el.style.height = collapsed ? `${full}px` : '0px';
    void el.offsetHeight; // start from the measured height
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

  const toggle = async () => {
    if (collapsed && pruned && loadItems) {
      setItems(await loadItems(item));
      setPruned(false);
    }
    setAnimating(true);
    setCollapsed(!collapsed);
  };

  const isCurrent = item.href === currentUrl;
  return (
    <li className={`menu__item menu__item--category${collapsed ? ' menu__item--collapsed' : ''}${item.className ? ` ${item.className}` : ''}`}>
      <div className="menu__category-row">
        {item.href ? (
          <a className={`menu__link${active ? ' menu__link--active-path' : ''}${isCurrent ? ' menu__link--active' : ''}`} href={item.href} aria-current={isCurrent ? 'page' : undefined}>
            {item.label}
          </a>
        ) : (
          <button type="button" className={`menu__link menu__link--button${active ? ' menu__link--active-path' : ''}`} onClick={toggle} aria-expanded={!collapsed}>
            {item.label}
          </button>
        )}
        {item.collapsible && (item.items.length > 0 || item.pruned) ? (
          <button type="button" className="menu__caret" onClick={toggle} aria-expanded={!collapsed} aria-label={`${collapsed ? 'Expand' : 'Collapse'} sidebar category '${item.label}'`}>
            <Icon name="chevron" size={16} />
          </button>
        ) : null}
      </div>
      {items.length > 0 ? (
        <ul ref={listRef} className="menu__list" hidden={collapsed && !animating}>
          {items.map((child, i) => (
            <TreeItem key={`${child.label}-${i}`} item={child} currentUrl={currentUrl} loadItems={loadItems} depth={depth + 1} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function TreeItem({ item, currentUrl, loadItems, depth }: { item: SidebarItem; currentUrl: string; loadItems?: SidebarTreeProps['loadItems']; depth: number }) {
  if (item.type === 'category') return <Category item={item} currentUrl={currentUrl} loadItems={loadItems} depth={depth} />;
  const isCurrent = item.href === currentUrl;
  return (
    <li className={`menu__item${item.className ? ` ${item.className}` : ''}`}>
      <a className={`menu__link${isCurrent ? ' menu__link--active' : ''}`} href={item.href} aria-current={isCurrent ? 'page' : undefined}>
        {item.label}
      </a>
    </li>
  );
}

export function SidebarTree({ items, currentUrl, loadItems }: SidebarTreeProps) {
  return (
    <ul className="menu__list menu__list--root">
      {items.map((item, i) => (
        <TreeItem key={`${item.label}-${i}`} item={item} currentUrl={currentUrl} loadItems={loadItems} depth={0} />
      ))}
    </ul>
  );
}
