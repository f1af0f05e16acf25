// Stopping `zapsite dev` and `zapsite serve` the way people do: started as the README says (`npm run
// dev`, `npm run serve`) and the npm process sent SIGTERM, as a process manager or CI does; or the
// zapsite process itself sent SIGINT (Ctrl+C), SIGTERM or SIGHUP (the terminal closed). Each time
// the port must be freed and no zapsite process may be left.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIXTURES, REPO } from '../helpers/paths.ts';
import { zapsite } from '../helpers/cli.ts';
import { userEnv } from '../helpers/user-env.ts';

let dir: string;
let site: string;
const started: ChildProcess[] = [];
const zapsitePids = new Set<number>();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'zapsite-signals-'));
  site = join(dir, 'site');
  cpSync(`${FIXTURES}basic`, site, { recursive: true });
  const run = await zapsite(['build', '--root', site]);
  expect(run.code, run.stderr).toBe(0);
});

afterEach(async () => {
  // Whatever a failed test left running is ended here, by its process id.
  for (const child of started.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const pid of [...zapsitePids, ...processes()]) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  zapsitePids.clear();
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Started {
  child: ChildProcess;
  port: number;
  output: () => string;
}

/** Starts a command and waits for the line that names the URL it serves. */
function start(command: string, args: string[]): Promise<Started> {
  const child = spawn(command, args, {
    cwd: REPO,
    env: userEnv({ NO_COLOR: '1' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "Serving" line within 60 s:\n${output}`)), 60_000);
    const onData = (b: Buffer) => {
      output += b.toString();
      const m = /Serving .*?http:\/\/127\.0\.0\.1:(\d+)\//.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve({ child, port: Number(m[1]), output: () => output });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${command} exited (${code}) before serving:\n${output}`));
    });
  });
}

/**
 * Processes started for this test's site, found by their command line (not by name): zapsite
 * (`node bin/zapsite.js ...`) and npm's `sh -c` around it.
 */
function processes(which: 'zapsite' | 'any' = 'any'): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let args: string[];
    try {
      args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
    } catch {
      continue;
    }
    if (!args.some((a) => a.includes(dir)) || /(^|\/)npm(-cli\.js)?$/.test(args[1] ?? '') || args[0] === 'npm')
      continue;
    if (which === 'any' || args.includes('bin/zapsite.js')) pids.push(Number(entry));
  }
  return pids;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

/** Polls until `check` holds; false if it never did within the bound (a generous one: this is not a timing test). */
async function eventually(check: () => boolean | Promise<boolean>, boundMs = 15_000): Promise<boolean> {
  const until = Date.now() + boundMs;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return check();
}

async function expectStopped(port: number): Promise<void> {
  expect(await eventually(() => portIsFree(port)), `port ${port} still taken`).toBe(true);
  expect(await eventually(() => processes().length === 0), `still running: ${processes().join(', ')}`).toBe(true);
}

describe('started the README way, npm stopped', () => {
  it('npm run dev, npm sent SIGTERM: zapsite dev stops and frees its port', async () => {
    const { child, port, output } = await start('npm', ['run', 'dev', '--', '--root', site, '--port', '0']);
    const pids = processes('zapsite');
    expect(pids).toHaveLength(1);
    for (const pid of pids) zapsitePids.add(pid);
    expect(await portIsFree(port)).toBe(false);
    child.kill('SIGTERM');
    await expectStopped(port);
    expect(output()).toContain('The process that started zapsite has ended (npm or a shell); stopping.');
  });

  it('npm run serve, npm sent SIGTERM: zapsite serve stops and frees its port', async () => {
    const { child, port } = await start('npm', ['run', 'serve', '--', '--root', site, '--port', '0']);
    for (const pid of processes('zapsite')) zapsitePids.add(pid);
    expect(zapsitePids.size).toBe(1);
    child.kill('SIGTERM');
    await expectStopped(port);
  });

  it('npm run dev, npm killed outright (SIGKILL, its shell left behind): zapsite dev stops all the same', async () => {
    const { child, port } = await start('npm', ['run', 'dev', '--', '--root', site, '--port', '0']);
    for (const pid of processes('zapsite')) zapsitePids.add(pid);
    expect(zapsitePids.size).toBe(1);
    child.kill('SIGKILL');
    await expectStopped(port);
  });
});

describe('zapsite itself sent a signal', () => {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    it(`serve on ${signal}: exits 0 and frees its port`, async () => {
      const { child, port, output } = await start(process.execPath, [
        'bin/zapsite.js',
        'serve',
        '--root',
        site,
        '--port',
        '0',
      ]);
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      child.kill(signal);
      expect(await exited).toBe(0);
      expect(output()).toContain(`Stopping (${signal}).`);
      await expectStopped(port);
    });
  }

  it('dev on SIGTERM: closes the watcher, esbuild and the sockets, exits 0', async () => {
    const { child, port, output } = await start(process.execPath, [
      'bin/zapsite.js',
      'dev',
      '--root',
      site,
      '--port',
      '0',
    ]);
    // An open event stream is a socket that would keep a careless server up.
    const events = connect(port, '127.0.0.1');
    events.write(`GET /__zapsite/events HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
    await new Promise((r) => events.once('data', r));
    const closed = new Promise((r) => events.once('close', r));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    await closed;
    expect(output()).toContain('Stopping (SIGTERM).');
    await expectStopped(port);
  });
});
