// Dev server figures for BENCHMARKS.md: time to ready, and save-to-reload over 20 edits of one doc.
// Runs on a copy of the site so the real content is never touched.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DevEvent } from '../generator/dev/dev-server.ts';

const REPO = fileURLToPath(new URL('..', import.meta.url));
// As bin/zapsite.js does for `zapsite dev`: React picks its production build from NODE_ENV, read
// when it is first imported, so the dev server is imported only after this (a static import would
// load React's development build first, and mixing the two builds breaks rendering).
process.env.NODE_ENV ??= 'production';
const { DevServer } = await import('../generator/dev/dev-server.ts');
const EDITS = 20;

export interface DevBench {
  /** First start: nothing cached. */
  readyMs: number;
  /** The next start, with the Markdown the first session rendered kept on disk. */
  warmReadyMs: number;
  reloadMs: number[];
  medianReloadMs: number;
}

export async function benchDev(): Promise<DevBench> {
  const tmp = await mkdtemp(join(tmpdir(), 'zs-bench-dev-'));
  const root = join(tmp, 'site');
  for (const part of ['zapsite.config.ts', 'content', 'static', 'remote'])
    await cp(join(REPO, part), join(root, part), { recursive: true });
  const events: { at: number; e: DevEvent }[] = [];
  const cacheFile = join(tmp, 'cache', 'dev-content.json');
  const server = new DevServer({ root, port: 0, cacheFile, log: () => {}, warn: () => {} });
  server.on((e) => events.push({ at: performance.now(), e }));
  const t0 = performance.now();
  await server.start();
  const readyMs = performance.now() - t0;
  const file = join(root, 'content/docs/readers/nfc/pn532-module.md');
  const original = await readFile(file, 'utf8');
  const reloadMs: number[] = [];
  let warmReadyMs = 0;
  try {
    // Let the watcher settle before the first edit.
    await new Promise((r) => setTimeout(r, 500));
    for (let i = 0; i < EDITS; i++) {
      const mark = events.length;
      const saved = performance.now();
      await writeFile(file, `${original}\nBenchmark edit ${i}.\n`);
      const deadline = saved + 30_000;
      while (!events.slice(mark).some((x) => x.e.type === 'built' || x.e.type === 'failed')) {
        if (performance.now() > deadline) throw new Error('dev server did not rebuild within 30 s');
        await new Promise((r) => setTimeout(r, 2));
      }
      const done = events.slice(mark).find((x) => x.e.type === 'built' || x.e.type === 'failed')!;
      if (done.e.type === 'failed')
        throw new Error(`dev rebuild failed during the bench: ${JSON.stringify(done.e).slice(0, 2000)}`);
      reloadMs.push(done.at - saved);
      await new Promise((r) => setTimeout(r, 150));
    }
    await server.close();
    await writeFile(file, original);
    const again = new DevServer({ root, port: 0, cacheFile, log: () => {}, warn: () => {} });
    const t1 = performance.now();
    await again.start();
    warmReadyMs = performance.now() - t1;
    await again.close();
  } finally {
    await server.close();
    await rm(tmp, { recursive: true, force: true });
  }
  const sorted = [...reloadMs].sort((a, b) => a - b);
  return { readyMs, warmReadyMs, reloadMs, medianReloadMs: sorted[Math.floor(sorted.length / 2)]! };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await benchDev();
  console.log(
    `dev server ready: ${Math.round(r.readyMs)} ms on a first start (target <= 1000 ms); ${Math.round(r.warmReadyMs)} ms on the next start, with the first session's Markdown kept`,
  );
  console.log(
    `save to reload event: median ${Math.round(r.medianReloadMs)} ms over ${r.reloadMs.length} edits (target <= 50 ms); all: ${r.reloadMs.map((m) => Math.round(m)).join(', ')}`,
  );
}
