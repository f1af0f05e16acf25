// MDX build speed (issue #16): the same generated docs corpus written as `.md` and as `.mdx` (each
// page the same text plus one imported site component, tests/helpers/corpus.ts), built side by
// side in fresh processes. Reports the MDX files, their compile time in all and per file and its
// share of the content stage (from the content stage's own line), and the .mdx/.md build-time
// ratio against the 2x target.
//
//   node bench/mdx.ts [--pages N] [--runs N] [--without-workers]
//
// or `benchMdx()` and `mdxSection()` from another bench. `--without-workers` adds a third build of
// the .mdx corpus per run with ZAPSITE_WORKERS=0, to show what the build workers give.
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cliBuild, hasGnuTime, median, medianPairRatio, REPO, runChild } from './measure-build.ts';
import { numberArg, printLine } from './script.ts';
import { ratio, seconds, table, target } from './format.ts';
import { writeCorpus } from '../tests/helpers/corpus.ts';

const CLI = join(REPO, 'bin/zapsite.js');
const TARGET_RATIO = 2;

export interface MdxRun {
  /** Child process start to exit. */
  wallMs: number;
  /** What the build reported (build() start to end). */
  buildMs: number;
  /** User + system time of the build process (its threads, not the esbuild service); undefined without GNU time. */
  cpuMs?: number;
  stages: Record<string, number>;
  /** From the content stage's line; none when no MDX was compiled. */
  mdx?: { files: number; compileMs: number; perFileMs: number; compileWallMs: number };
}

export interface MdxSeries {
  name: string;
  runs: MdxRun[];
  medianWallMs: number;
  medianBuildMs: number;
  medianCpuMs?: number;
  medianContentMs: number;
}

export interface MdxBench {
  pages: number;
  md: MdxSeries;
  mdx: MdxSeries;
  /** The .mdx corpus built on the main thread alone (ZAPSITE_WORKERS=0), when asked for. */
  mdxAlone?: MdxSeries;
  /** Median over the runs of (.mdx build / .md build of the same run), wall time. */
  ratio: number;
  cpuRatio?: number;
  met: boolean;
  compile: { files: number; ms: number; perFileMs: number; wallMs: number; shareOfContent: number };
}

/** The content stage's detail, as generator/content/render-content.ts contentDetail writes it. */
const COMPILE_RE = /^ {2}content\s.*?(\d+) MDX: compile (\d+) ms in all, ([\d.]+) ms a file, (\d+) ms wall/m;

async function buildOnce(root: string, out: string, env: NodeJS.ProcessEnv): Promise<MdxRun> {
  const { wallMs, buildMs, stages, stdout, stderr } = await cliBuild(root, out, { env, timed: hasGnuTime() });
  const user = /User time \(seconds\): ([\d.]+)/.exec(stderr);
  const system = /System time \(seconds\): ([\d.]+)/.exec(stderr);
  const m = COMPILE_RE.exec(stdout);
  return {
    wallMs,
    buildMs,
    cpuMs: user && system ? (Number(user[1]) + Number(system[1])) * 1000 : undefined,
    stages,
    mdx: m
      ? { files: Number(m[1]), compileMs: Number(m[2]), perFileMs: Number(m[3]), compileWallMs: Number(m[4]) }
      : undefined,
  };
}

function series(name: string, runs: MdxRun[]): MdxSeries {
  const cpu = runs.map((r) => r.cpuMs).filter((c): c is number => c !== undefined);
  return {
    name,
    runs,
    medianWallMs: median(runs.map((r) => r.wallMs)),
    medianBuildMs: median(runs.map((r) => r.buildMs)),
    medianCpuMs: cpu.length === runs.length ? median(cpu) : undefined,
    medianContentMs: median(runs.map((r) => r.stages.content ?? 0)),
  };
}

/**
 * Build the `.md` and `.mdx` corpora `runs` times each, alternating which goes first. Every run
 * adds one sentence to the docs home of both, so no run reuses the MDX modules the last one
 * wrote (node_modules/.cache/zapsite/mdx/ is keyed by the bundle's content): each is a first build.
 */
