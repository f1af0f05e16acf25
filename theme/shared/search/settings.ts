// The search settings the islands get as props, from the site data the server renders with.
import type { PageRenderData, SiteData } from '../types.ts';
import type { SearchSettings } from './types.ts';
import { LANGUAGE } from './constants.ts';

/** The `to` of a navbar or footer link to this path (in either trailing-slash spelling), as the site writes it. */
function linkTo(site: SiteData, path: string): string | undefined {
  const same = (to?: string) => !!to && to.replace(/#.*$/, '').replace(/\/?$/, '/') === path;
  const items = [...site.navbar.items, ...site.footer.links.flatMap((g) => g.items)];
  return items
    .map((i) => ('to' in i ? i.to : undefined))
    .find(same)
    ?.replace(/#.*$/, '');
}

export function searchSettings(site: SiteData): SearchSettings {
  const s = site.search;
  const base = site.baseUrl.endsWith('/') ? site.baseUrl : `${site.baseUrl}/`;
  // A site-wide "report a problem" address, when the config gives one; else the contact page the site links to.
  const explicit = (s as { missingResultsUrl?: string }).missingResultsUrl;
  const contact = linkTo(site, '/contact/');
  return {
    indexName: s.indexName,
    ...(s.hosted ? { hosted: s.hosted } : {}),
    fallbackToLocal: s.fallbackToLocal,
    insights: s.insights,
    ...(s.replaceSearchResultPathname ? { replaceSearchResultPathname: s.replaceSearchResultPathname } : {}),
    searchPagePath: s.searchPagePath,
    askAi: s.askAi,
    docsTag: s.docsTag,
    // Docusaurus's contextual search filters on the locale being read: a French page finds French pages.
    ...(locale(site) !== LANGUAGE ? { language: locale(site) } : {}),
    baseUrl: base,
    ...(s.pageUrl ? { pageUrl: s.pageUrl } : {}),
    ...(explicit
      ? { missingResultsUrl: explicit }
      : contact
        ? { missingResultsUrl: `${base}${contact.slice(1)}` }
        : {}),
  };
}

/** The locale a page is in, as Docusaurus's search metadata names it (theme/classic/search-metadata.ts). */
export function locale(site: SiteData): string {
  return site.locales?.current ?? site.htmlLang;
}

/** The results page, with the query when there is one. */
export function searchPageUrl(
  settings: Pick<SearchSettings, 'baseUrl' | 'searchPagePath' | 'pageUrl'>,
  query?: string,
): string {
  const path = settings.pageUrl
    ? `${settings.baseUrl}${settings.pageUrl.slice(1)}`
    : `${settings.baseUrl}${settings.searchPagePath.replace(/^\/+|\/+$/g, '')}/`;
  return query ? `${path}?q=${encodeURIComponent(query)}` : path;
}

/**
 * A docs page's `docsearch:docusaurus_tag`: its version's tag, or on a docs instance without versions
 * its one version's, `docs-<id>-current` (Docusaurus's form); else the default docs' last version.
 */
export function docsearchTag(data: PageRenderData): string {
  return data.version?.tag ?? (data.page.pluginId ? `docs-${data.page.pluginId}-current` : data.site.search.docsTag);
}

/** The facet search filters by from this page (Docusaurus's contextual search): a docs page's own, else the site's. */
function pageSearchTag(data: PageRenderData): string {
  return data.version?.tag ?? (data.page.layout === 'doc' ? docsearchTag(data) : data.site.search.docsTag);
}

/**
 * The search settings from this page, as Docusaurus's contextual search filters: the page's docs
 * version, and every other docs instance's last version (with several instances).
 */
export function pageSearchSettings(data: PageRenderData): SearchSettings {
  const settings = { ...searchSettings(data.site), docsTag: pageSearchTag(data) };
  const { instanceTags } = data.site.search;
  if (!instanceTags) return settings;
  const own = data.page.layout === 'doc' ? (data.page.pluginId ?? 'default') : data.version ? 'default' : undefined;
  const docsTags = Object.entries({ default: data.site.search.docsTag, ...instanceTags })
    .filter(([id, tag]) => id !== own && tag !== 'default' && tag !== settings.docsTag)
    .map(([, tag]) => tag);
  return docsTags.length ? { ...settings, docsTags } : settings;
}
