// What site code (the config, MDX pages, React pages, components) is running on this thread, and
// what it may not do: end the process. Read by the watchdog (watchdog.ts) and the build workers'
// pool (workers/pool.ts) to name the file when site code never finishes or ends its thread.
//
// A build worker's "where" is also written into shared memory, because the pool reads it after
// the worker is stopped (or gone); this thread's is an ordinary variable, which stays as it was
// when V8 stops a loop (no `finally` block runs then).
import { EXIT_CONTENT, EXIT_USAGE, ZapsiteError, diag } from './diagnostics.ts';
import type { Diagnostic } from './types.ts';
import { CONFIG_FILE } from './config/file-names.ts';

/** How long site code may run without returning, unless ZAPSITE_SITE_CODE_TIMEOUT says (seconds). */
const DEFAULT_LIMIT_MS = 60_000;
/** How long loading the config (or a sidebars file) may take, unless ZAPSITE_SITE_CODE_TIMEOUT says. */
const CONFIG_LIMIT_MS = 10_000;
/**
 * How many times the limit site code has in a step over the whole site: the site's Markdown plugins
 * while the content is read (remark-shiki-twoslash type-checks every code block of a file in one
 * go: 20 s and more for one of trpc's docs), and a plugin's postBuild, which reads the whole output
 * (an llms.txt plugin spent more than a minute converting react-native-website's 2,378 pages to
 * Markdown).
 */
const WHOLE_SITE_FACTOR = 10;

/** The limit ZAPSITE_SITE_CODE_TIMEOUT sets (seconds, decimals allowed), or `fallback`. */
function limitMs(env: NodeJS.ProcessEnv, fallback: number): number {
  const seconds = Number(env.ZAPSITE_SITE_CODE_TIMEOUT);
  return seconds > 0 && Number.isFinite(seconds) ? Math.round(seconds * 1000) : fallback;
}

/** The limit in force on site code as it runs: ZAPSITE_SITE_CODE_TIMEOUT or 60 s. */
export function siteCodeLimitMs(env: NodeJS.ProcessEnv = process.env): number {
  return limitMs(env, DEFAULT_LIMIT_MS);
}

/** The limit while the site's Markdown plugins or its plugins' postBuild run: ten times the limit on site code (10 minutes by default). */
export function wholeSiteLimitMs(env: NodeJS.ProcessEnv = process.env): number {
  return WHOLE_SITE_FACTOR * siteCodeLimitMs(env);
}

/** The limit on loading the config or a sidebars file: ZAPSITE_SITE_CODE_TIMEOUT, which sets every limit on site code, or 10 s. */
export function configTimeLimitMs(env: NodeJS.ProcessEnv = process.env): number {
  return limitMs(env, CONFIG_LIMIT_MS);
}

/**
 * The share of the limit, in CPU time of the whole process, that a thread must burn before it counts
 * as stuck in a loop: a thread that only waits for a core on a crowded machine burns none, so load
 * alone never stops a build (and the tests' short limits do not depend on the machine's speed).
 */
export const CPU_SHARE = 0.8;

/** The process's CPU time so far (every thread), in ms. */
export function processCpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** The config file, relative to the site: site code running outside a page is the config's. */
let configFile = CONFIG_FILE;
/** The page (its source file, relative to the site) whose code runs now, if any. */
let page: string | undefined;
let slot: WhereSlot | undefined;

export function setConfigFile(rel: string): void {
  configFile = rel;
}

/** The page render in progress on this thread, and when it began (performance.now()). */
let rendering: { file: string; started: number } | undefined;

/**
 * The site plugin method running now on this thread (site-plugins/run.ts), or the last one: a
 * time-out while its file runs names the plugin and the method, at the method's line.
 */
let pluginCall: PluginCall | undefined;

export interface PluginCall {
  file: string;
  /** `the plugin "x" in loadContent`. */
  what: string;
  place: Pick<Diagnostic, 'line' | 'column' | 'sourceLine'>;
}

/** Before site code of a page runs (importing its module, rendering it), or a plugin's method (`plugin`). */
export function enterPage(rel: string, plugin?: PluginCall): void {
  pluginCall = plugin;
  setPage(rel);
  rendering = { file: rel, started: performance.now() };
  slot?.entered();
}

/** After it returned: any site code running now is the config's (a getter, a timer it set). */
export function leavePage(): void {
  setPage(undefined);
  rendering = undefined;
}

/**
 * The page render in progress on this thread and how long it has taken: one that awaits what
 * never comes leaves the event loop free, so only this says it is stuck.
 */
export function renderInProgress(): { file: string; ms: number } | undefined {
  return rendering && { file: rendering.file, ms: performance.now() - rendering.started };
}

/** The file whose code runs now on this thread, and whether it is the config. */
export function runningSiteCode(): { file: string; config: boolean } {
  return page === undefined ? { file: configFile, config: true } : { file: page, config: false };
}

