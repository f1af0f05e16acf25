// Named imports from a "barrel" package, one whose entry only re-exports other modules (lucide-react's
// index re-exports 2,119 icon files), go straight to the modules that define them: esbuild otherwise reads
// and parses every file the barrel names though a page uses one (on zaparoo.org, ~200 MB of esbuild's
// memory for a few icons). `import { Zap } from 'pkg'` resolves to a small module of our own,
// `export { default as Zap } from '/…/pkg/icons/zap.js'`, made for the names that importer asks for.
// Only what is provably the same is changed: the package declares `sideEffects: false` (skipping the
// modules it does not use changes nothing), its entry is nothing but `export … from` statements, every
// `export *` on the way resolves to modules whose names are all known, and the importer's every import
// of the package is `import { a, b as c }` (no default, no namespace, no re-export). Anything else,
// and every import a package makes, resolves as it always did.
import type { Plugin, PluginBuild } from 'esbuild';
import { init, parse } from 'es-module-lexer';
import { readFile, realpath, stat } from 'node:fs/promises';
import { basename, dirname, join, relative, sep } from 'node:path';
import { inPackage } from '../package-path.ts';

const NAMESPACE = 'zapsite-barrel';
/** Marks our own resolve calls, so they do not come back to this plugin. */
const OWN = { barrel: true };
const SCRIPT_RE = /\.[cm]?[jt]sx?$/;
const IDENTIFIER_RE = /^[A-Za-z_$][\w$]*$/;
const lexerReady = init;

/** Where an exported name is defined: a module and the name it exports it by. `null`: known but not mappable. */
interface Target {
  file: string;
  name: string;
}
/**
 * A name a pure barrel re-exports, followed to its module only when an importer asks for it:
 * lucide-react's index names ~12,700, and resolving each one (a round trip to esbuild's process)
 * and reading each icon module cost more CPU than the barrel saved. `seen` stops a cycle.
 */
type Later = (seen: Set<Later>) => Promise<Target | null>;
type ExportMap = Map<string, Target | null | Later>;

/** Where `map`'s module gets `name` from; undefined when it does not export it, null when that is not known. */
async function targetIn(map: ExportMap, name: string, seen = new Set<Later>()): Promise<Target | null | undefined> {
  const found = map.get(name);
  if (typeof found !== 'function') return found;
  // A cycle of re-exports: left to esbuild, which reports it.
  if (seen.has(found)) return null;
  seen.add(found);
  return found(seen);
}

/**
 * The plugin. `source` gives the text of importers that are not files on disk (a page's compiled
 * MDX), by the importer's path and namespace; an importer it does not know is left as it is.
 */
export function barrelImports(source?: (path: string, namespace: string) => string | undefined): Plugin {
  return {
    name: NAMESPACE,
    setup(b) {
      // Per build: each module's export map and each importer's text, read once.
      const maps = new Map<string, Promise<ExportMap | null>>();
      const texts = new Map<string, Promise<string | undefined>>();
      b.onStart(() => {
        maps.clear();
        texts.clear();
      });
      b.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === OWN || args.kind !== 'import-statement' || !args.importer) return undefined;
        // A package's own imports are left to esbuild: asking about each (a resolve, a read) cost more
        // than it saved, 7 s of a 12 s bundle on a site with 5,000 package modules (supertokens/docs).
        if (inPackage(args.importer)) return undefined;
        const key = `${args.namespace}:${args.importer}`;
        let text = texts.get(key);
        if (!text) texts.set(key, (text = textOf(args.importer, args.namespace, source)));
        const names = importedNames((await text) ?? '', args.path);
        if (!names) return undefined;
        const entry = await b.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          namespace: args.namespace,
          pluginData: OWN,
          with: args.with,
        });
        if (entry.errors.length > 0 || entry.external || entry.namespace !== 'file' || entry.sideEffects !== false)
          return undefined;
        const root = packageRoot(entry.path);
        const manifest = root ? await packageJson(root) : undefined;
        if (!root || manifest?.sideEffects !== false) return undefined;
        const walk = { b, root, maps, ownPaths: typeof manifest.browser !== 'object' };
        const map = await exportsOf(walk, entry.path, true);
        if (!map) return undefined;
        const lines: string[] = [];
        for (const name of names) {
          const target = await targetIn(map, name);
          if (!target) return undefined;
          lines.push(`export { ${target.name} as ${name} } from ${JSON.stringify(target.file)};`);
        }
        // Named from the build's folder: the path goes into esbuild's output hashes, which must not depend on where the site is.
        return {
          path: `${relative(b.initialOptions.absWorkingDir ?? process.cwd(), entry.path)}?${names.join(',')}`,
          namespace: NAMESPACE,
          pluginData: { contents: `${lines.join('\n')}\n`, resolveDir: dirname(entry.path) },
        };
      });
      b.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
        ...(args.pluginData as { contents: string; resolveDir: string }),
        loader: 'js',
      }));
    },
  };
}

