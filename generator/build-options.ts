// What a build is asked to do and what it answers: the orchestrator's input and output types.
import type { ResolvedConfig } from './config/schema.ts';
import type { LoadedTheme } from './render/theme.ts';
import type { Writer } from './emit/writer.ts';
import type { BuildCache } from './cache.ts';
import type { Diagnostic } from './types.ts';
import type { RoutePlan } from './routes/plan.ts';

export interface Reporter {
  stage(name: string, ms: number, detail?: string): void;
  note(line: string): void;
}

export const silentReporter: Reporter = { stage() {}, note() {} };

export interface BuildOptions {
  root: string;
  /** Output folder; ignored when a writer is given. Defaults to <root>/build. */
  outDir?: string;
  writer?: Writer;
  /** Let the build replace an output folder that holds files no zapsite build wrote. */
  force?: boolean;
  reporter?: Reporter;
  /** Do not try the network for remote content. */
  offline?: boolean;
  includeDrafts?: boolean;
  /** Stop after validation: nothing is rendered or written. */
  checkOnly?: boolean;
  /**
   * Given the route plan once it is made (its sidebars in the locale); with `checkOnly`, the build
   * stops there (`zapsite write-translations` reads the sidebars' labels so).
   */
  onRoutes?: (routes: RoutePlan) => void;
  /** Reuse a theme already loaded (dev server). */
  theme?: LoadedTheme;
  /**
   * Leave the search index out of this build and return a function that makes its files, so a
   * dev server can reload the browser first and add the index a moment later.
   */
  deferSearch?: boolean;
  /**
   * Results kept between builds (dev server). Drop it when the theme or config changes: entries
   * are keyed by content, not by the code that produced them.
   */
  cache?: BuildCache;
  /**
   * With a cache: the files (absolute paths) edited since the cached build, so only they are read
   * again. Leave it out after files were added or deleted, and the whole site is scanned.
   */
  changedPaths?: ReadonlySet<string>;
  config?: ResolvedConfig;
  /**
   * The version of the code that builds (cli/bundle.ts `codeVersion`): given, and without `cache`,
   * a build on this thread keeps its results in the site's node_modules/.cache/zapsite/build/ and
   * reuses those of the last build (build-cache-file.ts). Left out, every build is cold.
   */
  codeVersion?: () => Promise<string>;
  /** Build worker threads: 0 renders everything on this thread; left out, chosen by site size. */
  workers?: number;
}

export interface BuildResult {
  config: ResolvedConfig;
  pages: number;
  files: number;
  warnings: Diagnostic[];
  ms: number;
  /** Every URL the build serves (pages and redirects). */
  urls: string[];
  /** Files (source, theme, config) the build read: what dev mode watches. */
  inputs: string[];
  /** The site plugins' own files and the paths their `getPathsToWatch` returned: in dev, a change reruns the plugins. */
  pluginInputs: string[];
  /** With deferSearch: makes the search index files. */
  searchFiles?: () => { path: string; data: string | Uint8Array }[];
}
