// `zapsite dev` as a maintainer runs it: a separate process, its port taken by something else,
// a content error that must not end it, and Ctrl+C.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const FIXTURE = fileURLToPath(new URL('../fixtures/dev-site/', import.meta.url));

let tmp: string;
let root: string;
let blocker: Server;
let child: ChildProcess | undefined;
let stdout = '';
let stderr = '';

/**
 * Resolves when `test` holds for the output so far; fails with the output after the timeout.
 * Each wait ends well inside the test's own time limit, so a failure shows where it stopped.
 */
function waitForOutput(test: () => boolean, what: string, timeoutMs = 40_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const tick = setInterval(() => {
      if (test()) {
        clearInterval(tick);
        resolve();
      } else if (Date.now() - started > timeoutMs || child?.exitCode != null) {
        clearInterval(tick);
        reject(new Error(`Waited for ${what}; exit ${child?.exitCode}\nstdout:\n${stdout}\nstderr:\n${stderr}`));
      }
    }, 50);
  });
}

/** A request that fails with the server's output rather than hanging past the test's limit. */
async function get(url: string): Promise<Response> {
  try {
    return await fetch(url, { signal: AbortSignal.timeout(20_000) });
  } catch (error) {
    throw new Error(`GET ${url} failed: ${(error as Error).message}\nstdout:\n${stdout}\nstderr:\n${stderr}`);
  }
}

beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'zs-dev-cli-'));
  root = join(tmp, 'site');
  await cp(FIXTURE, root, { recursive: true });
  blocker = createServer((_req, res) => res.end('someone else'));
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', () => resolve()));
});

afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  await new Promise<void>((resolve) => blocker?.close(() => resolve()));
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

describe('zapsite dev (the command)', () => {
  it('moves to the next free port and says so, survives a content error, and stops on Ctrl+C', async () => {
    const taken = (blocker.address() as AddressInfo).port;
    child = spawn(process.execPath, [join(REPO, 'cli/main.ts'), 'dev', '--root', root, '--port', String(taken)], {
      cwd: REPO,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (c) => (stdout += c));
    child.stderr!.on('data', (c) => (stderr += c));

    await waitForOutput(() => /Serving http:\/\/127\.0\.0\.1:\d+\//.test(stdout), 'the served URL');
    expect(stdout).toContain(`Port ${taken} is in use, so the site is on port`);
    const port = Number(stdout.match(/Serving http:\/\/127\.0\.0\.1:(\d+)\//)![1]);
    expect(port).toBeGreaterThan(taken);
    const origin = `http://127.0.0.1:${port}`;
    expect(await (await get(`${origin}/docs/guide/`)).text()).toContain('The guide text is ORIGINAL.');

    await writeFile(join(root, 'content/docs/guide/index.mdx'), '---\ntitle: Guide\n---\n\nText <Broken\n');
    // writeFile truncates before it writes, so the watcher may first see an empty file and report
    // that; the report to wait for is the one about the text as saved.
    await waitForOutput(() => stderr.includes('error[mdx-syntax]'), 'the error report');
    expect(stderr).toContain('still serving the last good build');
    expect(stderr).toContain('--> content/docs/guide/index.mdx:5:');
    expect(child.exitCode).toBeNull();
    const res = await get(`${origin}/docs/guide/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('The guide text is ORIGINAL.');

    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
    child.kill('SIGINT');
    const code = await Promise.race([
      exited,
      new Promise<string>((resolve) => setTimeout(() => resolve('still running'), 15_000)),
    ]);
    expect(code).toBe(0);
    await expect(fetch(`${origin}/`)).rejects.toThrow();
  });
});
