// Packages only some sites need are optional peers of zapsite, not dependencies: mermaid (about
// 100 packages) is drawn only for a site that turns `markdown.mermaid` on. Such a site learns at
// the start of the build, in one line, what to install, instead of from a bundler error later.
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { ZapsiteError, EXIT_USAGE, diag } from '../diagnostics.ts';
import type { ResolvedConfig } from './schema.ts';

/** Whether `name` resolves from the site or from zapsite itself (where the theme is bundled from). */
export function packageInstalled(name: string, siteRoot: string): boolean {
  for (const from of [join(siteRoot, 'package.json'), import.meta.url]) {
    try {
      // The package.json is in every package's exports or reachable without them; mermaid's
      // main entry is ESM-only, which require.resolve cannot name.
      createRequire(from).resolve(`${name}/package.json`);
      return true;
    } catch {
      // not from here
    }
  }
  return false;
}

export function checkOptionalPackages(
  config: ResolvedConfig,
  configFile: string,
  installed: (name: string) => boolean = (name) => packageInstalled(name, config.root),
): void {
  if (!config.markdown.mermaid || installed('mermaid')) return;
  throw new ZapsiteError(
    [
      diag({
        code: 'optional-package-missing',
        file: relative(config.root, configFile),
      }),
    ],
    EXIT_USAGE,
  );
}
