// The content stage (pass B): every Markdown and MDX file to HTML, headings, links, images and
// search sections, on whichever threads the executor has. Image sizes are read first, once, because
// every page's images need them while it renders.
import { themeMessages } from '../i18n/theme-defaults.ts';
import { contentImageUrl, IMAGE_RE } from './outside-images.ts';
import { versionKey } from '../routes/versions.ts';
import { urlsByKey } from '../routes/permalinks.ts';
import { generatedData } from '../bundle/generated-data.ts';
import { createReadStream } from 'node:fs';
import { createHash } from 'node:crypto';
import { join, relative } from 'node:path';
import { readImageSize } from './image-size.ts';
import type { RenderedContent } from './markdown.ts';
import { readAsKept } from './mdx-fast-path.ts';
import { hasSitePlugins, pluginInputsState, sitePluginsFor, sitePluginsRef, type SitePlugins } from './site-plugins.ts';
import type { MdxCompiler } from './mdx-compile.ts';
import { docPages } from './doc-pages.ts';
import type { OutFile } from '../emit/extras.ts';
import { resolverFactory, type PoolContext } from './render-pool.ts';
import type { ScanResult } from './scan.ts';
import type { Memo, FileInfo } from '../cache.ts';
import type { ResolvedConfig } from '../config/schema.ts';
import type { ThemeModule } from '../render/theme.ts';
import type { Front, RoutePlan } from '../routes/plan.ts';
import type { Executor } from '../workers/executor.ts';
import type { Diagnostic, SourceFile } from '../types.ts';
import { shownOn } from '../diagnostics.ts';
import { swizzledFiles } from '../bundle/swizzle.ts';
import { componentsFile } from './mdx-site.ts';
import { siteElements } from './site-elements.ts';
import { markdownBlockNotes, swizzleNotes, type PrismRunNote } from '../bundle/swizzle-notes.ts';
import { staticPageNotes } from './page-notes.ts';
import { interactiveFiles, staticComponentNotes } from './component-notes.ts';
import { sitePrismRef, useSitePrism } from './site-prism.ts';
import { useAdmonitionKeywords } from './admonitions.ts';
import { useEmoji } from './emoji.ts';
import { useLinkWords } from './transform-hast.ts';
import { useAnchorsMaintainCase } from './heading-slugger.ts';
import { preloadLanguages, writtenLanguages } from './highlight.ts';
import { docsVersionData } from './docs-version-data.ts';
import { siteOverride } from '../bundle/docusaurus-modules.ts';

