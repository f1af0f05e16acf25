// Opening a hit from the search dialog: by click or Enter, in this tab (through the link itself, so
// client navigation handles it) or, with a modifier, in a new one; a hit opened becomes a recent search.
import type { MouseEvent } from 'react';
import type { StoredSearches } from '../../shared/search/stored-searches.ts';
import type { Item } from './DialogHit.tsx';

export interface OpenContext {
  items: Item[];
  listboxId: string;
  stored: StoredSearches;
  refreshLists: () => void;
  onClose: () => void;
}

export function itemOpeners({ items, listboxId, stored, refreshLists, onClose }: OpenContext) {
  const remember = (item: Item) => {
    if (item.kind !== 'favorite') stored.addRecent(item.hit);
  };

  const openItem = (index: number, e: { ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }) => {
    const item = items[index]!;
    if (e.ctrlKey || e.metaKey || e.shiftKey) {
      remember(item);
      window.open(item.url, '_blank', 'noopener');
      refreshLists();
      return;
    }
    // Through the link itself, so client navigation (when present) handles it like any other link.
    const el = document.getElementById(`${listboxId}-item-${index}`);
    const link = el && (el.matches('a') ? el : el.querySelector('a'));
    if (link) link.click();
    else {
      remember(item);
      onClose();
      window.location.assign(item.url);
    }
  };

  const onItemClick = (item: Item) => (e: MouseEvent<HTMLAnchorElement>) => {
    remember(item);
    // A modifier click opens a new tab through the link itself; the dialog stays.
    if (e.ctrlKey || e.metaKey || e.shiftKey || e.button === 1) {
      refreshLists();
      return;
    }
    onClose();
  };
  return { openItem, onItemClick };
}
