// The site's own Docusaurus plugins (the config's `plugins`: module paths, `[path, options]` pairs or
// functions), run at build time as Docusaurus runs them, because what they produce (routes, data,
// tags) may change with every build: `loadContent()`, then `contentLoaded({ content, actions })`,
// then `injectHtmlTags({ content })`; `postBuild` is kept for after the output is written
// (pipeline.ts runs it on the new output folder before it is swapped in), `getPathsToWatch` is
// added to what dev watches, `configureWebpack`'s `resolve.alias` joins the config's `alias`, and
// the PostCSS plugins `configurePostCss` adds run over the site's stylesheets (bundle/site-postcss.ts).
// Any other lifecycle method is a warning at its line. Each call runs as site code of the
// plugin's file (site-code.ts), so a loop or a process.exit in it is stopped and named.
import { readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { evaluateConfig, type ConfigPlace, type EvaluatedConfig } from '../config/evaluate.ts';
import { CONFIG_FILE } from '../config/file-names.ts';
import { ZapsiteError, EXIT_CONTENT, diag } from '../diagnostics.ts';
import { enterPage, isSiteExit, leavePage, siteCodeLimitMs } from '../site-code.ts';
import { BUILD_RUNS, CLI_ONLY, pluginContext, readWebpack, type LocalPlugin } from '../migrate/local-plugins.ts';
import { isDocusaurusPluginRef, takePlugin, type ConfigRuns, type DocusaurusPluginRef } from './docusaurus-config.ts';
import { tagsHtml, type HtmlTags } from './html-tags.ts';
import { presetEnvEntry, readyPlugins } from '../bundle/site-postcss.ts';
import {
  isPackageName,
  loadPackagePlugin,
  pluginModuleParts,
  pluginOptions,
  resolvePackagePlugin,
  runAsDocusaurus,
  type PackagePluginModule,
} from './package-plugin.ts';
import type { Diagnostic } from '../types.ts';

/** A plugin as the config lists it: a module path, a function, or either with its options; or one taken from a Docusaurus config. */
export type PluginEntry = string | PluginFunction | [string | PluginFunction, unknown?] | DocusaurusPluginRef;
type PluginFunction = (context: unknown, options: unknown) => unknown;

/** A route a plugin added: its component (an absolute path) rendered as a React page at `path`. */
export interface PluginRoute {
  path: string;
  component: string;
  /** Prop name -> a `createData` path (or a module path): the component gets the module's value. */
  modules: Record<string, string>;
  plugin: string;
}

export interface PostBuild {
  plugin: string;
  run: (props: Record<string, unknown>) => unknown;
  source: Source;
}

export interface SitePlugins {
  routes: PluginRoute[];
  /** createData files, by absolute path: their text. */
  data: Map<string, string>;
  /** `globalData[pluginName][pluginId]`, as `useGlobalData()` returns it. */
  globalData: Record<string, Record<string, unknown>>;
  tags: HtmlTags;
  postBuild: PostBuild[];
  alias: Record<string, string>;
  /** What their configureWebpack's DefinePlugin replaces in the site's code, as esbuild's `define`. */
  define: Record<string, string>;
  /** The modules their configureWebpack's `resolve.alias` sets to `false`: empty modules in both bundles. */
  empty: string[];
  /** The PostCSS plugins their configurePostCss() hooks left in the list (bundle/site-postcss.ts). */
  postcss: unknown[];
  /** What their getClientModules returned, as absolute paths, in plugin order (bundle/client-modules.ts). */
  clientModules: string[];
  /** The plugins' files and what getPathsToWatch returned: watched in dev. */
  inputs: string[];
  warnings: Diagnostic[];
}

// What Docusaurus calls that zapsite runs is migrate's BUILD_RUNS; any other function-valued key is warned about.
const NOT_METHODS = new Set(['name', 'options', 'version']);

export const NO_PLUGINS: SitePlugins = {
  routes: [],
  data: new Map(),
  globalData: {},
  tags: { head: '', preBody: '', postBody: '' },
  postBuild: [],
  alias: {},
  define: {},
  empty: [],
  postcss: [],
  clientModules: [],
  inputs: [],
  warnings: [],
};

export interface Source {
  /** Relative to the site: the plugin's module, or the config for a function written there. */
  file: string;
  text: string;
  locate?: EvaluatedConfig['locate'];
  /** Where the plugin's function starts in `text` (one of several written in a config): its methods are looked for from there. */
  from?: number;
  /** `process.env.NODE_ENV` while its methods run, as Docusaurus sets it; production unless said. */
  env?: 'production' | 'development';
  /** The folder its methods run in: the site's, where `docusaurus build` runs them (`process.cwd()` in them). */
  cwd?: string;
}

/** The site as the plugins see it. */
interface PluginSite {
  root: string;
  configFile?: string;
  siteConfig: Record<string, unknown>;
  dev: boolean;
  /** The folder the build writes into before it becomes the output (LoadContext's `outDir`); else `<site>/build`. */
  outDir?: string;
  /** The build's runs of Docusaurus configs, shared with what else it takes from them (editUrl functions). */
  runs?: ConfigRuns;
}

/** A plugin the site's config lists, once its function ran: the object whose methods are called. */
interface LoadedPlugin {
  plugin: Record<string, unknown>;
  /** Its `name`, else what the config gave. */
  name: string;
  /** The module path the config gave, or the function's name. */
  given: string;
  entry: PluginEntry;
  source: Source;
}

export async function runSitePlugins(entries: readonly PluginEntry[], site: PluginSite): Promise<SitePlugins> {
  const out: SitePlugins = {
    ...NO_PLUGINS,
    data: new Map(),
    globalData: {},
    // Each plugin's tags are appended in the order the config lists the plugins.
    tags: { head: '', preBody: '', postBody: '' },
    routes: [],
    postBuild: [],
    alias: {},
    define: {},
    empty: [],
    postcss: [presetEnvEntry()],
    clientModules: [],
    inputs: [],
    warnings: [],
  };
  // A config's packages the site lacks, said once: with the build's warnings, or with a plugin's failure.
  const said: Diagnostic[] = [];
  try {
    await runEntries(entries, site, out, said);
  } catch (error) {
    if (error instanceof ZapsiteError) error.diagnostics.unshift(...said);
    throw error;
  }
  out.warnings.unshift(...said);
  return out;
}

async function runEntries(entries: readonly PluginEntry[], site: PluginSite, out: SitePlugins, said: Diagnostic[]) {
  const context = pluginContext(site.siteConfig, site.root, site.outDir);
  const runs: ConfigRuns = site.runs ?? new Map();
  for (const [position, entry] of entries.entries()) {
    let [target, options] = Array.isArray(entry) ? [entry[0], entry[1]] : [entry, undefined];
    let found;
    if (isDocusaurusPluginRef(target)) {
      const taken = await takePlugin(target, { ...site, position, ms: siteCodeLimitMs(), runs });
      const { file, text, locate, from } = taken;
      if (taken.standIn && !said.some((d) => d.file === file)) said.push(taken.standIn);
      found = { source: { file, text, locate, from }, ...pluginModuleParts(taken.fn), inputs: taken.inputs };
      [target, options] = [taken.fn, taken.options];
    } else found = await pluginFunction(target, site);
    const { fn, inputs } = found;
    const source: Source = { ...found.source, env: envOf(site), cwd: site.root };
    out.inputs.push(...inputs);
    const given = typeof target === 'string' ? target : target.name || 'anonymous plugin';
    if (typeof fn !== 'function') throw failed(source, { plugin: given, why: 'it does not export a plugin function' });
    // Docusaurus passes every plugin's options through its validateOptions first: the module's export, or the function's own.
    const { validateOptions } = found;
    if (validateOptions) {
      const raw = options;
      options = await call(source, given, 'validateOptions', () => pluginOptions({ validateOptions }, raw));
    }
    const plugin = (await call(source, given, 'the plugin function', () =>
      (fn as PluginFunction)(context, options ?? {}),
    )) as Record<string, unknown> | undefined | null;
    if (!plugin || typeof plugin !== 'object') continue;
    const name = typeof plugin.name === 'string' && plugin.name ? plugin.name : given;
    out.warnings.push(...unsupportedMethods({ plugin, name, given, entry, source }));
    await runLifecycle({ plugin, name, given, entry, source }, site, out);
  }
}

/** Docusaurus's NODE_ENV for the site's plugins: development under `zapsite dev`. */
const envOf = (site: PluginSite): 'development' | 'production' => (site.dev ? 'development' : 'production');

/**
 * The plugin's function: exported by its module (evaluated as site code, with a source map so a
 * throw is placed in it), or written in the config itself.
 */
async function pluginFunction(
  target: string | PluginFunction,
  site: PluginSite,
): Promise<{
  source: Source;
  fn: unknown;
  inputs: string[];
  validateOptions?: PackagePluginModule['validateOptions'];
}> {
  const configRel = site.configFile ? relative(site.root, site.configFile) : CONFIG_FILE;
  if (typeof target !== 'string')
    return { source: { file: configRel, text: readText(site.configFile) }, ...pluginModuleParts(target), inputs: [] };
  const file = resolvePlugin(target, site.root);
  const packaged = !file && isPackageName(target) ? resolvePackagePlugin(target, site.root) : undefined;
  if (packaged) {
    // A published plugin: Node loads it with its own dependencies, as Docusaurus does; it is not watched.
    const source = { file: relative(site.root, packaged), text: readText(packaged) };
    try {
      const loaded = await runAsDocusaurus(envOf(site), () => loadPackagePlugin(packaged, site.root), site.root);
      return { source, ...loaded, inputs: [] };
    } catch (error) {
      throw failed(source, { plugin: target, why: message(error) });
    }
  }
  if (!file)
    throw failed(
      { file: configRel, text: readText(site.configFile) },
      {
        plugin: target,
        why: isPackageName(target)
          ? `neither a module ${target} (relative to the site folder) nor an installed package ${target} was found; install the package in the site`
          : `its module ${target} was not found (relative to the site folder)`,
        find: target,
      },
    );
  const rel = relative(site.root, file);
  let loaded: EvaluatedConfig;
  try {
    // A module may write as it loads: in the site's folder, as under `docusaurus build`.
    loaded = await runAsDocusaurus(
      envOf(site),
      () => evaluateConfig(file, {}, siteCodeLimitMs(), { sourcemap: true, packages: 'external' }),
      site.root,
    );
  } catch (error) {
    // Placed where the module threw as it loaded (a require of a package the site has not installed).
    throw failed({ file: rel, text: readText(file), cwd: site.root }, { plugin: target, why: message(error), error });
  }
  return {
    source: { file: rel, text: readText(file), locate: loaded.locate },
    ...pluginModuleParts(loaded.exports),
    inputs: loaded.inputs,
  };
}

/** A warning for each lifecycle method the plugin defines that zapsite does not run. */
function unsupportedMethods({ plugin, name, source }: LoadedPlugin): Diagnostic[] {
  return Object.entries(plugin)
    .filter(
      ([key, value]) =>
        typeof value === 'function' && !BUILD_RUNS.has(key) && !NOT_METHODS.has(key) && !CLI_ONLY.has(key),
    )
    .map(([key]) =>
      diag({
        code: 'plugin-method-unsupported',
        args: { method: 'lifecycle', plugin: name, key },
        ...placeOf(source, key),
      }),
    );
}

/** The lifecycle methods zapsite runs, in Docusaurus's order, each adding what it gives to `out`. */
async function runLifecycle(loaded: LoadedPlugin, site: PluginSite, out: SitePlugins): Promise<void> {
  const { plugin, name, given, entry, source } = loaded;
  const method = (key: string) => plugin[key] as ((...args: unknown[]) => unknown) | undefined;
  const run = (key: string, fn: () => unknown) => call(source, name, key, fn);
  const content = method('loadContent')
    ? await run('loadContent', () => method('loadContent')!.call(plugin))
    : undefined;
  if (method('contentLoaded')) {
    const actions = pluginActions(name, site.root, out);
    await run('contentLoaded', () => method('contentLoaded')!.call(plugin, { content, actions, allContent: {} }));
  }
  if (method('injectHtmlTags')) {
    const tags = (await run('injectHtmlTags', () => method('injectHtmlTags')!.call(plugin, { content }))) as
      Record<string, unknown> | undefined;
    try {
      out.tags.head += tagsHtml(tags?.headTags);
      out.tags.preBody += tagsHtml(tags?.preBodyTags);
      out.tags.postBody += tagsHtml(tags?.postBodyTags);
    } catch (error) {
      throw failed(source, { plugin: name, method: 'injectHtmlTags', why: message(error) });
    }
  }
  if (method('getClientModules')) {
    // Relative to the plugin's folder, as Docusaurus resolves them (a function in a config: the site's).
    const modules = await run('getClientModules', () => method('getClientModules')!.call(plugin));
    const from = resolve(site.root, dirname(source.file));
    if (Array.isArray(modules))
      for (const m of modules) if (typeof m === 'string') out.clientModules.push(resolve(from, m));
  }
  if (method('getPathsToWatch')) {
    const paths = await run('getPathsToWatch', () => method('getPathsToWatch')!.call(plugin));
    if (Array.isArray(paths)) for (const p of paths) if (typeof p === 'string') out.inputs.push(resolve(site.root, p));
  }
  if (method('configureWebpack')) {
    const read: LocalPlugin = { entry, name, given, alias: {}, notes: [] };
    await run('configureWebpack', () => readWebpack(plugin, read, site.root, { within: (v) => Promise.resolve(v) }));
    Object.assign(out.alias, read.alias);
    Object.assign(out.define, read.define);
    out.empty.push(...(read.empty ?? []));
    for (const note of read.notes)
      out.warnings.push(
        diag({
          code: 'plugin-method-unsupported',
          args: { method: 'configureWebpack', plugin: name, note },
          ...placeOf(source, 'configureWebpack'),
        }),
      );
  }
  if (method('configurePostCss')) {
    // Each hook gets the options the one before returned (or changed), as Docusaurus chains them.
    const options = { ident: 'postcss', plugins: out.postcss };
    const result = (await run('configurePostCss', () => method('configurePostCss')!.call(plugin, options))) as
      { plugins?: unknown } | undefined;
    const plugins = result?.plugins ?? options.plugins;
    if (!Array.isArray(plugins))
      throw failed(source, { plugin: name, method: 'configurePostCss', why: 'it left `plugins` not a list' });
    try {
      readyPlugins(site.root, plugins);
    } catch (error) {
      throw failed(source, { plugin: name, method: 'configurePostCss', why: message(error) });
    }
    out.postcss = plugins;
  }
  const postBuild = method('postBuild');
  if (postBuild && !site.dev)
    out.postBuild.push({ plugin: name, source, run: (props) => postBuild.call(plugin, { ...props, content }) });
}

/** The `actions` contentLoaded gets: what it adds (routes, data files, global data) goes to `out`. */
function pluginActions(name: string, root: string, out: SitePlugins) {
  const dataDir = join(root, '.docusaurus', name, 'default');
  return {
    addRoute: (route: Record<string, unknown>) => {
      if (typeof route?.path !== 'string' || typeof route.component !== 'string')
        throw new Error('addRoute needs a `path` and a `component` (a module path).');
      const modules: Record<string, string> = {};
      for (const [prop, m] of Object.entries((route.modules ?? {}) as Record<string, unknown>))
        if (typeof m === 'string') modules[prop] = m;
        else if (m && typeof m === 'object' && typeof (m as { path?: unknown }).path === 'string')
          modules[prop] = (m as { path: string }).path;
      out.routes.push({ path: route.path, component: componentPath(route.component, root), modules, plugin: name });
    },
    createData: async (file: string, data: unknown) => {
      const path = join(dataDir, file);
      out.data.set(path, typeof data === 'string' ? data : JSON.stringify(data));
      return path;
    },
    setGlobalData: (data: unknown) => {
      (out.globalData[name] ??= {}).default = data;
    },
  };
}

/** Runs one lifecycle call as site code of the plugin's file; its failure is one located error. */
export async function call(source: Source, plugin: string, method: string, fn: () => unknown): Promise<unknown> {
  const place = placeOf(source, method === 'the plugin function' ? undefined : method);
  const what =
    method === 'the plugin function' ? `the plugin function "${plugin}"` : `the plugin "${plugin}" in ${method}`;
  enterPage(source.file, { file: source.file, what, place });
  try {
    return await runAsDocusaurus(source.env ?? 'production', fn, source.cwd);
  } catch (error) {
    if (error instanceof ZapsiteError) throw error;
    const what = isSiteExit(error) ? `${message(error)}: site code may not end the process` : message(error);
    throw failed(source, { plugin, method, why: what, error });
  } finally {
    leavePage();
  }
}

/** What went wrong in a plugin: in which method, why, and what to look for in its file to place it. */
interface PluginFailure {
  plugin: string;
  method?: string;
  why: string;
  /** Written in the file where the failure is (a module path in the config); else the method's name. */
  find?: string;
  /** What was thrown: where the plugin's source map places it, the failure is placed. */
  error?: unknown;
}

function failed(source: Source, { plugin, method, why, find, error }: PluginFailure): ZapsiteError {
  const thrownAt =
    error !== undefined ? (source.locate?.(error) ?? (error as { place?: ConfigPlace } | null)?.place) : undefined;
  const place = thrownAt
    ? {
        // Named from the site folder, as every other place is.
        file: source.cwd && isAbsolute(thrownAt.file) ? relative(source.cwd, thrownAt.file) : thrownAt.file,
        line: thrownAt.line,
        column: thrownAt.column,
        sourceLine: lineOf(readText(resolve(thrownAt.file)), thrownAt.line),
      }
    : placeOf(source, find ?? method);
  return new ZapsiteError(
    [
      diag({
        code: 'plugin-failed',
        args: { plugin, method, why },
        ...place,
      }),
    ],
    EXIT_CONTENT,
    { cause: error },
  );
}

/** Where `name` is first written as a method or key in the plugin's file (a good guess: the stack may not say). */
function placeOf(
  source: Source,
  name: string | undefined,
): Pick<Diagnostic, 'file' | 'line' | 'column' | 'sourceLine'> {
  if (!name) return { file: source.file };
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const re = new RegExp(`(^|[^\\w$.])(${escaped})\\s*[(:=]|['"]${escaped}['"]`, 'm');
  // From the plugin's own function on when it is one of several in the file, else from the top.
  const m = firstMatch(re, source.text, source.from ?? 0) ?? firstMatch(re, source.text, 0);
  if (!m) return { file: source.file };
  const index = m.index + (m[1]?.length ?? 0);
  const before = source.text.slice(0, index);
  const line = before.split('\n').length;
  const column = index - before.lastIndexOf('\n');
  return { file: source.file, line, column, sourceLine: lineOf(source.text, line) };
}

function firstMatch(re: RegExp, text: string, from: number): RegExpExecArray | null {
  const sticky = new RegExp(re.source, re.flags.replace('g', '') + 'g');
  sticky.lastIndex = from;
  return sticky.exec(text);
}

function lineOf(text: string, line: number): string | undefined {
  return text.split('\n')[line - 1];
}

function readText(file: string | undefined): string {
  try {
    return file ? readFileSync(file, 'utf8') : '';
  } catch {
    return '';
  }
}

function message(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // fetch's own message is only "fetch failed": why (a host that does not resolve, a refused connection) is its cause.
  const cause =
    error.cause instanceof Error && error.cause.message ? ` (${error.cause.message.replace(/\.$/, '')})` : '';
  return error.message.replace(/\.$/, '') + cause;
}

const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs', '.cjs'];

/** `./src/plugins/x` as Docusaurus's require finds it: the file, with an extension, or its index. */
function resolvePlugin(request: string, root: string): string | undefined {
  const base = isAbsolute(request) ? request : resolve(root, request);
  for (const ext of EXTENSIONS) if (isFile(base + ext)) return base + ext;
  for (const ext of EXTENSIONS.slice(1)) if (isFile(join(base, 'index' + ext))) return join(base, 'index' + ext);
  return undefined;
}

function componentPath(component: string, root: string): string {
  if (component.startsWith('@site/'))
    return resolvePlugin(join(root, component.slice(6)), root) ?? join(root, component.slice(6));
  if (isAbsolute(component) || component.startsWith('.'))
    return resolvePlugin(component, root) ?? resolve(root, component);
  return component;
}

function isFile(p: string): boolean {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
}
