// @theme/Icon/ExternalLink: the theme's own icon (components/ExternalLinkIcon.tsx), its size given
// as Docusaurus's takes it (13.5 px by default).
export { ExternalLinkIcon as default } from '../../components/ExternalLinkIcon.tsx';
