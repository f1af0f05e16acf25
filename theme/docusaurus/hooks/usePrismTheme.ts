// Docusaurus 2's `@theme/hooks/usePrismTheme`: theme-common's, as a default export.
export { usePrismTheme as default } from '../theme-common.tsx';
