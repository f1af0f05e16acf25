// Server side of an island: the component rendered the way hydrateRoot expects, plus its props as data.
import { renderToString } from 'react-dom/server';
import type { ComponentType } from 'react';
import { ISLAND_ATTR, PROPS_ATTR, WHEN_ATTR, type HydrateWhen } from '../shared/island.ts';

/** Islands used by the page being rendered. Reset by renderPage for each page. */
export const usedIslands = new Set<string>();

export function Island<P extends object>(props: { name: string; component: ComponentType<P>; props: P; when?: HydrateWhen; className?: string; as?: 'div' | 'span' }) {
  usedIslands.add(props.name);
  const Tag = props.as ?? 'div';
  // renderToString keeps the text separators hydration relies on; renderToStaticMarkup would drop them.
  const html = renderToString(<props.component {...props.props} />);
  return (
    <Tag
      className={props.className}
      {...{ [ISLAND_ATTR]: props.name, [PROPS_ATTR]: JSON.stringify(props.props), [WHEN_ATTR]: props.when ?? 'idle' }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
