// @theme/Icon/WordWrap: lines of text, the middle one turning back under itself, for a code block's
// word-wrap button (sites swizzle CodeBlock with it); sized by the caller, coloured by the text.
import type { SVGProps } from 'react';

export default function IconWordWrap(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" {...props}>
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M4 6h16M4 12h12.5a3.5 3.5 0 0 1 0 7H13m2-2.5-2.5 2.5 2.5 2.5M4 19h5"
      />
    </svg>
  );
}
