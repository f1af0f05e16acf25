// A swizzled classic-theme component that needs the browser hydrates as an island. Inside it,
// `@theme-original/<Name>` is the theme's own component, which the browser does not have: the
// server renders it once to HTML and sends that with the island's props, and on both sides the
// original is one element holding that HTML (OriginalMarkup in theme/docusaurus/ThemeOriginal.tsx).
// React leaves such an element's inner HTML alone when it hydrates, so the original stays exactly
// as the server rendered it, and the browser loads none of the theme's code for it. An original that
// renders from its props alone (PROPS_ORIGINALS in ./docusaurus.ts) is the component itself on both
// sides instead, so a wrapper that changes its props with state re-renders it.

/** The island prop carrying the original's server HTML (the site's component never sees it). */
export const ORIGINAL_PROP = 'zsOriginal';

/** The island prop carrying the doc's useDoc() data, on a doc page, for the browser (the site's component never sees it). */
export const DOC_PROP = 'zsDoc';

/**
 * The island prop carrying the site's colour-mode settings to a swizzled ColorModeToggle: in the
 * browser it is given Docusaurus's `value` and `onChange` from them (the site's component never sees it).
 */
export const COLOR_MODE_PROP = 'zsColorMode';

/** The swizzle module's key listing the components that hydrate (generator/bundle/swizzle.ts). */
export const SWIZZLE_ISLANDS_KEY = 'zapsite:islands';

/** The swizzle module's keys for the site's components and which of them hydrate, and when. */
export const SITE_COMPONENTS_KEY = 'zapsite:site-components';
export const SITE_INTERACTIVE_KEY = 'zapsite:interactive';

/** The docs sidebar's island when the site swizzled its items (theme/components/site-sidebar-items.tsx). */
export const SITE_SIDEBAR_ISLAND = 'SwizzledSidebar';

/** The island's name for a swizzled component: letters only, as the page's island markers are. */
export function swizzleIslandName(name: string): string {
  return `Swizzled${name.replace(/[^A-Za-z]/g, '')}`;
}
