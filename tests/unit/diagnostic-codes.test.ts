// The catalogue, the code that reports and the docs agree: every code reported is catalogued (the
// type checker holds call sites to DiagnosticCode; this holds codes built at run time too), every
// catalogued code is reported somewhere, and docs/DIAGNOSTICS.md lists each with its title.
import { readFileSync } from 'node:fs';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import {
  DIAGNOSTICS,
  severityFor,
  type CatalogueEntry,
  type DiagnosticCode,
} from '../../generator/diagnostic-codes.ts';
import { REPO } from '../helpers/paths.ts';

const codes = Object.keys(DIAGNOSTICS) as DiagnosticCode[];
const sources = fg
  .sync(['generator/**/*.ts', 'cli/**/*.ts'], {
    cwd: REPO,
    ignore: ['generator/diagnostic-codes.ts', 'generator/diagnostic-codes/**'],
  })
  .map((f) => readFileSync(REPO + f, 'utf8'))
  .join('\n');
const docs = readFileSync(REPO + 'docs/DIAGNOSTICS.md', 'utf8');

describe('the diagnostics catalogue', () => {
  it('has every code the generator and the CLI report', () => {
    const reported = new Set([...sources.matchAll(/\bcode: '([a-z0-9-]+)'/g)].map((m) => m[1]!));
    expect(reported.size).toBeGreaterThan(40);
    expect([...reported].filter((c) => !(c in DIAGNOSTICS))).toEqual([]);
  });

  it('has no code that nothing reports', () => {
    expect(codes.filter((c) => !sources.includes(`'${c}'`))).toEqual([]);
  });

  it('is listed whole in docs/DIAGNOSTICS.md, each code with its title', () => {
    for (const code of codes) expect(docs, code).toContain(`| \`${code}\` | ${DIAGNOSTICS[code].title} |`);
    const documented = [...docs.matchAll(/^\| `([a-z0-9-]+)` \|/gm)].map((m) => m[1]);
    expect(documented.sort()).toEqual([...codes].sort());
  });

  it('gives every entry a title and a hint, and names the option of each policy code', () => {
    for (const code of codes) {
      const e: CatalogueEntry = DIAGNOSTICS[code];
      expect(e.title.length, code).toBeGreaterThan(5);
      // A hint that names specifics is a function of the call site's named arguments (one object).
      if (typeof e.hint === 'function') expect(e.hint.length, code).toBe(1);
      else expect(e.hint, code).toMatch(/\.$/);
      if (e.severity === 'policy') expect(e.option, code).toMatch(/^((blog|docs)\.)?on[A-Z]/);
      else expect(e.option, code).toBeUndefined();
    }
  });

  it('turns a throw | warn | ignore option into a severity in one place', () => {
    expect(severityFor('throw')).toBe('error');
    expect(severityFor('warn')).toBe('warning');
    expect(severityFor('ignore')).toBeUndefined();
  });
});
