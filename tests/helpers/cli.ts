// Run the real CLI (bin/zapsite.js) in a child process and collect what it printed.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { REPO } from './paths.ts';
import { userEnv } from './user-env.ts';

export interface Run {
  code: number | null;
  /** The signal that ended it, when one did (code is null then). */
  signal?: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** `cwd` is where the user stands when they type the command; the repository unless a test says. */
export function zapsite(args: string[], env: Record<string, string> = {}, cwd = REPO): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(REPO, 'bin/zapsite.js'), ...args], {
      cwd,
      env: userEnv({ NO_COLOR: '1', ...env }),
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (b: Buffer) => (stdout += b.toString()));
    child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}
