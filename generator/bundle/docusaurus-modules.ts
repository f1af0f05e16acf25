// Docusaurus's modules (`@docusaurus/Link`, `@theme/Layout`, ...) mapped to zapsite's versions in
// theme/docusaurus/, for the server bundle of MDX and React pages and the browser bundle of
// interactive components. `@theme/X` is the site's own `src/theme/X` when it has one (Docusaurus's
// swizzling), `@theme-original/X` always zapsite's. A module zapsite does not provide is a build
// error at the import that names it.
import type { Plugin } from 'esbuild';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { THEME_DIR } from '../render/theme.ts';
import type { SiteLocale } from '../i18n/locales.ts';
import type { ResolvedConfig } from '../config/schema.ts';
import { keptSiteConfig, themeConfig, withThemeDefaults } from './docusaurus-theme-config.ts';
import { codeTranslations } from '../i18n/theme-defaults.ts';
import { CHROME_OUTSIDE, originalModule } from './theme-originals.ts';
import { withoutTypeImports } from './site-imports.ts';
import {
  BLOG_AUTHOR_PARTS,
  BLOG_LIST_PARTS,
  BLOG_SIDEBAR_PARTS,
  BLOG_POST_PARTS,
  DOC_BLOCKS,
  DOC_ITEM_PARTS,
  DOC_SIDEBAR_PARTS,
  NAVBAR_PARTS,
  LAYOUT_PARTS,
  SIDEBAR_ITEM_SWIZZLES,
  SWIZZLABLE,
  type DocusaurusSite,
} from '../../theme/shared/docusaurus.ts';

const DIR = `${THEME_DIR}docusaurus/`;
const SITE_MODULE = 'zapsite:docusaurus-site';
// The classic theme's swizzlable components (theme/classic/swizzle.tsx): a small module each,
// rendering the theme's own through theme/docusaurus/ThemeOriginal.tsx.
const ORIGINAL_NS = 'zapsite-theme-original';
// A site's own TabItem, tagged to travel into its Tabs island as Docusaurus's tab panel (tabs-utils.tsx).
const SITE_TAB_ITEM_NS = 'zapsite-site-tab-item';
const SITE_CODE_BLOCK_NS = 'zapsite-site-code-block';
// A site's own part of the page's chrome (its Navbar, Footer) that its code imports: drawn only in
// the theme's page render, as CHROME_OUTSIDE's originals are (ThemeOriginal.tsx chromeOnly).
const SITE_CHROME_NS = 'zapsite-site-chrome';
// And the parts of a doc's layout and of a blog post, which render the theme's own the same way.
const ORIGINAL_NAMES: ReadonlySet<string> = new Set([
  ...SWIZZLABLE,
  ...DOC_ITEM_PARTS,
  ...DOC_BLOCKS,
  ...DOC_SIDEBAR_PARTS,
  ...NAVBAR_PARTS,
  ...LAYOUT_PARTS,
  ...BLOG_POST_PARTS,
  ...BLOG_LIST_PARTS,
  ...BLOG_SIDEBAR_PARTS,
  ...BLOG_AUTHOR_PARTS,
]);

/**
 * Whether `importer` is one of the site's swizzled sidebar items importing `@theme/DocSidebarItems`,
 * the list an ejected category draws its items with: given to them alone, as only the items the docs
 * sidebar hands them carry what draws them (theme/components/site-sidebar-items.tsx).
 */
export function sidebarListFor(root: string, importer: string, spec: string): boolean {
  return (
    spec === '@theme/DocSidebarItems' && SIDEBAR_ITEM_SWIZZLES.some((name) => siteOverride(root, name) === importer)
  );
}

/** An import this module answers: `@docusaurus/…`, `@theme/…`, `@theme-original/…`, `@theme-init/…`. */
export const DOCUSAURUS_IMPORT_RE = /^@(docusaurus|theme|theme-original|theme-init)\//;
const CLASSIC_THEME_FILE = /^@docusaurus\/theme-classic\/lib\/theme\/(.+?)(?:\/index)?(?:\.js)?$/;

