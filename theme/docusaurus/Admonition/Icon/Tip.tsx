// @theme/Admonition/Icon/Tip: the icon of Docusaurus's "tip" admonition.
import type { SVGProps } from 'react';
import { AdmonitionIcon } from '../../../classic/content/admonition-box.tsx';

export default function AdmonitionIconTip(props: SVGProps<SVGSVGElement>) {
  return <AdmonitionIcon kind="tip" {...props} />;
}
