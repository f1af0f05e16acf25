// The Zaparoo site (this repository) built once for the test files that only read what it wrote,
// instead of once each: into memory (site.test.ts, blog-site.test.ts, search-records.test.ts,
// remote-real-site.test.ts, and parser-parity-site.test.ts's fast-path side, as ./build.ts's
// buildFixture builds it) and into a folder (check-links.test.ts, serve-load.test.ts and
// build-workers.test.ts's main-thread build, as the generator's build() writes it). Each is kept under the system temp
// folder by a hash of everything the build reads (the generator, the theme, the content, the
// lock file...), so another test process, or a later run on unchanged sources, reads it back; a
// lock folder lets one process build while another waits. Any source edited gives a new hash, so
// a kept build is never of other sources; builds of old sources are removed after an hour.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  type Dirent,
} from 'node:fs';
import { rename } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { build } from '../../generator/pipeline.ts';
import { MemoryWriter } from '../../generator/emit/writer.ts';
import type { BuildResult } from '../../generator/build-options.ts';
import type { Diagnostic } from '../../generator/types.ts';
import { buildFixture } from './build.ts';
import { REPO } from './paths.ts';
import { takeDirLock } from './dir-lock.ts';

const CACHE = join(tmpdir(), 'zapsite-test-zaparoo-build');
/** Not read by a build of the site: tests, their output and the repository's own tooling. */
const NOT_INPUTS = new Set(['.git', 'node_modules', 'tests', 'test-results', 'docs', 'bench', 'dist', '.zapsite']);
const OLD_BUILD_MS = 60 * 60_000;
/** A lock older than this was left by a process that died (a build takes well under it). */
const STALE_LOCK_MS = 15 * 60_000;

/** What buildFixture(REPO) gives; of its result only what data can keep: the pages, files, URLs and inputs. */
export interface KeptOutcome {
  ok: boolean;
  result?: Pick<BuildResult, 'pages' | 'files' | 'urls' | 'inputs'>;
  writer: MemoryWriter;
  diagnostics: Diagnostic[];
  exitCode: number;
}

interface Report {
  ok: boolean;
  result?: KeptOutcome['result'];
  diagnostics: Diagnostic[];
  exitCode: number;
  /** The written files' paths, in the order the writer held them. */
  files: string[];
}

/** buildFixture(REPO): the site built into memory. */
export async function zaparooSiteBuild(): Promise<KeptOutcome> {
  const dir = await kept('memory', async (aside) => {
    const out = await buildFixture(REPO);
    for (const [path, bytes] of out.writer.files) {
      mkdirSync(dirname(join(aside, 'files', path)), { recursive: true });
      writeFileSync(join(aside, 'files', path), bytes);
    }
    const { result } = out;
    const report: Report = {
      ok: out.ok,
      // Inputs kept relative: another checkout of the same sources reads this build back.
      result: result && {
        pages: result.pages,
        files: result.files,
        urls: result.urls,
        inputs: result.inputs.map((f) => relative(REPO, f)),
      },
      diagnostics: out.diagnostics,
      exitCode: out.exitCode,
      files: [...out.writer.files.keys()],
    };
    writeFileSync(join(aside, 'report.json'), JSON.stringify(report));
  });
  const report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as Report;
  const writer = new MemoryWriter();
  for (const path of report.files) writer.files.set(path, readFileSync(join(dir, 'files', path)));
  const result = report.result && { ...report.result, inputs: report.result.inputs.map((f) => join(REPO, f)) };
  return { ok: report.ok, result, writer, diagnostics: report.diagnostics, exitCode: report.exitCode };
}

/**
 * The output folder of `build({ root: REPO, outDir, offline: true, workers: 0 })`: shared, so read
 * it, never write into it. On the main thread alone, as the site (far below the workers' threshold)
 * builds anyway; build-workers.test.ts holds the workers' builds to it.
 */
export async function zaparooSiteFolder(): Promise<string> {
  const dir = await kept('folder', async (aside) => {
    await build({ root: REPO.replace(/\/$/, ''), outDir: join(aside, 'build'), offline: true, workers: 0 });
  });
  return join(dir, 'build');
}

/** The folder kept for this kind of build of the current sources, made by `make` (into a fresh folder) if none is. */
async function kept(kind: string, make: (aside: string) => Promise<void>): Promise<string> {
  mkdirSync(CACHE, { recursive: true });
  const dir = join(CACHE, `${inputsHash()}-${kind}`);
  const lock = `${dir}.lock`;
  takeDirLock(lock, STALE_LOCK_MS);
  try {
    if (!existsSync(dir)) {
      removeOldBuilds();
      // Made aside and renamed into place in one step: a folder that exists is complete.
      const aside = `${dir}.${process.pid}.${Date.now()}`;
      mkdirSync(aside);
      try {
        await make(aside);
        await rename(aside, dir);
      } finally {
        rmSync(aside, { recursive: true, force: true });
      }
    }
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
  return dir;
}

function removeOldBuilds(): void {
  for (const name of readdirSync(CACHE)) {
    const path = join(CACHE, name);
    if (/^[0-9a-f]{16}-(memory|folder)$/.test(name) && Date.now() - statSync(path).mtimeMs > OLD_BUILD_MS)
      rmSync(path, { recursive: true, force: true });
  }
}

/** A hash of every file of the repository a build of the site may read, by path and bytes. */
function inputsHash(): string {
  const hash = createHash('sha256');
  const files: string[] = [];
  for (const top of readdirSync(REPO, { withFileTypes: true })) {
    if (NOT_INPUTS.has(top.name) || /^build($|\.)/.test(top.name)) continue;
    if (top.isFile()) files.push(join(REPO, top.name));
    else if (top.isDirectory())
      for (const e of readdirSync(join(REPO, top.name), { recursive: true, withFileTypes: true }) as Dirent[])
        if (e.isFile() && !e.parentPath.includes('/node_modules')) files.push(join(e.parentPath, e.name));
  }
  for (const file of files.sort()) hash.update(file.slice(REPO.length)).update('\0').update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}
