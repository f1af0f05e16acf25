// The global data Docusaurus's docs plugin gives each of its instances (`setGlobalData` in its
// contentLoaded), made from zapsite's route plan once per build: what `useGlobalData()` holds under
// 'docusaurus-plugin-content-docs' and what `@docusaurus/plugin-content-docs/client`'s hooks read
// (theme/docusaurus/plugin-content-docs/client.ts). It reaches the bundles as a module of generated-data.ts, so only
// a page whose code imports those hooks carries it.
import type { ResolvedConfig } from '../config/schema.ts';
import type { RoutePlan } from '../routes/plan.ts';
import type { InstancePlan, VersionPlan } from '../routes/plan/docs-pages.ts';
import type { DocMeta, SidebarItem } from '../types.ts';
import type { DocsPluginData, GlobalDoc, GlobalSidebar, GlobalVersion } from '../../theme/shared/docs-global-data.ts';

type DocsRoutes = Pick<RoutePlan, 'planned' | 'versions' | 'versioned' | 'instances'>;
type DocsOptions = { routeBasePath: string; breadcrumbs: boolean };

/** Each docs instance's data by its id ('default' for `docs`), in the config's order. */
export function docsGlobalData(
  config: Pick<ResolvedConfig, 'baseUrl'> & {
    docs?: DocsOptions | false;
    docsInstances?: (DocsOptions & { id: string })[];
  },
  routes: DocsRoutes,
): Record<string, DocsPluginData> {
  const base = config.baseUrl.replace(/\/$/, '');
  // The sidebar each doc page shows (its planned key, `[<instance>/][<version>:]<name>`).
  const shown = new Map<DocMeta, string | undefined>();
  for (const page of routes.planned) if (page.layout === 'doc' && page.doc) shown.set(page.doc, page.sidebar);
  const out: Record<string, DocsPluginData> = {};
  const add = (
    id: string,
    options: DocsOptions,
    own: Pick<InstancePlan, 'versions' | 'versioned'>,
    instance?: string,
  ) => {
    out[id] = {
      path: urlPath(config.baseUrl, options.routeBasePath),
      versions: own.versions.map((v) =>
        globalVersion(v, { base, baseUrl: config.baseUrl, versioned: own.versioned, instance, shown }),
      ),
      breadcrumbs: options.breadcrumbs,
    };
  };
  if (config.docs && routes.versions.length) add('default', config.docs, routes);
  for (const plan of routes.instances) {
    const options = config.docsInstances?.find((i) => i.id === plan.id);
    if (options) add(plan.id, options, plan, plan.id);
  }
  return out;
}

/** Docusaurus's normalizeUrl([baseUrl, part]): "/docs", "/site/docs", or the base itself for "/". */
function urlPath(baseUrl: string, part: string): string {
  const trimmed = part.replace(/^\/+|\/+$/g, '');
  return trimmed ? baseUrl + trimmed : baseUrl;
}

interface VersionContext {
  /** The base URL without its trailing slash, to put before a page's URL. */
  base: string;
  baseUrl: string;
  versioned: boolean;
  instance?: string;
  shown: Map<DocMeta, string | undefined>;
}

function globalVersion(plan: VersionPlan, ctx: VersionContext): GlobalVersion {
  const { version } = plan;
  const prefix = (ctx.instance ? `${ctx.instance}/` : '') + (ctx.versioned ? `${version.name}:` : '');
  const sidebarName = (key: string | undefined) =>
    key?.startsWith(prefix) ? key.slice(prefix.length) : (key ?? undefined);
  // Docusaurus lists a version's docs by id, then its generated indexes (id: their slug).
  const byId = [...plan.docs].sort((a, b) => a.id.localeCompare(b.id));
  const urls = new Map(plan.docs.map((d) => [d.id, ctx.base + d.url]));
  const versionPath = urlPath(ctx.baseUrl, version.routeBase);
  const docs: GlobalDoc[] = byId.map((d) => {
    const sidebar = sidebarName(ctx.shown.get(d));
    return {
      id: d.id,
      path: ctx.base + d.url,
      ...(d.unlisted ? { unlisted: true } : {}),
      ...(sidebar ? { sidebar } : {}),
    };
  });
  for (const index of plan.generatedIndexes) {
    const path = ctx.base + index.url;
    docs.push({ id: slugOf(path, versionPath), path, sidebar: index.sidebar });
  }
  const sidebars: Record<string, GlobalSidebar> = {};
  for (const [name, items] of Object.entries(plan.sidebars)) {
    const link = firstLink(items, urls, ctx.base);
    sidebars[name] = link ? { link } : {};
  }
  return {
    name: version.name,
    label: version.label,
    isLast: version.isLast,
    path: versionPath,
    mainDocId: mainDocId(byId, plan, versionPath, ctx.base),
    docs,
    draftIds: plan.draftIds,
    sidebars,
  };
}

/** A page's path under its version's ("/category/guides"), as Docusaurus's slug. */
function slugOf(path: string, versionPath: string): string {
  const rest = path.startsWith(versionPath) ? path.slice(versionPath.replace(/\/$/, '').length) : path;
  return rest.replace(/(.)\/$/, '$1') || '/';
}

/**
 * The version's entry doc, as Docusaurus picks it: the doc at the version's root, else the first
 * doc item of its first sidebar, else the first doc by id.
 */
function mainDocId(byId: DocMeta[], plan: VersionPlan, versionPath: string, base: string): string {
  const root = versionPath.replace(/\/$/, '');
  const home = byId.find((d) => (base + d.url).replace(/\/$/, '') === root);
  if (home) return home.id;
  const first = Object.values(plan.sidebars)[0];
  const firstDoc = first ? firstDocItem(first) : undefined;
  return firstDoc ?? byId[0]?.id ?? '';
}

function firstDocItem(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'link' && item.docId && !item.ref) return item.docId;
    if (item.type === 'category') {
      const inner = firstDocItem(item.items);
      if (inner) return inner;
    }
  }
  return undefined;
}

/**
 * A sidebar's first link as Docusaurus's global data gives it: a doc item (labelled by the sidebars
 * file, else its id), or a category's own doc or generated index (its label), searched depth first.
 */
function firstLink(
  items: SidebarItem[],
  urls: Map<string, string>,
  base: string,
): { path: string; label: string } | undefined {
  for (const item of items) {
    if (item.type === 'link' && item.docId && !item.ref)
      return { path: urls.get(item.docId) ?? base + item.href, label: item.ownLabel ? item.label : item.docId };
    if (item.type !== 'category') continue;
    if (item.docId) return { path: urls.get(item.docId) ?? base + (item.href ?? ''), label: item.label };
    if (item.generatedIndex && item.href) return { path: base + item.href, label: item.label };
    const inner = firstLink(item.items, urls, base);
    if (inner) return inner;
  }
  return undefined;
}
