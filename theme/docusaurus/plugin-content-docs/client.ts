// @docusaurus/plugin-content-docs/client: the hooks over the docs plugin's global data
// (generator/bundle/docs-global-data.ts, one record per docs instance), with Docusaurus's return
// values: the active instance and version are found from the current URL (the page's own on the
// server, the window's in the browser), undefined where Docusaurus gives undefined.
import { useLocation } from '../router.ts';
import { useAllPluginInstancesData, usePluginData } from '../useGlobalData.ts';
import type { DocsPluginData, GlobalDoc, GlobalSidebar, GlobalVersion } from '../../shared/docs-global-data.ts';

export { useDocsSidebar } from '../theme-common.tsx';
import { useDocsSidebar } from '../theme-common.tsx';
export {
  filterDocCardListItems,
  findFirstSidebarItemLink,
  isActiveSidebarItem,
  useCurrentSidebarCategory,
  useCurrentSidebarSiblings,
} from './sidebar-hooks.ts';
import { isActiveSidebarItem, sidebarTrail } from './sidebar-hooks.ts';
import { useDocsPreferredVersion } from './preferred-version.ts';
export { useDoc, useDocsVersion } from './use-doc.ts';
// Docusaurus 3.10 exports these from here (earlier versions from theme-common, where they are too).
export { DocSidebarItemsExpandedStateProvider, useDocSidebarItemsExpandedState } from '../react-utils.tsx';
// The docs' preferred version lives in storage (preferred-version.ts): its provider holds nothing.
export { passThrough as DocsPreferredVersionContextProvider } from '../react-utils.tsx';
// useDoc, useDocsVersion and useDocsSidebar read the page being rendered (use-doc.ts), so the
// providers a site's ejected DocItem or DocRoot wraps its parts in pass them through.
export {
  passThrough as DocProvider,
  passThrough as DocsSidebarProvider,
  passThrough as DocsVersionProvider,
} from '../react-utils.tsx';
import { useDocsVersion } from './use-doc.ts';
import type { DocsVersionData } from '../../shared/docusaurus.ts';
export { useDocsPreferredVersion } from './preferred-version.ts';
export { useBreadcrumbsStructuredData } from '../structured-data.tsx';
export type { DocsPluginData as GlobalPluginData, GlobalDoc, GlobalVersion };

const PLUGIN = 'docusaurus-plugin-content-docs';

export interface ActivePlugin {
  pluginId: string;
  pluginData: DocsPluginData;
}

export interface ActiveDocContext {
  activeVersion?: GlobalVersion;
  activeDoc?: GlobalDoc;
  alternateDocVersions: Record<string, GlobalDoc>;
}

export interface DocVersionSuggestions {
  latestDocSuggestion?: GlobalDoc;
  latestVersionSuggestion: GlobalVersion;
}

interface DataOptions {
  failfast?: boolean;
}

// One object for "no docs", so a hook's result is the same from render to render (as Docusaurus does).
const NO_DOCS: Record<string, DocsPluginData> = {};

/** Without a trailing slash, except the root. */
const trimmed = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Whether `pathname` is `path` or a page under it (whole segments: "/docs" is not under "/doc"). */
function isUnder(pathname: string, path: string): boolean {
  const base = trimmed(path);
  return base === '/' || trimmed(pathname) === base || pathname.startsWith(`${base}/`);
}

export function useAllDocsData(): Record<string, DocsPluginData> {
  return (useAllPluginInstancesData(PLUGIN) as Record<string, DocsPluginData> | undefined) ?? NO_DOCS;
}

export function useDocsData(pluginId?: string): DocsPluginData {
  return usePluginData(PLUGIN, pluginId, { failfast: true }) as DocsPluginData;
}

function activePlugin(all: Record<string, DocsPluginData>, pathname: string, options: DataOptions) {
  // The longest path first: "/docs/api" before "/docs", any before "/".
  const entry = Object.entries(all)
    .sort((a, b) => b[1].path.localeCompare(a[1].path))
    .find(([, data]) => isUnder(pathname, data.path));
  if (!entry && options.failfast)
    throw new Error(
      `No docs instance holds the page "${pathname}": the docs are at ${Object.values(all)
        .map((d) => d.path)
        .join(', ')}.`,
    );
  return entry ? { pluginId: entry[0], pluginData: entry[1] } : undefined;
}

function latestVersion(data: DocsPluginData): GlobalVersion {
  return data.versions.find((v) => v.isLast)!;
}

function activeVersion(data: DocsPluginData, pathname: string): GlobalVersion | undefined {
  // The deepest version path first, the root one last.
  const ordered = [...data.versions].sort((a, b) =>
    a.path === '/' ? 1 : b.path === '/' ? -1 : b.path.length - a.path.length,
  );
  return ordered.find((v) => isUnder(pathname, v.path));
}

function activeDocContext(data: DocsPluginData, pathname: string): ActiveDocContext {
  const version = activeVersion(data, pathname);
  const doc = version?.docs.find((d) => trimmed(d.path) === trimmed(pathname));
  const alternateDocVersions: Record<string, GlobalDoc> = {};
  if (doc) for (const v of data.versions) for (const d of v.docs) if (d.id === doc.id) alternateDocVersions[v.name] = d;
  return { activeVersion: version, activeDoc: doc, alternateDocVersions };
}

