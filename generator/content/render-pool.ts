// Pass B's jobs and the data every renderer of them shares: in this thread, or in the build
// workers of ../workers/pool.ts.
import { linkedFile, outsideImage } from './outside-images.ts';
import type { AdmonitionKeywords } from './admonitions.ts';
import { renderMarkdown, type ContentComponents, type LinkResolver, type RenderedContent } from './markdown.ts';
import type { MagicComment } from '../../theme/shared/magic-comments.ts';
import type { SitePluginsRef } from './site-plugins.ts';
import type { SitePrismRef } from './site-prism.ts';
import type { ResolvedConfig } from '../config/schema.ts';
import type { BlogPostSummary, ContentKind, SourceFile } from '../types.ts';
import type { ThemeTexts } from '../i18n/pass.ts';
import { pageKey, type TrailingSlash } from '../routes/permalinks.ts';

export interface RenderJob {
  file: SourceFile;
  body: string;
  url: string;
  /**
   * A build worker keeps this file's HTML and returns it empty: the page is rendered by the same
   * worker later, so the HTML never crosses threads (on 10,000 pages, ~300 MB not copied twice).
   */
  holdHtml?: boolean;
  /** A `.md` file read with MDX's rules (content/mdx-fast-path.ts). */
  asMdx?: boolean;
  /** Parse with micromark (`markdown.fastPath: false`). */
  micromark?: boolean;
}

/** Everything a worker needs to resolve links and images, as plain data. */
export interface ResolverData {
  baseUrl: string;
  /** In another locale's build, the default locale's base URL (LinkResolver.siteBaseUrl). */
  siteBaseUrl?: string;
  trailingSlash: TrailingSlash;
  contentDirs: Partial<Record<ContentKind, string>>;
  versionDirs?: Record<string, string>;
  siteDir: string;
  staticDir?: string;
  fileUrls: [string, string][];
  /** Every page's URL, so a link to one is written in its form. */
  pages: string[];
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
  /** Left out, as onBrokenImages. */
  onBrokenHtmlImages?: ResolvedConfig['onBrokenHtmlImages'];
  /** The config's `prism.magicComments`; left out, the default ones. */
  magicComments?: readonly MagicComment[];
  /** `themeConfig`-style mermaid settings when `markdown.mermaid` is on: ```mermaid blocks become diagrams. */
  mermaid?: { light: string; dark: string; options: Record<string, unknown> };
  /** `markdown.liveCodeBlocks`: ```jsx live blocks become playgrounds. */
  liveCodeBlocks?: boolean;
  /** `markdown.anchors.maintainCase`: heading ids keep the text's case (heading-slugger.ts). */
  anchorsMaintainCase?: boolean;
  /** `markdown.emoji` off: shortcodes stay as written (emoji.ts). */
  emoji?: false;
  /** The site's remark and rehype plugins, when it has any (site-plugins.ts). */
  plugins?: SitePluginsRef;
  /** The site's src/theme/prism-include-languages, run on each thread (site-prism.ts). */
  sitePrism?: SitePrismRef;
  /** The languages its code is written in, loaded on each thread before anything is highlighted (highlight.ts writtenLanguages). */
  languages?: string[];
  /** The classic theme's own text in the locale being built (theme/classic/theme-text.tsx). */
  themeTexts?: ThemeTexts;
  /** The site's admonition keywords (`markdown.admonitions`), set on each thread before anything is read (admonitions.ts). */
  admonitions?: AdmonitionKeywords;
}

function makeResolver(data: ResolverData, pageUrl: string): LinkResolver {
  const fileUrls = new Map(data.fileUrls);
  const assets = new Map(data.assets);
  const contentAssets = new Set(data.contentAssets);
  const statics = new Map(data.staticFiles);
  const pages = new Map(data.pages.map((url) => [pageKey(url), url]));
  return {
    pageUrl,
    baseUrl: data.baseUrl,
    ...(data.siteBaseUrl ? { siteBaseUrl: data.siteBaseUrl } : {}),
    trailingSlash: data.trailingSlash,
    contentDirs: data.contentDirs,
    ...(data.versionDirs ? { versionDirs: data.versionDirs } : {}),
    siteDir: data.siteDir,
    ...(data.staticDir ? { staticDir: data.staticDir } : {}),
    urlForFile: (abs) => fileUrls.get(abs),
    pageForKey: (key) => pages.get(key),
    asset: (abs) => assets.get(abs) ?? (contentAssets.has(abs) ? { url: abs } : undefined),
    staticFile: (p) => statics.get(p),
    outsideImage: (abs) => outsideImage(abs, data.baseUrl),
    linkedFile: (abs) => linkedFile(abs, data.baseUrl),
  };
}

/** A resolver factory that builds its maps once and shares them across pages. */
export function resolverFactory(data: ResolverData): (pageUrl: string) => LinkResolver {
  const shared = makeResolver(data, '/');
  return (pageUrl) => ({ ...shared, pageUrl });
}

/** A renderer of jobs for one thread: the resolver's maps are built once and shared. */
export function jobRenderer(
  ctx: PoolContext,
  components: ContentComponents,
): (job: RenderJob) => Promise<RenderedContent> {
  const resolverFor = resolverFactory(ctx.resolver);
  return (job) =>
    renderMarkdown({
      file: job.file,
      body: job.body,
      resolver: resolverFor(job.url),
      components,
      onBrokenMarkdownLinks: ctx.onBrokenMarkdownLinks,
      onBrokenImages: ctx.onBrokenImages,
      onBrokenHtmlImages: ctx.onBrokenHtmlImages,
      magicComments: ctx.magicComments,
      mermaid: ctx.mermaid !== undefined,
      asMdx: job.asMdx,
      micromark: job.micromark,
      plugins: ctx.plugins,
    });
}
