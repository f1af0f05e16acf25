// `zapsite serve` over a build of tests/fixtures/dev-site: clean-URL redirects, the 404 page and
// status, content types, cache headers, compression, HEAD and conditional requests, and a battery
// of requests that try to reach a file outside the folder.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build } from '../../generator/pipeline.ts';
import { startStaticServer, type RunningStaticServer } from '../../generator/server/static-server.ts';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const FIXTURE = fileURLToPath(new URL('../fixtures/dev-site', import.meta.url));
const SECRET = 'TOP-SECRET-OUTSIDE-THE-SITE';

let tmp: string;
let out: string;
let server: RunningStaticServer;
let cssPath: string;

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Send a request line exactly as written (no client-side normalisation) and read the answer. */
function raw(target: string | Buffer, method = 'GET', headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer to ${String(target)}`));
    }, 10_000);
    socket.on('connect', () => {
      const extra = Object.entries(headers)
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join('');
      socket.write(
        Buffer.concat([
          Buffer.from(`${method} `),
          Buffer.isBuffer(target) ? target : Buffer.from(target, 'latin1'),
          Buffer.from(` HTTP/1.1\r\nHost: 127.0.0.1\r\n${extra}Connection: close\r\n\r\n`),
        ]),
      );
    });
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      clearTimeout(timer);
      const all = Buffer.concat(chunks);
      const split = all.indexOf('\r\n\r\n');
      const head = all.subarray(0, split).toString('latin1').split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of head.slice(1)) {
        const i = line.indexOf(':');
        headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
      }
      resolve({ status: Number(head[0]!.split(' ')[1]), headers, body: all.subarray(split + 4) });
    });
  });
}

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(server.url.replace(/\/$/, '') + path, { redirect: 'manual', headers });

beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'zs-serve-'));
  out = join(tmp, 'site', 'build');
  await build({ root: FIXTURE, outDir: out, offline: true });
  await writeFile(join(tmp, 'secret.txt'), SECRET);
  await writeFile(join(tmp, 'site', 'secret.txt'), SECRET);
  await symlink(join(tmp, 'secret.txt'), join(out, 'link-out.txt'));
  await symlink(tmp, join(out, 'docs', 'link-dir'));
  await symlink(join(out, 'img', 'dot.svg'), join(out, 'img', 'inside-link.svg'));
  await writeFile(join(out, '.env'), SECRET);
  cssPath = '/assets/css/' + (await readdir(join(out, 'assets/css'))).find((f) => f.endsWith('.css'));
  server = await startStaticServer({ dir: out });
});

afterAll(async () => {
  await server?.close();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

describe('zapsite serve', () => {
  it('binds 127.0.0.1 unless told otherwise', () => {
    expect(server.host).toBe('127.0.0.1');
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });

  it('answers as GitHub Pages does: /path redirects to /path/ (keeping the query), a file is served at its own path, /path.html only when that file exists', async () => {
    const cases: [string, string][] = [
      ['/docs/guide', '/docs/guide/'],
      ['/docs/guide?tab=1', '/docs/guide/?tab=1'],
      ['/docs//guide/', '/docs/guide/'],
    ];
    for (const [from, to] of cases) {
      const res = await get(from);
      expect([from, res.status, res.headers.get('location')]).toEqual([from, 301, to]);
    }
    for (const [path, status] of [
      ['/docs/guide/index.html', 200],
      ['/index.html', 200],
      ['/docs/guide.html', 404],
    ] as const) {
      expect([path, (await get(path)).status]).toEqual([path, status]);
    }
    const page = await get('/docs/guide/');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('The guide text is ORIGINAL.');
    // A protocol-relative Location would send the visitor to another host.
    const sneaky = await raw('//evil.example/');
    expect(sneaky.status).toBe(301);
    expect(sneaky.headers.location).toBe('/evil.example/');
  });

  it('answers unknown paths with 404.html and status 404', async () => {
    for (const path of ['/no/such/page/', '/no-such-file.png', '/docs/guide/missing', '/.env']) {
      const res = await get(path);
      expect([path, res.status]).toEqual([path, 404]);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
      const body = await res.text();
      expect(body).toContain('Page not found');
      expect(body).not.toContain(SECRET);
    }
  });

  it('sends the right content types', async () => {
    const sidebar = (await readdir(join(out, 'assets'))).find((f) => /^sidebar-.*\.json$/.test(f));
    const js = (await readdir(join(out, 'assets/js'))).find((f) => f.endsWith('.js'));
    const cases: [string, string][] = [
      ['/', 'text/html; charset=utf-8'],
      [cssPath, 'text/css; charset=utf-8'],
      [`/assets/js/${js}`, 'text/javascript; charset=utf-8'],
      ['/img/dot.svg', 'image/svg+xml'],
      ['/sitemap.xml', 'application/xml; charset=utf-8'],
      ...(sidebar ? [[`/assets/${sidebar}`, 'application/json; charset=utf-8'] as [string, string]] : []),
    ];
    for (const [path, type] of cases) {
      const res = await get(path);
      expect([path, res.status, res.headers.get('content-type')]).toEqual([path, 200, type]);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('caches hashed assets for a year, immutable, and HTML and other files briefly', async () => {
    expect((await get(cssPath)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/docs/guide/')).headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect((await get('/img/dot.svg')).headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await get('/sitemap.xml')).headers.get('cache-control')).not.toContain('immutable');
  });

  it('compresses with brotli or gzip as the client asks, and not when it refuses', async () => {
    const plain = await get('/docs/guide/', { 'accept-encoding': 'identity' });
    const original = Buffer.from(await plain.arrayBuffer());
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');

    const cases: [string, string | undefined][] = [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['*', 'br'],
      ['gzip;q=0, br;q=0', undefined],
      ['', undefined],
    ];
    for (const [accept, expected] of cases) {
      const r = await raw('/docs/guide/', 'GET', accept ? { 'Accept-Encoding': accept } : {});
      expect([accept, r.headers['content-encoding']]).toEqual([accept, expected]);
      expect(Number(r.headers['content-length'])).toBe(r.body.length);
      const body = expected === 'br' ? brotliDecompressSync(r.body) : expected === 'gzip' ? gunzipSync(r.body) : r.body;
      expect(body.equals(original)).toBe(true);
      if (expected) expect(r.body.length).toBeLessThan(original.length);
    }
    // Images are compressed already.
    const png = await raw('/img/dot.svg', 'GET', { 'Accept-Encoding': 'br' });
    expect(png.headers['content-type']).toBe('image/svg+xml');
  });

  it('answers HEAD with the GET headers and no body, 304 on a matching ETag, 405 on other methods', async () => {
    const g = await raw('/docs/guide/', 'GET', { 'Accept-Encoding': 'gzip' });
    const h = await raw('/docs/guide/', 'HEAD', { 'Accept-Encoding': 'gzip' });
    expect(h.status).toBe(200);
    expect(h.body.length).toBe(0);
    for (const k of ['content-type', 'content-length', 'content-encoding', 'cache-control', 'etag'])
      expect([k, h.headers[k]]).toEqual([k, g.headers[k]]);
    const headMissing = await raw('/nope/', 'HEAD');
    expect(headMissing.status).toBe(404);
    expect(headMissing.body.length).toBe(0);

    const etag = (await get('/docs/guide/')).headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+(-gzip|-br)?"$/);
    expect((await get('/docs/guide/', { 'if-none-match': etag })).status).toBe(304);
    expect((await get('/docs/guide/', { 'if-none-match': '"other"' })).status).toBe(200);

    const post = await fetch(server.url + 'docs/guide/', { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('never serves a file outside the folder', async () => {
    const attempts: (string | Buffer)[] = [
      '/../secret.txt',
      '/../../secret.txt',
      '/docs/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/%2E%2E/secret.txt',
      '/%2e%2e%2fsecret.txt',
      '/..%2fsecret.txt',
      '/.%2e/secret.txt',
      '/%252e%252e/secret.txt',
      '/%252e%252e%252fsecret.txt',
      '/%25252e%25252e/secret.txt',
      '/..\\secret.txt',
      '/..%5csecret.txt',
      '/%5c..%5csecret.txt',
      '/%2e%2e%5csecret.txt',
      '\\..\\secret.txt',
      '/%c0%ae%c0%ae/secret.txt',
      '/%00/../secret.txt',
      '/secret.txt%00.html',
      Buffer.from('/secret.txt\0.html', 'latin1'),
      `${tmp}/secret.txt`,
      `/${tmp}/secret.txt`,
      `//${tmp.replace(/^\//, '')}/secret.txt`,
      'file:///etc/passwd',
      `http://127.0.0.1/../secret.txt`,
      '/link-out.txt',
      '/docs/link-dir/secret.txt',
      '/docs/link-dir/site/secret.txt',
      '/.env',
      '/%2eenv',
      '*',
    ];
    for (const target of attempts) {
      const res = await raw(target);
      const shown = String(target).replace(/\0/g, '\\0');
      expect([
        shown,
        [400, 403, 404].includes(res.status) || (res.status === 301 && !(res.headers.location ?? '').startsWith('//')),
      ]).toEqual([shown, true]);
      expect([shown, res.body.toString('latin1').includes(SECRET)]).toEqual([shown, false]);
      if (res.status === 301) {
        const followed = await raw(res.headers.location!);
        expect([shown, followed.body.toString('latin1').includes(SECRET)]).toEqual([shown, false]);
      }
    }
    // A symlink that stays inside the folder is fine.
    const inside = await get('/img/inside-link.svg');
    expect(inside.status).toBe(200);
    expect(await inside.text()).toContain('<svg');
    expect((await raw('/link-out.txt')).status).toBe(403);
    expect((await raw('/%2e%2e/secret.txt')).status).toBe(400);
  });

  it('mounts the site under a base path', async () => {
    const sub = await startStaticServer({ dir: out, base: '/sub/' });
    try {
      const at = (p: string) => fetch(sub.url.replace(/\/$/, '') + p, { redirect: 'manual' });
      expect(sub.siteUrl).toBe(`${sub.url}sub/`);
      expect((await at('/sub/docs/guide/')).status).toBe(200);
      expect((await at('/sub')).headers.get('location')).toBe('/sub/');
      expect((await at('/sub/docs/guide')).headers.get('location')).toBe('/sub/docs/guide/');
      expect((await at('/docs/guide/')).status).toBe(404);
    } finally {
      await sub.close();
    }
  });

  it('runs as `zapsite serve --dir` on 127.0.0.1', async () => {
    const child = spawn(process.execPath, [join(REPO, 'cli/main.ts'), 'serve', '--dir', out, '--port', '0'], {
      cwd: REPO,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout.on('data', (c) => (stdout += c));
    try {
      const deadline = Date.now() + 30_000;
      while (!/at http:\/\/127\.0\.0\.1:\d+\//.test(stdout)) {
        if (Date.now() > deadline || child.exitCode !== null) throw new Error(`serve did not start: ${stdout}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      const url = stdout.match(/at (http:\/\/127\.0\.0\.1:\d+\/)/)![1]!;
      const res = await fetch(`${url}docs/guide`, { redirect: 'manual' });
      expect(res.status).toBe(301);
      expect((await fetch(`${url}docs/guide/`)).status).toBe(200);
    } finally {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGINT');
      expect(await Promise.race([exited, new Promise((r) => setTimeout(() => r('still running'), 10_000))])).toBe(0);
    }
  });
});
