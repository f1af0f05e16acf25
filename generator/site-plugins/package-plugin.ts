// A Docusaurus plugin published as an npm package (`'docusaurus-plugin-umami'`,
// `'@docusaurus/plugin-google-gtag'`), found and made ready as Docusaurus's core does: resolved from
// the site's folder, loaded with Docusaurus's own loader when the site has it (else by Node), its
// options passed through the module's `validateOptions` with Docusaurus's `validate` (Joi,
// `convert: false`, an `id` added), so the plugin sees the options it would see under Docusaurus
// (gtag's `trackingID` made a list).
import { createRequire } from 'node:module';
import { isAbsolute, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isMainThread } from 'node:worker_threads';
import { siteCodeLimitMs } from '../site-code.ts';

/** A name Docusaurus resolves as a package: neither a path nor relative. */
export const isPackageName = (name: string): boolean => !/^\.\.?(\/|$)/.test(name) && !isAbsolute(name);

/**
 * The package's entry file as the site's require finds it; else (a preset's plugin under pnpm, not
 * hoisted to the site) as the classic preset's require finds it, where Docusaurus resolves it from.
 */
export function resolvePackagePlugin(name: string, root: string): string | undefined {
  const site = createRequire(join(root, 'package.json'));
  for (const from of [site, presetRequire(site)]) {
    try {
      if (from) return from.resolve(name);
    } catch {
      // Try the next place.
    }
  }
  return undefined;
}

function presetRequire(site: NodeRequire): NodeRequire | undefined {
  try {
    return createRequire(site.resolve('@docusaurus/preset-classic'));
  } catch {
    return undefined;
  }
}

export interface PackagePluginModule {
  fn: unknown;
  validateOptions?: (args: { validate: Validate; options: unknown }) => unknown;
}

type Validate = (schema: unknown, options?: unknown) => unknown;

/**
 * The module's plugin function and its `validateOptions`, loaded as Docusaurus loads it: with the
 * site's `@docusaurus/utils` `loadFreshModule` (jiti, whose interop gives an ES module importing a
 * CommonJS package its `exports.default`, as `@docusaurus/logger`'s), when Docusaurus is installed
 * beside the site, as it is wherever its plugins are; else by Node.
 */
export async function loadPackagePlugin(file: string, root: string): Promise<PackagePluginModule> {
  const loadFresh = docusaurusLoader(root);
  return pluginModuleParts(loadFresh ? await loadFresh(file) : await nodeImport(file));
}

/**
 * A plugin module's function and `validateOptions`, as Docusaurus's core takes them from what it
 * loaded (`module.default?.validateOptions ?? module.validateOptions`): CommonJS (`exports.default`
 * under an import's default), an ES module, or the plugin function itself (its own property).
 */
export function pluginModuleParts(loaded: unknown): PackagePluginModule {
  const mod = (loaded ?? {}) as Record<string, unknown>;
  const inner = (mod.default ?? {}) as Record<string, unknown>;
  const fn = [inner.default, mod.default, mod].find((v) => typeof v === 'function');
  const validateOptions = [inner.validateOptions, mod.validateOptions].find((v) => typeof v === 'function');
  return { fn, validateOptions: validateOptions as PackagePluginModule['validateOptions'] };
}

function docusaurusLoader(root: string): ((file: string) => Promise<unknown>) | undefined {
  try {
    const utils = createRequire(join(root, 'package.json'))('@docusaurus/utils') as { loadFreshModule?: unknown };
    return typeof utils.loadFreshModule === 'function'
      ? (utils.loadFreshModule as (file: string) => Promise<unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

async function nodeImport(file: string): Promise<unknown> {
  try {
    return await import(pathToFileURL(file).href);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'ERR_UNSUPPORTED_DIR_IMPORT') throw error;
    // An ES module importing its own files without extensions (`from './index'`), which Node refuses
    // and jiti resolves: bundled as a site plugin file is, its packages left to Node.
    const { evaluateConfig } = await import('../config/evaluate.ts');
    return (await evaluateConfig(file, {}, siteCodeLimitMs(), { packages: 'external', runtimeNodeEnv: true })).exports;
  }
}

/** The options as the plugin gets them: through its `validateOptions`, else with Docusaurus's `id: 'default'`. */
export function pluginOptions(module: Pick<PackagePluginModule, 'validateOptions'>, options: unknown): unknown {
  const given = (options ?? {}) as Record<string, unknown>;
  if (!module.validateOptions) return { ...given, id: given.id ?? 'default' };
  return module.validateOptions({ validate: normalizePluginOptions, options: given });
}

interface JoiSchema {
  append?: (keys: Record<string, unknown>) => JoiSchema;
  validate: (value: unknown, options: object) => { error?: Error; value: unknown };
  $_root?: { string: () => { regex: (re: RegExp) => { default: (v: string) => unknown } } };
}

/**
 * Docusaurus's `normalizePluginOptions`: the plugin's own Joi schema (from the Joi the plugin
 * loaded), with the multi-instance `id` every plugin may take, validated without type conversion.
 */
function normalizePluginOptions(schema: unknown, options: unknown = {}): unknown {
  const s = schema as JoiSchema;
  const withId =
    s.append && s.$_root
      ? s.append({
          id: s.$_root
            .string()
            .regex(/^[\w-]+$/)
            .default('default'),
        })
      : s;
  const { error, value } = withId.validate(options, { convert: false });
  if (error) throw error;
  return value;
}

/**
 * Runs `fn` as Docusaurus runs a plugin: `process.env.NODE_ENV` set (analytics plugins turn
 * themselves off in development) and, given `cwd`, in the site's folder, where `docusaurus build`
 * runs (a plugin reading `process.cwd()/src/data` finds it when zapsite was given `--root`). Only
 * on the main thread: a worker cannot change the process's folder.
 */
export async function runAsDocusaurus<T>(
  env: 'production' | 'development',
  fn: () => T | Promise<T>,
  cwd?: string,
): Promise<T> {
  const before = { env: process.env.NODE_ENV, cwd: process.cwd() };
  const move = cwd !== undefined && isMainThread && cwd !== before.cwd;
  process.env.NODE_ENV = env;
  if (move) process.chdir(cwd);
  try {
    return await fn();
  } finally {
    if (move) process.chdir(before.cwd);
    if (before.env === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before.env;
  }
}
