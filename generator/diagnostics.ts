// Diagnostics: collected by every stage, printed together, with a code frame.
import { DIAGNOSTICS, type CatalogueEntry, type DiagnosticCode } from './diagnostic-codes.ts';
import type { Diagnostic, Position } from './types.ts';

/** Exit codes: 1 for problems in content, 2 for usage or configuration problems. */
export const EXIT_CONTENT = 1;
export const EXIT_USAGE = 2;

export class ZapsiteError extends Error {
  readonly diagnostics: Diagnostic[];
  readonly exitCode: number;
  constructor(diagnostics: Diagnostic[], exitCode = EXIT_CONTENT, options?: { cause?: unknown }) {
    super(diagnostics.map((d) => d.message).join('\n'), options);
    this.name = 'ZapsiteError';
    this.diagnostics = diagnostics;
    this.exitCode = exitCode;
  }
}

type Entry<C extends DiagnosticCode> = (typeof DIAGNOSTICS)[C];
/** What a message or hint function takes; undefined for a plain text. */
type ArgsOf<F> = F extends (args: infer A) => unknown ? A : undefined;
/** Both sets of arguments, or the one there is (one type taken by both is kept whole, a union unmultiplied). */
type Both<M, H> = [M] extends [undefined] ? H : [H] extends [undefined] ? M : Same<M, H> extends true ? M : M & H;
/** Whether two types are the same type (not merely assignable both ways, as optional fields are). */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/**
 * The named arguments a code's message and hint take (one object for both: its entry's message or
 * hint is a function of them), else undefined.
 */
export type DiagnosticArgs<C extends DiagnosticCode> = C extends DiagnosticCode
  ? Both<ArgsOf<Entry<C>['message']>, ArgsOf<Entry<C>['hint']>>
  : never;

/**
 * What a call site gives: the specifics (where, the message's and hint's arguments); the catalogue
 * gives the rest. For a union of codes, one of the codes with its own arguments.
 */
export type DiagnosticInput<C extends DiagnosticCode = DiagnosticCode> = C extends DiagnosticCode
  ? Omit<Diagnostic, 'code' | 'severity' | 'hint' | 'sourceLine' | 'message'> & {
      code: C;
      source?: string;
      sourceLine?: string;
    } & ([DiagnosticArgs<C>] extends [undefined] ? { args?: undefined } : { args: DiagnosticArgs<C> })
  : never;

/** The text of `code`'s entry's message or hint, given the call site's arguments when it is a function of them. */
function fill<T>(template: T | ((a: unknown) => T), args: unknown): T {
  return typeof template === 'function' ? (template as (a: unknown) => T)(args) : template;
}

/**
 * The catalogue's message for `code` with these arguments, for text that travels before it becomes
 * a diagnostic (an esbuild plugin's error, which carries the code and arguments beside it).
 */
export function messageFor<C extends DiagnosticCode>(code: C, args: DiagnosticArgs<C>): string {
  return fill(DIAGNOSTICS[code].message as string | ((a: unknown) => string), args);
}

/**
 * A diagnostic as the catalogue (diagnostic-codes.ts) describes its code: the call site passes the
 * specifics, the entry gives the message, the severity and the hint. With `source`, the line `line`
 * points into.
 */
export function diag<C extends DiagnosticCode>(d: DiagnosticInput<C>): Diagnostic {
  const entry = DIAGNOSTICS[d.code];
  return optionDiag(entry.severity === 'policy' ? 'error' : entry.severity, d);
}

/**
 * The one path where something other than the catalogue chooses the severity: a site option
 * (the entry's `option`, e.g. onBrokenLinks through severityFor) for a policy code.
 */
export function optionDiag<C extends DiagnosticCode>(
  severity: Diagnostic['severity'],
  d: DiagnosticInput<C>,
): Diagnostic {
  const { source, code, args, ...rest } = d;
  const entry = DIAGNOSTICS[code] as { message: string | ((a: unknown) => string); hint: string | undefined };
  const message = fill(entry.message, args);
  const hint = fill(entry.hint, args);
  const out: Diagnostic = { code, severity, message, hint, ...rest };
  if (source !== undefined && d.line) out.sourceLine = source.split(/\r?\n/)[d.line - 1];
  return out;
}

export function at(
  file: string,
  source: string,
  pos: Position | undefined,
): Pick<Diagnostic, 'file' | 'line' | 'column' | 'sourceLine'> {
  if (!pos) return { file };
  return { file, line: pos.line, column: pos.column, sourceLine: source.split(/\r?\n/)[pos.line - 1] };
}

