// Where the content and render stages run: on this thread, or shared with build worker threads.
// The stages say what to do; the executor the orchestrator was given decides where.
import type { ContentComponents, RenderedContent } from '../content/markdown.ts';
import { jobRenderer, resolverFactory, type PoolContext, type RenderJob } from '../content/render-pool.ts';
import type { MdxCompileJob, MdxCompileOptions, MdxCompileResult } from '../content/mdx-compile.ts';
import type { MdxRenderJob, MdxRenderSite } from '../content/mdx-render.ts';
import type { ThemeModule } from '../render/theme.ts';
import { pageItems, renderAll, type RenderInput } from '../render/pages.ts';
import { pageSidebar } from '../render/sidebar.ts';
import { sidebarPaths } from '../routes/sidebar-walk.ts';
import { outputPath, testPause, type QueuedWriter } from '../emit/writer.ts';
import { allInFlight } from '../content/in-flight.ts';
import type { PageRenderData, SourceFile } from '../types.ts';
import { BuildPool, poolSizeFor, youngGenerationFor, type WorkerPage } from './pool.ts';
import { counting, simpleCounter } from '../progress.ts';

/** Pages between turns of the event loop, so a terminal's progress line can be redrawn. */
const YIELD_EVERY = 64;
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

interface PagesRun {
  /** Renders what is left and resolves with the number of pages written. */
  finish(): Promise<number>;
  /** When rendering began (performance.now()): at once on workers, at `finish` on this thread. */
  started: number;
}

/** What rendering an MDX page on this thread needs: a build worker imports its own. */
interface LocalRender {
  components: ContentComponents;
  theme: ThemeModule;
}

export interface Executor {
  /** Whether a docs file's HTML may stay with the thread that rendered it (workers render its page too). */
  readonly holdsHtml: boolean;
  content(jobs: RenderJob[], ctx: PoolContext, components: ContentComponents): Promise<Map<string, RenderedContent>>;
  /** MDX files to JavaScript (content/mdx-compile.ts), with what compiling each one found. */
  compileMdx(
    jobs: MdxCompileJob[],
    ctx: PoolContext,
    components: ContentComponents,
    opts: MdxCompileOptions,
  ): Promise<Map<string, MdxCompileResult>>;
  /** Compiled MDX pages, once bundled, rendered and finished (content/mdx-render.ts). */
  renderMdx(
    jobs: MdxRenderJob[],
    site: MdxRenderSite,
    ctx: PoolContext,
    local: LocalRender,
  ): Promise<Map<string, RenderedContent>>;
  /**
   * Starts rendering every page into `out`. Workers start at once, so the caller can build the
   * search index meanwhile; this thread renders only when `finish` is called.
   */
  pages(
    input: RenderInput,
    renderPage: (path: string, data: PageRenderData) => string,
    out: QueuedWriter,
  ): Promise<PagesRun>;
  close(): Promise<void>;
}

function thisThread(): Executor {
  return {
    holdsHtml: false,
    async content(jobs, ctx, components) {
      const progress = simpleCounter('content', jobs.length);
      await testPause('content');
      const render = jobRenderer(ctx, components);
      const out = new Map<string, RenderedContent>();
      const one = async (job: RenderJob) => void out.set(job.file.absPath, await render(job));
      // The site's own plugins see every file in flight at once, as Docusaurus's loaders do: one
      // file's transformer may wait for what another file's gives it (content/in-flight.ts).
      if (ctx.plugins) {
        await allInFlight(jobs, one);
        progress.done = jobs.length;
        return out;
      }
      const step = YIELD_EVERY;
      for (let i = 0; i < jobs.length; i += step) {
        const part = jobs.slice(i, i + step);
        await Promise.all(part.map(one));
        progress.done += part.length;
        if (i + step < jobs.length) await turn();
      }
      return out;
    },
    async pages(input, renderPage, out) {
      const run: PagesRun = {
        started: Infinity,
        async finish() {
          run.started = performance.now();
          const progress = simpleCounter('render', input.graph.pages.length);
          let count = 0;
          for (const f of renderAll(input, renderPage)) {
            await out.write(f.path, f.data);
            progress.done = ++count;
            if (count % YIELD_EVERY === 0) await turn();
          }
          await out.drain();
          return count;
        },
      };
      return run;
    },
    // The MDX modules load with the first MDX file: a site without one never imports them.
    compileMdx: async (jobs, ctx, components, opts) =>
      (await import('../content/mdx-compile.ts')).compileInProcess(
        jobs,
        { ...ctx, resolverFor: resolverFactory(ctx.resolver) },
        components,
        opts,
      ),
    renderMdx: async (jobs, site, ctx, { components, theme }) =>
      (await import('../content/mdx-render.ts')).renderInProcess(
        { ...ctx, resolverFor: resolverFactory(ctx.resolver) },
        components,
        theme,
      )(jobs, site),
    close: async () => {},
  };
}

