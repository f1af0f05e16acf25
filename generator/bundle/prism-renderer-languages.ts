// The Prism of prism-react-renderer, which a site's swizzled CodeBlock highlights with (its
// `<Highlight>`), given the site's languages as Docusaurus gives them: its classic theme runs
// `@theme/prism-include-languages` on that Prism as a client module, on the server and in the
// browser. zapsite's own code blocks use refractor (content/site-prism.ts); a swizzled CodeBlock is
// drawn at build time only, so here the module runs as the browser runs it: ExecutionEnvironment
// says it is a browser and `window` is the global object while it runs (a file written for
// Docusaurus 2 guards its work with canUseDOM and hands Prism over on window). The swizzle module
// imports this one when the site swizzled CodeBlock (bundle/swizzle.ts).
import type { Plugin } from 'esbuild';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { siteOverride } from './docusaurus-modules.ts';

const NS = 'zapsite-prism-renderer';
/** What the swizzle module imports to have the site's languages on prism-react-renderer's Prism. */
export const PRISM_RENDERER_LANGUAGES = `${NS}:languages`;
const DEFAULT_INCLUDE = `${NS}:default-include`;
const BROWSER_ENVIRONMENT = `${NS}:environment`;

// Docusaurus's own prism-include-languages: the config's additionalLanguages on the Prism it is handed.
/** `@docusaurus/ExecutionEnvironment` as a browser has it: where a site's Prism languages run (content/site-prism.ts too). */
export const BROWSER_ENVIRONMENT_MODULE =
  'export default { canUseDOM: true, canUseEventListeners: true, canUseIntersectionObserver: true, canUseViewport: true };';

const DEFAULT_INCLUDE_CODE = `import siteConfig from '@generated/docusaurus.config';
export default function prismIncludeLanguages(Prism) {
  const before = globalThis.Prism;
  globalThis.Prism = Prism;
  // Required when it runs, from the site's prismjs (never bundled); PHP's grammar needs markup-templating first.
  for (const lang of siteConfig.themeConfig?.prism?.additionalLanguages ?? [])
    for (const name of lang === 'php' ? ['markup-templating', lang] : [lang]) require('prismjs/components/prism-' + name);
  globalThis.Prism = before;
}
`;

/** Resolves the languages module (empty when the site has no prism-react-renderer) and what it reads. */
export function prismRendererLanguages(root: string): Plugin {
  const own = siteOverride(root, 'prism-include-languages');
  let renderer = true;
  try {
    createRequire(join(root, 'package.json')).resolve('prism-react-renderer');
  } catch {
    renderer = false;
  }
  return {
    name: NS,
    setup(b) {
      b.onResolve({ filter: new RegExp(`^${NS}:`) }, (args) => ({ path: args.path, namespace: NS }));
      // A site's file that wraps Docusaurus's own runs it first.
      b.onResolve({ filter: /^@theme-(?:original|init)\/prism-include-languages$/ }, () => ({
        path: DEFAULT_INCLUDE,
        namespace: NS,
      }));
      b.onResolve({ filter: /^@docusaurus\/ExecutionEnvironment$/ }, (args) =>
        own && args.importer === own ? { path: BROWSER_ENVIRONMENT, namespace: NS } : undefined,
      );
      b.onLoad({ filter: /.*/, namespace: NS }, (args) => {
        if (args.path === BROWSER_ENVIRONMENT) return { contents: BROWSER_ENVIRONMENT_MODULE, loader: 'js' };
        if (args.path === DEFAULT_INCLUDE) return { contents: DEFAULT_INCLUDE_CODE, loader: 'js', resolveDir: root };
        if (!renderer) return { contents: '', loader: 'js' };
        return {
          contents: `import { Prism } from 'prism-react-renderer';
import include from ${JSON.stringify(own ?? DEFAULT_INCLUDE)};
const g = globalThis;
const windowless = !('window' in g);
if (windowless) g.window = g;
try {
  include(Prism);
} catch {
  // Its blocks stay plain; zapsite's own run of the file (content/site-prism.ts) says why.
} finally {
  if (windowless) delete g.window;
}
`,
          loader: 'js',
          resolveDir: root,
        };
      });
    },
  };
}
