// Docusaurus 2's `@theme/hooks/useThemeConfig`: theme-common's, as a default export.
export { useThemeConfig as default } from '../theme-common.tsx';
