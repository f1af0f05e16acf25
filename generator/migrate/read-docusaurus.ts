// Find a site's docusaurus.config.{ts,mjs,js} and run it as Docusaurus would: from the site's
// folder, with `__dirname` its own, the packages it imports loaded for real when the site has them
// installed, and a stand-in (a stub) only for what is missing. The run itself is zapsite's config
// runner (config/evaluate.ts: esbuild, a time limit).
import { existsSync, readFileSync } from 'node:fs';
import nodeModule, { builtinModules, createRequire } from 'node:module';
import { delimiter, dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isMainThread } from 'node:worker_threads';
import type { Plugin } from 'esbuild';
import { configTimeLimitMs } from '../site-code.ts';
import { ConfigTimeout, evaluateConfig, type EvaluateExtras, type EvaluatedConfig } from '../config/evaluate.ts';
import { PROVIDED_PACKAGES } from '../config/provided-packages.ts';
import { readLocalPlugins, type LocalPlugin } from './local-plugins.ts';
import { markdownPluginOrigins, type PluginOrigins } from './markdown-plugin-origins.ts';
import { requireTypeScript, TYPESCRIPT_FILE_RE } from './typescript-require.ts';
import { inPackage } from '../package-path.ts';

export const DOCUSAURUS_CONFIG_NAMES = [
  'docusaurus.config.ts',
  'docusaurus.config.mts',
  'docusaurus.config.mjs',
  'docusaurus.config.js',
  'docusaurus.config.cjs',
];

/** The property every stub answers with the import it stands for (`prism-react-renderer.themes.github`). */
const STUB_NAME = Symbol.for('zapsite.migrate.stub');

/** What running the config showed that the report must say. */
interface ReadNotes {
  /** Packages the config imports that are not installed (or failed to load): stood in for. */
  standIns: Set<string>;
  /** Packages installed in the site that failed to load (a missing dependency): stood in for, with why. */
  failedLoads: Map<string, string>;
  /** `require.resolve` calls answered with a stand-in path, as written. */
  resolveStandIns: Set<string>;
  /** Names read from process.env by the config's own files. */
  envReads: Set<string>;
}

export interface DocusaurusConfigSource {
  /** Absolute path of the config file. */
  file: string;
  /** Its text, for finding where a setting is written. */
  text: string;
  /** The config object: the default export, or what an exported function returned. */
  config: Record<string, unknown>;
  notes: ReadNotes;
  /** The site's own plugins (module paths and functions in `plugins`), as run. */
  localPlugins: LocalPlugin[];
  /** Where each remark and rehype plugin function in the config came from, for writing it back. */
  markdownPlugins: PluginOrigins;
}

export function findDocusaurusConfig(root: string): string | undefined {
  return DOCUSAURUS_CONFIG_NAMES.map((n) => join(root, n)).find((p) => existsSync(p));
}

/** The config run as Docusaurus runs it, with what the run showed; the build takes plugin functions from it too. */
export interface EvaluatedDocusaurusConfig {
  config: Record<string, unknown>;
  notes: ReadNotes;
  /** Every file the bundle read: what dev watches. */
  inputs: string[];
  /** Where an error thrown by the config's own code was raised (config/evaluate.ts). */
  locate?: EvaluatedConfig['locate'];
  /** Where a function the config made is written. */
  placeOf?: EvaluatedConfig['placeOf'];
  /** Bundle and run another module of the site the same way (a plugin module). */
  load: (module: string) => Promise<{ default?: unknown }>;
  resolve: (request: string) => string;
}

/**
 * Runs the config from the site's folder (Docusaurus does: relative paths and process.cwd() mean
 * it) and awaits what it exports. Throws the config's own error, with `place` (config/evaluate.ts
 * ConfigPlace) when its line is known.
 */
