// Requests per second of `zapsite serve` on loopback: the built site, the server in its own
// process, 12,000 keep-alive requests over 32 connections to pages, assets and 404s. Bounded in
// count and time; every answer's status is checked and errors are counted.
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fg from 'fast-glob';
import { build } from '../generator/pipeline.ts';

const REPO = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
const REQUESTS = 12_000;
const CONNECTIONS = 32;

let tmp: string | undefined;
let dir = process.env.ZAPSITE_BENCH_SITE_OUT;
if (!dir) {
  tmp = await mkdtemp(join(tmpdir(), 'zs-bench-serve-'));
  dir = join(tmp, 'build');
  await build({ root: REPO, outDir: dir, offline: true });
}
const pages = (await fg('**/index.html', { cwd: dir })).map((p) => '/' + p.replace(/index\.html$/, ''));
const assets = (await fg('assets/**/*.{js,css}', { cwd: dir })).map((p) => '/' + p);
const targets: { path: string; status: number }[] = [
  ...pages.map((path) => ({ path, status: 200 })),
  ...assets.map((path) => ({ path, status: 200 })),
  { path: '/no-such-page/', status: 404 },
];

const child = spawn(process.execPath, [join(REPO, 'bin/zapsite.js'), 'serve', '--dir', dir, '--port', '0'], {
  stdio: ['ignore', 'pipe', 'pipe'],
});
let stdout = '';
child.stdout!.on('data', (c) => (stdout += c));
const deadline = Date.now() + 30_000;
while (!/http:\/\/127\.0\.0\.1:(\d+)\//.test(stdout)) {
  if (Date.now() > deadline) throw new Error(`serve did not start: ${stdout}`);
  await new Promise((r) => setTimeout(r, 20));
}
const port = Number(/http:\/\/127\.0\.0\.1:(\d+)\//.exec(stdout)![1]);
const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
let next = 0;
let errors = 0;
const get = (t: { path: string; status: number }) =>
  new Promise<void>((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: t.path,
        agent,
        headers: { 'accept-encoding': next % 3 === 0 ? 'gzip' : 'identity' },
      },
      (res) => {
        if (res.statusCode !== t.status) errors++;
        res.resume();
        res.on('end', resolve);
      },
    );
    req.on('error', () => {
      errors++;
      resolve();
    });
    req.end();
  });
const started = performance.now();
await Promise.all(
  Array.from({ length: CONNECTIONS }, async () => {
    while (next < REQUESTS) await get(targets[next++ % targets.length]!);
  }),
);
const seconds = (performance.now() - started) / 1000;
agent.destroy();
child.kill();
if (tmp) await rm(tmp, { recursive: true, force: true });
console.log(
  `zapsite serve: ${REQUESTS} requests over ${CONNECTIONS} keep-alive connections in ${seconds.toFixed(2)} s: ${Math.round(REQUESTS / seconds)} requests/s, ${errors} errors`,
);
if (errors) process.exitCode = 1;
