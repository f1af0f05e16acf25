// npm run bench runs this: the search budgets, measured and printed (targets are shown, never failed).
//  (1) Zaparoo site: what the first query downloads (gzip, data and code), and query latency in Node.
//  (2) A generated 10,000-page corpus of records: index build, output size, first-query downloads and
//      query latency (p50/p95), with a fresh client per query (cold) and with one shared client (warm).
// Usage: node bench/search.ts [--quick] [--json]   (--quick skips the corpus). When bench/run.ts passes
// ZAPSITE_BENCH_SITE_OUT (a built Zaparoo site), that build is measured instead of building again.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from '../generator/pipeline.ts';
import { MemoryWriter } from '../generator/emit/writer.ts';
import { buildLocalIndex } from '../generator/search/local-index.ts';
import { createLocalIndex, type LocalIndex } from '../theme/shared/search/local.ts';
import { MANIFEST_PATH } from '../theme/shared/search/local-format.ts';
import type { Hierarchy, SearchRecord } from '../theme/shared/search/types.ts';
import { bytes, table, target } from './format.ts';
import { rng } from '../tests/helpers/corpus.ts';

const REPO = new URL('../', import.meta.url).pathname;
const quick = process.argv.includes('--quick');
const log = (s: string) => process.stdout.write(s + '\n');

const SITE_QUERIES = [
  'pn532',
  'mister',
  'zapscript launch',
  'nfc reader',
  'windows',
  'amiibo',
  'api method',
  'tokens',
  'batocera',
  'write a token',
];
const SITE_FIRST_QUERY_BUDGET = 100 * 1024;
const CORPUS_FIRST_QUERY_BUDGET = 300 * 1024;
const P95_BUDGET_MS = 10;

type Files = ReadonlyMap<string, Uint8Array>;
const gz = (data: Uint8Array | string) => gzipSync(data, { level: 9 }).length;

function memoryIndex(files: Files, baseUrl = '/'): LocalIndex {
  return createLocalIndex({
    baseUrl,
    fetchJson: async (url) => JSON.parse(Buffer.from(files.get(url.slice(baseUrl.length))!).toString('utf8')),
  });
}

function percentile(values: number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? 0;
}