const byKey = (a: [string, unknown], b: [string, unknown]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

export interface ContentInput {
  config: ResolvedConfig;
  scan: ScanResult;
  routes: RoutePlan;
  fronts: ReadonlyMap<SourceFile, Front>;
  theme: ThemeModule;
  /** Called once the MDX pages' esbuild run is over, before they render (a one-shot build lets esbuild go). */
  bundled?: () => void;
}

export interface Content {
  rendered: Map<SourceFile, RenderedContent>;
  /** Co-located images by absolute path: their public URL and size. */
  assetUrls: Map<string, { url: string; width?: number; height?: number }>;
  diagnostics: Diagnostic[];
  /** Stylesheets and files imported by the site's MDX components, to be written with the site. */
  files: OutFile[];
  /** Files besides the sources the content read (site components): what dev mode watches. */
  inputs: string[];
  /** The files the site's remark and rehype plugins were loaded from: dev reloads them when one changes. */
  markdownPluginInputs: string[];
  /** MDX files compiled by this build (a dev build reuses unchanged ones), for the stage line. */
  compiled: CompileTally;
  /** The site's swizzled classic-theme components, bundled (bundle/swizzle.ts): module URL and stylesheets. */
  swizzled?: { module: string; css: string[] };
}

interface CompileTally {
  files: number;
  /** Every file's compile time added up, whichever thread ran it. */
  ms: number;
  /** From handing the files out to having them all back. */
  wallMs: number;
}

/** The content stage's line: "1001 pages, 1000 MDX: compile 7410 ms in all, 7.4 ms a file, 3950 ms wall". */
export function contentDetail(content: Content): string {
  const { files, ms, wallMs } = content.compiled;
  const pages = `${content.rendered.size} pages`;
  return files
    ? `${pages}, ${files} MDX: compile ${Math.round(ms)} ms in all, ${(ms / files).toFixed(1)} ms a file, ${Math.round(wallMs)} ms wall`
    : pages;
}

/**
 * Each docs version's folder by version key (versionKey, as contentDirOf looks it up): the default
 * docs' released versions and every version of each further instance.
 */
function versionDirs(config: ResolvedConfig, scan: ContentInput['scan']): Record<string, string> {
  const root = config.root;
  const out: Record<string, string> = {};
  for (const b of config.blogInstances) out[`blog:${b.id}`] = join(root, b.path);
  if (scan.versioned) for (const v of scan.versions) out[v.name] = join(root, v.dir);
  for (const i of scan.instances) for (const v of i.versions) out[versionKey(v.name, i.id)] = join(root, v.dir);
  return out;
}

/** Where each kind of content lives: file links written from the content folder start there. */
function contentDirs(config: ResolvedConfig): Partial<Record<SourceFile['kind'], string>> {
  return {
    ...(config.docs ? { doc: join(config.root, config.docs.path) } : {}),
    ...(config.blog ? { blog: join(config.root, config.blog.path) } : {}),
    page: join(config.root, config.pages.path),
  };
}

/** In another locale's build, the default locale's base URL (LinkResolver.siteBaseUrl). */
function siteBase(config: ResolvedConfig): { siteBaseUrl?: string } {
  const first = config.locale?.locales.find((l) => l.isDefault);
  return first && first.baseUrl !== config.baseUrl ? { siteBaseUrl: first.baseUrl } : {};
}

/** The content's images by URL (with their sizes) and the static files' sizes, read once per file (the memo). */
async function fileSizes(
  config: ResolvedConfig,
  scan: ContentInput['scan'],
  memo: Memo,
): Promise<{ assetUrls: Content['assetUrls']; staticSizes: Map<string, FileInfo> }> {
  const assetUrls = new Map<string, { url: string; width?: number; height?: number }>();
  const staticSizes = new Map<string, FileInfo>();
  await Promise.all(
    [...scan.contentAssets]
      .filter((a) => IMAGE_RE.test(a))
      .map(async (abs) => {
        const info = await memo.fileInfo(abs, async () => {
          const [hash, size] = await Promise.all([contentHash(abs), readImageSize(abs)]);
          return { url: contentImageUrl(config.baseUrl, abs, hash), ...size };
        });
        assetUrls.set(abs, info as { url: string });
      }),
  );
  await Promise.all(
    scan.staticFiles.map(async (f) => {
      const size = await memo.fileInfo(
        f.absPath,
        async () => (IMAGE_RE.test(f.absPath) ? await readImageSize(f.absPath) : undefined) ?? {},
      );
      staticSizes.set(f.urlPath, size);
    }),
  );
  return { assetUrls, staticSizes };
}

/** A file's content hash for its URL, read in pieces: a whole image need not be in memory at once. */
async function contentHash(absPath: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(absPath)) hash.update(chunk as Buffer);
  return hash.digest('hex').slice(0, 8);
}

