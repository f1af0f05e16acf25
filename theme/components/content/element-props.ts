// The server's half of theme/shared/island-elements.ts: React elements in an interactive
// component's props, rendered to HTML and read back as data the island's props script can carry.
import { createElement, isValidElement, type ComponentType, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { fromHtml } from 'hast-util-from-html';
import type { ElementContent, Properties } from 'hast';
import { ELEMENT_KEY, FRAGMENT_TAG, PACK_AS, type ElementData } from '../../shared/island-elements.ts';

/** What stops a prop from crossing to the browser at all: a function, or a value JSON cannot hold. */
export function uncrossable(value: unknown, seen = new Set<unknown>()): string | undefined {
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'symbol' || typeof value === 'bigint') return `a ${typeof value}`;
  if (!value || typeof value !== 'object' || seen.has(value)) return undefined;
  seen.add(value);
  // An element's own props count: a handler on it would be lost on the way.
  const inner = isValidElement(value) ? (value.props as Record<string, unknown>) : (value as Record<string, unknown>);
  for (const v of Object.values(inner)) {
    const found = uncrossable(v, seen);
    if (found) return found;
  }
  return undefined;
}

/** The props with every React element in them (at any depth) replaced by its server HTML as data. */
export function packElements<T>(value: T): T {
  if (isValidElement(value)) return elementData(value) as T;
  if (Array.isArray(value)) return value.map(packElements) as T;
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = packElements(v);
  return out as T;
}

/**
 * React 19 puts `<link rel="preload">` for each eagerly loaded image in front of what it renders to
 * a string: not part of the component's HTML, and not what the browser's render of it makes.
 */
export function withoutHoistedPreloads(html: string): string {
  return html.replace(/^(?:<link rel="preload"[^>]*\/?>)+/, '');
}

function elementData(el: ReactElement): ElementData | string {
  const packAs = (el.type as { [PACK_AS]?: ComponentType<object> } | null)?.[PACK_AS];
  const drawn = packAs ? createElement(packAs, el.props as object) : el;
  const nodes = fromHtml(withoutHoistedPreloads(renderToStaticMarkup(drawn)), { fragment: true }).children.flatMap(
    nodeData,
  );
  // The element's key goes with it: a parent may pick its children by key (moonrepo's LangPartials).
  const key = typeof el.key === 'string' ? el.key : undefined;
  const only = nodes.length === 1 ? nodes[0]! : undefined;
  if (only !== undefined && (key === undefined || typeof only === 'string')) return only;
  const [tag, props, children] =
    only !== undefined && typeof only !== 'string' ? only[ELEMENT_KEY] : [FRAGMENT_TAG, {}, nodes];
  return { [ELEMENT_KEY]: key === undefined ? [tag, props, children] : [tag, props, children, key] };
}

function nodeData(node: ElementContent | { type: string }): (ElementData | string)[] {
  if (node.type === 'text') return [(node as { value: string }).value];
  if (node.type !== 'element') return [];
  const el = node as Extract<ElementContent, { type: 'element' }>;
  const kids = el.tagName === 'template' && el.content ? el.content.children : el.children;
  return [{ [ELEMENT_KEY]: [el.tagName, reactProps(el.properties), kids.flatMap(nodeData)] }];
}

// hast names properties as the DOM does (className, htmlFor, strokeWidth, viewBox): React's names
// too, but for data-* and aria-* (hast: dataFoo, ariaLabel), space-separated lists (arrays in hast),
// the style attribute (a string in hast, an object in React) and a few SVG names.
const SVG_NAMES: Record<string, string> = {
  xLinkHref: 'xlinkHref',
  xLinkTitle: 'xlinkTitle',
  xLinkRole: 'xlinkRole',
  xLinkShow: 'xlinkShow',
  xLinkArcRole: 'xlinkArcrole',
  xLinkActuate: 'xlinkActuate',
  xLinkType: 'xlinkType',
  xmlnsXLink: 'xmlnsXlink',
};
const COMMA_LISTS = new Set(['accept', 'coords', 'srcSet', 'sizes']);

function reactProps(properties: Properties): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(properties)) {
    if (value === undefined || value === null || value === false) continue;
    let key = SVG_NAMES[name] ?? name;
    if (/^(data|aria)[A-Z0-9]/.test(name)) key = name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    if (key === 'style' && typeof value === 'string') out.style = styleObject(value);
    else out[key] = Array.isArray(value) ? value.join(COMMA_LISTS.has(name) ? ', ' : ' ') : value;
  }
  return out;
}

function styleObject(css: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const decl of css.split(';')) {
    const i = decl.indexOf(':');
    if (i < 0) continue;
    const prop = decl.slice(0, i).trim();
    const v = decl.slice(i + 1).trim();
    if (!prop || !v) continue;
    // Custom properties keep their name; others become camelCase (-webkit-x -> WebkitX, -ms-x -> msX).
    const key = prop.startsWith('--')
      ? prop
      : prop.replace(/^-ms-/, 'ms-').replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    out[key] = v;
  }
  return out;
}
