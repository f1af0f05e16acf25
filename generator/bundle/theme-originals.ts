// What `@theme-original/<Name>` is, as a module (and `@theme/<Name>` where the site has none of its
// own): a file of theme/docusaurus/ for an original that renders from its props alone, else the
// theme's registry of the originals the page being rendered drew (theme/docusaurus/ThemeOriginal.tsx).
import { THEME_DIR } from '../render/theme.ts';
import { PROPS_ORIGINALS } from '../../theme/shared/docusaurus.ts';

const DIR = `${THEME_DIR}docusaurus/`;

/**
 * What an original is outside the theme's page render (a React page's content, an MDX page's, the
 * browser), where it means something there too: a file of theme/docusaurus/ (Layout: the main
 * wrapper, as before the theme swizzled it; the back-to-top button, which the classic theme's
 * script starts wherever it is), or the parts of the page's chrome, which the theme draws around a
 * React page whose ejected Layout renders them, so they draw nothing there (the providers their children).
 */
const OUTSIDE_FILES: Record<string, string> = {
  Layout: 'Layout.tsx',
  BackToTopButton: 'BackToTopButton.tsx',
  SearchBar: 'SearchBar.tsx',
};
export const CHROME_OUTSIDE: Record<string, string> = {
  SkipToContent: '() => null',
  AnnouncementBar: '() => null',
  Navbar: '() => null',
  Footer: '() => null',
  'Layout/Provider': '(props) => props.children',
};

/**
 * Originals that render from their props alone and need no page of the theme's (TOCItems, DocCard): a file
 * of theme/docusaurus/ on the server and in the browser, inside the theme's render or outside it.
 */
const PROPS_FILES: Record<string, string> = {
  TOCItems: 'TOCItems.tsx',
  DocCard: 'DocCard.tsx',
  'Footer/LinkItem': 'Footer/LinkItem.tsx',
  DocSidebarItem: 'DocSidebarItem/index.tsx',
  'DocSidebarItem/Link': 'DocSidebarItem/Link.tsx',
  'DocSidebarItem/Category': 'DocSidebarItem/Category.tsx',
  'DocSidebarItem/Html': 'DocSidebarItem/Html.tsx',
  DocSidebarItems: 'DocSidebarItems.tsx',
  PaginatorNavLink: 'PaginatorNavLink.tsx',
};

/** The module `@theme-original/<name>` (and `@theme/<name>` without the site's own) is. */
export function originalModule(name: string): string {
  if (name in PROPS_FILES) return `export { default } from ${JSON.stringify(DIR + PROPS_FILES[name])};\n`;
  const themeOriginal = `import { themeOriginal } from ${JSON.stringify(`${DIR}ThemeOriginal.tsx`)};\n`;
  // The original NavbarItem/ComponentTypes is a map: empty, as the theme draws its own types
  // itself, so a site's `{ ...ComponentTypes, 'custom-x': X }` maps its own types alone.
  if (name === 'NavbarItem/ComponentTypes') return 'export default {};\n';
  if (name in OUTSIDE_FILES)
    return `import Outside from ${JSON.stringify(DIR + OUTSIDE_FILES[name])};\n${themeOriginal}export default themeOriginal(${JSON.stringify(name)}, Outside);\n`;
  if (name in CHROME_OUTSIDE)
    return `${themeOriginal}export default themeOriginal(${JSON.stringify(name)}, ${CHROME_OUTSIDE[name]});\n`;
  // One that renders from its props alone is that component (PROPS_ORIGINALS), in the browser and on
  // the server, where a site's own part may draw it without the theme's having drawn its own first
  // (a DocItem/Footer ejected from Docusaurus 3.1 renders EditThisPage itself).
  if (PROPS_ORIGINALS.has(name))
    return `export { default } from ${JSON.stringify(`${THEME_DIR}classic/originals/${name}.tsx`)};\n`;
  return `${themeOriginal}export default themeOriginal(${JSON.stringify(name)});\n`;
}
