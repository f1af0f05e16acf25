// The search plugins and themes zapsite does not run: those that search an index built with the
// site in the browser (lunr, pagefind, …) and Typesense's hosted search. zapsite's own local search
// takes their place (migrate/map/theme-config.ts mapSearch), so their client code, which reads the
// data their plugin would have generated, has nothing to run on (bundle/swizzle.ts leaves aside a
// swizzle built on it).
const REPLACED_SEARCH_PACKAGES: readonly string[] = [
  'docusaurus-lunr-search',
  '@easyops-cn/docusaurus-search-local',
  '@cmfcmf/docusaurus-search-local',
  'docusaurus-plugin-search-local',
  '@getcanary/docusaurus-theme-search-pagefind',
  'docusaurus-theme-search-typesense',
];

const escaped = REPLACED_SEARCH_PACKAGES.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');

/** One of those packages, as a plugin's name. */
export const REPLACED_SEARCH = new RegExp(`^(?:${escaped})$`);

/** An import of one of those packages or a module of one (`…/dist/client/client/theme/SearchBar`). */
export const REPLACED_SEARCH_IMPORT = new RegExp(`^(?:${escaped})(?:/|$)`);
