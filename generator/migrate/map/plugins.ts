// The presets, plugins and themes a Docusaurus site lists: which options configure its docs, blog,
// pages and sitemap, and what the plugins zapsite knows (client redirects, remote content, llms) hold.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isAbsolute, join } from 'node:path';
import { importedFrom, packageOf } from '../read-docusaurus.ts';
import { isObj, num, pathIn, pick, str, type MapState, type Obj } from './common.ts';
import type { LocalPlugin } from '../local-plugins.ts';
import type { PackagePlugin } from '../package-plugins.ts';
import { REPLACED_SEARCH } from '../replaced-search.ts';
import { inPackage } from '../../package-path.ts';

// Meta's open-source sites (Metro, Jest, React Native, …) list docusaurus-plugin-internaldocs-fb's
// preset, which hands its options to the classic preset (its own few are for Meta's internal builds).
export const CLASSIC_PRESET = /^classic$|preset-classic|^docusaurus-plugin-internaldocs-fb(?:\/docusaurus-preset)?$/;
// Docusaurus's own, and Meta's, which adds nothing a public site renders.
const OFFICIAL_CLASSIC =
  /^(?:classic|@docusaurus\/preset-classic|docusaurus-plugin-internaldocs-fb(?:\/docusaurus-preset)?)$/;

/** What the presets and plugins say, for the sections mapped after them. */
export interface PluginOptions {
  docs: unknown;
  /** Further plugin-content-docs instances (an id other than "default"), in the order listed. */
  docsInstances: Obj[];
  blog: unknown;
  /** Further plugin-content-blog instances (an id other than "default"), in the order listed. */
  blogInstances: Obj[];
  pages: unknown;
  customCss: string[];
  sitemap: Obj | undefined;
  redirects: { from: string; to: string }[];
  /** The client-redirects plugin's createRedirects function, as its place in the Docusaurus config. */
  createRedirects?: { docusaurusConfig: string; path: (string | number)[] };
  /** Its fromExtensions and toExtensions. */
  redirectExtensions: { from: string[]; to: string[] };
  remoteContent: Obj[];
  llms: Obj | undefined;
  mermaidTheme: boolean;
  /** @docusaurus/theme-live-codeblock is among the themes: ```jsx live blocks are playgrounds (`markdown.liveCodeBlocks`). */
  liveCodeBlocks: boolean;
  /** A search plugin or theme zapsite's local search replaces (docusaurus-lunr-search, …), by the name the site gave. */
  localSearch?: string;
}

/** `local`: the entries of `plugins` that are the site's own (local-plugins.ts), mapped apart. */
/** `packaged`: the published plugins package-plugins.ts tried; those that run are mapped apart, the others reported with why. */
export function readPlugins(
  m: MapState,
  local: Set<unknown> = new Set(),
  packaged: readonly PackagePlugin[] = [],
): PluginOptions {
  // Docs and a blog exist only where the classic preset or a plugin entry makes them: a site that
  // lists the plugins and theme-classic without a preset (jellyfin.org) has no default blog.
  const s: PluginOptions = {
    docs: false,
    docsInstances: [],
    blog: false,
    blogInstances: [],
    pages: {},
    customCss: [],
    sitemap: undefined,
    redirects: [],
    redirectExtensions: { from: [], to: [] },
    remoteContent: [],
    llms: undefined,
    mermaidTheme: false,
    liveCodeBlocks: false,
  };
  const tried = (path: string[]) => packaged.find((p) => p.path.join('\0') === path.join('\0'));
  readPresets(m, s, tried);
  readPluginList(m, s, local, tried);
  readThemes(m, s, tried);
  return s;
}

/**
 * A stylesheet as Docusaurus's webpack finds it: a path from "/" that names no file is looked up in
 * webpack's `resolve.roots`, which Docusaurus sets to its static folders, then the site folder (as
 * crawlee writes `customCss: '/src/css/custom.css'`).
 */
function cssPath(m: MapState, p: string): string {
  if (!isAbsolute(p) || existsSync(p)) return m.sitePath(p);
  const statics = Array.isArray(m.dc.staticDirectories)
    ? m.dc.staticDirectories.filter((d) => typeof d === 'string')
    : ['static'];
  const found = [...statics, '.'].map((dir) => join(m.root, dir, p)).find((f) => existsSync(f));
  return m.sitePath(found ?? p);
}

