// The dev server's cache, as a layer around the stages: each stage asks a Memo for what it needs
// and says how to make it; the Memo answers from the last build where the inputs are the same.
// A build without a cache gets the pass-through Memo, and the stages cannot tell the difference.
import { createHash } from 'node:crypto';
import { rescanChanged, type ScanResult } from './content/scan.ts';
import type { RenderedContent } from './content/markdown.ts';
import type { splitFrontMatter } from './content/front-matter.ts';
import type { BundleResult } from './bundle/assets.ts';
import type { ResolvedConfig } from './config/schema.ts';
import type { PageRenderData, SourceFile } from './types.ts';
import type { MdxRenderJob, MdxRenderSite } from './content/mdx-render.ts';
import { inputsDigest, type KeptMdxBundle } from './content/mdx-bundle-reuse.ts';
import type { Diagnostic } from './types.ts';
import type { KeptLlmsDocs } from './emit/llms.ts';

type MdxRenderer = (
  jobs: MdxRenderJob[],
  site: MdxRenderSite,
  render: (jobs: MdxRenderJob[], site: MdxRenderSite) => Promise<Map<string, RenderedContent>>,
) => Promise<Map<string, RenderedContent>>;

type SplitFront = ReturnType<typeof splitFrontMatter> & { firstHeading?: string; excerpt?: string };
export type FileInfo = { url?: string; width?: number; height?: number };

export interface BuildCache {
  content: Map<string, { key: string; result: RenderedContent }>;
  pages: Map<string, { key: string; content: string; html: string }>;
  fronts: Map<string, { text: string; value: SplitFront }>;
  bundle?: BundleResult;
  scan?: ScanResult;
  /** Public URL and size of co-located images, and sizes of static files, by absolute path. */
  files: Map<string, FileInfo>;
  /** Each blog post's HTML cleaned for feeds, by post URL. */
  feedHtml: Map<string, { html: string; out: string }>;
  /** Each MDX file compiled to JavaScript (with what compiling found), by absolute path. */
  compiled: Map<string, { key: string; value: unknown }>;
  /** Each MDX page rendered from its bundled module, by absolute path. */
  mdxRendered: Map<string, { key: string; value: RenderedContent }>;
  /** Each doc's Markdown cleaned for llms-full.txt, by absolute path (emit/llms.ts checks its links). */
  llmsDocs: KeptLlmsDocs;
  /** The MDX pages' last bundle, with what it read (kept on disk by `zapsite build` alone). */
  mdxBundle?: KeptMdxBundle<unknown>;
  /**
   * Where a page rendered this build goes instead of `pages`, when the cache is kept on disk
   * (build-cache-file.ts writes it out at once): the next build reads it, this one never does.
   */
  keepPage?: (path: string, entry: { key: string; content: string; html: string }) => void;
}

export function createBuildCache(): BuildCache {
  return {
    content: new Map(),
    pages: new Map(),
    fronts: new Map(),
    files: new Map(),
    feedHtml: new Map(),
    compiled: new Map(),
    mdxRendered: new Map(),
    llmsDocs: new Map(),
  };
}

/** What the stages ask of the cache. */
export interface Memo {
  /** A full scan, or after edits, the last scan with the edited files read again. */
  scan(config: ResolvedConfig, fresh: () => Promise<ScanResult>): Promise<ScanResult>;
  frontMatter(file: SourceFile, split: () => SplitFront): SplitFront;
  fileInfo(absPath: string, read: () => Promise<FileInfo>): Promise<FileInfo>;
  /**
   * Rendered content for every item: `render` is given only those whose text, URL or site-wide
   * context (`context`: links, assets, posts) changed since the last build.
   */
  content<T extends { file: SourceFile; url: string }>(
    items: T[],
    context: unknown,
    render: (items: T[]) => Promise<Map<string, RenderedContent>>,
    always?: (item: T) => boolean,
  ): Promise<Map<string, RenderedContent>>;
  /**
   * A compiler of files that reuses the last result for a file whose text, URL and site-wide
   * context are unchanged (MDX pages: compiled once, bundled and rendered every build, because
   * the components they import may have changed).
   */
  compiled<T>(context: unknown): (file: SourceFile, url: string, make: () => Promise<T>) => Promise<T>;
  /**
   * A renderer of MDX pages that reuses the last result for a page whose module, stylesheets,
   * text, URL, bundle-wide data (`site`) and site-wide context are unchanged. Modules are named by
   * their content (and import the bundle by its content-named folder), so an unchanged name means
   * the same code down to every component it imports.
   */
  renderedMdx(context: unknown): MdxRenderer;
  /**
   * The MDX pages' bundle (`key`: the pages' code and the options), reused while every file the
   * last one read is the same (content/mdx-bundle-reuse.ts); `present` says whether its modules
   * are still on disk. A failed bundle is never kept.
   */
  mdxBundle<B extends { inputs: string[] }>(
    key: string,
    root: string,
    present: (bundle: B) => boolean,
    make: () => Promise<B | { diagnostics: Diagnostic[]; inputs: string[] }>,
  ): Promise<B | { diagnostics: Diagnostic[]; inputs: string[] }>;
  bundle(make: () => Promise<BundleResult>): Promise<BundleResult>;
  /** A page renderer that reuses the last HTML of a page whose data is unchanged. */
  pages(shared: unknown, render: (data: PageRenderData) => string): (path: string, data: PageRenderData) => string;
  /** Cleaned feed HTML per post URL (emit/feeds.ts keeps it up to date itself). */
  feedHtml?: Map<string, { html: string; out: string }>;
  /** Cleaned Markdown per doc for llms-full.txt (emit/llms.ts keeps it up to date itself). */
  llmsDocs?: KeptLlmsDocs;
}

