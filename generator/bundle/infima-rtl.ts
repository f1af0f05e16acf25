// A right-to-left locale's stylesheet (`direction: 'rtl'`): Infima's own mirrored build,
// dist/css/default/default-rtl.css, in place of default.css wherever the theme imports it, as
// Docusaurus loads the RTL Infima for such a locale. A plugin of the stylesheet's esbuild run.
import { createRequire } from 'node:module';
import type { Plugin } from 'esbuild';

const require = createRequire(import.meta.url);

export function infimaRtl(): Plugin {
  return {
    name: 'zapsite-infima-rtl',
    setup(b) {
      b.onResolve({ filter: /^infima\/dist\/css\/default\/default(\.min)?\.css$/ }, () => ({
        path: require.resolve('infima/dist/css/default/default-rtl.css'),
      }));
    },
  };
}
