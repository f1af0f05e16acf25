// Locales speed (issue #37): the generated docs corpus built in one locale, and the same corpus in
// three (English, French, German) with every doc translated into both others under
// i18n/<locale>/docusaurus-plugin-content-docs/current/, in fresh processes side by side, the order
// alternating. Three locales are three times the pages, so the target is 3.3x (linear in pages,
// 10% for the locales' own work); peak memory of each is printed to show it grows about linearly.
//
//   node bench/locales.ts [--pages N] [--runs N]
//
// or `benchLocales()` and `localesSection()` from another bench.
import { appendFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cliBuild, hasGnuTime, median, medianPairRatio, REPO, runChild } from './measure-build.ts';
import { numberArg, printLine } from './script.ts';
import { mb, ratio, seconds, table, target } from './format.ts';
import { writeCorpus } from '../tests/helpers/corpus.ts';

const CLI = join(REPO, 'bin/zapsite.js');
const TARGET_RATIO = 3.3;
const OTHERS = ['fr', 'de'];

export interface LocalesSeries {
  name: string;
  pages: number;
  wallMs: number[];
  buildMs: number[];
  /** Peak RSS of each run (GNU time), empty where it is missing. */
  rssKb: number[];
}

export interface LocalesBench {
  docs: number;
  one: LocalesSeries;
  three: LocalesSeries;
  /** Median over the runs of (three / one), the build's own time. */
  ratio: number;
  wallRatio: number;
  rssRatio: number;
  met: boolean;
}

/** Every doc translated into each other locale: the same text with a line of its own on top. */
function addLocales(root: string): void {
  const config = join(root, 'zapsite.config.ts');
  const text = readFileSync(config, 'utf8').replace(
    'defineConfig({',
    `defineConfig({\n  i18n: { defaultLocale: 'en', locales: ['en', ${OTHERS.map((l) => `'${l}'`).join(', ')}] },`,
  );
  writeFileSync(config, text);
  const docs = join(root, 'content/docs');
  for (const locale of OTHERS) {
    const to = join(root, 'i18n', locale, 'docusaurus-plugin-content-docs/current');
    cpSync(docs, to, { recursive: true });
    for (const file of readdirSync(to, { recursive: true, encoding: 'utf8' }))
      if (/\.mdx?$/.test(file)) appendFileSync(join(to, file), `\nTranslated into ${locale}.\n`);
  }
}

export async function benchLocales(
  opts: { docs?: number; runs?: number; log?: (s: string) => void } = {},
): Promise<LocalesBench> {
  const docs = opts.docs ?? 300;
  const runs = opts.runs ?? 3;
  const log = opts.log ?? (() => {});
  const timed = hasGnuTime();
  const tmp = mkdtempSync(join(tmpdir(), 'zapsite-bench-locales-'));
  try {
    const roots = { one: join(tmp, 'one'), three: join(tmp, 'three') };
    writeCorpus(roots.one, { pages: docs });
    writeCorpus(roots.three, { pages: docs });
    addLocales(roots.three);
    // The bin bundles the CLI again after a source change: once here, not in the first timed build.
    await runChild(process.execPath, [CLI, '--help']);
    const series: Record<'one' | 'three', LocalesSeries> = {
      one: { name: `${docs} docs, 1 locale`, pages: 0, wallMs: [], buildMs: [], rssKb: [] },
      three: { name: `${docs} docs x 3 locales`, pages: 0, wallMs: [], buildMs: [], rssKb: [] },
    };
    for (let i = 0; i < runs; i++) {
      // A changed sentence per run, so nothing a build leaves in node_modules/.cache is reused.
      for (const root of Object.values(roots))
        appendFileSync(join(root, 'content/docs/index.md'), `\nThis is bench run ${i + 1}.\n`);
      const order = (i % 2 ? ['three', 'one'] : ['one', 'three']) as ('one' | 'three')[];
      for (const name of order) {
        const run = await cliBuild(roots[name], join(tmp, `out-${name}-${i}`), { timed });
        const s = series[name];
        s.pages = run.pages;
        s.wallMs.push(run.wallMs);
        s.buildMs.push(run.buildMs);
        const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(run.stderr);
        if (rss) s.rssKb.push(Number(rss[1]));
        log(
          `  run ${i + 1} ${s.name}: ${run.pages} pages, build ${seconds(run.buildMs)}, ${seconds(run.wallMs)} wall${rss ? `, peak ${mb(Number(rss[1]))}` : ''}`,
        );
      }
    }
    const r = medianPairRatio(series.one.buildMs, series.three.buildMs);
    return {
      docs,
      one: series.one,
      three: series.three,
      ratio: r,
      wallRatio: medianPairRatio(series.one.wallMs, series.three.wallMs),
      rssRatio: series.one.rssKb.length ? median(series.three.rssKb) / median(series.one.rssKb) : NaN,
      met: r <= TARGET_RATIO,
    };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** The figures as a Markdown section for BENCHMARKS.md. */
export function localesSection(b: LocalesBench): string {
  const rows = [b.one, b.three].map((s) => [
    s.name,
    s.pages,
    s.wallMs.length,
    seconds(median(s.buildMs)),
    seconds(median(s.wallMs)),
    s.rssKb.length ? mb(median(s.rssKb)) : 'n/a',
  ]);
  return [
    `## Locales: ${b.docs} docs in three locales against the same ${b.docs} docs in one`,
    '',
    `The generated corpus of (b) at ${b.docs} docs pages, built in English alone and in English, French and German with every doc translated into both (i18n/<locale>/docusaurus-plugin-content-docs/current/), in fresh processes one after the other in each run (the order alternating). Medians; build is the build's own time, wall includes Node's start-up.`,
    '',
    table(['site', 'pages', 'runs', 'build', 'wall', 'peak RSS'], rows),
    '',
    `Three locales / one locale build time: **${ratio(b.ratio)}** (median over the runs of each pair) — ${target(b.met, `<= ${TARGET_RATIO}x`)}; wall time ${ratio(b.wallRatio)}; peak memory ${ratio(b.rssRatio)}.`,
    '',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const log = printLine;
  log(`Locales bench: ${numberArg('--pages') ?? 300} docs, ${numberArg('--runs') ?? 3} runs`);
  log('\n' + localesSection(await benchLocales({ docs: numberArg('--pages'), runs: numberArg('--runs'), log })));
}
