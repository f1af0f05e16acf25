// @theme/MDXComponents/A: a Markdown link, which Docusaurus renders with its Link.
import type { ComponentProps } from 'react';
import Link from '../Link.tsx';

export default function MDXA(props: ComponentProps<typeof Link>) {
  return <Link {...props} />;
}
