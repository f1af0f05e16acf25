// What every page shares: the site's data for the theme (from the config and the blog plan), and
// the whole sidebar as one content-hashed file that collapsed categories load their items from.
import { createHash } from 'node:crypto';
import type { ResolvedConfig } from '../config/schema.ts';
import type { BlogPlan } from '../routes/blog.ts';
import type { SidebarItem, SiteData } from '../types.ts';

/** The whole sidebar, once, content-hashed: collapsed categories load their items from it. */
export function sidebarDataFile(sidebar: SidebarItem[], baseUrl: string): { path: string; url: string; data: string } | undefined {
  if (!sidebar.length) return undefined;
  const data = JSON.stringify(sidebar);
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 10);
  const path = `assets/sidebar-${hash}.json`;
  return { path, url: `${baseUrl}${path}`, data };
}

export function siteData(config: ResolvedConfig, blog: BlogPlan | undefined): SiteData {
  const s = config.search;
  const base = config.baseUrl.replace(/\/$/, '');
  return {
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    baseUrl: config.baseUrl,
    htmlLang: config.htmlLang,
    direction: config.direction,
    favicon: config.favicon,
    image: config.image,
    navbar: config.navbar,
    footer: config.footer,
    analyticsAttribute: config.analyticsAttribute,
    colorMode: config.colorMode,
    announcementBar: config.announcementBar,
    search: {
      indexName: s.indexName,
      hosted: s.appId && s.apiKey ? { appId: s.appId, apiKey: s.apiKey, hosts: s.hosts } : undefined,
      fallbackToLocal: s.fallbackToLocal,
      insights: s.insights,
      replaceSearchResultPathname: s.replaceSearchResultPathname,
      searchPagePath: s.searchPagePath,
      askAi: s.askAi,
      missingResultsUrl: s.missingResultsUrl,
      docsTag: config.docs ? `docs-default-${config.docs.version.name}` : 'default',
    },
    docsVersion: config.docs ? config.docs.version : undefined,
    blogTitle: config.blog ? config.blog.title : undefined,
    showReadingTime: config.blog ? config.blog.showReadingTime : false,
    docsPath: config.docs ? `/${config.docs.routeBasePath}/` : undefined,
    blogPath: config.blog ? `/${config.blog.routeBasePath}/` : undefined,
    feeds:
      config.blog && blog
        ? config.blog.feedTypes.map((t) => ({
            type: t === 'rss' ? 'application/rss+xml' : t === 'atom' ? 'application/atom+xml' : 'application/json',
            href: `${base}/${config.blog ? config.blog.routeBasePath : 'blog'}/${t === 'rss' ? 'rss.xml' : t === 'atom' ? 'atom.xml' : 'feed.json'}`,
            title: `${config.title} ${t === 'json' ? 'JSON Feed' : t === 'rss' ? 'RSS Feed' : 'Atom Feed'}`,
          }))
        : [],
  };
}
