// @theme/Admonition/Types: Docusaurus's map of admonition type to the component that draws it, which a
// site swizzles to add its own types (`{ ...DefaultAdmonitionTypes, mine: Mine }`) or restyle one.
// Admonition.tsx draws each admonition through the map `@theme/Admonition/Types` resolves to.
import { ADMONITION_TYPES } from '../classic/content/admonition-box.tsx';

export default ADMONITION_TYPES;
