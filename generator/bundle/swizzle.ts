// A Docusaurus site's swizzled components for the classic theme: each `src/theme/<Name>` whose name
// is one of the theme's own components (SWIZZLABLE) is an entry of the MDX bundle (content/mdx-pages.ts),
// one module exporting them by name, which the build hands to the theme on every thread that
// renders pages (theme/classic/swizzle.tsx). The theme's own bundle stays the same for every site.
// One with state, effects or handlers also hydrates: an island entry of the browser bundle
// (theme/shared/swizzle-island.ts says how its `@theme-original/<Name>` works there).
import type { Plugin } from 'esbuild';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { BLOG_POST_PARTS, SIDEBAR_ITEM_SWIZZLES, SWIZZLABLE } from '../../theme/shared/docusaurus.ts';
import {
  SITE_COMPONENTS_KEY,
  SITE_INTERACTIVE_KEY,
  SITE_SIDEBAR_ISLAND,
  SWIZZLE_ISLANDS_KEY,
  swizzleIslandName,
} from '../../theme/shared/swizzle-island.ts';
import { liveMatch } from '../migrate/interactive.ts';
import { PRISM_RENDERER_LANGUAGES, prismRendererLanguages } from './prism-renderer-languages.ts';
import { REPLACED_SEARCH_IMPORT } from '../migrate/replaced-search.ts';
import {
  DOCUSAURUS_IMPORT_RE,
  missingExports,
  providesModule,
  serverOnlyImport,
  sidebarListFor,
  siteOverride,
  zapsiteHas,
} from './docusaurus-modules.ts';
import { IMPORT_SPECIFIER, relativeImportFile, withoutTypeImports } from './site-imports.ts';
import { DOCUSAURUS_EXPORTS, DOCUSAURUS_THEME_NAMES } from './docusaurus-names.ts';
import { THEME_DIR, type ThemeModule } from '../render/theme.ts';

const NS = 'zapsite-swizzled';

/** The site's swizzled components: Docusaurus's name -> the site's file. Empty without `src/theme/`. */
export function swizzledFiles(root: string): Record<string, string> {
  const found: Record<string, string> = {};
  // One stat for the common case: a site with no src/theme pays nothing more.
  if (!existsSync(join(root, 'src/theme'))) return found;
  for (const name of TAKEN) {
    const file = siteOverride(root, name);
    if (file && !swizzleBlocker(root, file)) found[name] = file;
  }
  return found;
}

/** Swizzles that draw blocks of the content (content/content-swizzles.ts), not parts of the theme's page. */
const CONTENT_SWIZZLES: readonly string[] = ['CodeBlock', 'Admonition', 'Admonition/Types', 'Details', 'Heading'];

/** Whether the site swizzled one of CONTENT_SWIZZLES (`files`: swizzledFiles). */
export function drawsContent(files: Record<string, string> | undefined): boolean {
  return CONTENT_SWIZZLES.some((name) => files?.[name] !== undefined);
}

/**
 * The swizzles zapsite takes in place of its own. One that needs a Docusaurus module zapsite lacks is
 * left aside and zapsite's own drawn in its place (swizzle-notes.ts says so), as Docusaurus would
 * build it: sites swizzle the Algolia theme's search bar (`@docusaurus/theme-search-algolia/client`,
 * `@theme/SearchTranslations`), rebuild the sidebar from its inner parts (`@theme/DocSidebarItems`),
 * and eject a doc's layout down to parts zapsite draws its own way.
 */
export const TAKEN: readonly string[] = [...SWIZZLABLE, ...CONTENT_SWIZZLES];

type Blocker = { spec: string; file: string; index: number };

/**
 * The first Docusaurus module (or export of one) zapsite does not provide that a swizzled component
 * asks for, in its own file, a file of the site it imports, or a `src/theme/` component of the site's
 * it imports by `@theme/` that zapsite has none of, and where. One zapsite has its own of never blocks:
 * where the site's is left aside, zapsite's stands in (usableOverride). Only Docusaurus's own modules
 * count (`@docusaurus/…`, DOCUSAURUS_THEME_NAMES, DOCUSAURUS_EXPORTS): another `@theme/` name or
 * export exists in no Docusaurus theme, and stays the build error it is there. So does a module of a
 * search plugin zapsite's search replaces (a SearchBar wrapping @easyops-cn/docusaurus-search-local's).
 */
