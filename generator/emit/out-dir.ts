// Whether a folder may be the output: a build replaces the output folder whole, so it must be a
// folder zapsite owns. `outDirProblem` decides from plain facts (unit-tested); `checkOutDir`
// gathers them from the disk and stops the build, before anything is written, when it says no.
import { readdir, realpath, stat } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { ZapsiteError, EXIT_USAGE, diag } from '../diagnostics.ts';
import type { Diagnostic } from '../types.ts';
import type { ResolvedConfig } from '../config/schema.ts';
import type { OutputFolderProblem } from '../diagnostic-codes/setup.ts';

/**
 * The mark every build leaves in its output: a small text file at the top. A dot file, so it stays
 * out of folder listings and most hosts' indexes; it holds one sentence and nothing about the
 * machine, so it is harmless when the folder is deployed as it is. Its presence says "a zapsite
 * build wrote this folder", so the next build may replace it without --force.
 */
export const OUTPUT_MARK = '.zapsite-output';
export const OUTPUT_MARK_TEXT = 'This folder is the output of `zapsite build`; every build replaces it whole.\n';

export interface OutDirFacts {
  /** The output folder, absolute, symbolic links resolved (as far as it exists). */
  out: string;
  /** The site folder (--root), resolved the same way. */
  root: string;
  /** The folder holding `.git` at or above the site, if there is one. */
  repoRoot?: string;
  /** The site's source folders (content, static, src, node_modules...), with a name for each. */
  sources: { path: string; what: string }[];
  /** What is at `out` now. */
  kind: 'missing' | 'file' | 'empty' | 'folder';
  /** The folder holds a previous build's mark. */
  marked: boolean;
  force: boolean;
}

/** `a` is `b` or inside it. */
export function isWithin(a: string, b: string): boolean {
  const rel = relative(b, a);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}

export function outDirProblem(f: OutDirFacts): Diagnostic | undefined {
  const problem = whyNot(f);
  return problem && diag({ code: 'output-folder', args: { out: f.out, ...problem } });
}

/** What makes `f.out` a folder a build may not replace, if anything. */
function whyNot(f: OutDirFacts): DistributiveOmit<OutputFolderProblem, 'out'> | undefined {
  const defaultOut = join(f.root, 'build');
  if (f.repoRoot && f.out === f.repoRoot) return { problem: 'repo-root', defaultOut };
  if (f.repoRoot && isWithin(f.out, join(f.repoRoot, '.git'))) return { problem: 'in-git', defaultOut };
  if (f.out === f.root) return { problem: 'site-folder', defaultOut };
  if (isWithin(f.root, f.out)) return { problem: 'holds-site', root: f.root, defaultOut };
  for (const s of f.sources) {
    if (isWithin(f.out, s.path)) return { problem: 'in-source', what: s.what, path: s.path, defaultOut };
    if (isWithin(s.path, f.out)) return { problem: 'holds-source', what: s.what, path: s.path, defaultOut };
  }
  if (f.kind === 'file') return { problem: 'file', mark: OUTPUT_MARK };
  if (f.kind === 'folder' && !f.marked && !f.force && f.out !== defaultOut)
    return { problem: 'unmarked', mark: OUTPUT_MARK };
  return undefined;
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** Stops the build (exit 2) when `outDir` is not a folder zapsite may replace. Writes nothing. */
export async function checkOutDir(outDir: string, config: ResolvedConfig, force: boolean): Promise<void> {
  const problem = outDirProblem(await outDirFacts(outDir, config, force));
  if (problem) throw new ZapsiteError([problem], EXIT_USAGE);
}

async function outDirFacts(outDir: string, config: ResolvedConfig, force: boolean): Promise<OutDirFacts> {
  const root = await realPath(config.root);
  const out = await realPath(outDir);
  const sources: { path: string; what: string }[] = [];
  const add = async (dir: string, what: string) => sources.push({ path: await realPath(resolve(root, dir)), what });
  if (config.docs) {
    await add(config.docs.path, 'docs folder (docs.path)');
    await add('versioned_docs', 'docs versions folder');
    await add('versioned_sidebars', 'docs versions sidebars folder');
  }
  for (const d of config.docsInstances) {
    await add(d.path, `docs folder of instance "${d.id}" (docsInstances)`);
    await add(`${d.id}_versioned_docs`, `docs versions folder of instance "${d.id}"`);
    await add(`${d.id}_versioned_sidebars`, `docs versions sidebars folder of instance "${d.id}"`);
  }
  if (config.blog) await add(config.blog.path, 'blog folder (blog.path)');
  for (const b of config.blogInstances) await add(b.path, `blog folder of instance "${b.id}" (blogInstances)`);
  await add(config.pages.path, 'pages folder (pages.path)');
  await add(config.staticDir, 'static folder (staticDir)');
  await add('remote', 'remote content folder');
  await add('src', 'source folder');
  await add('node_modules', 'node_modules folder');
  const [kind, marked] = await whatIsAt(out);
  return { out, root, repoRoot: await repoRootAbove(root), sources, kind, marked, force };
}

async function whatIsAt(path: string): Promise<[OutDirFacts['kind'], boolean]> {
  const s = await stat(path).catch(() => undefined);
  if (!s) return ['missing', false];
  if (!s.isDirectory()) return ['file', false];
  const names = await readdir(path);
  return [names.length ? 'folder' : 'empty', names.includes(OUTPUT_MARK)];
}

/** The path with symbolic links resolved in the part that exists, so a link to the site is the site. */
async function realPath(path: string): Promise<string> {
  const abs = resolve(path);
  const real = await realpath(abs).catch(() => undefined);
  if (real) return real;
  const parent = dirname(abs);
  return parent === abs ? abs : join(await realPath(parent), basename(abs));
}

async function repoRootAbove(dir: string): Promise<string | undefined> {
  for (let d = dir; ; d = dirname(d)) {
    if (await stat(join(d, '.git')).catch(() => undefined)) return d;
    if (dirname(d) === d) return undefined;
  }
}
