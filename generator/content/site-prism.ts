// The Prism languages a Docusaurus site adds, run as Docusaurus runs them: the config's
// `prism.additionalLanguages` and the site's own src/theme/prism-include-languages, a function
// handed the Prism object that requires `prismjs/components/prism-<lang>` and assigns
// `Prism.languages.<name> = {…}` (on the global Prism, which it sets for the call). zapsite's Prism
// is refractor's (content/highlight.ts), so the site's function is handed refractor: what it
// registers colours ```<name> blocks like any built-in grammar.
//
// The main thread bundles the file once (its relative imports included) into CommonJS text, plain
// data that build workers receive in their context (render-pool.ts) and run themselves, as each
// thread has its own refractor.
import { SITE_EXTENSIONS } from '../bundle/site-imports.ts';
import { build, type Plugin } from 'esbuild';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { refractor } from 'refractor/core';
import { DOCUSAURUS_LANGUAGES, ensureLanguage, limitLanguages, useDocusaurusTokens } from './highlight.ts';
import type { PrismTheme } from './prism-tokens.ts';
import { generatedModules, type GeneratedData } from '../bundle/generated-data.ts';
import { siteOverride } from '../bundle/docusaurus-modules.ts';
import { BROWSER_ENVIRONMENT_MODULE } from '../bundle/prism-renderer-languages.ts';

export interface SitePrismRef {
  /** The site's folder: its packages are required from there. */
  root: string;
  /** The config's `prism.additionalLanguages`. */
  additionalLanguages: string[];
  /** src/theme/prism-include-languages and what it imports, bundled as one CommonJS module; none without that file. */
  code?: string;
  /** That file, relative to the site folder. */
  file?: string;
  /**
   * A Docusaurus site (the classic theme): only the languages Docusaurus colours are coloured, its
   * own set and what the site adds; a block in any other stays plain, as Docusaurus leaves it.
   */
  docusaurusLanguages?: boolean;
  /** A Docusaurus site's `prism.theme` and `darkTheme`: its tokens are written as Docusaurus writes them. */
  themes?: { light: PrismTheme; dark: PrismTheme };
}

/** What running the site's languages gave on this thread: an error its function threw, if any. */
export interface SitePrismRun {
  error?: string;
}

