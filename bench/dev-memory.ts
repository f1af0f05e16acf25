// Dev server memory over many MDX saves (issue 35): `zapsite dev` as a user runs it, on a copy of
// tests/fixtures/mdx-site, one .mdx page saved again and again, each save waited for until its
// rebuild is reported. Prints the server's RSS after the first 10 rebuilds and after all of them,
// and their ratio beside its target; and the size of the MDX module cache on disk. Runs alone with
// `node bench/dev-memory.ts [--edits N]` (npm run bench runs it as one of its (e) benches).
// RSS is read a second after the save, with no forced GC: it includes what V8 has not collected yet.
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CACHE_DIR } from '../generator/content/mdx-render.ts';

const REPO = fileURLToPath(new URL('..', import.meta.url));
const EARLY = 10;
const TARGET = 1.2;

export interface DevMemory {
  edits: number;
  rssEarlyKb: number;
  rssLateKb: number;
  ratio: number;
  /** The MDX module cache on disk after the last edit. */
  cacheBytes: number;
  cacheEntries: number;
}

export async function benchDevMemory(edits = 300): Promise<DevMemory> {
  const tmp = await mkdtemp(join(tmpdir(), 'zs-bench-dev-memory-'));
  const root = join(tmp, 'site');
  await cp(join(REPO, 'tests/fixtures/mdx-site'), root, { recursive: true });
  const page = join(root, 'content/docs/intro.mdx');
  const original = await readFile(page, 'utf8');
  const child = spawn(process.execPath, [join(REPO, 'bin/zapsite.js'), 'dev', '--root', root, '--port', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1' },
  });
  let out = '';
  let rebuilds = 0;
  let waiter: (() => void) | undefined;
  const onData = (chunk: Buffer) => {
    out += chunk.toString();
    rebuilds = (out.match(/^ {2}rebuilt in /gm) ?? []).length;
    waiter?.();
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const until = async (done: () => boolean, what: string) => {
    const deadline = performance.now() + 60_000;
    while (!done()) {
      if (child.exitCode !== null || performance.now() > deadline)
        throw new Error(`${what}; the dev server printed:\n${out.slice(-3000)}`);
      await new Promise<void>((resolve) => {
        waiter = resolve;
        setTimeout(resolve, 200);
      });
    }
  };
  try {
    await until(() => /Serving http/.test(out), 'zapsite dev never started serving');
    // Let the watcher settle before the first save.
    await new Promise((r) => setTimeout(r, 500));
    let rssEarlyKb = 0;
    for (let i = 1; i <= edits; i++) {
      const before = rebuilds;
      // Saved as most editors save: a copy written, then renamed over the page (never seen half-written).
      await writeFile(`${page}.tmp`, `${original}\nBench save ${i}: the {benchYear} readers, round ${i}.\n`);
      await rename(`${page}.tmp`, page);
      await until(() => rebuilds > before, `no rebuild after save ${i}`);
      if (/error\[/.test(out)) throw new Error(`a rebuild failed:\n${out.slice(-3000)}`);
      if (i === EARLY) rssEarlyKb = await settledRss(child.pid!);
    }
    const rssLateKb = await settledRss(child.pid!);
    return {
      edits,
      rssEarlyKb,
      rssLateKb,
      ratio: rssLateKb / rssEarlyKb,
      ...cacheSize(),
    };
  } finally {
    child.kill('SIGINT');
    await new Promise((r) => child.once('exit', r));
    await rm(tmp, { recursive: true, force: true });
  }
}

/** The process's resident set once the rebuild's garbage has had a moment to be collected. */
async function settledRss(pid: number): Promise<number> {
  await new Promise((r) => setTimeout(r, 1000));
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN);
}

function cacheSize(): { cacheBytes: number; cacheEntries: number } {
  let cacheBytes = 0;
  let cacheEntries = 0;
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else cacheBytes += statSync(p).size;
    }
  };
  try {
    const entries = readdirSync(CACHE_DIR, { withFileTypes: true }).filter((e) => e.isDirectory());
    cacheEntries = entries.length;
    walk(CACHE_DIR);
  } catch {
    /* no cache folder yet */
  }
  return { cacheBytes, cacheEntries };
}

export function describeDevMemory(r: DevMemory): string {
  const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
  const met = r.ratio <= TARGET ? 'met' : 'MISSED';
  return [
    `dev RSS over ${r.edits} MDX saves: ${mb(r.rssEarlyKb)} after ${EARLY}, ${mb(r.rssLateKb)} after ${r.edits}: ${r.ratio.toFixed(2)}x, ${met} (<= ${TARGET}x)`,
    `MDX module cache on disk after them: ${(r.cacheBytes / 1024 / 1024).toFixed(1)} MB in ${r.cacheEntries} versions`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf('--edits');
  const edits = at > 0 ? Number(process.argv[at + 1]) : 300;
  console.log(describeDevMemory(await benchDevMemory(edits)));
}
