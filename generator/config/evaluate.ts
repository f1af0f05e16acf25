// Bundle the site's config with esbuild and run it with a time limit: a config that never
// finishes (a loop, a promise that never settles) would otherwise hang `zapsite build`, and CI
// with it.
//
// The config is bundled as CommonJS and run on this thread by node:vm, whose timeout stops even a
// `while (true) {}`; that costs nothing measurable. A worker thread, which can be stopped too, took
// 75-430 ms to start on a loaded 2-core machine. Only a config with top-level await (which
// CommonJS cannot hold) is bundled as ESM and imported in a worker, with the same limit.
import { build, type BuildOptions, type Message, type Plugin } from 'esbuild';
import { createRequire, SourceMap } from 'node:module';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Script } from 'node:vm';
import { Worker } from 'node:worker_threads';
import { configTimeLimitMs } from '../site-code.ts';
import { fileLocals } from './file-locals.ts';
import { providedPackages } from './provided-packages.ts';

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
  /** Where in the config's own files an error thrown by its code was raised (with `sourcemap`). */
  locate?: (error: unknown) => ConfigPlace | undefined;
  /**
   * Where a function the config made is written (with `sourcemap`): its text is found in the bundle
   * and mapped back, so migrate can tell a site's own module from a function written in the config.
   */
  placeOf?: (fn: (...args: never[]) => unknown) => ConfigPlace | undefined;
}

/** A place in one of the config's own files, 1-based. */
export interface ConfigPlace {
  file: string;
  line: number;
  column: number;
}

/** What migrate asks of the evaluation beyond zapsite's own config. */
export interface EvaluateExtras {
  /** esbuild plugins for the bundle (migrate resolves the packages a Docusaurus config imports). */
  plugins?: Plugin[];
  /** The `require` the bundle runs with (a CommonJS bundle); Node's own for the file otherwise. */
  require?: NodeJS.Require;
  /** Names the config's own files read from `process.env` are added here. */
  envReads?: Set<string>;
  /** Map errors back to the config's lines (`locate`, and `place` on an error thrown while loading). */
  sourcemap?: boolean;
  /**
   * `external`: the site's own files are bundled, packages left to Node's `require`, as Docusaurus
   * (jiti) loads a plugin: a package with a native binding cannot be bundled.
   */
  packages?: 'external';
  /** Leave `process.env.NODE_ENV` to be read when the code runs (a published plugin that turns itself off in development). */
  runtimeNodeEnv?: boolean;
}

const ENV = '__zapsiteEnv';

/** process.env, noting every name read through it. */
function recordingEnv(reads: Set<string>): NodeJS.ProcessEnv {
  const note = (key: string | symbol) => typeof key === 'string' && reads.add(key);
  return new Proxy(process.env, {
    get: (target, key) => (note(key), Reflect.get(target, key)),
    has: (target, key) => (note(key), Reflect.has(target, key)),
  });
}

/**
 * Throws esbuild's failure (with `errors`) for code that does not compile. An error the config's
 * code throws while loading carries `place` (a ConfigPlace) when `extras.sourcemap` is set.
 */
export async function evaluateConfig(
  file: string,
  alias: Record<string, string>,
  ms = configTimeLimitMs(),
  extras: EvaluateExtras = {},
): Promise<EvaluatedConfig> {
  // Named, so the source map's paths are known to be relative to it (locator).
  const cwd = process.cwd();
  const common: BuildOptions = {
    absWorkingDir: cwd,
    entryPoints: [file],
    bundle: true,
    write: false,
    platform: 'node',
    target: 'node22',
    metafile: true,
    logLevel: 'silent',
    alias,
    // As Docusaurus loads them (jiti): each file of the site its own __dirname, and what its install brought.
    plugins: [...(extras.plugins ?? []), fileLocals(), providedPackages(extras.packages === 'external')],
    sourcemap: extras.sourcemap ? 'inline' : false,
    // The config's import.meta names the config file, as it would run unbundled.
    define: {
      ...(extras.envReads ? { 'process.env': ENV } : {}),
      ...(extras.runtimeNodeEnv ? {} : { 'process.env.NODE_ENV': '"production"' }),
      [`${META}.url`]: JSON.stringify(pathToFileURL(file).href),
      [`${META}.filename`]: JSON.stringify(file),
      [`${META}.dirname`]: JSON.stringify(dirname(file)),
    },
  };
  let result;
  try {
    // A plugin's `await import('pkg')` becomes a require() of it: a script run here has no loader
    // for import() (Node throws "A dynamic import callback was not specified"), and Node's require
    // takes ES modules too. jiti, which Docusaurus loads plugins with, does the same.
    result = await build({ ...common, format: 'cjs', supported: { 'dynamic-import': false } });
  } catch (error) {
    if (!usesTopLevelAwait(error)) throw error;
    const esm = await build({
      ...common,
      format: 'esm',
      banner: {
        js: `import { createRequire as __zsCreateRequire } from 'node:module'; const require = __zsCreateRequire(${JSON.stringify(file)});${extras.envReads ? ` const ${ENV} = process.env;` : ''}`,
      },
    });
    const url = `data:text/javascript;base64,${Buffer.from(esm.outputFiles![0]!.text).toString('base64')}`;
    // The worker's reads of process.env are not seen here: a top-level-await config's are not listed.
    return { exports: await importInWorker(url, ms), inputs: inputsOf(esm.metafile!) };
  }
  const code = result.outputFiles![0]!.text;
  const locate = extras.sourcemap ? locator(code, file, cwd) : undefined;
  const placeOf = extras.sourcemap ? functionPlaces(code, cwd) : undefined;
  const args: RunArgs = {
    require: extras.require ?? createRequire(file),
    env: extras.envReads ? recordingEnv(extras.envReads) : process.env,
  };
  try {
    return { exports: runCommonJs(code, file, ms, args), inputs: inputsOf(result.metafile!), locate, placeOf };
  } catch (error) {
    const place = locate?.(error);
    if (place && error && typeof error === 'object') Object.assign(error, { place });
    throw error;
  }
}

