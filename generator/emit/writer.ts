// Where a build's files go: a folder on disk (swapped in atomically) or memory (tests, dev).
import { access, copyFile, lstat, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { constants } from 'node:fs';
import { basename, dirname, isAbsolute, join, normalize, resolve, sep, win32 } from 'node:path';
import { ZapsiteError, diag } from '../diagnostics.ts';
import { isFsError, readFailed, writeFailed } from '../fs-errors.ts';

export interface Writer {
  write(path: string, data: string | Uint8Array): Promise<void>;
  copy(absSource: string, path: string): Promise<void>;
  /** Before the first write: recover what an interrupted build left, and fail early if the output cannot be written. */
  prepare?(): Promise<void>;
  /** Make the written files the output. Nothing is visible before this. */
  commit(): Promise<void>;
  /** Drop what was written; the previous output stays whole. */
  abort(): Promise<void>;
  /** The folder files go to before commit, when they go to disk: build workers write there too. */
  readonly dir?: string;
}

/**
 * The last line of defence for every path a build writes: relative, and inside the output once
 * normalised. Slugs, redirects and file names are checked where they are written; this stops
 * anything that got past them from writing outside the output folder. Returns the normalised path.
 */
export function outputPath(path: string): string {
  const clean = normalize(path);
  const why =
    isAbsolute(path) || win32.isAbsolute(path)
      ? 'it is absolute'
      : clean === '..' || clean.startsWith(`..${sep}`)
        ? 'it leads out of the output folder'
        : clean === '.' || clean === `.${sep}`
          ? 'it names the output folder itself, not a file in it'
          : undefined;
  if (why === undefined) return clean;
  throw new ZapsiteError([
    diag({
      code: 'output-path',
      args: { path, why },
    }),
  ]);
}

export class MemoryWriter implements Writer {
  readonly files = new Map<string, Buffer>();
  private pending = new Map<string, Buffer>();
  /** The text each file was written from, with its bytes. */
  private readonly texts = new Map<string, { text: string; bytes: Buffer }>();
  /**
   * `last`: the writer of the dev session's last build. A page the page cache did not render again
   * comes as the same string; it keeps its bytes instead of being encoded again on every save.
   */
  private last: MemoryWriter | undefined;
  constructor(last?: MemoryWriter) {
    this.last = last;
  }
  async write(path: string, data: string | Uint8Array): Promise<void> {
    outputPath(path);
    if (typeof data !== 'string') {
      this.pending.set(path, Buffer.from(data));
      return;
    }
    const was = this.last?.texts.get(path);
    const bytes = was?.text === data ? was.bytes : Buffer.from(data);
    this.texts.set(path, { text: data, bytes });
    this.pending.set(path, bytes);
  }
  async copy(absSource: string, path: string): Promise<void> {
    outputPath(path);
    this.pending.set(path, await readFile(absSource));
  }
  async commit(): Promise<void> {
    this.files.clear();
    for (const [k, v] of this.pending) this.files.set(k, v);
    this.pending = new Map();
    // Each writer holds only the one before it, never a chain of every build of the session.
    this.last = undefined;
  }
  async abort(): Promise<void> {
    this.pending = new Map();
    this.last = undefined;
  }
  text(path: string): string | undefined {
    return this.files.get(path)?.toString('utf8');
  }
}

/** Temporary and old folders this process is using: a folder named for this pid but not here is a leftover. */
const ours = new Set<string>();
let serial = 0;

/** The suffix of a sibling the writer makes beside the output (`<out>.tmp-<pid>-<id>`, `.old-`): kind and pid. */
export const SWAP_SIBLING = /\.(tmp|old)-(\d+)-[0-9a-z]+$/;

/**
 * Writes into a fresh sibling folder (`<out>.tmp-<pid>-<id>`) and swaps it in on commit, so a
 * failed build leaves the last good one. Every rename happens in the output's parent, between
 * names of zapsite's own; the next build recovers or removes what a killed one left there.
 */
export class DiskWriter implements Writer {
  private readonly tmp: string;
  private readonly dirs = new Map<string, Promise<void>>();
  private readonly outDir: string;
  constructor(outDir: string) {
    this.outDir = resolve(outDir);
    this.tmp = this.sibling('tmp');
  }
  get dir(): string {
    return this.tmp;
  }
  private sibling(kind: 'tmp' | 'old'): string {
    const name = `${basename(this.outDir)}.${kind}-${process.pid}-${Date.now().toString(36)}${(serial++).toString(36)}`;
    const path = join(dirname(this.outDir), name);
    ours.add(path);
    return path;
  }
  /** Each folder made once: the pages of one folder are written together, and would each ask for it. */
  private ensureDir(path: string): Promise<void> {
    const d = dirname(path);
    let made = this.dirs.get(d);
    if (!made) this.dirs.set(d, (made = mkdir(d, { recursive: true }).then(() => undefined)));
    return made;
  }
  async prepare(): Promise<void> {
    await recoverLeftovers(this.outDir);
    // An output in a folder that does not exist yet (`--out dist/site`) gets its folder, as before;
    // where that fails, access() below says why (EROFS where mkdir would say ENOENT).
    const parent = dirname(this.outDir);
    await mkdir(parent, { recursive: true }).catch(() => {});
    await access(parent, constants.W_OK).catch((error) => {
      throw writeFailed(error, parent);
    });
    const out = await stat(this.outDir).catch(() => undefined);
    if (out?.isDirectory())
      await access(this.outDir, constants.W_OK).catch((error) => {
        throw writeFailed(error, this.outDir);
      });
    await mkdir(this.tmp, { recursive: true }).catch((error) => {
      throw writeFailed(error, this.tmp);
    });
  }
  async write(path: string, data: string | Uint8Array): Promise<void> {
    const full = join(this.tmp, outputPath(path));
    try {
      await this.ensureDir(full);
      await writeFile(full, data);
    } catch (error) {
      throw writeFailed(error, full);
    }
  }
  async copy(absSource: string, path: string): Promise<void> {
    const full = join(this.tmp, outputPath(path));
    try {
      await this.ensureDir(full);
      await copyFile(absSource, full);
    } catch (error) {
      // The source is named when it is the one that cannot be read.
      const unreadable = await access(absSource, constants.R_OK).then(
        () => false,
        () => true,
      );
      if (unreadable) throw new ZapsiteError([readFailed(error, absSource)], undefined, { cause: error });
      throw writeFailed(error, full);
    }
  }
  async commit(): Promise<void> {
    await mkdir(this.tmp, { recursive: true }).catch((error) => {
      throw writeFailed(error, this.tmp);
    });
    const olds: string[] = [];
    // Two renames: the output aside, the new one in. Another build may put its output in between
    // (two builds finishing together); then that one is moved aside too and the rename tried again.
    for (let attempt = 0; ; attempt++) {
      const old = this.sibling('old');
      try {
        await rename(this.outDir, old);
        olds.push(old);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        ours.delete(old);
        if (code !== 'ENOENT') {
          // A mount point (EBUSY), another device (EXDEV) or a folder that may not move: write into it.
          if (code === 'EBUSY' || code === 'EXDEV' || code === 'EPERM' || code === 'EACCES' || code === 'EINVAL')
            return this.commitInPlace();
          throw writeFailed(error, this.outDir);
        }
      }
      await testPause('swap');
      try {
        await rename(this.tmp, this.outDir);
        break;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if ((code === 'ENOTEMPTY' || code === 'EEXIST') && attempt < 20) continue;
        const last = olds.pop();
        if (last) await rename(last, this.outDir).catch(() => {});
        throw writeFailed(error, this.outDir);
      }
    }
    ours.delete(this.tmp);
    // The new output is in place: an old folder that will not go is the next build's to remove.
    for (const old of olds) {
      await rm(old, { recursive: true, force: true }).catch(() => {});
      ours.delete(old);
    }
  }
  /** The output folder stays where it is: the new files are copied in and the ones no longer built removed. */
  private async commitInPlace(): Promise<void> {
    try {
      await syncInto(this.tmp, this.outDir);
    } catch (error) {
      throw writeFailed(error, isFsError(error) && error.path ? error.path : this.outDir);
    }
    await this.abort();
  }
  async abort(): Promise<void> {
    // A site plugin's postBuild that failed may still have writes in flight into the folder (its
    // other promises run on): removing it then meets a folder filled again (ENOTEMPTY), retried.
    await rm(this.tmp, { recursive: true, force: true, maxRetries: 10, retryDelay: 20 });
    ours.delete(this.tmp);
  }
}

/** Makes `dst` hold what `src` holds: files copied over, folders merged, anything else removed. */
async function syncInto(src: string, dst: string): Promise<void> {
  const want = await readdir(src, { withFileTypes: true });
  const names = new Set(want.map((d) => d.name));
  for (const d of want) {
    const from = join(src, d.name);
    const to = join(dst, d.name);
    const there = await lstat(to).catch(() => undefined);
    if (d.isDirectory()) {
      if (there && !there.isDirectory()) await rm(to, { force: true });
      if (!there?.isDirectory()) await mkdir(to);
      await syncInto(from, to);
    } else {
      if (there?.isDirectory()) await rm(to, { recursive: true, force: true });
      await copyFile(from, to);
    }
  }
  for (const name of await readdir(dst))
    if (!names.has(name)) await rm(join(dst, name), { recursive: true, force: true });
}

/**
 * What earlier builds left beside the output: `<out>.tmp-<pid>-<id>` (killed while rendering) and
 * `<out>.old-<pid>-<id>` (killed between the two renames of the swap, or two builds finishing
 * together). Those of a process still running are its own; of the rest, the newest old output is
 * put back when the output is missing, and everything else is removed.
 */
async function recoverLeftovers(outDir: string): Promise<void> {
  const parent = dirname(outDir);
  const base = basename(outDir);
  const names = await readdir(parent).catch(() => [] as string[]);
  const stale: { path: string; kind: string; time: number }[] = [];
  for (const name of names) {
    if (!name.startsWith(`${base}.`)) continue;
    const m = SWAP_SIBLING.exec(name);
    if (m?.index !== base.length) continue;
    const path = join(parent, name);
    const pid = Number(m[2]);
    if (pid === process.pid ? ours.has(path) : isRunning(pid)) continue;
    const s = await lstat(path).catch(() => undefined);
    if (s?.isDirectory()) stale.push({ path, kind: m[1]!, time: s.mtimeMs });
  }
  if (!stale.length) return;
  const outExists = await lstat(outDir).then(
    () => true,
    () => false,
  );
  const newestOld = stale.filter((s) => s.kind === 'old').sort((a, b) => b.time - a.time)[0];
  if (!outExists && newestOld) await rename(newestOld.path, outDir).catch(() => {});
  for (const s of stale)
    if (s !== newestOld || outExists) await rm(s.path, { recursive: true, force: true }).catch(() => {});
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Test-only: with ZAPSITE_TEST_PAUSE=<point> the build stops at that point, says so on stderr and
 * waits for a line on stdin, so a test can kill it there or start another build meanwhile. The
 * points are `swap`, between the two renames, and `content`, once the content stage counts its
 * pages on this thread (workers/executor.ts: a stage held past a second for the progress test).
 * Never set outside tests.
 */
const paused = new Set<string>();
export async function testPause(point: 'swap' | 'content'): Promise<void> {
  if (process.env.ZAPSITE_TEST_PAUSE !== point || paused.has(point)) return;
  paused.add(point); // once: a retried swap goes straight on
  process.stderr.write(`zapsite: test pause at ${point}\n`);
  await new Promise<void>((resolve) => {
    const go = () => {
      process.stdin.pause();
      resolve();
    };
    process.stdin.once('data', go).once('end', go);
  });
}

/**
 * A writer that keeps at most `limit` writes in flight: `write` resolves once there is room, so a
 * producer of thousands of pages never holds them all in memory; `drain` waits for the rest and
 * rethrows the first failure.
 */
export function queuedWriter(writer: Writer, limit: number) {
  const running = new Set<Promise<void>>();
  let failure: unknown;
  const queue = async (task: () => Promise<void>) => {
    if (failure) throw failure;
    const p = task().then(
      () => void running.delete(p),
      (error) => {
        running.delete(p);
        failure ??= error;
      },
    );
    running.add(p);
    if (running.size >= limit) await Promise.race(running);
  };
  return {
    write: (path: string, data: string | Uint8Array) => queue(() => writer.write(path, data)),
    copy: (absSource: string, path: string) => queue(() => writer.copy(absSource, path)),
    async drain(): Promise<void> {
      await Promise.all(running);
      if (failure) throw failure;
    },
  };
}

export type QueuedWriter = ReturnType<typeof queuedWriter>;