/** One diagnostic as text: a header, the location, the source line with a caret, the hint. */
export function formatDiagnostic(d: Diagnostic): string {
  const lines = [`${d.severity}[${d.code}]: ${d.message}`];
  if (d.file) {
    const loc = d.line ? `${d.file}:${d.line}:${d.column ?? 1}` : d.file;
    lines.push(`  --> ${loc}`);
  }
  if (d.line && d.sourceLine !== undefined) {
    const num = String(d.line);
    const pad = ' '.repeat(num.length);
    const shown = d.sourceLine.length > 160 ? d.sourceLine.slice(0, 160) + '…' : d.sourceLine;
    const caretAt = Math.max(0, Math.min((d.column ?? 1) - 1, shown.length));
    // Keep tabs in the caret line so it lines up under the source.
    const lead = shown.slice(0, caretAt).replace(/[^\t]/g, ' ');
    lines.push(`${pad} |`, `${num} | ${shown}`, `${pad} | ${lead}^`);
  }
  if (d.affects?.length) lines.push(`  = ${affectsLine(d.affects)}`);
  if (d.hint) lines.push(`  hint: ${d.hint}`);
  return lines.join('\n');
}

/** How many pages are named before the rest are counted. */
const PAGES_NAMED = 3;

/** "affects 165 pages: a.mdx, b.mdx, c.mdx and 162 more". */
function affectsLine(pages: readonly string[]): string {
  const named = pages.slice(0, PAGES_NAMED).join(', ');
  const rest = pages.length - PAGES_NAMED;
  return `affects ${pages.length} page${pages.length === 1 ? '' : 's'}: ${named}${rest > 0 ? ` and ${rest} more` : ''}`;
}

/**
 * One diagnostic per problem: those with the same code, severity, place and message (a component's
 * error met on every page that uses it) become the first of them, with the pages of all in `affects`.
 * Order is kept; diagnostics that are not repeated come back as they were.
 */
export function mergeRepeats(list: readonly Diagnostic[]): Diagnostic[] {
  const byKey = new Map<string, { first: Diagnostic; pages?: Set<string> }>();
  for (const d of list) {
    const { once } = DIAGNOSTICS[d.code] as CatalogueEntry;
    // A page's render that failed in code with no line of the site's (inside a package), with the
    // same message as others: one cause met on each, reported once at the first with the pages.
    const samePageFailure = d.code === 'mdx-render' && d.line === undefined && d.file !== undefined;
    const byMessage = once === 'message' || samePageFailure;
    const siteWide = once === true || byMessage;
    const key = siteWide
      ? `${d.code}\0${d.severity}${byMessage ? `\0${d.message}` : ''}`
      : `${d.code}\0${d.severity}\0${d.file ?? ''}\0${d.line ?? ''}\0${d.column ?? ''}\0${d.message}`;
    const seen = byKey.get(key);
    if (!seen) byKey.set(key, { first: d });
    else if (siteWide || d.affects?.length) {
      seen.pages ??= new Set(seen.first.affects ?? (samePageFailure ? [seen.first.file!] : []));
      // A site-wide cause met again elsewhere: where it was met joins the pages.
      if (siteWide && d.file) seen.pages.add(d.file);
      for (const p of d.affects ?? []) seen.pages.add(p);
    }
  }
  if (byKey.size === list.length) return [...list];
  // A copy where pages were added: the first may be kept elsewhere (a memo of the page's render).
  return [...byKey.values()].map(({ first, pages }) => (pages ? { ...first, affects: [...pages] } : first));
}

/** The page `page` added to where `d` showed, when its source is another file. */
export function shownOn(d: Diagnostic, page: string): Diagnostic {
  if (d.file === page || d.affects?.includes(page)) return d;
  return { ...d, affects: [...(d.affects ?? []), page] };
}

/**
 * Diagnostics as printed one after another. A hint is printed in full the first time its code gives
 * it; a later diagnostic with the same code and hint (a swizzled component's note met on 28
 * components, an inline author on 293 posts) points back to that one instead of repeating it.
 */
export function formatEach(list: readonly Diagnostic[]): string[] {
  const first = new Map<string, Diagnostic>();
  return list.map((d) => {
    if (!d.hint) return formatDiagnostic(d);
    const key = `${d.code}\0${d.hint}`;
    const seen = first.get(key);
    if (!seen) {
      first.set(key, d);
      return formatDiagnostic(d);
    }
    const back = `as for the first ${seen.severity}[${seen.code}] above`;
    return formatDiagnostic(back.length < d.hint.length ? { ...d, hint: back } : d);
  });
}

export function formatDiagnostics(list: readonly Diagnostic[]): string {
  return formatEach(list).join('\n\n');
}

export function errorsIn(list: readonly Diagnostic[]): Diagnostic[] {
  return list.filter((d) => d.severity === 'error');
}
