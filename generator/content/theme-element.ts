// An HTML element the theme draws as its own component (ContentComponents.elements: the classic
// theme's `details`, which Docusaurus's MDXComponents maps to its Details). Docusaurus splits out
// the first `summary` child as the summary and spreads the element's other attributes onto the
// <details> it draws; here the attributes a <details> carries in HTML go through the same way, and
// one React cannot take as written (an inline style, an event handler) is a located warning.
import { toHtml } from 'hast-util-to-html';
import type { Element } from 'hast';
import { diag } from '../diagnostics.ts';
import { report, type State } from './state.ts';
import type { Position } from '../types.ts';

/**
 * Marks an element MDX writes itself (JSX `<details>`), which the theme draws; one a component
 * renders is the component's own, as Docusaurus's MDXComponents reaches only the file's tags.
 */
export const THEME_ELEMENT_ATTR = 'data-zs-theme-element';
const THEME_ELEMENT_PROP = 'dataZsThemeElement';

/**
 * Whether `node` is drawn by the theme: any such element of a Markdown file; in MDX and React
 * pages (`markedOnly`), one the file writes as a tag. The mark is taken off either way.
 */
export function isThemeElement(node: Element, st: State, markedOnly: boolean): boolean {
  if (!st.comps.elements?.has(node.tagName)) return false;
  const marked = node.properties[THEME_ELEMENT_PROP] !== undefined;
  delete node.properties[THEME_ELEMENT_PROP];
  return marked || !markedOnly;
}

/**
 * What the element's attributes may be: `class` and `open`, which the theme combines with its own,
 * and any other it spreads as written, as Docusaurus's Details spreads its props (saleor-docs's
 * `<Details dataOpen="…">` keeps its attribute), except those React cannot take as HTML writes them.
 */
const TAKEN = ['className', 'open', 'id', 'title', 'data-*', 'aria-*', 'any other attribute but style and on…'];
const DROPPED = /^(style|on.*)$/i;

/** `node`'s content already finished (anchors, links): its HTML, drawn by the theme's component. */
export function themeElement(node: Element, st: State, nth: number): string {
  const at = node.children.findIndex((c) => c.type === 'element' && c.tagName === 'summary');
  const head = node.children[at] as Element | undefined;
  const summary = head && toHtml({ type: 'root', children: head.children }, { allowDangerousHtml: true });
  const html = toHtml(
    { type: 'root', children: node.children.filter((_, j) => j !== at) },
    { allowDangerousHtml: true },
  );
  const props = {
    summary,
    open: node.properties.open !== undefined,
    className: classList(node.properties.className),
    attributes: attributesOf(node, st, nth),
  };
  return st.comps.render(node.tagName, props, { html, elements: [] });
}

/** hast's property names as HTML attributes (`dataKind` is `data-kind`), those React takes as written. */
function attributesOf(node: Element, st: State, nth: number): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(node.properties)) {
    if (name === 'className' || name === 'open' || value === undefined || value === null || value === false) continue;
    const attr = /^(data|aria)[A-Z]/.test(name) ? name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`) : name;
    if (!DROPPED.test(attr)) out[attr] = Array.isArray(value) ? value.join(' ') : value === true ? '' : String(value);
    else
      report(
        st,
        diag({ code: 'unknown-prop', args: { component: node.tagName, prop: attr.toLowerCase(), props: TAKEN } }),
        sourceOf(st, node.tagName, nth),
      );
  }
  return out;
}

/**
 * Where the `nth` (0-based) `<tag` of the file is written: the element reached this pass through
 * MDX's rendered HTML, whose positions are not the file's.
 */
function sourceOf(st: State, tag: string, nth: number): Position | undefined {
  // Either case: MDX's <Details> is the theme's <details> too (transform-mdx.ts).
  const open = new RegExp(`<${tag}\\b`, 'gi');
  let seen = 0;
  for (const [i, line] of st.lines.entries())
    for (const m of line.matchAll(open)) if (seen++ === nth) return { line: i + 1, column: m.index + 1 };
  return undefined;
}

function classList(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/).filter(Boolean) : [];
}