const SLOT_BYTES = 4096;

/**
 * A thread's "where", shared with the thread that watches it: a progress counter (bumped by the
 * watched thread's timer and at every unit of work; one that stops moving means the thread is
 * stuck), the file it is on, as UTF-8, and a count of page renders begun (one that stays on a page
 * too long is stuck even when the thread is free: it awaits what never comes).
 */
export class WhereSlot {
  readonly buffer: SharedArrayBuffer;
  private readonly ints: Int32Array;
  private readonly bytes: Uint8Array;
  constructor(buffer = new SharedArrayBuffer(12 + SLOT_BYTES)) {
    this.buffer = buffer;
    this.ints = new Int32Array(buffer, 0, 3);
    this.bytes = new Uint8Array(buffer, 12);
  }
  entered(): void {
    Atomics.add(this.ints, 2, 1);
  }
  entries(): number {
    return Atomics.load(this.ints, 2);
  }
  beat(): void {
    Atomics.add(this.ints, 0, 1);
  }
  beats(): number {
    return Atomics.load(this.ints, 0);
  }
  set(label: string): void {
    const { written } = encoder.encodeInto(label, this.bytes);
    Atomics.store(this.ints, 1, written);
    this.beat();
  }
  label(): string {
    return decoder.decode(this.bytes.slice(0, Atomics.load(this.ints, 1)));
  }
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

type Timer = (callback: (...args: unknown[]) => void, ...rest: unknown[]) => unknown;
const timers = ['setTimeout', 'setInterval', 'setImmediate'] as const;
const realTimers = Object.fromEntries(timers.map((name) => [name, globalThis[name]])) as unknown as Record<
  (typeof timers)[number],
  Timer
>;
const PROMISIFY = Symbol.for('nodejs.util.promisify.custom');
let carrying = 0;

/**
 * Until the returned function is called (calls nest), a timer's callback runs as code of the file
 * that set the timer (a page's timer is named by the page, not by whatever runs when it fires),
 * and from a microtask the timer queues rather than from the timer itself: Node notes each timer
 * it runs on a stack it checks when the timer returns, and a loop stopped inside the callback
 * (watchdog.ts) would leave that stack uneven, and Node would abort ("async hook stack has become
 * corrupted"). Microtasks run outside that bookkeeping.
 */
export function carryTimers(): () => void {
  if (carrying++ === 0) {
    const g = globalThis as unknown as Record<string, Timer>;
    for (const name of timers) {
      const real = realTimers[name];
      const wrapped: Timer = (callback, ...rest) => {
        if (typeof callback !== 'function') return real(callback, ...rest);
        const from = page;
        return real((...args: unknown[]) => queueMicrotask(() => runAs(from, () => callback(...args))), ...rest);
      };
      // util.promisify(setTimeout) keeps working.
      (wrapped as unknown as Record<symbol, unknown>)[PROMISIFY] = (real as unknown as Record<symbol, unknown>)[
        PROMISIFY
      ];
      g[name] = wrapped;
    }
  }
  let restored = false;
  return () => {
    if (restored) return;
    restored = true;
    if (--carrying === 0) Object.assign(globalThis, realTimers);
  };
}

/**
 * Runs `fn` as code of `file` (undefined: the config's). When it throws, or a loop in it is
 * stopped, `file` stays named: it is what ran last.
 */
function runAs(file: string | undefined, fn: () => void): void {
  const before = page;
  setPage(file);
  fn();
  setPage(before);
}

function setPage(file: string | undefined): void {
  page = file;
  slot?.set(file ?? '');
}

/** On a build worker (which never runs the config): where this thread is goes into `shared` too, beating while the thread is free. */
export function shareWhere(shared: SharedArrayBuffer, beatMs: number): void {
  slot = new WhereSlot(shared);
  slot.set('');
  setInterval(() => slot!.beat(), beatMs).unref();
}

/** On a build worker: a unit of work done (a page written), so a long batch is not taken for a stall. */
export function beatWhere(): void {
  slot?.beat();
}

/**
 * What `process.exit()` (or `reallyExit`, `abort`) throws when site code calls it during a build:
 * the build stops with a located error instead of ending with exit code 0 and nothing said.
 */
export class SiteExit extends Error {
  /** The file whose code was running, as this thread knew it. */
  readonly file: string;
  readonly config: boolean;
  constructor(call: string, code: unknown) {
    const running = runningSiteCode();
    super(`${call}(${code === undefined ? '' : String(code)}) was called`);
    this.name = 'SiteExit';
    this.file = running.file;
    this.config = running.config;
  }
}

const real = {
  exit: process.exit,
  reallyExit: (process as unknown as { reallyExit: unknown }).reallyExit,
  abort: process.abort,
};
let trapped = 0;

/**
 * Makes process.exit, process.reallyExit and process.abort throw SiteExit until the returned
 * function is called (calls nest). zapsite's own exits go through realExit.
 */
export function trapExits(): () => void {
  if (trapped++ === 0) setExits(false);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--trapped === 0) setExits(true);
  };
}

