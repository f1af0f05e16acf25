// The site's own scripts, read as Docusaurus's Babel setup reads them:
// - JSX in `.js`, `.mjs` and `.cjs` files (the official starter's pages and components are `.js`
//   files holding JSX). esbuild reads those as plain JavaScript; npm packages keep that reading
//   (Docusaurus does not compile node_modules either), which is why this is a plugin rather than
//   esbuild's `loader: { '.js': 'jsx' }` for every file. Except, as in Docusaurus's webpack setup
//   (its `excludeJS`), a `.js`/`.jsx` file of a package whose name holds "docusaurus": plugins such
//   as docusaurus-plugin-copy-page-button ship JSX in `.js`.
// - JSX through React's automatic runtime, whatever the site's tsconfig.json says: Babel never
//   reads tsconfig, and esbuild would follow its `"jsx": "react"` (babel/website's) with
//   React.createElement, which the server's JSX runtime never sees, so an interactive component a
//   React page renders would not become its island (theme/docusaurus/jsx-runtime.ts).
// - A require() or import() of a path built at run time (`require(\`@site/static/img/${name}\`)`, or
//   `./img/${name}.png`), which webpack answers with every file that may match (its "context"): each
//   such file is written out as a require of its own, in a map the path is looked up in at run time,
//   so each goes through the loaders a written require goes through (an image becomes its URL).
import type { Loader, Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import fg from 'fast-glob';
import { dirname, join, resolve } from 'node:path';
import { THEME_DIR } from '../render/theme.ts';
import { inPackage } from '../package-path.ts';
import { importMetaUrls } from './url-assets.ts';

const SCRIPT_RE = /\.(js|mjs|cjs|jsx|ts|tsx|mts|cts)$/;
// Docusaurus's own test: "docusaurus" in the path after the last node_modules, and a .js or .jsx file.
const DOCUSAURUS_PACKAGE_JS = /docusaurus(?:(?!node_modules).)*\.jsx?$/;
// A file that names its own JSX factory or runtime keeps it.
const OWN_PRAGMA_RE = /@jsx(Runtime|ImportSource|Frag)?\s/;
// At the end, so that no line moves: esbuild applies a JSX pragma from anywhere in the file.
const AUTOMATIC = '\n/* @jsxRuntime automatic */\n';

const LOADERS: Record<string, Loader> = { ts: 'ts', mts: 'ts', cts: 'ts', tsx: 'tsx' };

// webpack's inline loaders before the path (`!!raw-loader?esModule=false!`), each file's require keeping them.
const INLINE_LOADERS = String.raw`(?:[^!\`$]*!=!)?(?:!!?|-!)?[\w.@/-]+(?:\?[^!\`$]*)?!`;
const INLINE_LOADERS_RE = new RegExp(`^${INLINE_LOADERS}`);
// `require(` or `import(` of a template literal with a `${…}` in it, from `@site/`, `./` or `../`.
const CONTEXT_CALL = new RegExp(
  String.raw`\b(require|import)\(\s*\`((?:${INLINE_LOADERS})?(?:@site\/|\.{1,2}\/)[^\`]*?\$\{[^\`]*)\`\s*\)`,
  'g',
);
/** Past this many matching files, a run-time path is left as written (esbuild then says what it cannot do). */
const MAX_CONTEXT_FILES = 2000;
// The lookup, written at the call so that an error points at its line: a run-time path that
// matches no file fails as webpack's does.
const MISSING = `Object.assign(new Error("Cannot find module '" + k + "'"), { code: "MODULE_NOT_FOUND" })`;
const LOOKUP = `((m, k) => { if (m[k]) return m[k](); throw ${MISSING}; })`;
const LOOKUP_ASYNC = `((m, k) => (m[k] ? m[k]() : Promise.reject(${MISSING})))`;

/** The files under `dir` (recursively, no hidden files, none in node_modules), as paths relative to it; undefined past `limit`. */
function filesUnder(dir: string, limit: number): string[] | undefined {
  const files = fg.sync('**/*', { cwd: dir, ignore: ['**/node_modules/**'], onlyFiles: true });
  return files.length > limit ? undefined : files.sort();
}

/**
 * `text` with each require()/import() of a run-time path (`file`'s; `root`: the site folder) made a
 * lookup in a map of the files it may name, each required as written, as webpack's context module;
 * `dirs`: the folders listed, which a file added to changes the map.
 */
function contextRequires(text: string, file: string, root: string): { text: string; dirs: string[] } {
  const dirs: string[] = [];
  if (!text.includes('${')) return { text, dirs };
  const out = text.replace(CONTEXT_CALL, (call, kind: string, template: string) => {
    const loaders = INLINE_LOADERS_RE.exec(template)?.[0] ?? '';
    const fixed = template.slice(loaders.length, template.indexOf('${'));
    const dirPart = fixed.slice(0, fixed.lastIndexOf('/') + 1);
    const dir = dirPart.startsWith('@site/')
      ? join(root, dirPart.slice('@site/'.length))
      : resolve(dirname(file), dirPart);
    const pattern = new RegExp(
      `^${template
        .split(/\$\{[^}]*\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
    );
    const files = filesUnder(dir, MAX_CONTEXT_FILES);
    if (!files) return call;
    dirs.push(dir);
    const specs = files.map((f) => loaders + dirPart + f).filter((spec) => pattern.test(spec));
    const load = kind === 'import' ? 'import' : 'require';
    const map = specs.map((spec) => `${JSON.stringify(spec)}: () => ${load}(${JSON.stringify(spec)})`).join(', ');
    return `${kind === 'import' ? LOOKUP_ASYNC : LOOKUP}({ ${map} }, \`${template}\`)`;
  });
  return { text: out, dirs };
}

/**
 * `root`: the site folder, for run-time paths under `@site/`; `typescriptInJs`: the site's own
 * `.js`/`.jsx` files read as TSX, as Docusaurus Faster's SWC loader reads them (config `typescriptInJs`);
 * `browser`: the browser's bundle, where `new URL('./x', import.meta.url)` names a file it emits
 * (bundle/url-assets.ts).
 */
export function siteJsx(root?: string, typescriptInJs = false, browser = false): Plugin {
  return {
    name: 'zapsite-site-jsx',
    setup(b) {
      b.onLoad({ filter: SCRIPT_RE, namespace: 'file' }, async (args) => {
        // zapsite's own theme is compiled by its own tsconfig (automatic already), by esbuild itself.
        if (args.path.startsWith(THEME_DIR)) return undefined;
        const own = !inPackage(args.path);
        if (!own && !DOCUSAURUS_PACKAGE_JS.test(args.path.split('\\').join('/'))) return undefined;
        const read = await readFile(args.path, 'utf8');
        const { text: t, dirs } = root && own ? contextRequires(read, args.path, root) : { text: read, dirs: [] };
        const text = browser && own ? importMetaUrls(t, args.path) : t;
        const ext = args.path.slice(args.path.lastIndexOf('.') + 1);
        return {
          contents: OWN_PRAGMA_RE.test(text) ? text : text + AUTOMATIC,
          loader: LOADERS[ext] ?? (typescriptInJs && own ? 'tsx' : 'jsx'),
          ...(dirs.length ? { watchDirs: dirs } : {}),
        };
      });
    },
  };
}
