// Tabs in Docusaurus's markup (its theme-classic Tabs and TabItem): Infima's `tabs` list of
// `tabs__item`s, the selected one `tabs__item--active`, over `margin-top--md` and the panels, so
// Infima and a site's own CSS for them style them as on Docusaurus. Behaviour: theme/shared/tab-choice.ts.
import { labelOf, useTabChoice, type TabsProps } from '../../shared/tab-choice.ts';
import { TabItem, Tabs } from '../../shared/docusaurus-classes.ts';

const classes = (...names: unknown[]) => names.filter((n) => typeof n === 'string' && n).join(' ');

export default function ClassicTabs(props: TabsProps) {
  const { selected, tab, panel } = useTabChoice(props);
  return (
    <div className={`theme-tabs-container tabs-container ${Tabs.tabList}`}>
      <ul
        role="tablist"
        aria-orientation="horizontal"
        className={classes('tabs', props.block && 'tabs--block', props.className)}
      >
        {props.items.map((item, i) => (
          <li
            key={item.value}
            {...item.attributes}
            className={classes(
              `tabs__item ${Tabs.tabItem}`,
              item.attributes?.className,
              item.value === selected && 'tabs__item--active',
            )}
            {...tab(i)}
            {...labelOf(item)}
          />
        ))}
      </ul>
      <div className="margin-top--md">
        {props.items.map((item, i) => (
          <div key={item.value} className={classes(TabItem.tabItem, item.className)} {...panel(i)} />
        ))}
      </div>
    </div>
  );
}
