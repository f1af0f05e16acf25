// How site code imports: `@site/…` is the site folder, as in Docusaurus. Shared by the server
// bundle of MDX pages and the browser bundle of interactive components.
import type { Plugin } from 'esbuild';
import { existsSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Where zapsite's own packages resolve from.
const ZAPSITE_DIR = fileURLToPath(new URL('../../', import.meta.url));
const ONE_REACT = Symbol('one-react');
const FROM_ROOT = Symbol('from-root');

/**
 * React and React DOM always come from zapsite's own node_modules, whatever the site has: the
 * theme and the site's components must share one React in the browser.
 */
export function oneReact(): Plugin {
  return {
    name: 'zapsite-one-react',
    setup(b) {
      // Each answer once a build: every resolve a plugin asks of esbuild starts with an empty
      // directory cache, and each site file imports React (and the JSX runtime) again.
      const found = new Map<string, ReturnType<typeof b.resolve>>();
      b.onStart(() => found.clear());
      // The marker stops the inner resolve from coming back here (esbuild drops the resolveDir's
      // trailing slash, so comparing folders alone would loop for ever).
      b.onResolve({ filter: /^(react|react-dom)(\/.*)?$/ }, (args) => {
        if (args.pluginData === ONE_REACT || args.resolveDir.startsWith(ZAPSITE_DIR)) return undefined;
        const key = `${args.kind}:${args.path}`;
        let answer = found.get(key);
        if (!answer)
          found.set(
            key,
            (answer = b.resolve(args.path, { resolveDir: ZAPSITE_DIR, kind: args.kind, pluginData: ONE_REACT })),
          );
        return answer;
      });
    },
  };
}

/**
 * `@site/…` and the config's `alias` as esbuild's own alias rather than a plugin: a plugin's
 * resolve is a round trip to this thread for every import (on a 1,000-page MDX site, about a
 * second of a two-second bundle). Paths in `alias` are relative to the site; packages stay names.
 * An alias of React itself is left out: a site aliases `react` to its own copy so that webpack
 * bundles one React (questdb.io's docs do), and zapsite already renders with one, its own, on the
 * server; taken, it would put the site's copy in the pages' bundle beside it, and every hook would fail.
 */
export function siteAlias(root: string, alias: Record<string, string> = {}): Record<string, string> {
  const out: Record<string, string> = { '@site': root };
  for (const [name, target] of Object.entries(alias)) {
    if (REACT_ITSELF.test(name)) continue;
    out[name] = target.startsWith('.') || isAbsolute(target) ? resolve(root, target) : target;
  }
  return out;
}

const REACT_ITSELF = /^(?:react|react-dom)(?:\/|$)/;

/**
 * The extensions an import written without one is tried with, in the order of Docusaurus's webpack
 * `resolve.extensions` (less `.wasm`), then esbuild's own `.css`: a plugin's client module named
 * `./client-modules/track` is its `track.mjs`, which esbuild's default list leaves out.
 */
export const SITE_EXTENSIONS = ['.mjs', '.js', '.jsx', '.ts', '.tsx', '.json', '.css'];

/** esbuild names an aliased import by its target, "(originally …)" after it: the import as written is the one to show. */
export function asWritten(message: string): string {
  return message.replace(/"[^"]*" \(originally ("[^"]*")\)/, '$1');
}

/**
 * An import written from the site folder, `require('/static/img/x.svg')` or `import data from
 * '/data/team.json'`, as webpack resolves it for a Docusaurus site (its `resolve.roots`: the static
 * folder, then the site folder): a file at that absolute path first, else the path inside the static
 * folder, else inside the site. One found nowhere is esbuild's "Could not resolve" as before.
 */
export function siteRootImports(root: string, staticDir?: string): Plugin {
  const roots = [...(staticDir ? [resolve(root, staticDir)] : []), root];
  return {
    name: 'zapsite-site-root',
    setup(b) {
      b.onResolve({ filter: /^\// }, async (args) => {
        if (args.pluginData === FROM_ROOT || args.path.startsWith(root) || existsSync(args.path)) return undefined;
        let found;
        for (const dir of roots) {
          found = await b.resolve(join(dir, args.path), {
            kind: args.kind,
            importer: args.importer,
            resolveDir: args.resolveDir,
            pluginData: FROM_ROOT,
          });
          if (!found.errors.length) break;
        }
        if (!found || found.errors.length) return undefined;
        return { path: found.path, namespace: found.namespace, external: found.external, pluginData: found.pluginData };
      });
    },
  };
}

/** What site code imports, each as written and where (the match's start): `import … from`, `import()`, `require()`, a bare `import '…'`. */
export const IMPORT_SPECIFIER = /(?:\bfrom\s+|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"]([^'"]+)['"]/g;

// `import type … from '…'` and `export type … from '…'`: TypeScript's, gone once compiled.
const TYPE_ONLY_IMPORT = /^[ \t]*(?:import|export)[ \t]+type[ \t][^;'"]*?\bfrom\s*['"][^'"]+['"]/gm;

/** `text` with its type-only imports blanked (same length, so IMPORT_SPECIFIER's positions hold): they load nothing. */
export function withoutTypeImports(text: string): string {
  return text.replace(TYPE_ONLY_IMPORT, (m) => m.replace(/[^\n]/g, ' '));
}

const CODE_FILE = ['', '.js', '.jsx', '.ts', '.tsx', '.mjs', '.cjs'].flatMap((e) => (e ? [e, `/index${e}`] : [e]));

/** The site's code file a relative import in `from` names (its extension or folder index found), if any. */
export function relativeImportFile(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = resolve(dirname(from), spec);
  return CODE_FILE.map((e) => base + e).find((f) => /\.[cm]?[jt]sx?$/.test(f) && isFile(f));
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
