// The catalogue (generator/diagnostic-codes/) owns each code's hint and default severity: a call
// site passes the specifics only, through diag() (generator/diagnostics.ts), and a site option that
// chooses a policy code's severity goes through optionDiag(). This scans the source for a call site
// that writes its own hint text or a literal severity beside the catalogue.
import { readFileSync } from 'node:fs';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { REPO } from '../helpers/paths.ts';

/** A hint written at a call site (a type's `hint: string` field is not one). */
const OWN_HINT = /\bhint:(?!\s*string\b)/;
/** A literal severity written at a call site (a type's `'error' | 'warning'` is not one). */
const OWN_SEVERITY = /\bseverity:(?!\s*'error' \| 'warning')[^,}\n]*'(error|warning)'/;

function ownLines(text: string): string[] {
  return text.split('\n').filter((l) => !/^\s*(\/\/|\*)/.test(l) && (OWN_HINT.test(l) || OWN_SEVERITY.test(l)));
}

const files = fg.sync(['generator/**/*.{ts,tsx}', 'cli/**/*.{ts,tsx}'], {
  cwd: REPO,
  // The catalogue itself, and diagnostics.ts where diag() and optionDiag() fill them in.
  ignore: ['generator/diagnostic-codes.ts', 'generator/diagnostic-codes/**', 'generator/diagnostics.ts'],
});

describe('diagnostic call sites', () => {
  it('write no hint and no literal severity of their own: the catalogue gives both', () => {
    // Every file, no exceptions: each line found, by file.
    const found: Record<string, string[]> = {};
    for (const f of files) {
      const lines = ownLines(readFileSync(REPO + f, 'utf8'));
      if (lines.length) found[f] = lines.map((l) => l.trim());
    }
    expect(found).toEqual({});
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
});
