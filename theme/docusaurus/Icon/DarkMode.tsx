// @theme/Icon/DarkMode: the classic toggle's crescent (theme/shared/color-mode-icons.tsx), with whatever the caller gives the <svg>.
import type { SVGProps } from 'react';
import { DarkModeIcon } from '../../shared/color-mode-icons.tsx';

export default function IconDarkMode(props: SVGProps<SVGSVGElement>) {
  return <DarkModeIcon {...props} />;
}
