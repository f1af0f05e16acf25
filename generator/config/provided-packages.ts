// Packages a Docusaurus install brings with it that a site's own code imports: React (a plugin may
// build elements, for an image renderer say) and `@docusaurus/logger`. A site that installed them
// keeps its own; otherwise zapsite's React and its own logger stand where Docusaurus's were, so
// the code runs unchanged.
import type { Plugin } from 'esbuild';
import { fileURLToPath } from 'node:url';

const ZAPSITE_DIR = fileURLToPath(new URL('../../', import.meta.url));
const LOGGER = fileURLToPath(new URL('../site-plugins/docusaurus-logger.ts', import.meta.url));
const MARK = Symbol('provided');
/** The packages this plugin answers for: another resolver plugin leaves these to it (see below). */
export const PROVIDED_PACKAGES = /^(?:(?:react|react-dom)(?:\/.*)?|@docusaurus\/logger)$/;

/** `external`: packages stay Node's to load (the bundle's `require`), as the build leaves every other package. */
export function providedPackages(external: boolean): Plugin {
  return {
    name: 'zapsite-provided-packages',
    setup(b) {
      // Another plugin that resolves these with its own marker would be asked again by this one's
      // inner resolve, and ask this one again, for ever: so such plugins skip PROVIDED_PACKAGES.
      b.onResolve({ filter: PROVIDED_PACKAGES }, async (args) => {
        if (args.pluginData === MARK) return undefined;
        const own = await b.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, pluginData: MARK });
        if (!own.errors.length) return external ? { path: args.path, external } : { path: own.path };
        if (args.path === '@docusaurus/logger') return { path: LOGGER };
        const ours = await b.resolve(args.path, { resolveDir: ZAPSITE_DIR, kind: args.kind, pluginData: MARK });
        return ours.errors.length ? { errors: own.errors } : { path: ours.path, external };
      });
      // Every other package, when they stay Node's: after the rule above, which takes its three first.
      if (external)
        b.onResolve({ filter: /^[^./\\]/ }, async (args) => {
          if (args.pluginData === MARK || /^[A-Za-z]:/.test(args.path)) return undefined;
          // `await import('pkg')` runs as a require() (evaluate.ts), of the file an import would
          // load (a package's "import" build): the same module instance as the site's ES modules see.
          if (args.kind === 'dynamic-import') {
            const file = await b.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, pluginData: MARK });
            if (!file.errors.length && file.path) return { path: file.path, external };
          }
          return { path: args.path, external };
        });
    },
  };
}