export async function evaluateDocusaurusConfig(
  file: string,
  ms = configTimeLimitMs(),
): Promise<EvaluatedDocusaurusConfig> {
  const root = dirname(file);
  const notes: ReadNotes = {
    standIns: new Set(),
    failedLoads: new Map(),
    resolveStandIns: new Set(),
    envReads: new Set(),
  };
  const extrasFor = (module: string): EvaluateExtras => ({
    plugins: [sitePackages(notes)],
    require: siteRequire(module, root, notes),
    envReads: notes.envReads,
    sourcemap: true,
  });
  // A build worker cannot change the process's folder (it runs a Docusaurus config for its Markdown plugins).
  const before = process.cwd();
  if (isMainThread) process.chdir(root);
  try {
    const { exports, inputs, locate, placeOf } = await evaluateConfig(file, {}, ms, extrasFor(file));
    let value: unknown = exports.default ?? exports;
    try {
      // `export default async function createConfig()` and `module.exports = () => ({...})`.
      if (typeof value === 'function' && !stubName(value)) value = await withinTime((value as () => unknown)(), ms);
      else value = await withinTime(value, ms);
    } catch (error) {
      const place = locate?.(error);
      if (place && error && typeof error === 'object') Object.assign(error, { place });
      throw error;
    }
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
      throw new Error('The config did not export an object (or a function returning one).');
    }
    return {
      config: value as Record<string, unknown>,
      notes,
      inputs,
      locate,
      placeOf,
      load: async (module) => (await evaluateConfig(module, {}, ms, extrasFor(module))).exports,
      resolve: (request) => resolveLikeDocusaurus(request, file, root, notes),
    };
  } finally {
    if (isMainThread) process.chdir(before);
  }
}

/** Throws the config's own error, with `place` (config/evaluate.ts ConfigPlace) when its line is known. */
export async function readDocusaurusConfig(file: string, ms = configTimeLimitMs()): Promise<DocusaurusConfigSource> {
  const root = dirname(file);
  const evaluated = await evaluateDocusaurusConfig(file, ms);
  const { config, notes, placeOf } = evaluated;
  // Plugins and their modules run from the site's folder too.
  const before = process.cwd();
  if (isMainThread) process.chdir(root);
  try {
    const localPlugins = await readLocalPlugins(config, file, {
      load: evaluated.load,
      resolve: evaluated.resolve,
      within: (value) => withinTime(value, ms),
      fromPackage: importedFrom,
    });
    const markdownPlugins = await markdownPluginOrigins(config, file, {
      requiredAs: (fn) => REQUIRED_AS.get(fn),
      missing: (fn) => (stubName(fn) ? packageOf(stubName(fn)!) : undefined),
      placeOf: (fn) => placeOf?.(fn),
    });
    return { file, text: readFileSync(file, 'utf8'), config, notes, localPlugins, markdownPlugins };
  } finally {
    if (isMainThread) process.chdir(before);
  }
}

/** The import a stub stands for, or undefined for any other value. */
export function stubName(value: unknown): string | undefined {
  if (typeof value !== 'function') return undefined;
  const name = (value as unknown as Record<symbol, unknown>)[STUB_NAME];
  return typeof name === 'string' ? name : undefined;
}

/** Values a package the config loaded for real exported (and their `default`), by package name. */
const LOADED_FROM = new WeakMap<object, string>();

/** The package a value came from: a stub's name, or the package that exported it. */
export function importedFrom(value: unknown): string | undefined {
  if (typeof value !== 'function' && (typeof value !== 'object' || value === null)) return undefined;
  return stubName(value) ?? LOADED_FROM.get(value);
}

/** `value`, or a time-out error once the config's time limit passes. */
export async function withinTime<T>(value: T | Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      Promise.resolve(value),
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new ConfigTimeout(ms)), ms))),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Functions a bare `require`/`import` of the config gave (the module or its default), by the specifier written. */
const REQUIRED_AS = new WeakMap<object, string>();
/** The file a bare specifier resolved to -> the specifier, so the loaded value can be named by it. */
const SPECIFIERS = new Map<string, string>();

const BUILTINS = new Set(builtinModules);
const INNER = Symbol('zapsite-migrate-inner-resolve');

