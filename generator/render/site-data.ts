// What every page shares: the site's data for the theme (from the config and the blog plan), and
// the whole sidebar as one content-hashed file that collapsed categories load their items from.
import { createHash } from 'node:crypto';
import type { BlogOptions, ResolvedConfig } from '../config/schema.ts';
import { docOrIndex } from '../routes/plan/navbar-items.ts';
import { firstLinkOf } from '../routes/sidebars-file.ts';
import { generatedRoute, linkPath, urlsByKey } from '../routes/permalinks.ts';
import type { RoutePlan } from '../routes/plan.ts';
import type { InstancePlan } from '../routes/plan/docs-pages.ts';
import type { DropdownLink, SidebarItem, SiteData } from '../types.ts';
import { versionLookup, versionTag } from './versions.ts';
import { siteLocales } from '../i18n/locales.ts';
import { themeMessages } from '../i18n/theme-defaults.ts';

/** Each sidebar, once, content-hashed: collapsed categories load their items from it. */
export function sidebarDataFiles(
  sidebars: Record<string, SidebarItem[]>,
  baseUrl: string,
): Record<string, { path: string; url: string; data: string }> {
  const out: Record<string, { path: string; url: string; data: string }> = {};
  for (const [name, items] of Object.entries(sidebars)) {
    const file = sidebarDataFile(items, baseUrl);
    if (file) out[name] = file;
  }
  return out;
}

function sidebarDataFile(
  sidebar: SidebarItem[],
  baseUrl: string,
): { path: string; url: string; data: string } | undefined {
  if (!sidebar.length) return undefined;
  const data = JSON.stringify(sidebar);
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 10);
  const path = `assets/sidebar-${hash}.json`;
  return { path, url: `${baseUrl}${path}`, data };
}

type NavbarItem = ResolvedConfig['navbar']['items'][number];

/**
 * A docs sidebar as the navbar's items and the docs pages name it: its name, after its docs
 * instance's id for a further instance. A `doc` or `docSidebar` item is active on every doc of its
 * sidebar, as Docusaurus's are.
 */
export function docsSidebarKey(instance: string | undefined, name: string): string {
  return instance && instance !== 'default' ? `${instance}/${name}` : name;
}

/** The sidebar, among `sidebars`, that lists the doc `docId`. */
function sidebarHolding(sidebars: Record<string, SidebarItem[]>, docId: string): string | undefined {
  const holds = (items: readonly SidebarItem[]): boolean =>
    items.some((i) => ('docId' in i && i.docId === docId) || (i.type === 'category' && holds(i.items)));
  return Object.keys(sidebars).find((name) => holds(sidebars[name]!));
}

/**
 * A `docSidebar` or `docsVersion` item that names a further docs instance (docsPluginId), resolved
 * against that instance's last version; per-version links are the default docs'. Undefined for any
 * other item (a `doc` item: docLink).
 */
function instanceItem(
  item: NavbarItem,
  instances: RoutePlan['instances'] | undefined,
  to: (href: string) => string,
): (Exclude<NavbarItem, { type: 'dropdown' }> & { to?: string; sidebarKey?: string }) | undefined {
  const id = 'docsPluginId' in item ? item.docsPluginId : undefined;
  const instance = id && id !== 'default' ? instances?.find((p) => p.id === id) : undefined;
  if (!instance) return undefined;
  const own = instance.versions.find((v) => v.version.isLast);
  if (item.type === 'docSidebar')
    return {
      ...item,
      to: firstLinkOf(own?.sidebars[item.sidebarId] ?? [])?.href,
      sidebarKey: docsSidebarKey(id, item.sidebarId),
    };
  if (item.type === 'docsVersion') {
    const main = versionLookup(instance.versions)
      .linksFor(undefined, undefined)
      .find((l) => l.active)?.href;
    return { ...item, label: item.label ?? own?.version.label, to: item.to ? to(item.to) : main };
  }
  return undefined;
}

type PerVersion = (at: (v: RoutePlan['versions'][number]) => string | undefined) => { toIn?: Record<string, string> };
type DocRoutes = Pick<RoutePlan, 'docs'> & Partial<Pick<RoutePlan, 'instances' | 'versions'>>;

/**
 * A `doc` item's link, in a dropdown or not: its doc in the last version of its docs instance
 * (`docsPluginId`), and for the default docs of a versioned site its doc in each version (`toIn`: a
 * page of a version links that version's), labelled with its doc id unless it has a label, as
 * Docusaurus's DocNavbarItem labels it.
 */