export async function benchMdx(
  opts: { pages?: number; runs?: number; withoutWorkers?: boolean; log?: (s: string) => void } = {},
): Promise<MdxBench> {
  const pages = opts.pages ?? 1000;
  const runs = opts.runs ?? 3;
  const log = opts.log ?? (() => {});
  const tmp = mkdtempSync(join(tmpdir(), 'zapsite-bench-mdx-'));
  try {
    const roots = { md: join(tmp, 'md'), mdx: join(tmp, 'mdx') };
    writeCorpus(roots.md, { pages });
    writeCorpus(roots.mdx, { pages, mdx: true });
    // The bin bundles the CLI again after a source change: once here, not in the first timed build.
    await runChild(process.execPath, [CLI, '--help']);
    const builds: { name: string; root: string; env: NodeJS.ProcessEnv; runs: MdxRun[] }[] = [
      { name: '.md', root: roots.md, env: process.env, runs: [] },
      { name: '.mdx', root: roots.mdx, env: process.env, runs: [] },
      ...(opts.withoutWorkers
        ? [{ name: '.mdx, no workers', root: roots.mdx, env: { ...process.env, ZAPSITE_WORKERS: '0' }, runs: [] }]
        : []),
    ];
    for (let i = 0; i < runs; i++) {
      appendFileSync(join(roots.md, 'content/docs/index.md'), `\nThis is bench run ${i + 1}.\n`);
      appendFileSync(join(roots.mdx, 'content/docs/index.mdx'), `\nThis is bench run ${i + 1}.\n`);
      const order = i % 2 ? [...builds].reverse() : builds;
      for (const b of order) {
        const run = await buildOnce(b.root, join(tmp, `out-${b.runs.length}-${b.name.replace(/\W+/g, '')}`), b.env);
        b.runs.push(run);
        log(
          `  run ${i + 1} ${b.name}: ${seconds(run.wallMs)} wall, content ${seconds(run.stages.content ?? 0)}${run.cpuMs ? `, CPU ${seconds(run.cpuMs)}` : ''}${run.mdx ? `, ${run.mdx.files} MDX compiled in ${run.mdx.compileWallMs} ms (${run.mdx.perFileMs} ms a file)` : ''}`,
        );
      }
    }
    const [md, mdx, mdxAlone] = builds.map((b) => series(b.name, b.runs)) as [
      MdxSeries,
      MdxSeries,
      MdxSeries | undefined,
    ];
    const compiled = mdx.runs.map((r) => r.mdx);
    if (compiled.some((c) => !c))
      throw new Error('A build of the .mdx corpus printed no MDX compile figures on its content line.');
    const c = compiled as NonNullable<MdxRun['mdx']>[];
    const r = medianPairRatio(
      md.runs.map((x) => x.wallMs),
      mdx.runs.map((x) => x.wallMs),
    );
    const cpu =
      md.medianCpuMs !== undefined && mdx.medianCpuMs !== undefined
        ? medianPairRatio(
            md.runs.map((x) => x.cpuMs!),
            mdx.runs.map((x) => x.cpuMs!),
          )
        : undefined;
    return {
      pages,
      md,
      mdx,
      mdxAlone,
      ratio: r,
      cpuRatio: cpu,
      met: r <= TARGET_RATIO,
      compile: {
        files: c[0]!.files,
        ms: median(c.map((x) => x.compileMs)),
        perFileMs: median(c.map((x) => x.perFileMs)),
        wallMs: median(c.map((x) => x.compileWallMs)),
        shareOfContent: median(mdx.runs.map((x, i) => c[i]!.compileWallMs / (x.stages.content ?? Infinity))),
      },
    };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** The figures as a Markdown section for BENCHMARKS.md. */
export function mdxSection(b: MdxBench): string {
  const rows = [b.md, b.mdx, ...(b.mdxAlone ? [b.mdxAlone] : [])].map((s) => [
    s.name,
    s.runs.length,
    seconds(s.medianWallMs),
    seconds(s.medianBuildMs),
    s.medianCpuMs === undefined ? 'n/a' : seconds(s.medianCpuMs),
    seconds(s.medianContentMs),
  ]);
  const c = b.compile;
  return [
    `## MDX: ${b.pages.toLocaleString('en')} docs pages as .md and as .mdx`,
    '',
    'The corpus of (b) with every docs page written as `.mdx`: the same text plus one site component imported through `@site/` (tests/helpers/corpus.ts, `mdx: true`). Both built in fresh processes, one after the other in each run (the order alternating); each run changes one sentence of the docs home in both, so no run reuses the MDX modules of the last. Medians; CPU is the build process with its worker threads (not the esbuild service).',
    '',
    table(['corpus', 'runs', 'wall', 'build', 'CPU', 'content stage'], rows),
    '',
    `MDX files compiled: **${c.files}**; compile time in all **${seconds(c.ms)}** (every file's compile added up, whichever thread ran it), **${c.perFileMs.toFixed(1)} ms** a file; the compile phase took ${seconds(c.wallMs)}, **${Math.round(c.shareOfContent * 100)}%** of the content stage.`,
    '',
    `.mdx / .md wall time: **${ratio(b.ratio)}** (median over the runs of each pair) — ${target(b.met, `<= ${TARGET_RATIO}x`)}${b.cpuRatio === undefined ? '' : `; CPU time ${ratio(b.cpuRatio)}`}.` +
      (b.mdxAlone
        ? ` Without build workers the .mdx corpus took ${seconds(b.mdxAlone.medianWallMs)} (${ratio(b.mdxAlone.medianWallMs / b.mdx.medianWallMs)} the time with them).`
        : ''),
    '',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const log = printLine;
  log(`MDX bench: ${numberArg('--pages') ?? 1000} pages, ${numberArg('--runs') ?? 3} runs`);
  log(
    '\n' +
      mdxSection(
        await benchMdx({
          pages: numberArg('--pages'),
          runs: numberArg('--runs'),
          withoutWorkers: process.argv.includes('--without-workers'),
          log,
        }),
      ),
  );
}
