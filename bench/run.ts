// npm run bench [-- --quick]: cold builds of the Zaparoo site and of generated corpora, page
// weight per page type, then BENCHMARKS.md. Builds run one at a time (one child process, so at
// most the 2 cores a build can use) and the whole run is held to about 15 minutes.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, platform, release, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import {
  buildSeries,
  hasGnuTime,
  lastOutDir,
  median,
  medianPairRatio,
  REPO,
  runChild,
  timeScript,
  type BuildSeries,
} from './measure-build.ts';
import { outputSize, type OutputSize } from './output-size.ts';
import { jsSection, measureJs, type JsFigures } from './js-table.ts';
import { benchMdx, mdxSection } from './mdx.ts';
import { benchDocusaurusSite, docusaurusSection } from './docusaurus-site.ts';
import { benchVersions, versionsSection } from './versions.ts';
import { benchLocales, localesSection } from './locales.ts';
import { benchStartup, startupSection } from './startup.ts';
import { describeVersus, versusSites } from './versus.ts';
import { benchDocusaurusVersus, docusaurusJsSection, docusaurusVersusSection } from './docusaurus-versus.ts';
import { benchVisual, visualSection } from './visual.ts';
import { bytes, mb, ratio, seconds, table, target } from './format.ts';
// The corpus generator lives with the tests: the scale test uses it too.
import { writeCorpus } from '../tests/helpers/corpus.ts';

const quick = process.argv.includes('--quick');
const RUNS = 3;
const started = performance.now();
// Builds stop starting new runs after 13 minutes; the other benches get what is left of 15.
const buildDeadline = started + 13 * 60_000;
const overallDeadline = started + 15 * 60_000;
const BUILD_TIMEOUT_MS = 10 * 60_000;
const log = (s: string) => process.stdout.write(s + '\n');

const [major, minor] = process.versions.node.split('.').map(Number) as [number, number];
if (major < 22 || (major === 22 && minor < 18)) {
  process.stderr.write(
    `bench: Node ${process.versions.node} cannot run the TypeScript sources; run it with \`npm run bench\` so Node 24 from node_modules is used.\n`,
  );
  process.exit(2);
}

const tmp = mkdtempSync(join(tmpdir(), 'zapsite-bench-'));
process.on('exit', () => rmSync(tmp, { recursive: true, force: true }));
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => process.exit(130));

const cpuList = cpus();
const machine = {
  cpu: cpuList[0]?.model.trim() ?? 'unknown',
  cores: cpuList.length,
  memory: `${(totalmem() / 1024 ** 3).toFixed(1)} GB`,
  node: process.version,
  os: `${platform()} ${release()}`,
  load: loadavg()
    .map((l) => l.toFixed(2))
    .join(' '),
  date: new Date().toISOString(),
};
log(`zapsite bench${quick ? ' (quick: no 10,000-page corpus)' : ''}`);
log(`  ${machine.cpu}, ${machine.cores} cores, ${machine.memory}, Node ${machine.node}, load ${machine.load}`);
log(`  peak RSS from ${hasGnuTime() ? '/usr/bin/time -v' : 'bench/build-once.ts (no GNU time here)'}`);

// The CLI runs from a bundle that is made again after any source change (cli/bundle.ts). One run
// first, so the first timed build does not pay for it.
const warm = await runChild(process.execPath, [join(REPO, 'bin/zapsite.js'), '--help']);
if (warm.code !== 0)
  throw new Error(`zapsite --help exited with code ${warm.code}: ${warm.stderr.trim().slice(-1000)}`);

// (a) The Zaparoo site, each build just after one run of its yardstick (bench/unified-reference.ts):
// the host's speed drifts from minute to minute, and each pair sees about the same host.
log('\n(a) Zaparoo site, cold build');
const yardstickRuns: { wallMs: number; files: number }[] = [];
let yardstickError: string | undefined;
const siteOutBase = join(tmp, 'site-out');
const site = await buildSeries(REPO, siteOutBase, {
  runs: RUNS,
  deadline: buildDeadline,
  timeoutMs: BUILD_TIMEOUT_MS,
  log,
  beforeEachRun: runYardstickOnce,
});
const yardstick = yardstickResult();
const siteOut = lastOutDir(siteOutBase, site);

