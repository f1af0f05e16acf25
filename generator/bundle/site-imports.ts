// How site code imports: `@site/…` is the site folder, as in Docusaurus. Shared by the server
// bundle of MDX pages and the browser bundle of interactive components.
import type { Plugin } from 'esbuild';

export function siteAlias(root: string): Plugin {
  return {
    name: 'zapsite-site-alias',
    setup(b) {
      b.onResolve({ filter: /^@site\// }, (args) => b.resolve(`./${args.path.slice('@site/'.length)}`, { resolveDir: root, kind: args.kind }));
    },
  };
}
