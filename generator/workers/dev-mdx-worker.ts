// Dev renders MDX pages on one worker thread, replaced now and then. Node's module loader keeps
// every module a thread imports for the thread's life, and each save of an MDX page is a new module
// (named by its content), with its compiled code and source map: on the dev server's own thread a
// long session grew with every save (issue 35: RSS after 300 saves was 1.59x that after 10).
// Retiring the worker lets all of it go at once.
import type { RenderedContent } from '../content/markdown.ts';
import type { PoolContext } from '../content/render-pool.ts';
import type { MdxRenderJob, MdxRenderSite } from '../content/mdx-render.ts';
import { BuildPool } from './pool.ts';

/**
 * Page renders one worker takes before it is replaced (a first build of any size counts as one
 * turn). ZAPSITE_DEV_WORKER_RENDERS sets it lower for tests, which then see several workers.
 */
const RENDERS_PER_WORKER = Number(process.env.ZAPSITE_DEV_WORKER_RENDERS) || 100;

interface DevWorker {
  pool: BuildPool;
  theme: string;
  renders: number;
}

let current: DevWorker | undefined;

/** The pages rendered on the dev worker, which is started (or replaced) first when due. */
export async function renderMdxOnDevWorker(
  jobs: MdxRenderJob[],
  site: MdxRenderSite,
  ctx: PoolContext,
  themeUrl: string,
): Promise<Map<string, RenderedContent>> {
  if (current && (current.theme !== themeUrl || current.renders + jobs.length > RENDERS_PER_WORKER)) retire();
  const worker = (current ??= start(themeUrl));
  worker.renders += jobs.length;
  try {
    return await worker.pool.renderMdx(jobs, site, ctx);
  } catch (error) {
    // A pool that failed (site code that hung or exited) takes no more work: the next build starts another.
    if (current === worker) retire();
    throw error;
  }
}

function start(theme: string): DevWorker {
  const pool = new BuildPool(1);
  // The dev server ends on a signal; a worker must not keep a process (or a test) alive after it.
  pool.unref();
  pool.useTheme(theme);
  return { pool, theme, renders: 0 };
}

function retire(): void {
  void current?.pool.close();
  current = undefined;
}