export function swizzleBlocker(root: string, file: string): Blocker | undefined {
  const seen = new Set<string>();
  const visit = (at: string): Blocker | undefined => {
    if (seen.has(at)) return undefined;
    seen.add(at);
    const text = withoutTypeImports(readFileSync(at, 'utf8'));
    for (const m of text.matchAll(IMPORT_SPECIFIER)) {
      const spec = m[1]!;
      const index = m.index + m[0].indexOf(spec) - 1;
      // A search plugin zapsite's own search replaces: its client needs the data its plugin would make.
      if (REPLACED_SEARCH_IMPORT.test(spec)) return { spec, file: at, index };
      if (!DOCUSAURUS_IMPORT_RE.test(spec)) {
        const next = relativeImportFile(at, spec);
        const found = next && visit(next);
        if (found) return found;
        continue;
      }
      const [scope, ...rest] = spec.split('/');
      const name = rest.join('/');
      const own = scope === '@theme' ? siteOverride(root, name) : undefined;
      if (own && own !== at) {
        const found = zapsiteHas(name) ? undefined : visit(own);
        if (found) return found;
        continue;
      }
      if (scope !== '@docusaurus' && !DOCUSAURUS_THEME_NAMES.has(name)) continue;
      if (!providesModule(root, spec) && !sidebarListFor(root, at, spec)) return { spec, file: at, index };
      // An export Docusaurus has and zapsite lacks; one Docusaurus lacks too stays the build's error.
      const missing = missingExports(spec, namedImports(text, m.index)).filter((n) => DOCUSAURUS_EXPORTS[spec]?.has(n));
      if (missing.length) return { spec: `${missing[0]} from ${spec}`, file: at, index };
    }
    return undefined;
  };
  return visit(file);
}

/** The names an `import { a, b as c } from` statement ending at `from` takes (a, b). */
function namedImports(text: string, from: number): string[] {
  const start = text.lastIndexOf('import', from);
  const clause = start < 0 ? '' : text.slice(start + 'import'.length, from);
  const braces = /\{([^}]*)\}/.exec(clause);
  if (!braces) return [];
  return braces[1]!
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0]!.trim());
}

/**
 * The site's own file `@theme/<name>` names in its bundles: its `src/theme/<name>`, unless that needs
 * a Docusaurus module zapsite lacks and zapsite has a `<name>` of its own, which then stands in
 * (swizzle-notes.ts warns). Kept per name for one bundle's many imports.
 */
export function usableOverrides(root: string): (name: string) => string | undefined {
  const kept = new Map<string, string | undefined>();
  return (name) => {
    if (!kept.has(name)) {
      const own = siteOverride(root, name);
      kept.set(name, own && zapsiteHas(name) && swizzleBlocker(root, own) ? undefined : own);
    }
    return kept.get(name);
  };
}

// Swizzles that read the page's data (useDocsVersion, useBlogPost, the parts of a post), which
// only the build has: they render at build time, never as islands.
const PAGE_DATA_SWIZZLES: ReadonlySet<string> = new Set([
  'DocItem',
  'DocBreadcrumbs',
  'DocVersionBanner',
  'DocVersionBadge',
  'BlogPostItem',
  ...BLOG_POST_PARTS,
  'BlogListPage',
]);
// A call of a hook that reads the page being rendered and that the browser cannot answer: the
// version's every doc, the post (useDoc() travels with the island, theme/classic/swizzle.tsx).
const PAGE_HOOK = /\buse(?:DocsVersion|BlogPost|SidebarBreadcrumbs)\s*\(/;

/**
 * Why the swizzled component in `text` renders at build time only, whatever it does: the module it
 * imports that zapsite renders at build time only (`@theme/CodeBlock`); `page-data` when it reads
 * the page's data (a DocItem/Layout the site ejected, Docusaurus's layout rewritten from its parts,
 * which are the theme's own for the page being rendered; the version banner; a blog post);
 * `whole-page` for Layout, around the page's islands; `islands-inside` for DocSidebar, around the
 * sidebar's; `navbar-parts` for an ejected Navbar and its halves, around the navbar's. Undefined when it may hydrate.
 */
export function buildTimeOnly(name: string, text: string): string | undefined {
  // A sidebar item is drawn by the sidebar's island wherever it is, stateless or not.
  if (SIDEBAR_ITEMS.has(name)) return undefined;
  const blocker = serverOnlyImport(text, true);
  if (blocker) return blocker;
  const ejectedLayout = name === 'DocItem/Layout' && !wraps(name, text);
  // Those hooks have the build's data only: in the browser, where an island re-renders, they would throw.
  if (ejectedLayout || PAGE_DATA_SWIZZLES.has(name) || PAGE_HOOK.test(text)) return 'page-data';
  // Layout is around the whole page, which is made of islands: it cannot be one around them; nor
  // can DocSidebar around zapsite's sidebar, an island of its own.
  // A CodeBlock, Admonition or Details draws blocks of the page's content, which zapsite renders at build time.
  if (CONTENT_SWIZZLES.includes(name)) return 'content-blocks';
  // The navbar's items are drawn at build time, each from the page's data (its doc, its version).
  if (name === 'NavbarItem') return 'navbar-items';
  // So are the footer's links: one island per link would load the site's component for each.
  if (name === 'Footer/LinkItem') return 'footer-items';
  // Around zapsite's navbar or its parts, whose phone menu, colour-mode toggle and search button are
  // islands: a Navbar/Layout always (its children are the navbar), an ejected Navbar or Navbar/Content
  // that draws zapsite's parts. One written from scratch, with state of its own, may hydrate.
  if (name === 'Navbar/Layout' || (EJECTABLE_NAVBAR.includes(name) && !wraps(name, text) && NAVBAR_PART.test(text)))
    return 'navbar-parts';
  return name === 'Layout' || name === 'BlogLayout'
    ? 'whole-page'
    : name === 'DocSidebar'
      ? 'islands-inside'
      : undefined;
}

const EJECTABLE_NAVBAR: readonly string[] = ['Navbar', 'Navbar/Content'];
// An import of a navbar part zapsite draws with islands in it.
const NAVBAR_PART = /['"]@theme\/(?:Navbar\/|SearchBar['"]|ColorModeToggle['"])/;

