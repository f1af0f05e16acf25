// The MDX module cache on disk (node_modules/.cache/zapsite/mdx/, mdx-render.ts CACHE_DIR): where
// each build writes what its MDX pages import (the esbuild bundle, one folder per version) and
// each compiled page (pages/, one file per page version), for `import()`. Every entry is named by
// its content, so an unchanged bundle or page keeps its URL from build to build: a dev rebuild
// after an MDX save writes and imports only the saved page, and the modules Node has loaded
// (which it never releases) are not loaded again under a new URL.
//
// The cache is bounded: past MAX_BYTES (64 MB), the entries least recently written or reused
// go first, except those of the running build and any used in the last GRACE_MS (a build in
// another process may be about to import them). The bound is checked once a megabyte has been
// written since the last check, counted across processes in a small file: a check reads every
// entry's size (tens of ms over thousands of pages), which each `zapsite build`, a process of its
// own, used to pay on its first write. docs/PERFORMANCE.md, "The MDX module cache".
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The bound on the cache's size on disk. */
const MAX_BYTES = 64 * 1024 * 1024;
/** Entries used this recently are never evicted. */
const GRACE_MS = 2 * 60_000;
/** The bound is checked once this much has been written since the last check (and on the first write). */
const CHECK_EVERY_BYTES = 1024 * 1024;
/** The file holding the bytes written since the last check, by every process using the cache. */
const WRITTEN_FILE = 'written-since-check';

const VERSION_RE = /^[0-9a-f]{16}$/;
const PAGES = 'pages';

type OutFile = { path: string; data: Uint8Array | string };

/** A build's writes into the cache: the entries it uses are kept while it runs. */
export class ModuleCacheWriter {
  readonly dir: string;
  private readonly used = new Set<string>();
  private written = 0;

  constructor(dir: string) {
    this.dir = dir;
  }

  /** The bundle's files, in a folder named by their content; returns the folder. */
  writeBundle(files: OutFile[]): string {
    const version = createHash('sha256');
    for (const f of files) version.update(f.path).update(f.data);
    const name = version.digest('hex').slice(0, 16);
    const dir = join(this.dir, name);
    this.used.add(name);
    if (reuse(dir)) return dir;
    const partial = `${dir}.${process.pid}.tmp`;
    mkdirSync(partial, { recursive: true });
    for (const f of files) {
      writeFileSync(join(partial, f.path), f.data);
      this.written += f.data.length;
    }
    try {
      renameSync(partial, dir);
    } catch {
      rmSync(partial, { recursive: true, force: true }); // another build wrote the same version first
    }
    return dir;
  }

  /** A compiled page (and its source map), named by its content; returns its path. */
  writePage(js: string, map: Uint8Array | undefined): string {
    const name = `page-${createHash('sha256').update(js).digest('hex').slice(0, 16)}.js`;
    const path = join(this.dir, PAGES, name);
    this.used.add(`${PAGES}/${name}`);
    if (reuse(path)) return path;
    mkdirSync(join(this.dir, PAGES), { recursive: true });
    // The map first: the page is written last and by rename, so a page that exists is whole.
    if (map) writeAtomically(`${path}.map`, map);
    writeAtomically(path, js);
    this.written += js.length + (map?.length ?? 0);
    return path;
  }

  /** After the build's writes: keep the cache under its bound, now and then. */
  finish(): void {
    if (this.written === 0) return;
    const file = join(this.dir, WRITTEN_FILE);
    // Two builds finishing at once may each miss the other's count: the check comes a little later.
    const since = (readWritten(file) ?? CHECK_EVERY_BYTES) + this.written;
    this.written = 0;
    try {
      writeFileSync(file, String(since < CHECK_EVERY_BYTES ? since : 0));
    } catch {
      /* unwritable: the next build counts from nothing and checks */
    }
    if (since < CHECK_EVERY_BYTES) return;
    try {
      boundModuleCache(this.dir, this.used);
    } catch {
      /* a cache that cannot be trimmed now is trimmed by a later build */
    }
  }
}

/** The bytes written since the last check, or undefined when no count is kept (a new or damaged cache). */
function readWritten(file: string): number | undefined {
  try {
    const n = Number(readFileSync(file, 'utf8'));
    return Number.isSafeInteger(n) && n >= 0 ? n : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Remove the oldest entries of the cache (by when they were last written or reused) until it
 * holds at most `maxBytes`, never one in `keep` (names as `<version>` or `pages/<file>`) nor one
 * used within the grace period. Returns the names removed.
 */
export function boundModuleCache(
  dir: string,
  keep: ReadonlySet<string>,
  maxBytes = MAX_BYTES,
  now = Date.now(),
): string[] {
  const entries: { name: string; paths: string[]; bytes: number; mtimeMs: number }[] = [];
  for (const name of readdirSync(dir)) {
    if (!VERSION_RE.test(name)) continue;
    const stats = statSync(join(dir, name));
    entries.push({ name, paths: [join(dir, name)], bytes: folderBytes(join(dir, name)), mtimeMs: stats.mtimeMs });
  }
  const pages = new Map<string, { name: string; paths: string[]; bytes: number; mtimeMs: number }>();
  for (const file of safeReaddir(join(dir, PAGES))) {
    if (file.endsWith('.tmp')) continue;
    const name = `${PAGES}/${file.replace(/\.map$/, '')}`;
    const path = join(dir, PAGES, file);
    const stats = statSync(path);
    const entry = pages.get(name) ?? { name, paths: [], bytes: 0, mtimeMs: 0 };
    entry.paths.push(path);
    entry.bytes += stats.size;
    // Reuse touches the page, not its map: the later of the two says when it was last used.
    entry.mtimeMs = Math.max(entry.mtimeMs, stats.mtimeMs);
    pages.set(name, entry);
  }
  entries.push(...pages.values());
  let total = entries.reduce((sum, e) => sum + e.bytes, 0);
  const removed: string[] = [];
  for (const e of entries.sort((a, b) => a.mtimeMs - b.mtimeMs)) {
    if (total <= maxBytes) break;
    if (keep.has(e.name) || now - e.mtimeMs < GRACE_MS) continue;
    for (const p of e.paths) rmSync(p, { recursive: true, force: true });
    total -= e.bytes;
    removed.push(e.name);
  }
  return removed;
}

/** Whether an entry exists; if so it is marked as used now (its time orders eviction). */
function reuse(path: string): boolean {
  try {
    const now = new Date();
    utimesSync(path, now, now);
    return true;
  } catch {
    return false;
  }
}

function writeAtomically(path: string, data: Uint8Array | string): void {
  const partial = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(partial, data);
  renameSync(partial, path);
}

/** A version folder's bytes; versions never change once written, so each is measured once. */
const sizes = new Map<string, number>();
function folderBytes(path: string): number {
  let bytes = sizes.get(path);
  if (bytes === undefined) {
    bytes = 0;
    for (const e of readdirSync(path, { withFileTypes: true, recursive: true }))
      if (e.isFile()) bytes += statSync(join(e.parentPath, e.name)).size;
    sizes.set(path, bytes);
  }
  return bytes;
}

function safeReaddir(path: string): string[] {
  try {
    return readdirSync(path);
  } catch {
    return [];
  }
}

const INLINE_MAP_RE = /\n\/\/# sourceMappingURL=data:application\/json;base64,([A-Za-z0-9+/=]+)\s*$/;

/** The source map a compiled page carries inline at its end, if any. */
export function inlineSourceMap(js: string): Uint8Array | undefined {
  const map = INLINE_MAP_RE.exec(js);
  return map ? Buffer.from(map[1]!, 'base64') : undefined;
}