/** What rendering any page needs to know of the site: its links' targets, its options, its plugins. */
function poolContext(site: {
  config: ResolvedConfig;
  scan: ContentInput['scan'];
  routes: ContentInput['routes'];
  assetUrls: Content['assetUrls'];
  staticSizes: Map<string, FileInfo>;
  latestPosts: PoolContext['latestPosts'];
  plugins: ReturnType<typeof sitePluginsRef>;
  sitePrism: PoolContext['sitePrism'];
  languages: string[];
}): PoolContext {
  const { config, scan, routes, assetUrls, staticSizes, latestPosts, plugins, sitePrism, languages } = site;
  return {
    // Sorted: these are filled concurrently, and the dev cache's key must not depend on timing.
    resolver: {
      baseUrl: config.baseUrl,
      ...siteBase(config),
      trailingSlash: config.trailingSlash,
      contentDirs: contentDirs(config),
      ...(scan.versioned || scan.instances.length || config.blogInstances.length
        ? { versionDirs: versionDirs(config, scan) }
        : {}),
      siteDir: config.root,
      staticDir: join(config.root, config.staticDir),
      fileUrls: [...routes.fileUrls].sort(byKey),
      // One URL a key: a page's, not a redirect's from another spelling of its path.
      pages: [...urlsByKey(routes.planned).values()],
      assets: [...assetUrls].sort(byKey),
      contentAssets: [...scan.contentAssets].sort(),
      staticFiles: [...staticSizes].sort(byKey),
    },
    latestPosts,
    baseUrl: config.baseUrl,
    onBrokenMarkdownLinks: config.onBrokenMarkdownLinks,
    onBrokenImages: config.onBrokenImages,
    onBrokenHtmlImages: config.onBrokenHtmlImages,
    magicComments: config.prism.magicComments,
    ...(plugins ? { plugins } : {}),
    ...(sitePrism ? { sitePrism } : {}),
    languages,
    ...(config.markdown.admonitions ? { admonitions: config.markdown.admonitions } : {}),
    ...(config.markdown.liveCodeBlocks ? { liveCodeBlocks: true } : {}),
    ...(config.markdown.anchors.maintainCase ? { anchorsMaintainCase: true } : {}),
    ...(config.markdown.emoji ? {} : { emoji: false as const }),
    ...themeTextsOf(config),
    ...(config.markdown.mermaid
      ? {
          mermaid: {
            light: config.mermaid.theme.light,
            dark: config.mermaid.theme.dark,
            options: config.mermaid.options,
          },
        }
      : {}),
  };
}

/** The classic theme's text in the locale being built, when it has messages for it. */
function themeTextsOf(config: ResolvedConfig): Pick<PoolContext, 'themeTexts'> {
  const messages = themeMessages(config);
  return messages ? { themeTexts: { messages, locale: config.locale?.current ?? config.i18n.defaultLocale } } : {};
}

