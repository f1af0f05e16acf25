// Writes theme/shared/docusaurus-classes.ts: the class names Docusaurus's classic theme gives its
// elements from its CSS modules, computed as its webpack build computes them for a site that installs
// it. Docusaurus names them `[local]_[contenthash:base64:4]`, and css-loader hashes (with the build's
// xxhash64) the module's path relative to the site, a NUL, and the local name; so every site that
// installs a given Docusaurus under its own node_modules has the same names. Run it against a site
// folder with Docusaurus installed (the bench's cache has one) after a Docusaurus release:
//   npm run docusaurus-class-names -- <site folder>
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import fg from 'fast-glob';
import { format, resolveConfig } from 'prettier';

const site = process.argv[2];
if (!site) throw new Error('Give the folder of a site with Docusaurus installed.');
const require = createRequire(join(site, 'package.json'));
const createHash = require('webpack/lib/util/createHash') as (name: string) => {
  update(data: Buffer): unknown;
  digest(encoding: 'base64'): string;
};
const version = (require('@docusaurus/core/package.json') as { version: string }).version;

/** css-loader's defaultGetLocalIdent for `[local]_[contenthash:base64:4]`. */
function hashed(moduleFile: string, local: string): string {
  let hash = '';
  for (let tier = 0; hash.length < 4; tier++) {
    const h = createHash('xxhash64');
    const salt = Buffer.alloc(4);
    salt.writeUInt32LE(tier);
    h.update(salt);
    h.update(Buffer.from(`${moduleFile}\0${local}`, 'utf8'));
    hash = (hash + h.digest('base64'))
      .replace(/^\d+/, '')
      .replace(/\//g, '_')
      .replace(/[^A-Za-z0-9_]+/g, '')
      .slice(0, 4);
  }
  return `${local}_${hash}`;
}

/** The local class names a module declares (those inside `:global(…)` are global). */
function locals(css: string): string[] {
  const bare = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/:global\([^)]*\)/g, '');
  return [...new Set([...bare.matchAll(/\.([A-Za-z_][\w-]*)/g)].map((m) => m[1]!))];
}

/** Admonition/Layout -> AdmonitionLayout; theme-common's components/Details -> CommonDetails. */
function exportName(moduleFile: string): string {
  const common = moduleFile.includes('/theme-common/') ? 'Common' : '';
  const path = moduleFile
    .replace(/^node_modules\/@docusaurus\/[^/]+\/lib\/(theme\/)?/, '')
    .replace(/(\/styles)?\.module\.css$/, '')
    .replace(/^(components|utils)\//, '');
  return (common + '/' + path)
    .split('/')
    .filter(Boolean)
    .map((p) => p[0]!.toUpperCase() + p.slice(1))
    .join('');
}

const files = fg
  .sync('node_modules/@docusaurus/{theme-classic,theme-common}/lib/**/*.module.css', { cwd: site })
  .sort();
const lines = files.flatMap((file) => {
  const names = locals(readFileSync(join(site, file), 'utf8'));
  if (names.length === 0) return [];
  const fields = names.map((n) => `  ${/^[A-Za-z_]\w*$/.test(n) ? n : `'${n}'`}: '${hashed(file, n)}',`);
  return [`export const ${exportName(file)} = {`, ...fields, '} as const;'];
});

const header = `// The class names Docusaurus ${version}'s classic theme gives its elements from its CSS modules, as its
// build writes them for a site that installs it (\`[local]_[hash]\`, the hash over the module's path in
// the site and the local name: the same on every such site). Sites' stylesheets style them, by the
// whole name or its start ([class*='admonition_']); the classic theme draws the same names so that
// such rules reach its elements as they reach Docusaurus's, and a rule for a bare name (\`.admonition\`,
// a Docusaurus 2 leftover) reaches neither. Each export is one module, named for its path under
// @docusaurus/theme-classic/lib/theme (Common…: theme-common's). Written by
// scripts/docusaurus-class-names.ts; do not edit.
`;
const target = new URL('../theme/shared/docusaurus-classes.ts', import.meta.url);
const options = await resolveConfig(target);
writeFileSync(target, await format(`${header}\n${lines.join('\n')}`, { ...options, filepath: target.pathname }));
console.log(`${files.length} modules of Docusaurus ${version}`);
