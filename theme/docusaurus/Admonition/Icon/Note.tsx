// @theme/Admonition/Icon/Note: the icon of Docusaurus's "note" admonition.
import type { SVGProps } from 'react';
import { AdmonitionIcon } from '../../../classic/content/admonition-box.tsx';

export default function AdmonitionIconNote(props: SVGProps<SVGSVGElement>) {
  return <AdmonitionIcon kind="note" {...props} />;
}
