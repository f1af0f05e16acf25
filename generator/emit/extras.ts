// Files besides pages: sitemap, _redirects, feeds, llms.txt and the search index.
import type { ResolvedConfig } from '../config/schema.ts';
import type { RenderedContent } from '../content/markdown.ts';
import type { Graph } from '../routes/graph.ts';
import type { SiteData, SourceFile } from '../types.ts';
import { feedFiles } from './feeds.ts';
import { sitemap } from './sitemap.ts';
import { searchFiles } from '../search/files.ts';
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
    { path: 'sitemap.xml', data: await sitemap(input) },
    { path: '_redirects', data: redirectsFile(input) },
    ...feedFiles(input),
    // Imported only when asked for: it reads Markdown with remark and MDX, which a site may not load otherwise.
    ...(llms && (llms.generateLLMsTxt || llms.generateLLMsFullTxt)
      ? (await import('./llms.ts')).llmsFiles(input.config, input.graph, input.llmsDocs)
      : []),
    // No search box and no search page (config/search-box.ts): the index would serve nothing.
    ...(opts.search === false || input.config.search.searchPagePath === false ? [] : searchFiles(input)),
  ];
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