/** Every JS file reachable from `start` through static and dynamic imports. */
function jsClosure(files: Files, start: string): Set<string> {
  const seen = new Set<string>();
  const walk = (path: string) => {
    if (seen.has(path) || !files.has(path)) return;
    seen.add(path);
    const text = Buffer.from(files.get(path)!).toString('utf8');
    const dir = path.slice(0, path.lastIndexOf('/') + 1);
    for (const m of text.matchAll(/(?:from\s*|import\s*\(\s*|import\s*)["'](\.\/[^"']+\.js)["']/g))
      walk(dir + m[1]!.slice(2));
  };
  walk(start);
  return seen;
}

interface QueryCost {
  query: string;
  hits: number;
  files: number;
  dataGz: number;
  ms: number;
}

/** One fresh client per query: what a visitor's first query costs. */
async function coldQueries(files: Files, queries: string[]): Promise<QueryCost[]> {
  const out: QueryCost[] = [];
  for (const query of queries) {
    const index = memoryIndex(files);
    const t0 = performance.now();
    const r = await index.search({ query });
    const ms = performance.now() - t0;
    const paths = index.fetched.map((u) => u.slice(1));
    out.push({
      query,
      hits: r.nbHits,
      files: paths.length,
      dataGz: paths.reduce((s, p) => s + gz(files.get(p)!), 0),
      ms,
    });
  }
  return out;
}

/** One client for all queries, after a warm-up pass: the cost of typing once the index is loaded. */
async function warmLatencies(files: Files, queries: string[], rounds: number): Promise<number[]> {
  const index = memoryIndex(files);
  for (const q of queries) await index.search({ query: q });
  const times: number[] = [];
  for (let r = 0; r < rounds; r++)
    for (const q of queries) {
      const t0 = performance.now();
      await index.search({ query: q });
      times.push(performance.now() - t0);
    }
  return times;
}

// ---------------------------------------------------------------- (1) the Zaparoo site

log('search bench');
log('\n(1) Zaparoo site');
async function siteBuild(): Promise<Files> {
  const dir = process.env.ZAPSITE_BENCH_SITE_OUT;
  if (dir && existsSync(join(dir, MANIFEST_PATH))) {
    const files = new Map<string, Uint8Array>();
    for (const e of readdirSync(dir, { recursive: true, withFileTypes: true }))
      if (e.isFile()) files.set(relative(dir, join(e.parentPath, e.name)), readFileSync(join(e.parentPath, e.name)));
    return files;
  }
  const writer = new MemoryWriter();
  await build({ root: REPO, writer, offline: true });
  return writer.files;
}
const siteFiles = await siteBuild();
const indexFiles = [...siteFiles.keys()].filter((p) => p === MANIFEST_PATH || p.startsWith('assets/search/'));
const island = [...siteFiles.keys()].find((p) => p.startsWith('assets/js/island-SearchButton-'))!;
const loader = [...siteFiles.keys()].find((p) => p.startsWith('assets/js/loader-'))!;
// Code search adds to a page: the button's island and what it imports (the dialog, FlexSearch),
// less what the loader brings for every island anyway (React and the hydration runtime).
const common = jsClosure(siteFiles, loader);
const searchJs = [...jsClosure(siteFiles, island)].filter((p) => !common.has(p));
const searchJsGz = searchJs.reduce((s, p) => s + gz(siteFiles.get(p)!), 0);
const siteCold = await coldQueries(siteFiles, SITE_QUERIES);
const siteWarm = await warmLatencies(siteFiles, SITE_QUERIES, 20);
const siteWorst = Math.max(...siteCold.map((c) => c.dataGz)) + searchJsGz;
const indexRaw = indexFiles.reduce((s, p) => s + siteFiles.get(p)!.length, 0);
log(
  `  index: ${indexFiles.length} files, ${bytes(indexRaw)} raw, ${bytes(indexFiles.reduce((s, p) => s + gz(siteFiles.get(p)!), 0))} gzip`,
);
log(`  search code fetched on first use: ${searchJs.length} files, ${bytes(searchJsGz)} gzip (${searchJs.join(', ')})`);
log(
  table(
    ['first query', 'hits', 'index files', 'index data (gzip)', 'with code (gzip)', 'cold query ms'],
    siteCold.map((c) => [c.query, c.hits, c.files, bytes(c.dataGz), bytes(c.dataGz + searchJsGz), c.ms.toFixed(1)]),
  ),
);
log(
  `  largest first query: ${bytes(siteWorst)} gzip in all: ${target(siteWorst <= SITE_FIRST_QUERY_BUDGET, '<= 100 KB')}`,
);
log(
  `  warm query latency: p50 ${percentile(siteWarm, 50).toFixed(2)} ms, p95 ${percentile(siteWarm, 95).toFixed(2)} ms`,
);

// ---------------------------------------------------------------- (2) a 10,000-page corpus

interface CorpusResult {
  pages: number;
  records: number;
  buildMs: number;
  files: number;
  raw: number;
  worstFirstQueryGz: number;
  coldP95: number;
  warmP50: number;
  warmP95: number;
}
let corpus: CorpusResult | undefined;

// Words of a docs site about readers, tokens and launchers, plus a long tail of made-up names (as
// product names and identifiers are), drawn with a Zipf-like skew so common words are common.
const BASE =
  'reader token launcher platform core service script mapping media system device network socket config value option profile index scan tag card label driver module plugin command argument result error status update release version channel stream buffer session handler queue event signal timer cache store record field entry source target output input format schema method request response client server endpoint payload header body message notification setting path folder file archive image cover title game launch exit wait delay retry timeout limit range count total batch group order filter query match pattern rule default custom manual auto local remote public private shared hidden active idle ready pending stable legacy modern simple quick careful steady early later common rare fresh amber azure cobalt copper crimson ember frost granite harbor indigo ivory jade lantern maple meadow mirror nimbus onyx orchid pebble prism quartz raven river saffron sierra slate summit thistle tundra velvet willow zephyr beacon canyon cedar falcon glacier heron island juniper kestrel lagoon marble nectar ocean pine quill ridge spruce tide umber vale wren yarrow anchor bridge cascade dune echo fjord grove hollow inlet knoll ledge mesa oasis plateau arcade console cartridge joystick keypad monitor speaker antenna battery circuit sensor switch connect install configure enable disable restart inspect verify export import attach detach write read parse render build check clear reset pair sync mount copy move rename delete'.split(
    ' ',
  );

function corpusRecords(pages: number): SearchRecord[] {
  const rand = rng(1);
  const syll = ['ka', 'zu', 'mi', 'ro', 'te', 'an', 'vo', 'li', 'sa', 'pe', 'dr', 'ix', 'on', 'ul', 'qe', 'ny'];
  const tail = Array.from(
    { length: 6000 },
    () =>
      Array.from({ length: 2 + Math.floor(rand() * 3) }, () => syll[Math.floor(rand() * syll.length)]).join('') +
      (rand() < 0.3 ? String(Math.floor(rand() * 999)) : ''),
  );
  const vocab = [...BASE, ...tail];
  const word = () => vocab[Math.min(vocab.length - 1, Math.floor(vocab.length * Math.pow(rand(), 2.2)))]!;
  const words = (n: number) => Array.from({ length: n }, word).join(' ');
  const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);
  const cats = [
    'Readers',
    'Tokens',
    'Launchers',
    'Platforms',
    'Scripting',
    'Networking',
    'Hardware',
    'Services',
    'Integrations',
    'Operations',
  ];
  const out: SearchRecord[] = [];
  for (let p = 0; p < pages; p++) {
    const url = `/docs/${cats[p % 10]!.toLowerCase()}/page-${p}/`;
    const base: Hierarchy = {
      lvl0: cats[p % 10]!,
      lvl1: cap(words(3)),
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    };
    let n = 0;
    const push = (
      type: SearchRecord['type'],
      h: Hierarchy,
      anchor: string | null,
      content: string | null,
      parent: string | null,
    ) => {
      const id = `${url}~${n++}`;
      out.push({
        objectID: id,
        url: anchor ? `${url}#${anchor}` : url,
        url_without_anchor: url,
        anchor,
        type,
        content,
        hierarchy: { ...h },
        language: 'en',
        docusaurus_tag: 'docs-default-current',
        __docsearch_parent: parent,
      });
      return id;
    };
    const top = push('lvl1', base, null, null, null);
    for (let i = 0; i < 2; i++) push('content', base, null, cap(words(15 + Math.floor(rand() * 30))) + '.', top);
    let lvl2 = base;
    const sections = 3 + Math.floor(rand() * 4);
    for (let s = 0; s < sections; s++) {
      const depth = s > 0 && rand() < 0.35 ? 3 : 2;
      const h: Hierarchy = depth === 2 ? { ...base, lvl2: cap(words(2)) } : { ...lvl2, lvl3: cap(words(2)) };
      if (depth === 2) lvl2 = h;
      const anchor = `s${s}`;
      const parent = push(depth === 2 ? 'lvl2' : 'lvl3', h, anchor, null, null);
      const blocks = 2 + Math.floor(rand() * 3);
      for (let b = 0; b < blocks; b++)
        push('content', h, anchor, cap(words(10 + Math.floor(rand() * 40))) + '.', parent);
    }
  }
  return out;
}