/** Module -> file in theme/docusaurus/. */
export const DOCUSAURUS_MODULES: Record<string, string> = {
  '@docusaurus/Link': 'Link.tsx',
  '@docusaurus/useBaseUrl': 'useBaseUrl.ts',
  '@docusaurus/useDocusaurusContext': 'useDocusaurusContext.ts',
  '@docusaurus/BrowserOnly': 'BrowserOnly.tsx',
  '@docusaurus/useIsBrowser': 'useIsBrowser.ts',
  '@docusaurus/useIsomorphicLayoutEffect': 'useIsomorphicLayoutEffect.ts',
  '@docusaurus/Head': 'Head.tsx',
  '@docusaurus/router': 'router.ts',
  '@docusaurus/useGlobalData': 'useGlobalData.ts',
  '@docusaurus/plugin-content-docs/client': 'plugin-content-docs/client.ts',
  '@docusaurus/plugin-content-blog/client': 'plugin-content-blog/client.ts',
  '@docusaurus/Translate': 'Translate.tsx',
  '@docusaurus/Interpolate': 'Interpolate.tsx',
  '@docusaurus/ExecutionEnvironment': 'ExecutionEnvironment.ts',
  '@docusaurus/useBrokenLinks': 'useBrokenLinks.ts',
  '@docusaurus/isInternalUrl': 'isInternalUrl.ts',
  '@docusaurus/Noop': 'Noop.ts',
  '@docusaurus/ErrorBoundary': 'ErrorBoundary.tsx',
  '@theme/ErrorPageContent': 'ErrorPageContent.tsx',
  '@theme/Logo': 'Logo.tsx',
  '@theme/Footer/LinkItem': 'Footer/LinkItem.tsx',
  '@theme/Layout': 'Layout.tsx',
  '@theme/Heading': 'Heading.tsx',
  '@theme/MDXContent': 'MDXContent.tsx',
  '@theme/Tabs': 'Tabs.tsx',
  '@theme/TabItem': 'TabItem.tsx',
  '@theme/Admonition': 'Admonition.tsx',
  '@theme/Admonition/Types': 'AdmonitionTypes.tsx',
  '@theme/Admonition/Layout': 'Admonition/Layout.tsx',
  '@theme/BlogSidebar/Content': 'BlogSidebar/Content.tsx',
  ...Object.fromEntries(
    ['Note', 'Tip', 'Info', 'Warning', 'Danger', 'Caution'].map((t) => [
      `@theme/Admonition/Type/${t}`,
      `Admonition/Type/${t}.tsx`,
    ]),
  ),
  ...Object.fromEntries(
    ['Note', 'Tip', 'Info', 'Warning', 'Danger'].map((t) => [
      `@theme/Admonition/Icon/${t}`,
      `Admonition/Icon/${t}.tsx`,
    ]),
  ),
  '@theme/CodeBlock': 'CodeBlock.tsx',
  '@theme/Details': 'Details.tsx',
  '@theme/MDXComponents': 'MDXComponents.tsx',
  '@theme/TOCInline': 'TOCInline.tsx',
  '@theme/DocBreadcrumbs/StructuredData': 'structured-data.tsx',
  '@theme/BlogPostPage/StructuredData': 'structured-data.tsx',
  '@theme/BlogListPage/StructuredData': 'structured-data.tsx',
  '@theme/TOCItems/Tree': 'TOCItems/Tree.tsx',
  '@theme/AnnouncementBar/Content': 'AnnouncementBar/Content.tsx',
  '@theme/AnnouncementBar/CloseButton': 'AnnouncementBar/CloseButton.tsx',
  '@theme/ThemedImage': 'ThemedImage.tsx',
  '@theme/IdealImage': 'IdealImage.tsx',
  '@theme/DocCard': 'DocCard.tsx',
  '@theme/DocCardList': 'DocCardList.tsx',
  '@theme/Icon/Copy': 'Icon/Copy.tsx',
  '@theme/Icon/Success': 'Icon/Success.tsx',
  '@theme/Icon/Edit': 'Icon/Edit.tsx',
  '@theme/Icon/ExternalLink': 'Icon/ExternalLink.tsx',
  '@theme/Icon/Home': 'Icon/Home.tsx',
  '@theme/Icon/Menu': 'Icon/Menu.tsx',
  '@theme/Icon/Close': 'Icon/Close.tsx',
  '@theme/Icon/Arrow': 'Icon/Arrow.tsx',
  '@theme/Icon/LightMode': 'Icon/LightMode.tsx',
  '@theme/Icon/DarkMode': 'Icon/DarkMode.tsx',
  '@theme/Icon/SystemColorMode': 'Icon/SystemColorMode.tsx',
  '@theme/Icon/WordWrap': 'Icon/WordWrap.tsx',
  '@theme/LastUpdated': 'LastUpdated.tsx',
  '@theme/PaginatorNavLink': 'PaginatorNavLink.tsx',
  '@theme/NavbarItem/DocsVersionDropdownNavbarItem': 'NavbarItem/DocsVersionDropdownNavbarItem.tsx',
  '@theme/NavbarItem/DefaultNavbarItem': 'NavbarItem/DefaultNavbarItem.tsx',
  '@theme/NavbarItem/NavbarNavLink': 'NavbarItem/NavbarNavLink.tsx',
  '@theme/NavbarItem/HtmlNavbarItem': 'NavbarItem/HtmlNavbarItem.tsx',
  ...Object.fromEntries(
    [
      'DropdownNavbarItem',
      'LocaleDropdownNavbarItem',
      'SearchNavbarItem',
      'DocNavbarItem',
      'DocSidebarNavbarItem',
      'DocsVersionNavbarItem',
    ].map((n) => [`@theme/NavbarItem/${n}`, `NavbarItem/${n}.ts`]),
  ),
  '@theme/TagsListInline': 'TagsListInline.tsx',
  '@theme/MDXComponents/A': 'MDXComponents/A.tsx',
  '@theme/MDXComponents/Code': 'MDXComponents/Code.tsx',
  '@theme/CodeInline': 'CodeInline.tsx',
  // What a live code block's code sees (markdown.liveCodeBlocks), unless the site swizzled it.
  '@theme/ReactLiveScope': 'ReactLiveScope.ts',
  // Docusaurus 2's hooks, which it moved to @docusaurus/theme-common; its others (useDocs, …) are errors.
  '@theme/hooks/useThemeContext': 'hooks/useThemeContext.ts',
  '@theme/hooks/useTheme': 'hooks/useThemeContext.ts',
  '@theme/hooks/useWindowSize': 'hooks/useWindowSize.ts',
  '@theme/hooks/usePrismTheme': 'hooks/usePrismTheme.ts',
  '@theme/hooks/useThemeConfig': 'hooks/useThemeConfig.ts',
  '@docusaurus/theme-common': 'theme-common.tsx',
  '@docusaurus/theme-common/internal': 'theme-common-internal.ts',
  '@docusaurus/theme-common/Details': 'theme-common-details.tsx',
  '@docusaurus/utils-common': 'utils-common.ts',
  '@docusaurus/useRouteContext': 'useRouteContext.ts',
};