type Tried = (path: string[]) => PackagePlugin | undefined;

function readPresets(m: MapState, s: PluginOptions, tried: Tried): void {
  const { dc, skip, rest } = m;
  const presets = Array.isArray(dc.presets) ? dc.presets : [];
  for (const entry of presets) {
    const [name, options] = pluginEntry(entry);
    if (!name) continue;
    if (!CLASSIC_PRESET.test(name)) {
      skip(['presets', name], `zapsite has no preset "${name}"; configure what it does by hand.`);
      continue;
    }
    // A preset of another name that ends like the classic one (`@acme/preset-classic`) is read as it:
    // its options are the classic preset's, but its own theme and plugins are not zapsite's.
    if (!OFFICIAL_CLASSIC.test(name))
      skip(
        ['presets', name],
        `"${name}" is read as Docusaurus's classic preset: its docs, blog, pages and theme options are carried over, but the components and plugins of its own are not (zapsite renders its own classic theme).`,
      );
    const o = isObj(options) ? options : {};
    // The preset makes the docs and the blog unless given `false`.
    s.docs = o.docs === undefined ? {} : o.docs;
    s.blog = o.blog === undefined ? {} : o.blog;
    if ('pages' in o) s.pages = o.pages;
    if (isObj(o.theme)) readClassicTheme(m, s, o.theme, ['presets', 'theme']);
    if (isObj(o.sitemap)) s.sitemap = o.sitemap;
    for (const key of ['gtag', 'googleAnalytics', 'googleTagManager', 'svgr', 'debug']) {
      if (o[key] === undefined || o[key] === false) continue;
      const p = tried(['presets', key]);
      if (p?.runs) continue;
      skip(
        ['presets', key],
        p
          ? `the preset's ${p.name} is not run by zapsite: ${p.notes.join(' ')}`
          : `zapsite has no ${key} plugin; add the script yourself or leave it out.`,
      );
    }
    rest(
      o,
      ['presets'],
      ['docs', 'blog', 'pages', 'theme', 'sitemap', 'gtag', 'googleAnalytics', 'googleTagManager', 'svgr', 'debug'],
      (k) => `the classic preset option "${k}" has no zapsite equivalent.`,
    );
  }
}

