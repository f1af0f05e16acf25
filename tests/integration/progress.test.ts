// Progress on a long build, as a person at a terminal and a CI log see it: `zapsite build` run
// under a pseudo-terminal (util-linux `script`) draws a progress line for a stage that runs past a
// second; the same build piped, as CI runs it, prints the stage lines alone.
//
// 2,000 pages so a stage runs well past a second; each build is waited for as a process exit
// (spawn's close event), never against a clock: on a busy machine one build has taken minutes,
// and a fixed kill timer (spawnSync's `timeout`) then failed a build that was only slow.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO } from '../helpers/paths.ts';
import { cachedCorpus } from '../helpers/corpus-cache.ts';

const PAGES = 2000;
let dir: string;
let site: string;
const hasScript = spawnSync('script', ['--version']).status === 0;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'zapsite-progress-'));
  // The shared copy (scale.test.ts reads the same 2,000 pages); the builds write beside it, in dir.
  site = cachedCorpus({ pages: PAGES }).root;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the build and resolves when the process has exited and its output is all read. */
function build(outDir: string, onTerminal: boolean): Promise<{ status: number | null; stdout: string }> {
  const command = `${JSON.stringify(process.execPath)} bin/zapsite.js build --root ${JSON.stringify(site)} --out ${JSON.stringify(join(dir, outDir))}`;
  const child = onTerminal
    ? spawn('script', ['-qec', command, '/dev/null'], { cwd: REPO, env: { ...process.env, NO_COLOR: '1' } })
    : spawn('bash', ['-c', command], { cwd: REPO, env: { ...process.env, NO_COLOR: '1' } });
  // As spawnSync left it: stdin an empty pipe, closed at once.
  child.stdin.end();
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout: stdout + (status === 0 ? '' : stderr) }));
  });
}

// Only a safety net for a hung build; no assertion depends on how long a build takes.
const HUNG = 1_200_000;

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
      const { status, stdout } = await build('out-pipe', false);
      expect(status, stdout).toBe(0);
      expect(stdout).not.toContain('\x1b');
      expect(stdout).not.toContain('\r');
      expect(stdout).not.toMatch(/ \/ [\d,]+ pages/);
      expect(stdout).toMatch(/\n {2}content +[\d.]+ m?s {2}2001 pages\n/);
    },
    HUNG,
  );

  it.runIf(hasScript)(
    'a build on a terminal shows pages done out of total for each stage past a second, then its stage line',
    async () => {
      const { status, stdout } = await build('out-tty', true);
      expect(status, stdout).toBe(0);
      let checked = 0;
      for (const [stage, total] of [
        ['content', '2,001'],
        ['render', '2,003'],
      ] as const) {
        const progress = new RegExp(`\\r\\x1b\\[2K {2}${stage} +[\\d.]+ s {2}[\\d,]+ / ${total} pages`);
        // Drawing starts a second in and is redrawn every 0.1 s; a stage of 1.5 s has surely been drawn.
        if (stageSeconds(stdout, stage) >= 1.5) {
          expect(stdout, stage).toMatch(progress);
          // Cleared, then replaced by the stage's own line.
          expect(stdout).toMatch(new RegExp(`\\r\\x1b\\[2K {2}${stage} +[\\d.]+ s {2}\\d+ pages\\r?\\n`));
          checked++;
        }
      }
      // On this 2-core machine content alone takes well over that; a machine fast enough to render
      // 2,000 pages in under 1.5 s a stage has nothing to show.
      expect(checked, stdout).toBeGreaterThan(0);
    },
    HUNG,
  );
});
