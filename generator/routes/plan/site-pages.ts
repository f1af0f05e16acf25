// The site's own pages (src/pages), the search and 404 pages, and the redirect pages.
import { applyTrailingSlash, generatedRoute, isPartial, linkPath, pageKey, pageRoute } from '../permalinks.ts';
import { isExternal } from '../urls.ts';
import type { PlanState } from './state.ts';

export function planSitePages(state: PlanState): void {
  const { config, sources, fronts, trailingSlash, planned, fileUrls, renderable } = state;
  for (const file of sources.filter((s) => s.kind === 'page' && !isPartial(s.contentPath))) {
    const fm = fronts.get(file)!.frontMatter;
    const path = file.contentPath.replace(/\.(mdx?|[jt]sx?)$/i, '').replace(/(^|\/)index$/i, '');
    const url = file.route
      ? applyTrailingSlash(file.route.path, trailingSlash)
      : pageRoute(file.contentPath, fm, trailingSlash);
    fileUrls.set(file.absPath, url);
    renderable.push({ file, url });
    planned.push({
      url,
      layout: fm.layout === 'home' ? 'home' : 'page',
      source: file,
      frontMatter: fm,
      title: typeof fm.title === 'string' ? fm.title : (fronts.get(file)!.firstHeading ?? path),
    });
  }

  const searchPath = generatedRoute(trailingSlash, config.search.searchPagePath);
  if (!planned.some((p) => p.url === searchPath))
    planned.push({
      url: searchPath,
      layout: 'search',
      source: null,
      frontMatter: {},
      title: 'Search the documentation',
    });
  planned.push({ url: '/404.html', layout: 'not-found', source: null, frontMatter: {}, title: 'Page not found' });
  for (const r of config.redirects) {
    planned.push({
      url: applyTrailingSlash(r.from, trailingSlash),
      layout: 'redirect',
      source: null,
      frontMatter: {},
      title: 'Redirecting…',
      redirectTo: r.to,
      noindex: true,
    });
  }
}

/** A redirect's target in the form of the page it names. */
export function retargetRedirects(state: PlanState): void {
  const { planned, trailingSlash } = state;
  const pageByKey = new Map(planned.map((p) => [pageKey(p.url), p.url]));
  for (const p of planned)
    if (p.redirectTo && !isExternal(p.redirectTo))
      p.redirectTo = linkPath(
        p.redirectTo,
        (key) => pageByKey.get(key),
        () => false,
        trailingSlash,
      );
}
