// Build workers: Markdown files and whole pages rendered on the other core.
//
// The pool starts as soon as the sources are counted, so the workers load their modules while
// the main thread plans routes. Work is shared out as it goes: the main thread takes part
// (content, and pages once the search index is written), and each worker asks for more by
// answering. A page's HTML depends on its own data only, so workers render and write pages
// straight into the build's temporary folder.
import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import type { RenderedContent } from '../content/markdown.ts';
import type { PoolContext, RenderJob } from '../content/render-pool.ts';
import type { MdxCompileJob, MdxCompileOptions, MdxCompileResult } from '../content/mdx-compile.ts';
import type { MdxRenderJob, MdxRenderSite } from '../content/mdx-render.ts';
import type { Assets, SidebarItem, SiteData } from '../types.ts';
import type { FromWorker, ToWorker, WorkerPage, WorkerStart } from './thread.ts';
import { diag, ZapsiteError } from '../diagnostics.ts';
import {
  CPU_SHARE,
  isSiteExit,
  processCpuMs,
  siteCodeLimitMs,
  siteExitDiagnostic,
  siteTimeoutError,
  WhereSlot,
} from '../site-code.ts';
import { THREAD_URL } from './thread-url.ts';

export type { WorkerPage };

// Measured on the 2-core machine (2026-11-22). A worker loads the parsers and the theme and warms
// its own JIT, and the main thread slows while it does: the site (109 files) built in 1.24 s
// without one and 1.45 s with one; 500 files were even (1.7 s); 1,000 files gained 0.2 to 0.3 s.
/** Below this many sources everything runs on the main thread. */
const POOL_MIN_SOURCES = 800;
// From here two workers, and the main thread only hands out content: handling 10,000 replies keeps
// it busy enough, and it builds the search index while the workers render pages.
const TWO_WORKERS_FROM = 1500;

// A worker's young generation, smaller than V8's default: on 10,000 pages the two workers' peak
// memory drops by ~250 MB (peak RSS 1.67 GB -> 1.42 GB) at no measurable cost in time. An MDX
// compile allocates far more per file, though: with 16 MB a worker took ~20% more CPU to compile
// the 1,000-page MDX corpus than with 48 MB (four interleaved runs: 10.7-11.0 s against 7.8-9.7 s),
// so a site whose sources are at least a quarter MDX gets the larger one.
const YOUNG_GENERATION_MB = 16;
const MDX_YOUNG_GENERATION_MB = 48;

/** The young generation for the workers of a build of `sources` files, `mdx` of them MDX. */
export function youngGenerationFor(sources: number, mdx: number): number {
  return mdx * 4 >= sources && mdx > 0 ? MDX_YOUNG_GENERATION_MB : YOUNG_GENERATION_MB;
}

/**
 * How many workers a build of `sources` files uses: `requested` (BuildOptions.workers) or the
 * ZAPSITE_WORKERS environment variable when given, else by size. 0: everything in-process.
 */
export function poolSizeFor(sources: number, requested?: number): number {
  const env = process.env.ZAPSITE_WORKERS;
  const forced =
    requested ?? (env !== undefined && env !== '' && Number.isInteger(Number(env)) ? Number(env) : undefined);
  if (forced !== undefined) return Math.max(0, Math.min(forced, 8));
  if (availableParallelism() < 2 || sources < POOL_MIN_SOURCES) return 0;
  return sources >= TWO_WORKERS_FROM ? 2 : 1;
}

interface Thread {
  worker: Worker;
  /** Replies arrive in the order requests were sent. */
  waiting: { resolve(reply: FromWorker & { ok: true }): void; reject(error: Error): void }[];
  /** Settles when the theme is loaded: a thread is given work only after that. */
  ready: Promise<unknown>;
  /** The content context last sent: content and MDX compiles share it. */
  ctx?: PoolContext;
  /** What the worker is doing (the page it renders) and a counter that moves while it is not stuck. */
  where: WhereSlot;
  /** The counter as last seen, and when it last moved; the same for page renders begun. */
  beats: number;
  movedAt: number;
  /** The process's CPU time (ms) when the counter last moved. */
  cpuAt: number;
  entries: number;
  enteredAt: number;
}

