// Time cold builds: each build is a fresh child process (nothing cached in memory), its peak
// RSS read from GNU time when the machine has it, else from bench/build-once.ts.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sampleGroupRss } from './group-rss.ts';

export const REPO = fileURLToPath(new URL('../', import.meta.url));
const CLI = REPO + 'bin/zapsite.js';
const BUILD_ONCE = REPO + 'bench/build-once.ts';
const GNU_TIME = '/usr/bin/time';

export interface BuildRun {
  /** Child process start to exit: Node start-up, config, theme and every stage. */
  wallMs: number;
  /** What the build itself reported (build() start to end). */
  buildMs: number;
  pages: number;
  files: number;
  maxRssKb: number;
  /** User + system CPU time of the build process: steadier than wall time on a busy machine. */
  cpuMs: number;
  stages: Record<string, number>;
}

export interface BuildSeries {
  runs: BuildRun[];
  medianWallMs: number;
  medianBuildMs: number;
  medianCpuMs: number;
  pages: number;
  /** The highest peak of all runs. */
  maxRssKb: number;
  /** Median of each stage over the runs. */
  stages: Record<string, number>;
  rssSource: string;
  /** Set when fewer runs than asked were made (time budget) or a build failed. */
  note?: string;
}

let gnuTime: boolean | undefined;
/** Debian's `time` package may be missing, and busybox time has no -v: check for the real one. */
export function hasGnuTime(): boolean {
  if (gnuTime === undefined) {
    gnuTime =
      existsSync(GNU_TIME) &&
      /Maximum resident set size/.test(spawnSync(GNU_TIME, ['-v', 'true'], { encoding: 'utf8' }).stderr ?? '');
  }
  return gnuTime;
}

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/**
 * The median of each measurement over the reference measured just before it, pair by pair. On a
 * host whose speed drifts, this is steadier than the ratio of the two medians.
 */
export function medianPairRatio(reference: number[], measured: number[]): number {
  const n = Math.min(reference.length, measured.length);
  return median(Array.from({ length: n }, (_, i) => measured[i]! / reference[i]!));
}

function toMs(value: string, unit: string): number {
  return unit === 's' ? Number(value) * 1000 : Number(value);
}

/** Parse the CLI's stage lines ("  content     5.85 s  1001 pages") and summary line. */
export function parseCliOutput(stdout: string): {
  stages: Record<string, number>;
  buildMs?: number;
  pages?: number;
  files?: number;
} {
  const stages: Record<string, number> = {};
  for (const m of stdout.matchAll(/^ {2}([a-z]+)\s+([\d.]+) (ms|s)\b/gm)) stages[m[1]!] = toMs(m[2]!, m[3]!);
  const built = /Built (\d+) pages \((\d+) files\) in ([\d.]+) (ms|s)\./.exec(stdout);
  return built
    ? { stages, pages: Number(built[1]), files: Number(built[2]), buildMs: toMs(built[3]!, built[4]!) }
    : { stages };
}

/** One cold build of `root` into `out` in a child process. Rejects with the build's own output on failure. */
export async function buildOnce(root: string, out: string, timeoutMs: number): Promise<BuildRun> {
  const useTime = hasGnuTime();
  const [cmd, args] = useTime
    ? [GNU_TIME, ['-v', process.execPath, CLI, 'build', '--offline', '--root', root, '--out', out]]
    : [process.execPath, [BUILD_ONCE, '--root', root, '--out', out]];
  const { code, signal, stdout, stderr, wallMs } = await runChild(cmd, args, { timeoutMs });
  if (code !== 0) {
    const why = signal ? `was stopped (${signal}) after ${Math.round(wallMs / 1000)} s` : `exited with code ${code}`;
    throw new Error(`Build of ${root} ${why}.\n${stderr.trim().slice(-2000)}\n${stdout.trim().slice(-1000)}`);
  }
  if (useTime) {
    const parsed = parseCliOutput(stdout);
    const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr);
    const user = /User time \(seconds\): ([\d.]+)/.exec(stderr);
    const system = /System time \(seconds\): ([\d.]+)/.exec(stderr);
    if (!rss || !user || !system || parsed.buildMs === undefined) {
      throw new Error(
        `Could not read the build summary or GNU time's report for ${root}.\n${stdout.slice(-1000)}\n${stderr.slice(-1000)}`,
      );
    }
    const cpuMs = (Number(user[1]) + Number(system[1])) * 1000;
    return {
      wallMs,
      buildMs: parsed.buildMs,
      pages: parsed.pages!,
      files: parsed.files!,
      maxRssKb: Number(rss[1]),
      cpuMs,
      stages: parsed.stages,
    };
  }
  const line = stdout.trim().split('\n').pop() ?? '';
  const j = JSON.parse(line) as Omit<BuildRun, 'wallMs'>;
  return {
    wallMs,
    buildMs: j.buildMs,
    pages: j.pages,
    files: j.files,
    maxRssKb: j.maxRssKb,
    cpuMs: j.cpuMs,
    stages: j.stages,
  };
}

/**
 * One build of `root` into `out` by the CLI in a child process (under GNU time's -v when `timed`,
 * its report then in stderr), for the benches that build two sites side by side. Rejects with the
 * build's own output when it fails or prints no summary.
 */
