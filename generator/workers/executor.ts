// Where the content and render stages run: on this thread, or shared with build worker threads.
// The stages say what to do; the executor the orchestrator was given decides where.
import type { ContentComponents, RenderedContent } from '../content/markdown.ts';
import { jobRenderer, renderInProcess, type PoolContext, type RenderJob } from '../content/render-pool.ts';
import { pageItems, renderAll, type RenderInput } from '../render/pages.ts';
import { pageSidebar } from '../render/sidebar.ts';
import { sidebarPaths } from '../routes/docs.ts';
import type { QueuedWriter } from '../emit/writer.ts';
import type { PageRenderData } from '../types.ts';
import { BuildPool, poolSizeFor, type WorkerPage } from './pool.ts';

export interface PagesRun {
  /** Renders what is left and resolves with the number of pages written. */
  finish(): Promise<number>;
  /** When rendering began (performance.now()): at once on workers, at `finish` on this thread. */
  started: number;
}

export interface Executor {
  /** Whether a docs file's HTML may stay with the thread that rendered it (workers render its page too). */
  readonly holdsHtml: boolean;
  content(jobs: RenderJob[], ctx: PoolContext, components: ContentComponents): Promise<Map<string, RenderedContent>>;
  /**
   * Starts rendering every page into `out`. Workers start at once, so the caller can build the
   * search index meanwhile; this thread renders only when `finish` is called.
   */
  pages(input: RenderInput, renderPage: (path: string, data: PageRenderData) => string, out: QueuedWriter): Promise<PagesRun>;
  close(): Promise<void>;
}

export function thisThread(): Executor {
  return {
    holdsHtml: false,
    content: (jobs, ctx, components) => renderInProcess(jobs, ctx, components),
    async pages(input, renderPage, out) {
      const run: PagesRun = {
        started: Infinity,
        async finish() {
          run.started = performance.now();
          let count = 0;
          for (const f of renderAll(input, renderPage)) {
            await out.write(f.path, f.data);
            count++;
          }
          await out.drain();
          return count;
        },
      };
      return run;
    },
    close: async () => {},
  };
}

/**
 * Build workers beside this thread. `dir` is the folder the output is written to before it is
 * swapped in: workers write pages straight there. Without one (a build into memory) they only
 * render content.
 */
export function workerPool(size: number, themeUrl: Promise<string>, dir: string | undefined): Executor {
  const pool = new BuildPool(size);
  themeUrl.then((url) => pool.useTheme(url)).catch(() => {}); // a theme error is reported by the build
  const here = thisThread();
  return {
    holdsHtml: dir !== undefined,
    // With one worker this thread renders too; with two, handing out work keeps it busy enough.
    content: (jobs, ctx, components) => pool.content(jobs, ctx, pool.size === 1 ? jobRenderer(ctx, components) : undefined),
    async pages(input, renderPage, out) {
      if (dir === undefined) return here.pages(input, renderPage, out);
      const started = performance.now();
      const pages: WorkerPage[] = [];
      let written = 0;
      for (const item of pageItems(input, { sidebarLater: true })) {
        if (item.html !== undefined) {
          await out.write(item.path, item.html);
          written++;
        } else {
          const { site: _site, assets: _assets, ...own } = item.data;
          pages.push({ path: item.path, source: item.source, sidebar: item.sidebar, data: own });
        }
      }
      const { site, assets, graph } = input;
      const pooled = pool.pages(dir, { site, assets, sidebar: graph.sidebar }, pages);
      return {
        started,
        async finish() {
          const paths = sidebarPaths(graph.sidebar);
          const count = await pooled.finish(async (p) => {
            const sidebar = p.sidebar ? pageSidebar(graph.sidebar, paths, p.data.page.url) : p.data.sidebar;
            await out.write(p.path, renderPage(p.path, { ...p.data, sidebar, site, assets }));
          });
          await out.drain();
          return count + written;
        },
      };
    },
    close: () => pool.close(),
  };
}

/** Dev builds keep their results on this thread (they are incremental), so they never use workers. */
export function executorFor(sources: number, opts: { workers?: number; incremental: boolean }, themeUrl: Promise<string>, dir: string | undefined): Executor {
  const size = opts.incremental ? 0 : poolSizeFor(sources, opts.workers);
  return size ? workerPool(size, themeUrl, dir) : thisThread();
}
