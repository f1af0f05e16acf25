// The watchdog over this thread: site code (a config getter, a timer the config set, an MDX page, a
// component) that loops for ever would hang `zapsite build`, and CI with it, without a word.
//
// While a build runs (`guarded`), this thread bumps a shared counter from a timer, and a small
// worker thread watches it. When the counter stops for longer than the limit, the worker stops the
// loop through the inspector (Runtime.terminateExecution, which unwinds the stuck task only) and,
// once the inspector has replied, says so; this thread's event loop runs again, receives the
// message and fails the build with the file whose code was running (site-code.ts). Build workers are watched by their pool
// instead (workers/pool.ts), which can simply terminate them.
//
// The CLI installs it (`installWatchdog`); builds run in-process by tests are not watched.
import { isMainThread, Worker } from 'node:worker_threads';
import {
  CPU_SHARE,
  carryTimers,
  leavePage,
  renderInProgress,
  runningSiteCode,
  siteCodeLimitMs,
  siteTimeoutError,
  trapExits,
} from './site-code.ts';

// A script, not a file: the CLI runs from a bundle, and this needs no path to resolve.
// ints: [heartbeat, armed, limit in ms]
const WATCHDOG = `
const { parentPort, workerData } = require('node:worker_threads');
const ints = new Int32Array(workerData.buffer);
let last = -1;
let since = Date.now();
let cpuSince = 0;
const cpuMs = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const timer = setInterval(() => {
  const beat = Atomics.load(ints, 0);
  if (beat !== last || Atomics.load(ints, 1) === 0) {
    last = beat;
    since = Date.now();
    cpuSince = cpuMs();
    return;
  }
  const limit = Atomics.load(ints, 2);
  // A loop burns CPU; a thread that only waits for a core on a crowded machine does not. Both the
  // time and (most of) that much of the process's CPU must pass, so load alone never trips it.
  if (Date.now() - since < limit || cpuMs() - cpuSince < limit * CPU_SHARE) return;
  clearInterval(timer);
  let session;
  try {
    session = new (require('node:inspector').Session)();
    session.connectToMainThread();
  } catch {
    // A Node without the inspector cannot stop the loop: say so, and end the process.
    require('node:fs').writeSync(2, 'error[site-timeout]: site code ran past the time limit (ZAPSITE_SITE_CODE_TIMEOUT) and this Node has no inspector to stop it; ending the process.\\n');
    process.kill(process.pid, 'SIGKILL');
    return;
  }
  // Node 24 aborts the whole process (SIGABRT, nothing printed) when this thread ends while the main
  // thread still answers or closes the session: the reply holds no handle open, and the main thread
  // closes its end only when it next runs. So the worker stays until the main thread, running again
  // after the disconnect, says goodbye.
  const keep = setInterval(() => {}, 1 << 30);
  session.post('Runtime.terminateExecution', () => {
    // Disconnected at once, or Node would wait for the debugger at exit.
    session.disconnect();
    parentPort.once('message', () => clearInterval(keep));
    parentPort.postMessage('stalled');
  });
}, workerData.checkMs);
`.replace('CPU_SHARE', String(CPU_SHARE));

interface Watchdog {
  ints: Int32Array;
  checkMs: number;
  worker?: Worker;
  /** Rejects each guarded run in progress. */
  running: Set<(error: Error) => void>;
}

let watchdog: Watchdog | undefined;

/** Watch this thread from now on (the CLI's build and dev commands). */
export function installWatchdog(): void {
  if (watchdog || !isMainThread) return;
  const limitMs = siteCodeLimitMs();
  // A beat every eighth of the limit: a stall is seen within ~1.1x the limit.
  const checkMs = Math.max(20, Math.min(500, Math.floor(limitMs / 8)));
  const ints = new Int32Array(new SharedArrayBuffer(12));
  Atomics.store(ints, 2, limitMs);
  const w: Watchdog = { ints, checkMs, running: new Set() };
  setInterval(() => {
    Atomics.add(ints, 0, 1);
    // A render that awaits what never comes leaves this thread free: timed here instead, against
    // the limit in force (a whole-site step's is longer, withLongerLimit).
    const render = renderInProgress();
    const limit = Atomics.load(ints, 2);
    if (render && render.ms > limit && w.running.size) {
      leavePage();
      failGuarded(siteTimeoutError(render.file, false, limit));
    }
  }, checkMs).unref();
  watchdog = w;
}

function startWorker(w: Watchdog): void {
  if (w.worker) return;
  const worker = new Worker(WATCHDOG, { eval: true, workerData: { buffer: w.ints.buffer, checkMs: w.checkMs } });
  worker.unref();
  worker.on('message', () => {
    // The stuck code was stopped where it was, so what ran last is what looped.
    const { file, config } = runningSiteCode();
    leavePage();
    // Not terminated (see WATCHDOG): told to go, after this thread has closed its session.
    setImmediate(() => worker.postMessage('bye'));
    w.worker = undefined;
    failGuarded(siteTimeoutError(file, config, Atomics.load(w.ints, 2)));
  });
  // A watchdog that failed to start leaves the build unwatched, not failed.
  worker.on('error', () => (w.worker = undefined));
  w.worker = worker;
}

/**
 * Runs `work` watched: it rejects with a located error when site code loops past the limit (or
 * `failGuarded` is called), and process.exit throws meanwhile (site-code.ts). Unwatched without
 * installWatchdog.
 */
export async function guarded<T>(work: () => Promise<T>): Promise<T> {
  const w = watchdog;
  if (!w) return work();
  startWorker(w);
  let reject!: (error: Error) => void;
  const stopped = new Promise<never>((_, r) => (reject = r));
  w.running.add(reject);
  Atomics.store(w.ints, 1, w.running.size);
  const release = trapExits();
  const restoreTimers = carryTimers();
  try {
    return await Promise.race([work(), stopped]);
  } finally {
    restoreTimers();
    release();
    w.running.delete(reject);
    Atomics.store(w.ints, 1, w.running.size);
  }
}

/**
 * Runs `work` with site code allowed `ms` without returning, where that is longer than the limit in
 * force (the site's Markdown plugins and postBuild, site-code.ts wholeSiteLimitMs); the limit is back after.
 */
export async function withLongerLimit<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const w = watchdog;
  if (!w) return work();
  const before = Atomics.load(w.ints, 2);
  Atomics.store(w.ints, 2, Math.max(before, ms));
  try {
    return await work();
  } finally {
    Atomics.store(w.ints, 2, before);
  }
}

/** Fails every guarded run in progress with `error`; false when none is. */
export function failGuarded(error: Error): boolean {
  const running = [...(watchdog?.running ?? [])];
  for (const reject of running) reject(error);
  return running.length > 0;
}
