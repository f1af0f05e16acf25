// Navbar items that name a doc or a sidebar, checked against the docs and sidebars of the last
// version of their docs instance (`docsPluginId`; left out, the default docs), as Docusaurus
// resolves them.
import type { DocMeta } from '../../types.ts';
import { findDoc } from '../docs.ts';
import { firstLinkOf } from '../sidebars-file.ts';
import type { InstancePlan, VersionPlan } from './docs-pages.ts';
import type { PlanState } from './state.ts';
import { diag } from '../../diagnostics.ts';

type NavbarItem = PlanState['config']['navbar']['items'][number];
type DropdownDoc = Extract<Extract<NavbarItem, { type: 'dropdown' }>['items'][number], { docId: string }>;

/** Docusaurus's id of the default docs instance, which a navbar item may name. */
const DEFAULT_DOCS_ID = 'default';

export function checkNavbarItems(
  state: PlanState,
  docs: DocMeta[],
  versions: VersionPlan[],
  instances: InstancePlan[],
): void {
  const { config, sources, fronts, diagnostics } = state;
  const configFile = config.configFile ? config.configFile.slice(config.root.length + 1) : undefined;
  // A dropdown's doc items are checked as the items they are, under the dropdown's number.
  type Checked = { item: NavbarItem | DropdownDoc; i: number };
  const items = config.navbar.items.flatMap((item, i): Checked[] =>
    item.type === 'dropdown'
      ? item.items.flatMap((child) => ('docId' in child ? [{ item: child, i }] : []))
      : [{ item, i }],
  );
  items.forEach(({ item, i }) => {
    if (
      item.type !== 'doc' &&
      item.type !== 'docSidebar' &&
      item.type !== 'docsVersion' &&
      item.type !== 'docsVersionDropdown'
    )
      return;
    const pluginId = item.docsPluginId;
    const named = pluginId !== undefined && pluginId !== DEFAULT_DOCS_ID;
    const label = ('label' in item ? item.label : undefined) ?? item.type;
    // The instance the item points into, and how messages name it.
    const instance = named ? instances.find((p) => p.id === pluginId) : undefined;
    // The default docs' messages stay as they were; an instance's name it.
    const of = { index: i, instance: named ? pluginId : undefined };
    if (named && !instance) {
      const ids = [...(config.docs ? [DEFAULT_DOCS_ID] : []), ...instances.map((p) => p.id)];
      diagnostics.push(
        diag({
          code: 'unknown-docs-plugin',
          args: { index: i, label, pluginId, ids },
          file: configFile,
        }),
      );
      return;
    }
    if (item.type !== 'doc' && item.type !== 'docSidebar') return;
    if (!named && !config.docs) {
      diagnostics.push(
        diag({
          code: 'docs-not-enabled',
          args: { index: i, label },
          file: configFile,
        }),
      );
      return;
    }
    const ownDocs = instance ? instance.docs : docs;
    const navSidebars = (instance ? instance.versions : versions).find((v) => v.version.isLast)?.sidebars ?? {};
    const path = instance
      ? config.docsInstances.find((d) => d.id === instance.id)!.path
      : config.docs
        ? config.docs.path
        : '';
    const lastIndexes = (instance ? instance.versions : versions).find((v) => v.version.isLast)?.generatedIndexes;
    if (item.type === 'doc' && !docOrIndex({ docs: ownDocs, generatedIndexes: lastIndexes }, item.docId)) {
      const draft = sources.some(
        (s) =>
          s.kind === 'doc' &&
          s.instance === instance?.id &&
          fronts.get(s)?.frontMatter.draft === true &&
          s.contentPath.replace(/\.mdx?$/, '') === item.docId,
      );
      if (!draft)
        diagnostics.push(
          diag({
            code: 'missing-doc-id',
            args: {
              from: 'navbar',
              ...of,
              label: item.label ?? item.docId,
              id: item.docId,
              folder: path,
              example: ownDocs[0]?.id ?? 'intro',
            },
            file: configFile,
          }),
        );
    } else if (item.type === 'docSidebar' && !(item.sidebarId in navSidebars)) {
      const names = Object.keys(navSidebars);
      diagnostics.push(
        diag({
          code: 'missing-sidebar-id',
          args: { ...of, label: item.label, id: item.sidebarId, names },
          file: configFile,
        }),
      );
    } else if (item.type === 'docSidebar' && !firstLinkOf(navSidebars[item.sidebarId]!)) {
      diagnostics.push(
        diag({
          code: 'empty-sidebar',
          args: { ...of, label: item.label, sidebar: item.sidebarId },
          file: configFile,
        }),
      );
    }
  });
}

/**
 * The page a navbar `doc` item's id names in one version: its doc, else a generated-index page by
 * its slug, which Docusaurus lists among the version's docs with the slug as the id
 * (`docId: '/examples'` for a category whose link is `{ type: 'generated-index', slug: '/examples' }`).
 */
export function docOrIndex(
  v: { docs: readonly DocMeta[]; generatedIndexes?: readonly { slug: string; url: string }[] },
  id: string,
): (Pick<DocMeta, 'url'> & Partial<Pick<DocMeta, 'sidebarLabel'>>) | undefined {
  const doc = findDoc(v.docs, id);
  if (doc) return doc;
  const index = v.generatedIndexes?.find((g) => g.slug === id);
  return index && { url: index.url };
}