// (d) JS and CSS per page type, from the last site build, with the budgets of issue 18.
log('\n(d) JS and CSS per page type');
const js: JsFigures = await measureJs(siteOut, log);

// (b) and (c): generated corpora.
const sizes = quick ? [100, 1000] : [100, 1000, 10000];
const corpora: { pages: number; series?: BuildSeries; size?: OutputSize; error?: string }[] = [];
for (const n of sizes) {
  log(`\n(b/c) corpus of ${n.toLocaleString('en')} docs pages`);
  const root = join(tmp, `corpus-${n}`);
  const t0 = performance.now();
  writeCorpus(root, { pages: n });
  log(`    generated in ${seconds(performance.now() - t0)}`);
  const outBase = join(tmp, `corpus-${n}-out`);
  try {
    const series = await buildSeries(root, outBase, {
      runs: RUNS,
      deadline: buildDeadline,
      timeoutMs: BUILD_TIMEOUT_MS,
      log,
    });
    const size = outputSize(lastOutDir(outBase, series));
    corpora.push({ pages: n, series, size });
  } catch (error) {
    log(`    FAILED: ${(error as Error).message.trim().split('\n').slice(0, 25).join('\n      ')}`);
    corpora.push({ pages: n, error: (error as Error).message });
  }
  // Sources and outputs are removed with `tmp` when the bench ends, not here (see buildSeries).
}

// (f) MDX: the 1,000-page corpus as .md and as .mdx, side by side (issue 16's 2x target).
const mdx = await section('(f) MDX corpus against the same corpus in .md', () =>
  benchMdx({ pages: 1000, runs: RUNS, log }),
);

// (h) A Docusaurus 3 site migrated and built in place (issue 17).
const docusaurus = await section('(h) A Docusaurus 3 site, migrated and built in place', () =>
  benchDocusaurusSite({ runs: RUNS, log, deadline: overallDeadline, timeoutMs: BUILD_TIMEOUT_MS }),
);

// (i) Versioned docs: 100 docs in three versions against the same 100 unversioned (issue 24's 3.3x target).
const versionsBench = await section('(i) versioned docs against the same docs unversioned', () =>
  benchVersions({ docs: 100, runs: RUNS, log }),
);

// (i2) Locales: 300 docs in three locales, all translated, against the same 300 in one (issue 37's 3.3x target).
const localesBench = await section('(i2) three locales against the same docs in one', () =>
  benchLocales({ docs: 300, runs: RUNS, log }),
);

// (j) Start-up of the CLI from this repository and from the installed package (issue 34).
const startup = await section('(j) start-up: the repository and the installed package', () =>
  benchStartup({ runs: quick ? 3 : 7, log }),
);

// (k) Docusaurus sites built by zapsite and by Docusaurus 3.10, alternating (issue 31). Outside the
// 15-minute budget: Docusaurus's own builds take minutes. BENCH_ZAPAROO_ORG adds the maintainers' site.
const docusaurusVersus = await section('(k) Docusaurus sites: zapsite beside Docusaurus 3.10', () =>
  benchDocusaurusVersus({ runs: quick ? 1 : 3, log }),
);

// (l) The starter built by zapsite and by Docusaurus 3.10, screenshotted page by page (issue 32). Also
// outside the 15-minute budget: it needs one Docusaurus build.
const visual = await section('(l) the starter: zapsite beside Docusaurus 3.10, pixel by pixel', () =>
  benchVisual({ log }),
);

