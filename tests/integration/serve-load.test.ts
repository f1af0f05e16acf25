// A bounded load test of `zapsite serve` on loopback: the real site built offline, the server in
// its own process (as a maintainer runs it), and 12,000 keep-alive requests over 32 connections
// mixing pages, assets, compression, HEAD, redirects and 404s. Every answer must be the expected
// one; the rate is printed for BENCHMARKS.md, never asserted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fg from 'fast-glob';
import { zaparooSiteFolder } from '../helpers/zaparoo-build.ts';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const REQUESTS = 12_000;
const CONNECTIONS = 32;
const LIMIT_MS = 240_000;

interface Shot {
  method: 'GET' | 'HEAD';
  path: string;
  encoding?: string;
  status: number;
}

let out: string;
let child: ChildProcess | undefined;
let origin: string;

beforeAll(async () => {
  // Built once for the files that read it (check-links.test.ts too): tests/helpers/zaparoo-build.ts.
  out = await zaparooSiteFolder();
  child = spawn(process.execPath, [join(REPO, 'cli/main.ts'), 'serve', '--dir', out, '--port', '0'], {
    cwd: REPO,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  child.stdout!.on('data', (c) => (stdout += c));
  const deadline = Date.now() + 30_000;
  while (!/at http:\/\/127\.0\.0\.1:\d+\//.test(stdout)) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`serve did not start: ${stdout}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  origin = stdout.match(/at (http:\/\/127\.0\.0\.1:\d+)\//)![1]!;
});

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child!.once('exit', r));
    child.kill('SIGINT');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  }
});

function plan(files: string[]): Shot[] {
  const pages = files.filter((f) => f.endsWith('index.html')).map((f) => '/' + f.slice(0, -'index.html'.length));
  const assets = files.filter((f) => !f.endsWith('.html')).map((f) => '/' + f);
  const shots: Shot[] = [];
  for (let i = 0; shots.length < REQUESTS; i++) {
    const page = pages[i % pages.length]!;
    const asset = assets[i % assets.length]!;
    switch (i % 8) {
      case 0:
      case 1:
        shots.push({ method: 'GET', path: page, encoding: 'br, gzip', status: 200 });
        break;
      case 2:
        shots.push({ method: 'GET', path: page, encoding: 'gzip', status: 200 });
        break;
      case 3:
        shots.push({ method: 'GET', path: asset, encoding: 'br', status: 200 });
        break;
      case 4:
        shots.push({ method: 'GET', path: page, status: 200 });
        break;
      case 5:
        shots.push({ method: 'HEAD', path: page, encoding: 'br', status: 200 });
        break;
      case 6:
        // A page without its slash is redirected; /index.html is a file a host serves as it is (GitHub Pages).
        shots.push(
          page === '/'
            ? { method: 'GET', path: '/index.html', status: 200 }
            : { method: 'GET', path: page.slice(0, -1), status: 301 },
        );
        break;
      default:
        shots.push({ method: 'GET', path: `/no-such-page-${i}/`, encoding: 'gzip', status: 404 });
    }
  }
  return shots;
}

describe('zapsite serve under load', () => {
  it(`serves ${REQUESTS} keep-alive requests on loopback with no errors`, async () => {
    const files = await fg('**/*', { cwd: out, onlyFiles: true });
    const shots = plan(files);
    const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    const failures: string[] = [];
    let next = 0;
    let done = 0;
    let bytes = 0;
    const stopAt = Date.now() + LIMIT_MS;
    const one = (shot: Shot) =>
      new Promise<void>((resolve) => {
        const req = request(
          origin + shot.path,
          { method: shot.method, agent, headers: shot.encoding ? { 'accept-encoding': shot.encoding } : {} },
          (res) => {
            res.on('data', (c: Buffer) => (bytes += c.length));
            res.on('end', () => {
              if (res.statusCode !== shot.status)
                failures.push(`${shot.method} ${shot.path}: ${res.statusCode}, expected ${shot.status}`);
              resolve();
            });
          },
        );
        req.setTimeout(10_000, () => req.destroy(new Error('timed out')));
        req.on('error', (e) => {
          failures.push(`${shot.method} ${shot.path}: ${e.message}`);
          resolve();
        });
        req.end();
      });
    const worker = async () => {
      while (next < shots.length && Date.now() < stopAt) {
        await one(shots[next++]!);
        done++;
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: CONNECTIONS }, worker));
    const seconds = (performance.now() - started) / 1000;
    agent.destroy();
    console.log(
      `zapsite serve load: ${done} requests (${CONNECTIONS} keep-alive connections, ${files.length} files) in ${seconds.toFixed(2)} s = ${Math.round(done / seconds)} requests/s, ${(bytes / 1024 / 1024).toFixed(1)} MiB, ${failures.length} errors`,
    );
    expect(failures.slice(0, 20)).toEqual([]);
    expect(done).toBe(REQUESTS);
  });
});