if (!quick) {
  log('\n(2) Generated corpus, 10,000 pages');
  const pages = 10_000;
  const records = corpusRecords(pages);
  const t0 = performance.now();
  const built = buildLocalIndex(records);
  const buildMs = performance.now() - t0;
  const files = new Map(built.files.map((f) => [f.path, Buffer.from(f.data)]));
  const raw = built.files.reduce((s, f) => s + Buffer.byteLength(f.data), 0);
  // Queries like a visitor's: common words, rare words, prefixes as typed, several words, no match.
  const rand = rng(7);
  const pick = () => BASE[Math.floor(rand() * BASE.length)]!;
  const queries = [
    'reader',
    'token',
    'launch',
    're',
    'r',
    'conf',
    'network socket',
    'amber cascade',
    'install plugin module',
    'zzqqxx',
    'timeout retry',
    'kazumi',
    'drix',
    'sierra',
    'ca',
    ...Array.from({ length: 25 }, () => `${pick()} ${pick()}`),
  ];
  const cold = await coldQueries(files, queries);
  const warm = await warmLatencies(files, queries, 10);
  corpus = {
    pages,
    records: records.length,
    buildMs,
    files: built.files.length,
    raw,
    worstFirstQueryGz: Math.max(...cold.map((c) => c.dataGz)) + searchJsGz,
    coldP95: percentile(
      cold.map((c) => c.ms),
      95,
    ),
    warmP50: percentile(warm, 50),
    warmP95: percentile(warm, 95),
  };
  log(
    `  ${records.length} records; index built in ${(buildMs / 1000).toFixed(2)} s: ${built.files.length} files, ${bytes(raw)} raw (${built.manifest.shards.length} term shards, ${built.manifest.chunks} store chunks)`,
  );
  log(
    table(
      ['first query (sample)', 'hits', 'index files', 'with code (gzip)', 'cold query ms'],
      cold.slice(0, 15).map((c) => [c.query, c.hits, c.files, bytes(c.dataGz + searchJsGz), c.ms.toFixed(1)]),
    ),
  );
  log(
    `  largest first query of ${queries.length}: ${bytes(corpus.worstFirstQueryGz)} gzip in all: ${target(corpus.worstFirstQueryGz <= CORPUS_FIRST_QUERY_BUDGET, '<= 300 KB')}`,
  );
  log(
    `  query latency, index loaded: p50 ${corpus.warmP50.toFixed(2)} ms, p95 ${corpus.warmP95.toFixed(2)} ms: ${target(corpus.warmP95 <= P95_BUDGET_MS, 'p95 <= 10 ms')}`,
  );
  log(`  first query latency (loading and parsing its files, from memory): p95 ${corpus.coldP95.toFixed(2)} ms`);
}

if (process.argv.includes('--json')) {
  log(
    JSON.stringify({
      site: {
        indexFiles: indexFiles.length,
        indexRaw,
        searchJsGz,
        worstFirstQueryGz: siteWorst,
        warmP50: percentile(siteWarm, 50),
        warmP95: percentile(siteWarm, 95),
      },
      corpus,
    }),
  );
}
