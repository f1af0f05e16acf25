// `npm pack` runs this (the "prepack" script): the package a site installs runs compiled
// JavaScript from dist/, because Node does not strip types inside node_modules. In this repository
// bin/start.js keeps running the sources (cli/main.ts is there); dist/ is only for the package.
//
// dist/main.mjs, dist/thread.mjs and their chunks are the CLI bundled as cli/bundle.ts bundles it
// for the cache, with two differences: each file's `import.meta.url` is computed from the bundle's
// own place (the package moves when installed), and source maps are kept so stack traces name
// our sources. dist/config.mjs is `zapsite/config` for code that imports it outside a config.
// dist/types/ holds the declarations the package's `exports` name.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { asciiOnly } from '../cli/ascii-bundle.ts';
import { bundleOptions, CLI_BUNDLE, ownUrls } from '../cli/bundle.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const DIST = join(ROOT, 'dist');

/** A file's URL in the installed package, from the URL of the package root the banner computes. */
const fromRoot = (path: string) => JSON.stringify(relative(ROOT, path).split(sep).join('/'));
const urlOf = (path: string) => `new URL(${fromRoot(path)}, __zsPackageRoot).href`;
const pathOf = (path: string) => `__zsFileURLToPath(new URL(${fromRoot(path)}, __zsPackageRoot))`;

export async function buildPackage(): Promise<void> {
  const started = performance.now();
  rmSync(DIST, { recursive: true, force: true });
  const target = { ...CLI_BUNDLE, entries: { ...CLI_BUNDLE.entries, config: 'generator/config/define.ts' } };
  const options = bundleOptions(target, DIST);
  // The words are joined so that this file's text stays free of the literal the plugin rewrites.
  const meta = ['import', 'meta', 'url'].join('.');
  const result = await build({
    ...options,
    // Every output in dist/ itself, so one banner finds the package root from any of them.
    chunkNames: '[name]-[hash]',
    sourcemap: true,
    banner: {
      js: `${options.banner.js} import { fileURLToPath as __zsFileURLToPath } from 'node:url'; const __zsPackageRoot = new URL('../', ${meta});`,
    },
    plugins: [ownUrls(target.threadUrlModule, `'./thread.mjs', ${meta}`, urlOf, pathOf)],
  });
  const id = createHash('sha256');
  for (const f of result.outputFiles) {
    mkdirSync(dirname(f.path), { recursive: true });
    writeFileSync(f.path, f.path.endsWith('.mjs') ? asciiOnly(f.text) : f.contents);
    id.update(f.contents);
  }
  writeFileSync(join(DIST, 'build-id'), `${id.digest('hex')}\n`);
  // Declarations for zapsite/config and the Docusaurus modules (tsconfig.package.json).
  execFileSync(
    process.execPath,
    [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', join(ROOT, 'tsconfig.package.json')],
    {
      stdio: ['ignore', 2, 2], // tsc's report on stderr: `npm pack --json` prints JSON on stdout
    },
  );
  console.error(`dist/ built in ${Math.round(performance.now() - started)} ms`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildPackage();
}
