// Where each locale's pass of a build writes. All locales go into ONE new output folder, swapped in
// once when every pass has succeeded, so a failed locale leaves the last good build whole: each
// pass writes through a view of the shared writer that puts its files under the locale's folder
// and leaves the swap to the driver (build-locales.ts).
import { cp, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Writer } from '../emit/writer.ts';

/** One pass's view of the shared writer: files under `prefix` ('' for the default locale). */
export function localeView(shared: Writer, prefix: string): Writer {
  const under = (path: string) => (prefix ? `${prefix}/${path}` : path);
  return {
    write: (path, data) => shared.write(under(path), data),
    copy: (absSource, path) => shared.copy(absSource, under(path)),
    // The driver prepares, commits and aborts the shared writer once for every pass.
    prepare: async () => {},
    commit: async () => {},
    abort: async () => {},
    ...(shared.dir ? { dir: prefix ? join(shared.dir, prefix) : shared.dir } : {}),
  };
}

/**
 * A writer for a build of the default locale alone (`--locale <default>`): the other locales'
 * folders of the current output are copied into the new one before the swap, so they stay.
 */
export function keepingFolders(shared: Writer, outDir: string, folders: string[]): Writer {
  return {
    write: (path, data) => shared.write(path, data),
    copy: (absSource, path) => shared.copy(absSource, path),
    prepare: () => shared.prepare?.() ?? Promise.resolve(),
    abort: () => shared.abort(),
    async commit() {
      const dir = shared.dir;
      if (dir)
        for (const folder of folders) {
          const from = join(outDir, folder);
          const there = await stat(from).catch(() => undefined);
          if (there?.isDirectory() && !(await stat(join(dir, folder)).catch(() => undefined)))
            await cp(from, join(dir, folder), { recursive: true });
        }
      await shared.commit();
    },
    ...(shared.dir ? { dir: shared.dir } : {}),
  };
}
