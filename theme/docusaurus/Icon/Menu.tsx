// @theme/Icon/Menu: the phone menu's three bars (as zapsite's own toggle draws them), with whatever the caller gives the <svg>.
import type { SVGProps } from 'react';

export default function IconMenu({ width = 30, height = 30, ...rest }: SVGProps<SVGSVGElement>) {
  return (
    <svg width={width} height={height} viewBox="0 0 30 30" aria-hidden="true" {...rest}>
      <path stroke="currentColor" strokeLinecap="round" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
    </svg>
  );
}
