// @theme/Icon/Close: Docusaurus's cross (the phone menu's close button draws the same), with whatever the caller gives the <svg>.
import type { SVGProps } from 'react';

export default function IconClose({
  width = 21,
  height = 21,
  color = 'currentColor',
  strokeWidth = 1.2,
  ...rest
}: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 15 15" width={width} height={height} aria-hidden="true" {...rest}>
      <g stroke={color} strokeWidth={strokeWidth}>
        <path d="M.75.75l13.5 13.5M14.25.75L.75 14.25" />
      </g>
    </svg>
  );
}
