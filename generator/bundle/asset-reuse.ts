// The theme's and the site's islands and stylesheets (bundle/assets.ts), kept between `zapsite build`s
// of a site: a warm build takes the last bundle when it would be made the same, byte for byte. "The
// same" is proved by content, never by dates: the caller's key (the code version, the theme's entry
// names, the options, the site's islands), the Docusaurus data the islands may import (known once
// the routes are planned), and every file esbuild and PostCSS read, with their folders' listings
// (content/mdx-bundle-reuse.ts `inputsDigest`; Sass is never reused). A site whose config adds its
// own esbuild plugins, or whose stylesheets have a url(), is never reused: what those read is not listed.
//
// Where: the site's node_modules/.cache/zapsite/assets/, one file per site folder, beside the build
// cache (build-cache-file.ts). A damaged or stale file is passed over: the bundle is made again.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { inputsDigest } from '../content/mdx-bundle-reuse.ts';
import { realStylePath } from './site-styles.ts';
import type { BundleResult } from './assets.ts';
import { THEME_DIR } from '../render/theme.ts';
import { readsDocsData } from './generated-data.ts';

// 2: `generated` leaves the docs plugin's data out unless the bundle read it (`readsDocs`).
const FORMAT = 2;

interface Kept {
  format: number;
  key: string;
  generated: string;
  /** Whether the bundle imported the docs plugin's global data (it then counts in `generated`). */
  readsDocs: boolean;
  inputs: string[];
  digest: string;
  bundle: BundleResult;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The generated data the bundle depends on: the docs plugin's global data only when the bundle read
 * it, so a doc added or moved on a site whose islands never read it keeps the bundle.
 */
function generatedDigest(data: unknown, readsDocs: boolean): string {
  if (readsDocs || !data || typeof data !== 'object') return sha256(JSON.stringify(data ?? null));
  // The docs' data, alone or in every plugin's global data: a bundle that reads neither keeps it.
  const { docs: _docs, globalData: _globalData, ...rest } = data as Record<string, unknown>;
  return sha256(JSON.stringify(rest));
}

/** The file kept for the site at `root`, or undefined when it has no node_modules to keep it in. */
function keptFile(root: string): string | undefined {
  const modules = join(root, 'node_modules');
  return existsSync(modules)
    ? join(modules, '.cache', 'zapsite', 'assets', `${sha256(root).slice(0, 16)}.bin`)
    : undefined;
}

/**
 * The islands' bundle: the kept one when `key`, the generated data and every input are unchanged,
 * else `make()`'s (kept for the next build). `make` starts at once when nothing usable is kept, so a
 * cold build bundles while the routes are planned, as it did without this.
 */
export async function reuseAssets(
  root: string,
  key: unknown,
  generated: Promise<unknown>,
  make: () => Promise<BundleResult>,
): Promise<BundleResult> {
  const file = keptFile(root);
  if (!file) return make();
  const keyHash = sha256(JSON.stringify(key));
  const kept = await readKept(file);
  if (kept?.key === keyHash) {
    const [data, digest] = await Promise.all([
      generated.then((g) => generatedDigest(g, kept.readsDocs)),
      inputsDigest(kept.inputs, root),
    ]);
    if (data === kept.generated && digest === kept.digest) return { ...kept.bundle, reused: true };
  }
  const started = Date.now();
  const bundle = await make();
  // esbuild names inputs relative to the working folder, CSS modules by a hashed name; a module of
  // zapsite's own namespaces is made from the key's parts (or zapsite's code, in the code version).
  const inputs = [
    ...new Set(
      bundle.inputs
        .map(realStylePath)
        .filter((p) => !p.includes(':'))
        .map((p) => resolve(p)),
    ),
  ];
  const digest = (await resolvesUrls(inputs)) ? undefined : await inputsDigest(inputs, root, started);
  if (digest) {
    const readsDocs = bundle.inputs.some(readsDocsData);
    const generatedHash = generatedDigest(await generated, readsDocs);
    await save(file, { format: FORMAT, key: keyHash, generated: generatedHash, readsDocs, inputs, digest, bundle });
  } else await rm(file, { force: true }).catch(() => {});
  return bundle;
}

/**
 * Whether one of the site's stylesheets has a url() other than a data: URL: the site's CSS resolves
 * it against files esbuild does not list (the static folders, an image it publishes), so such a
 * bundle is never kept. The theme's own stylesheet is resolved by esbuild alone (its files are listed).
 */
async function resolvesUrls(inputs: string[]): Promise<boolean> {
  const css = inputs.filter((p) => /\.css$/i.test(p) && !p.startsWith(THEME_DIR));
  try {
    const texts = await Promise.all(css.map((p) => readFile(p, 'utf8')));
    return texts.some((text) => /url\(\s*(?!['"]?data:)/i.test(text));
  } catch {
    return true;
  }
}

async function readKept(file: string): Promise<Kept | undefined> {
  try {
    const kept = deserialize(await readFile(file)) as Kept;
    return kept?.format === FORMAT ? kept : undefined;
  } catch {
    return undefined; // none yet, or unreadable: bundled again
  }
}

async function save(file: string, kept: Kept) {
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    await mkdir(join(file, '..'), { recursive: true });
    await writeFile(tmp, serialize(kept));
    await rename(tmp, file);
  } catch {
    // Not kept: the next build bundles again.
    await rm(tmp, { force: true }).catch(() => {});
  }
}
