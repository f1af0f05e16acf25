// A site's `src/theme/Root` around each MDX and React page as it renders, as Docusaurus renders it
// around the whole app: a provider it holds gives its value to the page's components. What Root
// adds beside its children (a banner, a tracker) is not the page's content: the classic theme puts
// it in the page once (theme/classic/swizzle.tsx SiteRoot), so only the children's HTML is kept here.
import { createElement, type ComponentType, type ReactNode } from 'react';

type RootComponent = ComponentType<{ children?: ReactNode }>;

// A custom element no page writes: where Root put its children in the HTML.
const MARK = 'zs-root-children';

/** The site's `name` (Root, CodeBlock) from the swizzled components' module (bundle/swizzle.ts), if it is a component. */
export async function swizzledComponent<P = { children?: ReactNode }>(
  module: string,
  name: string,
): Promise<ComponentType<P> | undefined> {
  const all = ((await import(module)) as { default?: Record<string, unknown> }).default ?? {};
  const found = all[name];
  const component = typeof found === 'function' || (typeof found === 'object' && found !== null && '$$typeof' in found);
  return component ? (found as ComponentType<P>) : undefined;
}

/** The page's component rendered inside Root, its children marked. */
export function inRoot<P extends object>(Content: ComponentType<P>, Root: RootComponent): ComponentType<P> {
  const Rooted = (props: P) => createElement(Root, null, createElement(MARK, null, createElement(Content, props)));
  Rooted.displayName = 'SiteRoot';
  return Rooted;
}

/** The HTML Root's children made; undefined when Root left them out (the page then renders without it). */
export function rootChildren(html: string): string | undefined {
  const open = `<${MARK}>`;
  const start = html.indexOf(open);
  const end = html.lastIndexOf(`</${MARK}>`);
  return start < 0 || end < start ? undefined : html.slice(start + open.length, end);
}
