// One build so far (build-stages.ts fills it in stage by stage, in pipeline.ts's order), and what a
// build holds that must be let go when it fails.
import type { Output } from './emit/output.ts';
import type { Executor } from './workers/executor.ts';
import type { Memo } from './cache.ts';
import type { KeptCache } from './build-cache-file.ts';
import type { Run } from './run.ts';
import type { LaterData } from './bundle/generated-data.ts';
import type { LoadedTheme } from './render/theme.ts';
import type { BundleResult } from './bundle/assets.ts';
import type { Sources } from './content/sources.ts';
import type { readFrontMatter, RoutePlan } from './routes/plan.ts';
import type { ResolvedConfig } from './config/schema.ts';
import type { runSitePlugins } from './site-plugins/run.ts';
import type { loadSidebarsFile } from './routes/sidebars-file.ts';
import type { renderContent } from './content/render-content.ts';
import type { siteData, sidebarDataFiles } from './render/site-data.ts';
import type { buildGraph } from './routes/graph.ts';
import type { prismThemeFile } from './bundle/prism-theme.ts';
import type { extraFiles } from './emit/extras.ts';
import type { BuildOptions, BuildResult } from './build-options.ts';
import type { Diagnostic } from './types.ts';

/** What a build holds that must be let go when it fails: its output folder and its threads. */
export interface Held {
  output?: Output;
  executor?: Executor;
  /** Settled when a build ends before its routes, so a bundle waiting on it ends too. */
  generated?: LaterData;
  /** The theme's bundle, which a failed build waits for before it ends (pipeline.ts says why). */
  bundling?: Promise<unknown>;
  /** The warnings found so far: an error met after the stages' checks is reported with them. */
  warnings?: readonly Diagnostic[];
  /** The build cache being written, removed when the build fails. */
  kept?: KeptCache;
}

/** What `f` gives, awaited. */
type Of<F extends (...a: never[]) => unknown> = Awaited<ReturnType<F>>;

/** One build so far: given (opts, held, run, memo, codeVersion), then filled in stage by stage. */
export interface Build {
  opts: BuildOptions;
  held: Held;
  run: Run;
  memo: Memo;
  codeVersion: (() => Promise<string>) | undefined;
  /** Set by a stage that answers the build early (routes, for `onRoutes` with `checkOnly`). */
  done?: boolean;
  // config
  guessed: Promise<LoadedTheme>;
  loaded: { config: ResolvedConfig; inputs: string[] };
  // plugins
  plugins: Of<typeof runSitePlugins>;
  config: ResolvedConfig;
  inputs: string[];
  themeLoad: Promise<LoadedTheme>;
  // bundle (started)
  generatedLater: LaterData;
  bundling: Promise<BundleResult> | undefined;
  // output
  output: Output | undefined;
  // scan
  sources: Sources;
  // executor
  exec: Executor;
  fronts: ReturnType<typeof readFrontMatter>['fronts'];
  frontDiagnostics: ReturnType<typeof readFrontMatter>['diagnostics'];
  theme: LoadedTheme['theme'];
  themeInputs: LoadedTheme['inputs'];
  themeUrl: LoadedTheme['url'];
  // build cache
  kept: KeptCache | undefined;
  // sidebars file
  sidebarsLoad: Of<typeof loadSidebarsFile> | undefined;
  // routes
  routes: RoutePlan;
  // content
  content: Of<typeof renderContent>;
  // validate
  site: ReturnType<typeof siteData>;
  graph: ReturnType<typeof buildGraph>;
  // result
  result: BuildResult;
  // bundle
  bundle: BundleResult;
  prism: ReturnType<typeof prismThemeFile>;
  sidebarFiles: ReturnType<typeof sidebarDataFiles>;
  renderInput: Parameters<Executor['pages']>[0];
  // render
  pages: Awaited<ReturnType<Executor['pages']>>;
  // extras
  extras: Of<typeof extraFiles>;
  // write
  count: number;
}
