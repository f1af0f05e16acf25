// Theme components the Markdown steps render (Tabs, CodeBlock): on the server they leave a
// <zs-component> with their props, as the MDX components map does, and
// generator/content/transform-hast.ts renders it like the same component written in Markdown.
import { createElement, Fragment, isValidElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LABEL_HTML } from '../shared/tab-choice.ts';

// The prop the MDX compiler adds to theme components for located errors: not one of theirs.
const AT_PROP = '__zsAt';

/** React nodes other than text (`<code>x</code>`, a logo, a list of them), which JSON has no form for. */
const isNodes = (v: unknown): boolean => isValidElement(v) || (Array.isArray(v) && v.some(isNodes));

/** A label given as React nodes, as its HTML: Docusaurus's Tabs draw a TabItem's or `values`' label as given. */
function labelAsHtml(label: unknown): unknown {
  return isNodes(label)
    ? { [LABEL_HTML]: renderToStaticMarkup(createElement(Fragment, null, label as ReactNode)) }
    : label;
}

/** A prop as it travels in the placeholder's JSON. */
function jsonProp(key: string, value: unknown): unknown {
  if (key === 'label') return labelAsHtml(value);
  if (key === 'values' && Array.isArray(value))
    return value.map((v: unknown) =>
      typeof v === 'object' && v !== null && 'label' in v ? { ...v, label: labelAsHtml(v.label) } : v,
    );
  return value;
}

export function placeholder(name: string, keep: readonly string[]) {
  const Component = ({ children, ...props }: Record<string, unknown> & { children?: ReactNode }) => {
    const plain: Record<string, unknown> = {};
    for (const key of keep) if (props[key] !== undefined && key !== AT_PROP) plain[key] = jsonProp(key, props[key]);
    return createElement('zs-component', { 'data-name': name, 'data-props': JSON.stringify(plain) }, children);
  };
  Component.displayName = name;
  return Component;
}
