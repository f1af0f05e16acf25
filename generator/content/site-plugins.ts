// The site's own remark and rehype plugins (Docusaurus's `remarkPlugins`, `rehypePlugins` and their
// `beforeDefault…` forms, given per kind of content in the config), loaded once per thread and run
// by both Markdown paths at the same places: before zapsite's own rules, and after them.
//
// A build worker gets only plain data (`SitePluginsRef`): it loads the config itself (inline plugin
// functions are values of the config) and imports module paths from the site folder.
import { createRequire } from 'node:module';
import { isAbsolute, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Pluggable, PluggableList } from 'unified';
import type { MarkdownPluginEntry, ResolvedConfig } from '../config/schema.ts';
import { EXIT_USAGE, ZapsiteError } from '../diagnostics.ts';
import type { ContentKind, Diagnostic } from '../types.ts';

/** One kind of content's plugins, ready for unified's `use` (and @mdx-js/mdx's lists). */
export interface SitePlugins {
  beforeRemark: PluggableList;
  remark: PluggableList;
  beforeRehype: PluggableList;
  rehype: PluggableList;
  /** `markdown.remarkRehypeOptions`. */
  remarkRehype?: Record<string, unknown>;
}

/** zapsite's own steps of one format (`.md` or MDX), for `markdownPipeline`. */
export interface OwnSteps {
  /** Syntax extensions, after the parser: GFM, directives (and MDX's split parser). */
  syntax: PluggableList;
  /** zapsite's Markdown rules (links, images, admonitions, code blocks, truncate). */
  rules: Pluggable;
  /** What runs after the site's plugins: the directives none took, code blocks they added. */
  afterSite: Pluggable;
  /** How zapsite's own nodes become hast. */
  handlers: Record<string, unknown>;
  /** Options of this format's remark-rehype beyond the shared ones (`.md` keeps raw HTML). */
  toHast?: Record<string, unknown>;
}

/** The lists and remark-rehype options one file goes through, whatever its format. */
export interface MarkdownPipeline {
  remarkPlugins: PluggableList;
  rehypePlugins: PluggableList;
  remarkRehypeOptions: Record<string, unknown>;
}

/**
 * The one plugin list both `.md` and MDX files go through, in Docusaurus's order (its mdx-loader's
 * processor): the syntax, the site's `beforeDefault…` remark plugins, zapsite's rules, the site's
 * remark plugins; to hast with `markdown.remarkRehypeOptions` (zapsite's handlers win for its own
 * nodes); then the site's `beforeDefault…` rehype plugins and its rehype plugins.
 */
export function markdownPipeline(own: OwnSteps, site: SitePlugins | undefined): MarkdownPipeline {
  const options = site?.remarkRehype ?? {};
  return {
    // Without the site's plugins there is nothing for `afterSite` to find: a walk saved per file.
    remarkPlugins: site
      ? [...own.syntax, ...site.beforeRemark, own.rules, ...site.remark, own.afterSite]
      : [...own.syntax, own.rules],
    rehypePlugins: [...(site?.beforeRehype ?? []), ...(site?.rehype ?? [])],
    remarkRehypeOptions: {
      footnoteLabelTagName: 'h2',
      ...options,
      ...own.toHast,
      handlers: { ...(options.handlers as object), ...own.handlers },
    },
  };
}

/** What a thread needs to find the plugins: plain data, sent to build workers. */
export interface SitePluginsRef {
  root: string;
  /** The kinds of content that have plugins: every other file keeps the fast paths. */
  kinds: ContentKind[];
  /** The plugin lists as text: a changed config makes a new key (a worker's cache, the dev cache). */
  signature: string;
}

const LISTS = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins'] as const;
const KEY: Record<ContentKind, 'docs' | 'blog' | 'pages'> = { doc: 'docs', blog: 'blog', page: 'pages' };

function listsOf(
  config: ResolvedConfig,
  kind: ContentKind,
): Record<(typeof LISTS)[number], MarkdownPluginEntry[]> | undefined {
  const options = config[KEY[kind]];
  return options ? options : undefined;
}

/** The reference a thread's content jobs carry; undefined when the site has no plugins. */
export function sitePluginsRef(config: ResolvedConfig): SitePluginsRef | undefined {
  const rr = config.markdown.remarkRehypeOptions;
  const kinds = (['doc', 'blog', 'page'] as const).filter(
    (k) => rr || LISTS.some((l) => (listsOf(config, k)?.[l].length ?? 0) > 0),
  );
  if (!kinds.length) return undefined;
  const lists = kinds.map((k) => LISTS.map((l) => listsOf(config, k)![l]));
  const signature = JSON.stringify([lists, rr ?? null], (_k, v: unknown) =>
    typeof v === 'function' ? `fn:${String(v)}` : v,
  );
  configs.set(configKey(config.root, signature), Promise.resolve(config));
  return { root: config.root, kinds, signature };
}

export function hasSitePlugins(ref: SitePluginsRef | undefined, kind: ContentKind): boolean {
  return ref !== undefined && ref.kinds.includes(kind);
}

// The config by site and plugin lists: the main thread shares its own; a worker loads the file.
const configs = new Map<string, Promise<ResolvedConfig>>();
const loaded = new Map<string, Promise<SitePlugins>>();
const configKey = (root: string, signature: string) => `${root}\0${signature}`;

