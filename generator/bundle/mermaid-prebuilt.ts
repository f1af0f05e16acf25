// The Mermaid island draws with mermaid's own browser build (dist/mermaid.esm.min.mjs and its
// chunks: ES modules, split and minified by mermaid's release), copied into the output as they
// are, instead of bundling mermaid's sources again. Bundling them was most of esbuild's work on a
// site with diagrams: on the maintainers' site (mermaid 11) esbuild's CPU time went from 2.4 s
// without diagrams to 4.2 s with them, for the same pages a visitor gets from the prebuilt files.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'esbuild';
import { packageDir } from '../config/optional-packages.ts';

const ENTRY = 'dist/mermaid.esm.min.mjs';
const CHUNKS = 'dist/chunks/mermaid.esm.min';

export interface PrebuiltMermaid {
  /** Resolves the island's `import('mermaid')` to the copied entry's URL. */
  plugin: Plugin;
  /** The files to write: the entry and every chunk, under `assets/mermaid-<version>/`. */
  files(): { path: string; data: Uint8Array }[];
  /** mermaid's package.json: what the copy depends on (an upgrade changes its version). */
  input: string;
}

/**
 * mermaid's prebuilt browser build, found from `from` in order (zapsite's theme, then the site, as
 * esbuild would resolve the island's import); undefined when no mermaid there ships one (the
 * island then bundles mermaid's sources, as before).
 */
export function prebuiltMermaid(baseUrl: string, from: string[]): PrebuiltMermaid | undefined {
  const dir = packageDir(
    'mermaid',
    from.map((start) => join(start, 'package.json')),
  );
  if (!dir || !existsSync(join(dir, ENTRY)) || !existsSync(join(dir, CHUNKS))) return undefined;
  const input = join(dir, 'package.json');
  const version = String((JSON.parse(readFileSync(input, 'utf8')) as { version?: unknown }).version ?? '0');
  // The version names the folder: the files of one mermaid release never change, so the URL can be
  // cached for good, as the hashed bundle files are.
  const folder = `assets/mermaid-${version.replace(/[^\w.-]/g, '_')}`;
  const url = `${baseUrl.replace(/\/$/, '')}/${folder}/${ENTRY.slice('dist/'.length)}`;
  return {
    input,
    plugin: {
      name: 'zapsite-mermaid-prebuilt',
      setup(b) {
        b.onResolve({ filter: /^mermaid$/ }, () => ({ path: url, external: true }));
      },
    },
    files() {
      const chunks = readdirSync(join(dir, CHUNKS)).filter((f) => f.endsWith('.mjs'));
      return [ENTRY, ...chunks.map((f) => `${CHUNKS}/${f}`)].map((rel) => ({
        path: `${folder}/${rel.slice('dist/'.length)}`,
        data: readFileSync(join(dir, rel)),
      }));
    },
  };
}
