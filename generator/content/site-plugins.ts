// The site's own remark and rehype plugins (Docusaurus's `remarkPlugins`, `rehypePlugins` and their
// `beforeDefault…` forms, given per kind of content in the config), loaded once per thread, and the
// one plugin list both formats go through with zapsite's own steps among them (markdownPipeline).
//
// A build worker gets only plain data (`SitePluginsRef`): it loads the config itself (inline plugin
// functions are values of the config) and imports module paths from the site folder.
import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { isAbsolute, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Pluggable, PluggableList } from 'unified';
import type { MarkdownPluginEntry, ResolvedConfig } from '../config/schema.ts';
import { blogOptionsOf, docsOptionsOf } from '../config/docs-instances.ts';
import { EXIT_USAGE, ZapsiteError } from '../diagnostics.ts';
import { remarkAfterSite, remarkHeadingIds, remarkRules } from './markdown-rules.ts';
import { docusaurusCode, rehypeCodeBack } from './site-code-blocks.ts';
import type { ContentKind, Diagnostic, SourceFile } from '../types.ts';
import { splitFrontMatter } from './front-matter.ts';
import { diag } from '../diagnostics.ts';
import { evaluateConfig } from '../config/evaluate.ts';
import { siteCodeLimitMs } from '../site-code.ts';
import {
  forgetDocusaurusRuns,
  isDocusaurusMarkdownPluginRef,
  takeMarkdownPlugin,
} from './docusaurus-markdown-plugin.ts';
import { inPackage } from '../package-path.ts';

/** One kind of content's plugins, ready for unified's `use` (and @mdx-js/mdx's lists). */
export interface SitePlugins {
  /**
   * The site folder: the files' `cwd` for its plugins, as if the build ran there, which is where
   * Docusaurus's build runs (`file.cwd` is the folder a plugin's paths are relative to).
   */
  root: string;
  beforeRemark: PluggableList;
  remark: PluggableList;
  beforeRehype: PluggableList;
  rehype: PluggableList;
  /** `markdown.remarkRehypeOptions`. */
  remarkRehype?: Record<string, unknown>;
  /** The files the plugins were loaded from (a cached page is stale once one changes). */
  inputs: string[];
}

