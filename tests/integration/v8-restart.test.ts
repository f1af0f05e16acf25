// A build started as a user starts it (node bin/zapsite.js build) runs with the start-up V8 flags,
// in the process it was started as: the site's own config, run by the build, reports both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { REPO } from '../helpers/paths.ts';
import { userEnv } from '../helpers/user-env.ts';
import { copyFixtureWithConfig, type TempSite } from './temp-site.ts';
// @ts-expect-error: plain JavaScript, as the rest of bin/, so it has no types.
import { START_FLAGS as FLAGS } from '../../bin/v8-restart.js';

const START_FLAGS = FLAGS as string[];

let site: TempSite;
beforeAll(async () => {
  site = await copyFixtureWithConfig(
    'basic',
    (config) =>
      `console.log('process ' + JSON.stringify({ pid: process.pid, execArgv: process.execArgv }));\n${config}`,
  );
});
afterAll(() => site.remove());

/** The CLI's pid as spawned, its exit code, and what the config printed. */
function run(
  env: Record<string, string> = {},
): Promise<{ pid: number; code: number | null; seen: { pid: number; execArgv: string[] } }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(REPO, 'bin/zapsite.js'), 'build', '--out', join(site.dir, 'out')], {
      cwd: site.root,
      env: userEnv({ NO_COLOR: '1', ...env }),
    });
    let out = '';
    child.stdout.on('data', (b: Buffer) => (out += b.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const line = /^process (.*)$/m.exec(out);
      if (!line) return reject(new Error(`the config printed nothing:\n${out}`));
      resolve({ pid: child.pid!, code, seen: JSON.parse(line[1]!) });
    });
  });
}

describe('zapsite build and its start-up V8 flags', () => {
  it('builds in the process it was started as, with the flags', async () => {
    const r = await run();
    expect(r.code).toBe(0);
    expect(r.seen.pid).toBe(r.pid);
    for (const flag of START_FLAGS) expect(r.seen.execArgv).toContain(flag);
  });

  it('runs with V8’s own settings under ZAPSITE_V8=default', async () => {
    const r = await run({ ZAPSITE_V8: 'default' });
    expect(r.code).toBe(0);
    for (const flag of START_FLAGS) expect(r.seen.execArgv).not.toContain(flag);
  });
});