/** One queue to share out between the workers and, with `here`, this thread (see `BuildPool.share`). */
interface SharedWork<J, R> {
  queue: J[];
  /** The most jobs a worker takes at once. */
  maxBatch: number;
  /** Does one job on this thread; without it this thread only hands out work. */
  here: ((job: J) => Promise<[string, R]>) | undefined;
  /** Sends a batch to a worker and gives back its results by file. */
  inWorker: (t: Thread, batch: J[]) => Promise<Iterable<[string, R]>>;
  /** Counts the jobs done so far, for the progress line. */
  progress?: { done: number };
}

export class BuildPool {
  private readonly threads: Thread[] = [];
  private failure: Error | undefined;
  /** The thread holding each file's HTML (jobs sent with holdHtml): its page must go there. */
  private readonly holders = new Map<string, Thread>();

  private readonly limitMs = siteCodeLimitMs();
  private readonly watch: NodeJS.Timeout;

  constructor(size: number, youngGenerationMb = YOUNG_GENERATION_MB) {
    // Each worker beats this often; the pool looks as often (site-code.ts).
    const beatMs = Math.max(20, Math.min(500, Math.floor(this.limitMs / 8)));
    for (let i = 0; i < size; i++) {
      const where = new WhereSlot();
      const workerData: WorkerStart = { where: where.buffer, beatMs };
      const worker = new Worker(THREAD_URL, {
        workerData,
        resourceLimits: { maxYoungGenerationSizeMb: youngGenerationMb },
      });
      const thread: Thread = {
        worker,
        waiting: [],
        ready: Promise.resolve(),
        where,
        beats: -1,
        movedAt: 0,
        cpuAt: 0,
        entries: -1,
        enteredAt: 0,
      };
      worker.on('message', (reply: FromWorker) => {
        if ('stray' in reply) {
          const error = reply.exit ? this.exitError(thread, reply.error) : strayError(thread, reply.error);
          return void this.fail(error);
        }
        const w = thread.waiting.shift();
        if (!w) return;
        if (reply.ok) w.resolve(reply);
        else if (reply.diagnostics) w.reject(this.fail(new ZapsiteError(reply.diagnostics)));
        else {
          const { code, path } = reply;
          w.reject(this.fail(Object.assign(new Error(`in a build worker: ${reply.error}`), { code, path })));
        }
      });
      // Site code that called process.exit outside a render (a timer a page set): the page it was on.
      worker.on(
        'error',
        (error) =>
          void this.fail(isSiteExit(error) ? this.exitError(thread, (error as Error).message) : (error as Error)),
      );
      worker.on('exit', (code) => {
        if (thread.waiting.length) this.fail(this.exitError(thread, `A build worker ended (exit code ${code})`));
      });
      this.threads.push(thread);
    }
    this.watch = setInterval(() => this.lookForStalls(), beatMs);
    this.watch.unref();
  }

  /** A worker that ended, or site code on it that called process.exit, named by its page when it had one. */
  private exitError(thread: Thread, what: string): ZapsiteError {
    const file = thread.where.label();
    return new ZapsiteError([siteExitDiagnostic(what, file || undefined, file ? { file } : {})]);
  }

  /**
   * A busy worker whose counter has not moved for the limit is stuck in site code, and so is one on
   * the same page render for the limit: stopped, and its page named.
   */
  private lookForStalls(): void {
    const now = performance.now();
    const cpu = processCpuMs();
    for (const t of this.threads) {
      const beats = t.where.beats();
      const entries = t.where.entries();
      if (entries !== t.entries || !t.waiting.length) {
        t.entries = entries;
        t.enteredAt = now;
      }
      if (beats !== t.beats || !t.waiting.length) {
        t.beats = beats;
        t.movedAt = now;
        t.cpuAt = cpu;
      }
      const label = t.where.label();
      // Stuck in a loop: the counter stood still for the limit while the process burnt most of that
      // in CPU (a worker that only waits for a core on a crowded machine burns none), after the
      // worker ran site code at all (its own start-up, importing the theme, is not site code).
      const looping = now - t.movedAt > this.limitMs && cpu - t.cpuAt >= this.limitMs * CPU_SHARE && entries > 0;
      if (looping || (now - t.enteredAt > this.limitMs && label)) {
        const error = siteTimeoutError(label, false, this.limitMs);
        void t.worker.terminate();
        this.fail(error);
      }
    }
  }

  get size(): number {
    return this.threads.length;
  }