/** What differs by format (`.md` or MDX) around the one list, for `markdownPipeline`. */
export interface FormatSteps {
  /** Syntax extensions, after the parser: GFM, directives (and MDX's split parser). */
  syntax: PluggableList;
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
 * processor.ts): the syntax; the site's `beforeDefault…` remark plugins; zapsite's defaults
 * (markdown-rules.ts: its rules, then heading ids as Docusaurus's `headings` plugin gives them); the
 * site's remark plugins; what none of them took (directives, code blocks they added). To hast with
 * `markdown.remarkRehypeOptions` (zapsite's handlers win for its own nodes); then the site's
 * `beforeDefault…` rehype plugins and its rehype plugins, which Docusaurus runs back to back: it has
 * no rehype defaults. What zapsite does to the HTML tree (transform-hast.ts: highlighted code,
 * anchors, external links, theme components) is what Docusaurus's theme does when the page renders,
 * after every plugin, so it runs where the page is finished (markdown.ts finishMarkdown).
 */
export function markdownPipeline(format: FormatSteps, site: SitePlugins | undefined): MarkdownPipeline {
  const options = site?.remarkRehype ?? {};
  return {
    // Heading ids are given here, as Docusaurus's headings plugin gives them, from the Markdown's text
    // (a component's tag counts as the text between its tags, not what it renders). Without the
    // site's plugins there is nothing for `remarkAfterSite` to find: a walk saved per file.
    remarkPlugins: site
      ? [...format.syntax, ...site.beforeRemark, remarkRules, remarkHeadingIds, ...site.remark, remarkAfterSite]
      : [...format.syntax, remarkRules, remarkHeadingIds],
    // Code blocks are written Docusaurus's way for the site's rehype plugins (site-code-blocks.ts).
    rehypePlugins: hasRehype(site) ? [...site!.beforeRehype, ...site!.rehype, rehypeCodeBack] : [],
    remarkRehypeOptions: {
      footnoteLabelTagName: 'h2',
      ...options,
      ...format.toHast,
      handlers: withSiteCode({ ...(options.handlers as object), ...format.handlers }, site),
    },
  };
}

function hasRehype(site: SitePlugins | undefined): boolean {
  return !!site && site.beforeRehype.length + site.rehype.length > 0;
}

/** `handlers` with code blocks written for the site's rehype plugins, when it has some. */
export function withSiteCode<T extends Record<string, unknown>>(handlers: T, site: SitePlugins | undefined): T {
  const code = handlers.code as Parameters<typeof docusaurusCode>[0] | undefined;
  return hasRehype(site) && code ? { ...handlers, code: docusaurusCode(code) } : handlers;
}

/** What a thread needs to find the plugins: plain data, sent to build workers. */
export interface SitePluginsRef {
  root: string;
  /**
   * The plugin lists that exist, by slot: a kind of content ('doc', 'blog', 'page') for the default
   * docs and blog and the pages, `<kind>:<id>` for a docs or blog instance's own. Every other
   * file keeps the fast paths.
   */
  kinds: string[];
  /** The plugin lists as text: a changed config makes a new key (a worker's cache, the dev cache). */
  signature: string;
  /**
   * The state of the files the plugins were loaded from (pluginInputsState), once the main thread
   * loaded them: part of the content caches' key, so an edited plugin file renders the pages again.
   */
  inputsState?: string;
}

const LISTS = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins'] as const;
const KEY: Record<ContentKind, 'docs' | 'blog' | 'pages'> = { doc: 'docs', blog: 'blog', page: 'pages' };

/** A file's slot: its kind, with its docs or blog instance's id when it belongs to a further one. */
function slotOf(file: { kind: ContentKind; instance?: string }): string {
  return file.instance && file.kind !== 'page' ? `${file.kind}:${file.instance}` : file.kind;
}

/** Every slot of the config: the default docs, blog and pages, then each further docs and blog instance. */
function slotsOf(config: ResolvedConfig): string[] {
  return [
    'doc',
    'blog',
    'page',
    ...config.docsInstances.map((d) => `doc:${d.id}`),
    ...config.blogInstances.map((b) => `blog:${b.id}`),
  ];
}

/** A slot's plugin lists: the options of its docs or blog instance (each applies to its own files only), or the pages'. */
function listsOf(
  config: ResolvedConfig,
  slot: string,
): Record<(typeof LISTS)[number], MarkdownPluginEntry[]> | undefined {
  const [kind, instance] = slot.split(':') as [ContentKind, string | undefined];
  if (kind === 'doc') return docsOptionsOf(config, instance);
  if (kind === 'blog') return blogOptionsOf(config, instance);
  return config.pages;
}

/** Where a slot's lists are written in the config, for messages: `docs.remarkPlugins`, `docsInstances.<id>.remarkPlugins`. */
function optionsKey(slot: string): string {
  const [kind, instance] = slot.split(':') as [ContentKind, string | undefined];
  return instance ? `${KEY[kind]}Instances.${instance}` : KEY[kind];
}

/** The reference a thread's content jobs carry; undefined when the site has no plugins. */
export function sitePluginsRef(config: ResolvedConfig): SitePluginsRef | undefined {
  const rr = config.markdown.remarkRehypeOptions;
  const slots = slotsOf(config);
  const kinds = slots.filter((k) => listsOf(config, k) && (rr || LISTS.some((l) => listsOf(config, k)![l].length > 0)));
  if (!kinds.length) return undefined;
  const lists = kinds.map((k) => LISTS.map((l) => listsOf(config, k)![l]));
  const signature = JSON.stringify([lists, rr ?? null], (_k, v: unknown) =>
    typeof v === 'function' ? `fn:${String(v)}` : v,
  );
  configs.set(configKey(config.root, signature), Promise.resolve(config));
  return { root: config.root, kinds, signature };
}

export function hasSitePlugins(
  ref: SitePluginsRef | undefined,
  file: { kind: ContentKind; instance?: string },
): boolean {
  return ref !== undefined && ref.kinds.includes(slotOf(file));
}

// The config by site and plugin lists: the main thread shares its own; a worker loads the file.
const configs = new Map<string, Promise<ResolvedConfig>>();
const loaded = new Map<string, Promise<SitePlugins>>();
const configKey = (root: string, signature: string) => `${root}\0${signature}`;

/** Loads the plugins afresh from here on: dev, after a file they were loaded from changed. */
export function forgetSitePlugins(): void {
  loaded.clear();
  configs.clear();
  forgetDocusaurusRuns();
}

/**
 * The Docusaurus configs the site's plugin lists take entries from (`{ docusaurusConfig, path }`),
 * absolute: dev watches them even when a build fails before the plugins are loaded.
 */
export function docusaurusConfigsOfPlugins(config: ResolvedConfig): string[] {
  const files = new Set<string>();
  for (const slot of slotsOf(config)) {
    const lists = listsOf(config, slot);
    for (const name of LISTS)
      for (const entry of lists?.[name] ?? []) {
        const given: unknown = Array.isArray(entry) ? entry[0] : entry;
        if (isDocusaurusMarkdownPluginRef(given)) files.add(resolve(config.root, given.docusaurusConfig));
      }
  }
  return [...files];
}

/** A file's plugins (its kind's, or its instance's), loaded once per thread; undefined when it has none. */
export function sitePluginsFor(
  ref: SitePluginsRef | undefined,
  file: { kind: ContentKind; instance?: string } | string,
): Promise<SitePlugins> | undefined {
  const kind = typeof file === 'string' ? file : slotOf(file);
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

async function loadPlugins(config: ResolvedConfig, kind: string): Promise<SitePlugins> {
  const lists = listsOf(config, kind)!;
  const problems: Diagnostic[] = [];
  const inputs = new Set<string>();
  const load = async (name: (typeof LISTS)[number]): Promise<PluggableList> => {
    const out: Pluggable[] = [];
    for (const [i, entry] of lists[name].entries()) {
      const [given, ...written] = Array.isArray(entry) ? entry : [entry];
      const where = `${optionsKey(kind)}.${name}[${i}]`;
      try {
        // An entry of a Docusaurus config brings its own options.
        const [ref, ...options] = isDocusaurusMarkdownPluginRef(given)
          ? await takeMarkdownPlugin(given, config.root, inputs)
          : [given, ...written];
        const plugin =
          typeof ref === 'function' ? (ref as Plugin) : await importPlugin(ref as string, config.root, inputs);
        out.push([
          guarded(
            plugin,
            `${where} (${typeof ref === 'string' ? ref : plugin.name || 'an inline function'})`,
          ) as Pluggable & ((...a: unknown[]) => void),
          ...options,
        ] as Pluggable);
      } catch (error) {
        problems.push(
          diag({
            code: 'markdown-plugin',
            args: {
              stage: 'load',
              where,
              ref: typeof given === 'string' ? given : undefined,
              error: (error as Error).message,
            },
            file: config.configFile ? config.configFile.slice(config.root.length + 1) : undefined,
          }),
        );
      }
    }
    return out;
  };
  const [beforeRemark = [], remark = [], beforeRehype = [], rehype = []] = await Promise.all(LISTS.map(load));
  if (problems.length) throw new ZapsiteError(problems, EXIT_USAGE);
  return {
    root: config.root,
    beforeRemark,
    remark,
    beforeRehype,
    rehype,
    ...(config.markdown.remarkRehypeOptions ? { remarkRehype: config.markdown.remarkRehypeOptions } : {}),
    inputs: [...inputs],
  };
}

type Plugin = (this: unknown, ...args: unknown[]) => unknown;

/** A module path (from the site folder) or package name: its default export, CommonJS or ESM. */
export async function importPlugin(spec: string, root: string, inputs?: Set<string>): Promise<Plugin> {
  const local = spec.startsWith('.') || isAbsolute(spec);
  const file = createRequire(join(root, 'package.json')).resolve(local ? resolve(root, spec) : spec);
  // The site's own file loads as Docusaurus loads it (config/evaluate.ts: TypeScript, `__dirname`,
  // what the Docusaurus install brought), and so does a package of TypeScript (a workspace package
  // whose `main` is `src/index.ts`: Node's type stripping would keep its type-only imports); any
  // other package as Node imports it.
  let value: { default?: unknown };
  if ((local && !inPackage(file)) || /\.[cm]?tsx?$/.test(file)) {
    const evaluated = await evaluateConfig(file, {}, siteCodeLimitMs(), { packages: 'external' });
    for (const p of evaluated.inputs) inputs?.add(p);
    value = evaluated.exports;
  } else {
    inputs?.add(file);
    value = (await import(pathToFileURL(file).href)) as { default?: unknown };
  }
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

/**
 * A plugin's failure on one file, at the place in it the error names. One that names no place is
 * the plugin's problem rather than the file's: the same failure on many files is one diagnostic
 * (mergeRepeats) with the files it failed on in `affects`.
 */
export function pluginDiagnostic(error: PluginFailure, file: string, lines: string[]): Diagnostic {
  if (!error.line)
    return {
      ...diag({ code: 'markdown-plugin', args: { stage: 'files', plugin: error.plugin, error: error.message } }),
      affects: [file],
    };
  return diag({
    code: 'markdown-plugin',
    args: { stage: 'run', plugin: error.plugin, error: error.message },
    file,
    line: error.line,
    sourceLine: lines[error.line - 1],
    ...(error.column ? { column: error.column } : {}),
  });
}

/**
 * The state of the plugins' files: each one's path, size and modification time, hashed. Whatever
 * was loaded from them is as they were then; a file that changes makes another key.
 */
export async function pluginInputsState(plugins: SitePlugins[]): Promise<string> {
  const files = [...new Set(plugins.flatMap((p) => p.inputs))].sort();
  const hash = createHash('sha256');
  for (const file of files) {
    const info = await stat(file).catch(() => undefined);
    hash.update(`${file}\0${info?.size ?? -1}\0${info?.mtimeMs ?? -1}\n`);
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * What Docusaurus's MDX loader puts in each file's `data` for the site's plugins to read: its front
 * matter (supertokens's docs read `file.data.frontMatter.description`) and which bundle it compiles
 * for, the server's being the one whose HTML is written.
 */
export function docusaurusFileData(file: SourceFile): { frontMatter: Record<string, unknown>; compilerName: 'server' } {
  return {
    frontMatter: file.frontMatter ?? splitFrontMatter(file.text, file.relPath).frontMatter,
    compilerName: 'server',
  };
}
