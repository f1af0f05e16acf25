// Every top-level config key says what it does and what it defaults to (or shows an example), in
// the JSDoc above it in generator/config/schema.ts: editors show it on hover in zapsite.config.ts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configSchema } from '../../../generator/config/schema.ts';
import { REPO } from '../../helpers/paths.ts';

const text = readFileSync(REPO + 'generator/config/schema.ts', 'utf8');
const body = text.slice(text.indexOf('export const configSchema = z.strictObject({'));
const lines = body.split('\n');

/** The JSDoc block right above a top-level key's line, or undefined. */
function docOf(key: string): string | undefined {
  const at = lines.findIndex((l) => l.startsWith(`  ${key}: `) || l === `  ${key}: z`);
  if (at < 1 || lines[at - 1]!.trim() !== '*/') return undefined;
  let start = at - 1;
  while (start > 0 && !lines[start]!.trim().startsWith('/**')) start--;
  return lines.slice(start, at).join('\n');
}

describe('the config schema documents itself', () => {
  const keys = Object.keys(configSchema.shape);

  it('has JSDoc above every top-level key', () => {
    expect(keys.length).toBeGreaterThan(25);
    expect(keys.filter((k) => !docOf(k))).toEqual([]);
  });

  it('gives each a default or an example', () => {
    expect(keys.filter((k) => !/@default|@example/.test(docOf(k) ?? ''))).toEqual([]);
  });
});
