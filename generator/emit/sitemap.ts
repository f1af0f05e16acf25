// sitemap.xml, as Docusaurus's sitemap plugin writes it: each listed page's URL, then `lastmod`,
// `changefreq` and `priority` where the options give them (null leaves one out). `lastmod` is the
// page's last update: a doc's front matter `last_update.date` where its docs show the last update
// time, else the last commit of the page's file (a page made by zapsite, such as a tag list, has none).
import type { ResolvedConfig } from '../config/schema.ts';
import { docsOptionsOf } from '../config/docs-instances.ts';
import { lastCommits, lastUpdateOf } from '../content/last-update.ts';
import type { Graph, GraphPage } from '../routes/graph.ts';
import { pageKey } from '../routes/permalinks.ts';
import { encodeHref } from '../../theme/shared/url-path.ts';

export async function sitemap(input: { config: ResolvedConfig; graph: Graph }): Promise<string> {
  const { config } = input;
  const { changefreq, priority, lastmod } = config.sitemap;
  const base = config.baseUrl.replace(/\/$/, '');
  const pages = sitemapPages(input);
  const updated = lastmod ? await lastUpdates(config, pages) : undefined;
  const urls = pages
    .map((p) => {
      const at = updated?.get(p);
      return (
        `<url><loc>${escapeXml(config.url + encodeHref(base + p.url))}</loc>` +
        (at !== undefined ? `<lastmod>${formatLastmod(at, lastmod!)}</lastmod>` : '') +
        (changefreq !== null ? `<changefreq>${changefreq}</changefreq>` : '') +
        (priority !== null ? `<priority>${priority}</priority>` : '') +
        '</url>'
      );
    })
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`;
}

/** `date`: the day (UTC), `datetime`: the instant, as Docusaurus formats them. */
function formatLastmod(at: number, format: 'date' | 'datetime'): string {
  const iso = new Date(at).toISOString();
  return format === 'date' ? iso.slice(0, 10) : iso;
}

function sitemapPages(input: { config: ResolvedConfig; graph: Graph }): GraphPage[] {
  const { config, graph } = input;
  const patterns = config.sitemap.ignorePatterns;
  return (
    graph.pages
      .filter((p) => p.layout !== 'redirect' && p.layout !== 'not-found' && !p.noindex && !p.unlisted)
      // Patterns are matched against the slash form, so "**/tags/**" means the same in every trailingSlash mode.
      .filter((p) => !patterns.some((pat) => matchesPattern(pageKey(p.url), pat)))
      .sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0))
  );
}

/** Each page's last update (ms), where it has one; git is asked once for every page's file. */
async function lastUpdates(config: ResolvedConfig, pages: GraphPage[]): Promise<Map<GraphPage, number>> {
  const commits = await lastCommits(
    config.root,
    pages.flatMap((p) => (p.source ? [p.source.absPath] : [])),
  );
  const out = new Map<GraphPage, number>();
  for (const page of pages) {
    if (!page.source) continue;
    const commit = commits.get(page.source.absPath);
    const docs = page.layout === 'doc' ? docsOptionsOf(config, page.planned.instance) : undefined;
    // Where the docs show the update time, Docusaurus takes front matter's date first, as the page shows it.
    const at = docs?.showLastUpdateTime
      ? lastUpdateOf({ time: true, author: false }, page.frontMatter, commit)?.at
      : commit?.at;
    if (at !== undefined) out.set(page, at);
  }
  return out;
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

function escapeXml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
