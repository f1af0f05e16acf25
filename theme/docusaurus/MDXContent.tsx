// Docusaurus's MDXContent: its MDX components around a page's content. zapsite's content is
// rendered with them already, so the children are the content as it is, on any page and in the browser.
import type { ReactNode } from 'react';

export default function MDXContent({ children }: { children?: ReactNode }): ReactNode {
  return children;
}