/** Whether the swizzled `name` in `text` wraps the original rather than replacing it whole. */
function wraps(name: string, text: string): boolean {
  return text.includes(`@theme-original/${name}`) || text.includes(`@theme-init/${name}`);
}

const SIDEBAR_ITEMS: ReadonlySet<string> = new Set(SIDEBAR_ITEM_SWIZZLES);

/**
 * Whether the swizzled component in `text` hydrates: it uses state, effects or handlers, and can
 * reach the browser. A sidebar item always does: it is part of the sidebar's island.
 */
function swizzleHydrates(name: string, file: string): boolean {
  const text = readFileSync(file, 'utf8');
  return SIDEBAR_ITEMS.has(name) || (!!liveMatch(text, file, swizzleRoot(file)) && !buildTimeOnly(name, text));
}

/** The site's folder, above a swizzled component's file (`<root>/src/theme/<Name>/…`). */
function swizzleRoot(file: string): string {
  const at = file.lastIndexOf(`${sep}src${sep}theme${sep}`);
  return at < 0 ? dirname(file) : file.slice(0, at);
}

/** The swizzled components that hydrate, by name. */
export function hydratingSwizzled(files: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(files).filter(([name, file]) => swizzleHydrates(name, file)));
}

/** The bundle entry for the swizzled components (the plugin below loads it). */
export function swizzleEntry(files: Record<string, string> | undefined): string | undefined {
  return files && Object.keys(files).length ? `${NS}:` : undefined;
}

/**
 * Loads the swizzle entry: each file's default export under its Docusaurus name; with `site`, the
 * site's components module and which of them hydrate, so that an interactive component a swizzled
 * component renders is its island there too (theme/classic/swizzle.tsx); with `root` and a swizzled
 * CodeBlock, the site's Prism languages on prism-react-renderer's Prism (prism-renderer-languages.ts).
 */
