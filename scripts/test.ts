// `npm test`: the type check and the lint run beside vitest instead of before it. On a 2-core
// machine they took about a minute ahead of the tests (tsc -b from a fresh clone, Prettier's check
// of every file), while most tests wait on child processes and Chromium and leave the CPU idle
// at times. The checks run at a lower priority, so they take the idle time rather than the tests'.
// vitest's output is shown as it comes; the checks' output is shown once vitest is done, and the
// exit code is the first failure's. Arguments go to vitest (`npm test -- tests/unit`).
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';

interface Finished {
  code: number;
  output: string;
}

function run(command: string, args: string[], quiet: boolean): Promise<Finished> {
  const child = spawn(command, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  if (quiet && child.pid !== undefined) {
    // What it starts inherits this; a platform that refuses only loses the ordering.
    try {
      setPriority(child.pid, 10);
    } catch {}
  }
  return new Promise((resolve) => {
    child.on('error', (error) => resolve({ code: 1, output: output + String(error) }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

const started = Date.now();
const checks = run('sh', ['-c', 'tsc -b && npm run --silent lint'], true);
const tests = await run('vitest', ['run', ...process.argv.slice(2)], false);
const checked = await checks;
const seconds = ((Date.now() - started) / 1000).toFixed(0);
if (checked.code === 0) console.log(`\nType check and lint (tsc -b, npm run lint): passed (all done in ${seconds} s).`);
else console.error(`\nType check and lint (tsc -b, npm run lint) failed:\n${checked.output}`);
process.exitCode = tests.code || checked.code;
