// The one V8 policy (cli/v8-policy.ts): batch commands get the batch flags as they start, sessions
// keep V8's defaults, and ZAPSITE_V8=default turns the policy off.
import { afterEach, describe, expect, it, vi } from 'vitest';

const setFlags = vi.hoisted(() => vi.fn());
vi.mock('node:v8', async (importOriginal) => ({
  ...(await importOriginal<typeof import('node:v8')>()),
  setFlagsFromString: setFlags,
}));

const { BATCH_FLAGS, v8FlagsFor } = await import('../../../cli/v8-policy.ts');
const { run } = await import('../../../cli/main.ts');

const quiet = { out: () => {}, err: () => {} };
afterEach(() => setFlags.mockClear());

describe('v8FlagsFor', () => {
  it('gives every command that builds the batch flags and leaves sessions alone', () => {
    expect(BATCH_FLAGS).toContain('--no-turbofan');
    expect(v8FlagsFor('build', {})).toEqual(BATCH_FLAGS);
    expect(v8FlagsFor('check-links', {})).toEqual(BATCH_FLAGS);
    for (const c of ['dev', 'serve', 'sync-remote']) expect(v8FlagsFor(c, {}), c).toEqual([]);
  });

  it('is off with ZAPSITE_V8=default', () => {
    expect(v8FlagsFor('build', { ZAPSITE_V8: 'default' })).toEqual([]);
  });
});

describe('the CLI', () => {
  it('sets the flags before a command runs, not through the build', async () => {
    // Fails before building anything (no site, no config): the flags were set all the same.
    expect(
      await run(
        ['check-links', '--root', '/nonexistent-zapsite-site', '--dir', '/nonexistent-zapsite-site/build'],
        quiet,
      ),
    ).toBe(2);
    expect(setFlags.mock.calls.map(([f]) => f)).toEqual([...BATCH_FLAGS]);
    setFlags.mockClear();
    expect(await run(['dev', '--root', '/nonexistent-zapsite-site'], quiet)).toBe(2);
    expect(setFlags).not.toHaveBeenCalled();
  });
});
