// One build's bookkeeping: each stage timed and reported, warnings kept, and the build stopped
// with every error so far when a stage reports one.
import { ZapsiteError, errorsIn, mergeRepeats } from './diagnostics.ts';
import type { Reporter } from './build-options.ts';
import type { Diagnostic } from './types.ts';

export class Run {
  readonly warnings: Diagnostic[] = [];
  readonly reporter: Reporter;
  readonly started = performance.now();
  constructor(reporter: Reporter) {
    this.reporter = reporter;
  }

  async stage<T>(name: string, fn: () => T | Promise<T>, detail?: (value: T) => string): Promise<T> {
    const t0 = performance.now();
    const value = await fn();
    this.reporter.stage(name, performance.now() - t0, detail?.(value));
    return value;
  }

  /** Keep the warnings; throw when there is an error, with every warning so far beside it. */
  check(list: readonly Diagnostic[]): void {
    // Each problem once, however many pages met it.
    const merged = mergeRepeats(list);
    const errors = errorsIn(merged);
    this.warnings.push(...merged.filter((d) => d.severity === 'warning'));
    if (errors.length) throw new ZapsiteError([...errors, ...this.warnings]);
  }

  elapsed(): number {
    return performance.now() - this.started;
  }
}
