// @theme/Icon/Close: a cross (as zapsite's phone menu draws its close button), with whatever the caller gives the <svg>.
import type { SVGProps } from 'react';

export default function IconClose({
  width = 21,
  height = 21,
  color = 'currentColor',
  strokeWidth = 1.5,
  ...rest
}: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 15 15" width={width} height={height} aria-hidden="true" {...rest}>
      <path stroke={color} strokeWidth={strokeWidth} d="M1 1l13 13M14 1L1 14" />
    </svg>
  );
}
