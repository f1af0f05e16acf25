// @theme/Icon/SystemColorMode: the classic toggle's half-filled ring (theme/shared/color-mode-icons.tsx), with whatever the caller gives the <svg>.
import type { SVGProps } from 'react';
import { SystemModeIcon } from '../../shared/color-mode-icons.tsx';

export default function IconSystemColorMode(props: SVGProps<SVGSVGElement>) {
  return <SystemModeIcon {...props} />;
}
