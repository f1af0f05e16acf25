// A Docusaurus site's swizzled components for the classic theme: each `src/theme/<Name>` whose name
// is one of the theme's own components (SWIZZLABLE) is an entry of the MDX bundle (content/mdx-pages.ts),
// one module exporting them by name, which the build hands to the theme on every thread that
// renders pages (theme/classic/swizzle.tsx). The theme's own bundle stays the same for every site.
import type { Plugin } from 'esbuild';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SWIZZLABLE } from '../../theme/shared/docusaurus.ts';
import { siteOverride } from './docusaurus-modules.ts';
import type { ThemeModule } from '../render/theme.ts';

const NS = 'zapsite-swizzled';

/** The site's swizzled components: Docusaurus's name -> the site's file. Empty without `src/theme/`. */
export function swizzledFiles(root: string): Record<string, string> {
  const found: Record<string, string> = {};
  // One stat for the common case: a site with no src/theme pays nothing more.
  if (!existsSync(join(root, 'src/theme'))) return found;
  for (const name of SWIZZLABLE) {
    const file = siteOverride(root, name);
    if (file) found[name] = file;
  }
  return found;
}

/** The bundle entry for the swizzled components (the plugin below loads it). */
export function swizzleEntry(files: Record<string, string> | undefined): string | undefined {
  return files && Object.keys(files).length ? `${NS}:` : undefined;
}

/** Loads the swizzle entry: each file's default export under its Docusaurus name. */
export function swizzlePlugin(files: Record<string, string> | undefined): Plugin {
  return {
    name: NS,
    setup(b) {
      b.onResolve({ filter: new RegExp(`^${NS}:$`) }, (args) => ({ path: args.path, namespace: NS }));
      b.onLoad({ filter: /.*/, namespace: NS }, () => {
        const list = Object.entries(files ?? {});
        const lines = list.map(([, file], i) => `import c${i} from ${JSON.stringify(file)};`);
        lines.push(`export default { ${list.map(([name], i) => `${JSON.stringify(name)}: c${i}`).join(', ')} };`);
        return { contents: lines.join('\n'), loader: 'js', resolveDir: '/' };
      });
    },
  };
}

/**
 * Hands the bundled swizzled components to the theme on this thread (the main thread, or a build
 * worker before its first page), or none: a dev rebuild after the site dropped its last one.
 */
export async function useSwizzled(theme: Pick<ThemeModule, 'setSwizzled'>, module: string | undefined): Promise<void> {
  if (!theme.setSwizzled) return;
  theme.setSwizzled(module ? ((await import(module)) as { default: Record<string, unknown> }).default : {});
}
