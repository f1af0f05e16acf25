// React elements in an island's props cross to the browser as plain data: the server renders each
// element to HTML and writes that HTML back as a tree of host elements (tag, props, children); the
// server renders the island from that same tree, so the browser's first render of it matches the
// server's HTML exactly. This module turns the data back into elements, on both sides.
import { createElement, Fragment, type ReactNode } from 'react';

/** The key that marks one element in an island's props: `{ [ELEMENT_KEY]: [tag, props, children] }`. */
export const ELEMENT_KEY = '$zsEl';
/** The tag of a run of several top-level nodes. */
export const FRAGMENT_TAG = '#fragment';

export type ElementData = { [ELEMENT_KEY]: [tag: string, props: Record<string, unknown>, children: unknown[]] };

function isElementData(value: object): value is ElementData {
  const data = (value as Record<string, unknown>)[ELEMENT_KEY];
  return Array.isArray(data) && typeof data[0] === 'string';
}

/** Props with every element written as data made into a React element again; anything else as it was. */
export function reviveElements<T>(value: T): T {
  if (Array.isArray(value)) return value.map(reviveElements) as T;
  if (!value || typeof value !== 'object') return value;
  if (isElementData(value)) {
    const [tag, props, children] = value[ELEMENT_KEY];
    // Children as arguments, not an array: they are static, so React wants no keys for them.
    return createElement(
      tag === FRAGMENT_TAG ? Fragment : tag,
      tag === FRAGMENT_TAG ? null : props,
      ...(children.map(reviveElements) as ReactNode[]),
    ) as T;
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = reviveElements(v);
  return out as T;
}
