// @theme/Tabs: the theme's Tabs island, rendered from its <TabItem> children like Markdown's.
import { placeholder } from './placeholder.ts';

export default placeholder('Tabs', ['groupId', 'values', 'defaultValue', 'queryString', 'className', 'lazy', 'block']);
