// cli/ascii-bundle.ts: the CLI bundle rewritten as ASCII wherever that keeps the code's meaning.
import { describe, expect, it } from 'vitest';
import { asciiOnly } from '../../../cli/ascii-bundle.ts';

const NON_ASCII = /[^\0-\x7f]/;

/** The module's exports, run from its text. */
async function run(text: string): Promise<Record<string, unknown>> {
  return (await import(`data:text/javascript;base64,${Buffer.from(text).toString('base64')}`)) as Record<
    string,
    unknown
  >;
}

// Each regular expression as esbuild leaves it: written with the characters themselves.
const REGEXPS = [
  'export const latin = /[ßæøœ]/g;',
  'export const ellipsis = /([?!])…/;',
  'export const astralU = /^😀+$/u;',
  'export const astral = /^😀$/;',
  'export const classU = /^[é✓😀]$/u;',
  // An identity escape of a non-ASCII character: the same character.
  'export const escaped = /^\\é$/;',
  'export const escapedSlash = /^\\\\é$/;',
];
const SAMPLES = ['ß', 'x', '?…', '!…', '😀', '😀😀', 'é', '✓', '\\é', '😀x'];

describe('asciiOnly', () => {
  it('leaves ASCII text as it is, to the byte', () => {
    const text = 'export const a = "\\u00e9"; // plain\n';
    expect(asciiOnly(text)).toBe(text);
  });

  it('leaves a file the tokenizer cannot read as it is', () => {
    const text = 'export const a = 1; // é\nexport const b = @@;\n';
    expect(asciiOnly(text)).toBe(text);
  });

  it('writes comments and regular expressions in ASCII, and every expression matches what it matched', async () => {
    const text = ['// Don’t add the space — here', '/* a block: “quoted” 🪦 */', ...REGEXPS].join('\n');
    const out = asciiOnly(text);
    expect(out).not.toMatch(NON_ASCII);
    expect(out).toContain('// Don\\u2019t add the space \\u2014 here');
    const [before, after] = await Promise.all([run(text), run(out)]);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const name of Object.keys(before)) {
      const [a, b] = [before[name] as RegExp, after[name] as RegExp];
      expect(b.flags, name).toBe(a.flags);
      for (const s of SAMPLES) expect([name, s, b.test(s)]).toEqual([name, s, a.test(s)]);
    }
  });

  it('leaves a tagged template, whose raw text its tag reads, and the line breaks U+2028 and U+2029', async () => {
    const text = 'export const raw = String.raw`café ✓`; /* one\u2028two */ // three é\n';
    const out = asciiOnly(text);
    expect(out).toContain('String.raw`café ✓`');
    expect(out).toContain('one\u2028two');
    expect(out).toContain('// three \\u00e9');
    expect((await run(out)).raw).toBe('café ✓');
  });
});
