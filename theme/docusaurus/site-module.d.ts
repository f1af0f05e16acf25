// The module generator/bundle/docusaurus-modules.ts writes from the config for each bundle.
declare module 'zapsite:docusaurus-site' {
  const site: unknown;
  export default site;
}

// The docs plugin's global data by instance id, written by generator/bundle/generated-data.ts from the routes.
declare module 'zapsite:docs-global-data' {
  const data: Record<string, import('../shared/docs-global-data.ts').DocsPluginData>;
  export default data;
}

// Docusaurus's admonition types (AdmonitionTypes.tsx), or the site's src/theme/Admonition/Types.
declare module '@theme/Admonition/Types' {
  const types: Record<string, unknown>;
  export default types;
}
