// The search settings the islands get as props, from the site data the server renders with.
import type { SiteData } from '../types.ts';
import type { SearchSettings } from './types.ts';

function hasLinkTo(site: SiteData, path: string): boolean {
  const same = (to?: string) => !!to && to.replace(/#.*$/, '').replace(/\/?$/, '/') === path;
  return site.navbar.items.some((i) => 'to' in i && same(i.to)) || site.footer.links.some((g) => g.items.some((i) => same(i.to)));
}

export function searchSettings(site: SiteData): SearchSettings {
  const s = site.search;
  const base = site.baseUrl.endsWith('/') ? site.baseUrl : `${site.baseUrl}/`;
  // A site-wide "report a problem" address, when the config gives one; else the contact page the site links to.
  const explicit = (s as { missingResultsUrl?: string }).missingResultsUrl;
  return {
    indexName: s.indexName,
    ...(s.hosted ? { hosted: s.hosted } : {}),
    fallbackToLocal: s.fallbackToLocal,
    insights: s.insights,
    ...(s.replaceSearchResultPathname ? { replaceSearchResultPathname: s.replaceSearchResultPathname } : {}),
    searchPagePath: s.searchPagePath,
    askAi: s.askAi,
    docsTag: s.docsTag,
    baseUrl: base,
    ...(explicit ? { missingResultsUrl: explicit } : hasLinkTo(site, '/contact/') ? { missingResultsUrl: `${base}contact/` } : {}),
  };
}

/** The results page, with the query when there is one. */
export function searchPageUrl(settings: Pick<SearchSettings, 'baseUrl' | 'searchPagePath'>, query?: string): string {
  const path = `${settings.baseUrl}${settings.searchPagePath.replace(/^\/+|\/+$/g, '')}/`;
  return query ? `${path}?q=${encodeURIComponent(query)}` : path;
}
