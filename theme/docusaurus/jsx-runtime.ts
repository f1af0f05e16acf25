// The JSX runtime of the site's pages and components in the server bundle: React's, except that
// a component the config marks interactive becomes its island wherever it is written (a React
// page imports it from its own file, not through the MDX components map). The generator puts the
// map of component -> island wrapper at globalThis[Symbol.for(INTERACTIVE_KEY)] while pages render.
import { Fragment, jsx as reactJsx, jsxs as reactJsxs } from 'react/jsx-runtime';
import { INTERACTIVE_KEY } from '../shared/docusaurus.ts';

type Jsx = typeof reactJsx;
const KEY = Symbol.for(INTERACTIVE_KEY);

function swap(type: unknown): unknown {
  const map = (globalThis as Record<symbol, Map<unknown, unknown> | undefined>)[KEY];
  return map?.get(type) ?? type;
}

export const jsx: Jsx = (type, props, key) => reactJsx(swap(type) as Parameters<Jsx>[0], props, key);
export const jsxs: Jsx = (type, props, key) => reactJsxs(swap(type) as Parameters<Jsx>[0], props, key);
export { Fragment };
