// The dev server's rendered Markdown, kept on disk between sessions (as webpack's persistent
// cache does for Docusaurus), so restarting `zapsite dev` does not render every page again.
// Entries are already keyed by file text and site context; the file as a whole is tied to the
// code that rendered it (the content stage's sources, the theme bundle, the lockfile).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { BuildCache } from '../pipeline.ts';

const FORMAT = 1;
const CONTENT_DIR = new URL('../content/', import.meta.url);
// Outside content/, the one module whose code shapes rendered HTML (link and base URL rules).
const URLS = new URL('../routes/urls.ts', import.meta.url);

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

let codeVersion: Promise<string> | undefined;
/** A hash of the code whose output is cached: every source of the content stage and the lockfile. */
function contentCodeVersion(): Promise<string> {
  codeVersion ??= (async () => {
    const h = createHash('sha256').update(`${FORMAT}\n${process.version}\n`);
    for (const name of (await readdir(CONTENT_DIR)).sort()) h.update(name).update(await readFile(new URL(name, CONTENT_DIR)));
    h.update(await readFile(URLS));
    const lock = new URL('../../package-lock.json', import.meta.url);
    if (existsSync(lock)) h.update(await readFile(lock));
    return h.digest('hex');
  })();
  return codeVersion;
}

export function createPersistentCache(file: string | undefined, warn: (message: string) => void): PersistentCache {
  let timer: NodeJS.Timeout | undefined;
  let pending: (() => Promise<void>) | undefined;
  const versionOf = async (themeId: string) => createHash('sha256').update(await contentCodeVersion()).update(themeId).digest('hex');
  const write = async (cache: BuildCache, themeId: string) => {
    if (!file) return;
    const data = JSON.stringify({ version: await versionOf(themeId), content: [...cache.content] });
    const tmp = `${file}.${process.pid}.tmp`;
    try {
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
        const saved = JSON.parse(await readFile(file, 'utf8')) as { version: string; content: [string, BuildCache['content'] extends Map<string, infer V> ? V : never][] };
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
      await run?.();
    },
  };
}
