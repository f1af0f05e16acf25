// @theme/Admonition/Icon/Warning: the icon of Docusaurus's "warning" admonition.
import { AdmonitionIcon } from '../../../classic/content/admonition-box.tsx';

export default function AdmonitionIconWarning() {
  return <AdmonitionIcon kind="warning" />;
}