/** The importer's text: a script file read from disk, or what `source` gives for another namespace. */
async function textOf(
  path: string,
  namespace: string,
  source?: (path: string, namespace: string) => string | undefined,
): Promise<string | undefined> {
  if (namespace === 'file') return SCRIPT_RE.test(path) ? readFile(path, 'utf8').catch(() => undefined) : undefined;
  return source?.(path, namespace);
}

/**
 * The names the importer takes from `specifier`, sorted, when every import of it is `import { … }`
 * of plain names (type-only imports aside); null otherwise (a default or namespace import, a
 * re-export, an import for its side effects, `default` by name).
 */
function importedNames(text: string, specifier: string): string[] | null {
  // Every place the quoted specifier appears must end an `import { … } from` (es-module-lexer cannot
  // read JSX, which site files hold): one in a comment, a string or a require() leaves the file alone.
  const quoted = new RegExp(`(["'])${specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\1`, 'g');
  const names = new Set<string>();
  for (const m of text.matchAll(quoted)) {
    const clause = /(?:^|[\s;])import\s*(type\s+)?\{([^{}]*)\}\s*from\s*$/.exec(
      text.slice(Math.max(0, m.index - 2000), m.index),
    );
    if (!clause) return null;
    if (clause[1]) continue;
    for (const part of clause[2]!.split(',').map((p) => p.trim())) {
      if (!part || /^type\s/.test(part)) continue;
      const [name, as, local, ...rest] = part.split(/\s+/);
      if (
        !name ||
        !IDENTIFIER_RE.test(name) ||
        name === 'default' ||
        rest.length > 0 ||
        (as !== undefined && (as !== 'as' || !local || !IDENTIFIER_RE.test(local)))
      )
        return null;
      names.add(name);
    }
  }
  return names.size > 0 ? [...names].sort() : null;
}

