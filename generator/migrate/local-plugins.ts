// A Docusaurus site's own plugins (`plugins: ['./src/plugins/x', function myPlugin() {...}]`), run
// as Docusaurus runs them, for what migrate can carry over: the module aliases `configureWebpack`
// declares in `resolve.alias`, and an entry for zapsite's `plugins` so the build runs each one (a
// module by its path; a function written in the config by the config's path and the entry's
// position, since a function cannot be printed into zapsite.config.ts). What the build does not
// run is named in the report.
import { readFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative } from 'node:path';
import { inPackage } from '../package-path.ts';

export interface LocalPlugin {
  /** The entry as it stands in the config's `plugins`, so the mapping can tell it apart. */
  entry: unknown;
  /** The plugin's `name`, else the path or function name it was given by. */
  name: string;
  /** The path or function name it is given by in the config, for finding its line. */
  given: string;
  /** Import name -> target as zapsite's `alias` takes it (`./src/components`, or a package name). */
  alias: Record<string, string>;
  /** What its webpack DefinePlugin replaces: an expression -> the code it stands for (esbuild's `define`). */
  define?: Record<string, string>;
  /** Modules its `resolve.alias` sets to `false`: left out, an empty module in their place. */
  empty?: string[];
  /** What was not carried over, each a reason for the report. */
  notes: string[];
  /** A plugin module's path as zapsite's `plugins` takes it (`./src/plugins/x`), with its options: the build runs it. */
  module?: { path: string; options: unknown };
  /** A function written in the Docusaurus config: the build takes it from there (site-plugins/docusaurus-config.ts). */
  inline?: { docusaurusConfig: string; index: number };
  /**
   * A plugin module that wraps Docusaurus's own blog or docs plugin (it imports
   * `@docusaurus/plugin-content-blog` or `-docs`), as sites do to add lists to it: the mapping takes
   * its options as that plugin's, and the plugin itself is not run.
   */
  extends?: { kind: 'blog' | 'docs'; options: unknown };
}

