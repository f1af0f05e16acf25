// The static server's memory: files read once and kept (least recently used out first, 64 MB in
// all) with their compressed forms, each made once per file version.
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';

const CACHE_LIMIT_BYTES = 64 * 1024 * 1024;
/** Files larger than this are streamed from disk, not kept. */
export const CACHE_FILE_LIMIT = 8 * 1024 * 1024;

/** A file found in the served folder: its real path, modification time and size. */
export interface FoundFile {
  real: string;
  mtimeMs: number;
  size: number;
}

interface Cached {
  mtimeMs: number;
  size: number;
  data: Buffer;
  packedBytes?: number;
  /** Compressed forms, made once per file version; concurrent requests share the promise. */
  gzip?: Promise<Buffer>;
  br?: Promise<Buffer>;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export class FileCache {
  private readonly entries = new Map<string, Cached>();
  private bytes = 0;
  get(path: string, mtimeMs: number, size: number): Cached | undefined {
    const hit = this.entries.get(path);
    if (!hit) return undefined;
    if (hit.mtimeMs !== mtimeMs || hit.size !== size) {
      this.delete(path);
      return undefined;
    }
    this.entries.delete(path);
    this.entries.set(path, hit);
    return hit;
  }
  set(path: string, entry: Cached): void {
    this.delete(path);
    this.entries.set(path, entry);
    this.bytes += entry.size;
    for (const [k] of this.entries) {
      if (this.bytes <= CACHE_LIMIT_BYTES) break;
      this.delete(k);
    }
  }
  /** A compressed form was added to an entry already held. */
  grow(entry: Cached, bytes: number): void {
    entry.packedBytes = (entry.packedBytes ?? 0) + bytes;
    this.bytes += bytes;
  }
  private delete(path: string): void {
    const e = this.entries.get(path);
    if (!e) return;
    this.bytes -= e.size + (e.packedBytes ?? 0);
    this.entries.delete(path);
  }
}

function compress(data: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  // Off the event loop (zlib's thread pool), at levels that compress a page in about a
  // millisecond: the result is kept, but the first visitor of each file should not wait.
  return encoding === 'br'
    ? brotliAsync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length } })
    : gzipAsync(data, { level: 6 });
}

/** The file's bytes, from the cache or read (and kept). */
export async function cachedData(cache: FileCache, file: FoundFile): Promise<Cached> {
  let entry = cache.get(file.real, file.mtimeMs, file.size);
  if (!entry) {
    const data = await readFile(file.real);
    entry = { mtimeMs: file.mtimeMs, size: data.length, data };
    cache.set(file.real, entry);
  }
  return entry;
}

/** The entry's bytes compressed, made once and kept with it (a failure is forgotten, to try again). */
export function packed(cache: FileCache, entry: Cached, encoding: 'br' | 'gzip'): Promise<Buffer> {
  let pending = entry[encoding];
  if (!pending) {
    const held = entry;
    pending = compress(entry.data, encoding);
    entry[encoding] = pending;
    pending.then(
      (b) => cache.grow(held, b.length),
      () => (held[encoding] = undefined),
    );
  }
  return pending;
}
