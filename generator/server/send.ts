// The static server's responses: a file (cache headers, ETag and conditional requests, a byte
// range, gzip or brotli), a short text, a redirect.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createReadStream } from 'node:fs';
import { contentTypeFor, isCompressible } from './content-type.ts';
import { CACHE_FILE_LIMIT, cachedData, packed, type FileCache, type FoundFile } from './file-cache.ts';
import { ifRangeHolds, parseRange } from './range.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';
const SHORT = 'public, max-age=3600';

type Headers = Record<string, string | number>;

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

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

/** A plain-text answer (errors, refusals): never cached. */
export function sendText(
  req: IncomingMessage,
  res: ServerResponse,
  reply: { status: number; text: string; headers?: Record<string, string> },
): void {
  const body = Buffer.from(reply.text + '\n');
  res.writeHead(reply.status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...reply.headers,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(301, {
    Location: location,
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': SHORT,
    'Content-Length': 0,
  });
  res.end();
}

/** A file found under `key` in the folder, sent with `status` (200, or 404 for the 404 page). */
export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  reply: { key: string; file: FoundFile; status: number },
  cache: FileCache,
): Promise<void> {
  const { key, file, status } = reply;
  const type = contentTypeFor(key);
  const lastModified = new Date(file.mtimeMs).toUTCString();
  const headers: Headers = {
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
  const encoding = compressible && range.kind === 'whole' ? chooseEncoding(req.headers['accept-encoding']) : undefined;
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
  if (range.kind === 'part') return sendPart(req, res, { file, headers, start: range.start, end: range.end }, cache);
  return sendWhole(req, res, { file, headers, status, encoding, plainEtag }, cache);
}

/** Bytes start..end of the file (206). */
async function sendPart(
  req: IncomingMessage,
  res: ServerResponse,
  part: { file: FoundFile; headers: Headers; start: number; end: number },
  cache: FileCache,
): Promise<void> {
  const { file, headers, start, end } = part;
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
  res.end((await cachedData(cache, file)).data.subarray(start, end + 1));
}

/** The whole file: streamed when large, else from the cache, compressed when that is smaller. */
async function sendWhole(
  req: IncomingMessage,
  res: ServerResponse,
  whole: { file: FoundFile; headers: Headers; status: number; encoding?: 'br' | 'gzip'; plainEtag: string },
  cache: FileCache,
): Promise<void> {
  const { file, headers, status, encoding, plainEtag } = whole;
  if (file.size > CACHE_FILE_LIMIT) {
    headers['Content-Length'] = file.size;
    res.writeHead(status, headers);
    if (req.method === 'HEAD') return void res.end();
    createReadStream(file.real)
      .on('error', () => res.destroy())
      .pipe(res);
    return;
  }
  const entry = await cachedData(cache, file);
  let body = entry.data;
  if (encoding) {
    const compressed = await packed(cache, entry, encoding);
    // Tiny files can grow when compressed; then the plain bytes are sent.
    if (compressed.length < body.length) {
      body = compressed;
      headers['Content-Encoding'] = encoding;
    } else headers.ETag = plainEtag;
  }
  headers['Content-Length'] = body.length;
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}
