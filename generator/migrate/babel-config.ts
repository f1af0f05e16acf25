// A site's own Babel config (babel.config.js, .babelrc): Docusaurus compiles site code with it, and
// zapsite compiles site code with esbuild (JSX and TypeScript, as Docusaurus's default preset does),
// so presets and plugins beyond Docusaurus's own are not applied: migrate names them.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const FILES = [
  'babel.config.js',
  'babel.config.cjs',
  'babel.config.mjs',
  'babel.config.json',
  'babel.config.ts',
  '.babelrc',
  '.babelrc.js',
  '.babelrc.json',
];
// Docusaurus's own preset, which every site made by create-docusaurus before 3.0 names, and what it holds.
const DOCUSAURUS_OWN =
  /^@docusaurus\/(?:core\/lib\/babel\/preset|babel\/preset)$|^@babel\/preset-(?:env|react|typescript)$/;
const PACKAGE_NAME = /^(?:@[\w.-]+\/)?[\w.-]+(?:\/[\w.-]+)*$/;

/** The site's Babel config file and the presets and plugins it names beyond Docusaurus's own; undefined when there are none. */
export function babelExtras(root: string): { file: string; names: string[] } | undefined {
  const file = FILES.find((f) => existsSync(join(root, f)));
  if (!file) return undefined;
  const text = readFileSync(join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
  const names = new Set<string>();
  for (const m of text.matchAll(/(['"`])([^'"`\n]+)\1/g)) {
    const name = m[2]!;
    if (!PACKAGE_NAME.test(name) || DOCUSAURUS_OWN.test(name) || /^(?:presets|plugins|api)$/.test(name)) continue;
    names.add(name);
  }
  return names.size ? { file, names: [...names] } : undefined;
}
