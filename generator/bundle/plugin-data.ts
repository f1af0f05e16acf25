// What a site plugin's contentLoaded made for the bundles (site-plugins/run.ts): the modules
// `createData` wrote (kept in memory, never on disk: the build writes only its output folder),
// answered at the paths createData returned, and the page module of a route `addRoute` added.
import type { Plugin } from 'esbuild';
import { extname } from 'node:path';

const NAMESPACE = 'zapsite-plugin-data';

/** Answers imports of createData's paths; before generated-data.ts, which answers the rest of `.docusaurus/`. */
export function pluginDataModules(data: ReadonlyMap<string, string> | undefined): Plugin {
  return {
    name: 'zapsite-plugin-data',
    setup(b) {
      if (!data?.size) return;
      b.onResolve({ filter: /\.docusaurus[\\/]/ }, (args) =>
        data.has(args.path) ? { path: args.path, namespace: NAMESPACE } : undefined,
      );
      b.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const ext = extname(args.path).toLowerCase();
        const loader = ext === '.json' ? 'json' : ext === '.js' || ext === '.mjs' ? 'js' : 'text';
        return { contents: data.get(args.path)!, loader };
      });
    },
  };
}

/**
 * The page module of a plugin's route: its component, given each of `modules` as the prop of that
 * name (the module's default export, or what a JSON module holds), as Docusaurus does.
 */
export function pluginRouteModule(route: { component: string; modules: Record<string, string> }): string {
  const props = Object.entries(route.modules);
  return [
    `import * as page from ${JSON.stringify(route.component)};`,
    `import { createElement } from 'react';`,
    ...props.map(([, path], i) => `import m${i} from ${JSON.stringify(path)};`),
    `const props = { ${props.map(([name], i) => `${JSON.stringify(name)}: m${i}`).join(', ')} };`,
    `export default page.default ? function PluginRoute(p) { return createElement(page.default, { ...p, ...props }); } : undefined;`,
    '',
  ].join('\n');
}