// Rendered by the Markdown steps after the page is rendered: nothing in the browser can do that.
// Except a CodeBlock: in an island the browser keeps the block the build drew (CodeBlockKept.tsx).
const SERVER_ONLY = new Set(['@theme/Tabs', '@theme/TabItem']);
const KEPT_CODE_BLOCK = `${DIR}CodeBlockKept.tsx`;
const KEPT_SEARCH_BAR = `${DIR}SearchBarKept.tsx`;

// An import of a module zapsite renders at build time only (`@theme/Tabs`): such a component
// cannot be bundled for the browser, so it stays static (bundle/swizzle-notes.ts says so).
// `@theme-original/CodeBlock` too: outside a swizzled CodeBlock, nothing keeps what it draws.
const SERVER_ONLY_IMPORT =
  /['"]@theme(?:-original|-init)?\/(?:Tabs|TabItem)['"]|['"]@theme-(?:original|init)\/CodeBlock['"]/;
// A swizzled component's island is drawn with the theme, outside the content whose code blocks the
// build draws: there @theme/CodeBlock is build-time only too.
const CODE_BLOCK_IMPORT = /['"]@theme\/CodeBlock['"]/;

/**
 * The build-time-only module the component in `text` imports, as written, if any. A type-only import
 * (`import type { Props } from '@theme/Tabs'`, as `swizzle --typescript` writes) loads nothing.
 * `swizzled`: the component is one of the site's swizzles (src/theme/).
 */
export function serverOnlyImport(text: string, swizzled = false): string | undefined {
  const code = withoutTypeImports(text);
  const found = SERVER_ONLY_IMPORT.exec(code) ?? (swizzled ? CODE_BLOCK_IMPORT.exec(code) : null);
  return found?.[0].slice(1, -1);
}

const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js'];

/** The error text of a module zapsite does not provide; mdx-pages.ts turns it into its diagnostic. */
export const UNKNOWN_MODULE = 'zapsite does not provide the Docusaurus module';

/** What `useDocusaurusContext()` returns, from the config. */
export function docusaurusSite(
  config: Pick<ResolvedConfig, 'baseUrl'> &
    Partial<
      Pick<
        ResolvedConfig,
        | 'title'
        | 'tagline'
        | 'titleDelimiter'
        | 'url'
        | 'trailingSlash'
        | 'favicon'
        | 'customFields'
        | 'i18n'
        | 'sitePlugins'
        | 'locale'
        | 'navbar'
        | 'footer'
        | 'colorMode'
        | 'prism'
        | 'announcementBar'
        | 'theme'
        | 'docusaurusSiteConfig'
        | 'docusaurusValues'
        | 'root'
      >
    >,
): DocusaurusSite {
  const locale = config.i18n ?? { defaultLocale: 'en', locales: ['en'], localeConfigs: {} };
  const i18n = {
    defaultLocale: locale.defaultLocale,
    locales: locale.locales,
    currentLocale: config.locale?.current ?? locale.defaultLocale,
    localeConfigs: localeConfigsOf(locale.localeConfigs, config.locale?.locales),
  };
  return {
    siteConfig: {
      // Docusaurus's defaults, for site code that reads them; the Docusaurus config's own, when kept.
      presets: [],
      plugins: [],
      themes: [],
      ...keptSiteConfig(config),
      title: config.title ?? '',
      tagline: config.tagline ?? '',
      titleDelimiter: config.titleDelimiter ?? '|',
      url: config.url ?? '',
      baseUrl: config.baseUrl,
      ...(config.trailingSlash !== undefined ? { trailingSlash: config.trailingSlash } : {}),
      ...(config.favicon ? { favicon: config.favicon } : {}),
      customFields: config.customFields ?? {},
      // The site's plugins' and themes' own keys (image zoom's `zoom`) beside zapsite's parts, which win.
      themeConfig: withThemeDefaults({ ...config.docusaurusSiteConfig?.themeConfig, ...themeConfig(config) }),
      i18n,
    },
    siteMetadata: { docusaurusVersion: '3', pluginVersions: {} },
    globalData: config.sitePlugins?.globalData ?? {},
    i18n,
    codeTranslations: codeTranslations(config),
    ...(config.theme?.name === 'classic' ? { classicTheme: true } : {}),
  };
}

/**
 * When esbuild's missing export is one of zapsite's Docusaurus modules (`file` as esbuild names it):
 * the arguments of its message and hint, in the module's name, listing what zapsite's version exports.
 */
export function providedExport(
  file: string,
  name: string,
): { args: { module: string; name: string; provides: string } } | undefined {
  const entry = Object.entries(DOCUSAURUS_MODULES).find(([, f]) =>
    file.replaceAll('\\', '/').endsWith(`theme/docusaurus/${f}`),
  );
  if (!entry) return undefined;
  return { args: { module: entry[0], name, provides: [...exportNames(entry[1])].join(', ') } };
}

// zapsite's own files: read once a run.
const exportsByFile = new Map<string, Set<string>>();

/** The names a file of theme/docusaurus/ exports (its values, not its types), in order. */
function exportNames(file: string): Set<string> {
  let names = exportsByFile.get(file);
  if (!names) exportsByFile.set(file, (names = readExportNames(file)));
  return names;
}

function readExportNames(file: string): Set<string> {
  const source = readFileSync(DIR + file, 'utf8');
  const names = new Set<string>();
  for (const m of source.matchAll(/^export (?:async )?(?:function\*?|const|let|class) (\w+)/gm)) names.add(m[1]!);
  for (const m of source.matchAll(/^export \{([^}]*)\}/gm)) {
    for (const part of m[1]!.split(',')) {
      const written = part.trim();
      if (!written || written.startsWith('type ')) continue;
      names.add(
        written
          .split(/\s+as\s+/)
          .at(-1)!
          .trim(),
      );
    }
  }
  if (/^export default /m.test(source)) names.add('default');
  // `export * from './x'`: x's names too (default aside), as theme-common/internal re-exports theme-common's.
  for (const m of source.matchAll(/^export \* from '\.\/([\w./-]+)'/gm))
    for (const n of exportNames(join(dirname(file), m[1]!).replaceAll('\\', '/'))) if (n !== 'default') names.add(n);
  return names;
}

/** The named imports of `spec` zapsite's version of it does not export (none for a module it lacks, or one with no list). */
export function missingExports(spec: string, named: readonly string[]): string[] {
  const file = DOCUSAURUS_MODULES[spec];
  if (!file || !named.length) return [];
  const names = exportNames(file);
  return named.filter((n) => !names.has(n));
}

/**
 * Docusaurus's i18n.localeConfigs: each locale's own settings with where it is served filled in, as
 * Docusaurus fills them (`url`, `baseUrl`, `path`, `direction`, `htmlLang`), when the build knows its
 * locales. The label stays as the config gives it: its default costs ICU's language names.
 */
function localeConfigsOf(
  own: Record<string, Record<string, unknown>>,
  locales: readonly SiteLocale[] | undefined,
): Record<string, Record<string, unknown>> {
  if (!locales) return own;
  return Object.fromEntries(
    locales.map((l) => [
      l.locale,
      { ...own[l.locale], path: l.dir, url: l.url, baseUrl: l.baseUrl, direction: l.direction, htmlLang: l.htmlLang },
    ]),
  );
}

/** Whether zapsite has a `@theme/<name>` of its own (the site's own file aside). */
export function zapsiteHas(name: string): boolean {
  return ORIGINAL_NAMES.has(name) || `@theme/${name}` in DOCUSAURUS_MODULES;
}

/**
 * The site's own `src/theme/<name>` file (`<name>/index.ext` or `<name>.ext`), if any. With both,
 * the folder's index wins, as in Docusaurus: its aliases are set file by file in glob order, which
 * reaches the folder after the file beside it (core lib/webpack/aliases).
 */
export function siteOverride(root: string, name: string): string | undefined {
  for (const base of [join(root, 'src/theme', name, 'index'), join(root, 'src/theme', name)])
    for (const ext of EXTENSIONS) if (existsSync(base + ext)) return base + ext;
  return undefined;
}

/** The site's component at `path`, its default export handed to `wrap` from zapsite's `from`. */
function wrappedSiteModule(path: string, wrap: string, from: string) {
  const contents = `import Site from ${JSON.stringify(path)};\nimport { ${wrap} } from ${JSON.stringify(from)};\nexport default ${wrap}(Site);\n`;
  return { contents, loader: 'js' as const, resolveDir: dirname(path) };
}

/**
 * Whether the bundle answers `spec`, a Docusaurus module (`@docusaurus/…`, `@theme/…`,
 * `@theme-original/…`, `@theme-init/…`), as the plugin below resolves it; it fails the build on any other.
 */
export function providesModule(root: string, spec: string): boolean {
  const deep = CLASSIC_THEME_FILE.exec(spec);
  if (deep) return providesModule(root, `@theme-original/${deep[1]}`);
  const [scope, ...rest] = spec.split('/');
  const name = rest.join('/');
  if (scope === '@theme' && siteOverride(root, name)) return true;
  if (scope !== '@docusaurus' && ORIGINAL_NAMES.has(name)) return true;
  return (scope === '@docusaurus' ? spec : `@theme/${name}`) in DOCUSAURUS_MODULES;
}

/**
 * The modules that map to one file, as esbuild's own alias: a plugin's `{ path }` carries no
 * package.json module type, so a theme file reached both by `@docusaurus/…` and by a relative
 * import got `__toESM(…, 1)` or not by which import resolved first, and an island's bytes changed
 * from build to build (evanw/esbuild#2958; held by tests/integration/build-workers.test.ts).
 */
export function docusaurusAlias(): Record<string, string> {
  const alias: Record<string, string> = {};
  for (const [module, file] of Object.entries(DOCUSAURUS_MODULES)) {
    alias[module] = DIR + file;
    if (module.startsWith('@theme/'))
      for (const scope of ['@theme-original/', '@theme-init/']) alias[module.replace('@theme/', scope)] = DIR + file;
  }
  return alias;
}

/**
 * `ownOverride`: the site's own file `@theme/<name>` names (swizzle.ts `usableOverride`, which leaves
 * aside one that needs a module zapsite lacks); every `src/theme/<name>` file by default.
 */
export function docusaurusModules(
  site: DocusaurusSite,
  opts: { root: string; browser: boolean; ownOverride?: (name: string) => string | undefined },
): Plugin {
  const ownOverride = opts.ownOverride ?? ((name: string) => siteOverride(opts.root, name));
  return {
    name: 'zapsite-docusaurus-modules',
    setup(b) {
      b.onResolve({ filter: new RegExp(`^${SITE_MODULE}$`) }, () => ({
        path: SITE_MODULE,
        namespace: 'zapsite-docusaurus',
      }));
      b.onLoad({ filter: /.*/, namespace: 'zapsite-docusaurus' }, () => ({
        contents: JSON.stringify(site),
        loader: 'json',
      }));
      // Handed to a Tabs island as a child, the site's TabItem is packed as the panel the browser
      // revives (theme/shared/island-elements.ts PACK_AS): its props are what the Tabs reads.
      b.onLoad({ filter: /.*/, namespace: SITE_TAB_ITEM_NS }, (args) => ({
        contents: [
          `import TabItem from ${JSON.stringify(args.path)};`,
          `import { TabPanel } from ${JSON.stringify(`${DIR}tabs-utils.tsx`)};`,
          `import { PACK_AS } from ${JSON.stringify(`${THEME_DIR}shared/island-elements.ts`)};`,
          'TabItem[PACK_AS] = TabPanel;',
          'export default TabItem;',
        ].join('\n'),
        loader: 'js',
        resolveDir: dirname(args.path),
      }));
      // The site's CodeBlock, in an island, in the box whose block the browser keeps (CodeBlockKept.tsx);
      // its Layout's chrome, outside the theme's render (ThemeOriginal.tsx).
      for (const [namespace, wrap, from] of [
        [SITE_CODE_BLOCK_NS, 'keptInIsland', `${DIR}CodeBlock.tsx`],
        [SITE_CHROME_NS, 'chromeOnly', `${DIR}ThemeOriginal.tsx`],
      ])
        b.onLoad({ filter: /.*/, namespace }, (args) => wrappedSiteModule(args.path, wrap!, from!));
      b.onLoad({ filter: /.*/, namespace: ORIGINAL_NS }, (args) => ({
        contents: originalModule(args.path),
        loader: 'js',
        resolveDir: DIR,
      }));
      // Site code on the server renders through theme/docusaurus/jsx-runtime.ts (interactive components become islands).
      if (!opts.browser) {
        b.onResolve({ filter: /^react\/jsx-runtime$/ }, (args) =>
          args.importer.startsWith(THEME_DIR) ? undefined : { path: `${DIR}jsx-runtime.ts` },
        );
      }
      b.onResolve({ filter: DOCUSAURUS_IMPORT_RE }, (args) => {
        // A component imported from the classic theme's own files (`@docusaurus/theme-classic/lib/theme/Heading`)
        // is that theme's component, as `@theme-original/Heading` names it.
        const deep = CLASSIC_THEME_FILE.exec(args.path);
        if (deep && providesModule(opts.root, `@theme-original/${deep[1]}`))
          return b.resolve(`@theme-original/${deep[1]}`, {
            resolveDir: args.resolveDir,
            kind: args.kind,
            importer: args.importer,
          });
        const [scope, ...rest] = args.path.split('/');
        const name = rest.join('/');
        if (scope === '@theme') {
          // In the browser any @theme/CodeBlock, zapsite's or the site's, keeps the block the build drew.
          if (opts.browser && name === 'CodeBlock') return { path: KEPT_CODE_BLOCK };
          const own = ownOverride(name);
          // In the browser zapsite's @theme/SearchBar keeps the button the build drew.
          if (opts.browser && name === 'SearchBar' && (!own || own === args.importer)) return { path: KEPT_SEARCH_BAR };
          // The site's own file, except for that file itself importing the original.
          if (own && own !== args.importer) {
            if (name === 'TabItem') return { path: own, namespace: SITE_TAB_ITEM_NS };
            if (name === 'CodeBlock') return { path: own, namespace: SITE_CODE_BLOCK_NS };
            // A React page's content renders the site's ejected Layout inside the theme's chrome,
            // whose navbar and footer are there already: its own Navbar draws nothing there.
            if (!opts.browser && CHROME_OUTSIDE[name] === '() => null') return { path: own, namespace: SITE_CHROME_NS };
            return { path: own };
          }
        }
        if (
          scope !== '@docusaurus' &&
          (ORIGINAL_NAMES.has(name) || sidebarListFor(opts.root, args.importer, args.path))
        )
          return { path: name, namespace: ORIGINAL_NS };
        const key = scope === '@docusaurus' ? args.path : `@theme/${name}`;
        const file = DOCUSAURUS_MODULES[key];
        if (file && opts.browser && SERVER_ONLY.has(key)) {
          return {
            errors: [
              {
                text: `${key} cannot be used in an interactive component: zapsite renders it at build time only.`,
                detail: 'docusaurus-module',
              },
            ],
          };
        }
        // Left to docusaurusAlias(): see there.
        if (file) return undefined;
        const known = [...Object.keys(DOCUSAURUS_MODULES), ...[...ORIGINAL_NAMES].map((n) => `@theme/${n}`)].filter(
          (m) => m.startsWith(scope === '@docusaurus' ? '@docusaurus/' : '@theme/'),
        );
        return { errors: [{ text: `${UNKNOWN_MODULE} "${args.path}".`, detail: `Available: ${known.join(', ')}.` }] };
      });
    },
  };
}
