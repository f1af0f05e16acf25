// Bundle the islands (ES modules, content-hashed, shared chunks) and the stylesheet with esbuild.
import { build, type BuildOptions, type Metafile, type Plugin } from 'esbuild';
import { basename, dirname, isAbsolute, join } from 'node:path';
import { partialIslands } from './partial-islands.ts';
import { CLIENT_MODULES_ENTRY, clientModulesCss, clientModulesEntry, isStylesheet } from './client-modules.ts';
import { islandBundleError } from './island-errors.ts';
import { emptyModules } from './empty-modules.ts';
import { oneReact, siteAlias, siteRootImports, SITE_EXTENSIONS } from './site-imports.ts';
import { docusaurusAlias, docusaurusModules } from './docusaurus-modules.ts';
import { generatedModules, type GeneratedData } from './generated-data.ts';
import { barrelImports } from './barrel-imports.ts';
import { siteJsx } from './site-jsx.ts';
import { importedAssets, urlAssets, type UrlAssetsOut } from './url-assets.ts';
import { svgComponents } from './svg-component.ts';
import { rawLoader } from './raw-loader.ts';
import type { SiteCssOptions } from './site-css.ts';
import { siteStyles } from './site-styles.ts';
import { infimaRtl } from './infima-rtl.ts';
import { swizzleIslandEntries, swizzleIslandPlugin, usableOverrides } from './swizzle.ts';
import { prebuiltMermaid } from './mermaid-prebuilt.ts';
import { pickOwnExport } from '../content/mdx-site.ts';
import type { DocusaurusSite } from '../../theme/shared/docusaurus.ts';
import { THEME_DIR, type ThemeModule } from '../render/theme.ts';
import type { Assets } from '../types.ts';
import { siteIslandName } from '../../theme/shared/island.ts';

export interface BundleResult {
  files: { path: string; data: Uint8Array }[];
  assets: Omit<Assets, 'inlineHead'>;
  inputs: string[];
  /** Taken from the last build (bundle/asset-reuse.ts), not made again. */
  reused?: true;
}

/**
 * The stylesheet's esbuild options, shared with the dev server's CSS-only rebuild so URLs match;
 * `rtl`: a right-to-left locale's, with Infima's mirrored build.
 */
export function stylesheetOptions(entryPath: string, rtl = false): BuildOptions & { metafile: true; write: false } {
  return {
    ...(rtl ? { plugins: [infimaRtl()] } : {}),
    entryPoints: { site: entryPath },
    bundle: true,
    write: false,
    minify: true,
    metafile: true,
    // Named: esbuild's default is the folder it was loaded in, which a program that changed folder
    // since does not share; the inputs it names are resolved from here (asset-reuse.ts).
    absWorkingDir: process.cwd(),
    outdir: '/assets/css',
    entryNames: '[name]-[hash]',
    loader: { '.svg': 'dataurl', '.woff2': 'file' },
    logLevel: 'silent',
  };
}

const SITE_ISLAND = 'zapsite-site-island';

export interface BundleOptions {
  baseUrl: string;
  minify?: boolean;
  root?: string;
  site?: {
    file: string;
    names: Record<string, string>;
    plugins?: Plugin[];
    alias?: Record<string, string>;
    /** Components whose island imports their own file (absolute), not the whole components module. */
    own?: Record<string, string>;
  };
  /** What the Docusaurus modules of interactive components read (`useDocusaurusContext`). */
  docusaurus?: DocusaurusSite;
  /** Docusaurus's generated data (bundle/generated-data.ts): known once the routes are planned. */
  generated?: Promise<GeneratedData>;
  /** `theme.customCss` and `theme.infima` (bundle/site-css.ts). */
  siteCss?: Pick<SiteCssOptions, 'customCss' | 'infima' | 'staticDir'>;
  /** A right-to-left locale's pass: Infima's mirrored stylesheet (bundle/infima-rtl.ts). */
  rtl?: boolean;
  /** Bundle the Mermaid island (only a site with `markdown.mermaid` pays for it). */
  mermaid?: boolean;
  /** What the site's plugins' DefinePlugin replaces in its code (config `define`). */
  define?: Record<string, string>;
  /** The modules the site's plugins alias to `false` (bundle/empty-modules.ts). */
  emptyModules?: string[];
  /** The classic theme's components the site swizzled that hydrate: name -> file (bundle/swizzle.ts). */
  swizzled?: Record<string, string>;
  /** The site's `.js`/`.jsx` files read with TypeScript syntax (config `typescriptInJs`). */
  typescriptInJs?: boolean;
  /** Docusaurus client modules, absolute paths in order (bundle/client-modules.ts). */
  clientModules?: string[];
}

