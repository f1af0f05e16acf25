// Start-up of the CLI as this repository runs it (its sources, bundled into node_modules/.cache)
// and as a site that installed the package runs it (dist/, scripts/build-package.ts), issue #34:
// the package is packed and installed into a temporary project, then `zapsite --version` and a
// build of the `zapsite init` site run in each, in turns. Also what `npx` adds in that project.
//
//   node bench/startup.ts [--runs N]
//
// or `benchStartup()` and `startupSection()` from another bench.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { median, medianPairRatio, REPO } from './measure-build.ts';
import { numberArg, printLine } from './script.ts';
import { ratio, seconds, table, target } from './format.ts';

/** The installed package may be this much slower than the repository before it counts as a regression. */
const TARGET_RATIO = 1.05;

interface Series {
  name: string;
  ms: number[];
}

export interface StartupBench {
  runs: number;
  version: { repo: Series; pkg: Series; npx: Series };
  build: { repo: Series; pkg: Series };
  versionRatio: number;
  buildRatio: number;
  npxMs: number;
}

/** Wall time of one command; throws with its output when it fails. */
function timed(cmd: string, args: string[], cwd: string): number {
  const env = { ...process.env, NO_COLOR: '1', PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH}` };
  const t0 = performance.now();
  const r = spawnSync(cmd, args, { cwd, env, encoding: 'utf8' });
  const ms = performance.now() - t0;
  if (r.status !== 0)
    throw new Error(`${cmd} ${args.join(' ')} exited with ${r.status}:\n${r.stderr}\n${r.stdout}`.trim());
  return ms;
}

export async function benchStartup(opts: { runs?: number; log?: (s: string) => void } = {}): Promise<StartupBench> {
  const runs = opts.runs ?? 7;
  const log = opts.log ?? (() => {});
  const tmp = mkdtempSync(join(tmpdir(), 'zapsite-bench-startup-'));
  try {
    log('  packing and installing the package (not timed)');
    const pack = spawnSync('npm', ['pack', '--json', '--pack-destination', tmp], {
      cwd: REPO,
      encoding: 'utf8',
      env: { ...process.env, PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH}` },
    });
    if (pack.status !== 0) throw new Error(`npm pack failed:\n${pack.stderr}`);
    const [{ filename }] = JSON.parse(pack.stdout.slice(pack.stdout.indexOf('['))) as [{ filename: string }];
    const project = join(tmp, 'site');
    mkdirSync(project);
    writeFileSync(join(project, 'package.json'), '{ "name": "bench-site", "private": true }\n');
    timed('npm', ['install', '--no-audit', '--no-fund', join(tmp, filename)], project);
    const repoBin = join(REPO, 'bin/zapsite.js');
    const pkgBin = join(project, 'node_modules/zapsite/bin/zapsite.js');
    timed(process.execPath, [pkgBin, 'init'], project);
    // One untimed run of each: the repository's CLI bundle and both compile caches are made.
    for (const bin of [repoBin, pkgBin]) timed(process.execPath, [bin, 'build', '--out', join(tmp, 'warm')], project);

    const node = (bin: string, args: string[]) => timed(process.execPath, [bin, ...args], project);
    const version = {
      repo: { name: 'repository: node bin/zapsite.js --version', ms: [] as number[] },
      pkg: { name: 'installed: node node_modules/zapsite/bin/zapsite.js --version', ms: [] as number[] },
      npx: { name: 'installed: npx zapsite --version', ms: [] as number[] },
    };
    const build = {
      repo: { name: 'repository: build of the init site', ms: [] as number[] },
      pkg: { name: 'installed: build of the init site', ms: [] as number[] },
    };
    for (let i = 0; i < runs; i++) {
      // Turns alternate, so a slower minute of the host falls on both.
      const order = i % 2 ? (['pkg', 'repo'] as const) : (['repo', 'pkg'] as const);
      for (const which of order) {
        const bin = which === 'repo' ? repoBin : pkgBin;
        version[which].ms.push(node(bin, ['--version']));
        build[which].ms.push(node(bin, ['build', '--out', join(tmp, `out-${which}`)]));
      }
      version.npx.ms.push(timed('npx', ['zapsite', '--version'], project));
      log(
        `  run ${i + 1}: --version ${seconds(version.repo.ms[i]!)} / ${seconds(version.pkg.ms[i]!)} (npx ${seconds(version.npx.ms[i]!)}), build ${seconds(build.repo.ms[i]!)} / ${seconds(build.pkg.ms[i]!)} (repository / installed)`,
      );
    }
    return {
      runs,
      version,
      build,
      versionRatio: medianPairRatio(version.repo.ms, version.pkg.ms),
      buildRatio: medianPairRatio(build.repo.ms, build.pkg.ms),
      npxMs: median(version.npx.ms) - median(version.pkg.ms),
    };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** The figures as a Markdown section for BENCHMARKS.md. */
export function startupSection(b: StartupBench): string {
  const rows = [b.version.repo, b.version.pkg, b.version.npx, b.build.repo, b.build.pkg].map((s) => [
    s.name,
    s.ms.length,
    seconds(median(s.ms)),
  ]);
  return [
    '## Start-up: the repository and the installed package',
    '',
    "The package packed (`npm pack`) and installed into a fresh project; `zapsite init`'s site built there. Each run times the repository's CLI (its sources, bundled into node_modules/.cache) and the installed one (dist/) in turns, the order alternating. Whole processes, medians.",
    '',
    table(['command', 'runs', 'wall'], rows),
    '',
    `Installed / repository, --version: **${ratio(b.versionRatio)}** — ${target(b.versionRatio <= TARGET_RATIO, `<= ${TARGET_RATIO}x`)}; build: **${ratio(b.buildRatio)}** — ${target(b.buildRatio <= TARGET_RATIO, `<= ${TARGET_RATIO}x`)}. npx adds ${seconds(b.npxMs)} to the installed --version.`,
    '',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const log = printLine;
  log(`Start-up bench: ${numberArg('--runs') ?? 7} runs`);
  log('\n' + startupSection(await benchStartup({ runs: numberArg('--runs'), log })));
}