/** One kind's plugins, loaded once per thread; undefined when that kind has none. */
export function sitePluginsFor(ref: SitePluginsRef | undefined, kind: ContentKind): Promise<SitePlugins> | undefined {
  if (!ref || !ref.kinds.includes(kind)) return undefined;
  const key = configKey(ref.root, ref.signature);
  let plugins = loaded.get(`${key}\0${kind}`);
  if (!plugins) {
    let config = configs.get(key);
    if (!config) {
      config = import('../config/load.ts').then(async ({ loadConfig }) => (await loadConfig(ref.root)).config);
      configs.set(key, config);
    }
    plugins = config.then((c) => loadPlugins(c, kind));
    loaded.set(`${key}\0${kind}`, plugins);
  }
  return plugins;
}

async function loadPlugins(config: ResolvedConfig, kind: ContentKind): Promise<SitePlugins> {
  const lists = listsOf(config, kind)!;
  const problems: Diagnostic[] = [];
  const load = async (name: (typeof LISTS)[number]): Promise<PluggableList> => {
    const out: Pluggable[] = [];
    for (const [i, entry] of lists[name].entries()) {
      const [ref, ...options] = Array.isArray(entry) ? entry : [entry];
      const where = `${KEY[kind]}.${name}[${i}]`;
      try {
        const plugin = typeof ref === 'function' ? (ref as Plugin) : await importPlugin(ref, config.root);
        out.push([
          guarded(
            plugin,
            `${where} (${typeof ref === 'string' ? ref : plugin.name || 'an inline function'})`,
          ) as Pluggable & ((...a: unknown[]) => void),
          ...options,
        ] as Pluggable);
      } catch (error) {
        problems.push({
          code: 'markdown-plugin',
          severity: 'error',
          message: `The Markdown plugin ${where} (${typeof ref === 'string' ? `"${ref}"` : 'a function'}) could not be loaded: ${(error as Error).message}`,
          hint: 'Give a function, a module path relative to the site folder, or the name of an installed package whose default export is the plugin.',
          file: config.configFile ? config.configFile.slice(config.root.length + 1) : undefined,
        });
      }
    }
    return out;
  };
  const [beforeRemark = [], remark = [], beforeRehype = [], rehype = []] = await Promise.all(LISTS.map(load));
  if (problems.length) throw new ZapsiteError(problems, EXIT_USAGE);
  return {
    beforeRemark,
    remark,
    beforeRehype,
    rehype,
    ...(config.markdown.remarkRehypeOptions ? { remarkRehype: config.markdown.remarkRehypeOptions } : {}),
  };
}

type Plugin = (this: unknown, ...args: unknown[]) => unknown;

/** A module path (from the site folder) or package name: its default export, CommonJS or ESM. */
export async function importPlugin(spec: string, root: string): Promise<Plugin> {
  const path = spec.startsWith('.') || isAbsolute(spec) ? resolve(root, spec) : spec;
  const file = createRequire(join(root, 'package.json')).resolve(path);
  let value = (await import(pathToFileURL(file).href)) as { default?: unknown };
  // A CommonJS module compiled from ESM keeps its function under `default` once more.
  while (typeof value !== 'function' && value && typeof value === 'object' && 'default' in value)
    value = value.default as { default?: unknown };
  if (typeof value !== 'function') throw new Error(`${file} does not export a function`);
  return value as Plugin;
}

/** An error a site plugin threw, with the plugin it came from. */
export class PluginFailure extends Error {
  readonly plugin: string;
  readonly line?: number;
  readonly column?: number;
  constructor(plugin: string, error: unknown) {
    const e = error as {
      message?: string;
      line?: number;
      column?: number;
      place?: { line?: number; column?: number; start?: { line: number; column: number } };
    };
    super(e?.message ?? String(error), { cause: error });
    this.plugin = plugin;
    this.line = e?.line ?? e?.place?.line ?? e?.place?.start?.line;
    this.column = e?.column ?? e?.place?.column ?? e?.place?.start?.column;
  }
}

const failure = (plugin: string, error: unknown) =>
  error instanceof PluginFailure ? error : new PluginFailure(plugin, error);

/**
 * The plugin, with what it throws (as it is attached or as it transforms a file) marked with its
 * name, so the file's diagnostic can say which plugin failed.
 */
function guarded(plugin: Plugin, name: string): Plugin {
  return function (this: unknown, ...args: unknown[]) {
    let transformer: unknown;
    try {
      transformer = plugin.apply(this, args);
    } catch (error) {
      throw failure(name, error);
    }
    if (typeof transformer !== 'function') return transformer;
    const run = transformer as (...a: unknown[]) => unknown;
    // unified passes a callback to a transformer that declares three parameters.
    if (run.length >= 3)
      return (tree: unknown, file: unknown, next: (error?: unknown, ...rest: unknown[]) => void) => {
        try {
          run(tree, file, (error?: unknown, ...rest: unknown[]) => next(error ? failure(name, error) : error, ...rest));
        } catch (error) {
          throw failure(name, error);
        }
      };
    return (tree: unknown, file: unknown) => {
      try {
        const out = run(tree, file);
        return out instanceof Promise ? out.catch((error: unknown) => Promise.reject(failure(name, error))) : out;
      } catch (error) {
        throw failure(name, error);
      }
    };
  };
}

/** A plugin's failure on one file, at the place it names, if any. */
export function pluginDiagnostic(error: PluginFailure, file: string, lines: string[]): Diagnostic {
  return {
    code: 'markdown-plugin',
    severity: 'error',
    message: `The Markdown plugin ${error.plugin} failed on this file: ${error.message}`,
    hint: 'Fix the plugin, or the Markdown it cannot handle; the plugin is named as the config lists it.',
    file,
    ...(error.line ? { line: error.line, sourceLine: lines[error.line - 1] } : {}),
    ...(error.line && error.column ? { column: error.column } : {}),
  };
}
