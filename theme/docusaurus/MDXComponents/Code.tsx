// @theme/MDXComponents/Code: what MDX's `code` is in Docusaurus, which sites import for their own
// components. Children that are all one-line strings are inline code (`<code>`, @theme/CodeInline);
// anything else is a code block, drawn by @theme/CodeBlock (the site's, when it swizzled it).
import { Children, type ComponentProps } from 'react';
import CodeBlock from '@theme/CodeBlock';
import CodeInline from '../CodeInline.tsx';

type Props = ComponentProps<'code'>;

/** Docusaurus's shouldBeInline: an empty block has no children and is a block. */
function inline(children: Props['children']): boolean {
  return children !== undefined && Children.toArray(children).every((c) => typeof c === 'string' && !c.includes('\n'));
}

export default function MDXCode(props: Props) {
  return inline(props.children) ? <CodeInline {...props} /> : <CodeBlock {...(props as Record<string, unknown>)} />;
}
