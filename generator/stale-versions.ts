// Both caches of built code (the CLI bundle, cli/bundle.ts; the theme module, load-module.ts) keep
// one entry per version, named by its content. A run of an older version may still be loading
// from it, so older entries go only once they are a day old.
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

const KEEP_MS = 24 * 60 * 60 * 1000;

/** Remove the entries of `dir` that `isVersion` accepts, other than `current`, older than a day. */
export function removeStaleVersions(dir: string, current: string, isVersion: (name: string) => boolean): void {
  const cutoff = Date.now() - KEEP_MS;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name !== current && isVersion(name) && statSync(path).mtimeMs < cutoff)
      rmSync(path, { recursive: true, force: true });
  }
}
