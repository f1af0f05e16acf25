// Docusaurus's "Last updated on <date> by <author>" line under a doc (the docs options
// showLastUpdateTime and showLastUpdateAuthor): when and by whom each file was last committed. Git
// is asked once for the folders that hold such docs (`git log --name-only`, newest commit first),
// where Docusaurus runs it once a file; front matter `last_update` takes precedence, as there.
import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { dirname, relative, resolve, sep } from 'node:path';

/** A file's newest commit: its time in milliseconds and its author's name. */
export interface LastCommit {
  at: number;
  by: string;
}

/** What a doc shows: the date (ms) and the author, each when the options ask for it and it is known. */
export interface LastUpdate {
  at?: number;
  by?: string;
}

function git(cwd: string, args: string[]): Promise<string> {
  return new Promise((done, fail) =>
    execFile('git', args, { cwd, maxBuffer: 1 << 28, encoding: 'utf8' }, (error, stdout) =>
      error ? fail(error) : done(stdout),
    ),
  );
}

/** Paths as written (no quoting of non-ASCII names), and no signature lines in the log. */
const GIT_QUIET = ['-c', 'core.quotePath=false', '-c', 'log.showSignature=false'];

/** The last answer, by repository, HEAD commit and files asked about. */
let kept: { key: string; found: Map<string, LastCommit> } | undefined;

/** The folders to ask about: those of the files, less any inside another. */
function foldersOf(files: readonly string[]): string[] {
  const dirs = [...new Set(files.map((f) => dirname(f)))].sort();
  return dirs.filter((d, i) => !dirs.slice(0, i).some((p) => d.startsWith(p + sep)));
}

/**
 * The newest commit of each of `files` (absolute paths) that git tracks, by absolute path. Empty
 * when the site is not in a git repository or git is not installed (the line is left out, as
 * Docusaurus leaves it out with a warning).
 */
export async function lastCommits(root: string, files: readonly string[]): Promise<Map<string, LastCommit>> {
  const found = new Map<string, LastCommit>();
  if (!files.length) return found;
  let top: string;
  let log: string;
  let key: string;
  try {
    const [where, head] = (await git(root, ['rev-parse', '--show-toplevel', 'HEAD'])).trim().split('\n');
    top = where!;
    // A dev session rebuilds often and commits rarely: the log is read again only after a commit.
    key = [top, head, ...files].join('\0');
    if (kept?.key === key) return kept.found;
    const paths = foldersOf(files).map((d) => relative(root, d) || '.');
    // %x1e starts a commit, %x1f parts its time from its author; the files it touched follow.
    log = await git(root, [...GIT_QUIET, 'log', '--format=%x1e%ct%x1f%an', '--name-only', '--', ...paths]);
  } catch {
    return found;
  }
  const wanted = new Set(files);
  for (const commit of log.split('\x1e')) {
    const [head, ...names] = commit.split('\n');
    const [time, author] = head!.split('\x1f');
    if (!time || author === undefined) continue;
    for (const name of names) {
      if (!name) continue;
      const file = resolve(top, name);
      if (wanted.has(file) && !found.has(file)) found.set(file, { at: Number(time) * 1000, by: author });
    }
  }
  kept = { key, found };
  return found;
}

/** Front matter `last_update: { date, author }`, as far as it is written. */
function frontMatterUpdate(value: unknown): LastUpdate {
  if (!value || typeof value !== 'object') return {};
  const { date, author } = value as { date?: unknown; author?: unknown };
  const at =
    date instanceof Date
      ? date.getTime()
      : typeof date === 'string' || typeof date === 'number'
        ? Date.parse(String(date))
        : NaN;
  return {
    ...(Number.isFinite(at) ? { at } : {}),
    ...(typeof author === 'string' && author ? { by: author } : {}),
  };
}

/** What a doc shows under its content, from the options, its front matter and its last commit. */
export function lastUpdateOf(
  show: { time: boolean; author: boolean },
  frontMatter: Record<string, unknown>,
  commit: LastCommit | undefined,
): LastUpdate | undefined {
  if (!show.time && !show.author) return undefined;
  const own = frontMatterUpdate(frontMatter.last_update);
  const at = show.time ? (own.at ?? commit?.at) : undefined;
  const by = show.author ? (own.by ?? commit?.by) : undefined;
  if (at === undefined && by === undefined) return undefined;
  return { ...(at !== undefined ? { at } : {}), ...(by !== undefined ? { by } : {}) };
}

/** When a file came to be: its git creation commit, or (git knowing nothing of it) the file's own birth time. */
export interface FileCreation {
  at: number;
  from: 'git' | 'file';
}

/**
 * Each file's creation, as Docusaurus dates a blog post that names no date: the commit that added it
 * (`git log --diff-filter=A`, one call for all; a file whose add git records under another name,
 * a rename, asked alone with `--follow`), else the file's birth time on disk.
 */
export async function creationTimes(root: string, files: readonly string[]): Promise<Map<string, FileCreation>> {
  const found = new Map<string, FileCreation>();
  if (!files.length) return found;
  const wanted = new Set(files);
  try {
    const top = (await git(root, ['rev-parse', '--show-toplevel'])).trim();
    const log = await git(root, [
      ...GIT_QUIET,
      'log',
      '--diff-filter=A',
      '--format=%x1e%ct',
      '--name-only',
      '--',
      ...foldersOf(files).map((d) => relative(root, d) || '.'),
    ]);
    // Newest first: a file added, removed and added again is dated by its last add, as `--max-count=1` dates it.
    for (const commit of log.split('\x1e')) {
      const [time, ...names] = commit.split('\n');
      for (const name of names) {
        const file = name && resolve(top, name);
        if (file && wanted.has(file) && !found.has(file)) found.set(file, { at: Number(time) * 1000, from: 'git' });
      }
    }
    for (const file of files.filter((f) => !found.has(f))) {
      const time = (
        await git(root, [
          ...GIT_QUIET,
          'log',
          '--max-count=1',
          '--follow',
          '--diff-filter=A',
          '--format=%ct',
          '--',
          file,
        ])
      ).trim();
      if (time) found.set(file, { at: Number(time) * 1000, from: 'git' });
    }
  } catch {
    // Not a repository, or no git: every file is dated by the disk.
  }
  for (const file of files.filter((f) => !found.has(f))) {
    const s = await stat(file).catch(() => undefined);
    if (s) found.set(file, { at: s.birthtimeMs || s.mtimeMs, from: 'file' });
  }
  return found;
}