function readPluginList(m: MapState, s: PluginOptions, local: Set<unknown>, tried: Tried): void {
  const { dc, skip, rest } = m;
  const plugins = Array.isArray(dc.plugins) ? dc.plugins : [];
  for (const entry of plugins) {
    if (local.has(entry)) continue;
    const [name, options] = pluginEntry(entry);
    const p = name ? tried(['plugins', name]) : undefined;
    if (p?.runs) continue;
    if (p) {
      skip(['plugins', name!], `zapsite has no plugin "${name}" and cannot run it: ${p.notes.join(' ')}`);
      continue;
    }
    if (!name) {
      if (typeof entry === 'function' || (Array.isArray(entry) && typeof entry[0] === 'function')) {
        const fn = (Array.isArray(entry) ? entry[0] : entry) as { name?: string };
        skip(
          ['plugins', fn.name || 'plugins'],
          `a plugin written in the config (${fn.name || 'anonymous function'}) cannot run in zapsite.`,
        );
      }
      continue;
    }
    const o = isObj(options) ? options : {};
    const full = docusaurusName(name, 'plugin', m.root);
    if (/plugin-client-redirects/.test(full)) {
      readClientRedirects(m, s, o, name);
    } else if (/docusaurus-plugin-remote-content/.test(full)) {
      const source: Obj = {};
      for (const key of ['name', 'sourceBaseUrl', 'outDir']) if (str(o[key])) source[key] = o[key];
      if (Array.isArray(o.documents) && o.documents.every((d) => typeof d === 'string')) source.documents = o.documents;
      else
        skip(
          ['plugins', name, 'documents'],
          'documents listed by a function are not carried over; list the file names.',
        );
      if (isObj(o.requestConfig) && num(o.requestConfig.timeout)) source.timeoutMs = o.requestConfig.timeout;
      if (source.name && source.sourceBaseUrl && source.outDir && source.documents) s.remoteContent.push(source);
      rest(
        o,
        ['plugins', name],
        ['id', 'name', 'sourceBaseUrl', 'outDir', 'documents', 'requestConfig'],
        (k) => `the remote-content option "${k}" has no zapsite equivalent.`,
      );
    } else if (full === 'docusaurus-plugin-llms') {
      const keys = [
        'generateLLMsTxt',
        'generateLLMsFullTxt',
        'docsDir',
        'includeBlog',
        'excludeImports',
        'removeDuplicateHeadings',
        'title',
        'description',
        'llmsTxtFilename',
        'llmsFullTxtFilename',
        'ignoreFiles',
      ];
      s.llms = pick(o, keys);
      rest(o, ['plugins', name], keys, (k) => `the llms option "${k}" has no zapsite equivalent.`);
    } else if (full.endsWith('plugin-content-docs')) {
      if (isSecondInstance(o)) s.docsInstances.push(o);
      else s.docs = o;
    } else if (full.endsWith('plugin-content-blog')) {
      if (isSecondInstance(o)) s.blogInstances.push(o);
      else s.blog = o;
    } else if (full.endsWith('plugin-content-pages') && !isSecondInstance(o)) {
      s.pages = o;
    } else if (full.endsWith('plugin-sitemap')) {
      s.sitemap = o;
    } else if (full === 'docusaurus-plugin-sass') {
      // zapsite compiles .scss/.sass itself, with the site's own sass package (bundle/sass.ts).
      m.mapped.push(`${name} <- zapsite compiles Sass itself (with the site's sass package)`);
      rest(o, ['plugins', name], [], (k) => `the sass option "${k}" has no zapsite equivalent.`);
    } else if (full === '@docusaurus/plugin-ideal-image') {
      // Its only page-facing part is the component; zapsite's shows the original file (theme/docusaurus/IdealImage.tsx).
      m.mapped.push(
        `${name} <- @theme/IdealImage shows the original image, lazily loaded (no resized copies or placeholder)`,
      );
      rest(
        o,
        ['plugins', name],
        [],
        (k) => `the ideal-image option "${k}" has no zapsite equivalent: images are not resized.`,
      );
    } else if (full === '@docusaurus/plugin-svgr') {
      // The preset's own, listed by itself: zapsite makes every imported SVG a component (bundle/svg-component.ts).
      m.mapped.push(`${name} <- zapsite makes an imported SVG a React component itself (SVGR-style)`);
      rest(o, ['plugins', name], [], (k) => `the svgr option "${k}" has no zapsite equivalent.`);
    } else if (LOCAL_SEARCH.test(full)) {
      replacedSearch(m, s, ['plugins', name], options);
    } else if (/plugin-(google-gtag|google-tag-manager|google-analytics)$/.test(full)) {
      skip(
        ['plugins', name],
        `zapsite has no plugin "${name}"; add the analytics script with a local plugin's injectHtmlTags (docs/MIGRATING.md).`,
      );
    } else {
      skip(
        ['plugins', name],
        full.endsWith('plugin-content-pages')
          ? `a second ${name} instance (id "${String(o.id)}") is not supported: zapsite builds one pages folder.`
          : `zapsite has no plugin "${name}"; its pages or behaviour are not carried over.`,
      );
    }
  }
}

/**
 * The client-redirects plugin's options: its redirects, its extensions, and its createRedirects
 * function, which zapsite.config.ts cannot hold: it is written as its place in the Docusaurus config,
 * which the build runs to call it (site-plugins/docusaurus-values.ts).
 */
