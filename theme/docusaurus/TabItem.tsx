// @theme/TabItem: one tab of @theme/Tabs (`value`, `label`, `default`).
import { placeholder } from './placeholder.ts';

export default placeholder('TabItem', ['value', 'label', 'default']);
