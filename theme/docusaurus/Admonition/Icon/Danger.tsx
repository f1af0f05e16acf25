// @theme/Admonition/Icon/Danger: the icon of Docusaurus's "danger" admonition.
import { AdmonitionIcon } from '../../../classic/content/admonition-box.tsx';

export default function AdmonitionIconDanger() {
  return <AdmonitionIcon kind="danger" />;
}