export function useActivePlugin(options: DataOptions = {}): ActivePlugin | undefined {
  return activePlugin(useAllDocsData(), useLocation().pathname, options);
}

export function useActivePluginAndVersion(
  options: DataOptions = {},
): { activePlugin: ActivePlugin; activeVersion: GlobalVersion | undefined } | undefined {
  const { pathname } = useLocation();
  const plugin = activePlugin(useAllDocsData(), pathname, options);
  return plugin ? { activePlugin: plugin, activeVersion: activeVersion(plugin.pluginData, pathname) } : undefined;
}

export function useVersions(pluginId?: string): GlobalVersion[] {
  return useDocsData(pluginId).versions;
}

export function useLatestVersion(pluginId?: string): GlobalVersion {
  return latestVersion(useDocsData(pluginId));
}

export function useActiveVersion(pluginId?: string): GlobalVersion | undefined {
  return activeVersion(useDocsData(pluginId), useLocation().pathname);
}

export function useActiveDocContext(pluginId?: string): ActiveDocContext {
  return activeDocContext(useDocsData(pluginId), useLocation().pathname);
}

export function useDocVersionSuggestions(pluginId?: string): DocVersionSuggestions {
  const data = useDocsData(pluginId);
  const latest = latestVersion(data);
  const context = activeDocContext(data, useLocation().pathname);
  return { latestDocSuggestion: context.alternateDocVersions[latest.name], latestVersionSuggestion: latest };
}

/** A doc of the page's version by its id, as Docusaurus's useDocById: undefined for no id, an error for an unknown one. */
/**
 * The current doc's place in its sidebar, its categories then its own link, as a swizzled
 * DocBreadcrumbs draws it; null without a sidebar or with the docs' `breadcrumbs: false`.
 */
export function useSidebarBreadcrumbs(): ReturnType<typeof sidebarTrail> | null {
  const sidebar = useDocsSidebar();
  const { pathname } = useLocation();
  if (useActivePlugin()?.pluginData.breadcrumbs === false || !sidebar) return null;
  return sidebarTrail(sidebar.items as Parameters<typeof sidebarTrail>[0], pathname, true);
}

export function useDocById(id: string | undefined): DocsVersionData['docs'][string] | undefined {
  const version = useDocsVersion();
  if (!id) return undefined;
  const doc = version.docs[id];
  if (!doc) throw new Error(`no version doc found by id=${id}`);
  return doc;
}

// The docs hooks navbar items and sidebars use on any page, a docs page or not, as Docusaurus's
// docsUtils writes them: the versions a doc or sidebar id is looked for in (the page's, the
// visitor's preferred, the latest), the doc or sidebar found there, and which sidebar items show.

type Item = Parameters<typeof isActiveSidebarItem>[0];

/** The page's version, the visitor's preferred one and the latest, each once, in that order. */
export function useDocsVersionCandidates(docsPluginId?: string): GlobalVersion[] {
  const { activeVersion } = useActiveDocContext(docsPluginId);
  const { preferredVersion } = useDocsPreferredVersion(docsPluginId);
  const latestVersion = useLatestVersion(docsPluginId);
  return [...new Set([activeVersion, preferredVersion, latestVersion].filter((v): v is GlobalVersion => !!v))];
}

/** A sidebar by its id in the first candidate version that has it; an error naming the ids there are when none does. */
export function useLayoutDocsSidebar(sidebarId: string, docsPluginId?: string): GlobalSidebar {
  const versions = useDocsVersionCandidates(docsPluginId);
  const all = versions.flatMap((v) => Object.entries(v.sidebars ?? {}));
  const found = all.find(([id]) => id === sidebarId);
  if (!found)
    throw new Error(
      `Can't find any sidebar with id "${sidebarId}" in version${versions.length > 1 ? 's' : ''} ${versions.map((v) => v.name).join(', ')}. Its sidebars: ${all.map(([id]) => id).join(', ')}`,
    );
  return found[1];
}

/** A doc by its id in the candidate versions; null for a draft (left out, as Docusaurus leaves it); an error for an unknown id. */
export function useLayoutDoc(docId: string, docsPluginId?: string): GlobalDoc | null {
  const versions = useDocsVersionCandidates(docsPluginId);
  const doc = versions.flatMap((v) => v.docs).find((d) => d.id === docId);
  if (doc) return doc;
  if (versions.some((v) => v.draftIds.includes(docId))) return null;
  throw new Error(
    `Couldn't find any doc with id "${docId}" in version${versions.length > 1 ? 's' : ''} "${versions.map((v) => v.name).join(', ')}".`,
  );
}

/** Whether a sidebar item shows: an unlisted one only while it is the page, a category while anything in it shows. */
export function isVisibleSidebarItem(item: Item, activePath: string): boolean {
  if (item.type === 'category')
    return (
      isActiveSidebarItem(item, activePath) ||
      (item.href !== undefined && !item.linkUnlisted) ||
      (item.items ?? []).some((sub) => isVisibleSidebarItem(sub, activePath))
    );
  if (item.type === 'link') return !item.unlisted || isActiveSidebarItem(item, activePath);
  return true;
}

export function useVisibleSidebarItems<T extends Item>(items: readonly T[], activePath: string): T[] {
  return items.filter((item) => isVisibleSidebarItem(item, activePath));
}
