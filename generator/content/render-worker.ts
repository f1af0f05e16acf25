// A worker of the render pool: loads the theme bundle once, then renders files as they come.
import { parentPort, workerData } from 'node:worker_threads';
import { importCode } from '../load-module.ts';
import { renderMarkdown } from './markdown.ts';
import { resolverFactory, type PoolContext, type RenderJob } from './render-pool.ts';
import type { ThemeModule } from '../render/theme.ts';

const { ctx, themeCode } = workerData as { ctx: PoolContext; themeCode: string };
const theme = await importCode<ThemeModule>(themeCode);
const components = theme.createContentComponents({ latestPosts: ctx.latestPosts, baseUrl: ctx.baseUrl });
const resolverFor = resolverFactory(ctx.resolver);

parentPort!.on('message', async (job: RenderJob) => {
  try {
    const result = await renderMarkdown({ file: job.file, body: job.body, resolver: resolverFor(job.url), components, onBrokenMarkdownLinks: ctx.onBrokenMarkdownLinks, onBrokenImages: ctx.onBrokenImages });
    parentPort!.postMessage({ result });
  } catch (error) {
    parentPort!.postMessage({ error: (error as Error).stack ?? String(error) });
  }
});
parentPort!.postMessage({ ready: true });
