// Docusaurus's client modules: files the site (`clientModules`) and its plugins (`getClientModules`)
// name to be imported in the browser on every page, before anything renders, for their effects (an
// image zoom, a copy-page button, analytics) and their route lifecycles. Their JavaScript is one more
// entry of the islands bundle, so it shares React and chunks with the islands; it imports each module
// in order and calls their `onRouteUpdate` and then `onRouteDidUpdate` with `previousLocation: null`,
// as Docusaurus does when a page first loads (every zapsite page is a page load). Stylesheets named as
// client modules join `customCss`; those the JavaScript imports are bundled by a CSS run of their own.
import { SITE_EXTENSIONS } from './site-imports.ts';
import { build, type Plugin } from 'esbuild';
import { resolve } from 'node:path';
import { siteStyles } from './site-styles.ts';
import { emptyModules } from './empty-modules.ts';

export const CLIENT_MODULES_ENTRY = 'zapsite-client-modules:entry';
const NS = 'zapsite-client-modules';

export const isStylesheet = (file: string): boolean => /\.(css|s[ac]ss)$/i.test(file);

/** The entry's module: each client module imported in order, then the first load's lifecycles dispatched. */
export function clientModulesEntry(files: readonly string[]): Plugin {
  const code = [
    ...files.map((f, i) => `import * as m${i} from ${JSON.stringify(f)};`),
    `const modules = [${files.map((_, i) => `m${i}`).join(', ')}];`,
    'const { pathname, search, hash } = window.location;',
    'const location = { pathname, search, hash, state: undefined };',
    'for (const name of ["onRouteUpdate", "onRouteDidUpdate"])',
    '  for (const m of modules) {',
    '    const f = (m.default && m.default[name]) || m[name];',
    '    if (typeof f === "function") f({ previousLocation: null, location });',
    '  }',
  ].join('\n');
  return {
    name: NS,
    setup(b) {
      b.onResolve({ filter: new RegExp(`^${CLIENT_MODULES_ENTRY}$`) }, () => ({ path: 'entry', namespace: NS }));
      b.onLoad({ filter: /.*/, namespace: NS }, () => ({ contents: code, loader: 'js', resolveDir: '/' }));
    },
  };
}

/**
 * The stylesheets the client modules' JavaScript imports (a button's CSS module), bundled as one file
 * under assets/site-css/; undefined when they import none. Class names are not shortened, so they are
 * the ones the islands bundle gives the modules' code (site-styles.ts).
 */
export async function clientModulesCss(
  files: readonly string[],
  opts: {
    root: string;
    baseUrl: string;
    staticDir?: string;
    /** The islands bundle's own: the site's plugins, aliases, definitions and empty modules. */
    plugins: Plugin[];
    alias: Record<string, string>;
    define?: Record<string, string>;
    emptyModules?: string[];
  },
): Promise<{ files: { path: string; data: Uint8Array }[]; url?: string; inputs: string[] }> {
  const emitted = new Map<string, { path: string; data: Uint8Array }>();
  const result = await build({
    entryPoints: { client: CLIENT_MODULES_ENTRY },
    resolveExtensions: SITE_EXTENSIONS,
    bundle: true,
    write: false,
    metafile: true,
    platform: 'browser',
    format: 'esm',
    jsx: 'automatic',
    minifyWhitespace: true,
    minifySyntax: true,
    // As the islands bundle's, so an error's file is placed the same way (island-errors.ts).
    absWorkingDir: process.cwd(),
    outdir: '/assets/site-css',
    entryNames: 'client-[hash]',
    assetNames: '[name]-[hash]',
    loader: { '.png': 'dataurl', '.jpg': 'dataurl', '.gif': 'dataurl', '.webp': 'dataurl', '.svg': 'dataurl' },
    define: { ...opts.define, 'process.env.NODE_ENV': '"production"' },
    alias: opts.alias,
    plugins: [
      ...emptyModules(opts.emptyModules),
      clientModulesEntry(files),
      ...siteStyles({
        root: opts.root,
        baseUrl: opts.baseUrl,
        staticDir: opts.staticDir,
        publish: { dir: 'assets/site-css', emit: (f) => emitted.set(f.path, f) },
      }),
      ...opts.plugins,
    ],
    logLevel: 'silent',
  });
  const css = result.outputFiles.find((f) => f.path.endsWith('.css') && f.contents.length);
  if (!css) return { files: [], inputs: [] };
  const path = css.path.replace(/^\//, '');
  return {
    files: [...emitted.values(), { path, data: css.contents }],
    url: `${opts.baseUrl.replace(/\/$/, '')}/${path}`,
    inputs: Object.keys(result.metafile.inputs)
      .filter((p) => !p.startsWith(NS))
      .map((p) => resolve(p)),
  };
}
