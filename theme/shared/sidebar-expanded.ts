// The context of theme-common's DocSidebarItemsExpandedStateProvider (theme/docusaurus/react-utils.tsx):
// one for the whole process, as the sidebar's lists (theme/components/site-sidebar-items.tsx) and a
// site's ejected category that reads it are bundled apart on the server.
import { createContext, type Context } from 'react';

export interface ExpandedState {
  expandedItem: number | null;
  setExpandedItem: (item: number | null) => void;
}

const KEY = Symbol.for('zapsite.sidebar-items-expanded');

export const ExpandedContext: Context<ExpandedState | null> = ((globalThis as Record<symbol, unknown>)[KEY] ??=
  createContext<ExpandedState | null>(null)) as Context<ExpandedState | null>;
