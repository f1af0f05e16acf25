// One build worker: renders Markdown files and whole pages for the pool in ./pool.ts.
// Messages are handled one at a time, in order, and each gets exactly one reply.
import { parentPort, workerData } from 'node:worker_threads';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { RenderedContent } from '../content/markdown.ts';
import { jobRenderer, resolverFactory, type PoolContext, type RenderJob } from '../content/render-pool.ts';
import type { MdxCompileJob, MdxCompileOptions, MdxCompileResult, MdxLinks } from '../content/mdx-compile.ts';
import type { ContentComponents } from '../content/markdown.ts';
import type { mdxPageRenderer, MdxRenderJob, MdxRenderSite } from '../content/mdx-render.ts';
import type { ThemeModule } from '../render/theme.ts';
import { useSwizzled } from '../bundle/swizzle.ts';
import { pageSidebar } from '../render/sidebar.ts';
import { sidebarPaths } from '../routes/sidebar-walk.ts';
import type { Assets, Diagnostic, PageRenderData, SidebarCategory, SidebarItem, SiteData } from '../types.ts';
import { ZapsiteError } from '../diagnostics.ts';
import { locatedRender } from '../render/page-errors.ts';
import { useSitePrism } from '../content/site-prism.ts';
import { useAdmonitionKeywords } from '../content/admonitions.ts';
import { useEmoji } from '../content/emoji.ts';
import { useLinkWords } from '../content/transform-hast.ts';
import { useAnchorsMaintainCase } from '../content/heading-slugger.ts';
import { preloadLanguages } from '../content/highlight.ts';
import { beatWhere, carryTimers, isSiteExit, realExit, shareWhere, trapExits } from '../site-code.ts';

/** What the pool gives a worker as it starts: where this thread shares what it is doing. */
export interface WorkerStart {
  where: SharedArrayBuffer;
  beatMs: number;
}

// The pool watches this thread through `where` (a page that loops for ever is named and the thread
// stopped), and site code that calls process.exit throws instead of ending the thread unheard.
const start = workerData as WorkerStart;
shareWhere(start.where, start.beatMs);
trapExits();
carryTimers();
// Node ends a worker after an uncaught error through process.exit, which is trapped: the pool is
// told here instead (the page is in `where`), and the thread ends for real.
process.on('uncaughtException', (error) => {
  const stray: FromWorker = { ok: false, stray: true, error: error?.message ?? String(error), exit: isSiteExit(error) };
  parentPort!.postMessage(stray);
  realExit(1);
});

export type ToWorker =
  | { type: 'theme'; url: string }
  | { type: 'context'; ctx: PoolContext }
  | { type: 'content'; jobs: RenderJob[] }
  | { type: 'mdx'; jobs: MdxCompileJob[]; opts: MdxCompileOptions }
  | { type: 'mdx-render'; jobs: MdxRenderJob[]; site?: MdxRenderSite }
  | {
      type: 'shared';
      dir: string;
      /** The site folder: where a page's error is placed when site code inside it threw. */
      root: string;
      done: SharedArrayBuffer;
      site: SiteData;
      assets: Assets;
      sidebars: Record<string, SidebarItem[]>;
    }
  | { type: 'pages'; pages: WorkerPage[] }
  /** Pages any thread may render: each takes the next index from `next` (shared) until none are left. */
  | { type: 'claim'; pages: WorkerPage[]; next: SharedArrayBuffer };

/** A page to render: its data without what every page shares (sent once with 'shared'). */
export interface WorkerPage {
  path: string;
  /** The content file, when the page has one: its HTML may be held by the worker. */
  source?: string;
  /** A docs page: give it this sidebar, by key (every sidebar is sent once, not a copy per page). */
  sidebar?: string;
  data: Omit<PageRenderData, 'site' | 'assets'>;
}

export type FromWorker =
  | { ok: true; results?: [string, RenderedContent][]; compiled?: [string, MdxCompileResult][]; written?: number }
  /** `diagnostics`: the job failed on what they say (site code that threw, placed), not on zapsite. */
  | { ok: false; error: string; code?: string; path?: string; diagnostics?: Diagnostic[] }
  /** Not a reply: site code threw (or called process.exit) outside any job, and the thread ends. */
  | { ok: false; stray: true; error: string; exit: boolean };

let theme: ThemeModule | undefined;
let renderJob: ((job: RenderJob) => Promise<RenderedContent>) | undefined;
let mdx:
  | {
      links: MdxLinks;
      components: ContentComponents;
      render?: ReturnType<typeof mdxPageRenderer>;
      site?: MdxRenderSite;
    }
  | undefined;
let shared:
  | {
      render: (data: PageRenderData) => string;
      dir: string;
      done: Int32Array;
      site: SiteData;
      assets: Assets;
      sidebars: Record<string, SidebarItem[]>;
      paths: Map<string, Map<string, SidebarCategory[]>>;
    }
  | undefined;
