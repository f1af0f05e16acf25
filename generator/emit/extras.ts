// Files besides pages: sitemap, _redirects, feeds, llms.txt and the search index.
import type { ResolvedConfig } from '../config/schema.ts';
import type { RenderedContent } from '../content/markdown.ts';
import type { Graph } from '../routes/graph.ts';
import type { SiteData, SourceFile } from '../types.ts';
import { feedFiles } from './feeds.ts';
import { searchFiles } from '../search/files.ts';
import { pageKey } from '../routes/permalinks.ts';
import { withBase } from '../routes/urls.ts';
import { encodeHref } from '../../theme/shared/url-path.ts';

export interface ExtrasInput {
  config: ResolvedConfig;
  site: SiteData;
  graph: Graph;
  rendered: Map<SourceFile, RenderedContent>;
  /** Cleaned feed HTML per post URL, kept between builds (BuildCache.feedHtml). */
  feedHtml?: Map<string, { html: string; out: string }>;
  /** Each doc's Markdown cleaned for llms-full.txt, kept between builds (BuildCache.llmsDocs). */
  llmsDocs?: KeptLlmsDocs;
}

import type { KeptLlmsDocs } from './llms.ts';

export type OutFile = { path: string; data: string | Uint8Array };

export async function extraFiles(input: ExtrasInput, opts: { search?: boolean } = {}): Promise<OutFile[]> {
  const llms = input.config.llms;
  return [
    { path: 'sitemap.xml', data: sitemap(input) },
    { path: '_redirects', data: redirectsFile(input) },
    ...feedFiles(input),
    // Imported only when asked for: it reads Markdown with remark and MDX, which a site may not load otherwise.
    ...(llms && (llms.generateLLMsTxt || llms.generateLLMsFullTxt)
      ? (await import('./llms.ts')).llmsFiles(input.config, input.graph, input.llmsDocs)
      : []),
    ...(opts.search === false ? [] : searchFiles(input)),
  ];
}

/** Glob match of a URL path: "**" spans folders, "*" stays within one. Anchored at both ends. */
function matchesPattern(url: string, pattern: string): boolean {
  const re = pattern
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*');
  return new RegExp(`^${re}$`).test(url);
}

function sitemapUrls(input: ExtrasInput): string[] {
  const { config, graph } = input;
  const patterns = config.sitemap.ignorePatterns;
  return (
    graph.pages
      .filter((p) => p.layout !== 'redirect' && p.layout !== 'not-found' && !p.noindex && !p.unlisted)
      .map((p) => p.url)
      // Patterns are matched against the slash form, so "**/tags/**" means the same in every trailingSlash mode.
      .filter((url) => !patterns.some((pat) => matchesPattern(pageKey(url), pat)))
      .sort()
  );
}

function sitemap(input: ExtrasInput): string {
  const { config } = input;
  const base = config.baseUrl.replace(/\/$/, '');
  const urls = sitemapUrls(input)
    .map(
      (u) =>
        `<url><loc>${escapeXml(config.url + encodeHref(base + u))}</loc><changefreq>${config.sitemap.changefreq}</changefreq><priority>${config.sitemap.priority}</priority></url>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`;
}

/** Netlify's _redirects: each redirect from both spellings of its path, to the target in its page's form. */
function redirectsFile(input: ExtrasInput): string {
  const base = input.config.baseUrl.replace(/\/$/, '');
  return (
    input.graph.pages
      .filter((p) => p.layout === 'redirect')
      .flatMap((p) => {
        // Netlify splits a line at whitespace, so both paths go percent-encoded.
        const from = encodeHref(base + p.url.replace(/\/$/, ''));
        const to = withBase(input.config.baseUrl, p.redirectTo!);
        return [`${from} ${to} 301`, `${from}/ ${to} 301`];
      })
      .join('\n') + '\n'
  );
}

function escapeXml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
