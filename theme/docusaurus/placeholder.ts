// Theme components the Markdown steps render (Tabs, CodeBlock): on the server they leave a
// <zs-component> with their props, as the MDX components map does, and
// generator/content/transform-hast.ts renders it like the same component written in Markdown.
import { createElement, type ReactNode } from 'react';

// The prop the MDX compiler adds to theme components for located errors: not one of theirs.
const AT_PROP = '__zsAt';

export function placeholder(name: string, keep: readonly string[]) {
  const Component = ({ children, ...props }: Record<string, unknown> & { children?: ReactNode }) => {
    const plain: Record<string, unknown> = {};
    for (const key of keep) if (props[key] !== undefined && key !== AT_PROP) plain[key] = props[key];
    return createElement('zs-component', { 'data-name': name, 'data-props': JSON.stringify(plain) }, children);
  };
  Component.displayName = name;
  return Component;
}
