// @theme/Icon/Arrow: a double chevron pointing right (the docs sidebar's collapse button draws it), with whatever the caller gives the <svg>.
import type { SVGProps } from 'react';

export default function IconArrow(props: SVGProps<SVGSVGElement>) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" {...props}>
      <path
        fill="none"
        stroke="#7a7a7a"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M2.5 3l5.5 7-5.5 7M11.5 3l5.5 7-5.5 7"
      />
    </svg>
  );
}
