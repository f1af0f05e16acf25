// Which commands start Node again with the start-up V8 flags (bin/v8-restart.js), and when not.
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain JavaScript, as the rest of bin/, so it has no types.
import { BATCH_COMMANDS as BATCH, START_FLAGS as FLAGS, restartArgs as restartFor } from '../../../bin/v8-restart.js';
import { BATCH_COMMANDS as POLICY_BATCH, BATCH_FLAGS } from '../../../cli/v8-policy.ts';

const BATCH_COMMANDS = BATCH as string[];
const START_FLAGS = FLAGS as string[];
const restartArgs = restartFor as (argv: string[], execArgv: string[], env: Record<string, string>) => string[] | null;
const NODE = '/usr/bin/node';
const BIN = '/site/node_modules/zapsite/bin/zapsite.js';

describe('restartArgs', () => {
  it('starts a batch command again with the flags, keeping Node’s own flags and every argument in order', () => {
    expect(restartArgs([NODE, BIN, 'build', '--out', 'x'], [], {})).toEqual([
      NODE,
      ...START_FLAGS,
      BIN,
      'build',
      '--out',
      'x',
    ]);
    expect(restartArgs([NODE, BIN, '--verbose', 'check-links'], ['--enable-source-maps'], {})).toEqual([
      NODE,
      ...START_FLAGS,
      '--enable-source-maps',
      BIN,
      '--verbose',
      'check-links',
    ]);
  });

  it('leaves sessions, other commands and help alone', () => {
    for (const args of [['dev'], ['serve'], ['migrate', '--from', 'docusaurus'], ['--version'], ['--help'], []])
      expect(restartArgs([NODE, BIN, ...args], [], {}), args.join(' ')).toBeNull();
  });

  it('starts once: not again when started with the flags, nor when the caller set the same setting', () => {
    expect(restartArgs([NODE, BIN, 'build'], [...START_FLAGS], {})).toBeNull();
    expect(restartArgs([NODE, BIN, 'build'], ['--max-semi-space-size=64'], {})).toBeNull();
    expect(restartArgs([NODE, BIN, 'build'], [], { NODE_OPTIONS: '--max-semi-space-size=32' })).toBeNull();
    expect(restartArgs([NODE, BIN, 'build'], [], { ZAPSITE_V8: 'default' })).toBeNull();
  });

  it('counts the same commands as batch as the policy that sets the run-time flags', () => {
    expect([...POLICY_BATCH].sort()).toEqual([...BATCH_COMMANDS].sort());
    expect(START_FLAGS.some((f) => BATCH_FLAGS.includes(f))).toBe(false);
  });
});