/** An import statement's local bindings (`x`, `{ a as b }`, `* as ns`), each with its source and name (null: the namespace). */
function importBindings(
  statement: string,
  from: string,
): Map<string, { from: string; name: string | null }> | undefined {
  const clause = /^import\s+([\s\S]*?)\s*from\s*["']/.exec(statement)?.[1];
  if (!clause) return undefined;
  const found = new Map<string, { from: string; name: string | null }>();
  const namespace = /^\*\s*as\s+([A-Za-z_$][\w$]*)$/.exec(clause);
  if (namespace) return found.set(namespace[1]!, { from, name: null });
  const named = /^(?:([A-Za-z_$][\w$]*)\s*,\s*)?\{([^{}]*)\}$/.exec(clause) ?? /^([A-Za-z_$][\w$]*)()$/.exec(clause);
  if (!named) return undefined;
  if (named[1]) found.set(named[1], { from, name: 'default' });
  for (const part of named[2]!.split(',').map((p) => p.trim())) {
    if (!part) continue;
    const m = /^([A-Za-z_$][\w$]*)(?:\s+as\s+([A-Za-z_$][\w$]*))?$/.exec(part);
    if (!m) return undefined;
    found.set(m[2] ?? m[1]!, { from, name: m[1]! });
  }
  return found;
}

/** The folder of the package holding `file`: the one right under `node_modules` (or under its `@scope`). */
function packageRoot(file: string): string | undefined {
  for (let dir = dirname(file); dirname(dir) !== dir; dir = dirname(dir)) {
    const parent = dirname(dir);
    if (basename(parent) === 'node_modules') return dir;
    if (basename(parent).startsWith('@') && basename(dirname(parent)) === 'node_modules') return dir;
  }
  return undefined;
}

async function packageJson(root: string): Promise<{ sideEffects?: unknown; browser?: unknown } | undefined> {
  try {
    return JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as { sideEffects?: unknown };
  } catch {
    return undefined;
  }
}

/**
 * A relative specifier naming a script file that is there, found without esbuild: each of esbuild's
 * resolve calls from a plugin starts with an empty directory cache, and lucide-react's icons sit in
 * one folder of 5,004 entries that every such call read again (~90 times a build on zaparoo.org).
 * Anything else (no extension, a folder, a file that is not there) is left to esbuild.
 */
async function ownFile(dir: string, specifier: string): Promise<string | undefined> {
  if (!/^\.\.?\//.test(specifier) || !SCRIPT_RE.test(specifier)) return undefined;
  const path = join(dir, specifier);
  try {
    return (await stat(path)).isFile() ? await realpath(path) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What a module exports, each name mapped to the module that defines it. A pure barrel (only
 * `export … from` statements) maps through to its sources; any other module maps its names to itself.
 * Null when a name cannot be known (an `export *` from a module that is not a pure barrel, a source
 * outside the package, a module the lexer cannot read), or when `mustBePure` and the module has code.
 */
/** What a walk through one package needs: the build (to resolve), the package's folder, the maps made so far. */
interface Walk {
  b: PluginBuild;
  root: string;
  maps: Map<string, Promise<ExportMap | null>>;
  /** The package maps none of its files to others (no `browser` object): a relative file is itself. */
  ownPaths: boolean;
}

function exportsOf(ctx: Walk, file: string, mustBePure = false): Promise<ExportMap | null> {
  const { maps } = ctx;
  const key = `${mustBePure}:${file}`;
  let map = maps.get(key);
  if (!map) {
    // Set before it is computed, so an `export *` cycle meets its own (pending) entry and gives up.
    maps.set(key, Promise.resolve(null));
    map = mapExports(ctx, file, mustBePure);
    maps.set(key, map);
  }
  return map;
}

async function mapExports(ctx: Walk, file: string, mustBePure: boolean): Promise<ExportMap | null> {
  const { b, root, ownPaths } = ctx;
  if (!file.startsWith(root + sep)) return null;
  await lexerReady;
  let text, parsed;
  try {
    text = await readFile(file, 'utf8');
    parsed = parse(text);
  } catch {
    return null;
  }
  const [imports, exports] = parsed;
  // Pure: besides `export … from` statements, only imports whose bindings are exported as they are
  // (`import * as index from './icons.js'; export { index as icons }`), a "use strict" directive
  // (modules are strict anyway), comments, semicolons and space.
  const bindings = new Map<string, { from: string; name: string | null }>();
  let rest = '';
  let at = 0;
  for (const im of imports) {
    const statement =
      im.type === 'static' || im.type === 'reexport-star' ? text.slice(im.importStart, im.importEnd) : '';
    const imported = statement.startsWith('import') ? importBindings(statement, im.specifier as string) : undefined;
    if (!statement.startsWith('export') && !imported) {
      rest = 'code';
      break;
    }
    for (const [local, binding] of imported ?? []) bindings.set(local, binding);
    rest += text.slice(at, im.importStart);
    at = im.importEnd;
  }
  rest += text.slice(at);
  const leftover = rest
    .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '')
    .replace(/^\s*(["'])use strict\1/, '')
    .replace(/export\s*\{[^{}]*\}/g, '')
    .replace(/[\s;]/g, '');
  const pure =
    leftover === '' &&
    exports.every((e) => e.type !== 'direct' || (e.localName !== undefined && bindings.has(e.localName)));
  if (mustBePure && !pure) return null;
  const map: ExportMap = new Map();
  if (!pure) {
    for (const e of exports) {
      if (e.type === 'reexport-all') return null;
      if (!e.typeOnly)
        map.set(e.name, IDENTIFIER_RE.test(e.name) || e.name === 'default' ? { file, name: e.name } : null);
    }
    return map;
  }
  const resolveFrom = async (specifier: string) => {
    const own = ownPaths ? await ownFile(dirname(file), specifier) : undefined;
    if (own) return own;
    const r = await b.resolve(specifier, {
      kind: 'import-statement',
      resolveDir: dirname(file),
      importer: file,
      pluginData: OWN,
    });
    return r.errors.length > 0 || r.external || r.namespace !== 'file' ? undefined : r.path;
  };
  // `export *` first: a name two sources give differently is ambiguous (not exported); explicit ones win.
  const starred = new Map<string, ExportMap[]>();
  for (const e of exports) {
    if (e.type !== 'reexport-all' || e.typeOnly) continue;
    const from = await resolveFrom(e.from);
    const sub = from && (await exportsOf(ctx, from));
    if (!sub) return null;
    for (const name of sub.keys()) if (name !== 'default') starred.set(name, [...(starred.get(name) ?? []), sub]);
  }
  for (const [name, subs] of starred)
    map.set(name, async (seen) => {
      let first: Target | null | undefined;
      for (const sub of subs) {
        const target = (await targetIn(sub, name, new Set(seen))) ?? null;
        if (first === undefined) first = target;
        else if (!first || !target || first.file !== target.file || first.name !== target.name) return null;
      }
      return first ?? null;
    });
  for (const e of exports) {
    if (e.type === 'reexport-all' || e.typeOnly) continue;
    const binding = e.type === 'direct' ? bindings.get(e.localName!)! : { from: e.from, name: e.importName };
    const name = binding.name;
    if (name === null || !(IDENTIFIER_RE.test(name) || name === 'default')) {
      map.set(e.name, null);
      continue;
    }
    map.set(e.name, async (seen) => {
      const from = await resolveFrom(binding.from);
      if (!from) return null;
      const sub = await exportsOf(ctx, from);
      return (sub && (await targetIn(sub, name, seen))) ?? { file: from, name };
    });
  }
  return map;
}
