// The config is validated with zod's JIT off (generator/config/schema.ts): the same result, and the
// same problems, as with it on.
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { configSchema } from '../../../generator/config/schema.ts';
import { evaluateConfig } from '../../../generator/config/evaluate.ts';
import { REPO } from '../../helpers/paths.ts';

afterAll(() => z.config({ jitless: true }));

function bothWays(raw: unknown) {
  z.config({ jitless: true });
  const without = configSchema.safeParse(raw);
  z.config({ jitless: false });
  const withJit = configSchema.safeParse(raw);
  return { without, withJit };
}

describe('the config schema without zod JIT', () => {
  it('is set when the schema is loaded', () => {
    expect(z.config().jitless).toBe(true);
  });

  it("reads the Zaparoo site's config as the JIT does", async () => {
    const { without, withJit } = bothWays(
      (
        await evaluateConfig(`${REPO}/zapsite.config.ts`, {
          'zapsite/config': `${REPO}/generator/config/define.ts`,
        })
      ).exports.default,
    );
    expect(without.success).toBe(true);
    expect(without.data).toEqual(withJit.data);
  });

  it('finds the same problems in a bad config', () => {
    const { without, withJit } = bothWays({ title: 3, navbar: { items: [{ label: '' }] }, extra: true });
    expect(without.success).toBe(false);
    expect(without.error!.issues).toEqual(withJit.error!.issues);
  });
});
