// The file watcher of `zapsite dev` (chokidar): reports each changed path under the targets, and
// whether it was a change to a file or a file added or removed.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import { isIgnored, rawEventPath, type WatchTargets } from './watch-targets.ts';

/** 'change' edits a file; anything else ('add', 'unlink', ...) changes the file lists. */
export type ChangeKind = string;

export interface Watcher {
  /** Resolves once chokidar has read the targets. */
  ready: Promise<void>;
  add(paths: string[]): void;
  close(): Promise<void>;
}

/** Start watching `initial` (already recorded in `targets`); targets found later go to `add`. */
export function startWatcher(
  targets: WatchTargets,
  initial: string[],
  onChange: (path: string, kind: ChangeKind) => void,
  warn: (line: string) => void,
): Watcher {
  const watcher: FSWatcher = watch(initial, { ignoreInitial: true, ignored: isIgnored });
  watcher.on('all', (event: string, path: string) => {
    const abs = resolve(path);
    // chokidar forgets a watched folder (or file) once it is deleted, and would not see it come
    // back (`mv content /tmp && mv /tmp/content .`, a checkout that removes and re-adds it): every
    // later edit would be lost. Given again, a missing target is waited for from its parent
    // folder, and once back it is walked afresh, each file reported as added (a full scan).
    if ((event === 'unlinkDir' || event === 'unlink') && targets.isTarget(abs)) watcher.add(abs);
    onChange(abs, event);
  });
  // chokidar passes on at most one 'change' per file in 50 ms. A second save inside that window,
  // after a rebuild has read the first, would be lost (two quick saves; an editor that truncates,
  // stalls, then writes, or renames a copy over the file), so every raw event counts too, for the
  // path it names. A path that is gone counts as removed (a full scan), since the raw event can
  // come before chokidar's 'unlink'. Duplicates merge in the queue; reading a file raises no
  // event, so rebuilds do not feed themselves.
  watcher.on('raw', (_event: string, name: string | null, details: unknown) => {
    const watchedPath = (details as { watchedPath?: string } | undefined)?.watchedPath;
    if (!watchedPath) return;
    const path = rawEventPath(resolve(watchedPath), name);
    if (!isIgnored(path) && targets.contains(path)) onChange(path, existsSync(path) ? 'change' : 'unlink');
  });
  watcher.on('error', (error: unknown) => warn(`  watch error: ${(error as Error).message}`));
  return {
    ready: new Promise<void>((done) => watcher.once('ready', () => done())),
    add: (paths) => {
      if (paths.length) watcher.add(paths);
    },
    close: () => watcher.close(),
  };
}
