// React elements in an island's props cross to the browser as plain data: the server renders each
// element to HTML and writes that HTML back as a tree of host elements (tag, props, children); the
// server renders the island from that same tree, so the browser's first render of it matches the
// server's HTML exactly. This module turns the data back into elements, on both sides.
import { cloneElement, createElement, Fragment, type ReactElement, type ReactNode } from 'react';

/** The key that marks one element in an island's props: `{ [ELEMENT_KEY]: [tag, props, children] }`. */
export const ELEMENT_KEY = '$zsEl';
/** The tag of a run of several top-level nodes. */
export const FRAGMENT_TAG = '#fragment';

/** `key`: the React key the element had in the props (a parent may pick its children by key). */
export type ElementData = {
  [ELEMENT_KEY]: [tag: string, props: Record<string, unknown>, children: unknown[], key?: string];
};

function isElementData(value: object): value is ElementData {
  const data = (value as Record<string, unknown>)[ELEMENT_KEY];
  return Array.isArray(data) && typeof data[0] === 'string';
}

/** Makes a component's element again from the props and children of the HTML it drew. */
export type Reviver = (props: Record<string, unknown>, children: ReactNode[]) => ReactElement;

// On globalThis: the theme and the site's code are separate bundles on the server, each with its own
// copy of this module.
const REVIVERS = Symbol.for('zapsite.island-elements.revivers');

function revivers(): Map<string, Reviver> {
  const g = globalThis as { [REVIVERS]?: Map<string, Reviver> };
  return (g[REVIVERS] ??= new Map());
}

/**
 * An element whose HTML carries the attribute `marker` is revived by `reviver`, as the component
 * whose state a parent reads (a site's Tabs reads its TabItems' values), not as the HTML it drew.
 */
export function reviveAs(marker: string, reviver: Reviver): void {
  revivers().set(marker, reviver);
}

/**
 * A component's stand-in when one of its elements is itself a prop of an island (packed there as
 * its HTML): a static property of the component under this key. A TabItem drawn for the theme's
 * Tabs is a placeholder, but as a child of a site's Tabs it is a panel that the browser reads back.
 */
export const PACK_AS = Symbol.for('zapsite.island-elements.packAs');

/** Props with every element written as data made into a React element again; anything else as it was. */
export function reviveElements<T>(value: T): T {
  if (Array.isArray(value)) return value.map(reviveElements) as T;
  if (!value || typeof value !== 'object') return value;
  if (isElementData(value)) {
    const [tag, props, children, key] = value[ELEMENT_KEY];
    const keyed = key === undefined ? {} : { key };
    for (const [marker, reviver] of revivers())
      if (marker in props) {
        const revived = reviver(props, children.map(reviveElements) as ReactNode[]);
        return (key === undefined ? revived : cloneElement(revived, keyed)) as T;
      }
    // Children as arguments, not an array: they are static, so React wants no keys for them.
    return createElement(
      tag === FRAGMENT_TAG ? Fragment : tag,
      tag === FRAGMENT_TAG ? keyed : { ...props, ...keyed },
      ...(children.map(reviveElements) as ReactNode[]),
    ) as T;
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = reviveElements(v);
  return out as T;
}