  private fail(error: Error): Error {
    this.failure ??= error;
    for (const t of this.threads) for (const w of t.waiting.splice(0)) w.reject(this.failure);
    return this.failure;
  }

  private send(thread: Thread, msg: ToWorker): Promise<FromWorker & { ok: true }> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      thread.waiting.push({ resolve, reject });
      thread.worker.postMessage(msg);
    });
  }

  /** The theme's server bundle, by URL: workers import it once. */
  useTheme(url: string): void {
    for (const t of this.threads) {
      t.ready = this.send(t, { type: 'theme', url });
      t.ready.catch(() => {}); // reported by the first request that needs the thread
    }
  }

  /**
   * Markdown to HTML for every job. `renderHere` renders one job on this thread; without it the
   * main thread only hands out work.
   */
  async content(
    jobs: RenderJob[],
    ctx: PoolContext,
    renderHere?: (job: RenderJob) => Promise<RenderedContent>,
    progress?: { done: number },
  ): Promise<Map<string, RenderedContent>> {
    // Largest files first, so nobody is left with one big file at the end.
    const queue = [...jobs].sort((a, b) => b.body.length - a.body.length);
    return this.share(ctx, {
      queue,
      maxBatch: 16,
      here: renderHere && ((job) => renderHere(job).then((r) => [job.file.absPath, r])),
      inWorker: async (t, batch) => {
        const reply = await this.send(t, { type: 'content', jobs: batch });
        for (const job of batch) if (job.holdHtml) this.holders.set(job.file.absPath, t);
        return reply.results!;
      },
      progress,
    });
  }

  /**
   * MDX files compiled in batches on the workers, and one at a time on this thread with
   * `compileHere`.
   */
  async compileMdx(
    jobs: MdxCompileJob[],
    ctx: PoolContext,
    opts: MdxCompileOptions,
    compileHere?: (job: MdxCompileJob) => Promise<MdxCompileResult>,
  ): Promise<Map<string, MdxCompileResult>> {
    // Largest first, as for content; a compile takes several times a Markdown render, so batches are smaller.
    const queue = [...jobs].sort((a, b) => b.body.length - a.body.length);
    return this.share(ctx, {
      queue,
      maxBatch: 4,
      here: compileHere && ((job) => compileHere(job).then((r) => [job.file.absPath, r])),
      inWorker: async (t, batch) => {
        const reply = await this.send(t, { type: 'mdx', jobs: batch, opts });
        return reply.compiled!;
      },
    });
  }

  /**
   * Compiled MDX pages rendered in batches on the workers, and one at a time on this thread with
   * `renderHere`. Each thread imports the bundle's modules it needs once.
   */
  async renderMdx(
    jobs: MdxRenderJob[],
    site: MdxRenderSite,
    ctx: PoolContext,
    renderHere?: (job: MdxRenderJob) => Promise<RenderedContent>,
  ): Promise<Map<string, RenderedContent>> {
    // The site (its docs versions and sidebars may be large) goes to each worker with its first
    // batch only: a worker takes its batches one after another and keeps it for the rest.
    const hasSite = new Set<Thread>();
    return this.share(ctx, {
      queue: [...jobs],
      maxBatch: 16,
      here: renderHere && ((job) => renderHere(job).then((r) => [job.file.absPath, r])),
      inWorker: async (t, batch) => {
        const first = !hasSite.has(t);
        hasSite.add(t);
        const reply = await this.send(t, { type: 'mdx-render', jobs: batch, ...(first ? { site } : {}) });
        return reply.results!;
      },
    });
  }

  /**
   * Shares a queue out: each worker takes batches (smaller as the queue empties, at most
   * `maxBatch`) and this thread, with `here`, one job at a time, yielding between jobs so worker
   * replies get their next batch without waiting for it.
   */
  private async share<J, R>(
    ctx: PoolContext,
    { queue, maxBatch, here, inWorker, progress }: SharedWork<J, R>,
  ): Promise<Map<string, R>> {
    const out = new Map<string, R>();
    const takers = this.threads.length + (here ? 1 : 0);
    const batch = () => queue.splice(0, Math.max(1, Math.min(maxBatch, Math.ceil(queue.length / (takers * 4)))));
    const worker = async (t: Thread) => {
      await this.useContext(t, ctx);
      await t.ready;
      while (queue.length) {
        for (const [path, r] of await inWorker(t, batch())) out.set(path, r);
        if (progress) progress.done = out.size;
      }
    };
    const onThisThread = async () => {
      while (queue.length) {
        const [path, r] = await here!(queue.shift()!);
        out.set(path, r);
        if (progress) progress.done = out.size;
        await new Promise((r) => setImmediate(r));
      }
    };
    await Promise.all([...this.threads.map(worker), ...(here ? [onThisThread()] : [])]);
    return out;
  }

  /** Sends the content context unless the thread has it already (messages are handled in order). */
  private async useContext(t: Thread, ctx: PoolContext): Promise<void> {
    if (t.ctx === ctx) return;
    t.ctx = ctx;
    await this.send(t, { type: 'context', ctx });
  }

  /**
   * Render and write pages into `dir`. Each worker is sent, at once, the pages whose HTML it holds,
   * then claims from the rest while the caller builds the search index; `finish` lets the main
   * thread claim what is left and resolves with the number of pages written.
   */
  pages(
    dir: string,
    shared: { root: string; site: SiteData; assets: Assets; sidebars: Record<string, SidebarItem[]> },
    pages: WorkerPage[],
  ): { finish(renderHere: (page: WorkerPage) => Promise<void>): Promise<number>; writtenByWorkers(): number } {
    const own = new Map<Thread, WorkerPage[]>(this.threads.map((t) => [t, []]));
    const anywhere: WorkerPage[] = [];
    for (const p of pages) {
      const holder = p.source === undefined ? undefined : this.holders.get(p.source);
      (holder ? own.get(holder)! : anywhere).push(p);
    }
    // The pages no thread holds are claimed one at a time through a shared counter: the workers
    // take them as soon as their own are done, without waiting for this thread, which is busy
    // building the search index and cannot answer messages meanwhile (on 1,000 pages the worker
    // sat idle ~200 ms when it had to ask for each batch).
    const next = new Int32Array(new SharedArrayBuffer(4));
    // Pages the workers have written so far, counted as they go, for a progress line.
    const done = new Int32Array(new SharedArrayBuffer(4));
    let written = 0;
    const running = this.threads.map((t) => {
      const sent = [
        this.send(t, { type: 'shared', dir, done: done.buffer as SharedArrayBuffer, ...shared }),
        this.send(t, { type: 'pages', pages: own.get(t)! }),
      ];
      if (anywhere.length)
        sent.push(this.send(t, { type: 'claim', pages: anywhere, next: next.buffer as SharedArrayBuffer }));
      for (const r of sent) r.catch(() => {}); // a failure is reported once, by `running`
      return (async () => {
        // `written += await …` would read `written` before the wait and lose the other threads' counts.
        for (const r of sent) {
          const reply = await r;
          written += reply.written ?? 0;
        }
      })();
    });
    running.forEach((r) => r.catch(() => {}));
    return {
      writtenByWorkers: () => Atomics.load(done, 0),
      finish: async (renderHere) => {
        for (let i = Atomics.add(next, 0, 1); i < anywhere.length && !this.failure; i = Atomics.add(next, 0, 1)) {
          await renderHere(anywhere[i]!);
          written++;
          // Let a worker's failure arrive.
          if (i % 16 === 0) await new Promise((r) => setImmediate(r));
        }
        await Promise.all(running);
        return written;
      },
    };
  }

  /** Lets the process end while the workers wait for work (a long-lived pool: dev-mdx-worker.ts). */
  unref(): void {
    for (const t of this.threads) t.worker.unref();
  }

  async close(): Promise<void> {
    clearInterval(this.watch);
    await Promise.all(this.threads.map((t) => t.worker.terminate()));
  }
}

/** An error no render caught on a worker (a timer a page set threw), named by the page it came from. */
function strayError(thread: Thread, message: string): ZapsiteError {
  const file = thread.where.label();
  // A program site code started that is not installed (an 'error' event of the spawn no one listened to).
  const program = /^spawn (\S+) ENOENT$/.exec(message)?.[1];
  if (program)
    return new ZapsiteError([
      diag({ code: 'site-program-missing', args: { program, file: file ?? 'a page' }, ...(file ? { file } : {}) }),
    ]);
  return new ZapsiteError([
    diag({
      code: 'site-uncaught',
      args: { error: message, file, on: 'worker' },
      ...(file ? { file } : {}),
    }),
  ]);
}
