// Docusaurus's tab hooks (@docusaurus/theme-common/internal), for a site that ejected @theme/Tabs:
// `useTabs(props)` as Docusaurus 3.0-3.7 had it, and `useTabsContextValue(props)`, `TabsProvider`
// and `useTabs()` as 3.8 on have them, where each TabItem reads the selected value from the context.
// The choice is kept as Docusaurus keeps it: in the address's query (`queryString`) and in local
// storage under `docusaurus.tab.<groupId>`, and every tabs of the group on the page follow it.
import {
  Children,
  createContext,
  createElement,
  isValidElement,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { STORAGE_KEYS } from '../shared/island.ts';
import { reviveAs } from '../shared/island-elements.ts';
import { useQueryString } from './query-string.ts';
import { TabItem } from '../shared/docusaurus-classes.ts';

export interface TabValue {
  value: string;
  label?: ReactNode;
  attributes?: Record<string, unknown>;
  default?: boolean;
}

export interface TabsProps {
  values?: readonly TabValue[];
  children?: ReactNode;
  defaultValue?: string | null;
  queryString?: string | boolean;
  groupId?: string;
  lazy?: boolean;
  block?: boolean;
}

export interface TabsContextValue {
  selectedValue: string;
  selectValue: (value: string) => void;
  tabValues: readonly TabValue[];
  lazy: boolean;
  block: boolean;
}

// A tab panel's props, on its HTML: in an island's props the panels arrive as HTML
// (theme/shared/island-elements.ts), and are made TabPanels again from these.
const VALUE_ATTR = 'data-zs-tab-value';
const LABEL_ATTR = 'data-zs-tab-label';
const DEFAULT_ATTR = 'data-zs-tab-default';
const PANEL_CLASS = TabItem.tabItem;

/** The Tabs' children without the newlines MDX leaves between its TabItems. */
export function sanitizeTabsChildren(children: ReactNode): ReactNode[] {
  return Children.toArray(children).filter((child) => child !== '\n');
}

function childValues(children: ReactNode): TabValue[] {
  return Children.toArray(children).flatMap((child): TabValue[] => {
    if (!child || child === '\n') return [];
    const props = isValidElement(child) ? (child.props as Record<string, unknown>) : undefined;
    if (props && 'value' in props)
      return [
        {
          value: String(props.value),
          label: props.label as ReactNode,
          attributes: props.attributes as Record<string, unknown> | undefined,
          default: props.default === true,
        },
      ];
    const type = isValidElement(child) ? child.type : undefined;
    const name = typeof type === 'string' ? type : ((type as { name?: string } | undefined)?.name ?? String(child));
    throw new Error(
      `Tabs: <${name}> is not a TabItem with a "value" prop. Give every child of <Tabs> a unique value, or give <Tabs> its values={...}.`,
    );
  });
}

function firstValue(tabValues: readonly TabValue[], defaultValue: string | null | undefined): string {
  if (!tabValues.length) throw new Error('Tabs: <Tabs> needs at least one <TabItem>.');
  if (defaultValue) {
    if (!tabValues.some((t) => t.value === defaultValue))
      throw new Error(
        `Tabs: defaultValue "${defaultValue}" is none of the tabs' values (${tabValues.map((t) => t.value).join(', ')}).`,
      );
    return defaultValue;
  }
  return (tabValues.find((t) => t.default) ?? tabValues[0]!).value;
}

function queryKey(queryString: string | boolean, groupId: string | undefined): string | null {
  if (typeof queryString === 'string') return queryString;
  if (!queryString) return null;
  if (!groupId) throw new Error('Tabs: queryString={true} needs a groupId, the name of the query parameter.');
  return groupId;
}

// The same layout effect Docusaurus syncs with, so a stored choice shows before the browser paints.
const useClientLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

// Another tabs of the group chose a tab on this page (a `storage` event comes from other pages only).
const GROUP_CHOSEN = 'zapsite:tabs-group';

/** The group's stored choice (none on the server and at hydration), and a setter every tabs of the group hears. */
function useGroupChoice(groupId: string | undefined): [string | null, (value: string) => void] {
  const key = groupId ? STORAGE_KEYS.tabs(groupId) : null;
  const [stored, setStored] = useState<string | null>(null);
  useEffect(() => {
    if (!key) return;
    const read = () => {
      try {
        setStored(localStorage.getItem(key));
      } catch {
        /* storage refused: no stored choice */
      }
    };
    read();
    addEventListener('storage', read);
    addEventListener(GROUP_CHOSEN, read);
    return () => {
      removeEventListener('storage', read);
      removeEventListener(GROUP_CHOSEN, read);
    };
  }, [key]);
  const store = useCallback(
    (value: string) => {
      if (!key) return;
      try {
        localStorage.setItem(key, value);
      } catch {
        /* storage refused: this page follows the choice all the same */
      }
      setStored(value);
      dispatchEvent(new Event(GROUP_CHOSEN));
    },
    [key],
  );
  return [stored, store];
}

/** The selected tab and its setter, from Tabs' props. */
export function useTabsContextValue(props: TabsProps): TabsContextValue {
  const { defaultValue, queryString = false, groupId, values, children } = props;
  const tabValues = useMemo(() => {
    const list = values ?? childValues(children);
    const seen = new Set<string>();
    for (const t of list) {
      if (seen.has(t.value)) throw new Error(`Tabs: the value "${t.value}" is given to two tabs; each needs its own.`);
      seen.add(t.value);
    }
    return list;
  }, [values, children]);
  const [selectedValue, setSelectedValue] = useState(() => firstValue(tabValues, defaultValue));
  const key = queryKey(queryString, groupId);
  const [queried, setQuery] = useQueryString(key ?? '');
  const [stored, store] = useGroupChoice(groupId);
  const valid = (v: string | null | undefined): v is string => !!v && tabValues.some((t) => t.value === v);
  const wanted = key && valid(queried) ? queried : valid(stored) ? stored : null;
  useClientLayoutEffect(() => {
    if (wanted) setSelectedValue(wanted);
  }, [wanted]);
  const selectValue = useCallback(
    (value: string) => {
      if (!tabValues.some((t) => t.value === value)) throw new Error(`Tabs: there is no tab of value "${value}".`);
      setSelectedValue(value);
      if (key) setQuery(value);
      store(value);
    },
    [tabValues, key, setQuery, store],
  );
  return { selectedValue, selectValue, tabValues, lazy: props.lazy ?? false, block: props.block ?? false };
}

const TabsContext = createContext<TabsContextValue | null>(null);

export function TabsProvider({ value, children }: { value: TabsContextValue; children?: ReactNode }) {
  return <TabsContext.Provider value={value}>{children}</TabsContext.Provider>;
}

/** The Tabs around this TabItem, if a site's Tabs provides one (TabItem.tsx). */
export function useTabsContext(): TabsContextValue | null {
  return useContext(TabsContext);
}

/**
 * `useTabs(props)`: Docusaurus 3.0-3.7, the Tabs' own state from its props. `useTabs()`: 3.8 on, the
 * state of the TabsProvider around the caller.
 */
export function useTabs(props?: TabsProps): TabsContextValue {
  const fromContext = useContext(TabsContext);
  // One hook call or the other for the life of the component: whether props are given never changes.
  if (props) return useTabsContextValue(props);
  if (!fromContext) throw new Error('useTabs() needs a <TabsProvider> around it (a Tabs component).');
  return fromContext;
}

/**
 * Keeps the element where it is on screen while the content above it changes height (a tab of a
 * group far above switching too): once the next frame is drawn, the page scrolls by what it moved.
 */
export function useScrollPositionBlocker(): { blockElementScrollPositionUntilNextRender: (el: HTMLElement) => void } {
  const blockElementScrollPositionUntilNextRender = useCallback((el: HTMLElement) => {
    const before = el.getBoundingClientRect().top;
    requestAnimationFrame(() => {
      const moved = el.getBoundingClientRect().top - before;
      if (moved) window.scrollBy({ top: moved, behavior: 'instant' });
    });
  }, []);
  return { blockElementScrollPositionUntilNextRender };
}

export interface TabPanelProps {
  value?: string;
  label?: string;
  default?: boolean;
  className?: string;
  /** What a Docusaurus 3.0-3.7 Tabs clones its TabItems with; the context decides where there is one. */
  hidden?: boolean;
  children?: ReactNode;
}

/** Docusaurus's TabItem inside a site's Tabs: its panel, hidden unless selected (none when lazy). */
export function TabPanel(props: TabPanelProps) {
  const tabs = useContext(TabsContext);
  const selected = tabs ? props.value === tabs.selectedValue : !props.hidden;
  if (tabs?.lazy && !selected) return null;
  return createElement(
    'div',
    {
      role: 'tabpanel',
      className: props.className ? `${PANEL_CLASS} ${props.className}` : PANEL_CLASS,
      hidden: !selected,
      [VALUE_ATTR]: props.value,
      [LABEL_ATTR]: typeof props.label === 'string' ? props.label : undefined,
      [DEFAULT_ATTR]: props.default ? '' : undefined,
    },
    props.children,
  );
}

reviveAs(VALUE_ATTR, (props, children) => {
  const className = typeof props.className === 'string' ? props.className.replace(PANEL_CLASS, '').trim() : '';
  return createElement(
    TabPanel,
    {
      value: String(props[VALUE_ATTR]),
      label: props[LABEL_ATTR] as string | undefined,
      default: DEFAULT_ATTR in props,
      ...(className ? { className } : {}),
    },
    ...children,
  );
});
