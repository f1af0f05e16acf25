// Navbar items that name a doc or a sidebar, checked against the docs and sidebars of the last
// version (as Docusaurus resolves them without a docsPluginId).
import type { DocMeta } from '../../types.ts';
import { findDoc } from '../docs.ts';
import { firstLinkOf } from '../sidebars-file.ts';
import type { VersionPlan } from './docs-pages.ts';
import type { PlanState } from './state.ts';

export function checkNavbarItems(state: PlanState, docs: DocMeta[], versions: VersionPlan[]): void {
  const { config, sources, fronts, diagnostics } = state;
  const navSidebars = versions.find((v) => v.version.isLast)?.sidebars ?? {};
  const configFile = config.configFile ? config.configFile.slice(config.root.length + 1) : undefined;
  config.navbar.items.forEach((item, i) => {
    if (item.type === 'doc' || item.type === 'docSidebar') {
      if (!config.docs) {
        diagnostics.push({
          code: 'docs-not-enabled',
          severity: 'error',
          message: `Navbar item ${i} ("${item.label ?? item.type}") needs the docs section, but docs are not enabled (docs: false).`,
          hint: 'Enable docs in the config, or remove the item.',
          file: configFile,
        });
      } else if (item.type === 'doc' && !findDoc(docs, item.docId)) {
        const draft = sources.some(
          (s) =>
            s.kind === 'doc' &&
            fronts.get(s)?.frontMatter.draft === true &&
            s.contentPath.replace(/\.mdx?$/, '') === item.docId,
        );
        if (!draft)
          diagnostics.push({
            code: 'missing-doc-id',
            severity: 'error',
            message: `Navbar item ${i} ("${item.label ?? item.docId}") names doc id "${item.docId}", which does not exist.`,
            hint: `Doc ids are paths under ${config.docs.path} without the extension, e.g. "${docs[0]?.id ?? 'intro'}".`,
            file: configFile,
          });
      } else if (item.type === 'docSidebar' && !(item.sidebarId in navSidebars)) {
        const names = Object.keys(navSidebars);
        diagnostics.push({
          code: 'missing-sidebar-id',
          severity: 'error',
          message: `Navbar item ${i} ("${item.label}") names sidebar id "${item.sidebarId}", which does not exist.`,
          hint:
            names.length === 0
              ? 'The site has no sidebar (docs.sidebarPath is false).'
              : names.length === 1
                ? `The sidebar is called "${names[0]}".`
                : `The sidebars are ${names.map((n) => `"${n}"`).join(', ')}.`,
          file: configFile,
        });
      } else if (item.type === 'docSidebar' && !firstLinkOf(navSidebars[item.sidebarId]!)) {
        diagnostics.push({
          code: 'empty-sidebar',
          severity: 'error',
          message: `Navbar item ${i} ("${item.label}") names sidebar "${item.sidebarId}", which has no doc or category page to link to.`,
          hint: 'Add a doc to that sidebar, or point the item at another sidebar.',
          file: configFile,
        });
      }
    }
  });
}
