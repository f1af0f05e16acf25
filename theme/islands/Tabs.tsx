// Tabs with the ARIA tab pattern: arrow keys, Home and End; groups with the same groupId stay in sync
// on the page and across visits (local storage).
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { STORAGE_KEYS } from '../shared/island.ts';

export interface TabsProps {
  groupId?: string;
  items: { value: string; label: string; html: string; default?: boolean }[];
}

const SYNC_EVENT = 'zs:tabs';

export default function Tabs({ groupId, items }: TabsProps) {
  const id = useId();
  const initial = items.find((i) => i.default)?.value ?? items[0]?.value ?? '';
  const [selected, setSelected] = useState(initial);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (!groupId) return;
    try {
      const stored = localStorage.getItem(STORAGE_KEYS.tabs(groupId));
      if (stored && items.some((i) => i.value === stored)) setSelected(stored);
    } catch {
      /* no storage: keep the default */
    }
    const onSync = (e: Event) => {
      const d = (e as CustomEvent<{ groupId: string; value: string }>).detail;
      if (d.groupId === groupId && items.some((i) => i.value === d.value)) setSelected(d.value);
    };
    window.addEventListener(SYNC_EVENT, onSync);
    return () => window.removeEventListener(SYNC_EVENT, onSync);
  }, [groupId]);

  const choose = (value: string, focus = false) => {
    setSelected(value);
    if (focus) buttons.current[items.findIndex((i) => i.value === value)]?.focus();
    if (groupId) {
      try {
        localStorage.setItem(STORAGE_KEYS.tabs(groupId), value);
      } catch {
        /* sync still works on this page */
      }
      window.dispatchEvent(new CustomEvent(SYNC_EVENT, { detail: { groupId, value } }));
    }
  };

  const onKey = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const to =
      e.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : e.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : -1;
    if (to < 0) return;
    e.preventDefault();
    choose(items[to]!.value, true);
  };

  return (
    <div className="tabs">
      <div role="tablist" aria-orientation="horizontal" className="tabs__list">
        {items.map((item, i) => (
          <button
            key={item.value}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-controls={`${id}-panel-${i}`}
            aria-selected={item.value === selected}
            tabIndex={item.value === selected ? 0 : -1}
            className="tabs__tab"
            onClick={() => choose(item.value)}
            onKeyDown={(e) => onKey(e, i)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, i) => (
        <div
          key={item.value}
          role="tabpanel"
          id={`${id}-panel-${i}`}
          aria-labelledby={`${id}-tab-${i}`}
          hidden={item.value !== selected}
          className="tabs__panel"
          tabIndex={0}
          dangerouslySetInnerHTML={{ __html: item.html }}
        />
      ))}
    </div>
  );
}
