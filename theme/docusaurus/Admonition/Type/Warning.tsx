// @theme/Admonition/Type/Warning: Docusaurus's "warning" admonition, which a site's Admonition/Types map may list.
import { ADMONITION_TYPES } from '../../../classic/content/admonition-box.tsx';

export default ADMONITION_TYPES.warning!;
