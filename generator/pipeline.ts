// build(): the stages in order, as docs/ARCHITECTURE.md's table lists them. The table below is the
// build: each row names a stage and the small function (build-stages.ts) that runs it, a call into
// its own module with plain data in and out; where it runs (the executor), what it may reuse from
// the last build (the memo) and where files go (the output) are given to it.
import { isFsError, writeFailed } from './fs-errors.ts';
import { ZapsiteError } from './diagnostics.ts';
import type { Diagnostic } from './types.ts';
import { guarded } from './watchdog.ts';
import { Run } from './run.ts';
import { memoFor } from './cache.ts';
import { esbuildUser } from './bundle/esbuild-service.ts';
import { silentReporter, type BuildOptions, type BuildResult } from './build-options.ts';
import * as stage from './build-stages.ts';
import type { Build, Held } from './build-state.ts';

export { type BuildOptions, type BuildResult, type Reporter } from './build-options.ts';
export { createBuildCache, type BuildCache } from './cache.ts';

/**
 * The stages, in order. Each reads what the rows above it left in the build and adds its own part.
 * Rows marked `writes` make the output: a build that only checks (`checkOnly`) stops before them.
 */
const STAGES: readonly { name: string; run: (b: Build) => unknown; writes?: true }[] = [
  { name: 'config', run: stage.config },
  { name: 'plugins', run: stage.plugins },
  { name: 'out-dir', run: stage.outDir },
  { name: 'bundle (started)', run: stage.startBundle },
  { name: 'output', run: stage.output },
  { name: 'scan', run: stage.scan },
  { name: 'executor', run: stage.executor },
  { name: 'build cache', run: stage.buildCache },
  { name: 'sidebars file', run: stage.sidebarsFile },
  { name: 'routes', run: stage.routes },
  { name: 'content', run: stage.content },
  { name: 'validate', run: stage.validate },
  { name: 'result', run: stage.result },
  { name: 'bundle', run: stage.bundle, writes: true },
  { name: 'render', run: stage.render, writes: true },
  { name: 'extras', run: stage.extras, writes: true },
  { name: 'write', run: stage.write, writes: true },
  { name: 'emit', run: stage.emit, writes: true },
];

export async function build(opts: BuildOptions): Promise<BuildResult> {
  const held: Held = {};
  const leave = esbuildUser();
  try {
    // Watched (watchdog.ts): site code that loops past the limit or calls process.exit fails the
    // build with its file named, and the stages left waiting on it are abandoned.
    return await guarded(() => stages(opts, held));
  } catch (error) {
    held.kept?.discard();
    // Workers may still be writing pages into the folder about to be removed. A folder that cannot
    // be removed is left for the next build, which removes what an earlier one left (writer.ts):
    // the build's own error is the one to report.
    await held.output
      ?.abort(async () => {
        await held.executor?.close();
        held.executor = undefined;
      })
      .catch(() => {});
    // A build worker's failed write arrives as a plain error with its code and path.
    const dir = held.output?.writer.dir;
    if (dir && isFsError(error) && error.path?.startsWith(dir)) throw writeFailed(error, error.path);
    throw withWarnings(error, held.warnings ?? []);
  } finally {
    held.generated?.reject(new Error('The build ended before its routes were planned.'));
    // A build that failed while its bundle was in flight waits for it: esbuild's process, left
    // waiting on one of our plugins when zapsite exits, printed Go's deadlock report (a page of
    // stack) under zapsite's last line. Bounded, in case the bundle waits on something stuck.
    await settledWithin(held.bundling, BUNDLE_SETTLE_MS);
    await held.executor?.close();
    leave();
  }
}

const BUNDLE_SETTLE_MS = 10_000;

/** Resolves when `work` settles, or after `ms` at the latest; never rejects. */
async function settledWithin(work: Promise<unknown> | undefined, ms: number): Promise<void> {
  if (!work) return;
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms).unref()));
  await Promise.race([work.then(noop, noop), bound]);
  clearTimeout(timer);
}

function noop(): void {}

async function stages(opts: BuildOptions, held: Held): Promise<BuildResult> {
  const codeVersion = opts.codeVersion && once(opts.codeVersion);
  // The rest of the build's fields are filled in by the stages, in the table's order.
  const b = {
    opts,
    held,
    run: new Run(opts.reporter ?? silentReporter),
    memo: memoFor(opts.cache, opts.changedPaths),
    codeVersion,
  } as Build;
  held.warnings = b.run.warnings;
  for (const { run, writes } of STAGES) {
    if (b.done || (writes && (!b.output || !b.bundling))) break;
    await run(b);
  }
  return { ...b.result, ms: b.run.elapsed() };
}

/**
 * A build stopped by an error met after its stages' checks (a plugin's postBuild, site code past
 * its time limit) still reports the warnings found before it, as a stage's own check does.
 */
function withWarnings(error: unknown, warnings: readonly Diagnostic[]): unknown {
  if (!(error instanceof ZapsiteError) || !warnings.length) return error;
  const missing = warnings.filter((w) => !error.diagnostics.includes(w));
  if (!missing.length) return error;
  return new ZapsiteError([...error.diagnostics, ...missing], error.exitCode, { cause: error.cause });
}

/** `f`'s first answer, for every call. */
function once<T>(f: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= f());
}
