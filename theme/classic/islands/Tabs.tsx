// Tabs in Docusaurus's markup (its theme-classic Tabs and TabItem): Infima's `tabs` list of
// `tabs__item`s, the selected one `tabs__item--active`, over `margin-top--md` and the panels, so
// Infima and a site's own CSS for them style them as on Docusaurus. Behaviour: theme/shared/tab-choice.ts.
import { useTabChoice, type TabsProps } from '../../shared/tab-choice.ts';

export default function ClassicTabs(props: TabsProps) {
  const { selected, tab, panel } = useTabChoice(props);
  return (
    <div className="theme-tabs-container tabs-container tabList">
      <ul role="tablist" aria-orientation="horizontal" className={props.className ? `tabs ${props.className}` : 'tabs'}>
        {props.items.map((item, i) => (
          <li
            key={item.value}
            className={`tabs__item tabItem${item.value === selected ? ' tabs__item--active' : ''}`}
            {...tab(i)}
          >
            {item.label}
          </li>
        ))}
      </ul>
      <div className="margin-top--md">
        {props.items.map((item, i) => (
          <div key={item.value} className="tabPanel" {...panel(i)} />
        ))}
      </div>
    </div>
  );
}
