// Run the real CLI (bin/zapsite.js) in a child process and collect what it printed.
import { spawn } from 'node:child_process';
import { REPO } from './build.ts';

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function zapsite(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['bin/zapsite.js', ...args], {
      cwd: REPO,
      env: { ...process.env, NO_COLOR: '1', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (b: Buffer) => (stdout += b.toString()));
    child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
