// @theme/Admonition/Icon/Info: the icon of Docusaurus's "info" admonition.
import type { SVGProps } from 'react';
import { AdmonitionIcon } from '../../../classic/content/admonition-box.tsx';

export default function AdmonitionIconInfo(props: SVGProps<SVGSVGElement>) {
  return <AdmonitionIcon kind="info" {...props} />;
}