/**
 * Where an error's stack first passes through the config's own files: each frame in the bundle
 * (named by the config file) mapped back through the inline source map, skipping esbuild's helpers.
 */
function locator(code: string, file: string, cwd: string): (error: unknown) => ConfigPlace | undefined {
  const inline = /\/\/# sourceMappingURL=data:application\/json;base64,([A-Za-z0-9+/=]+)\s*$/.exec(code);
  if (!inline) return () => undefined;
  const map = new SourceMap(JSON.parse(Buffer.from(inline[1]!, 'base64').toString('utf8')));
  const frame = new RegExp(`${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:(\\d+):(\\d+)`, 'g');
  return (error) => {
    const stack = error instanceof Error ? (error.stack ?? '') : '';
    for (const [, line, column] of stack.matchAll(frame)) {
      const entry = map.findEntry(Number(line) - 1, Number(column) - 1) as {
        originalSource?: string;
        originalLine?: number;
        originalColumn?: number;
      };
      if (!entry.originalSource || /node_modules/.test(entry.originalSource)) continue;
      return {
        file: resolve(cwd, entry.originalSource),
        line: entry.originalLine! + 1,
        column: entry.originalColumn! + 1,
      };
    }
    return undefined;
  };
}

function functionPlaces(code: string, cwd: string): (fn: (...args: never[]) => unknown) => ConfigPlace | undefined {
  let map: SourceMap | undefined;
  return (fn) => {
    // A function's text is the bundle's text it was made from, character for character.
    const at = code.indexOf(Function.prototype.toString.call(fn));
    if (at < 0) return undefined;
    const inline = /\/\/# sourceMappingURL=data:application\/json;base64,([A-Za-z0-9+/=]+)\s*$/.exec(code);
    if (!inline) return undefined;
    map ??= new SourceMap(JSON.parse(Buffer.from(inline[1]!, 'base64').toString('utf8')));
    const before = code.slice(0, at);
    const line = before.split('\n').length - 1;
    const entry = map.findEntry(line, at - before.lastIndexOf('\n') - 1) as {
      originalSource?: string;
      originalLine?: number;
      originalColumn?: number;
    };
    if (!entry.originalSource) return undefined;
    return {
      file: resolve(cwd, entry.originalSource),
      line: entry.originalLine! + 1,
      column: entry.originalColumn! + 1,
    };
  };
}

function inputsOf(metafile: { inputs: Record<string, unknown> }): string[] {
  // The metafile names inputs relative to the working folder ("../../tmp/site/x.ts").
  return Object.keys(metafile.inputs).map((p) => resolve(p));
}

function usesTopLevelAwait(error: unknown): boolean {
  return ((error as { errors?: Message[] }).errors ?? []).some((e) => /top-level await/i.test(e.text));
}

interface RunArgs {
  require: NodeJS.Require;
  env: NodeJS.ProcessEnv;
}

function runCommonJs(code: string, file: string, ms: number, args: RunArgs): { default?: unknown } {
  const module = { exports: {} as Record<string, unknown> };
  // The timeout covers only what runs inside runInThisContext, so the module runs there, taking
  // its arguments from a global set for that moment.
  const key = `__zapsiteConfig${process.pid}`;
  const g = globalThis as Record<string, unknown>;
  g[key] = [module.exports, args.require, module, file, dirname(file), args.env];
  try {
    new Script(
      `(function (exports, require, module, __filename, __dirname, ${ENV}) {${code}\n}).apply(undefined, globalThis[${JSON.stringify(key)}]);`,
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
