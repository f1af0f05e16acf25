// @theme/Admonition/Icon/Note: the icon of Docusaurus's "note" admonition.
import { AdmonitionIcon } from '../../../classic/content/admonition-box.tsx';

export default function AdmonitionIconNote() {
  return <AdmonitionIcon kind="note" />;
}