function docLink(
  item: { docId: string; docsPluginId?: string; label?: string },
  routes: DocRoutes,
  perVersion: PerVersion,
): { label?: string; to?: string; toIn?: Record<string, string> } {
  const id = item.docsPluginId;
  const instance = id && id !== 'default' ? routes.instances?.find((p) => p.id === id) : undefined;
  const last = (instance ? instance.versions : routes.versions)?.find((v) => v.version.isLast);
  const doc = docOrIndex(
    { docs: instance ? instance.docs : routes.docs, generatedIndexes: last?.generatedIndexes },
    item.docId,
  );
  return {
    label: item.label ?? item.docId,
    to: doc?.url,
    ...(instance ? {} : perVersion((v) => docOrIndex(v, item.docId)?.url)),
  };
}

/** A dropdown's item as a link: a `to` in the linked page's form, a `doc` item as docLink gives it. */
function dropdownItem(
  item:
    | DropdownLink
    | { docId: string; docsPluginId?: string; label?: string; labelHtml?: string }
    | { type: 'html'; value: string; className?: string },
  routes: DocRoutes,
  to: (href: string) => string,
  perVersion: PerVersion,
): DropdownLink {
  if ('value' in item) return { html: item.value, ...(item.className ? { className: item.className } : {}) };
  if (!('docId' in item)) return item.html === undefined && item.to ? { ...item, to: to(item.to) } : item;
  const link = docLink(item, routes, perVersion);
  return { ...link, label: link.label ?? item.docId, ...(item.labelHtml ? { labelHtml: item.labelHtml } : {}) };
}

/** Settings the theme reads only when they differ from their defaults: a site without them renders as before. */
function changedSettings(
  config: ResolvedConfig,
): Pick<SiteData, 'titleDelimiter' | 'autoCollapseCategories' | 'hideableSidebar'> {
  const { theme } = config;
  return {
    ...(config.titleDelimiter !== '|' ? { titleDelimiter: config.titleDelimiter } : {}),
    ...(theme.autoCollapseCategories ? { autoCollapseCategories: true as const } : {}),
    ...(theme.hideableSidebar ? { hideableSidebar: true as const } : {}),
  };
}

/**
 * The theme's links, decided here: a navbar or footer `to` in the linked page's own form (the
 * trailing-slash rule, as Docusaurus's Link applies it), a `doc` item's doc and a `docSidebar`
 * item's first doc, and the search, docs and blog pages.
 */
