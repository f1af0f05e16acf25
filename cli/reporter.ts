// What the CLI prints: one line per stage with its time (and, on a terminal, progress while a long
// stage runs), diagnostics with code frames, a summary.
import type { Reporter } from '../generator/pipeline.ts';
import type { Diagnostic } from '../generator/types.ts';
import { formatEach, mergeRepeats } from '../generator/diagnostics.ts';
import { onProgress, type Counter } from '../generator/progress.ts';

export interface Output {
  out: (line: string) => void;
  err: (line: string) => void;
}

export const consoleOutput: Output = {
  out: (l) => process.stdout.write(l + '\n'),
  err: (l) => process.stderr.write(l + '\n'),
};

/** Where a progress line is drawn and redrawn: the terminal behind stdout, never a pipe or a file. */
export interface LiveTerminal {
  write(text: string): unknown;
}

/** A stage shorter than this shows no progress line. */
const PROGRESS_AFTER_MS = 1000;
const REDRAW_MS = 100;
const CLEAR_LINE = '\r\x1b[2K';

/**
 * One line per stage with its time. Given a terminal (`live`), a stage that counts pages (content,
 * render) and runs past a second also shows how far it has got, on one line redrawn in place that
 * the stage's own line then replaces; CI logs, with no terminal, get the stage lines alone.
 */
export function stageReporter(o: Output, quiet = false, live?: LiveTerminal): Reporter & { close(): void } {
  let drawing: { counter: Counter; started: number; timer: NodeJS.Timeout } | undefined;
  let shown = false;
  const clear = () => {
    if (shown) live!.write(CLEAR_LINE);
    shown = false;
  };
  const stop = () => {
    if (drawing) clearInterval(drawing.timer);
    drawing = undefined;
    clear();
  };
  const unlisten =
    live && !quiet
      ? onProgress((counter) => {
          stop();
          const started = performance.now();
          const timer = setInterval(() => {
            const ms = performance.now() - started;
            if (ms < PROGRESS_AFTER_MS) return;
            live.write(CLEAR_LINE + formatProgress(counter.stage, ms, counter.done, counter.total));
            shown = true;
          }, REDRAW_MS);
          timer.unref();
          drawing = { counter, started, timer };
        })
      : undefined;
  return {
    stage(name, ms, detail) {
      if (drawing?.counter.stage === name) stop();
      else clear();
      if (!quiet) o.out(`  ${name.padEnd(9)} ${formatMs(ms).padStart(8)}${detail ? `  ${detail}` : ''}`);
    },
    note(line) {
      clear();
      o.out(`  note: ${line}`);
    },
    close() {
      stop();
      unlisten?.();
    },
  };
}

/** A progress line, laid out like the stage line that replaces it: "  render      4.20 s  6,150 / 10,001 pages". */
export function formatProgress(name: string, ms: number, done: number, total: number): string {
  const n = (x: number) => x.toLocaleString('en-US');
  return `  ${name.padEnd(9)} ${formatMs(ms).padStart(8)}  ${n(Math.min(done, total))} / ${n(total)} pages`;
}

export function formatMs(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

/**
 * Each problem once (repeats merged, their pages listed), warnings first, each hint in full once;
 * the counts count problems.
 */
export function printDiagnostics(o: Output, all: readonly Diagnostic[]): void {
  const list = mergeRepeats(all);
  const errors = list.filter((d) => d.severity === 'error');
  const warnings = list.filter((d) => d.severity === 'warning');
  for (const text of formatEach([...warnings, ...errors])) o.err('\n' + text);
  if (errors.length || warnings.length) {
    o.err(
      `\n${errors.length} error${errors.length === 1 ? '' : 's'}, ${warnings.length} warning${warnings.length === 1 ? '' : 's'}`,
    );
  }
}
