// Tabs with the ARIA tab pattern (theme/shared/tab-choice.ts): a row of buttons over the panels.
import { labelOf, useTabChoice, type TabsProps } from '../shared/tab-choice.ts';

export type { TabsProps };

export default function Tabs(props: TabsProps) {
  const { tab, panel } = useTabChoice(props);
  return (
    <div className="tabs">
      <div
        role="tablist"
        aria-orientation="horizontal"
        className={props.className ? `tabs__list ${props.className}` : 'tabs__list'}
      >
        {props.items.map((item, i) => (
          <button key={item.value} type="button" className="tabs__tab" {...tab(i)} {...labelOf(item)} />
        ))}
      </div>
      {props.items.map((item, i) => (
        <div
          key={item.value}
          className={item.className ? `tabs__panel ${item.className}` : 'tabs__panel'}
          {...panel(i)}
        />
      ))}
    </div>
  );
}
