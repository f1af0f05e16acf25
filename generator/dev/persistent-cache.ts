// The dev server's rendered Markdown, kept on disk between sessions (as webpack's persistent
// cache does for Docusaurus), so restarting `zapsite dev` does not render every page again.
// Entries are already keyed by file text and site context; the file as a whole is tied to the
// code that rendered it: the code version the caller gives (the CLI's: every input of its bundle,
// cli/bundle.ts `codeVersion`) and the theme bundle.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { BuildCache } from '../pipeline.ts';

const FORMAT = 2;

export interface PersistentCache {
  /**
   * Put the saved entries into `cache`; how many were loaded (0 when none or stale).
   * `themeId` is the theme bundle's URL, which is named by a hash of its code.
   */
  load(cache: BuildCache, themeId: string): Promise<number>;
  /** Save `cache`'s entries (a moment later; later calls within that moment are merged). */
  save(cache: BuildCache, themeId: string): void;
  /** Write any pending save now. */
  flush(): Promise<void>;
}

/** The cache file for a site: node_modules/.cache/zapsite/ under its root, or nothing without node_modules. */
export function cacheFileFor(root: string): string | undefined {
  const modules = join(root, 'node_modules');
  return existsSync(modules) ? join(modules, '.cache', 'zapsite', 'dev-content.json') : undefined;
}

/**
 * `codeVersion` names the code that renders (any change to it must change the name); without one
 * nothing is kept, since nothing could tell a cache from other code.
 */
export function createPersistentCache(
  cacheFile: string | undefined,
  codeVersion: (() => Promise<string>) | undefined,
  warn: (message: string) => void,
): PersistentCache {
  const file = codeVersion ? cacheFile : undefined;
  let timer: NodeJS.Timeout | undefined;
  let pending: (() => Promise<void>) | undefined;
  // The save the timer started: a flush waits for it too, or close() would return mid-write.
  let writing: Promise<void> = Promise.resolve();
  let code: Promise<string> | undefined;
  const versionOf = async (themeId: string) => {
    code ??= codeVersion!();
    return createHash('sha256')
      .update(`${FORMAT}\n`)
      .update(await code)
      .update(themeId)
      .digest('hex');
  };
  const write = async (cache: BuildCache, themeId: string) => {
    if (!file) return;
    const tmp = `${file}.${process.pid}.tmp`;
    try {
      const data = JSON.stringify({ version: await versionOf(themeId), content: [...cache.content] });
      await mkdir(dirname(file), { recursive: true });
      await writeFile(tmp, data);
      await rename(tmp, file);
    } catch (error) {
      warn(`  could not save the dev cache (${(error as Error).message}); the next start renders every page`);
    }
  };
  return {
    async load(cache, themeId) {
      if (!file || !existsSync(file)) return 0;
      try {
        const saved = JSON.parse(await readFile(file, 'utf8')) as {
          version: string;
          content: [string, BuildCache['content'] extends Map<string, infer V> ? V : never][];
        };
        if (saved.version !== (await versionOf(themeId))) return 0;
        for (const [path, entry] of saved.content) cache.content.set(path, entry);
        return saved.content.length;
      } catch {
        return 0; // unreadable or from another version: start afresh
      }
    },
    save(cache, themeId) {
      if (!file) return;
      pending = () => write(cache, themeId);
      clearTimeout(timer);
      timer = setTimeout(() => void this.flush(), 1000);
      timer.unref();
    },
    async flush() {
      clearTimeout(timer);
      const run = pending;
      pending = undefined;
      if (run) writing = writing.then(run);
      await writing;
    },
  };
}
