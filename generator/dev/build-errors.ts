// Whatever a dev rebuild throws, as diagnostics: the same text goes to the terminal and, as a
// JSON payload, to the browser overlay.
import type { Message } from 'esbuild';
import { ZapsiteError, diag, formatDiagnostic } from '../diagnostics.ts';
import type { Diagnostic } from '../types.ts';
import type { ErrorReport, OverlayDiagnostic } from './client/protocol.ts';

export type { ErrorReport, OverlayDiagnostic };

export function toOverlay(d: Diagnostic): OverlayDiagnostic {
  const location = d.file ? (d.line ? `${d.file}:${d.line}:${d.column ?? 1}` : d.file) : undefined;
  // The diagnostic's own hint (the catalogue's), carried to the overlay.
  const { hint } = d;
  return {
    code: d.code,
    message: d.message,
    file: d.file,
    line: d.line,
    column: d.column,
    location,
    hint,
    ...(d.affects ? { affects: d.affects } : {}),
    frame: formatDiagnostic(d),
  };
}

function fromEsbuild(messages: Message[], what: string): Diagnostic[] {
  return messages.map((e) =>
    diag({
      code: 'compile',
      args: { what, error: e.text },
      file: e.location?.file,
      line: e.location?.line,
      column: e.location ? e.location.column + 1 : undefined,
      sourceLine: e.location?.lineText,
    }),
  );
}

/** Errors (not warnings) of a failed rebuild. Unknown failures keep their stack for the terminal. */
export function diagnosticsFor(error: unknown): { diagnostics: Diagnostic[]; stack?: string } {
  if (error instanceof ZapsiteError) {
    const errors = error.diagnostics.filter((d) => d.severity === 'error');
    return { diagnostics: errors.length ? errors : error.diagnostics };
  }
  const esbuildErrors = (error as { errors?: Message[] } | undefined)?.errors;
  if (Array.isArray(esbuildErrors) && esbuildErrors.length)
    return { diagnostics: fromEsbuild(esbuildErrors, 'Could not compile') };
  const e = error instanceof Error ? error : new Error(String(error));
  return {
    diagnostics: [diag({ code: 'unexpected', args: { error: e.message } })],
    stack: e.stack,
  };
}
