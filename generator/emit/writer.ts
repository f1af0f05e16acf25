// Where a build's files go: a folder on disk (swapped in atomically) or memory (tests, dev).
import { mkdir, writeFile, copyFile, rename, rm, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export interface Writer {
  write(path: string, data: string | Uint8Array): Promise<void>;
  copy(absSource: string, path: string): Promise<void>;
  /** Make the written files the output. Nothing is visible before this. */
  commit(): Promise<void>;
  /** Drop what was written; the previous output stays whole. */
  abort(): Promise<void>;
  /** The folder files go to before commit, when they go to disk: build workers write there too. */
  readonly dir?: string;
}

export class MemoryWriter implements Writer {
  readonly files = new Map<string, Buffer>();
  private pending = new Map<string, Buffer>();
  async write(path: string, data: string | Uint8Array): Promise<void> {
    this.pending.set(path, Buffer.from(data));
  }
  async copy(absSource: string, path: string): Promise<void> {
    this.pending.set(path, await readFile(absSource));
  }
  async commit(): Promise<void> {
    this.files.clear();
    for (const [k, v] of this.pending) this.files.set(k, v);
    this.pending = new Map();
  }
  async abort(): Promise<void> {
    this.pending = new Map();
  }
  text(path: string): string | undefined {
    return this.files.get(path)?.toString('utf8');
  }
}

/** Writes into a fresh sibling folder and swaps it in on commit, so a failed build leaves the last good one. */
export class DiskWriter implements Writer {
  private readonly tmp: string;
  private readonly dirs = new Set<string>();
  private readonly outDir: string;
  constructor(outDir: string) {
    this.outDir = outDir;
    this.tmp = `${outDir}.tmp-${process.pid}-${Date.now()}`;
  }
  get dir(): string {
    return this.tmp;
  }
  private async ensureDir(path: string): Promise<void> {
    const d = dirname(path);
    if (this.dirs.has(d)) return;
    await mkdir(d, { recursive: true });
    this.dirs.add(d);
  }
  async write(path: string, data: string | Uint8Array): Promise<void> {
    const full = join(this.tmp, path);
    await this.ensureDir(full);
    await writeFile(full, data);
  }
  async copy(absSource: string, path: string): Promise<void> {
    const full = join(this.tmp, path);
    await this.ensureDir(full);
    await copyFile(absSource, full);
  }
  async commit(): Promise<void> {
    await mkdir(this.tmp, { recursive: true });
    const old = `${this.outDir}.old-${process.pid}-${Date.now()}`;
    let moved = false;
    try {
      await rename(this.outDir, old);
      moved = true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    await rename(this.tmp, this.outDir);
    if (moved) await rm(old, { recursive: true, force: true });
  }
  async abort(): Promise<void> {
    await rm(this.tmp, { recursive: true, force: true });
  }
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
