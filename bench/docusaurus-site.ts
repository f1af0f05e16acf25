// A Docusaurus 3 site moved over with `zapsite migrate --from docusaurus` and built in place
// (issue #17): tests/fixtures/docusaurus-site, copied, migrated once, then built cold in fresh
// processes. Reports build time, pages per second, peak RSS and JavaScript per page, beside what
// Docusaurus 3.10.2 took on the same fixture (measured once, docs/MIGRATING.md).
//
//   node bench/docusaurus-site.ts [--runs N]
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSeries, lastOutDir, REPO, runChild, type BuildSeries } from './measure-build.ts';
import { pageWeights, type PageWeight } from './page-weight.ts';
import { bytes, mb, seconds, table, target } from './format.ts';
import { numberArg, printLine } from './script.ts';

const CLI = join(REPO, 'bin/zapsite.js');
const FIXTURE = join(REPO, 'tests/fixtures/docusaurus-site');
// Issue #17: "the same site, the same URLs and the same text, in a second or two".
const TARGET_MS = 2000;
const URLS = ['/', '/docs/intro/', '/docs/guide/readers/', '/blog/', '/blog/2026/03/01/first-tap/'];
// docs/MIGRATING.md, "Numbers": Docusaurus 3.10.2 on this fixture, one cold build on this machine.
const DOCUSAURUS = { cpuMs: 56_200 + 12_700, rssKb: 917 * 1024, firstVisitGzip: [153 * 1024, 203 * 1024] as const };

export interface DocusaurusBench {
  series: BuildSeries;
  weights: PageWeight[];
}

export async function benchDocusaurusSite(opts: {
  runs: number;
  log: (s: string) => void;
  deadline?: number;
  timeoutMs?: number;
}): Promise<DocusaurusBench> {
  const tmp = mkdtempSync(join(tmpdir(), 'zapsite-bench-docusaurus-'));
  try {
    const root = join(tmp, 'site');
    cpSync(FIXTURE, root, { recursive: true });
    const migrated = await runChild(process.execPath, [CLI, 'migrate', '--from', 'docusaurus', '--root', root]);
    if (migrated.code !== 0)
      throw new Error(`zapsite migrate exited with code ${migrated.code}: ${migrated.stderr.trim().slice(-1000)}`);
    const outBase = join(tmp, 'out');
    const series = await buildSeries(root, outBase, {
      runs: opts.runs,
      deadline: opts.deadline ?? Infinity,
      timeoutMs: opts.timeoutMs ?? 5 * 60_000,
      log: opts.log,
    });
    const weights = await pageWeights(lastOutDir(outBase, series), '/', URLS);
    return { series, weights };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

export function docusaurusSection({ series, weights }: DocusaurusBench): string {
  const perSecond = series.pages / (series.medianWallMs / 1000);
  const out = ['## (h) A Docusaurus 3 site, migrated and built in place', ''];
  out.push(
    `tests/fixtures/docusaurus-site after \`zapsite migrate --from docusaurus\`: ${series.pages} pages, median of ${series.runs.length} cold builds${series.note ? ` (${series.note})` : ''}. Docusaurus 3.10.2's figures on the same fixture are from one cold build on this machine (docs/MIGRATING.md).`,
    '',
    table(
      ['', 'zapsite', 'Docusaurus 3.10.2'],
      [
        ['cold build, wall (process start to exit)', seconds(series.medianWallMs), '4 min 6 s on a busy machine'],
        ['cold build, CPU', seconds(series.medianCpuMs), seconds(DOCUSAURUS.cpuMs)],
        ['pages per second', perSecond.toFixed(1), ''],
        ['peak RSS', mb(series.maxRssKb), mb(DOCUSAURUS.rssKb)],
      ],
    ),
    '',
    `Cold build ${seconds(series.medianWallMs)}: ${target(series.medianWallMs <= TARGET_MS, `<= ${seconds(TARGET_MS)} ("a second or two")`)}. CPU ${(DOCUSAURUS.cpuMs / series.medianCpuMs).toFixed(0)}x less than Docusaurus.`,
    '',
    table(
      ['page', 'JS before the first interaction (gz)', 'JS once idle (gz)', 'every island woken (gz)', 'islands'],
      weights.map((w) => [
        w.url,
        bytes(w.firstInputJs.gzip),
        bytes(w.idleJs.gzip),
        bytes(w.allJs.gzip),
        w.islands.join(', '),
      ]),
    ),
    '',
    `Docusaurus loads ${bytes(DOCUSAURUS.firstVisitGzip[0])} to ${bytes(DOCUSAURUS.firstVisitGzip[1])} gz of JavaScript on a first visit to these pages.`,
    '',
  );
  return out.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const log = printLine;
  log(docusaurusSection(await benchDocusaurusSite({ runs: numberArg('--runs') ?? 3, log })));
}