/** `@scope/name/x` -> `@scope/name`, `name/x` -> `name`; a path into node_modules -> the package there. */
export function packageOf(request: string): string {
  const inModules = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(request.split('\\').join('/'));
  if (inModules) return inModules[1]!;
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

const isBuiltin = (request: string) => request.startsWith('node:') || BUILTINS.has(request.split('/')[0]!);

/**
 * An esbuild plugin: a bare import the site has installed stays an import of that file, loaded for
 * real when the config runs; one it does not have becomes a stub module, and the report says so.
 */
function sitePackages(notes: ReadNotes): Plugin {
  return {
    name: 'zapsite-migrate-packages',
    setup(build) {
      const esm = build.initialOptions.format === 'esm';
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        // React and the logger are config/provided-packages.ts's to resolve (it runs after this one).
        if (args.pluginData === INNER || isBuiltin(args.path) || PROVIDED_PACKAGES.test(args.path)) return undefined;
        // Left to the config's own require.resolve when it runs (siteRequire).
        if (args.kind === 'require-resolve') return { path: args.path, external: true };
        const found = await build.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          pluginData: INNER,
        });
        if (!found.errors.length && found.path && !found.external) {
          SPECIFIERS.set(found.path, args.path);
          return { path: esm ? pathToFileURL(found.path).href : found.path, external: true };
        }
        notes.standIns.add(packageOf(args.path));
        return { path: args.path, namespace: 'docusaurus-stub' };
      });
      build.onLoad({ filter: /.*/, namespace: 'docusaurus-stub' }, (args) => ({
        contents: stubSource(args.path),
        loader: 'js',
      }));
    },
  };
}

/**
 * The `require` the config runs with: a package that is installed but fails to load is stood in
 * for (and said), and `require.resolve` never throws for a package that is missing.
 */
function siteRequire(module: string, root: string, notes: ReadNotes): NodeJS.Require {
  const real = createRequire(module);
  const load = (request: string): unknown => {
    // A config that makes its own require, as ES module configs do (`createRequire(import.meta.url)`),
    // gets one like this: what it requires that is missing is stood in for all the same.
    if (request === 'module' || request === 'node:module') {
      const fromPath = (from: string | URL) =>
        from instanceof URL || String(from).startsWith('file:') ? fileURLToPath(from) : String(from);
      return { ...nodeModule, createRequire: (from: string | URL) => siteRequire(fromPath(from), root, notes) };
    }
    if (isBuiltin(request)) return real(request);
    let value: unknown;
    try {
      const file = real.resolve(request);
      value = TYPESCRIPT_FILE_RE.test(file)
        ? requireTypeScript(file, siteRequire(file, root, notes))
        : withZapsiteReact(() => real(request));
    } catch (error) {
      if (/^[./]/.test(request) && !request.includes('node_modules')) throw error;
      if (isAbsolute(request))
        notes.failedLoads.set(packageOf(request), String((error as Error).message).split('\n')[0]!);
      else notes.standIns.add(packageOf(request));
      return makeStub(packageOf(request));
    }
    // A file of the site's own (`require('./webpack.plugin.js')`) is site code, not a package; a
    // bare import the bundle resolved (a workspace package linked from outside node_modules) is one.
    const own = /^[./]/.test(request) && !inPackage(request) && !SPECIFIERS.has(request);
    const name = packageOf(request);
    if (!own && value && (typeof value === 'object' || typeof value === 'function')) {
      LOADED_FROM.set(value, name);
      const inner = (value as { default?: unknown }).default;
      if (inner && (typeof inner === 'object' || typeof inner === 'function')) LOADED_FROM.set(inner, name);
      // A bare name the config requires at run time (a require it made with createRequire) names itself.
      const spec = SPECIFIERS.get(request) ?? (/^[^./]/.test(request) && !isAbsolute(request) ? request : undefined);
      if (spec) for (const v of [value, inner]) if (typeof v === 'function') REQUIRED_AS.set(v, spec);
    }
    return value;
  };
  return Object.assign(load, {
    resolve: Object.assign((request: string) => resolveLikeDocusaurus(request, module, root, notes), {
      paths: real.resolve.paths,
    }),
    cache: real.cache,
    extensions: real.extensions,
    main: real.main,
  }) as NodeJS.Require;
}

