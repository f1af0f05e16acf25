// @theme/Icon/Success: a check mark (our own drawing), sized and coloured by the props and the
// text colour, as Docusaurus's icons are.
import type { SVGProps } from 'react';

export default function IconSuccess(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" width={18} height={18} aria-hidden="true" {...props}>
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth={2.5}
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M4.5 12.5l5 5 10-11"
      />
    </svg>
  );
}
