// One build in this process, then one JSON line: the fallback when /usr/bin/time is missing,
// since process.resourceUsage().maxRSS is this process's own peak and nothing else's.
// Usage: node bench/build-once.ts --root <site> --out <dir>
import { resolve } from 'node:path';
import { build } from '../generator/pipeline.ts';

function arg(name: string): string {
  const i = process.argv.indexOf(name);
  const v = i >= 0 ? process.argv[i + 1] : undefined;
  if (!v) {
    process.stderr.write(
      `build-once: missing ${name} <dir>. Usage: node bench/build-once.ts --root <site> --out <dir>\n`,
    );
    process.exit(2);
  }
  return resolve(v);
}

const root = arg('--root');
const outDir = arg('--out');
const stages: Record<string, number> = {};
const t0 = performance.now();
const result = await build({
  root,
  outDir,
  offline: true,
  reporter: { stage: (name, ms) => void (stages[name] = ms), note() {} },
});
const usage = process.resourceUsage();
process.stdout.write(
  JSON.stringify({
    ms: performance.now() - t0,
    buildMs: result.ms,
    pages: result.pages,
    files: result.files,
    maxRssKb: usage.maxRSS,
    cpuMs: (usage.userCPUTime + usage.systemCPUTime) / 1000,
    stages,
  }) + '\n',
);
