// Where a site's MDX components live and which of them hydrate: read from the config alone, so the
// browser bundle can start before any page is compiled.
import { existsSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import type { Plugin } from 'esbuild';
import type { ResolvedConfig } from '../config/schema.ts';
import type { GeneratedData } from '../bundle/generated-data.ts';
import { reactLiveDir } from '../config/optional-packages.ts';
import { THEME_DIR } from '../render/theme.ts';
import { LIVE_PLAYGROUND } from '../../theme/shared/island.ts';
import type { MdxRenderSite } from './mdx-render.ts';

const COMPONENT_FILES = ['src/theme/MDXComponents', 'theme/mdx-components'];
const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js'];

/** What the MDX path needs of the config. */
export interface MdxSite {
  root: string;
  baseUrl: string;
  /** The static folder (from the site folder), where a stylesheet's `url(/x)` is looked for. */
  staticDir?: string;
  markdown: Pick<ResolvedConfig['markdown'], 'components' | 'interactive'> &
    Partial<Pick<ResolvedConfig['markdown'], 'interactiveFrom' | 'fastPath' | 'liveCodeBlocks' | 'preprocessor'>>;
  /** The values taken from a Docusaurus config (a markdown.preprocessor for partials). */
  docusaurusValues?: ResolvedConfig['docusaurusValues'];
  /** What `useDocusaurusContext()` gives (bundle/docusaurus-modules.ts); a full config has them all. */
  title?: string;
  tagline?: string;
  url?: string;
  trailingSlash?: boolean;
  favicon?: string;
  customFields?: Record<string, unknown>;
  i18n?: ResolvedConfig['i18n'];
  /** The config's module aliases (bundle/site-imports.ts siteAlias). */
  alias?: Record<string, string>;
  /** The site's `.js`/`.jsx` files read with TypeScript syntax (config `typescriptInJs`). */
  typescriptInJs?: boolean;
  /** What the site's plugins' DefinePlugin replaces in its code (ResolvedConfig `define`). */
  define?: Record<string, string>;
  /** The modules the site's plugins alias to `false` (ResolvedConfig `emptyModules`). */
  emptyModules?: string[];
  /** Docusaurus's generated data modules (bundle/generated-data.ts), once the routes are planned. */
  generated?: GeneratedData;
  /** What the site's plugins made (site-plugins/run.ts): createData modules and global data. */
  sitePlugins?: ResolvedConfig['sitePlugins'];
  /** The classic theme's components the site swizzled: name -> file (bundle/swizzle.ts). */
  swizzled?: Record<string, string>;
}

/** The site's interactive components and the module that exports them, for the browser bundle. */
export function siteIslands(config: MdxSite):
  | {
      file: string;
      names: Record<string, string>;
      plugins: Plugin[];
      alias?: Record<string, string>;
      /** Each `interactiveFrom` component's own file (absolute): its island imports that file alone. */
      own: Record<string, string>;
    }
  | undefined {
  const live = livePlaygroundIsland(config);
  const names = { ...config.markdown.interactive, ...(live ? { [LIVE_PLAYGROUND]: 'visible' } : {}) };
  if (!Object.keys(names).length) return undefined;
  const file = siteComponentsEntry(config) ?? live?.file;
  const own = interactiveFromFiles(config);
  return file
    ? {
        file,
        names,
        plugins: own.length ? [siteComponentsPlugin(config)] : [],
        alias: { ...config.alias, ...live?.alias },
        own: Object.fromEntries([...own, ...(live ? [[LIVE_PLAYGROUND, live.file]] : [])]),
      }
    : undefined;
}

/**
 * With `markdown.liveCodeBlocks`, the island of the playgrounds: zapsite's module, bundled with the
 * site's react-live (the build stops before this when it has none: config/optional-packages.ts).
 */
function livePlaygroundIsland(config: MdxSite): { file: string; alias: Record<string, string> } | undefined {
  const reactLive = config.markdown.liveCodeBlocks ? reactLiveDir(config.root) : undefined;
  if (!reactLive) return undefined;
  return { file: `${THEME_DIR}docusaurus/LivePlayground.tsx`, alias: { 'react-live': reactLive } };
}

/**
 * Whether an `interactiveFrom` value names a package's module (`lamp-widgets/switch`,
 * `@giscus/react`) rather than a file of the site: it does not start with `.` or `/`, and its first
 * segment is no folder or file of the site (`src/components/X` is the site's).
 */
function isPackageModule(root: string, path: string): boolean {
  if (path.startsWith('.') || isAbsolute(path)) return false;
  return !existsSync(join(root, path.split('/')[0]!));
}

/**
 * Each `interactiveFrom` component's name and what imports it: its file, absolute, or a package's
 * module as written (esbuild resolves it from the site folder, where the site's own imports of it do,
 * so it is the same module and the same component).
 */
function interactiveFromFiles(config: MdxSite): [string, string][] {
  return Object.entries(config.markdown.interactiveFrom ?? {}).map(([name, path]) => [
    name,
    isPackageModule(config.root, path) ? path : resolve(config.root, path),
  ]);
}

/**
 * The interactive components as the render takes them: when each hydrates, and the file each is
 * written in as far as the config says (its `interactiveFrom` file of the site, else the components
 * file; a package's component has none of the site's), where an error it throws alone is placed.
 */
export function islandsOf(config: MdxSite): Pick<MdxRenderSite, 'interactive' | 'islandFiles'> {
  const own = Object.fromEntries(interactiveFromFiles(config));
  const components = componentsFile(config);
  const islandFiles: Record<string, string> = {};
  for (const name of Object.keys(config.markdown.interactive)) {
    const file = own[name] ?? components;
    if (file && isAbsolute(file)) islandFiles[name] = file;
  }
  return { interactive: config.markdown.interactive, islandFiles };
}

/**
 * The expression that takes component `name` from the namespace `ns` of its own file: the default
 * export, else the export of that name (a file may export the component only by its name, `export
 * const StartWizard`; a namespace import lets either be picked without esbuild stopping on a
 * missing default). A package's module (`from` not a path) is read the other way round, its export
 * of that name first: a package's default export may be another thing than the component the site
 * imports by name. The components module and an island's entry pick it the same way.
 */
export function pickOwnExport(ns: string, name: string, from: string): string {
  const named = `${ns}[${JSON.stringify(name)}]`;
  return isAbsolute(from)
    ? `(${ns}.default !== undefined ? ${ns}.default : ${named})`
    : `(${named} !== undefined ? ${named} : ${ns}.default)`;
}

/** What a bundle imports for the site's components: the components file, or the module below when `interactiveFrom` adds to it. */
export function siteComponentsEntry(config: MdxSite): string | undefined {
  return Object.keys(config.markdown.interactiveFrom ?? {}).length
    ? `${SITE_COMPONENTS}:${config.root}`
    : componentsFile(config);
}

/**
 * What the components module is made of, each alone: the components file (`component` unset: it
 * serves every page) and each `interactiveFrom` component with what imports it. Empty when the
 * module is the components file itself.
 */
export function siteComponentParts(config: MdxSite): { component?: string; path: string }[] {
  const from = interactiveFromFiles(config);
  if (!from.length) return [];
  const file = componentsFile(config);
  return [...(file ? [{ path: file }] : []), ...from.map(([component, path]) => ({ component, path }))];
}

/**
 * A module exporting the site's components as one object: the components file's, then each
 * `interactiveFrom` component by name (its file's default export, else its export of that name). esbuild loads it through the
 * plugin below, in the server bundle of pages and the browser bundle of islands alike, so a
 * component has one identity in each.
 */
const SITE_COMPONENTS = 'zapsite-site-components';

function siteComponentsModule(config: MdxSite): string {
  const file = componentsFile(config);
  const lines = file
    ? [
        `import * as m from ${JSON.stringify(file)};`,
        'const base = m.default && typeof m.default === "object" ? m.default : m;',
      ]
    : ['const base = {};'];
  const from = interactiveFromFiles(config);
  from.forEach(([, path], i) => lines.push(`import * as c${i} from ${JSON.stringify(path)};`));
  lines.push(
    `export default { ...base, ${from.map(([name, path], i) => `${JSON.stringify(name)}: ${pickOwnExport(`c${i}`, name, path)}`).join(', ')} };`,
  );
  return lines.join('\n');
}

export function siteComponentsPlugin(config: MdxSite): Plugin {
  return {
    name: SITE_COMPONENTS,
    setup(b) {
      b.onResolve({ filter: new RegExp(`^${SITE_COMPONENTS}:`) }, (args) => ({
        path: args.path,
        namespace: SITE_COMPONENTS,
      }));
      b.onLoad({ filter: /.*/, namespace: SITE_COMPONENTS }, () => ({
        contents: siteComponentsModule(config),
        loader: 'js',
        resolveDir: config.root,
      }));
    },
  };
}

/** The site's components file: the config's, else the first of the usual places that exists. */
export function componentsFile(config: MdxSite): string | undefined {
  if (config.markdown.components) return join(config.root, config.markdown.components);
  for (const base of COMPONENT_FILES)
    for (const ext of EXTENSIONS) if (existsSync(join(config.root, base + ext))) return join(config.root, base + ext);
  return undefined;
}
