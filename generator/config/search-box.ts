// Whether a site draws a search box: zapsite's own theme always does; the classic theme, as
// Docusaurus's, only with a `search` navbar item, `search.searchBar`, a hosted search service or a
// swizzled SearchBar that wraps the original, zapsite's button (theme/classic/components/Navbar.tsx
// autoSearch; a SearchBar of the site's own, kysely's Pagefind box, links to no page of zapsite's). A site with none, as a
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

/** Whether the site swizzled SearchBar around the original, which draws zapsite's search button. */
export function wrapsOwnSearchBar(root: string): boolean {
  const bases = [join(root, 'src/theme/SearchBar'), join(root, 'src/theme/SearchBar/index')];
  const file = bases.flatMap((base) => SCRIPT_EXTENSIONS.map((ext) => base + ext)).find((f) => existsSync(f));
  return !!file && /['"]@theme-(?:original|init)\/SearchBar['"]/.test(readFileSync(file, 'utf8'));
}

export function drawsSearchBox(c: SearchBoxConfig): boolean {
  if (c.theme.name !== 'classic') return true;
  if (c.navbar.items.some((i) => i.type === 'search')) return true;
  return c.search.searchBar ?? (!!(c.search.appId && c.search.apiKey) || wrapsOwnSearchBar(c.root));
}
