// This tree against an earlier commit, side by side in one run: cold builds of the same site by
// each, interleaved (base, head, base, head, ...) so a host whose speed drifts slows both alike,
// and the ratio taken pair by pair. The earlier commit is checked out into a temporary worktree
// whose node_modules is a hard-linked copy of this one (no download), without the CLI bundle
// cache, so each tree bundles its own CLI once, before timing.
//
// `node bench/versus.ts REV [--runs N] [--site DIR]`: REV is any commit; the site defaults to the
// Zaparoo site in each tree (so each builds its own content, as a user of that commit would).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, medianPairRatio, REPO, runChild } from './measure-build.ts';

export interface Versus {
  base: string;
  head: string;
  site: string;
  runs: number;
  baseMs: number[];
  headMs: number[];
  /** Median of head / base over the pairs. */
  ratio: number;
}

function git(args: string[], cwd = REPO): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
}

async function buildMs(tree: string, site: string, out: string): Promise<number> {
  const r = await runChild(
    process.execPath,
    [join(tree, 'bin/zapsite.js'), 'build', '--offline', '--root', site, '--out', out],
    { timeoutMs: 600_000 },
  );
  if (r.code !== 0)
    throw new Error(`The build in ${tree} failed (exit ${r.code}):\n${r.stderr.slice(-1500)}\n${r.stdout.slice(-500)}`);
  return r.wallMs;
}

/** One site to build with both trees: `site` relative to each tree (default: the tree itself, the Zaparoo site), or absolute. */
export interface VersusSite {
  site?: string;
  /** How the site is named in the result (default: its path, or "the Zaparoo site"). */
  label?: string;
  runs?: number;
}

/** `rev` against this tree on one site. */
export async function versus(rev: string, opts: VersusSite = {}): Promise<Versus> {
  return (await versusSites(rev, [opts]))[0]!;
}

/** `rev` against this tree on each site in turn, with one worktree for them all. */
export async function versusSites(rev: string, sites: VersusSite[]): Promise<Versus[]> {
  const base = git(['rev-parse', '--short', rev]);
  const head =
    git(['rev-parse', '--short', 'HEAD']) + (git(['status', '--porcelain', '--untracked-files=no']) ? '+changes' : '');
  const tmp = mkdtempSync(join(tmpdir(), 'zapsite-versus-'));
  const baseTree = join(tmp, 'base');
  try {
    git(['worktree', 'add', '--detach', baseTree, rev]);
    execFileSync('cp', ['-al', join(REPO, 'node_modules'), join(baseTree, 'node_modules')]);
    rmSync(join(baseTree, 'node_modules/.cache'), { recursive: true, force: true });
    const results: Versus[] = [];
    for (const opts of sites) {
      const runs = opts.runs ?? 5;
      const siteIn = (tree: string) =>
        opts.site ? (opts.site.startsWith('/') ? opts.site : join(tree, opts.site)) : tree;
      // One build each first: bundles each tree's CLI (the first time) and warms the disk cache.
      await buildMs(baseTree, siteIn(baseTree), join(tmp, 'out-base'));
      await buildMs(REPO, siteIn(REPO), join(tmp, 'out-head'));
      const baseMs: number[] = [];
      const headMs: number[] = [];
      for (let i = 0; i < runs; i++) {
        baseMs.push(await buildMs(baseTree, siteIn(baseTree), join(tmp, 'out-base')));
        headMs.push(await buildMs(REPO, siteIn(REPO), join(tmp, 'out-head')));
      }
      results.push({
        base,
        head,
        site: opts.label ?? opts.site ?? 'the Zaparoo site',
        runs,
        baseMs,
        headMs,
        ratio: medianPairRatio(baseMs, headMs),
      });
    }
    return results;
  } finally {
    try {
      git(['worktree', 'remove', '--force', baseTree]);
    } catch {
      /* removed with the folder below */
    }
    rmSync(tmp, { recursive: true, force: true });
    git(['worktree', 'prune']);
  }
}

export function describeVersus(v: Versus, target: number): string {
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const met = v.ratio <= target ? 'met' : 'missed';
  return `${v.site}: ${v.head} ${s(median(v.headMs))} vs ${v.base} ${s(median(v.baseMs))} (medians of ${v.runs}, interleaved): **${v.ratio.toFixed(2)}x** (target <= ${target}x: ${met})`;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const [rev, ...rest] = process.argv.slice(2);
  if (!rev) {
    console.error('usage: node bench/versus.ts REV [--runs N] [--site DIR]');
    process.exit(2);
  }
  const flag = (name: string) => {
    const i = rest.indexOf(name);
    return i >= 0 ? rest[i + 1] : undefined;
  };
  const v = await versus(rev, { runs: flag('--runs') ? Number(flag('--runs')) : undefined, site: flag('--site') });
  console.log(describeVersus(v, Number(flag('--target') ?? 1.1)));
}
