// What every part of the Docusaurus config mapping shares: readers for plain values, and the state
// one mapping builds up (the zapsite config so far, the settings carried over, those that were not).
import { isAbsolute, relative } from 'node:path';
import type { PluginOrigins } from '../markdown-plugin-origins.ts';

export interface Unmapped {
  /** Where the setting sits in the Docusaurus config, as path segments (`themeConfig`, `navbar`, `hideOnScroll`). */
  path: string[];
  /** Why it was not carried over. */
  reason: string;
  /** 1-based line in the Docusaurus config when known exactly (else it is searched for by path). */
  line?: number;
}

export type Obj = Record<string, unknown>;

export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
export const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
export const bool = (v: unknown): boolean | undefined => (typeof v === 'boolean' ? v : undefined);
export const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);
const SEVERITIES = ['throw', 'warn', 'ignore'];
export const severity = (v: unknown): string | undefined =>
  typeof v === 'string' && SEVERITIES.includes(v) ? v : v === 'log' ? 'warn' : undefined;

/** Docusaurus 3's defaults where zapsite's differ, so the migrated site behaves as it did. */
export const DOCUSAURUS_DEFAULTS = {
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onBrokenMarkdownLinks: 'warn',
  blogSidebarCount: 5,
  feedTypes: ['rss', 'atom'],
};

/** One mapping in progress. Each section of the config is mapped by its own function, in a fixed
 * order, adding to `out`, `mapped` and `unmapped`, so the written config and the report keep it. */
export interface MapState {
  /** The evaluated docusaurus.config. */
  dc: Obj;
  root: string;
  /** `dc.themeConfig`, or an empty object. */
  themeConfig: Obj;
  out: Obj;
  mapped: string[];
  unmapped: Unmapped[];
  skip: (path: string[], reason: string, line?: number) => void;
  /** Report every key of `obj` not in `known`. */
  rest: (obj: Obj, path: string[], known: string[], reason: (key: string) => string) => void;
  /** A path in the config (absolute, or `./` relative) as a path relative to the site root. */
  sitePath: (p: string) => string;
  /** Where the config's remark and rehype plugin functions came from (markdown-plugin-origins.ts). */
  pluginOrigins?: PluginOrigins;
  /** The Docusaurus config's file name, to tell a place in it from one in another file. */
  configName?: string;
  /** The text of the site's pages, docs and source files by path, once read (pages-markdown.ts). */
  siteTexts?: Map<string, string>;
}

export function mapState(dc: Obj, root: string): MapState {
  const out: Obj = {};
  const mapped: string[] = [];
  const unmapped: Unmapped[] = [];
  const skip = (path: string[], reason: string, line?: number) =>
    unmapped.push(line ? { path, reason, line } : { path, reason });
  /** Report every key of `obj` not in `known`. */
  const rest = (obj: Obj, path: string[], known: string[], reason: (key: string) => string) => {
    for (const key of Object.keys(obj))
      if (!known.includes(key) && obj[key] !== undefined) skip([...path, key], reason(key));
  };
  const sitePath = (p: string): string => {
    const rel = isAbsolute(p) ? relative(root, p) : p.replace(/^\.\//, '');
    return rel.split('\\').join('/');
  };
  const themeConfig = isObj(dc.themeConfig) ? dc.themeConfig : {};
  return { dc, root, themeConfig, out, mapped, unmapped, skip, rest, sitePath };
}

/** A file under static/ as Docusaurus writes it (`img/logo.svg`) as a site path (`/img/logo.svg`). */
export const staticUrl = (p: string): string => (/^([a-z]+:)?\/\//i.test(p) || p.startsWith('/') ? p : `/${p}`);

export function linkItem(item: Obj): Obj | undefined {
  const label = str(item.label);
  const to = str(item.to);
  const href = str(item.href);
  if (!label || (!to && !href)) return undefined;
  return to ? { label, to } : { label, href };
}

export function pick(obj: Obj, keys: string[]): Obj {
  const out: Obj = {};
  for (const key of keys) if (obj[key] !== undefined) out[key] = obj[key];
  return out;
}

/**
 * The plugin's `include`/`exclude` glob lists, carried as they are (zapsite reads them as
 * Docusaurus does); anything but a list of strings is reported and left out.
 */
export function mapContentGlobs(m: MapState, from: Obj, to: Obj, section: string): void {
  for (const key of ['include', 'exclude']) {
    const v = from[key];
    if (v === undefined) continue;
    if (Array.isArray(v) && v.every((g) => typeof g === 'string' && g !== '')) to[key] = v;
    else m.skip([section, key], `${key} must be a list of glob strings to be carried over.`);
  }
}

/**
 * A docs or blog instance's `editUrl`: a URL as written; a function, which zapsite.config.ts cannot
 * hold, as the Docusaurus config and its path there, taken from the config as it runs at each build
 * (site-plugins/docusaurus-values.ts). `where`: the options' place in the report.
 */
export function mapEditUrl(m: MapState, from: Obj, to: Obj, where: string[]): void {
  if (str(from.editUrl)) to.editUrl = from.editUrl;
  else mapConfigFunction(m, { from, to, where }, 'editUrl', 'a URL or a function');
}

/** An option's function (a docs `sidebarItemsGenerator`, a function `editUrl`), taken from the Docusaurus config at each build. */
export function mapConfigFunction(
  m: MapState,
  { from, to, where }: { from: Obj; to: Obj; where: string[] },
  key: 'editUrl' | 'sidebarItemsGenerator' | 'preprocessor' | 'parseFrontMatter',
  must = 'a function',
): void {
  if (from[key] === undefined) return;
  if (typeof from[key] !== 'function') {
    m.skip([...where, key], `${key} must be ${must} to be carried over.`);
    return;
  }
  const at = m.configName ? pathIn(m.dc, from) : undefined;
  if (!at) {
    m.skip(
      [...where, key],
      `the ${key} function could not be found in the config to be taken from it at each build; write it in zapsite.config.ts.`,
    );
    return;
  }
  to[key] = { docusaurusConfig: `./${m.configName}`, path: [...at, key] };
  m.mapped.push(`${where.join('.')}.${key} (a function, taken from ${m.configName} at each build)`);
}

/**
 * Where `target` (an object of the config) sits in the evaluated Docusaurus config: `['presets', 0,
 * 1, 'docs']`. Searched by identity through the config's plain objects and arrays.
 */
export function pathIn(root: unknown, target: unknown, depth = 6): (string | number)[] | undefined {
  if (root === target) return [];
  if (depth === 0 || !root || typeof root !== 'object') return undefined;
  const entries: [string | number, unknown][] = Array.isArray(root) ? [...root.entries()] : Object.entries(root);
  for (const [k, v] of entries) {
    const found = pathIn(v, target, depth - 1);
    if (found) return [k, ...found];
  }
  return undefined;
}