export async function renderContent(input: ContentInput, executor: Executor, memo: Memo): Promise<Content> {
  const { config, scan, routes } = input;
  const { assetUrls, staticSizes } = await fileSizes(config, scan, memo);
  const latestPosts = routes.blog?.listed ?? [];
  // The site's remark and rehype plugins load here first, so one that cannot load stops the build once.
  const plugins = sitePluginsRef(config);
  const loaded: SitePlugins[] = [];
  for (const kind of plugins?.kinds ?? []) loaded.push((await sitePluginsFor(plugins, kind))!);
  // Their files' state keys the caches: an edited plugin renders the pages again (and dev watches them).
  if (plugins) plugins.inputsState = await pluginInputsState(loaded);
  // The site's Prism languages run here first (their warnings come from this thread's run), then on each worker.
  const prism = await sitePrismFor(config, routes);
  const prismRun = prism.failed ? { error: prism.failed.error } : await useSitePrism(prism.ref);
  const site = { config, scan, routes, assetUrls, staticSizes, latestPosts, plugins, sitePrism: prism.ref };
  const ctx = poolContext({ ...site, languages: await siteLanguages(routes) });
  useAdmonitionKeywords(ctx.admonitions);
  useAnchorsMaintainCase(ctx.anchorsMaintainCase);
  useEmoji(ctx.emoji);
  useLinkWords(ctx.themeTexts?.messages);
  const components = input.theme.createContentComponents({
    latestPosts,
    baseUrl: config.baseUrl,
    mermaid: ctx.mermaid,
    liveCodeBlocks: ctx.liveCodeBlocks,
    themeTexts: ctx.themeTexts,
  });
  const format = config.markdown.format;
  const mdx: Pick<Content, 'files' | 'inputs' | 'swizzled'> & { diagnostics?: Diagnostic[] } = {
    files: [],
    inputs: [],
  };
  // The classic theme's components the site swizzled go into the MDX bundle, pages or not.
  const swizzled = config.theme.name === 'classic' ? swizzledFiles(config.root) : {};
  const hasSwizzled = Object.keys(swizzled).length > 0;
  const elements = format === 'mdx' ? await siteElements(componentsFile(config)) : [];
  const compiled: CompileTally = { files: 0, ms: 0, wallMs: 0 };
  const compileAll: MdxCompiler = async (files, opts) => {
    const started = performance.now();
    const results = await executor.compileMdx(files, ctx, components, opts);
    compiled.wallMs += performance.now() - started;
    compiled.files += results.size;
    for (const r of results.values()) compiled.ms += r.ms;
    return results;
  };
  const jobs = routes.renderable.map(({ file, url }) => ({
    file,
    url,
    body: input.fronts.get(file)!.body,
    readAs: readAsKept(file, input.fronts.get(file)!.body, {
      format,
      fastPath: config.markdown.fastPath,
      plugins: hasSitePlugins(plugins, file),
      swizzled,
      elements,
    }),
  }));
  // An MDX page also depends on the components it imports, which the cache's key does not see, so
  // MDX pages are rendered on every build; Markdown files are reused while their inputs match.
  const byPath = await memo.content(
    jobs,
    // A Markdown file read by markdown-it while the components file replaced none of its elements is kept only while that holds.
    elements.length ? { ...ctx, elements } : ctx,
    async (items) => {
      const md = items.filter((j) => j.readAs !== 'mdx');
      const mdxJobs = items.filter((j) => j.readAs === 'mdx');
      const [fromMd, fromMdx] = await Promise.all([
        // Docs HTML is needed only by the docs page: where workers render the pages, it can stay there.
        executor.content(
          md.map(({ file, url, body, readAs }) => ({
            file,
            url,
            body,
            asMdx: readAs === 'md-as-mdx',
            micromark: readAs === 'md-micromark',
            holdHtml: executor.holdsHtml && file.kind === 'doc',
          })),
          ctx,
          components,
        ),
        mdxJobs.length || hasSwizzled
          ? import('./mdx-pages.ts').then(({ renderMdxPages }) =>
              renderMdxPages(mdxJobs, {
                docsVersions: docsVersionData(routes, input.fronts),
                // A Docusaurus site's code may read the doc's sidebar (an ejected DocCardList's
                // useCurrentSidebarSiblings); zapsite's theme has no such hooks, so its sites leave the
                // sidebars out, and a sidebar's change does not render every MDX page again.
                ...(config.theme.name === 'classic' ? { sidebars: docPages(routes, config.baseUrl) } : {}),
                links: { ...ctx, resolverFor: resolverFactory(ctx.resolver) },
                components,
                theme: input.theme,
                config: {
                  ...config,
                  generated: generatedData(config, routes),
                  ...(hasSwizzled ? { swizzled } : {}),
                },
                memo,
                memoContext: ctx,
                compileAll,
                renderAll: (pages, site) => executor.renderMdx(pages, site, ctx, { components, theme: input.theme }),
                ...(input.bundled ? { bundled: input.bundled } : {}),
              }),
            )
          : undefined,
      ]);
      if (fromMdx) {
        for (const [path, r] of fromMdx.byPath) fromMd.set(path, r);
        mdx.files = fromMdx.files;
        mdx.inputs = fromMdx.inputs;
        mdx.swizzled = fromMdx.swizzled;
        mdx.diagnostics = fromMdx.diagnostics;
      }
      return fromMd;
    },
    (j) => j.readAs === 'mdx',
  );
  const { rendered, diagnostics } = collectPages(routes.renderable, byPath, assetUrls);
  diagnostics.push(...(mdx.diagnostics ?? []));
  // A failed bundle read no file as far as anyone knows: no component is called unused then.
  const bundleFailed = !mdx.inputs.length && diagnostics.some((d) => d.severity === 'error');
  const inputs = bundleFailed ? undefined : mdx.inputs;
  diagnostics.push(...(await siteNotes(config, routes, { swizzled, prismRun, inputs })));
  return {
    rendered,
    assetUrls,
    diagnostics,
    files: mdx.files,
    inputs: mdx.inputs,
    markdownPluginInputs: loaded.flatMap((p) => p.inputs),
    compiled,
    ...(mdx.swizzled ? { swizzled: mdx.swizzled } : {}),
  };
}