export function swizzlePlugin(
  files: Record<string, string> | undefined,
  site?: { entry: string; interactive: Record<string, string> },
  root?: string,
): Plugin {
  return {
    name: NS,
    setup(b) {
      // What the swizzle module imports for a swizzled CodeBlock's Prism.
      if (files?.CodeBlock && root) void prismRendererLanguages(root).setup(b);
      b.onResolve({ filter: new RegExp(`^${NS}:$`) }, (args) => ({ path: args.path, namespace: NS }));
      b.onLoad({ filter: /.*/, namespace: NS }, () => {
        const list = Object.entries(files ?? {});
        const lines = list.map(([, file], i) => `import c${i} from ${JSON.stringify(file)};`);
        const islands = JSON.stringify(Object.keys(hydratingSwizzled(files ?? {})));
        const named = list.map(([name], i) => `${JSON.stringify(name)}: c${i}`);
        // Admonition/Types alone: Docusaurus's Admonition draws the content's admonitions through the map.
        if (files?.['Admonition/Types'] && !files.Admonition) {
          lines.push(`import zsAdmonition from '@theme-original/Admonition';`);
          named.push('"Admonition": zsAdmonition');
        }
        // The site's CodeBlock highlights with prism-react-renderer's Prism: the site's languages go on it.
        if (files?.CodeBlock && root) lines.push(`import ${JSON.stringify(PRISM_RENDERER_LANGUAGES)};`);
        named.push(`${JSON.stringify(SWIZZLE_ISLANDS_KEY)}: ${islands}`);
        if (site && Object.keys(site.interactive).length) {
          lines.push(`import * as site from ${JSON.stringify(site.entry)};`);
          named.push(
            `${JSON.stringify(SITE_COMPONENTS_KEY)}: site.default && typeof site.default === "object" ? site.default : site`,
            `${JSON.stringify(SITE_INTERACTIVE_KEY)}: ${JSON.stringify(site.interactive)}`,
          );
        }
        lines.push(`export default { ${named.join(', ')} };`);
        return { contents: lines.join('\n'), loader: 'js', resolveDir: '/' };
      });
    },
  };
}

const ISLAND_NS = 'zapsite-swizzle-island';

/** The module of the island of a docs sidebar drawn with the site's items. */
const SITE_SIDEBAR_MODULE = '#sidebar';

/**
 * The browser bundle's island entries for the swizzled components that hydrate: entry name -> module.
 * The sidebar items are one: the docs sidebar island with them (theme/components/site-sidebar-items.tsx).
 */
export function swizzleIslandEntries(hydrating: Record<string, string>): Record<string, string> {
  const names = Object.keys(hydrating);
  const entries = names
    .filter((name) => !SIDEBAR_ITEMS.has(name))
    .map((name) => [`island-${swizzleIslandName(name)}`, `${ISLAND_NS}:${name}`]);
  if (names.some((name) => SIDEBAR_ITEMS.has(name)))
    entries.push([`island-${SITE_SIDEBAR_ISLAND}`, `${ISLAND_NS}:${SITE_SIDEBAR_MODULE}`]);
  return Object.fromEntries(entries);
}

/** The sidebar island's module: the theme's Sidebar island handed the site's item components. */
function siteSidebarModule(hydrating: Record<string, string>): string {
  const items = Object.entries(hydrating).filter(([name]) => SIDEBAR_ITEMS.has(name));
  return [
    `import Sidebar from ${JSON.stringify(`${THEME_DIR}islands/Sidebar.tsx`)};`,
    `import { withSiteItems } from ${JSON.stringify(`${THEME_DIR}components/site-sidebar-items.tsx`)};`,
    ...items.map(([, file], i) => `import c${i} from ${JSON.stringify(file)};`),
    `export default withSiteItems(Sidebar, { ${items.map(([name], i) => `${JSON.stringify(name)}: c${i}`).join(', ')} });`,
  ].join('\n');
}

/** Loads a swizzled island entry: the site's component, handed its original's server HTML. */
export function swizzleIslandPlugin(hydrating: Record<string, string>, themeOriginal: string): Plugin {
  return {
    name: ISLAND_NS,
    setup(b) {
      b.onResolve({ filter: new RegExp(`^${ISLAND_NS}:`) }, (args) => ({
        path: args.path.slice(ISLAND_NS.length + 1),
        namespace: ISLAND_NS,
      }));
      b.onLoad({ filter: /.*/, namespace: ISLAND_NS }, (args) => {
        if (args.path === SITE_SIDEBAR_MODULE)
          return { contents: siteSidebarModule(hydrating), loader: 'js', resolveDir: THEME_DIR };
        const file = hydrating[args.path]!;
        return {
          contents: `import Site from ${JSON.stringify(file)};\nimport { swizzleIsland } from ${JSON.stringify(themeOriginal)};\nexport default swizzleIsland(${JSON.stringify(args.path)}, Site);\n`,
          loader: 'js',
          resolveDir: dirname(file),
        };
      });
    },
  };
}

/**
 * Hands the bundled swizzled components to the theme on this thread (the main thread, or a build
 * worker before its first page), or none: a dev rebuild after the site dropped its last one.
 */
export async function useSwizzled(
  theme: Pick<ThemeModule, 'setSwizzled'>,
  module: string | undefined,
): Promise<Record<string, unknown>> {
  const components = module ? ((await import(module)) as { default: Record<string, unknown> }).default : {};
  theme.setSwizzled?.(components);
  return components;
}