const dirs = new Set<string>();
/** HTML of content this worker rendered with holdHtml, by file, until its page is rendered. */
const held = new Map<string, string>();

async function handle(msg: ToWorker): Promise<FromWorker> {
  switch (msg.type) {
    case 'theme':
      theme = (await import(msg.url)) as ThemeModule;
      return { ok: true };
    case 'context': {
      await useSitePrism(msg.ctx.sitePrism);
      await preloadLanguages(msg.ctx.languages ?? []);
      useAdmonitionKeywords(msg.ctx.admonitions);
      useAnchorsMaintainCase(msg.ctx.anchorsMaintainCase);
      useEmoji(msg.ctx.emoji);
      useLinkWords(msg.ctx.themeTexts?.messages);
      const components = theme!.createContentComponents({
        latestPosts: msg.ctx.latestPosts,
        baseUrl: msg.ctx.baseUrl,
        mermaid: msg.ctx.mermaid,
        liveCodeBlocks: msg.ctx.liveCodeBlocks,
        themeTexts: msg.ctx.themeTexts,
      });
      renderJob = jobRenderer(msg.ctx, components);
      mdx = { links: { ...msg.ctx, resolverFor: resolverFactory(msg.ctx.resolver) }, components };
      return { ok: true };
    }
    // The MDX modules load with the first MDX job: a worker of a site without MDX never imports them.
    case 'mdx': {
      const { compileInProcess } = await import('../content/mdx-compile.ts');
      return { ok: true, compiled: [...(await compileInProcess(msg.jobs, mdx!.links, mdx!.components, msg.opts))] };
    }
    case 'mdx-render': {
      mdx!.render ??= (await import('../content/mdx-render.ts')).mdxPageRenderer(mdx!.links, mdx!.components, theme!);
      const results: [string, RenderedContent][] = [];
      // Sent with a render's first batch to this worker only (pool.ts renderMdx).
      if (msg.site) mdx!.site = msg.site;
      for (const job of msg.jobs) results.push([job.file.absPath, await mdx!.render(job, mdx!.site!)]);
      return { ok: true, results };
    }
    case 'content': {
      const results: [string, RenderedContent][] = [];
      for (const job of msg.jobs) {
        const r = await renderJob!(job);
        if (job.holdHtml) {
          held.set(job.file.absPath, r.html);
          r.html = '';
        }
        results.push([job.file.absPath, r]);
      }
      return { ok: true, results };
    }
    case 'shared':
      await useSwizzled(theme!, msg.assets.swizzled);
      shared = {
        render: locatedRender(theme!.renderPage, msg.root),
        dir: msg.dir,
        done: new Int32Array(msg.done),
        site: msg.site,
        assets: msg.assets,
        sidebars: msg.sidebars,
        paths: new Map(Object.entries(msg.sidebars).map(([name, items]) => [name, sidebarPaths(items)])),
      };
      return { ok: true };
    case 'pages':
      for (const p of msg.pages) renderPage(p);
      return { ok: true, written: msg.pages.length };
    case 'claim': {
      const next = new Int32Array(msg.next);
      let written = 0;
      for (let i = Atomics.add(next, 0, 1); i < msg.pages.length; i = Atomics.add(next, 0, 1)) {
        renderPage(msg.pages[i]!);
        written++;
      }
      return { ok: true, written };
    }
  }
}

function renderPage(p: WorkerPage): void {
  const { dir, site, assets, sidebars, paths } = shared!;
  const content = p.source !== undefined ? held.get(p.source) : undefined;
  if (content !== undefined) {
    p.data.page.html = content;
    held.delete(p.source!);
  }
  if (p.sidebar !== undefined)
    p.data.sidebar = pageSidebar(sidebars[p.sidebar]!, paths.get(p.sidebar)!, p.data.page.url);
  const html = shared!.render({ ...p.data, site, assets });
  const full = join(dir, p.path);
  const d = dirname(full);
  if (!dirs.has(d)) {
    mkdirSync(d, { recursive: true });
    dirs.add(d);
  }
  // Synchronous writes: this thread has nothing else to do meanwhile, and the async path costs
  // several times the CPU per file.
  writeFileSync(full, html);
  Atomics.add(shared!.done, 0, 1);
  beatWhere();
}

let chain: Promise<unknown> = Promise.resolve();
parentPort!.on('message', (msg: ToWorker) => {
  chain = chain.then(async () => {
    let reply: FromWorker;
    try {
      reply = await handle(msg);
    } catch (error) {
      // A file-system error keeps its code and path, so the build can say what failed and where.
      const { code, path } = error as NodeJS.ErrnoException;
      reply = {
        ok: false,
        error: (error as Error).stack ?? String(error),
        code,
        path,
        ...(error instanceof ZapsiteError ? { diagnostics: error.diagnostics } : {}),
      };
    }
    parentPort!.postMessage(reply);
  });
});
