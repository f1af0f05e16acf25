// The site's own pages (src/pages), the search and 404 pages, and the redirect pages.
import { applyTrailingSlash, generatedRoute, isPartial, linkPath, pageRoute, urlsByKey } from '../permalinks.ts';
import { isExternal } from '../urls.ts';
import type { PlanState } from './state.ts';
import type { PlannedPage } from '../graph.ts';
import { themeWords } from '../../i18n/theme-defaults.ts';

/** Where the 404 page is written, as hosts look for it. */
export const NOT_FOUND_URL = '/404.html';

export function planSitePages(state: PlanState): void {
  const { config, sources, fronts, trailingSlash, planned, fileUrls, renderable, includeDrafts } = state;
  for (const file of sources.filter((s) => s.kind === 'page' && !isPartial(s.contentPath))) {
    const fm = fronts.get(file)!.frontMatter;
    // As Docusaurus's pages plugin: a draft is left out of a production build, an unlisted page is
    // built but kept out of the sitemap, search and search engines (the theme says so above it).
    if (fm.draft === true && !includeDrafts) continue;
    const path = file.contentPath.replace(/\.(mdx?|[jt]sx?)$/i, '').replace(/(^|\/)index$/i, '');
    const url =
      file.route?.path === NOT_FOUND_URL
        ? NOT_FOUND_URL
        : file.route
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
      ...(fm.unlisted === true ? { noindex: true } : {}),
    });
  }

  const { searchPagePath } = config.search;
  const searchPath = searchPagePath === false ? undefined : generatedRoute(trailingSlash, searchPagePath);
  if (searchPath && !planned.some((p) => p.url === searchPath))
    planned.push({
      url: searchPath,
      layout: 'search',
      source: null,
      frontMatter: {},
      // Docusaurus's search page title, in the site's language on the classic theme.
      title: themeWords(config).text('theme.SearchPage.emptyResultsTitle', 'Search the documentation'),
    });
  // The site's swizzled NotFound, if any, is already planned there (build-stages.ts scan), kept out of the sitemap.
  const siteNotFound = planned.find((p) => p.url === NOT_FOUND_URL);
  if (siteNotFound) siteNotFound.noindex = true;
  else
    planned.push({ url: NOT_FOUND_URL, layout: 'not-found', source: null, frontMatter: {}, title: 'Page not found' });
  for (const r of config.redirects) planned.push(redirectPage(applyTrailingSlash(r.from, trailingSlash), r.to));
}

/** A redirect's page at `url`, to `to`: the config's redirects and those its options make (redirect-pages.ts). */
export function redirectPage(url: string, to: string): PlannedPage {
  return {
    url,
    layout: 'redirect',
    source: null,
    frontMatter: {},
    title: 'Redirecting…',
    redirectTo: to,
    noindex: true,
  };
}

/** A redirect's target in the form of the page it names (the page, not a redirect from another spelling of its path). */
export function retargetRedirects(state: PlanState): void {
  const { planned, trailingSlash } = state;
  const pageByKey = urlsByKey(planned);
  for (const p of planned)
    if (p.redirectTo && !isExternal(p.redirectTo))
      p.redirectTo = linkPath(
        p.redirectTo,
        (key) => pageByKey.get(key),
        () => false,
        trailingSlash,
      );
}
