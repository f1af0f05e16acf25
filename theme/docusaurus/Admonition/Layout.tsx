// @theme/Admonition/Layout: Docusaurus's admonition box, which a site's own admonition type renders
// with its own class, icon and title (theme/classic/content/admonition-box.tsx).
export { AdmonitionLayout as default } from '../../classic/content/admonition-box.tsx';