export async function cliBuild(
  root: string,
  out: string,
  opts: { env?: NodeJS.ProcessEnv; timed?: boolean } = {},
): Promise<{
  wallMs: number;
  buildMs: number;
  pages: number;
  stages: Record<string, number>;
  stdout: string;
  stderr: string;
}> {
  const args = [CLI, 'build', '--offline', '--root', root, '--out', out];
  const { code, stdout, stderr, wallMs } = opts.timed
    ? await runChild(GNU_TIME, ['-v', process.execPath, ...args], { env: opts.env })
    : await runChild(process.execPath, args, { env: opts.env });
  if (code !== 0)
    throw new Error(
      `Build of ${root} exited with code ${code}.\n${stderr.trim().slice(-2000)}\n${stdout.trim().slice(-1000)}`,
    );
  const parsed = parseCliOutput(stdout);
  if (parsed.buildMs === undefined || parsed.pages === undefined)
    throw new Error(`No build summary in the output of ${root}:\n${stdout.slice(-1000)}`);
  return { wallMs, buildMs: parsed.buildMs, pages: parsed.pages, stages: parsed.stages, stdout, stderr };
}

export interface ChildResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  /** Start to exit. */
  wallMs: number;
  /** With `groupRss`: the peak of the summed memory of the child's whole process group (KB). */
  groupRssKb?: number;
}

/**
 * Run a command in its own process group and collect its output. With `timeoutMs`, the whole
 * group is killed when it runs over (a build under GNU time is a node under a time process).
 * Rejects only when the command cannot start.
 */
export function runChild(
  cmd: string,
  args: string[],
  opts: { timeoutMs?: number; env?: NodeJS.ProcessEnv; groupRss?: boolean } = {},
): Promise<ChildResult> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const child = spawn(cmd, args, {
      cwd: REPO,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      env: opts.env ?? process.env,
    });
    // Detached, the child leads a process group of its own: every process it starts is in it.
    const rss = opts.groupRss && child.pid ? sampleGroupRss(child.pid) : undefined;
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer =
      opts.timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            // SIGTERM first: a child that started a process outside its group (chrome-launcher's
            // Chromium is detached) stops it on that signal; SIGKILL for whatever is left.
            const kill = (signal: NodeJS.Signals) => {
              try {
                process.kill(-child.pid!, signal);
              } catch {
                /* already gone */
              }
            };
            kill('SIGTERM');
            setTimeout(() => kill('SIGKILL'), 5_000).unref();
          }, opts.timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      rss?.stop();
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const groupRssKb = rss?.stop();
      resolve({ code, signal, stdout, stderr, wallMs: performance.now() - t0, ...(rss ? { groupRssKb } : {}) });
    });
  });
}

/**
 * Build `root` up to `runs` times, each into a fresh folder (`${outBase}-<n>`). Stops early when
 * the next run would pass `deadline` (performance.now() time). Outputs stay for the caller to
 * inspect and remove when the bench ends: deleting thousands of files just before a run makes
 * ext4 skip every recently freed inode when the run creates its files (measured on 1,000 pages:
 * 1.3 s more system time, 0.5 s more wall), a cost no cold build on a fresh checkout pays.
 */
export async function buildSeries(
  root: string,
  outBase: string,
  opts: {
    runs: number;
    deadline: number;
    timeoutMs: number;
    log: (s: string) => void;
    beforeEachRun?: () => Promise<void>;
  },
): Promise<BuildSeries> {
  const runs: BuildRun[] = [];
  let note: string | undefined;
  for (let i = 0; i < opts.runs; i++) {
    const expected = runs.length ? Math.max(...runs.map((r) => r.wallMs)) : 0;
    if (runs.length && performance.now() + expected > opts.deadline) {
      note = `${runs.length} of ${opts.runs} runs: the next would pass the time budget`;
      break;
    }
    const out = `${outBase}-${i + 1}`;
    rmSync(out, { recursive: true, force: true });
    await opts.beforeEachRun?.();
    const run = await buildOnce(
      root,
      out,
      Math.min(opts.timeoutMs, Math.max(60_000, opts.deadline - performance.now())),
    );
    runs.push(run);
    opts.log(
      `    run ${i + 1}: ${(run.wallMs / 1000).toFixed(2)} s wall, build ${(run.buildMs / 1000).toFixed(2)} s, CPU ${(run.cpuMs / 1000).toFixed(2)} s, ${run.pages} pages, peak RSS ${Math.round(run.maxRssKb / 1024)} MB`,
    );
  }
  const stageNames = Object.keys(runs[0]?.stages ?? {});
  return {
    runs,
    medianWallMs: median(runs.map((r) => r.wallMs)),
    medianBuildMs: median(runs.map((r) => r.buildMs)),
    medianCpuMs: median(runs.map((r) => r.cpuMs)),
    pages: runs[0]!.pages,
    maxRssKb: Math.max(...runs.map((r) => r.maxRssKb)),
    stages: Object.fromEntries(stageNames.map((n) => [n, median(runs.map((r) => r.stages[n] ?? 0))])),
    rssSource: hasGnuTime() ? '/usr/bin/time -v' : 'process.resourceUsage().maxRSS (bench/build-once.ts)',
    note,
  };
}

export function lastOutDir(outBase: string, series: BuildSeries): string {
  return `${outBase}-${series.runs.length}`;
}

/**
 * Wall time of `node <script> <args>` from start to exit, median of `runs` fresh processes: for a
 * yardstick measured beside the builds (bench/unified-reference.ts). Resolves with its last stdout line too.
 */
export async function timeScript(
  script: string,
  args: string[],
  runs: number,
): Promise<{ medianWallMs: number; wallMs: number[]; lastLine: string }> {
  const wallMs: number[] = [];
  let lastLine = '';
  for (let i = 0; i < runs; i++) {
    const r = await runChild(process.execPath, [script, ...args]);
    if (r.code !== 0) throw new Error(`${script} exited with code ${r.code}: ${r.stderr.trim().slice(-1000)}`);
    wallMs.push(r.wallMs);
    lastLine = r.stdout.trim().split('\n').pop() ?? '';
  }
  return { medianWallMs: median(wallMs), wallMs, lastLine };
}
