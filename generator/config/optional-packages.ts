// Packages only some sites need are optional peers of zapsite, not dependencies: mermaid (about
// 100 packages) is drawn only for a site that turns `markdown.mermaid` on, and react-live runs the
// playgrounds of `markdown.liveCodeBlocks` (the site has it with @docusaurus/theme-live-codeblock).
// Such a site learns at the start of the build, in one line, what to install, instead of from a
// bundler error later.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { ZapsiteError, EXIT_USAGE, diag } from '../diagnostics.ts';
import type { ResolvedConfig } from './schema.ts';
import { configPosition } from './locate.ts';

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
  const missing = [
    config.markdown.mermaid && !installed('mermaid')
      ? { setting: 'markdown.mermaid', pkg: 'mermaid', install: 'beside zapsite: `npm install -D mermaid`' }
      : undefined,
    config.markdown.liveCodeBlocks && !(installed('react-live') || reactLiveDir(config.root))
      ? {
          setting: 'markdown.liveCodeBlocks',
          pkg: 'react-live',
          install:
            'in the site: `npm install @docusaurus/theme-live-codeblock`, which brings it, or `npm install react-live`',
        }
      : undefined,
  ].filter((m) => m !== undefined);
  if (!missing.length) return;
  let text: string | undefined;
  try {
    text = readFileSync(configFile, 'utf8');
  } catch {
    text = undefined;
  }
  throw new ZapsiteError(
    missing.map((args) =>
      diag({
        code: 'optional-package-missing',
        file: relative(config.root, configFile),
        // At the setting that turns it on.
        ...(text ? configPosition(text, args.setting.split('.')) : {}),
        args,
      }),
    ),
    EXIT_USAGE,
  );
}

/**
 * react-live's folder: the site's own, else the one @docusaurus/theme-live-codeblock depends on
 * (not hoisted beside the site with pnpm).
 */
export function reactLiveDir(root: string): string | undefined {
  const site = join(root, 'package.json');
  const own = packageDir('react-live', [site]);
  if (own) return own;
  const theme = packageDir('@docusaurus/theme-live-codeblock', [site]);
  return theme ? packageDir('react-live', [join(theme, 'package.json')]) : undefined;
}