// `prismjs/components/prism-<lang>` (`.js`, `.min.js`): Prism's own grammar files, which refractor
// carries under the same names.
const COMPONENT = /^prismjs\/components\/prism-([\w-]+?)(?:\.min)?(?:\.js)?$/;
// The same, written literally in the bundle: loaded before the site's function runs, which requires them synchronously.
const COMPONENT_LITERAL = /['"`]prismjs\/components\/prism-([\w-]+?)(?:\.min)?(?:\.js)?['"`]/g;

/** Docusaurus's own prism-include-languages, which a site's wraps as `@theme-original/prism-include-languages`. */
const ORIGINAL = `export default function prismIncludeLanguages(Prism) {
  const before = globalThis.Prism;
  globalThis.Prism = Prism;
  for (const lang of __additionalLanguages) require('prismjs/components/prism-' + lang);
  globalThis.Prism = before;
}`;

/**
 * Docusaurus runs the file as a client module, in the browser: one written for Docusaurus 2 guards
 * its work with `ExecutionEnvironment.canUseDOM` and hands Prism over on `window`, so here the
 * environment says it is a browser and `window` is the global object while it runs.
 */
function originalPlugin(additional: string[]): Plugin {
  return {
    name: 'zapsite-prism-original',
    setup(b) {
      b.onResolve({ filter: /^@docusaurus\/ExecutionEnvironment$/ }, () => ({
        path: 'execution-environment',
        namespace: 'zapsite-prism-environment',
      }));
      b.onLoad({ filter: /.*/, namespace: 'zapsite-prism-environment' }, () => ({
        contents: BROWSER_ENVIRONMENT_MODULE,
        loader: 'js',
      }));
      b.onResolve({ filter: /^@theme-(?:original|init)\/prism-include-languages$/ }, () => ({
        path: 'prism-include-languages',
        namespace: 'zapsite-prism-original',
      }));
      b.onLoad({ filter: /.*/, namespace: 'zapsite-prism-original' }, () => ({
        contents: `const __additionalLanguages = ${JSON.stringify(additional)};\n${ORIGINAL}`,
        loader: 'js',
      }));
    },
  };
}

/**
 * The site's Prism languages as plain data for every thread, or none when it has neither its own
 * file nor `additionalLanguages`. A file that does not bundle is left out: `failed` says why.
 */
export async function sitePrismRef(
  root: string,
  additionalLanguages: string[],
  generated: () => GeneratedData,
  docusaurus: Pick<SitePrismRef, 'docusaurusLanguages' | 'themes'> = {},
): Promise<{ ref?: SitePrismRef; failed?: { file: string; error: string } }> {
  // One stat for a site without src/theme/.
  const main = existsSync(join(root, 'src/theme')) ? siteOverride(root, 'prism-include-languages') : undefined;
  // The config's languages alone: loaded on each thread, so their Prism aliases (```rb once Ruby is) work.
  if (!main)
    return additionalLanguages.length || docusaurus.docusaurusLanguages
      ? { ref: { root, additionalLanguages, ...docusaurus } }
      : {};
  const file = relative(root, main);
  try {
    const out = await build({
      entryPoints: [main],
      resolveExtensions: SITE_EXTENSIONS,
      bundle: true,
      write: false,
      format: 'cjs',
      platform: 'node',
      logLevel: 'silent',
      jsx: 'automatic',
      loader: { '.js': 'jsx' },
      // Packages stay require calls, answered when it runs (`prismjs` by refractor).
      packages: 'external',
      plugins: [originalPlugin(additionalLanguages), generatedModules(generated())],
    });
    return { ref: { root, additionalLanguages, code: out.outputFiles[0]!.text, file, ...docusaurus } };
  } catch (error) {
    const first = (error as { errors?: { text: string }[] }).errors?.[0]?.text;
    return { failed: { file, error: first ?? String(error) } };
  }
}

let applied: string | undefined;
let lastRun: SitePrismRun = {};
/** Languages a site's function registered itself on this thread (kept across a dev session's reruns). */
const registeredBySite = new Set<string>();

/**
 * Runs the site's languages on this thread's refractor, once per version of them (a dev rebuild
 * with the same file does nothing). A language its function requires that refractor lacks, or an
 * error it throws, leaves those blocks plain: swizzle-notes.ts warns where they are written.
 */
export async function useSitePrism(ref: SitePrismRef | undefined): Promise<SitePrismRun> {
  useDocusaurusTokens(ref?.themes);
  if (!ref) {
    applied = undefined;
    limitLanguages(undefined);
    return {};
  }
  const key = `${ref.root}\0${ref.additionalLanguages.join(',')}\0${ref.code ?? ''}\0${!!ref.docusaurusLanguages}`;
  if (applied === key) return lastRun;
  applied = key;
  // Loaded now, as Docusaurus loads them, which registers their aliases too (```rb once Ruby is).
  // And require() is synchronous where refractor's grammars load asynchronously: what it names comes first.
  const wanted = new Set(ref.additionalLanguages);
  for (const m of ref.code?.matchAll(COMPONENT_LITERAL) ?? []) if (!m[1]!.includes('$')) wanted.add(m[1]!);
  for (const lang of wanted) await ensureLanguage(lang);
  // The site's function is handed Docusaurus's Prism, which holds Docusaurus's own languages: one
  // may build on them (`Prism.languages.sql.keyword = …`, questdb's).
  if (ref.code && ref.docusaurusLanguages) for (const lang of DOCUSAURUS_LANGUAGES) await ensureLanguage(lang);
  const known = new Set(Object.keys(refractor.languages));
  const coloured = () => {
    for (const l of Object.keys(refractor.languages)) if (!known.has(l)) registeredBySite.add(l);
    limitLanguages(
      ref.docusaurusLanguages
        ? new Set([
            ...DOCUSAURUS_LANGUAGES,
            ...wanted,
            // What the site's function registered itself (`Prism.languages.zapscript = {…}`).
            ...registeredBySite,
          ])
        : undefined,
    );
  };
  if (!ref.code) {
    coloured();
    return (lastRun = {});
  }
  const siteRequire = createRequire(join(ref.root, 'package.json'));
  const shim = (id: string): unknown => {
    if (id === 'prismjs') return refractor;
    const lang = COMPONENT.exec(id)?.[1];
    // Loaded above, or unknown to refractor: then its blocks stay plain, as the warning says.
    if (lang !== undefined) return {};
    return siteRequire(id);
  };
  const g = globalThis as { Prism?: unknown; window?: unknown };
  const before = g.Prism;
  const hooksBefore = hookCounts();
  // Grammar files a site imports at the top assign to the global Prism as they load.
  g.Prism = refractor;
  const windowless = !('window' in g);
  if (windowless) g.window = globalThis;
  try {
    const module = { exports: {} as Record<string, unknown> };
    // The site's own code, which Docusaurus runs in its bundle too.
    new Function('require', 'module', 'exports', ref.code)(shim, module, module.exports);
    const include = module.exports.default ?? module.exports;
    if (typeof include === 'function') (include as (prism: unknown) => void)(refractor);
    lastRun = {};
  } catch (error) {
    lastRun = { error: error instanceof Error ? error.message : String(error) };
  } finally {
    if (windowless) delete g.window;
    if (before === undefined) delete g.Prism;
    else g.Prism = before;
    // A name given no grammar (`extend` of a language that is not there gives undefined) is no
    // language: left registered, highlighting its blocks would throw.
    const languages = refractor.languages as Record<string, unknown>;
    for (const name of Object.keys(languages)) if (languages[name] == null) delete languages[name];
    dropRenderHooks(hooksBefore);
    coloured();
  }
  return lastRun;
}

type PrismHooks = { all: Record<string, unknown[] | undefined> };
const prismHooks = (): PrismHooks => (refractor as unknown as { hooks: PrismHooks }).hooks;

function hookCounts(): Map<string, number> {
  return new Map(Object.entries(prismHooks().all).map(([name, list]) => [name, list?.length ?? 0]));
}

// Docusaurus colours code with prism-react-renderer, which runs Prism's tokenizer and its
// 'before-tokenize' and 'after-tokenize' hooks, never the HTML-writing ones ('wrap' and the rest).
// Hooks a site's grammar adds for those (prism-svelte's 'wrap' reads env.content as Prism's HTML
// string, where refractor has nodes) are taken off again: they would throw, and change nothing.
const TOKENIZER_HOOKS = new Set(['before-tokenize', 'after-tokenize']);

function dropRenderHooks(before: Map<string, number>): void {
  const { all } = prismHooks();
  for (const [name, list] of Object.entries(all))
    if (list && !TOKENIZER_HOOKS.has(name)) list.length = Math.min(list.length, before.get(name) ?? 0);
}