export function siteData(
  config: ResolvedConfig,
  routes: Pick<RoutePlan, 'blog' | 'docs' | 'sidebars' | 'planned' | 'versions'> &
    Partial<Pick<RoutePlan, 'instances' | 'blogInstances'>>,
): SiteData {
  const { blog } = routes;
  const base = config.baseUrl.replace(/\/$/, '');
  const pages = urlsByKey(routes.planned);
  const to = (href: string): string =>
    linkPath(
      href,
      (key) => pages.get(key),
      () => false,
      config.trailingSlash,
    );
  const last = routes.versions.find((v) => v.version.isLast);
  // By version name, on a versioned site: where a docs page of that version sends the item.
  const perVersion = (at: (v: RoutePlan['versions'][number]) => string | undefined) => {
    if (routes.versions.length < 2) return {};
    const entries = routes.versions.flatMap((v) => {
      const value = at(v);
      return value === undefined ? [] : [[v.version.name, value] as const];
    });
    return entries.length ? { toIn: Object.fromEntries(entries) } : {};
  };
  const mains = new Map(
    routes.versions.length > 1
      ? versionLookup(routes.versions)
          .linksFor(undefined, undefined)
          .map((l) => [l.name, l.href])
      : [],
  );
  const items = config.navbar.items.map((item) => {
    if (item.type === 'link' && item.to) return { ...item, to: to(item.to) };
    const inInstance = instanceItem(item, routes.instances, to);
    if (inInstance) return inInstance;
    if (item.type === 'dropdown')
      return { ...item, items: item.items.map((i) => dropdownItem(i, routes, to, perVersion)) };
    if (item.type === 'doc') {
      const holding = last && sidebarHolding(last.sidebars, item.docId);
      return { ...item, ...docLink(item, routes, perVersion), ...(holding ? { sidebarKey: holding } : {}) };
    }
    if (item.type === 'docSidebar')
      return {
        ...item,
        sidebarKey: item.sidebarId,
        to: firstLinkOf(last?.sidebars[item.sidebarId] ?? [])?.href,
        ...perVersion((v) => firstLinkOf(v.sidebars[item.sidebarId] ?? [])?.href),
      };
    if (item.type === 'docsVersion')
      return {
        ...item,
        ...(item.to ? {} : perVersion((v) => mains.get(v.version.name))),
        ...(item.label || routes.versions.length < 2
          ? {}
          : { labelIn: Object.fromEntries(routes.versions.map((v) => [v.version.name, v.version.label])) }),
        label: item.label ?? last?.version.label,
        to: item.to
          ? to(item.to)
          : last
            ? versionLookup(routes.versions)
                .linksFor(undefined, undefined)
                .find((l) => l.active)?.href
            : undefined,
      };
    if (item.type === 'docsVersionDropdown' || item.type === 'localeDropdown') {
      const fix = (i: { label: string; to?: string; href?: string; event?: string }) =>
        i.to ? { ...i, to: to(i.to) } : i;
      return {
        ...item,
        dropdownItemsBefore: item.dropdownItemsBefore.map(fix),
        dropdownItemsAfter: item.dropdownItemsAfter.map(fix),
      };
    }
    return item;
  });
  const fix = <T extends { to?: string } | { html: string }>(i: T): T =>
    'to' in i && i.to ? { ...i, to: to(i.to) } : i;
  const footer = {
    ...config.footer,
    links: config.footer.links.flatMap((g) => ('items' in g ? [{ ...g, items: g.items.map(fix) }] : [])),
    simpleLinks: config.footer.links.flatMap((l) => ('items' in l ? [] : [fix(l)])),
  };
  return {
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    baseUrl: config.baseUrl,
    htmlLang: config.htmlLang,
    direction: config.direction,
    ...localesOf(config),
    ...themeTranslationsOf(config),
    favicon: config.favicon,
    image: config.image,
    ...(config.metadata.length ? { metadata: config.metadata } : {}),
    ...changedSettings(config),
    navbar: { ...config.navbar, items },
    footer,
    themeName: config.theme.name,
    analyticsAttribute: config.analyticsAttribute,
    colorMode: config.colorMode,
    announcementBar: config.announcementBar,
    search: searchData(config, routes, last, routes.instances ?? []),
    docsVersion: config.docs && last ? { name: last.version.name, label: last.version.label, isLast: true } : undefined,
    docsPath: config.docs ? to(`/${config.docs.routeBasePath}/`) : undefined,
    ...blogFields(config, config.blog, blog),
    ...(routes.blogInstances?.length
      ? {
          blogInstances: Object.fromEntries(
            routes.blogInstances.map((b) => [b.id, blogFields(config, b.options, b.plan)]),
          ),
        }
      : {}),
    feeds: allFeedLinks(config, routes, base),
  };
}

type Version = RoutePlan['versions'][number];

function themeTranslationsOf(config: ResolvedConfig): Pick<SiteData, 'themeTranslations'> {
  const messages = themeMessages(config);
  return messages ? { themeTranslations: messages } : {};
}

/**
 * The locales the theme shows. A site built in one locale has none, except on the classic theme:
 * Docusaurus writes a page's hreflang links, and a localeDropdown lists the locale, for one locale
 * too. The locale's label (Intl's name for it, ~30 ms to load) is read only for a language menu.
 */
function localesOf(config: ResolvedConfig): Pick<SiteData, 'locales'> {
  if (config.locale) return { locales: siteLocaleData(config.locale) };
  if (config.theme.name !== 'classic') return {};
  const locales = siteLocales(config);
  const current = (locales.find((l) => l.isDefault) ?? locales[0]!).locale;
  const menu = config.navbar.items.some((i) => i.type === 'localeDropdown');
  return { locales: siteLocaleData({ current, locales }, menu) };
}

/** What the theme needs of the locales: the language menu (its labels when `labels`) and the hreflang links. */
function siteLocaleData(
  pass: Pick<NonNullable<ResolvedConfig['locale']>, 'current' | 'locales'>,
  labels = true,
): NonNullable<SiteData['locales']> {
  return {
    current: pass.current,
    all: pass.locales.map((l) => ({
      locale: l.locale,
      label: labels ? l.label : '',
      htmlLang: l.htmlLang,
      url: l.url,
      baseUrl: l.baseUrl,
      isDefault: l.isDefault,
    })),
  };
}

