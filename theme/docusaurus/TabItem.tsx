// @theme/TabItem: one tab of @theme/Tabs (`value`, `label`, `default`). Inside the theme's Tabs it
// is a placeholder the Markdown steps render. Inside a site's ejected Tabs it is Docusaurus's tab
// panel (tabs-utils.tsx TabPanel): there the Tabs' context says which is shown (Docusaurus 3.8 on),
// or the `hidden` the Tabs clones it with (3.0-3.7). Given to a site's Tabs island, it travels as
// that panel's HTML.
import { createElement } from 'react';
import { placeholder } from './placeholder.ts';
import { PACK_AS } from '../shared/island-elements.ts';
import { TabPanel, useTabsContext, type TabPanelProps } from './tabs-utils.tsx';

const InThemeTabs = placeholder('TabItem', ['value', 'label', 'default', 'attributes', 'className']);

export default function TabItem(props: TabPanelProps) {
  const inSiteTabs = useTabsContext() !== null || props.hidden !== undefined;
  return inSiteTabs ? createElement(TabPanel, props) : createElement(InThemeTabs, { ...props });
}

TabItem[PACK_AS] = TabPanel;
