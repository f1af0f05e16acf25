// What the CLI prints: one line per stage with its time, diagnostics with code frames, a summary.
import type { Reporter } from '../generator/pipeline.ts';
import type { Diagnostic } from '../generator/types.ts';
import { formatDiagnostic } from '../generator/diagnostics.ts';

export interface Output {
  out: (line: string) => void;
  err: (line: string) => void;
}

export const consoleOutput: Output = {
  out: (l) => process.stdout.write(l + '\n'),
  err: (l) => process.stderr.write(l + '\n'),
};

export function stageReporter(o: Output, quiet = false): Reporter {
  return {
    stage(name, ms, detail) {
      if (!quiet) o.out(`  ${name.padEnd(9)} ${formatMs(ms).padStart(8)}${detail ? `  ${detail}` : ''}`);
    },
    note(line) {
      o.out(`  note: ${line}`);
    },
  };
}

export function formatMs(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

export function printDiagnostics(o: Output, list: readonly Diagnostic[]): void {
  const errors = list.filter((d) => d.severity === 'error');
  const warnings = list.filter((d) => d.severity === 'warning');
  for (const d of [...warnings, ...errors]) o.err('\n' + formatDiagnostic(d));
  if (errors.length || warnings.length) {
    o.err(`\n${errors.length} error${errors.length === 1 ? '' : 's'}, ${warnings.length} warning${warnings.length === 1 ? '' : 's'}`);
  }
}
