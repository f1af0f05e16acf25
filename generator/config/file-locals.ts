// Docusaurus loads a site's config and plugins with jiti, which compiles each file to CommonJS on
// its own: every file has its own `__dirname`, `__filename` and module URL. One esbuild
// bundle has one of each (the entry's), so a site file that reads them gets its own values here,
// written on its first line so that every later line keeps its place.
import type { Loader, Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { inPackage } from '../package-path.ts';

const LOADERS: Record<string, Loader> = {
  ts: 'ts',
  mts: 'ts',
  cts: 'ts',
  tsx: 'tsx',
  js: 'js',
  mjs: 'js',
  cjs: 'js',
  jsx: 'jsx',
};
const READS = /\b__dirname\b|\b__filename\b|\bimport\.meta\.(?:url|dirname|filename)\b/;

export function fileLocals(): Plugin {
  return {
    name: 'zapsite-file-locals',
    setup(b) {
      b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
        if (args.namespace !== 'file' || inPackage(args.path)) return undefined;
        const text = await readFile(args.path, 'utf8');
        // Read once: esbuild takes the text from here, the locals added only to a file that reads them.
        return {
          contents: READS.test(text) ? withLocals(text, args.path) : text,
          loader: LOADERS[args.path.slice(args.path.lastIndexOf('.') + 1)],
        };
      });
    },
  };
}

/**
 * The file's text with its own locals declared at the start of its first line: after a `#!` line,
 * and after a `'use strict'` that must stay the file's first statement.
 */
function withLocals(text: string, file: string): string {
  const body = text
    .replace(/\bimport\.meta\.url\b/g, JSON.stringify(pathToFileURL(file).href))
    .replace(/\bimport\.meta\.dirname\b/g, JSON.stringify(dirname(file)))
    .replace(/\bimport\.meta\.filename\b/g, JSON.stringify(file));
  // An ES module writes its own (`const __dirname = path.dirname(fileURLToPath(import.meta.url))`,
  // which jiti's CommonJS compile accepts): a second declaration would not compile, and its own
  // comes out the same from the file's URL above.
  const own = { __filename: file, __dirname: dirname(file) };
  const declared = Object.entries(own).filter(([name]) => !declares(body, name));
  if (!declared.length) return body;
  const locals = `var ${declared.map(([name, value]) => `${name} = ${JSON.stringify(value)}`).join(', ')};`;
  const bang = body.startsWith('#!') ? body.indexOf('\n') + 1 : 0;
  if (body.startsWith('#!') && bang === 0) return body;
  const strict = /^(['"])use strict\1;?/.exec(body.slice(bang))?.[0].length ?? 0;
  return body.slice(0, bang + strict) + locals + body.slice(bang + strict);
}

/** Whether the file declares `name` itself, at any depth: a `var`, `let`, `const`, function or class of that name. */
function declares(text: string, name: string): boolean {
  return new RegExp(`\\b(?:var|let|const|function|class)\\s+${name}\\b`).test(text);
}
