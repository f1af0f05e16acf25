// `zapsite serve` answers byte ranges as production hosts do: audio and video under static/ seek
// with them. One range is a 206 with Content-Range; a range past the end is a 416; several
// ranges, bad syntax or a stale If-Range get the whole file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStaticServer, type RunningStaticServer } from '../../generator/server/static-server.ts';
import { parseRange } from '../../generator/server/range.ts';

let dir: string;
let server: RunningStaticServer;
/** 1,000 bytes, each its index modulo 251, so any slice is recognisable. */
const CLIP = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
/** Over the server's 8 MB in-memory limit: streamed from disk. */
const FILM = Buffer.alloc(9 * 1024 * 1024 + 7, 0);
const HTML_TEXT = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Clips</title></head><body>${'<p>A page of sound clips for the reader.</p>'.repeat(40)}</body></html>`;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'zapsite-range-'));
  for (let i = 0; i < FILM.length; i++) FILM[i] = (i * 7) % 256;
  await mkdir(join(dir, 'audio'));
  await writeFile(join(dir, 'audio/chime.wav'), CLIP);
  await writeFile(join(dir, 'audio/film.mp4'), FILM);
  await writeFile(join(dir, 'index.html'), HTML_TEXT);
  server = await startStaticServer({ dir, port: 0 });
});

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  fetch(`${server.siteUrl}${path.slice(1)}`, { headers, method });

describe('byte ranges', () => {
  it('says it takes ranges on a whole file', async () => {
    const res = await get('/audio/chime.wav');
    expect(res.status).toBe(200);
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(CLIP);
  });

  it('answers bytes=0-9 with 206, Content-Range and those ten bytes', async () => {
    const res = await get('/audio/chime.wav', { Range: 'bytes=0-9' });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('bytes 0-9/1000');
    expect(res.headers.get('content-length')).toBe('10');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(CLIP.subarray(0, 10));
  });

  it('serves an open range and a suffix range', async () => {
    const open = await get('/audio/chime.wav', { Range: 'bytes=990-' });
    expect(open.status).toBe(206);
    expect(open.headers.get('content-range')).toBe('bytes 990-999/1000');
    expect(Buffer.from(await open.arrayBuffer())).toEqual(CLIP.subarray(990));
    const suffix = await get('/audio/chime.wav', { Range: 'bytes=-5' });
    expect(suffix.status).toBe(206);
    expect(suffix.headers.get('content-range')).toBe('bytes 995-999/1000');
    expect(Buffer.from(await suffix.arrayBuffer())).toEqual(CLIP.subarray(995));
  });

  it('cuts an end past the file to its last byte', async () => {
    const res = await get('/audio/chime.wav', { Range: 'bytes=500-5000' });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('bytes 500-999/1000');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(CLIP.subarray(500));
  });

  it('answers a range past the end with 416 and the size', async () => {
    const res = await get('/audio/chime.wav', { Range: 'bytes=1000-1010' });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe('bytes */1000');
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it('sends the whole file for several ranges, bad syntax or another unit', async () => {
    for (const range of ['bytes=0-1,5-6', 'bytes=abc', 'bytes=9-3', 'items=0-1']) {
      const res = await get('/audio/chime.wav', { Range: range });
      expect(res.status, range).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()), range).toEqual(CLIP);
    }
  });

  it('honours If-Range: the range while the ETag matches, the whole file once it does not', async () => {
    const etag = (await get('/audio/chime.wav')).headers.get('etag')!;
    const same = await get('/audio/chime.wav', { Range: 'bytes=0-3', 'If-Range': etag });
    expect(same.status).toBe(206);
    const stale = await get('/audio/chime.wav', { Range: 'bytes=0-3', 'If-Range': '"0-0"' });
    expect(stale.status).toBe(200);
    expect(Buffer.from(await stale.arrayBuffer())).toEqual(CLIP);
  });

  it('serves a range of a large file streamed from disk', async () => {
    const start = 8 * 1024 * 1024;
    const res = await get('/audio/film.mp4', { Range: `bytes=${start}-${start + 99}` });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('content-range')).toBe(`bytes ${start}-${start + 99}/${FILM.length}`);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(FILM.subarray(start, start + 100));
  });

  it('answers HEAD with a range with the 206 headers and no body', async () => {
    const res = await get('/audio/chime.wav', { Range: 'bytes=10-19' }, 'HEAD');
    expect(res.status).toBe(206);
    expect(res.headers.get('content-length')).toBe('10');
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it('gives a range of the plain bytes of a page the client would otherwise get compressed', async () => {
    const res = await get('/', { Range: 'bytes=0-14', 'Accept-Encoding': 'gzip, br' });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe('<!DOCTYPE html>');
    const whole = await get('/', { 'Accept-Encoding': 'br' });
    expect(whole.headers.get('content-encoding')).toBe('br');
  });

  it('does not answer a range on the 404 page', async () => {
    const res = await get('/nowhere/', { Range: 'bytes=0-3' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-range')).toBeNull();
  });
});

describe('parseRange', () => {
  it('reads the forms of one range and refuses the rest', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ kind: 'part', start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ kind: 'part', start: 90, end: 99 });
    expect(parseRange('bytes=-200', 100)).toEqual({ kind: 'part', start: 0, end: 99 });
    expect(parseRange('bytes=-0', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=0-0', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-', 100)).toEqual({ kind: 'whole' });
    expect(parseRange(undefined, 100)).toEqual({ kind: 'whole' });
  });
});
