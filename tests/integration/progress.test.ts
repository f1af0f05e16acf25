// Progress on a long build, as a person at a terminal and a CI log see it: `zapsite build` run
// under a pseudo-terminal (util-linux `script`) draws a progress line for a stage that runs past a
// second; the same build piped, as CI runs it, prints the stage lines alone.
//
// A stage runs past a second because the test holds it there, not because the site is big: the
// build stops once its content stage counts pages (the test-only ZAPSITE_TEST_PAUSE=content, in
// workers/executor.ts) until the test writes a line to its stdin. On a terminal the test lets go
// when the build's own progress line says 1.5 s; piped, where nothing shows, 1.5 s after the build
// said it paused. So the test needs no 2,000 pages to make a stage slow (that build once took
// 301 s on a busy machine), nor does it fail on a machine fast enough to build them in a second.
// Each build is waited for as a process exit (spawn's close event), never against a clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO } from '../helpers/paths.ts';
import { cachedCorpus } from '../helpers/corpus-cache.ts';
import { userEnv } from '../helpers/user-env.ts';

/** Over the build-worker threshold (800 sources): the terminal's build counts on a worker. */
const TERMINAL_PAGES = 1000;
/** Under it: the piped build counts on the main thread. */
const PIPED_PAGES = 100;
/** How long a held stage runs at least: past the second after which progress is drawn. */
const HELD_S = 1.5;
let dir: string;
const hasScript = spawnSync('script', ['--version']).status === 0;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'zapsite-progress-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface HeldBuild {
  /** Resolves once the output so far passes `test`; rejects if the build ends first. */
  seen(test: (stdout: string, stderr: string) => boolean): Promise<void>;
  /** Lets the paused build go on. */
  release(): void;
  /** The process has exited and its output is all read. */
  done: Promise<{ status: number | null; stdout: string }>;
}

/** Runs the build, which pauses in its content stage until released. */
function build(site: string, outDir: string, onTerminal: boolean): HeldBuild {
  const command = `${JSON.stringify(process.execPath)} bin/zapsite.js build --root ${JSON.stringify(site)} --out ${JSON.stringify(join(dir, outDir))}`;
  const env = userEnv({ NO_COLOR: '1', ZAPSITE_TEST_PAUSE: 'content' });
  const child = onTerminal
    ? spawn('script', ['-qec', command, '/dev/null'], { cwd: REPO, env })
    : spawn('bash', ['-c', command], { cwd: REPO, env });
  let stdout = '';
  let stderr = '';
  const waiting = new Set<() => void>();
  const changed = () => waiting.forEach((check) => check());
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    changed();
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
    changed();
  });
  const done = new Promise<{ status: number | null; stdout: string }>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => {
      changed();
      resolve({ status, stdout: stdout + (status === 0 ? '' : stderr) });
    });
  });
  return {
    seen: (test) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (test(stdout, stderr)) resolve();
          else if (child.exitCode !== null || child.signalCode !== null)
            reject(new Error(`The build ended before the output expected:\n${stdout}\n${stderr}`));
          else return;
          waiting.delete(check);
        };
        waiting.add(check);
        check();
      }),
    // The line the paused build waits for; then stdin ends, as spawnSync left it.
    release: () => child.stdin.end('\n'),
    done,
  };
}

// Only a safety net for a hung build; no assertion depends on how long a build takes.
const HUNG = 600_000;

/** The seconds a finished stage line reports, e.g. "  content     2.31 s  2001 pages". */
function stageSeconds(stdout: string, stage: string): number {
  const m = new RegExp(`(?:^|[\\r\\n]|\\x1b\\[2K)  ${stage} +([\\d.]+) (s|ms)  \\d+ pages`).exec(stdout);
  expect(m, `${stage} line in:\n${stdout}`).not.toBeNull();
  return m![2] === 's' ? Number(m![1]) : Number(m![1]) / 1000;
}

describe('progress lines', () => {
  it(
    'a piped build (a CI log) prints no progress, only the stage lines',
    async () => {
      const b = build(cachedCorpus({ pages: PIPED_PAGES }).root, 'out-pipe', false);
      await b.seen((_stdout, stderr) => stderr.includes('zapsite: test pause at content'));
      // Nothing shows while it is held: the stage is let go once it has surely run past a second.
      await new Promise((resolve) => setTimeout(resolve, HELD_S * 1000));
      b.release();
      const { status, stdout } = await b.done;
      expect(status, stdout).toBe(0);
      expect(stdout).not.toContain('\x1b');
      expect(stdout).not.toContain('\r');
      expect(stdout).not.toMatch(/ \/ [\d,]+ pages/);
      expect(stdout).toMatch(/\n {2}content +[\d.]+ m?s {2}101 pages\n/);
      // The stage ran past a second: a terminal would have been shown its progress.
      expect(stageSeconds(stdout, 'content')).toBeGreaterThanOrEqual(HELD_S);
    },
    HUNG,
  );

  it.runIf(hasScript)(
    'a build on a terminal shows pages done out of total for each stage past a second, then its stage line',
    async () => {
      const b = build(cachedCorpus({ pages: TERMINAL_PAGES }).root, 'out-tty', true);
      // Held until its own progress line says the stage has run 1.5 s.
      await b.seen((stdout) =>
        [...stdout.matchAll(/\x1b\[2K {2}content +([\d.]+) s {2}[\d,]+ \/ [\d,]+ pages/g)].some(
          (m) => Number(m[1]) >= HELD_S,
        ),
      );
      b.release();
      const { status, stdout } = await b.done;
      expect(status, stdout).toBe(0);
      let checked = 0;
      for (const [stage, total] of [
        ['content', '1,001'],
        ['render', '1,003'],
      ] as const) {
        const progress = new RegExp(`\\r\\x1b\\[2K {2}${stage} +[\\d.]+ s {2}[\\d,]+ / ${total} pages`);
        // Drawing starts a second in and is redrawn every 0.1 s while this thread is free: the held
        // content stage has surely been drawn; render may not have been, when the extras stage's
        // work on this thread overlapped it (a loaded machine), so its line is checked when drawn.
        if (stage === 'content' ? stageSeconds(stdout, stage) >= 1.5 : progress.test(stdout)) {
          expect(stdout, stage).toMatch(progress);
          // Cleared, then replaced by the stage's own line.
          expect(stdout).toMatch(new RegExp(`\\r\\x1b\\[2K {2}${stage} +[\\d.]+ s {2}\\d+ pages\\r?\\n`));
          checked++;
        }
      }
      // The held content stage always is one.
      expect(checked, stdout).toBeGreaterThan(0);
      expect(stageSeconds(stdout, 'content')).toBeGreaterThanOrEqual(HELD_S);
    },
    HUNG,
  );
});
