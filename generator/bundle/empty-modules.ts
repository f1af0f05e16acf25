// Modules a site's webpack config aliases to `false` (`resolve.alias: { sharp: false }`): webpack
// leaves them out with an empty module in their place, so a package that imports one for Node only
// (facebook/lexical's transformers.js and its onnxruntime-node) still bundles. The same here, in
// the pages' bundle and the browser's.
import type { Plugin } from 'esbuild';

const NS = 'zapsite-empty-module';

export function emptyModules(names: readonly string[] | undefined): Plugin[] {
  if (!names?.length) return [];
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  // The module and its subpaths, as webpack's alias matches them.
  const filter = new RegExp(`^(?:${names.map(escape).join('|')})(?:/.*)?$`);
  return [
    {
      name: NS,
      setup(b) {
        b.onResolve({ filter }, (args) => ({ path: args.path, namespace: NS }));
        b.onLoad({ filter: /.*/, namespace: NS }, () => ({ contents: 'module.exports = {};\n', loader: 'js' }));
      },
    },
  ];
}
