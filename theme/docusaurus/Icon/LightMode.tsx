// @theme/Icon/LightMode: the classic toggle's sun (theme/shared/color-mode-icons.tsx), with whatever the caller gives the <svg>.
import type { SVGProps } from 'react';
import { LightModeIcon } from '../../shared/color-mode-icons.tsx';

export default function IconLightMode(props: SVGProps<SVGSVGElement>) {
  return <LightModeIcon {...props} />;
}
