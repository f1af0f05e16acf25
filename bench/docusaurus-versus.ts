// (k) Docusaurus sites built by zapsite and by Docusaurus 3.10 itself, alternating in one run (issue #31):
// the official starter (create-docusaurus from the npm registry, tests/helpers/docusaurus-starter.ts)
// and, when BENCH_ZAPAROO_ORG names the folder ../shared/docusaurus-sites/zaparoo-org.sh prepared
// (its `site`), the maintainers' site. Docusaurus is installed from the registry, once, into a cache
// folder keyed by the site's package.json. Every build is cold (no output, no cache of either tool);
// then zapsite builds again over its own output with its caches kept (the warm rebuild).
//
//   node bench/docusaurus-versus.ts [--runs N]
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { hasGnuTime, median, medianPairRatio, REPO, runChild } from './measure-build.ts';
import { bytes, mb, ratio, seconds, table, target } from './format.ts';
import { pageWeights } from './page-weight.ts';
import { numberArg, printLine } from './script.ts';
import { layOutStarter } from '../tests/helpers/docusaurus-starter.ts';

const CLI = join(REPO, 'bin/zapsite.js');
const CACHE = join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'zapsite-bench-docusaurus');
const TIMEOUT_MS = 15 * 60_000;
// Issue #31's targets, on the maintainers' site.
const CPU_TARGET = 20;
const RSS_TARGET_KB = 300 * 1024;
const WARM_TARGET = 0.5;

interface Measured {
  wallMs: number;
  cpuMs: number;
  maxRssKb: number;
}

export interface VersusSite {
  label: string;
  docusaurus: Measured[];
  zapsite: Measured[];
  warm: Measured[];
  /** Median over the pairs of Docusaurus's CPU time over zapsite's. */
  cpuRatio: number;
  /** Median over the pairs of the warm rebuild's wall time over the cold build's. */
  warmRatio: number;
  maxRssKb: number;
  /** The maintainers' site carries issue #31's targets. */
  targets: boolean;
  note?: string;
  js?: SiteJs;
}

/** JavaScript of zapsite's build of a site (gzip bytes), beside Docusaurus's home page (issue #32, item 3). */
interface SiteJs {
  pages: number;
  /** The most any page runs before the first interaction, and where. */
  largest: { url: string; gzip: number };
  over: number;
  home: { firstInput: number; idle: number };
  /** Docusaurus's home page: its scripts and the chunks it preloads, all run as the page hydrates. */
  docusaurusHome: number;
}

// Issue #32: every page of a migrated site runs <= 10 KB gz before the first interaction.
const JS_TARGET = 10 * 1024;

/**
 * One command under GNU time: wall, user + system CPU of it and its children, and peak memory: the
 * larger of GNU time's (one process) and the sampled sum over every process the command started
 * (esbuild's service process beside zapsite, Docusaurus's workers beside it; bench/group-rss.ts).
 */
async function timed(cmd: string, args: string[], cwd: string, what: string): Promise<Measured> {
  const r = await runChild('/usr/bin/time', ['-v', 'sh', '-c', `cd "$0" && exec "$@"`, cwd, cmd, ...args], {
    timeoutMs: TIMEOUT_MS,
    groupRss: true,
  });
  if (r.code !== 0)
    throw new Error(`${what} exited with code ${r.code}:\n${r.stderr.slice(-2000)}\n${r.stdout.slice(-800)}`);
  const get = (re: RegExp) => Number(re.exec(r.stderr)?.[1] ?? NaN);
  const cpuMs = (get(/User time \(seconds\): ([\d.]+)/) + get(/System time \(seconds\): ([\d.]+)/)) * 1000;
  const single = get(/Maximum resident set size \(kbytes\): (\d+)/);
  return { wallMs: r.wallMs, cpuMs, maxRssKb: Math.max(single, r.groupRssKb ?? 0) };
}

/** node_modules with Docusaurus and everything the site's package.json names, installed once per manifest. */
export function docusaurusInstall(manifest: string, log: (s: string) => void): string {
  const text = readFileSync(manifest, 'utf8');
  const dir = join(CACHE, createHash('sha256').update(text).digest('hex').slice(0, 16));
  if (existsSync(join(dir, 'node_modules/@docusaurus/core'))) return dir;
  log(`    installing Docusaurus for ${manifest} into ${dir} (once)`);
  const aside = `${dir}.${process.pid}`;
  rmSync(aside, { recursive: true, force: true });
  mkdirSync(aside, { recursive: true });
  writeFileSync(join(aside, 'package.json'), text);
  execFileSync(
    'npm',
    ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--no-package-lock', '--loglevel=error'],
    {
      cwd: aside,
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  rmSync(dir, { recursive: true, force: true });
  renameSync(aside, dir);
  return dir;
}

/** A copy of the site for each tool, both reading the same installed packages. */
export function twoCopies(site: string, modules: string, tmp: string): { docusaurus: string; zapsite: string } {
  const copy = (name: string) => {
    const dest = join(tmp, name);
    cpSync(site, dest, {
      recursive: true,
      filter: (src) => !/\/(node_modules|build|\.docusaurus)$/.test(src) && !src.endsWith('/zapsite.config.ts'),
    });
    symlinkSync(join(modules, 'node_modules'), join(dest, 'node_modules'));
    // A repository of its own, as a site is: both tools read each page's last update from git.
    const git = (args: string[]) =>
      execFileSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@invalid', ...args], {
        cwd: dest,
        stdio: 'ignore',
      });
    git(['init', '-q']);
    git(['add', '-A']);
    git(['commit', '-qm', 'site', '--no-verify']);
    return dest;
  };
  return { docusaurus: copy('docusaurus'), zapsite: copy('zapsite') };
}

