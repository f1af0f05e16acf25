// The esbuild run of what MDX pages import (mdx-pages.ts), skipped when it would make the same
// bundle: same pages' compiled JavaScript and options (the caller's key), and every file the last
// run read (esbuild's metafile) the same, byte for byte. A file added beside one of the site's own
// inputs could change what an import resolves to, so each such folder's listing counts too, and so
// does src/theme/ (a swizzled `@theme/X` is looked up there by name). Sass reads its partials outside
// esbuild, where the metafile does not see them: a bundle with Sass in it is never reused.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OUTPUT_MARK } from '../emit/out-dir.ts';
import { SWAP_SIBLING } from '../emit/writer.ts';

export interface KeptMdxBundle<B> {
  key: string;
  digest: string;
  inputs: string[];
  bundle: B;
}

// A build's output comes and goes in the site's folder, which is listed when a root file
// (package.json) is an input: the output folder (it holds zapsite's mark) and its siblings while a
// build writes and swaps it (emit/writer.ts SWAP_SIBLING) are not what an import resolves to.

/**
 * A hash of the inputs' bytes and their folders' listings; undefined when one cannot be read, is
 * Sass, or was modified after `since` (ms since the epoch; a file saved while esbuild read it).
 */
export async function inputsDigest(inputs: string[], root: string, since = Infinity): Promise<string | undefined> {
  if (inputs.some((p) => /\.s[ac]ss$/i.test(p))) return undefined;
  const own = (p: string) => p.startsWith(root) && !p.includes('/node_modules/');
  const dirs = [...new Set([...inputs.filter(own).map((p) => dirname(p)), join(root, 'src/theme')])].sort();
  try {
    const [bytes, listings] = await Promise.all([
      Promise.all([...inputs].sort().map(async (p) => [p, await readFile(p)] as const)),
      Promise.all(
        dirs.map(
          async (d) =>
            [
              d,
              existsSync(d)
                ? (await readdir(d, { recursive: d.endsWith('/src/theme') }))
                    .filter((n) => !SWAP_SIBLING.test(n) && !existsSync(join(d, n, OUTPUT_MARK)))
                    .sort()
                : [],
            ] as const,
        ),
      ),
    ]);
    if (
      since !== Infinity &&
      (await Promise.all(inputs.map(async (p) => (await stat(p)).mtimeMs))).some((t) => t >= since)
    )
      return undefined;
    const h = createHash('sha256');
    for (const [p, b] of bytes) h.update(`${p}\0${b.length}\0`).update(b);
    for (const [d, names] of listings) h.update(`${d}\0${names.join('\0')}\n`);
    return h.digest('hex');
  } catch {
    return undefined;
  }
}

/** Whether the module files a kept bundle points at are still in the module cache. */
export function modulesPresent(urls: (string | undefined)[]): boolean {
  return urls.every((u) => !u || existsSync(fileURLToPath(u)));
}
