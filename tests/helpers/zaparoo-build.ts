// The Zaparoo site (this repository) built into memory once for the test files that only read what
// it wrote (site.test.ts, blog-site.test.ts, search-records.test.ts), instead of once each. The
// build is ./build.ts's buildFixture, unchanged; what it wrote and what it reported are kept under
// the system temp folder by a hash of everything the build reads (the generator, the theme, the
// content, the lock file...), so another test process, or a later run on unchanged sources,
// reads them back. A lock folder lets one process build while another waits. Any source edited
// gives a new hash, so a kept build is never of other sources; builds of old sources are removed
// after an hour.
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
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { MemoryWriter } from '../../generator/emit/writer.ts';
import type { Diagnostic } from '../../generator/types.ts';
import type { BuildResult } from '../../generator/build-options.ts';
import { buildFixture } from './build.ts';
import { keptFolder } from './kept-folder.ts';
import { REPO } from './paths.ts';

const CACHE = join(tmpdir(), 'zapsite-test-zaparoo-build');
/** Not read by a build of the site: tests, their output and the repository's own tooling. */
const NOT_INPUTS = new Set(['.git', 'node_modules', 'tests', 'test-results', 'docs', 'bench', 'dist', '.zapsite']);
const OLD_BUILD_MS = 60 * 60_000;
/** A lock older than this was left by a process that died (the build takes well under it). */
const STALE_LOCK_MS = 15 * 60_000;

/** What buildFixture(REPO) gives, of its result only what data can keep: the pages, files and URLs. */
export interface KeptOutcome {
  ok: boolean;
  result?: Pick<BuildResult, 'pages' | 'files' | 'urls'>;
  writer: MemoryWriter;
  diagnostics: Diagnostic[];
  exitCode: number;
}

interface Report {
  ok: boolean;
  result?: KeptOutcome['result'];
  diagnostics: Diagnostic[];
  exitCode: number;
  files: string[];
}

export async function zaparooSiteBuild(): Promise<KeptOutcome> {
  mkdirSync(CACHE, { recursive: true });
  const dir = join(CACHE, inputsHash());
  const lock = `${dir}.lock`;
  await takeLock(lock);
  try {
    if (!existsSync(dir)) {
      removeOldBuilds();
      const out = await buildFixture(REPO);
      keptFolder(dir, (aside) => {
        for (const [path, bytes] of out.writer.files) {
          mkdirSync(dirname(join(aside, 'files', path)), { recursive: true });
          writeFileSync(join(aside, 'files', path), bytes);
        }
        const report: Report = {
          ok: out.ok,
          result: out.result && { pages: out.result.pages, files: out.result.files, urls: out.result.urls },
          diagnostics: out.diagnostics,
          exitCode: out.exitCode,
          files: [...out.writer.files.keys()],
        };
        writeFileSync(join(aside, 'report.json'), JSON.stringify(report));
      });
    }
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
  const report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as Report;
  const writer = new MemoryWriter();
  // In the order the build wrote them, as the writer held them.
  for (const path of report.files) writer.files.set(path, readFileSync(join(dir, 'files', path)));
  return { ok: report.ok, result: report.result, writer, diagnostics: report.diagnostics, exitCode: report.exitCode };
}

/** Takes the lock (an atomic mkdir), waiting while another test process holds it. */
async function takeLock(lock: string): Promise<void> {
  for (;;) {
    try {
      mkdirSync(lock);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    try {
      if (Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true });
    } catch {
      // released meanwhile
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function removeOldBuilds(): void {
  for (const name of readdirSync(CACHE)) {
    const path = join(CACHE, name);
    if (/^[0-9a-f]{16}$/.test(name) && Date.now() - statSync(path).mtimeMs > OLD_BUILD_MS)
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
