// `zapsite serve`: a built site served the way a production static host serves it. Clean URLs,
// the 404 page with status 404, long caching for hashed assets, gzip and brotli, HEAD, single byte
// ranges (206 and 416; audio and video seek with them), and no way out of the folder (see request-path.ts for the refused paths; symlinks are checked here).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createReadStream } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import { contentTypeFor, isCompressible } from './content-type.ts';
import { parseRequestPath, resolveSitePath, type Probe } from './request-path.ts';
import { listenOnFreePort, type Bound } from './listen.ts';
import { ifRangeHolds, parseRange } from './range.ts';

export interface StaticServerOptions {
  dir: string;
  /** The path the site is mounted at, like the config's baseUrl. Default "/". */
  base?: string;
  /** Called for unexpected failures (the client gets a 500). */
  onError?: (error: unknown, req: IncomingMessage) => void;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';
const SHORT = 'public, max-age=3600';
/** Files kept in memory with their compressed forms; larger ones are streamed from disk. */
const CACHE_LIMIT_BYTES = 64 * 1024 * 1024;
const CACHE_FILE_LIMIT = 8 * 1024 * 1024;

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

/** esbuild names (site-PFQLUEAX.css), content images (logo-1a2b3c4d.png), sidebar-<hash>.json. */
function isHashedAsset(key: string): boolean {
  return key.startsWith('assets/') && /[-.][A-Za-z0-9_]{8,}\.[A-Za-z0-9]+$/.test(key);
}

function cacheControlFor(key: string, type: string): string {
  if (isHashedAsset(key)) return IMMUTABLE;
  if (type.startsWith('text/html')) return REVALIDATE;
  return SHORT;
}

/** The encoding to send: brotli, then gzip, as the client allows (q=0 refuses one). */
function chooseEncoding(header: string | string[] | undefined): 'br' | 'gzip' | undefined {
  if (!header) return undefined;
  const q = new Map<string, number>();
  for (const part of String(header).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const allowed = (name: string) => (q.has(name) ? q.get(name)! > 0 : (q.get('*') ?? 0) > 0);
  if (allowed('br')) return 'br';
  if (allowed('gzip')) return 'gzip';
  return undefined;
}

class FileCache {
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

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

function createStaticHandler(
  opts: StaticServerOptions & { realRoot: string },
): (req: IncomingMessage, res: ServerResponse) => void {
  const base = normaliseBase(opts.base);
  const root = opts.realRoot;
  const cache = new FileCache();

  const probeFile = async (
    key: string,
    found: Map<string, { real: string; mtimeMs: number; size: number }>,
  ): Promise<Probe> => {
    let real: string;
    try {
      real = await realpath(join(root, key));
    } catch {
      return 'none';
    }
    // A symlink may point anywhere; only what really lies inside the folder is served.
    if (real !== root && !real.startsWith(root + sep)) return 'forbidden';
    try {
      const s = await stat(real);
      if (!s.isFile()) return 'none';
      found.set(key, { real, mtimeMs: s.mtimeMs, size: s.size });
      return 'file';
    } catch {
      return 'none';
    }
  };

  const sendText = (
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    text: string,
    headers: Record<string, string> = {},
  ) => {
    const body = Buffer.from(text + '\n');
    res.writeHead(status, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': body.length,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  const cachedData = async (file: { real: string; mtimeMs: number; size: number }): Promise<Cached> => {
    let entry = cache.get(file.real, file.mtimeMs, file.size);
    if (!entry) {
      const data = await readFile(file.real);
      entry = { mtimeMs: file.mtimeMs, size: data.length, data };
      cache.set(file.real, entry);
    }
    return entry;
  };

  const sendFile = async (
    req: IncomingMessage,
    res: ServerResponse,
    key: string,
    file: { real: string; mtimeMs: number; size: number },
    status: number,
  ) => {
    const type = contentTypeFor(key);
    const lastModified = new Date(file.mtimeMs).toUTCString();
    const headers: Record<string, string | number> = {
      'Content-Type': type,
      'Cache-Control': status === 200 ? cacheControlFor(key, type) : REVALIDATE,
      'Last-Modified': lastModified,
      'X-Content-Type-Options': 'nosniff',
    };
    if (status === 200) headers['Accept-Ranges'] = 'bytes';
    const compressible = isCompressible(type) && file.size > 256;
    if (compressible) headers.Vary = 'Accept-Encoding';
    const plainEtag = `"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`;
    // A range is of the plain bytes (audio and video seek by it); the whole file may be compressed.
    let range = status === 200 ? parseRange(req.headers.range, file.size) : ({ kind: 'whole' } as const);
    if (range.kind !== 'whole' && !ifRangeHolds(req.headers['if-range'], plainEtag, lastModified))
      range = { kind: 'whole' };
    const encoding =
      compressible && range.kind === 'whole' ? chooseEncoding(req.headers['accept-encoding']) : undefined;
    const etag = encoding ? plainEtag.replace(/"$/, `-${encoding}"`) : plainEtag;
    headers.ETag = etag;
    if (status === 200 && etagMatches(req.headers['if-none-match'], etag)) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    if (range.kind === 'unsatisfiable') {
      res.writeHead(416, {
        'Content-Range': `bytes */${file.size}`,
        'Content-Length': 0,
        'Accept-Ranges': 'bytes',
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      });
      res.end();
      return;
    }
    if (range.kind === 'part') {
      const { start, end } = range;
      headers['Content-Range'] = `bytes ${start}-${end}/${file.size}`;
      headers['Content-Length'] = end - start + 1;
      res.writeHead(206, headers);
      if (req.method === 'HEAD') return void res.end();
      if (file.size > CACHE_FILE_LIMIT) {
        createReadStream(file.real, { start, end })
          .on('error', () => res.destroy())
          .pipe(res);
        return;
      }
      res.end((await cachedData(file)).data.subarray(start, end + 1));
      return;
    }
    if (file.size > CACHE_FILE_LIMIT) {
      headers['Content-Length'] = file.size;
      res.writeHead(status, headers);
      if (req.method === 'HEAD') return void res.end();
      createReadStream(file.real)
        .on('error', () => res.destroy())
        .pipe(res);
      return;
    }
    const entry = await cachedData(file);
    let body = entry.data;
    if (encoding) {
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
      const packed = await pending;
      // Tiny files can grow when compressed; then the plain bytes are sent.
      if (packed.length < body.length) {
        body = packed;
        headers['Content-Encoding'] = encoding;
      } else headers.ETag = plainEtag;
    }
    headers['Content-Length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  const notFound = async (req: IncomingMessage, res: ServerResponse) => {
    const found = new Map<string, { real: string; mtimeMs: number; size: number }>();
    if ((await probeFile('404.html', found)) === 'file')
      return sendFile(req, res, '404.html', found.get('404.html')!, 404);
    sendText(req, res, 404, 'Not found');
  };

  return (req, res) => {
    void (async () => {
      if (req.method !== 'GET' && req.method !== 'HEAD')
        return sendText(req, res, 405, 'Method not allowed: use GET or HEAD.', { Allow: 'GET, HEAD' });
      const parsed = parseRequestPath(req.url);
      if (!parsed.ok) return sendText(req, res, 400, `Bad request: ${parsed.reason}.`);
      let path = parsed.path;
      if (base !== '/') {
        if (path === base.slice(0, -1)) return redirect(res, base + parsed.query);
        if (!path.startsWith(base)) return notFound(req, res);
        path = path.slice(base.length - 1);
      }
      const found = new Map<string, { real: string; mtimeMs: number; size: number }>();
      const where = await resolveSitePath(path, parsed.query, (key) => probeFile(key, found));
      if (where.kind === 'redirect') return redirect(res, (base === '/' ? '' : base.slice(0, -1)) + where.location);
      if (where.kind === 'forbidden') return sendText(req, res, 403, 'Forbidden');
      if (where.kind === 'not-found') return notFound(req, res);
      return sendFile(req, res, where.key, found.get(where.key)!, 200);
    })().catch((error) => {
      opts.onError?.(error, req);
      if (!res.headersSent) sendText(req, res, 500, 'Internal server error');
      else res.destroy();
    });
  };
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(301, {
    Location: location,
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': SHORT,
    'Content-Length': 0,
  });
  res.end();
}

function normaliseBase(base: string | undefined): string {
  if (!base || base === '/') return '/';
  return `/${base.replace(/^\/+|\/+$/g, '')}/`;
}

export interface RunningStaticServer extends Bound {
  server: Server;
  /** Origin and base, e.g. http://127.0.0.1:4173/ */
  siteUrl: string;
  close(): Promise<void>;
}

export async function startStaticServer(
  opts: StaticServerOptions & { host?: string; port?: number },
): Promise<RunningStaticServer> {
  let realRoot: string;
  try {
    realRoot = await realpath(opts.dir);
    if (!(await stat(realRoot)).isDirectory()) throw new Error('not a folder');
  } catch {
    throw new Error(
      `No built site at ${opts.dir}. Run \`zapsite build\` first, or pass --dir with the folder to serve.`,
    );
  }
  const server = createServer(createStaticHandler({ ...opts, realRoot }));
  const bound = await listenOnFreePort(server, { host: opts.host ?? '127.0.0.1', port: opts.port ?? 0 });
  const base = normaliseBase(opts.base);
  return {
    ...bound,
    server,
    siteUrl: bound.url.replace(/\/$/, '') + base,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
