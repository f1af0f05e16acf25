// @theme/Icon/Copy: a copy icon (our own drawing: two offset sheets), sized and coloured by the
// props and the text colour, as Docusaurus's icons are.
import type { SVGProps } from 'react';

export default function IconCopy(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" width={18} height={18} aria-hidden="true" {...props}>
      <path fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" d="M8 8h11v12H8zM5 16H4V4h11v1" />
    </svg>
  );
}