// (g) This tree against an earlier commit, side by side, on the site and on the 1,000- and 10,000-page
// corpora written for (b) (issues 16 and 19: the stages refactor and real MDX must not slow a cold
// build). BENCH_BASE picks the commit.
const VERSUS_BASE = process.env.BENCH_BASE ?? 'b801f96';
const versusCorpora = sizes.filter((n) => n >= 1000);
const against = await section(`(g) this tree against ${VERSUS_BASE}`, async () => {
  const results = await versusSites(VERSUS_BASE, [
    { label: 'the Zaparoo site', runs: 7 },
    ...versusCorpora.map((n) => ({
      site: join(tmp, `corpus-${n}`),
      label: `${n.toLocaleString('en')} docs pages`,
      runs: n >= 10000 ? 3 : 5,
    })),
  ]);
  for (const v of results) log(`    ${describeVersus(v, 1.05)}`);
  return results;
});

// (e) The search, dev-server (time, and memory over 300 MDX saves) and serve benches, each in its own process.
const others: { name: string; output: string }[] = [];
for (const file of readdirSync(join(REPO, 'bench'))
  .filter((f) => /^search\.ts$|^dev\.ts$|^dev-memory\.ts$|^serve-load\.|^lighthouse\.ts$/.test(f))
  .sort()) {
  const left = overallDeadline - performance.now();
  if (left < 30_000) {
    others.push({ name: file, output: 'not run: the 15-minute budget was spent on builds' });
    continue;
  }
  log(`\n(e) bench/${file}`);
  const output = await runOther(join(REPO, 'bench', file), siteOut, left);
  log(output.replace(/^/gm, '    '));
  others.push({ name: file, output });
}

const markdown = report();
writeFileSync(join(REPO, 'BENCHMARKS.md'), markdown);
log('\n' + markdown);
log(`Wrote BENCHMARKS.md (${seconds(performance.now() - started)} in all).`);

/** One section of the report: its figures, or the message of the error that stopped it, printed in its place. */
async function section<T>(heading: string, measure: () => Promise<T>): Promise<T | string> {
  try {
    log(`\n${heading}`);
    return await measure();
  } catch (error) {
    return (error as Error).message;
  }
}

async function runYardstickOnce(): Promise<void> {
  if (yardstickError) return;
  try {
    const r = await timeScript(join(REPO, 'bench/unified-reference.ts'), [REPO], 1);
    const files = (JSON.parse(r.lastLine) as { files: number }).files;
    yardstickRuns.push({ wallMs: r.medianWallMs, files });
    log(`    yardstick, unified alone over ${files} files: ${seconds(r.medianWallMs)}`);
  } catch (error) {
    yardstickError = (error as Error).message.split('\n')[0]!;
    log(`    yardstick FAILED: ${(error as Error).message}`);
  }
}

/** The yardstick's median, and the median over the pairs of (site build / yardstick just before it). */
function yardstickResult(): { medianWallMs: number; files: number; pairRatio: number } | { error: string } {
  if (yardstickError || !yardstickRuns.length) return { error: yardstickError ?? 'no run' };
  const pairRatio = medianPairRatio(
    yardstickRuns.map((y) => y.wallMs),
    site.runs.map((r) => r.wallMs),
  );
  return { medianWallMs: median(yardstickRuns.map((y) => y.wallMs)), files: yardstickRuns[0]!.files, pairRatio };
}

async function runOther(file: string, siteOutDir: string, budgetMs: number): Promise<string> {
  const [cmd, args] = file.endsWith('.sh') ? ['bash', [file]] : [process.execPath, [file]];
  const env = { ...process.env, ZAPSITE_BENCH_SITE_OUT: siteOutDir, ZAPSITE_BENCH_QUICK: quick ? '1' : '' };
  try {
    const { code, signal, stdout, stderr } = await runChild(cmd, [...args, ...(quick ? ['--quick'] : [])], {
      timeoutMs: budgetMs,
      env,
    });
    const tail =
      code === 0
        ? ''
        : `\n[exited with ${signal ?? `code ${code}`}]\n${stderr.trim().split('\n').slice(-20).join('\n')}`;
    return (stdout.trim() + tail).trim();
  } catch (e) {
    return `could not start: ${(e as Error).message}`;
  }
}

