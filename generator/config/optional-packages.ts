// Packages only some sites need are optional peers of zapsite, not dependencies: mermaid (about
// 100 packages) is drawn only for a site that turns `markdown.mermaid` on. Such a site learns at
// the start of the build, in one line, what to install, instead of from a bundler error later.
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { ZapsiteError, EXIT_USAGE, diag } from '../diagnostics.ts';
import type { ResolvedConfig } from './schema.ts';

/** Whether `name` resolves from the site or from zapsite itself (where the theme is bundled from). */
export function packageInstalled(name: string, siteRoot: string): boolean {
  return packageDir(name, [join(siteRoot, 'package.json'), import.meta.url]) !== undefined;
}

/** The folder of package `name` as resolved from each of `from` (files or file URLs) in turn. */
export function packageDir(name: string, from: string[]): string | undefined {
  for (const start of from) {
    try {
      // The package.json is in every package's exports or reachable without them; mermaid's
      // main entry is ESM-only, which require.resolve cannot name.
      return dirname(createRequire(start).resolve(`${name}/package.json`));
    } catch {
      // not from here
    }
  }
  return undefined;
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
