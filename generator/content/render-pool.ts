// Pass B over several cores: Markdown rendering is CPU-bound and each file is independent, so
// large sites spread files over worker threads. Small sites stay in-process (workers cost ~0.3 s
// to start: they load unified, Shiki and the theme).
import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import { renderMarkdown, type ContentComponents, type LinkResolver, type RenderedContent } from './markdown.ts';
import type { ResolvedConfig } from '../config/schema.ts';
import type { BlogPostSummary, SourceFile } from '../types.ts';

export interface RenderJob {
  file: SourceFile;
  body: string;
  url: string;
}

/** Everything a worker needs to resolve links and images, as plain data. */
export interface ResolverData {
  baseUrl: string;
  fileUrls: [string, string][];
  assets: [string, { url: string; width?: number; height?: number }][];
  contentAssets: string[];
  staticFiles: [string, { width?: number; height?: number }][];
}

export interface PoolContext {
  resolver: ResolverData;
  latestPosts: BlogPostSummary[];
  baseUrl: string;
  onBrokenMarkdownLinks: ResolvedConfig['onBrokenMarkdownLinks'];
  onBrokenImages: ResolvedConfig['onBrokenImages'];
}

export function makeResolver(data: ResolverData, pageUrl: string): LinkResolver {
  const fileUrls = new Map(data.fileUrls);
  const assets = new Map(data.assets);
  const contentAssets = new Set(data.contentAssets);
  const statics = new Map(data.staticFiles);
  return {
    pageUrl,
    baseUrl: data.baseUrl,
    urlForFile: (abs) => fileUrls.get(abs),
    asset: (abs) => assets.get(abs) ?? (contentAssets.has(abs) ? { url: abs } : undefined),
    staticFile: (p) => statics.get(p),
  };
}

/** A resolver factory that builds its maps once and shares them across pages. */
export function resolverFactory(data: ResolverData): (pageUrl: string) => LinkResolver {
  const shared = makeResolver(data, '/');
  return (pageUrl) => ({ ...shared, pageUrl });
}

// Measured on the 2-core CI machine: each worker loads the theme and the parsers and warms its own
// JIT, so they only pay off on large sites (in-process: the site 1.06 s vs 1.48 s, 1,000 pages
// 2.9 s vs 3.1 s; with workers: 10,000 pages 7 s of content vs ~10 s).
export const PARALLEL_THRESHOLD = 1500;

export async function renderAllContent(jobs: RenderJob[], ctx: PoolContext, theme: { components: ContentComponents; code: string }): Promise<Map<string, RenderedContent>> {
  const workers = Math.min(2, Math.max(1, availableParallelism()));
  if (jobs.length < PARALLEL_THRESHOLD || workers < 2 || process.env.ZAPSITE_WORKERS === '0') {
    return renderInProcess(jobs, ctx, theme.components);
  }
  return renderInWorkers(jobs, ctx, theme.code, workers);
}

async function renderInProcess(jobs: RenderJob[], ctx: PoolContext, components: ContentComponents): Promise<Map<string, RenderedContent>> {
  const resolverFor = resolverFactory(ctx.resolver);
  const out = new Map<string, RenderedContent>();
  await Promise.all(
    jobs.map(async (job) => {
      const r = await renderMarkdown({ file: job.file, body: job.body, resolver: resolverFor(job.url), components, onBrokenMarkdownLinks: ctx.onBrokenMarkdownLinks, onBrokenImages: ctx.onBrokenImages });
      out.set(job.file.absPath, r);
    }),
  );
  return out;
}

function renderInWorkers(jobs: RenderJob[], ctx: PoolContext, themeCode: string, count: number): Promise<Map<string, RenderedContent>> {
  const out = new Map<string, RenderedContent>();
  // Largest files first, so no worker is left with one big file at the end.
  const queue = [...jobs].sort((a, b) => b.body.length - a.body.length);
  return new Promise((resolve, reject) => {
    let active = count;
    let failed = false;
    const pool: Worker[] = [];
    const finish = () => {
      if (--active === 0) resolve(out);
    };
    for (let i = 0; i < count; i++) {
      const worker = new Worker(new URL('./render-worker.ts', import.meta.url), { workerData: { ctx, themeCode } });
      pool.push(worker);
      let current: RenderJob | undefined;
      const next = () => {
        current = queue.shift();
        if (current) worker.postMessage(current);
        else void worker.terminate().then(finish);
      };
      worker.on('message', (msg: { ready?: true; result?: RenderedContent; error?: string }) => {
        if (msg.error) {
          failed = true;
          for (const w of pool) void w.terminate();
          reject(new Error(`while rendering ${current?.file.relPath}: ${msg.error}`));
          return;
        }
        if (msg.result && current) out.set(current.file.absPath, msg.result);
        next();
      });
      worker.on('error', (error) => {
        if (failed) return;
        failed = true;
        for (const w of pool) void w.terminate();
        reject(error);
      });
    }
  });
}
