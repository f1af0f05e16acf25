// @theme/Admonition/Icon/Danger: the icon of Docusaurus's "danger" admonition.
import type { SVGProps } from 'react';
import { AdmonitionIcon } from '../../../classic/content/admonition-box.tsx';

export default function AdmonitionIconDanger(props: SVGProps<SVGSVGElement>) {
  return <AdmonitionIcon kind="danger" {...props} />;
}