function readClientRedirects(m: MapState, s: PluginOptions, o: Obj, name: string): void {
  for (const r of Array.isArray(o.redirects) ? o.redirects : []) {
    if (!isObj(r) || !str(r.to)) continue;
    const froms = Array.isArray(r.from) ? r.from : [r.from];
    for (const from of froms) if (str(from)) s.redirects.push({ from: from as string, to: r.to as string });
  }
  for (const [key, list] of [
    ['fromExtensions', s.redirectExtensions.from],
    ['toExtensions', s.redirectExtensions.to],
  ] as const) {
    const v = o[key];
    if (Array.isArray(v) && v.every((e) => typeof e === 'string'))
      list.push(...v.filter((e: string) => !list.includes(e)));
    else if (v !== undefined) m.skip(['plugins', name, key], `${key} must be a list of extensions to be carried over.`);
  }
  const fn = o.createRedirects;
  const at = typeof fn === 'function' && m.configName ? pathIn(m.dc, o) : undefined;
  if (at && !s.createRedirects)
    s.createRedirects = { docusaurusConfig: `./${m.configName}`, path: [...at, 'createRedirects'] };
  else if (fn !== undefined)
    m.skip(
      ['plugins', name, 'createRedirects'],
      typeof fn !== 'function'
        ? 'createRedirects must be a function to be carried over.'
        : s.createRedirects
          ? "a second client-redirects instance's createRedirects is not carried over: zapsite takes one function; join the two."
          : 'the createRedirects function could not be found in the config to be taken from it at each build; write it in zapsite.config.ts.',
    );
  m.rest(
    o,
    ['plugins', name],
    ['redirects', 'createRedirects', 'fromExtensions', 'toExtensions'],
    (k) => `the client-redirects option "${k}" has no zapsite equivalent.`,
  );
}

function readThemes(m: MapState, s: PluginOptions, tried: Tried): void {
  const { dc, skip } = m;
  for (const entry of Array.isArray(dc.themes) ? dc.themes : []) {
    const [name, options] = pluginEntry(entry);
    if (!name) continue;
    const p = tried(['themes', name]);
    if (p?.runs) continue;
    if (p) {
      skip(['themes', name], `zapsite has no theme "${name}" and cannot run it: ${p.notes.join(' ')}`);
      continue;
    }
    const full = docusaurusName(name, 'theme', m.root);
    if (/theme-classic/.test(full) && isObj(options)) readClassicTheme(m, s, options, ['themes', name]);
    else if (/theme-mermaid/.test(full)) s.mermaidTheme = true;
    else if (full === '@docusaurus/theme-live-codeblock') s.liveCodeBlocks = true;
    else if (LOCAL_SEARCH.test(full)) replacedSearch(m, s, ['themes', name], options);
    else if (!/theme-(classic|search-algolia)/.test(full))
      skip(['themes', name], `zapsite has no theme "${name}"; its components are not available.`);
  }
}

/** A plugin or theme package zapsite maps itself (readPluginList, readThemes), rather than running it. */
export function mappedByZapsite(full: string, type: 'plugin' | 'theme'): boolean {
  if (LOCAL_SEARCH.test(full)) return true;
  if (type === 'theme') return /theme-(classic|search-algolia|mermaid)|^@docusaurus\/theme-live-codeblock$/.test(full);
  return (
    /plugin-client-redirects|docusaurus-plugin-remote-content/.test(full) ||
    /plugin-content-(docs|blog|pages)$|plugin-sitemap$/.test(full) ||
    [
      'docusaurus-plugin-llms',
      'docusaurus-plugin-sass',
      '@docusaurus/plugin-ideal-image',
      '@docusaurus/plugin-svgr',
    ].includes(full)
  );
}

// Search plugins and themes zapsite does not run (replaced-search.ts): zapsite's own local search takes
// their place in the navbar (theme-config.ts mapSearch); Typesense is not queried.
const LOCAL_SEARCH = REPLACED_SEARCH;

/** A search plugin zapsite's local search takes the place of: each option it was given is reported at its line, unread. */
function replacedSearch(m: MapState, s: PluginOptions, path: string[], options: unknown): void {
  s.localSearch = path[1];
  if (isObj(options))
    m.rest(options, path, [], (k) => `zapsite's own local search takes the plugin's place and does not read "${k}".`);
}

// Docusaurus's own plugins and themes, by the short name a config may give them ('content-docs').
const OFFICIAL = {
  plugin: new Set([
    'content-docs',
    'content-blog',
    'content-pages',
    'sitemap',
    'client-redirects',
    'ideal-image',
    'pwa',
    'google-gtag',
    'google-analytics',
    'google-tag-manager',
    'debug',
    'svgr',
    'rsdoctor',
    'vercel-analytics',
    'css-cascade-layers',
  ]),
  theme: new Set(['classic', 'search-algolia', 'mermaid', 'live-codeblock']),
};

