// @theme/Admonition/Icon/Warning: the icon of Docusaurus's "warning" admonition.
import type { SVGProps } from 'react';
import { AdmonitionIcon } from '../../../classic/content/admonition-box.tsx';

export default function AdmonitionIconWarning(props: SVGProps<SVGSVGElement>) {
  return <AdmonitionIcon kind="warning" {...props} />;
}
