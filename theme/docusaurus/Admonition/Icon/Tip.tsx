// @theme/Admonition/Icon/Tip: the icon of Docusaurus's "tip" admonition.
import { AdmonitionIcon } from '../../../classic/content/admonition-box.tsx';

export default function AdmonitionIconTip() {
  return <AdmonitionIcon kind="tip" />;
}
