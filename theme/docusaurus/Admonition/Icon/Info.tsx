// @theme/Admonition/Icon/Info: the icon of Docusaurus's "info" admonition.
import { AdmonitionIcon } from '../../../classic/content/admonition-box.tsx';

export default function AdmonitionIconInfo() {
  return <AdmonitionIcon kind="info" />;
}