/**
 * Build workers beside this thread. `dir` is the folder the output is written to before it is
 * swapped in: workers write pages straight there. Without one (a build into memory) they only
 * render content.
 */
function workerPool(
  size: number,
  themeUrl: Promise<string>,
  dir: string | undefined,
  youngGenerationMb?: number,
): Executor {
  const pool = new BuildPool(size, youngGenerationMb);
  themeUrl.then((url) => pool.useTheme(url)).catch(() => {}); // a theme error is reported by the build
  const here = thisThread();
  return {
    holdsHtml: dir !== undefined,
    // With one worker this thread renders too; with two, handing out work keeps it busy enough.
    async content(jobs, ctx, components) {
      const progress = simpleCounter('content', jobs.length);
      await testPause('content');
      return pool.content(jobs, ctx, pool.size === 1 ? jobRenderer(ctx, components) : undefined, progress);
    },
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
          // Workers write straight into the folder: the writer's path check is made here for them.
          pages.push({ path: outputPath(item.path), source: item.source, sidebar: item.sidebar, data: own });
        }
      }
      const { site, assets, graph } = input;
      const pooled = pool.pages(dir, { root: input.config.root, site, assets, sidebars: graph.sidebars }, pages);
      const main = { count: written };
      counting({
        stage: 'render',
        total: input.graph.pages.length,
        get done() {
          return main.count + pooled.writtenByWorkers();
        },
      });
      return {
        started,
        async finish() {
          const paths = new Map<string, ReturnType<typeof sidebarPaths>>();
          const count = await pooled.finish(async (p) => {
            let sidebar = p.data.sidebar;
            if (p.sidebar !== undefined) {
              const items = graph.sidebars[p.sidebar]!;
              if (!paths.has(p.sidebar)) paths.set(p.sidebar, sidebarPaths(items));
              sidebar = pageSidebar(items, paths.get(p.sidebar)!, p.data.page.url);
            }
            await out.write(p.path, renderPage(p.path, { ...p.data, sidebar, site, assets }));
            main.count++;
          });
          await out.drain();
          return count + written;
        },
      };
    },
    compileMdx(jobs, ctx, components, opts) {
      const links = { ...ctx, resolverFor: resolverFactory(ctx.resolver) };
      const here = async (job: MdxCompileJob) =>
        (await (await import('../content/mdx-compile.ts')).compileInProcess([job], links, components, opts)).get(
          job.file.absPath,
        )!;
      return pool.compileMdx(jobs, ctx, opts, pool.size === 1 ? here : undefined);
    },
    renderMdx(jobs, site, ctx, { components, theme }) {
      const links = { ...ctx, resolverFor: resolverFactory(ctx.resolver) };
      // Loaded only where this thread renders too: a promise nobody awaits would fail unheard.
      const render =
        pool.size === 1
          ? import('../content/mdx-render.ts').then((m) => m.mdxPageRenderer(links, components, theme))
          : undefined;
      return pool.renderMdx(jobs, site, ctx, render && (async (job) => (await render)(job, site)));
    },
    close: () => pool.close(),
  };
}

/**
 * Dev builds keep their results on this thread (they are incremental), so they never use build
 * workers; their MDX pages render on the dev worker (dev-mdx-worker.ts) unless ZAPSITE_WORKERS=0.
 */
export function executorFor(
  sources: readonly SourceFile[],
  opts: { workers?: number; incremental: boolean },
  themeUrl: Promise<string>,
  dir: string | undefined,
): Executor {
  const size = opts.incremental ? 0 : poolSizeFor(sources.length, opts.workers);
  const mdx = sources.filter((f) => /\.mdx$/i.test(f.absPath)).length;
  if (size) return workerPool(size, themeUrl, dir, youngGenerationFor(sources.length, mdx));
  if (!opts.incremental || process.env.ZAPSITE_WORKERS === '0') return thisThread();
  return {
    ...thisThread(),
    renderMdx: async (jobs, site, ctx) =>
      (await import('./dev-mdx-worker.ts')).renderMdxOnDevWorker(jobs, site, ctx, await themeUrl),
  };
}