/**
 * A plugin's or theme's package as Docusaurus finds it from the name a config gives: a short name
 * is tried as written, then as `@docusaurus/<type>-<name>`, then `docusaurus-<type>-<name>`
 * (`@scope/name`: as written, then `@scope/docusaurus-<type>-name`; `@scope`:
 * `@scope/docusaurus-<type>`), the first the site can load. Where none loads (Docusaurus is not
 * installed beside the site), a short name of one of Docusaurus's own is its package.
 */
export function docusaurusName(name: string, type: 'plugin' | 'theme', root: string): string {
  if (/^[./]/.test(name) || isAbsolute(name)) return name;
  const candidates = !name.startsWith('@')
    ? [name, `@docusaurus/${type}-${name}`, `docusaurus-${type}-${name}`]
    : name.includes('/')
      ? [name, name.replace(/^(@[^/]+)\/(.*)$/, `$1/docusaurus-${type}-$2`)]
      : [`${name}/docusaurus-${type}`];
  const site = createRequire(join(root, 'package.json'));
  const loads = (id: string) => [id, `${id}/package.json`].some((p) => resolves(site, p));
  return candidates.find(loads) ?? (OFFICIAL[type].has(name) ? `@docusaurus/${type}-${name}` : candidates[0]!);
}

function resolves(site: NodeJS.Require, id: string): boolean {
  try {
    site.resolve(id);
    return true;
  } catch {
    return false;
  }
}

/**
 * A preset or plugin entry as its package name and options: `'name'`, `['name', options]`, a
 * `require.resolve('name')` path into node_modules, or the package's export itself.
 */
export function pluginEntry(entry: unknown): [string | undefined, unknown] {
  const [target, options] = Array.isArray(entry) ? [entry[0], entry[1]] : [entry, undefined];
  if (typeof target === 'string') return [inPackage(target) ? packageOf(target) : target, options];
  const from = importedFrom(target);
  if (from) return [from.replace(/(\.default)?(\(\))?$/, ''), options];
  return [undefined, undefined];
}

/**
 * A local plugin that wraps Docusaurus's blog or docs plugin (local-plugins.ts `extends`) gives the
 * blog or the docs their options, as that plugin would have them; what it adds is reported.
 */
export function readExtendedPlugins(m: MapState, s: PluginOptions, local: readonly LocalPlugin[]): void {
  for (const p of local) {
    if (!p.extends) continue;
    const { kind } = p.extends;
    const o = isObj(p.extends.options) ? p.extends.options : {};
    const second = isSecondInstance(o);
    if (kind === 'blog' && second) s.blogInstances.push(o);
    else if (kind === 'blog') s.blog = o;
    else if (second) s.docsInstances.push(o);
    else s.docs = o;
    m.mapped.push(`${kind} <- ${p.given} (it wraps @docusaurus/plugin-content-${kind}: its options are the ${kind}'s)`);
    m.skip(
      ['plugins', p.given],
      `the local plugin ${p.given} wraps @docusaurus/plugin-content-${kind}: zapsite builds the ${kind} from its options; what the plugin adds (its own routes, props and data) is not carried over.`,
    );
  }
}

/** theme-classic's options, from the preset's `theme` or the theme listed on its own: its stylesheets. */
function readClassicTheme(m: MapState, s: PluginOptions, o: Obj, path: string[]): void {
  for (const css of cssList(o.customCss).map((p) => cssPath(m, p)))
    if (!s.customCss.includes(css)) s.customCss.push(css);
  m.rest(o, path, ['customCss'], (k) => `zapsite's theme does not read "${k}".`);
}

function isSecondInstance(o: Obj): boolean {
  return o.id !== undefined && o.id !== 'default';
}

function cssList(v: unknown): string[] {
  if (typeof v === 'string') return [v];
  if (Array.isArray(v)) return v.filter((s): s is string => typeof s === 'string');
  return [];
}