async function versus(
  label: string,
  site: string,
  opts: { runs: number; log: (s: string) => void; targets: boolean },
): Promise<VersusSite> {
  const tmp = mkdtempSync(join(tmpdir(), 'zapsite-bench-versus-'));
  const aside = setAside();
  try {
    const modules = docusaurusInstall(join(site, 'package.json'), opts.log);
    const trees = twoCopies(site, modules, tmp);
    const migrated = await runChild(process.execPath, [
      CLI,
      'migrate',
      '--from',
      'docusaurus',
      '--root',
      trees.zapsite,
    ]);
    if (migrated.code !== 0)
      throw new Error(`zapsite migrate exited with code ${migrated.code}: ${migrated.stderr.slice(-1500)}`);
    const caches = join(modules, 'node_modules/.cache');
    const docusaurusBin = join(modules, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
    const result: VersusSite = {
      label,
      docusaurus: [],
      zapsite: [],
      warm: [],
      cpuRatio: NaN,
      warmRatio: NaN,
      maxRssKb: 0,
      targets: opts.targets,
    };
    // Folders each run leaves are set aside and removed when the bench ends, never deleted just
    // before a build: ext4 without a journal (this machine's) skips every inode freed in the last
    // minute when a process creates files, so the build right after a deletion of thousands of
    // files pays for it (measure-build.ts buildSeries; here 1.3 s more system time for zapsite).
    let out = '';
    for (let i = 0; i < opts.runs; i++) {
      aside.move(caches);
      for (const dir of ['build', '.docusaurus']) aside.move(join(trees.docusaurus, dir));
      const d = await timed(
        process.execPath,
        [docusaurusBin, 'build'],
        trees.docusaurus,
        `docusaurus build (${label})`,
      );
      aside.move(caches);
      out = join(tmp, `zapsite-out-${i + 1}`);
      const z = await timed(
        process.execPath,
        [CLI, 'build', '--offline', '--root', trees.zapsite, '--out', out],
        REPO,
        `zapsite build (${label})`,
      );
      const w = await timed(
        process.execPath,
        [CLI, 'build', '--offline', '--root', trees.zapsite, '--out', out],
        REPO,
        `zapsite rebuild (${label})`,
      );
      result.docusaurus.push(d);
      result.zapsite.push(z);
      result.warm.push(w);
      opts.log(
        `    run ${i + 1}: Docusaurus ${seconds(d.wallMs)} wall, CPU ${seconds(d.cpuMs)}, ${mb(d.maxRssKb)} | zapsite ${seconds(z.wallMs)} wall, CPU ${seconds(z.cpuMs)}, ${mb(z.maxRssKb)}; warm ${seconds(w.wallMs)}`,
      );
    }
    result.js = await siteJs(out, join(trees.docusaurus, 'build'));
    result.cpuRatio = median(result.docusaurus.map((d, i) => d.cpuMs / result.zapsite[i]!.cpuMs));
    result.warmRatio = medianPairRatio(
      result.zapsite.map((z) => z.wallMs),
      result.warm.map((w) => w.wallMs),
    );
    result.maxRssKb = Math.max(...result.zapsite.map((z) => z.maxRssKb), ...result.warm.map((w) => w.maxRssKb));
    return result;
  } finally {
    aside.remove();
    rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * Folders moved out of the way by renaming them beside where they were (the same file system),
 * to be removed together when the bench is done with them.
 */
function setAside(): { move(path: string): void; remove(): void } {
  const moved: string[] = [];
  return {
    move(path) {
      if (!existsSync(path)) return;
      const to = `${path}.aside-${process.pid}-${moved.length}`;
      renameSync(path, to);
      moved.push(to);
    },
    remove() {
      for (const path of moved) rmSync(path, { recursive: true, force: true });
    },
  };
}

/** Every page's URL in a build (each index.html; the 404 page and redirect stubs are pages too). */
function pageUrls(out: string): string[] {
  return readdirSync(out, { recursive: true })
    .map(String)
    .filter((p) => p === 'index.html' || p.endsWith('/index.html'))
    .map((p) => `/${p.slice(0, -'index.html'.length)}`);
}

async function siteJs(out: string, docusaurusOut: string): Promise<SiteJs> {
  const weights = await pageWeights(out, '/', pageUrls(out));
  const largest = weights.reduce((a, b) => (b.firstInputJs.gzip > a.firstInputJs.gzip ? b : a));
  const home = weights.find((w) => w.url === '/')!;
  const html = readFileSync(join(docusaurusOut, 'index.html'), 'utf8');
  // Docusaurus 3.10 minifies its HTML: attribute values may be unquoted.
  const attr = (tag: string, name: string) =>
    new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`)
      .exec(tag)
      ?.slice(1)
      .find((v) => v !== undefined);
  const tags = (name: string) => [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))].map((m) => m[0]);
  const scripts = [
    ...tags('script').map((t) => attr(t, 'src')),
    ...tags('link')
      .filter((t) => attr(t, 'rel') === 'preload' && attr(t, 'as') === 'script')
      .map((t) => attr(t, 'href')),
  ].filter((src): src is string => !!src && src.startsWith('/') && !src.startsWith('//'));
  const docusaurusHome = [...new Set(scripts)].reduce(
    (n, src) => n + gzipSync(readFileSync(join(docusaurusOut, src.split(/[?#]/)[0]!)), { level: 9 }).length,
    0,
  );
  return {
    pages: weights.length,
    largest: { url: largest.url, gzip: largest.firstInputJs.gzip },
    over: weights.filter((w) => w.firstInputJs.gzip > JS_TARGET).length,
    home: { firstInput: home.firstInputJs.gzip, idle: home.idleJs.gzip },
    docusaurusHome,
  };
}

export async function benchDocusaurusVersus(opts: { runs: number; log: (s: string) => void }): Promise<VersusSite[]> {
  if (!hasGnuTime())
    throw new Error('needs GNU time (/usr/bin/time -v; Debian package "time") for CPU time and peak memory');
  const out: VersusSite[] = [];
  const starter = layOutStarter('classic');
  try {
    opts.log('  the official starter (classic)');
    out.push(await versus('the official starter', starter.root, { ...opts, targets: false }));
  } finally {
    rmSync(join(starter.root, '..'), { recursive: true, force: true });
  }
  const org = process.env.BENCH_ZAPAROO_ORG;
  if (org && existsSync(join(org, 'docusaurus.config.ts'))) {
    opts.log("  the maintainers' site (zaparoo.org)");
    out.push(await versus('zaparoo.org', org, { ...opts, targets: true }));
  } else {
    opts.log("  the maintainers' site: skipped (set BENCH_ZAPAROO_ORG to the `site` folder zaparoo-org.sh prepared)");
  }
  return out;
}

export function docusaurusVersusSection(sites: VersusSite[]): string {
  const rows = sites.map((s) => [
    s.label,
    `${seconds(median(s.docusaurus.map((d) => d.cpuMs)))} / ${mb(Math.max(...s.docusaurus.map((d) => d.maxRssKb)))}`,
    `${seconds(median(s.zapsite.map((z) => z.cpuMs)))} / ${mb(s.maxRssKb)}`,
    s.targets ? target(s.cpuRatio >= CPU_TARGET, `${ratio(s.cpuRatio)} (target >= ${CPU_TARGET}x)`) : ratio(s.cpuRatio),
    s.targets
      ? target(s.maxRssKb <= RSS_TARGET_KB, `${mb(s.maxRssKb)} (target <= ${mb(RSS_TARGET_KB)})`)
      : mb(s.maxRssKb),
    target(s.warmRatio <= WARM_TARGET, `${ratio(s.warmRatio)} (target <= ${WARM_TARGET}x)`),
    String(s.zapsite.length),
  ]);
  return table(
    [
      'site',
      'Docusaurus CPU / peak',
      'zapsite CPU / peak',
      'CPU, Docusaurus / zapsite',
      'zapsite peak',
      'warm / cold',
      'pairs',
    ],
    rows,
  );
}

/** zapsite's JavaScript per page on each site, with Docusaurus's home page beside it. */
export function docusaurusJsSection(sites: VersusSite[]): string {
  const rows = sites
    .filter((s) => s.js)
    .map((s) => {
      const js = s.js!;
      return [
        s.label,
        String(js.pages),
        target(
          js.largest.gzip <= JS_TARGET,
          `${bytes(js.largest.gzip)}, ${js.largest.url} (target <= ${bytes(JS_TARGET)})`,
        ),
        String(js.over),
        `${bytes(js.home.firstInput)} / ${bytes(js.home.idle)}`,
        target(
          js.home.idle <= js.docusaurusHome,
          `${bytes(js.docusaurusHome)} (target: zapsite's home once idle at or below it)`,
        ),
      ];
    });
  return table(
    [
      'site (zapsite build)',
      'pages',
      'JS before the first interaction, largest page (gz)',
      'pages over 10 KB',
      'home: before first interaction / once idle',
      "Docusaurus's home (scripts and preloaded chunks, gz)",
    ],
    rows,
  );
}

if (process.argv[1] === import.meta.filename) {
  const sites = await benchDocusaurusVersus({ runs: numberArg('--runs') ?? 3, log: printLine });
  printLine(docusaurusVersusSection(sites));
  printLine(docusaurusJsSection(sites));
}
