// The shape of the docs plugin's global data (generator/bundle/docs-global-data.ts makes it;
// theme/docusaurus/plugin-content-docs/client.ts reads it), as Docusaurus's `@docusaurus/plugin-content-docs/client`
// types name it.

export interface GlobalDoc {
  /** The doc's id, or a generated index's slug. */
  id: string;
  /** Its URL path, with the base URL. */
  path: string;
  /** The sidebar its page shows, if any. */
  sidebar?: string;
  unlisted?: boolean;
}

export interface GlobalSidebar {
  /** The sidebar's first link: a doc or a category's page. */
  link?: { path: string; label: string };
}

export interface GlobalVersion {
  name: string;
  label: string;
  isLast: boolean;
  path: string;
  mainDocId: string;
  docs: GlobalDoc[];
  draftIds: string[];
  sidebars: Record<string, GlobalSidebar>;
}

export interface DocsPluginData {
  path: string;
  versions: GlobalVersion[];
  breadcrumbs: boolean;
}
