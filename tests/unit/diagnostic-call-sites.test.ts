// The catalogue (generator/diagnostic-codes/) owns each code's message template, hint and default
// severity: a call site passes the specifics only (where, and the named arguments), through diag()
// (generator/diagnostics.ts), and a site option that chooses a policy code's severity goes through
// optionDiag(). This scans the source for a call site that writes its own message or hint text, or
// a literal severity, beside the catalogue.
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { REPO } from '../helpers/paths.ts';
import { findInSources } from '../helpers/source-scan.ts';

/** A hint written at a call site (a type's `hint: string` field is not one). */
const OWN_HINT = /\bhint:(?!\s*string\b)/;
/** A literal severity written at a call site (a type's `'error' | 'warning'` is not one). */
const OWN_SEVERITY = /\bseverity:(?!\s*'error' \| 'warning')[^,}\n]*'(error|warning)'/;
/** A `message` key, written out or shorthand (`e.message` or `error: message`, values, are not). */
const MESSAGE_KEY = /[{,]\s*message\s*[:,}]/;

function ownLines(text: string): string[] {
  return text.split('\n').filter((l) => !/^\s*(\/\/|\*)/.test(l) && (OWN_HINT.test(l) || OWN_SEVERITY.test(l)));
}

/** The index just past the string or template literal that starts at `i`. */
function skipString(text: string, i: number): number {
  const quote = text[i];
  for (let j = i + 1; j < text.length; j++) {
    if (text[j] === '\\') j++;
    else if (text[j] === quote) return j + 1;
  }
  return text.length;
}

/** The index of the bracket that closes the one at `open`, strings skipped. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i]!;
    if (c === "'" || c === '"' || c === '`') i = skipString(text, i) - 1;
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c) && --depth === 0) return i;
  }
  return text.length;
}

/** The index of the `{` that opens the object literal around `at`, if any. */
function opening(text: string, at: number): number {
  let depth = 0;
  for (let i = at; i >= 0; i--) {
    if (text[i] === '}') depth++;
    else if (text[i] === '{' && depth-- === 0) return i;
  }
  return -1;
}

/**
 * Diagnostics whose message is written where they are made: a `message` in the arguments of a
 * diag() or optionDiag() call, or in an object literal beside a catalogue code (`code: '…'`, a
 * diagnostic built by hand). Objects without a code, or with a name for one (a zod issue, a
 * worker's reply), are not diagnostics. Each found as the line that writes the message.
 */
function ownMessages(source: string): string[] {
  const text = source.replace(/^\s*(\/\/|\*|\/\*).*$/gm, '');
  const spans: [number, number][] = [];
  for (const m of text.matchAll(/\b(?:diag|optionDiag)\(/g)) {
    const open = m.index + m[0].length - 1;
    spans.push([m.index, closing(text, open)]);
  }
  for (const m of text.matchAll(/\bcode: '[a-z0-9-]+'/g)) {
    const open = opening(text, m.index);
    if (open >= 0) spans.push([open, closing(text, open)]);
  }
  const lines = spans.flatMap(([a, b]) => {
    const key = MESSAGE_KEY.exec(text.slice(a, b + 1));
    if (!key) return [];
    const at = a + key.index + key[0].indexOf('message');
    const end = text.indexOf('\n', at);
    return [text.slice(text.lastIndexOf('\n', at) + 1, end < 0 ? undefined : end).trim()];
  });
  return [...new Set(lines)];
}

const files = fg.sync(['generator/**/*.{ts,tsx}', 'cli/**/*.{ts,tsx}'], {
  cwd: REPO,
  // The catalogue itself, and diagnostics.ts where diag() and optionDiag() fill them in.
  ignore: ['generator/diagnostic-codes.ts', 'generator/diagnostic-codes/**', 'generator/diagnostics.ts'],
});

describe('diagnostic call sites', () => {
  it('write no hint and no literal severity of their own: the catalogue gives both', () => {
    // Every file, no exceptions: each line found, by file.
    expect(findInSources(files, ownLines)).toEqual({});
  });

  it('write no message of their own: the catalogue gives it, from the arguments they pass', () => {
    expect(findInSources(files, ownMessages)).toEqual({});
  });

  it('finds a hint or a literal severity written beside a code (the scan is not blind)', () => {
    const site = `out.push({ code: 'duplicate-url', severity: 'error', message, hint: 'Rename one.' });`;
    expect(ownLines(site)).toHaveLength(1);
    expect(ownLines(`return { code: 'x', severity: level === 1 ? 'warning' : 'error', message };`)).toHaveLength(1);
    expect(ownLines(`  hint: \`Use one of \${ids}.\`,`)).toHaveLength(1);
    expect(ownLines(`        hint:`)).toHaveLength(1);
    expect(ownLines(`out.push(diag({ code: 'duplicate-url', message }));`)).toEqual([]);
    expect(ownLines(`interface E { hint: string; severity: 'error' | 'warning' }`)).toEqual([]);
  });

  it('finds a message written in a diag() call or beside a code (the scan is not blind)', () => {
    expect(ownMessages(`out.push(diag({ code: 'duplicate-url', message: \`\${n} claim \${url}.\`, file }));`)).toEqual([
      `out.push(diag({ code: 'duplicate-url', message: \`\${n} claim \${url}.\`, file }));`,
    ]);
    // Over several lines, shorthand, and the code not first or not written out.
    expect(ownMessages(`return diag({\n  code: 'config-load',\n  file,\n  message,\n});`)).toHaveLength(1);
    expect(ownMessages(`optionDiag(severity, {\n  ...where,\n  message: text,\n  code,\n})`)).toHaveLength(1);
    // A diagnostic built by hand, beside its code.
    expect(
      ownMessages(`const d: Diagnostic = {\n  code: 'broken-link',\n  severity,\n  message: 'Broken.',\n};`),
    ).toHaveLength(1);
  });

  it('passes objects that are not diagnostics, and arguments that read a message (the scan is not loud)', () => {
    expect(ownMessages(`parentPort.postMessage({ ok: false, message: error.message, stack: error.stack });`)).toEqual(
      [],
    );
    expect(ownMessages(`return [{ code: ZOD_CUSTOM, path: issue.path, message: \`expected \${x}\` }];`)).toEqual([]);
    expect(ownMessages(`diag({ code: 'config-load', args: { error: (error as Error).message }, file })`)).toEqual([]);
    expect(ownMessages(`diag({ code: 'mdx-prop', args: { error: e.message } });\nthrow new Error(message);`)).toEqual(
      [],
    );
    // A message that is not the diagnostic's, after a code in another object.
    expect(ownMessages(`out.push({ code: 'broken-link', args });\nreply = { ok: false, message: text };`)).toEqual([]);
  });
});
