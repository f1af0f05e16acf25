// theme-common's processAdmonitionProps and isSamePath, which sites' ejected Admonition and navbar
// parts call (Docusaurus 3.10's behaviour; our own code).
import { Children, isValidElement, type ReactNode } from 'react';
import { ADMONITION_TITLE_TAG } from '../shared/docusaurus.ts';
export { isSamePath } from '../shared/url-path.ts';

// The element an admonition's Markdown title arrives in as its first child: Docusaurus's MDX
// writes `mdxAdmonitionTitle`, zapsite's content ADMONITION_TITLE_TAG.
const TITLE_TYPES: readonly unknown[] = ['mdxAdmonitionTitle', ADMONITION_TITLE_TAG];

/** The admonition's props with a title written in its content (`:::note[**Hot**]`) as `title`, the rest as `children`. */
export function processAdmonitionProps<P extends { title?: ReactNode; children?: ReactNode }>(
  props: P,
): Omit<P, 'children'> & { title?: ReactNode; children: ReactNode } {
  const items = Children.toArray(props.children);
  const wrapper = items.find((item) => isValidElement(item) && TITLE_TYPES.includes(item.type));
  const rest = items.filter((item) => item !== wrapper);
  const title = props.title ?? (wrapper as { props?: { children?: ReactNode } } | undefined)?.props?.children;
  return { ...props, ...(title ? { title } : {}), children: rest.length ? <>{rest}</> : null };
}