function stageTable(rows: { name: string; s: BuildSeries }[]): string {
  const names = [...new Set(rows.flatMap((r) => Object.keys(r.s.stages)))];
  return table(
    ['build', ...names],
    rows.map((r) => [r.name, ...names.map((n) => seconds(r.s.stages[n] ?? 0))]),
  );
}

function report(): string {
  type Built = { pages: number; series: BuildSeries; size: OutputSize };
  const ok = corpora.filter((c): c is Built => !!c.series && !!c.size);
  const by = (n: number) => ok.find((c) => c.pages === n);
  const c100 = by(100);
  const c1k = by(1000);
  const c10k = by(10000);
  const rate = (s: BuildSeries) => `${Math.round(s.pages / (s.medianWallMs / 1000))}`;
  const runsOf = (s: BuildSeries) => `${s.runs.length}${s.note ? ` (${s.note})` : ''}`;
  const corpusTarget = (c: { pages: number; series: BuildSeries }) =>
    c.pages === 1000
      ? target(c.series.medianWallMs <= 2000, '<= 2 s')
      : c.pages === 10000
        ? `${target(c.series.medianWallMs <= 20_000, '<= 20 s')}; RSS ${target(c.series.maxRssKb <= 1.5 * 1024 * 1024, '<= 1.5 GB')}`
        : '';
  const perPage = (c: { series: BuildSeries; size: OutputSize }) => c.size.totalBytes / c.series.pages;
  const htmlPerPage = (c: { size: OutputSize }) => c.size.docsHtmlBytes / c.size.docsHtmlFiles;
  const out: string[] = [];
  out.push('# Benchmarks', '');
  out.push(
    `Written by \`npm run bench${quick ? ' -- --quick' : ''}\` (bench/run.ts) on ${machine.date}.${quick ? ' Quick run: the 10,000-page corpus was skipped.' : ''}`,
    '',
  );
  out.push(
    table(
      ['machine', ''],
      [
        ['CPU', machine.cpu],
        ['cores', machine.cores],
        ['memory', machine.memory],
        ['Node', machine.node],
        ['OS', machine.os],
        ['load average at start (1, 5, 15 min)', machine.load],
        [
          'load average at end',
          loadavg()
            .map((l) => l.toFixed(2))
            .join(' '),
        ],
      ],
    ),
    '',
  );
  out.push(
    `Each build is a fresh child process (\`node bin/zapsite.js build --offline\`) into an empty folder; "wall" is process start to exit, "build" is what the build itself reports, "CPU" is the process's user + system time. ` +
      `Median of ${RUNS} runs unless noted. Peak RSS is the highest of the runs, from ${site.rssSource}. The OS file cache is warm after the first run. ` +
      'Targets are printed beside the figures and never fail the run. The machine is shared with other builds and browser tests (see the load average), so times are noisy and on the slow side; ratios between sizes are the steadier figures.',
    '',
  );

  out.push('## (a) Zaparoo site, cold build', '');
  out.push(
    table(
      ['pages', 'runs', 'wall (median)', 'build (median)', 'CPU (median)', 'pages/s (wall)', 'peak RSS', 'target'],
      [
        [
          site.pages,
          runsOf(site),
          seconds(site.medianWallMs),
          seconds(site.medianBuildMs),
          seconds(site.medianCpuMs),
          rate(site),
          mb(site.maxRssKb),
          target(site.medianWallMs <= 1000, '<= 1.0 s'),
        ],
      ],
    ),
    '',
  );
  if ('error' in yardstick) out.push(`Yardstick not measured: ${yardstick.error}`, '');
  else {
    const r = yardstick.pairRatio;
    out.push(
      `Yardstick (bench/unified-reference.ts): the unified Markdown pipeline alone, remark-parse with GFM, directives and MDX to remark-rehype to rehype-stringify, over the site's ${yardstick.files} content files in a fresh process, run once just before each site build: **${seconds(yardstick.medianWallMs)}** median wall of ${yardstickRuns.length}. ` +
        `Issue #2 measured the unified pipeline alone (its plugins not named) over the 99 files of the real Zaparoo site at 1.0 s on the machine its 1.0 s target was set on, so there the two are about equal. ` +
        `Each cold build took **${ratio(r)}** the time of the yardstick run just before it (median over the pairs; ${r <= 1 ? 'at or under' : 'over'} 1.0x); the content is not the same files, so this is a guide to how fast this machine is today, not a second target.`,
      '',
    );
  }

  out.push('## (b) Generated corpora: cold build', '');
  out.push(
    'Docs pages with front matter, h2/h3 headings, toml/json/bash code blocks, tables, admonitions and relative and absolute links (tests/helpers/corpus.ts, seed 1). "pages" counts every page built (docs, home, 404, search).',
    '',
  );
  out.push(
    table(
      [
        'docs pages',
        'pages built',
        'runs',
        'wall (median)',
        'build (median)',
        'CPU (median)',
        'pages/s (wall)',
        'peak RSS',
        'target',
      ],
      ok.map((c) => [
        c.pages.toLocaleString('en'),
        c.series.pages,
        runsOf(c.series),
        seconds(c.series.medianWallMs),
        seconds(c.series.medianBuildMs),
        seconds(c.series.medianCpuMs),
        rate(c.series),
        mb(c.series.maxRssKb),
        corpusTarget(c),
      ]),
    ),
    '',
  );
  for (const c of corpora.filter((x) => x.error))
    out.push(`The ${c.pages.toLocaleString('en')}-page build failed: ${c.error!.split('\n')[0]}`, '');
  if (c1k && c10k)
    out.push(
      `10k/1k wall time ratio: **${ratio(c10k.series.medianWallMs / c1k.series.medianWallMs)}** (linear is 10x); build-time ratio ${ratio(c10k.series.medianBuildMs / c1k.series.medianBuildMs)}; CPU-time ratio ${ratio(c10k.series.medianCpuMs / c1k.series.medianCpuMs)}.`,
      '',
    );

  out.push('## (c) Output size and growth', '');
  out.push(
    table(
      [
        'docs pages',
        'wall (median)',
        'peak RSS',
        'output bytes',
        'files',
        'bytes/page',
        'docs HTML/page (mean)',
        'largest HTML',
        'sidebar JSON',
      ],
      ok.map((c) => [
        c.pages.toLocaleString('en'),
        seconds(c.series.medianWallMs),
        mb(c.series.maxRssKb),
        bytes(c.size.totalBytes),
        c.size.files,
        bytes(Math.round(perPage(c))),
        bytes(Math.round(htmlPerPage(c))),
        `${bytes(c.size.largestHtml.bytes)} (${c.size.largestHtml.path})`,
        bytes(c.size.sidebarJsonBytes),
      ]),
    ),
    '',
  );
  const growth: (string | number)[][] = [];
  const grows = (label: string, big: Built, small: Built) => [
    label,
    ratio(big.series.medianWallMs / small.series.medianWallMs),
    ratio(big.series.medianBuildMs / small.series.medianBuildMs),
    ratio(big.series.medianCpuMs / small.series.medianCpuMs),
    ratio(big.series.maxRssKb / small.series.maxRssKb),
    ratio(big.size.totalBytes / small.size.totalBytes),
  ];
  if (c100 && c1k) growth.push(grows('1k / 100', c1k, c100));
  if (c1k && c10k) growth.push(grows('10k / 1k', c10k, c1k));
  if (growth.length)
    out.push(table(['ratio (linear is 10x)', 'wall', 'build', 'CPU', 'peak RSS', 'output bytes'], growth), '');
  const big = c10k ?? c1k;
  if (c100 && big) {
    const label = big === c10k ? '10k' : '1k';
    const html = htmlPerPage(big) / htmlPerPage(c100);
    const largest = big.size.largestHtml.bytes / c100.size.largestHtml.bytes;
    out.push(
      `Docs HTML bytes/page at ${label} vs at 100: **${ratio(html)}** — ${target(html <= 1.3, 'within 1.3x')}; largest page ${ratio(largest)}; all output bytes/page ${ratio(perPage(big) / perPage(c100))} (the fixed assets spread over more pages pull this one down).`,
      '',
    );
  }

  out.push('## Build stages (median)', '');
  out.push(
    stageTable([
      { name: 'Zaparoo site', s: site },
      ...ok.map((c) => ({ name: `corpus ${c.pages.toLocaleString('en')}`, s: c.series })),
    ]),
    '',
  );

  out.push(jsSection(js));

  out.push(typeof mdx === 'string' ? `## MDX\n\nNot measured: ${mdx}\n` : mdxSection(mdx));
  out.push(
    typeof versionsBench === 'string'
      ? `## Versioned docs\n\nNot measured: ${versionsBench}\n`
      : versionsSection(versionsBench),
  );
  out.push(
    typeof localesBench === 'string' ? `## Locales\n\nNot measured: ${localesBench}\n` : localesSection(localesBench),
  );
  out.push(typeof startup === 'string' ? `## Start-up\n\nNot measured: ${startup}\n` : startupSection(startup));

  out.push(
    typeof docusaurus === 'string'
      ? `## (h) A Docusaurus 3 site\n\nNot measured: ${docusaurus}\n`
      : docusaurusSection(docusaurus),
  );

  out.push(
    typeof docusaurusVersus === 'string'
      ? `## (k) Docusaurus sites beside Docusaurus 3.10\n\nNot measured: ${docusaurusVersus}\n`
      : [
          '## (k) Docusaurus sites beside Docusaurus 3.10',
          '',
          "Cold builds by each (no output, no cache), alternating, then zapsite again over its own output (warm). CPU is user + system of the process and its children, peak is the largest resident set (GNU time). Targets (issue 31) apply to the maintainers' site, measured when BENCH_ZAPAROO_ORG names the folder zaparoo-org.sh prepared.",
          '',
          docusaurusVersusSection(docusaurusVersus),
          '',
          "zapsite's JavaScript on each page of its last cold build of the site (bench/page-weight.ts: the loader, its static imports, client navigation and islands that wake at load, run before the first interaction; once idle adds islands that wake on idle or when visible), against issue 32's 10 KB; Docusaurus's home page is every script it names and every chunk it preloads, all run as it hydrates.",
          '',
          docusaurusJsSection(docusaurusVersus),
          '',
        ].join('\n'),
  );

  out.push(
    typeof visual === 'string'
      ? `## (l) The official starter beside Docusaurus 3.10, pixel by pixel\n\nNot measured: ${visual}\n`
      : visualSection(visual),
  );

  out.push(`## (g) This tree against ${VERSUS_BASE} (before the stages refactor and real MDX)`, '');
  if (typeof against === 'string') out.push(`Not measured: ${against}`, '');
  else {
    out.push(
      'Cold builds by each tree in turn, the ratio taken pair by pair (bench/versus.ts). Issue 19 asks for <= 1.05x on each; issue 16 for <= 1.1x on the site. Each tree builds its own copy of the site (its content as of that commit); the corpora are the same files for both.',
      '',
    );
    for (const v of against) out.push(`- ${describeVersus(v, 1.05)}`);
    out.push('');
  }

  out.push('## (e) Other benches', '');
  if (!others.length)
    out.push(
      'bench/search.ts, bench/dev.ts, bench/dev-memory.ts, bench/serve-load.ts and bench/lighthouse.ts are not present; nothing to run.',
      '',
    );
  for (const o of others) out.push(`### bench/${o.name}`, '', '```', o.output || '(no output)', '```', '');
  return out.join('\n');
}
