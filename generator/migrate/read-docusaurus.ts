// Find a site's docusaurus.config.{ts,mjs,js} and run it the way zapsite runs its own config
// (config/evaluate.ts: esbuild, a time limit), with every package it imports replaced by a stub.
// A migrated site need not have node_modules, and the values these packages give (Prism themes,
// remark plugins, preset and plugin modules) are not settings zapsite could carry over anyway.
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import type { Plugin } from 'esbuild';
import { CONFIG_TIME_LIMIT_MS, ConfigTimeout, evaluateConfig } from '../config/evaluate.ts';

export const DOCUSAURUS_CONFIG_NAMES = [
  'docusaurus.config.ts',
  'docusaurus.config.mts',
  'docusaurus.config.mjs',
  'docusaurus.config.js',
  'docusaurus.config.cjs',
];

/** The property every stub answers with the import it stands for (`prism-react-renderer.themes.github`). */
const STUB_NAME = Symbol.for('zapsite.migrate.stub');

export interface DocusaurusConfigSource {
  /** Absolute path of the config file. */
  file: string;
  /** Its text, for finding where a setting is written. */
  text: string;
  /** The config object: the default export, or what an exported function returned. */
  config: Record<string, unknown>;
}

export function findDocusaurusConfig(root: string): string | undefined {
  return DOCUSAURUS_CONFIG_NAMES.map((n) => join(root, n)).find((p) => existsSync(p));
}

export async function readDocusaurusConfig(file: string, ms = CONFIG_TIME_LIMIT_MS): Promise<DocusaurusConfigSource> {
  const { exports } = await evaluateConfig(file, {}, ms, [stubPackages()]);
  let value: unknown = exports.default ?? exports;
  // `export default async function createConfig()` and `module.exports = () => ({...})`.
  if (typeof value === 'function' && !stubName(value)) value = await withinTime((value as () => unknown)(), ms);
  else value = await withinTime(value, ms);
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new Error('The config did not export an object (or a function returning one).');
  }
  return { file, text: readFileSync(file, 'utf8'), config: value as Record<string, unknown> };
}

/** The import a stub stands for, or undefined for any other value. */
export function stubName(value: unknown): string | undefined {
  if (typeof value !== 'function') return undefined;
  const name = (value as unknown as Record<symbol, unknown>)[STUB_NAME];
  return typeof name === 'string' ? name : undefined;
}

async function withinTime<T>(value: T | Promise<T>, ms: number): Promise<T> {
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

const BUILTINS = new Set(builtinModules);

/** An esbuild plugin: every bare import except Node's own modules becomes a stub module. */
function stubPackages(): Plugin {
  return {
    name: 'zapsite-migrate-stubs',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('node:') || BUILTINS.has(args.path.split('/')[0]!)) return undefined;
        return { path: args.path, namespace: 'docusaurus-stub' };
      });
      build.onLoad({ filter: /.*/, namespace: 'docusaurus-stub' }, (args) => ({
        contents: stubSource(args.path),
        loader: 'js',
      }));
    },
  };
}

// A callable proxy that answers any property, call or `new` with another stub, so
// `themes.github`, `require('x').default()` and `new Plugin()` all run. Named imports work
// because esbuild's CommonJS interop reads them through the prototype, which is a stub too.
function stubSource(name: string): string {
  return `
const STUB = Symbol.for('zapsite.migrate.stub');
function stub(name) {
  return new Proxy(function () {}, {
    get(target, key) {
      if (key === STUB) return name;
      if (key === Symbol.toPrimitive) return () => '[' + name + ']';
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