/** The search settings the theme reads: hosted or local, and the search page's URL. */
function searchData(
  config: ResolvedConfig,
  routes: Pick<RoutePlan, 'planned'>,
  last: Version | undefined,
  instances: readonly InstancePlan[],
): SiteData['search'] {
  const s = config.search;
  const instanceTags = Object.fromEntries(
    instances.map((i) => {
      const v = i.versions.find((p) => p.version.isLast) ?? i.versions[0];
      return [i.id, versionTag(v?.version.name ?? 'current', i.id)];
    }),
  );
  return {
    indexName: s.indexName,
    hosted: s.appId && s.apiKey ? { appId: s.appId, apiKey: s.apiKey, hosts: s.hosts } : undefined,
    fallbackToLocal: s.fallbackToLocal,
    insights: s.insights,
    replaceSearchResultPathname: s.replaceSearchResultPathname,
    // false only where no search box links to a page (config/search-box.ts): nothing reads it then.
    searchPagePath: s.searchPagePath || 'search',
    askAi: s.askAi,
    missingResultsUrl: s.missingResultsUrl,
    ...(s.searchBar !== undefined ? { searchBar: s.searchBar } : {}),
    pageUrl:
      routes.planned.find((p) => p.layout === 'search')?.url ??
      (s.searchPagePath === false ? undefined : generatedRoute(config.trailingSlash, s.searchPagePath)),
    docsTag: config.docs && last ? versionTag(last.version.name) : 'default',
    ...(instances.length ? { instanceTags } : {}),
  };
}

/** Every blog's feeds that it writes (BlogPlan.feeds): the default blog's, then each further one's. */
function allFeedLinks(
  config: ResolvedConfig,
  routes: Pick<RoutePlan, 'blog'> & Partial<Pick<RoutePlan, 'blogInstances'>>,
  base: string,
): SiteData['feeds'] {
  const writes = (id: string) => routes.blogInstances?.find((i) => i.id === id)?.plan.feeds ?? true;
  return [
    ...feedLinks(config, routes.blog?.feeds && config.blog, base),
    ...config.blogInstances.flatMap((b) => feedLinks(config, writes(b.id) && b, base)),
  ];
}

/** One blog's feeds, as every page's head links them (Docusaurus links each blog's feeds on every page). */
function feedLinks(config: ResolvedConfig, blog: BlogOptions | false | undefined, base: string): SiteData['feeds'] {
  return blog
    ? blog.feedTypes.map((t) => ({
        type: t === 'rss' ? 'application/rss+xml' : t === 'atom' ? 'application/atom+xml' : 'application/json',
        href: `${base}/${blog.routeBasePath}/${t === 'rss' ? 'rss.xml' : t === 'atom' ? 'atom.xml' : 'feed.json'}`,
        title: `${config.title} ${t === 'json' ? 'JSON Feed' : t === 'rss' ? 'RSS Feed' : 'Atom Feed'}`,
      }))
    : [];
}

/** One blog's title, first list page, tags/archive/author pages and reading-time switch. */
function blogFields(
  config: ResolvedConfig,
  options: BlogOptions | false,
  blog: RoutePlan['blog'],
): NonNullable<SiteData['blogInstances']>[string] {
  return {
    blogTitle: options ? options.title : undefined,
    showReadingTime: options ? options.showReadingTime : false,
    blogPath: blog?.lists.find((l) => l.kind === 'blog-list')?.url,
    blogPages:
      options && blog
        ? {
            // Only the pages the blog has (routes/plan/blog-pages.ts).
            ...(blog.tags.length ? { tags: generatedRoute(config.trailingSlash, options.routeBasePath, 'tags') } : {}),
            ...(blog.archive.length
              ? { archive: generatedRoute(config.trailingSlash, options.routeBasePath, 'archive') }
              : {}),
            ...(blog.authors.length
              ? { authorsList: generatedRoute(config.trailingSlash, options.routeBasePath, 'authors') }
              : {}),
            authors: Object.fromEntries(
              blog.lists.filter((l) => l.kind === 'blog-author' && l.page === 1).map((l) => [l.author!.key, l.url]),
            ),
          }
        : undefined,
  };
}