/** Where zapsite's own React is installed: the folder holding its `react` package. */
const ZAPSITE_MODULES = dirname(dirname(createRequire(import.meta.url).resolve('react/package.json')));
const MISSING_REACT = /^Cannot find module '(?:react|react-dom)(?:\/[^']*)?'/;

/**
 * `load()`, and once more with zapsite's React found after the site's folders when a package of the
 * site needs React and the site has none (prism-react-renderer, whose themes a config reads, imports
 * it): a Docusaurus site always has React installed, and zapsite stands in for it as the config's own
 * imports of it get zapsite's (config/provided-packages.ts).
 */
function withZapsiteReact<T>(load: () => T): T {
  try {
    return load();
  } catch (error) {
    if (!MISSING_REACT.test(String((error as Error).message))) throw error;
    // Node's require looks in NODE_PATH's folders after the site's, as read by _initPaths.
    const node = nodeModule as unknown as { _initPaths(): void };
    const before = process.env.NODE_PATH;
    process.env.NODE_PATH = [ZAPSITE_MODULES, ...(before ? [before] : [])].join(delimiter);
    node._initPaths();
    try {
      return load();
    } finally {
      if (before === undefined) delete process.env.NODE_PATH;
      else process.env.NODE_PATH = before;
      node._initPaths();
    }
  }
}

/** The extensions Docusaurus's loader tries after Node's own (`./sidebars` finds sidebars.ts). */
const EXTRA_EXTENSIONS = ['.ts', '.mts', '.cts', '.mjs', '.cjs', '.tsx', '.jsx'];
/** A JavaScript extension, which Docusaurus's loader (jiti) also reads as its TypeScript one. */
const JS_EXTENSION = /\.([cm]?)j(sx?)$/;

/**
 * `require.resolve` as a Docusaurus config gets it: Node's answer, else the TypeScript file a `.js`
 * path names, else the same path with the extensions Docusaurus also loads, else, for a package
 * that is not installed, where it would be.
 */
function resolveLikeDocusaurus(request: string, from: string, root: string, notes: ReadNotes): string {
  try {
    return createRequire(from).resolve(request);
  } catch (error) {
    if (/^[./]/.test(request)) {
      const base = resolve(dirname(from), request);
      // `./sidebars.js` names sidebars.ts where only that is written, as TypeScript imports do.
      const typed = JS_EXTENSION.test(base) ? [base.replace(JS_EXTENSION, '.$1t$2')] : [];
      for (const candidate of [...typed, ...EXTRA_EXTENSIONS.flatMap((ext) => [base + ext, join(base, `index${ext}`)])])
        if (existsSync(candidate)) return candidate;
      throw error;
    }
    notes.resolveStandIns.add(request);
    return join(root, 'node_modules', request);
  }
}

function makeStub(name: string): unknown {
  const module = { exports: {} as unknown };
  new Function('module', stubSource(name))(module);
  return module.exports;
}

// A callable proxy that answers any property, call or `new` with another stub, so
// `themes.github`, `require('x').default()` and `new Plugin()` all run; it iterates as empty, so
// `[...themes.github.styles]` runs too. Named imports work because esbuild's CommonJS interop
// reads them through the prototype, which is a stub too.
function stubSource(name: string): string {
  return `
const STUB = Symbol.for('zapsite.migrate.stub');
function stub(name) {
  return new Proxy(function () {}, {
    get(target, key) {
      if (key === STUB) return name;
      if (key === Symbol.toPrimitive) return () => '[' + name + ']';
      if (key === Symbol.iterator) return function* () {};
      if (typeof key === 'symbol' || key === 'then' || key === '__esModule') return undefined;
      if (key === 'prototype') return target.prototype;
      return stub(name + '.' + key);
    },
    getPrototypeOf() { return stub(name); },
    apply() { return stub(name + '()'); },
    construct() { return stub('new ' + name); },
  });
}
module.exports = stub(${JSON.stringify(name)});
`;
}
