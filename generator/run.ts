// One build's bookkeeping: each stage timed and reported, warnings kept, and the build stopped
// with every error so far when a stage reports one.
import { ZapsiteError, errorsIn } from './diagnostics.ts';
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
    const errors = errorsIn(list);
    this.warnings.push(...list.filter((d) => d.severity === 'warning'));
    if (errors.length) throw new ZapsiteError([...errors, ...this.warnings]);
  }

  elapsed(): number {
    return performance.now() - this.started;
  }
}