export const noMemo: Memo = {
  scan: (_config, fresh) => fresh(),
  frontMatter: (_file, split) => split(),
  fileInfo: (_path, read) => read(),
  content: (items, _context, render) => render(items),
  compiled: () => (_file, _url, make) => make(),
  renderedMdx: () => (jobs, site, render) => render(jobs, site),
  mdxBundle: (_key, _root, _present, make) => make(),
  bundle: (make) => make(),
  pages: (_shared, render) => (_path, data) => render(data),
};

const sha256 = (...parts: string[]) => {
  const h = createHash('sha256');
  for (const p of parts) h.update(p);
  return h.digest('hex');
};

/** `reuseBundles`: the MDX bundle is reused too (a one-shot build; a dev session bundles every time). */
export function memoFor(cache: BuildCache | undefined, changedPaths?: ReadonlySet<string>, reuseBundles = false): Memo {
  if (!cache) return noMemo;
  return {
    async scan(config, fresh) {
      if (changedPaths) for (const p of changedPaths) cache.files.delete(p);
      else cache.files.clear();
      const quick = cache.scan && changedPaths ? await rescanChanged(cache.scan, changedPaths, config) : undefined;
      cache.scan = quick ?? (await fresh());
      return cache.scan;
    },

    frontMatter(file, split) {
      const hit = cache.fronts.get(file.absPath);
      if (hit?.text === file.text) return hit.value;
      const value = split();
      cache.fronts.set(file.absPath, { text: file.text, value });
      return value;
    },

    async fileInfo(absPath, read) {
      let info = cache.files.get(absPath);
      if (!info) cache.files.set(absPath, (info = await read()));
      return info;
    },

    // A file's HTML depends on its own text, its URL and the site-wide context.
    async content(items, context, render, always) {
      const contextKey = sha256(JSON.stringify(context));
      const keyOf = (item: { file: SourceFile; url: string }) => sha256(contextKey, item.url, item.file.text);
      const fresh = await render(
        items.filter((item) => always?.(item) || cache.content.get(item.file.absPath)?.key !== keyOf(item)),
      );
      const live = new Set(items.map((item) => item.file.absPath));
      for (const path of cache.content.keys()) if (!live.has(path)) cache.content.delete(path);
      for (const item of items) {
        const result = fresh.get(item.file.absPath);
        if (result) cache.content.set(item.file.absPath, { key: keyOf(item), result });
        else fresh.set(item.file.absPath, cache.content.get(item.file.absPath)!.result);
      }
      return fresh;
    },

    compiled<T>(context: unknown) {
      const contextKey = sha256(JSON.stringify(context));
      return async (file: SourceFile, url: string, make: () => Promise<T>) => {
        const key = sha256(contextKey, url, file.text);
        const hit = cache.compiled.get(file.absPath);
        if (hit?.key === key) return hit.value as T;
        const value = await make();
        cache.compiled.set(file.absPath, { key, value });
        return value;
      };
    },

    renderedMdx(context) {
      const contextKey = sha256(JSON.stringify(context));
      return async (jobs, site, render) => {
        const siteKey = sha256(contextKey, JSON.stringify(site));
        const keyOf = (j: MdxRenderJob) => sha256(siteKey, j.url, j.module, JSON.stringify(j.css), j.file.text);
        const out = await render(
          jobs.filter((j) => cache.mdxRendered.get(j.file.absPath)?.key !== keyOf(j)),
          site,
        );
        for (const j of jobs) {
          const fresh = out.get(j.file.absPath);
          // Copies: what the bundle's partials found is added to the page's result afterwards
          // (mdx-partials.ts attachPartials), and must not pile up on the kept one.
          if (fresh) cache.mdxRendered.set(j.file.absPath, { key: keyOf(j), value: { ...fresh } });
          else out.set(j.file.absPath, { ...cache.mdxRendered.get(j.file.absPath)!.value });
        }
        return out;
      };
    },

    async mdxBundle(key, root, present, make) {
      if (!reuseBundles) return make();
      const kept = cache.mdxBundle as KeptMdxBundle<Parameters<typeof present>[0]> | undefined;
      if (kept?.key === key && present(kept.bundle) && (await inputsDigest(kept.inputs, root)) === kept.digest)
        return kept.bundle;
      cache.mdxBundle = undefined;
      const started = Date.now();
      const made = await make();
      if ('diagnostics' in made) return made;
      const digest = await inputsDigest(made.inputs, root, started);
      if (digest) cache.mdxBundle = { key, digest, inputs: made.inputs, bundle: made };
      return made;
    },

    async bundle(make) {
      return (cache.bundle ??= await make());
    },

    // Hashing a page's data is far cheaper than rendering it again with React. The content HTML
    // is most of the data; it is compared as a string instead (an unchanged page keeps the same
    // string from the content cache, so that compare is a pointer check).
    pages(shared, render) {
      const sharedKey = createHash('sha1').update(JSON.stringify(shared)).digest('hex');
      return (path, data) => {
        const { site: _site, assets: _assets, ...own } = data;
        const content = own.page.html;
        const key = createHash('sha1')
          .update(sharedKey)
          .update(JSON.stringify({ ...own, page: { ...own.page, html: '' } }))
          .digest('hex');
        const hit = cache.pages.get(path);
        const html = hit?.key === key && hit.content === content ? hit.html : render(data);
        if (cache.keepPage) {
          cache.pages.delete(path);
          cache.keepPage(path, { key, content, html });
        } else cache.pages.set(path, { key, content, html });
        return html;
      };
    },

    feedHtml: cache.feedHtml,
    llmsDocs: cache.llmsDocs,
  };
}
