// What a Tabs island does, whatever it looks like (theme/islands/Tabs.tsx, theme/classic/islands/Tabs.tsx):
// the ARIA tab pattern's keys (arrows, Home and End choose and focus a tab), groups with the same
// groupId kept in step on the page and across visits (local storage), and with Docusaurus's
// `queryString` the choice read from and written to the address.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { STORAGE_KEYS } from './island.ts';

/** The key of a tab label given as React nodes, in a placeholder's props: its HTML (theme/docusaurus/placeholder.ts). */
export const LABEL_HTML = '__zsLabelHtml';

export interface TabsProps {
  groupId?: string;
  items: {
    value: string;
    label: string;
    /** The label's HTML, when it was given as React nodes (a logo, `<code>`): drawn in place of `label`. */
    labelHtml?: string;
    html: string;
    default?: boolean;
    /** Docusaurus's TabItem `attributes`, on its tab, and `className`, on its panel. */
    attributes?: Record<string, unknown>;
    className?: string;
  }[];
  /** What the tabs' and panels' ids start with: the same for the same tabs, on the server and in the browser. */
  idBase: string;
  /** The query parameter that holds the choice (Docusaurus's `queryString`). */
  queryKey?: string;
  /** Docusaurus's `className`, on the list of tabs. */
  className?: string;
  /** Docusaurus's `lazy`: a panel's content is there only while it is chosen. */
  lazy?: boolean;
  /** Docusaurus's `block`: the tabs fill the row (Infima's `tabs--block`). */
  block?: boolean;
}

const SYNC_EVENT = 'zs:tabs';

export function useTabChoice({ groupId, items, idBase: id, queryKey, lazy }: TabsProps) {
  const initial = items.find((i) => i.default)?.value ?? items[0]?.value ?? '';
  const [selected, setSelected] = useState(initial);
  const tabs = useRef<(HTMLElement | null)[]>([]);

  useEffect(() => {
    // The address outranks the stored choice, as in Docusaurus.
    const queried = queryKey ? new URLSearchParams(window.location.search).get(queryKey) : null;
    const fromQuery = queried !== null && items.some((i) => i.value === queried);
    if (fromQuery) setSelected(queried);
    if (!groupId) return;
    try {
      const stored = fromQuery ? null : localStorage.getItem(STORAGE_KEYS.tabs(groupId));
      if (stored && items.some((i) => i.value === stored)) setSelected(stored);
    } catch {
      /* no storage: keep the default */
    }
    return listen();
  }, [groupId]);

  function listen() {
    const onSync = (e: Event) => {
      const d = (e as CustomEvent<{ groupId: string; value: string }>).detail;
      if (d.groupId === groupId && items.some((i) => i.value === d.value)) setSelected(d.value);
    };
    window.addEventListener(SYNC_EVENT, onSync);
    return () => window.removeEventListener(SYNC_EVENT, onSync);
  }

  const choose = (value: string, focus = false) => {
    setSelected(value);
    if (focus) tabs.current[items.findIndex((i) => i.value === value)]?.focus();
    if (queryKey) {
      const url = new URL(window.location.href);
      url.searchParams.set(queryKey, value);
      window.history.replaceState(window.history.state, '', url);
    }
    if (groupId) {
      try {
        localStorage.setItem(STORAGE_KEYS.tabs(groupId), value);
      } catch {
        /* sync still works on this page */
      }
      window.dispatchEvent(new CustomEvent(SYNC_EVENT, { detail: { groupId, value } }));
    }
  };

  const onKey = (e: KeyboardEvent<HTMLElement>, index: number) => {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    // A tab that is not a button (the classic theme's <li>) is chosen with Enter and Space too.
    const to =
      moves[e.key] ?? ((e.key === 'Enter' || e.key === ' ') && !(e.target instanceof HTMLButtonElement) ? index : -1);
    if (to < 0) return;
    e.preventDefault();
    choose(items[to]!.value, true);
  };

  /** The props of tab `i` and of its panel, beside the look's own. */
  const tab = (i: number) => ({
    ref: (el: HTMLElement | null) => {
      tabs.current[i] = el;
    },
    role: 'tab',
    id: `${id}-tab-${i}`,
    'aria-controls': `${id}-panel-${i}`,
    'aria-selected': items[i]!.value === selected,
    tabIndex: items[i]!.value === selected ? 0 : -1,
    onClick: () => choose(items[i]!.value),
    onKeyDown: (e: KeyboardEvent<HTMLElement>) => onKey(e, i),
  });
  const panel = (i: number) => ({
    role: 'tabpanel',
    id: `${id}-panel-${i}`,
    'aria-labelledby': `${id}-tab-${i}`,
    hidden: items[i]!.value !== selected,
    tabIndex: 0,
    dangerouslySetInnerHTML: { __html: lazy && items[i]!.value !== selected ? '' : items[i]!.html },
  });
  return { selected, tab, panel };
}

/** A tab's label as its element's content: its text, or the HTML of the React nodes it was given. */
export function labelOf(item: TabsProps['items'][number]): {
  children?: string;
  dangerouslySetInnerHTML?: { __html: string };
} {
  return item.labelHtml !== undefined
    ? { dangerouslySetInnerHTML: { __html: item.labelHtml } }
    : { children: item.label };
}
