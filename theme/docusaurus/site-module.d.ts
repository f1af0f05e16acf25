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

// The site's swizzled CodeBlock, or zapsite's (CodeBlock.tsx; in the browser CodeBlockKept.tsx).
declare module '@theme/CodeBlock' {
  const CodeBlock: import('react').ComponentType<Record<string, unknown>>;
  export default CodeBlock;
}

// react-live, an optional peer: the site's own, bundled into the live playground's island
// (LivePlayground.tsx) only for a site with `markdown.liveCodeBlocks`.
declare module 'react-live' {
  import type { ComponentType, ReactNode } from 'react';
  export const LiveProvider: ComponentType<{
    code: string;
    scope?: Record<string, unknown>;
    noInline?: boolean;
    theme?: unknown;
    language?: string;
    transformCode?: (code: string) => string;
    children?: ReactNode;
  }>;
  export const LiveEditor: ComponentType<{ className?: string }>;
  export const LivePreview: ComponentType<{ className?: string }>;
  export const LiveError: ComponentType<{ className?: string }>;
}

// The site's src/theme/ReactLiveScope, or zapsite's (ReactLiveScope.ts): what live code sees.
declare module '@theme/ReactLiveScope' {
  const scope: Record<string, unknown>;
  export default scope;
}
