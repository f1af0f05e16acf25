// Whether a site draws zapsite's search box, which links to the search page: zapsite's own theme
// always does; the classic theme, as Docusaurus's, with a `search` navbar item, `search.searchBar`, a
// hosted search service or a swizzled SearchBar that wraps the original (theme/classic/components/
// Navbar.tsx autoSearch), but never where the site swizzled SearchBar with a box of its own
// (kysely's Pagefind box), which stands wherever the search box would. A site with none, as a
// Docusaurus site without a search plugin (the official starter), may set `search.searchPagePath:
// false`: no search page and no local index are written, as Docusaurus writes neither.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface SearchBoxConfig {
  root: string;
  theme: { name: string };
  navbar: { items: readonly { type?: string }[] };
  search: { searchBar?: boolean; appId?: string; apiKey?: string };
}

const SCRIPT_EXTENSIONS = ['.js', '.jsx', '.ts', '.tsx'];

/** The site's swizzled SearchBar: `wraps` the original (zapsite's button), or is a box of its `own`. */
export function swizzledSearchBar(root: string): 'wraps' | 'own' | undefined {
  const bases = [join(root, 'src/theme/SearchBar'), join(root, 'src/theme/SearchBar/index')];
  const file = bases.flatMap((base) => SCRIPT_EXTENSIONS.map((ext) => base + ext)).find((f) => existsSync(f));
  if (!file) return undefined;
  return /['"]@theme-(?:original|init)\/SearchBar['"]/.test(readFileSync(file, 'utf8')) ? 'wraps' : 'own';
}

export function drawsSearchBox(c: SearchBoxConfig): boolean {
  if (c.theme.name !== 'classic') return true;
  const swizzled = swizzledSearchBar(c.root);
  if (swizzled === 'own') return false;
  if (c.navbar.items.some((i) => i.type === 'search')) return true;
  return c.search.searchBar ?? (!!(c.search.appId && c.search.apiKey) || swizzled === 'wraps');
}
