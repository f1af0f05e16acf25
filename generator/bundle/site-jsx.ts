// JSX in the site's own `.js`, `.mjs` and `.cjs` files, as Docusaurus's Babel setup reads them (the
// official starter's pages and components are `.js` files holding JSX). esbuild reads those as plain
// JavaScript; npm packages keep that reading (Docusaurus does not compile node_modules either),
// which is why this is a plugin rather than esbuild's `loader: { '.js': 'jsx' }` for every file.
import type { Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';

const SCRIPT_RE = /\.(js|mjs|cjs)$/;
const PACKAGE_RE = /[/\\]node_modules[/\\]/;

export function siteJsx(): Plugin {
  return {
    name: 'zapsite-site-jsx',
    setup(b) {
      b.onLoad({ filter: SCRIPT_RE, namespace: 'file' }, async (args) =>
        PACKAGE_RE.test(args.path) ? undefined : { contents: await readFile(args.path, 'utf8'), loader: 'jsx' },
      );
    },
  };
}
