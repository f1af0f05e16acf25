// Server side of an island: the component rendered the way hydrateRoot expects, plus its props as data.
import { renderToString } from 'react-dom/server';
import { withoutHoistedPreloads } from './content/element-props.ts';
import {
  INSIDE_ISLAND_KEY,
  ISLAND_ATTR,
  ISLAND_ERROR_KEY,
  PROPS_SCRIPT_ATTR,
  WAKE_GROUP_ATTR,
  WAKE_STORED_ATTR,
  WAKE_QUERY_ATTR,
  WAKE_UNLESS_ATTR,
  WHEN_ATTR,
  jsonForHtml,
  type HydrateWhen,
  type IslandComponent,
} from '../shared/island.ts';
import { INTERACTIVE_KEY } from '../shared/docusaurus.ts';

/**
 * wake: `group` islands wake together. An island must wake at once when it has to show what the
 * server could not: `stored` names a storage key whose value, when set and other than `unless`,
 * asks for that; so does `query`, a URL parameter present in the address.
 */
export interface Wake {
  group?: string;
  stored?: string;
  unless?: string;
  query?: string;
}

export function Island<P extends object>(props: {
  name: string;
  component: IslandComponent<P>;
  props: P;
  when?: HydrateWhen;
  wake?: Wake;
  className?: string;
  as?: 'div' | 'span';
  /** The props as the browser gets them, when they are written otherwise than `props` (elements as data). */
  sent?: object;
  /** The component's HTML, when the caller rendered it already (islandHtml). */
  html?: string;
  /**
   * The root adds no box of its own (display: contents): a site component's island sits where the
   * component would, inside a paragraph or a flex row alike.
   */
  contents?: boolean;
}) {
  const Tag = props.as ?? 'div';
  const html = props.html ?? islandHtml(props.name, props.component, props.props);
  const sent = props.sent ?? props.component.packProps?.(props.props) ?? props.props;
  // The props ride in a script just before the root, never inside it: hydration must find only
  // the component's own HTML there. An island without props needs no script.
  const json = Object.keys(sent).length ? jsonForHtml(sent) : '';
  return (
    <>
      {json ? (
        <script
          type="application/json"
          {...{ [PROPS_SCRIPT_ATTR]: props.name }}
          dangerouslySetInnerHTML={{ __html: json }}
        />
      ) : null}
      <Tag
        className={props.className}
        style={props.contents ? { display: 'contents' } : undefined}
        {...{
          [ISLAND_ATTR]: props.name,
          [WHEN_ATTR]: props.when ?? 'idle',
          [WAKE_GROUP_ATTR]: props.wake?.group,
          [WAKE_STORED_ATTR]: props.wake?.stored,
          [WAKE_UNLESS_ATTR]: props.wake?.unless,
          [WAKE_QUERY_ATTR]: props.wake?.query,
        }}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </>
  );
}

/**
 * Renders an island's content: an interactive component it renders is part of it, hydrated with
 * it, not an island of its own (the site components' JSX runtime swaps those while the map is set,
 * theme/docusaurus/jsx-runtime.ts).
 */
/**
 * An island's HTML: its component rendered on its own, as hydrateRoot expects it. An error it
 * throws names the innermost island (the generator says it rendered apart from the page), and
 * stays as it was otherwise, its stack placing it.
 */
export function islandHtml<P extends object>(name: string, Component: IslandComponent<P>, props: P): string {
  try {
    // renderToString keeps the text separators hydration relies on; renderToStaticMarkup would drop them.
    return withoutHoistedPreloads(insideIsland(() => renderToString(<Component {...props} />)));
  } catch (error) {
    if (error && typeof error === 'object' && !(ISLAND_ERROR_KEY in error))
      Object.assign(error, { [ISLAND_ERROR_KEY]: name });
    throw error;
  }
}

function insideIsland<T>(render: () => T): T {
  const g = globalThis as Record<symbol, unknown>;
  const key = Symbol.for(INTERACTIVE_KEY);
  const inside = Symbol.for(INSIDE_ISLAND_KEY);
  const map = g[key];
  const was = g[inside];
  g[key] = undefined;
  g[inside] = true;
  try {
    return render();
  } finally {
    g[key] = map;
    g[inside] = was;
  }
}
