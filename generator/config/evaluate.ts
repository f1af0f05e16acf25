// Bundle the site's config with esbuild and run it with a time limit: a config that never
// finishes (a loop, a promise that never settles) would otherwise hang `zapsite build`, and CI
// with it.
//
// The config is bundled as CommonJS and run on this thread by node:vm, whose timeout stops even a
// `while (true) {}`; that costs nothing measurable. A worker thread, which can be stopped too, took
// 75-430 ms to start on a loaded 2-core machine. Only a config with top-level await (which
// CommonJS cannot hold) is bundled as ESM and imported in a worker, with the same limit.
import { build, type BuildOptions, type Message, type Plugin } from 'esbuild';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Script } from 'node:vm';
import { Worker } from 'node:worker_threads';

export const CONFIG_TIME_LIMIT_MS = 10_000;
/** Spelt apart: cli/bundle.ts rewrites the literal text `import.meta` + `.url` in every source. */
const META = ['import', 'meta'].join('.');

export class ConfigTimeout extends Error {
  readonly ms: number;
  constructor(ms: number) {
    super(`The config did not finish loading within ${ms / 1000} s.`);
    this.name = 'ConfigTimeout';
    this.ms = ms;
  }
}

/** The worker ran out of work while the config's top-level await was still waiting. */
export class ConfigUnsettled extends Error {
  constructor() {
    super('The config waits on a promise that never settles.');
    this.name = 'ConfigUnsettled';
  }
}

export interface EvaluatedConfig {
  exports: { default?: unknown };
  /** Absolute paths of every file the bundle read: what dev mode watches. */
  inputs: string[];
}

/**
 * Throws esbuild's failure (with `errors`) for code that does not compile. `plugins` are esbuild
 * plugins for the bundle (migrate uses one to stand in for the Docusaurus packages a config imports).
 */
export async function evaluateConfig(
  file: string,
  alias: Record<string, string>,
  ms = CONFIG_TIME_LIMIT_MS,
  plugins: Plugin[] = [],
): Promise<EvaluatedConfig> {
  const common: BuildOptions = {
    entryPoints: [file],
    bundle: true,
    write: false,
    platform: 'node',
    target: 'node22',
    metafile: true,
    logLevel: 'silent',
    alias,
    plugins,
    // The config's import.meta names the config file, as it would run unbundled.
    define: {
      'process.env.NODE_ENV': '"production"',
      [`${META}.url`]: JSON.stringify(pathToFileURL(file).href),
      [`${META}.filename`]: JSON.stringify(file),
      [`${META}.dirname`]: JSON.stringify(dirname(file)),
    },
  };
  let result;
  try {
    result = await build({ ...common, format: 'cjs' });
  } catch (error) {
    if (!usesTopLevelAwait(error)) throw error;
    const esm = await build({
      ...common,
      format: 'esm',
      banner: {
        js: `import { createRequire as __zsCreateRequire } from 'node:module'; const require = __zsCreateRequire(${JSON.stringify(file)});`,
      },
    });
    const url = `data:text/javascript;base64,${Buffer.from(esm.outputFiles![0]!.text).toString('base64')}`;
    return { exports: await importInWorker(url, ms), inputs: inputsOf(esm.metafile!) };
  }
  return { exports: runCommonJs(result.outputFiles![0]!.text, file, ms), inputs: inputsOf(result.metafile!) };
}

function inputsOf(metafile: { inputs: Record<string, unknown> }): string[] {
  // The metafile names inputs relative to the working folder ("../../tmp/site/x.ts").
  return Object.keys(metafile.inputs).map((p) => resolve(p));
}

function usesTopLevelAwait(error: unknown): boolean {
  return ((error as { errors?: Message[] }).errors ?? []).some((e) => /top-level await/i.test(e.text));
}

function runCommonJs(code: string, file: string, ms: number): { default?: unknown } {
  const module = { exports: {} as Record<string, unknown> };
  // The timeout covers only what runs inside runInThisContext, so the module runs there, taking
  // its arguments from a global set for that moment.
  const key = `__zapsiteConfig${process.pid}`;
  const g = globalThis as Record<string, unknown>;
  g[key] = [module.exports, createRequire(file), module, file, dirname(file)];
  try {
    new Script(
      `(function (exports, require, module, __filename, __dirname) {${code}\n}).apply(undefined, globalThis[${JSON.stringify(key)}]);`,
      { filename: file },
    ).runInThisContext({ timeout: ms });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw new ConfigTimeout(ms);
    throw error;
  } finally {
    delete g[key];
  }
  return module.exports;
}

// A script, not a file: the CLI runs from a bundle, and this needs no path to resolve.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.url).then(
  (mod) => {
    try {
      parentPort.postMessage({ ok: true, value: mod.default });
    } catch {
      parentPort.postMessage({ ok: true, uncloneable: true });
    }
  },
  (error) => parentPort.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error), stack: error instanceof Error ? error.stack : undefined }),
);
`;

type Reply = { ok: true; value?: unknown; uncloneable?: true } | { ok: false; message: string; stack?: string };

/**
 * The module's exports, from a worker that is stopped after `ms`. An export that cannot be copied
 * between threads (one holding functions) is imported again here, now known to finish.
 */
async function importInWorker(url: string, ms: number): Promise<{ default?: unknown }> {
  const worker = new Worker(WORKER, { eval: true, workerData: { url } });
  let timer: NodeJS.Timeout | undefined;
  try {
    const reply = await new Promise<Reply>((resolve, reject) => {
      timer = setTimeout(() => reject(new ConfigTimeout(ms)), ms);
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) =>
        reject(
          code === 0
            ? new ConfigUnsettled()
            : new Error(`The config ended its thread (exit code ${code}) while loading.`),
        ),
      );
    });
    if (!reply.ok) {
      const error = new Error(reply.message);
      if (reply.stack) error.stack = reply.stack;
      throw error;
    }
    if (reply.uncloneable) return (await import(url)) as { default?: unknown };
    return { default: reply.value };
  } finally {
    clearTimeout(timer);
    // terminate() stops a running loop too.
    void worker.terminate();
  }
}