function setExits(restore: boolean): void {
  const p = process as unknown as Record<string, unknown>;
  p.exit = restore ? real.exit : (code?: unknown) => throwExit('process.exit', code);
  p.reallyExit = restore ? real.reallyExit : (code?: unknown) => throwExit('process.reallyExit', code);
  p.abort = restore ? real.abort : () => throwExit('process.abort', undefined);
}

function throwExit(call: string, code: unknown): never {
  throw new SiteExit(call, code);
}

/** zapsite's own exit: the real one, whatever site code is trapped. */
export function realExit(code: number): never {
  trapped = 0;
  setExits(true);
  return process.exit(code);
}

/** A SiteExit, also one copied from another thread (which keeps its name and message only). */
export function isSiteExit(error: unknown): boolean {
  return error instanceof Error && error.name === 'SiteExit';
}

/**
 * Site code that ran past the limit: `file` is the page being rendered, or the config (`config`)
 * for code it runs after loading (a getter, a timer or callback it scheduled); '' when a build
 * worker was between pages.
 */
export function siteTimeoutError(file: string, config: boolean, ms: number): ZapsiteError {
  const seconds = ms / 1000;
  const plugin = !config && pluginCall?.file === file ? pluginCall : undefined;
  const d: Diagnostic = plugin
    ? diag({
        code: 'site-timeout',
        args: { in: 'plugin', what: plugin.what, seconds },
        file,
        ...plugin.place,
      })
    : file
      ? config
        ? diag({
            code: 'site-timeout',
            args: { in: 'config', file, seconds },
            file,
          })
        : diag({
            code: 'site-timeout',
            args: { in: 'page', file, seconds },
            file,
          })
      : diag({
          code: 'site-timeout',
          args: { in: 'between-pages', seconds },
        });
  return new ZapsiteError([d], config ? EXIT_USAGE : EXIT_CONTENT);
}

/**
 * Site code that called process.exit (or ended its thread): `call` says what was called, `by` the
 * file whose code called it (undefined: a build worker between pages); at `at` when the line is known.
 */
export function siteExitDiagnostic(
  call: string,
  by: string | undefined,
  at: Pick<Diagnostic, 'file' | 'line' | 'column' | 'sourceLine'>,
): Diagnostic {
  return diag({ code: 'site-exit', args: { call, file: by }, ...at });
}

/** A SiteExit that reached the build's top (the config's code, a timer): the file it knew. */
export function siteExitError(error: SiteExit): ZapsiteError {
  return new ZapsiteError(
    [siteExitDiagnostic(error.message, error.file, { file: error.file })],
    error.config ? EXIT_USAGE : EXIT_CONTENT,
    { cause: error },
  );
}

/**
 * An error no render caught (thrown by a timer, a callback or a promise that site code set up), or
 * a SiteExit, as the build's error: named by the file whose code ran last on this thread.
 */
export function strayError(error: unknown): ZapsiteError {
  if (error instanceof SiteExit) return siteExitError(error);
  const { file, config } = runningSiteCode();
  const missing = missingProgram(error);
  // A program that is not there: the machine's lack, not the config's or a page's fault (exit 1, not 2);
  // the file is the last site code that ran, where the plugin that started it is most likely set.
  if (missing)
    return new ZapsiteError(
      [diag({ code: 'site-program-missing', args: { program: missing, file }, file })],
      EXIT_CONTENT,
      {
        cause: error,
      },
    );
  const message = error instanceof Error ? error.message : String(error);
  return new ZapsiteError(
    [
      diag({
        code: 'site-uncaught',
        args: { error: message, file, on: 'main' },
        file,
      }),
    ],
    config ? EXIT_USAGE : EXIT_CONTENT,
    { cause: error },
  );
}

/** The program a failed spawn named (`spawn flow ENOENT`: an 'error' event no one listened to). */
function missingProgram(error: unknown): string | undefined {
  const e = error as { code?: unknown; syscall?: unknown; path?: unknown } | null;
  return e &&
    e.code === 'ENOENT' &&
    typeof e.syscall === 'string' &&
    e.syscall.startsWith('spawn') &&
    typeof e.path === 'string'
    ? e.path
    : undefined;
}

/** The event loop ran dry while the build still waited: site code awaits what never comes. */
export function unsettledError(): ZapsiteError {
  const { file, config } = runningSiteCode();
  return new ZapsiteError(
    [
      diag({
        code: 'site-unsettled',
        args: { file },
        file,
      }),
    ],
    config ? EXIT_USAGE : EXIT_CONTENT,
  );
}
