// Where each remark and rehype plugin of a Docusaurus config came from. By the time migrate maps the
// config, a plugin is a function object: to write it into zapsite.config.ts it must be named the way
// the site's config named it — the package it was required from, or the site's own file it is the
// default export of. A function written in the config itself cannot be carried over (zapsite's
// config is another file); its place is kept so the report can point at it.
import { readFileSync } from 'node:fs';
import { isAbsolute, relative } from 'node:path';
import type { ConfigPlace } from '../config/evaluate.ts';
import { importPlugin } from '../content/site-plugins.ts';
import { inPackage } from '../package-path.ts';

/** The four lists Docusaurus's content plugins take (and zapsite's docs, blog and pages). */
export const MARKDOWN_PLUGIN_KEYS = [
  'beforeDefaultRemarkPlugins',
  'remarkPlugins',
  'beforeDefaultRehypePlugins',
  'rehypePlugins',
] as const;

export type PluginOrigin =
  /** A package specifier (`@docusaurus/remark-plugin-npm2yarn`) or a path from the site (`./src/remark/x.js`). */
  | { module: string }
  /** A package the site has not installed (the config ran with a stand-in). */
  | { missing: string }
  /** Not to be named from another file: why, and where it is written when known. */
  | { inline: string; place?: ConfigPlace; name?: string };

export type PluginOrigins = Map<unknown, PluginOrigin>;

type Fn = (...args: never[]) => unknown;

export interface OriginIo {
  /** The bare specifier a `require`/`import` gave this function for (the module or its default). */
  requiredAs: (fn: Fn) => string | undefined;
  /** The package a stand-in function stands for. */
  missing: (fn: Fn) => string | undefined;
  /** Where the function's text is written, through the config bundle's source map. */
  placeOf: (fn: Fn) => ConfigPlace | undefined;
}

/** Every function in a remark/rehype list anywhere in the config (presets, plugin instances), placed. */
export async function markdownPluginOrigins(
  config: Record<string, unknown>,
  configFile: string,
  io: OriginIo,
): Promise<PluginOrigins> {
  const root = configFile.replace(/[\\/][^\\/]+$/, '');
  const origins: PluginOrigins = new Map();
  for (const fn of pluginFunctions(config)) origins.set(fn, await originOf(fn, root, configFile, io));
  return origins;
}

async function originOf(fn: Fn, root: string, configFile: string, io: OriginIo): Promise<PluginOrigin> {
  const spec = io.requiredAs(fn);
  if (spec) return { module: spec };
  const missing = io.missing(fn);
  if (missing) return { missing };
  const place = io.placeOf(fn);
  if (!place) return { inline: 'where it was defined could not be told (it is not the export of a package or file)' };
  if (place.file === configFile) return { inline: 'it is written in the config itself', place };
  if (inPackage(place.file)) return { inline: 'it is a part of a package, not what the package exports', place };
  const path = relative(root, place.file).split('\\').join('/');
  if (isAbsolute(path) || path.startsWith('..')) return { inline: 'it is defined outside the site folder', place };
  const module = `./${path}`;
  // zapsite loads a path's default export: carried over only when that is this plugin.
  try {
    const loaded = await importPlugin(module, root);
    // esbuild may have renamed a function whose name another file of the bundle also used (`shout2`).
    const name = (fn as { name?: string }).name ?? '';
    if (loaded.name === name || loaded.name === name.replace(/\d+$/, '')) return { module };
  } catch {
    // Not loadable on its own: a package it imports may be missing (migrate stood it in while the
    // config ran). Its text still tells: written as the file's default export, it is carried over,
    // and the build names what the file could not load.
    if (writtenAsDefault(place)) return { module };
  }
  return { inline: `it is not the default export of ${module}`, place, name: writtenName(place) };
}

function lineAt(place: ConfigPlace): string {
  try {
    return readFileSync(place.file, 'utf8').split('\n')[place.line - 1] ?? '';
  } catch {
    return '';
  }
}

/** `export default function …` / `export default async function …` written where the function starts. */
function writtenAsDefault(place: ConfigPlace): boolean {
  return /\bexport\s+default\s+(?:async\s+)?$/.test(lineAt(place).slice(0, place.column - 1));
}

/** The function's name as its file writes it (the bundle may have renamed it: `second2`). */
function writtenName(place: ConfigPlace): string | undefined {
  return /^(?:async\s+)?function\s*\*?\s*([\w$]+)/.exec(lineAt(place).slice(place.column - 1))?.[1];
}

/** The functions in the four plugin lists of every object in the config, each once. */
function pluginFunctions(config: unknown): Set<Fn> {
  const found = new Set<Fn>();
  const seen = new Set<unknown>();
  const walk = (value: unknown, depth: number): void => {
    if (!value || typeof value !== 'object' || seen.has(value) || depth > 8) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const v of value) walk(v, depth + 1);
      return;
    }
    for (const [key, v] of Object.entries(value)) {
      if ((MARKDOWN_PLUGIN_KEYS as readonly string[]).includes(key) && Array.isArray(v)) {
        for (const entry of v) {
          const target: unknown = Array.isArray(entry) ? entry[0] : entry;
          if (typeof target === 'function') found.add(target as Fn);
        }
      } else walk(v, depth + 1);
    }
  };
  walk(config, 0);
  return found;
}
