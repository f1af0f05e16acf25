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
import type { Loader, Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { THEME_DIR } from '../render/theme.ts';

const SCRIPT_RE = /\.(js|mjs|cjs|jsx|ts|tsx|mts|cts)$/;
const PACKAGE_RE = /[/\\]node_modules[/\\]/;
// Docusaurus's own test: "docusaurus" in the path after the last node_modules, and a .js or .jsx file.
const DOCUSAURUS_PACKAGE_JS = /docusaurus(?:(?!node_modules).)*\.jsx?$/;
// A file that names its own JSX factory or runtime keeps it.
const OWN_PRAGMA_RE = /@jsx(Runtime|ImportSource|Frag)?\s/;
// At the end, so that no line moves: esbuild applies a JSX pragma from anywhere in the file.
const AUTOMATIC = '\n/* @jsxRuntime automatic */\n';

const LOADERS: Record<string, Loader> = { ts: 'ts', mts: 'ts', cts: 'ts', tsx: 'tsx' };

export function siteJsx(): Plugin {
  return {
    name: 'zapsite-site-jsx',
    setup(b) {
      b.onLoad({ filter: SCRIPT_RE, namespace: 'file' }, async (args) => {
        // zapsite's own theme is compiled by its own tsconfig (automatic already), by esbuild itself.
        if (args.path.startsWith(THEME_DIR)) return undefined;
        if (PACKAGE_RE.test(args.path) && !DOCUSAURUS_PACKAGE_JS.test(args.path.split('\\').join('/')))
          return undefined;
        const text = await readFile(args.path, 'utf8');
        const ext = args.path.slice(args.path.lastIndexOf('.') + 1);
        return {
          contents: OWN_PRAGMA_RE.test(text) ? text : text + AUTOMATIC,
          loader: LOADERS[ext] ?? 'jsx',
        };
      });
    },
  };
}