/**
 * `site`: the site's interactive components (the components file and their names); each becomes an
 * island entry beside the theme's, in the same build, so they share React and chunks.
 */
export async function bundleAssets(theme: ThemeModule, opts: BundleOptions): Promise<BundleResult> {
  const entryPoints: Record<string, string> = { loader: THEME_DIR + theme.loaderEntry };
  for (const [name, rel] of Object.entries(theme.islandEntries)) entryPoints[`island-${name}`] = THEME_DIR + rel;
  // mermaid is ~100 chunks and several megabytes to bundle: only a site that draws diagrams pays.
  if (!opts.mermaid) delete entryPoints['island-Mermaid'];
  for (const name of Object.keys(opts.site?.names ?? {}))
    entryPoints[`island-${siteIslandName(name)}`] = `${SITE_ISLAND}:${name}`;
  const site = opts.site;
  const swizzled = opts.swizzled && Object.keys(opts.swizzled).length ? opts.swizzled : undefined;
  if (swizzled) Object.assign(entryPoints, swizzleIslandEntries(swizzled));
  const clientJs = (opts.clientModules ?? []).filter((f) => !isStylesheet(f));
  if (clientJs.length) entryPoints[CLIENT_ENTRY] = CLIENT_MODULES_ENTRY;
  // The site's code is bundled for the browser: its aliases, styles and Docusaurus modules apply.
  const siteCode = !!(site || swizzled || clientJs.length);
  const root = opts.root ?? (site ? dirname(site.file) : '.');
  const alias = { ...siteAlias(root, site?.alias), ...(opts.docusaurus ? docusaurusAlias() : {}) };
  const base = opts.baseUrl.replace(/\/$/, '');
  const shared = browserOptions(opts, siteCode ? { alias, root } : undefined);
  const urls: UrlAssetsOut = { files: [], inputs: [] };
  const browserPlugins = () => ({ urls: urlAssets(urls, base, workerOptions), assets: importedAssets(urls, base) });
  // A worker's own bundle: the site's plugins and aliases as the islands', without their entries.
  const workerOptions = (): BuildOptions => ({
    ...shared,
    plugins: [
      ...emptyModules(opts.emptyModules),
      ...(siteCode ? siteStyles({ root, baseUrl: opts.baseUrl }) : []),
      ...siteIslandPlugins(undefined, { ...opts, root, ...browserPlugins() }),
    ],
  });
  const sitePlugins = siteCode ? siteIslandPlugins(site, { ...opts, root, ...browserPlugins() }) : [];
  if (swizzled) sitePlugins.unshift(swizzleIslandPlugin(swizzled, `${THEME_DIR}docusaurus/ThemeOriginal.tsx`));
  const mermaid = opts.mermaid ? prebuiltMermaid(opts.baseUrl, [THEME_DIR, root]) : undefined;
  const [js, css] = await Promise.all([
    build({
      ...shared,
      entryPoints,
      write: false,
      splitting: true,
      format: 'esm',
      metafile: true,
      outdir: '/assets/js',
      entryNames: '[name]-[hash]',
      chunkNames: 'chunk-[hash]',
      // The site's CSS modules and Sass, for class names the same as on the server (site-styles.ts).
      plugins: [
        ...emptyModules(opts.emptyModules),
        ...(mermaid ? [mermaid.plugin] : []),
        ...(siteCode ? siteStyles({ root, baseUrl: opts.baseUrl }) : []),
        ...(clientJs.length ? [clientModulesEntry(clientJs)] : []),
        ...sitePlugins,
      ],
    }).catch((error: unknown) => {
      throw islandBundleError(error, root);
    }),
    build({ ...stylesheetOptions(THEME_DIR + theme.styleEntry, opts.rtl), minify: opts.minify ?? true }),
  ]);
  const files = [...js.outputFiles.filter((f) => !f.path.endsWith('.css')), ...css.outputFiles].map((f) => ({
    path: f.path.replace(/^\//, ''),
    data: f.contents,
  }));
  files.push(...urls.files);
  const { islands, islandChunks, loader, clientModules } = entryUrls(js.metafile.outputs, base);
  const cssFiles = Object.keys(css.metafile.outputs)
    .filter((out) => out.endsWith('.css'))
    .map((out) => `${base}/${out.replace(/^.*?assets\//, 'assets/')}`);
  const inputs = [...Object.keys(js.metafile.inputs), ...Object.keys(css.metafile.inputs), ...urls.inputs];
  if (mermaid) {
    files.push(...mermaid.files());
    inputs.push(mermaid.input);
  }
  // Stylesheets named as client modules come after customCss, as Docusaurus imports them after the theme's.
  const themeCss = () =>
    css.outputFiles
      .filter((f) => f.path.endsWith('.css'))
      .map((f) => f.text)
      .join('\n');
  await addSiteStylesheets({ files, inputs, cssFiles }, opts, themeCss);
  if (clientJs.length) {
    const styles = await clientModulesCss(clientJs, {
      root,
      baseUrl: opts.baseUrl,
      staticDir: opts.siteCss?.staticDir,
      plugins: siteIslandPlugins(undefined, { ...opts, root }),
      alias,
      define: opts.define,
      emptyModules: opts.emptyModules,
    }).catch((error: unknown) => {
      throw islandBundleError(error, root);
    });
    files.push(...styles.files);
    inputs.push(...styles.inputs);
    if (styles.url) cssFiles.push(styles.url);
  }
  return {
    files,
    assets: { css: cssFiles, islands, islandChunks, loader, ...(clientModules ? { clientModules } : {}) },
    inputs,
  };
}

const CLIENT_ENTRY = 'client-modules';

/** What the islands' bundle and a worker's (bundle/url-assets.ts) share: the browser, the site's code. */
function browserOptions(
  opts: BundleOptions,
  site: { alias: Record<string, string>; root: string } | undefined,
): BuildOptions {
  return {
    bundle: true,
    resolveExtensions: SITE_EXTENSIONS,
    platform: 'browser',
    target: ['es2022', 'chrome111', 'firefox111', 'safari16'],
    minify: opts.minify ?? true,
    jsx: 'automatic',
    absWorkingDir: process.cwd(),
    define: { ...opts.define, 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    logLevel: 'silent',
    // Site components' stylesheets are linked by the pages that use them (content/mdx-pages.ts).
    loader: {
      '.css': 'empty',
      '.module.css': 'local-css',
      '.png': 'dataurl',
      '.svg': 'dataurl',
      '.jpg': 'dataurl',
      '.gif': 'dataurl',
      '.webp': 'dataurl',
    },
    // The site's packages, for its files outside its folder too (docs in ../docs), as Docusaurus's
    // webpack looks in the site's node_modules after those above the importing file.
    ...(site ? { alias: site.alias, nodePaths: [join(site.root, 'node_modules')] } : {}),
  };
}

/**
 * Infima and the site's own stylesheets (customCss, then the stylesheets named as client modules, as
 * Docusaurus imports those after the theme's), joined to the bundle's: Infima first, the site's last.
 */
async function addSiteStylesheets(
  out: { files: BundleResult['files']; inputs: string[]; cssFiles: string[] },
  opts: BundleOptions,
  themeCss: () => string,
): Promise<void> {
  const own = opts.siteCss && {
    ...opts.siteCss,
    customCss: [...opts.siteCss.customCss, ...(opts.clientModules ?? []).filter(isStylesheet)],
  };
  if (!own || !(own.infima || own.customCss.length)) return;
  // Imported only for a site with its own CSS or Infima: postcss is a third of a megabyte to load.
  const { bundleSiteCss } = await import('./site-css.ts');
  const extra = await bundleSiteCss(
    { ...own, root: opts.root ?? '.', baseUrl: opts.baseUrl, rtl: opts.rtl, minify: opts.minify ?? true },
    themeCss(),
  );
  out.files.push(...extra.files);
  out.inputs.push(...extra.inputs);
  // Infima underneath the theme (the theme's rules win where both speak); the site's own CSS last.
  out.cssFiles.unshift(...extra.before);
  out.cssFiles.push(...extra.after);
}

/** Each entry's URL: the loader's, the client modules', and each island's with the chunks it imports statically. */
function entryUrls(
  outputs: Metafile['outputs'],
  base: string,
): { islands: Record<string, string>; islandChunks: Record<string, string[]>; loader: string; clientModules?: string } {
  const islands: Record<string, string> = {};
  const islandChunks: Record<string, string[]> = {};
  let loader = '';
  let clientModules: string | undefined;
  for (const [out, meta] of Object.entries(outputs)) {
    if (!meta.entryPoint) continue;
    const url = `${base}/${out.replace(/^\/?/, '').replace(/^.*?assets\//, 'assets/')}`;
    const name = basename(out).replace(/-[A-Z0-9]+\.js$/i, '');
    const imports = meta.imports
      .filter((i) => i.kind === 'import-statement')
      .map((i) => `${base}/${i.path.replace(/^.*?assets\//, 'assets/')}`);
    if (name === 'loader') loader = url;
    else if (name === CLIENT_ENTRY) clientModules = url;
    else {
      islands[name.replace(/^island-/, '')] = url;
      islandChunks[name.replace(/^island-/, '')] = imports;
    }
  }
  return { islands, islandChunks, loader, clientModules };
}

/**
 * The plugins that bundle a site's own islands: an island entry for a site component (its export by
 * name, or the default export's property: Docusaurus-style components files export one object), the
 * site's plugins, the Docusaurus modules when asked for, and one React.
 */
function siteIslandPlugins(
  site: { file: string; plugins?: Plugin[]; own?: Record<string, string> } | undefined,
  opts: {
    root: string;
    typescriptInJs?: boolean;
    docusaurus?: DocusaurusSite;
    generated?: Promise<GeneratedData>;
    siteCss?: Pick<SiteCssOptions, 'staticDir'>;
    /** The browser's bundle: what emits the files `new URL(…, import.meta.url)` names (url-assets.ts). */
    urls?: Plugin;
    /** The browser's bundle: what publishes the videos, fonts and documents its code imports (url-assets.ts). */
    assets?: Plugin;
  },
): Plugin[] {
  return [
    ...(opts.urls ? [opts.urls] : []),
    ...(opts.assets ? [opts.assets] : []),
    rawLoader(),
    siteRootImports(opts.root, opts.siteCss?.staticDir),
    ...(site ? [siteIslandEntry(site.file, site.own ?? {}, opts.root), ...(site.plugins ?? [])] : []),
    svgComponents(),
    partialIslands(),
    siteJsx(opts.root, opts.typescriptInJs, !!opts.urls),
    ...(opts.docusaurus
      ? [
          docusaurusModules(opts.docusaurus, {
            root: opts.root,
            browser: true,
            ownOverride: usableOverrides(opts.root),
          }),
        ]
      : []),
    ...(opts.generated ? [generatedModules(opts.generated)] : []),
    oneReact(),
    barrelImports(),
  ];
}

/**
 * An island's entry: the component taken from the components module, or, for a component of
 * `interactiveFrom`, from its own file alone (its default export, else its export of that name, as
 * the server's components module picks it). The components module imports every component and
 * whatever the components file sets up, so an island entered through it carried all of that: on
 * the maintainers' site every island fetched FontAwesome's whole icon sets (590 KB gzipped) that
 * only the components file and one component use.
 */
function siteIslandEntry(file: string, own: Record<string, string>, root: string): Plugin {
  return {
    name: SITE_ISLAND,
    setup(b) {
      b.onResolve({ filter: new RegExp(`^${SITE_ISLAND}:`) }, (args) => ({
        path: args.path.slice(SITE_ISLAND.length + 1),
        namespace: SITE_ISLAND,
      }));
      b.onLoad({ filter: /.*/, namespace: SITE_ISLAND }, (args) => {
        const name = JSON.stringify(args.path);
        const alone = Object.hasOwn(own, args.path) ? own[args.path]! : undefined;
        return {
          contents: alone
            ? `import * as c from ${JSON.stringify(alone)};\nexport default ${pickOwnExport('c', args.path, alone)};\n`
            : `import * as m from ${JSON.stringify(file)};\nexport default m[${name}] ?? (m.default && m.default[${name}]);\n`,
          loader: 'js',
          // A package's module (content/mdx-site.ts isPackageModule) resolves from the site folder.
          resolveDir: alone === undefined ? dirname(file) : isAbsolute(alone) ? dirname(alone) : root,
        };
      });
    },
  };
}