// A module that imports Docusaurus's blog or docs plugin (to call it and add to what it makes).
const EXTENDS_RE = /(?:from\s*|require\(\s*|import\(\s*)['"]@docusaurus\/plugin-content-(blog|docs)['"]/;

export interface PluginIo {
  /** Bundle and run a plugin module; its exports. */
  load: (file: string) => Promise<{ default?: unknown }>;
  /** `require.resolve` as the config has it (`./src/plugins/x` finds x/index.js or x.ts). */
  resolve: (request: string) => string;
  /** A promise bounded by the config's time limit. */
  within: <T>(value: T | Promise<T>) => Promise<T>;
  /** The package a value came from, if any: such plugins are npm plugins, not the site's own. */
  fromPackage: (value: unknown) => string | undefined;
}

// What the build runs of a plugin listed in zapsite's `plugins` (site-plugins/run.ts).
// Methods only Docusaurus's CLI calls (a command of the plugin's own, swizzle's listing): nothing a
// build makes depends on them, so a plugin that has them is run all the same, and they are not named.
export const CLI_ONLY = new Set(['extendCli', 'getSwizzleComponentList', 'getSwizzleConfig']);

export const BUILD_RUNS = new Set([
  'name',
  'loadContent',
  'contentLoaded',
  'injectHtmlTags',
  'postBuild',
  'getPathsToWatch',
  'configureWebpack',
  'configurePostCss',
  'getClientModules',
]);

/** Each local plugin in `config.plugins` (of the config `file`), run; a plugin that fails to load or run is a note. */
export async function readLocalPlugins(
  config: Record<string, unknown>,
  file: string,
  io: PluginIo,
): Promise<LocalPlugin[]> {
  const root = dirname(file);
  const out: LocalPlugin[] = [];
  const entries: unknown[] = Array.isArray(config.plugins) ? config.plugins : [];
  for (const [index, entry] of entries.entries()) {
    const [target, options] = Array.isArray(entry) ? [entry[0], entry[1]] : [entry, undefined];
    const isPath = typeof target === 'string' && isLocalPath(target);
    const isFunction = typeof target === 'function' && !io.fromPackage(target);
    if (!isPath && !isFunction) continue;
    const given = isPath ? target : (target as { name?: string }).name || 'anonymous plugin';
    const plugin: LocalPlugin = { entry, name: given, given, alias: {}, notes: [] };
    out.push(plugin);
    // Listed for the build even if it fails here: the build runs it and names the failure.
    if (!isPath) plugin.inline = { docusaurusConfig: `./${basename(file)}`, index };
    try {
      const wraps = isPath ? EXTENDS_RE.exec(readFileSync(io.resolve(target), 'utf8')) : null;
      if (wraps) {
        plugin.extends = { kind: wraps[1] as 'blog' | 'docs', options: options ?? {} };
        continue;
      }
      const fn = isPath ? pluginFunction(await io.load(io.resolve(target))) : target;
      if (typeof fn !== 'function') {
        plugin.notes.push(`${given} does not export a plugin function, so it was not run.`);
        continue;
      }
      const made = await io.within((fn as PluginFunction)(pluginContext(config, root), options ?? {}));
      if (!made || typeof made !== 'object') continue;
      const p = made as Record<string, unknown>;
      if (typeof p.name === 'string' && p.name) plugin.name = p.name;
      if (typeof p.configureWebpack === 'function') await readWebpack(p, plugin, root, io);
      // Listed in zapsite's `plugins`, it runs at every build: only what the build does not run is noted.
      const others = Object.keys(p).filter((k) => typeof p[k] === 'function' && !BUILD_RUNS.has(k) && !CLI_ONLY.has(k));
      if (isPath) plugin.module = { path: aliasTarget(target, root), options };
      if (others.length)
        plugin.notes.push(`its ${others.join(', ')} ${others.length > 1 ? 'are' : 'is'} not run by zapsite.`);
    } catch (error) {
      plugin.notes.push(`it could not be run: ${(error as Error).message ?? String(error)}`);
    }
  }
  return out;
}

type PluginFunction = (context: unknown, options: unknown) => unknown;

const isLocalPath = (p: string) => /^\.\.?(\/|$)/.test(p) || (isAbsolute(p) && !inPackage(p));

function pluginFunction(exports: { default?: unknown }): unknown {
  return typeof exports === 'function' ? exports : (exports.default ?? exports);
}

/** The parts of Docusaurus's LoadContext plugins read when they are made. */
export function pluginContext(
  config: Record<string, unknown>,
  root: string,
  outDir = join(root, 'build'),
): Record<string, unknown> {
  const i18n = (config.i18n ?? {}) as { defaultLocale?: string; locales?: string[] };
  const locale = i18n.defaultLocale ?? 'en';
  return {
    siteDir: root,
    siteConfig: config,
    siteConfigPath: root,
    generatedFilesDir: join(root, '.docusaurus'),
    outDir,
    localizationDir: join(root, 'i18n', locale),
    baseUrl: typeof config.baseUrl === 'string' ? config.baseUrl : '/',
    i18n: { defaultLocale: locale, locales: i18n.locales ?? [locale], currentLocale: locale, localeConfigs: {} },
    codeTranslations: {},
    siteStorage: { type: 'localStorage', namespace: '' },
  };
}

/**
 * `configureWebpack(config, isServer, utils)` as Docusaurus calls it for the browser bundle, with a
 * webpack config of its shape; `resolve.alias` from what it returns or what it changed is kept.
 */
export async function readWebpack(
  p: Record<string, unknown>,
  plugin: LocalPlugin,
  root: string,
  io: Pick<PluginIo, 'within'>,
): Promise<void> {
  const webpack = {
    mode: 'production',
    entry: {},
    output: { path: join(root, 'build'), publicPath: '/' },
    resolve: { alias: {} as Record<string, unknown>, extensions: ['.js', '.jsx', '.ts', '.tsx', '.json'], modules: [] },
    module: { rules: docusaurusRules() },
    plugins: [] as unknown[],
    optimization: {},
  };
  const rulesBefore = rulesText(webpack.module.rules);
  const utils = {
    getStyleLoaders: () => [],
    getJSLoader: () => ({ loader: 'babel-loader', options: {} }),
    currentBundler: { name: 'webpack', instance: WEBPACK },
  };
  const configure = p.configureWebpack as (
    config: unknown,
    isServer: boolean,
    utils: unknown,
    content: unknown,
  ) => unknown;
  const returned = (await io.within(configure(webpack, false, utils, undefined))) as
    Record<string, unknown> | undefined;
  const given = returned && typeof returned === 'object' ? returned : {};
  const resolveGiven = (given.resolve ?? {}) as Record<string, unknown>;
  const aliases = { ...webpack.resolve.alias, ...((resolveGiven.alias ?? {}) as Record<string, unknown>) };
  for (const [name, target] of Object.entries(aliases)) {
    // webpack's `false`: the module is left out, an empty one in its place (a package for Node only).
    if (target === false) {
      (plugin.empty ??= []).push(name.replace(/\$$/, ''));
      continue;
    }
    if (typeof target !== 'string') {
      plugin.notes.push(`its alias "${name}" is not a single path, so it is not carried over.`);
      continue;
    }
    // webpack's `name$` matches the import exactly; esbuild's alias matches it and its subpaths.
    plugin.alias[name.replace(/\$$/, '')] = aliasTarget(target, root);
  }
  const added = [...webpack.plugins, ...(Array.isArray(given.plugins) ? given.plugins : [])];
  const unused: string[] = [];
  for (const p of added) {
    const made = p && typeof p === 'object' ? (p as Partial<MadePlugin>)[MADE] : undefined;
    if (made?.name === 'DefinePlugin') defineFrom(made.options, plugin);
    else unused.push(made?.name ?? 'a plugin');
  }
  const other = [
    ...Object.keys(given).filter((k) => k !== 'resolve' && k !== 'mergeStrategy' && k !== 'plugins'),
    ...Object.keys(resolveGiven)
      .filter((k) => k !== 'alias')
      .map((k) => `resolve.${k}`),
    ...(!('module' in given) && rulesText(webpack.module.rules) !== rulesBefore ? ['module.rules'] : []),
    ...(unused.length ? [`plugins (${[...new Set(unused)].join(', ')})`] : []),
  ];
  if (other.length)
    plugin.notes.push(
      `its configureWebpack sets ${other.join(', ')}, which zapsite does not use (only resolve.alias and DefinePlugin are carried over).`,
    );
}

/**
 * The browser bundle's module rules as Docusaurus 3.10 has them when a site's plugin is called (its
 * SVGR plugin has wrapped the SVG rule), with loader names in place of resolved paths: a plugin
 * that finds a rule by its `test` and changes it (crawlee's turns SVGO off for one file) runs to
 * its end, and its aliases are read.
 */
function docusaurusRules(): unknown[] {
  const url = (folder: string) => ({
    loader: 'url-loader',
    options: { limit: 10000, name: `assets/${folder}/[name]-[contenthash].[ext]`, fallback: 'file-loader' },
  });
  const svgo = {
    plugins: [{ name: 'preset-default', params: { overrides: { removeTitle: false, removeViewBox: false } } }],
  };
  const styles = (modules: boolean) => [
    { loader: 'mini-css-extract-plugin' },
    {
      loader: 'css-loader',
      options: {
        importLoaders: 1,
        ...(modules ? { modules: { localIdentName: '[local]_[contenthash:base64:4]' } } : {}),
      },
    },
    { loader: 'postcss-loader' },
  ];
  return [
    { use: [url('images')], test: /\.(?:ico|jpe?g|png|gif|webp|avif)(?:\?.*)?$/i },
    {
      test: /\.svg$/i,
      oneOf: [
        {
          use: [
            { loader: '@svgr/webpack', options: { prettier: false, svgo: true, svgoConfig: svgo, titleProp: true } },
          ],
          issuer: { and: [/\.(?:tsx?|jsx?|mdx?)$/i] },
        },
        { use: [url('images')], test: /\.svg$/i },
      ],
    },
    { use: [url('fonts')], test: /\.(?:woff2?|eot|ttf|otf)$/i },
    { use: [url('medias')], test: /\.(?:mp4|avi|mov|mkv|mpg|mpeg|vob|wmv|m4v|webm|ogv|wav|mp3|m4a|aac|oga|flac)$/i },
    {
      use: [{ loader: 'file-loader', options: { name: 'assets/files/[name]-[contenthash].[ext]' } }],
      test: /\.(?:pdf|docx?|xlsx?|zip|rar)$/i,
    },
    { test: /\.[jt]sx?$/i, use: [{ loader: 'babel-loader', options: {} }] },
    { test: /\.css$/i, exclude: /\.module\.css$/i, use: styles(false) },
    { test: /\.module\.css$/i, use: styles(true) },
  ];
}

/** The rules as text (a RegExp as its source), to tell whether a plugin changed them in place. */
function rulesText(rules: unknown[]): string {
  return JSON.stringify(rules, (_, v: unknown) => (v instanceof RegExp ? String(v) : v));
}

const MADE = Symbol('zapsite.webpack-plugin');
interface MadePlugin {
  [MADE]: { name: string; options: unknown };
}

/**
 * webpack as Docusaurus hands it to configureWebpack (`currentBundler.instance`): each of its
 * plugin classes (`new instance.DefinePlugin({...})`, `ProvidePlugin`, any other) makes a plugin
 * that remembers its name and options, so the hook runs to its end and returns its aliases.
 */
const WEBPACK: Record<string, unknown> = new Proxy(
  {},
  {
    get: (_, name) =>
      typeof name !== 'string'
        ? undefined
        : class {
            [MADE] = { name, options: undefined as unknown };
            constructor(options?: unknown) {
              this[MADE].options = options;
            }
            apply(): void {}
          },
  },
);

const DOTTED_NAME = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/;

/**
 * DefinePlugin's definitions as esbuild's `define` takes them: a dotted name for a literal (JSON) or
 * a dotted name, as code text (a string as written, other values as JSON). webpack takes any code;
 * what esbuild cannot is noted and left out.
 */
function defineFrom(options: unknown, plugin: LocalPlugin): void {
  if (!options || typeof options !== 'object') return;
  for (const [key, value] of Object.entries(options)) {
    const code = typeof value === 'string' ? value.trim() : JSON.stringify(value ?? null);
    if (DOTTED_NAME.test(key) && code !== undefined && (DOTTED_NAME.test(code) || isJson(code)))
      (plugin.define ??= {})[key] = code;
    else
      plugin.notes.push(
        `its DefinePlugin definition of ${key} is not a name for a literal, so it is not carried over.`,
      );
  }
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** A path as `./x` relative to the site (or `../x` outside it); a package name stays as it is. */
function aliasTarget(target: string, root: string): string {
  if (!isAbsolute(target) && !target.startsWith('.')) return target;
  const rel = relative(root, isAbsolute(target) ? target : join(root, target))
    .split('\\')
    .join('/');
  return rel.startsWith('..') ? rel : `./${rel}`;
}