/**
 * Each page's result by its file, their problems, and the images outside the content folders they
 * name added to the content's images to copy (outside-images.ts).
 */
function collectPages(
  renderable: ContentInput['routes']['renderable'],
  byPath: ReadonlyMap<string, RenderedContent>,
  assetUrls: Content['assetUrls'],
): { rendered: Map<SourceFile, RenderedContent>; diagnostics: Diagnostic[] } {
  const rendered = new Map<SourceFile, RenderedContent>();
  const diagnostics: Diagnostic[] = [];
  for (const { file } of renderable) {
    const out = byPath.get(file.absPath)!;
    rendered.set(file, out);
    // A problem whose source is another file (a component) is marked with the page it showed on,
    // so the run reports it once with its pages (diagnostics.ts mergeRepeats).
    for (const d of out.diagnostics) diagnostics.push(shownOn(d, file.relPath));
    for (const [abs, image] of out.outsideImages ?? []) assetUrls.set(abs, image);
  }
  return { rendered, diagnostics };
}

/** What the site's own code asks of the browser that zapsite does not do (swizzle-notes.ts, page-notes.ts). */
async function siteNotes(
  config: ResolvedConfig,
  routes: RoutePlan,
  run: { swizzled: Record<string, string>; prismRun: PrismRunNote; inputs: string[] | undefined },
): Promise<Diagnostic[]> {
  const configFile = config.configFile ? relative(config.root, config.configFile) : undefined;
  const prismNote = { ...run.prismRun, additionalLanguages: config.prism.additionalLanguages ?? [] };
  // The playgrounds' island reads the site's ReactLiveScope (theme/docusaurus/LivePlayground.tsx), not the pages' bundle.
  const liveScope = config.markdown.liveCodeBlocks ? siteOverride(config.root, 'ReactLiveScope') : undefined;
  const notes = await swizzleNotes(
    config.root,
    run.swizzled,
    { ...prismNote, ...(configFile ? { configFile } : {}) },
    run.inputs && liveScope ? [...run.inputs, liveScope] : run.inputs,
  );
  const files = routes.renderable.map((r) => r.file);
  // The files the config marks interactive (pages hydrate whole, components as islands).
  const hydrated = interactiveFiles(config.root, config.markdown.interactive, config.markdown.interactiveFrom);
  return [
    ...notes,
    ...markdownBlockNotes(config.markdown.format, run.swizzled, files),
    ...staticPageNotes(files, hydrated),
    ...staticComponentNotes(config.root, run.inputs, hydrated),
  ];
}

/** The languages the site's content is written in, loaded on this thread (highlight.ts writtenLanguages). */
async function siteLanguages(routes: RoutePlan): Promise<string[]> {
  const languages = writtenLanguages(routes.renderable.map((r) => r.file.text));
  await preloadLanguages(languages);
  return languages;
}

/**
 * The site's Prism languages. On the classic theme (a Docusaurus site), code is coloured as
 * Docusaurus colours it: its languages, and, when the config names a Prism theme, its tokens
 * written as Docusaurus writes them.
 */
function sitePrismFor(config: ResolvedConfig, routes: RoutePlan): ReturnType<typeof sitePrismRef> {
  const { theme, darkTheme } = config.prism;
  const light = theme ?? darkTheme;
  const classic =
    config.theme.name === 'classic'
      ? { docusaurusLanguages: true, ...(light ? { themes: { light, dark: darkTheme ?? light } } : {}) }
      : {};
  return sitePrismRef(
    config.root,
    config.prism.additionalLanguages ?? [],
    () => generatedData(config, routes),
    classic,
  );
}
