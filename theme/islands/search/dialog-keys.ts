// The search dialog's keys: Escape closes it, Tab keeps focus inside it, the arrows move the active
// hit and Enter opens it (or, with no hit, the search page for the query).
import type { KeyboardEvent } from 'react';
import { searchPageUrl } from '../../shared/search/settings.ts';
import type { SearchSettings } from '../../shared/search/types.ts';
import type { Item } from './DialogHit.tsx';

const FOCUSABLE =
  'a[href]:not([tabindex="-1"]), button:not([disabled]):not([tabindex="-1"]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The dialog as a key press finds it. */
export interface KeyContext {
  panel: HTMLDivElement | null;
  input: HTMLInputElement | null;
  items: Item[];
  active: number;
  setActive: (next: (a: number) => number) => void;
  openItem: (index: number, e: { ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }) => void;
  query: string;
  settings: SearchSettings;
  onClose: () => void;
}

export function dialogKeyDown(e: KeyboardEvent<HTMLDivElement>, k: KeyContext): void {
  const { items, active, setActive, openItem, query, settings, onClose } = k;
  if (e.key === 'Escape') {
    e.preventDefault();
    e.stopPropagation();
    onClose();
    return;
  }
  if (e.key === 'Tab') {
    trapTab(e, k.panel);
    return;
  }
  if (e.target !== k.input) return;
  if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
    if (!items.length) return;
    e.preventDefault();
    const step = e.key === 'ArrowDown' ? 1 : -1;
    setActive((a) => (a + step + items.length) % items.length);
  } else if (e.key === 'Enter') {
    e.preventDefault();
    if (items[active]) openItem(active, e);
    else if (query.trim()) window.location.assign(searchPageUrl(settings, query));
  }
}

/** Tab from the last focusable element goes to the first, Shift+Tab from the first to the last. */
function trapTab(e: KeyboardEvent<HTMLDivElement>, panel: HTMLDivElement | null): void {
  const nodes = [...(panel?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter((n) => !n.hasAttribute('hidden'));
  if (!nodes.length) return;
  const first = nodes[0]!;
  const last = nodes[nodes.length - 1]!;
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}
