// @theme/Icon/Home: the house of a doc's breadcrumbs, with whatever the caller gives the <svg>.
import type { SVGProps } from 'react';
import { HomeIcon } from '../../shared/home-icon.tsx';

export default function IconHome(props: SVGProps<SVGSVGElement>) {
  return <HomeIcon {...props} />;
}
