// Where a test run's time went, from vitest's JSON report (test-results/vitest.json, or a path given):
// the tests and seconds per lane, and the slowest files. Compare runs by these per-file figures
// rather than by wall time alone when the machine is shared.
//   npm run test:durations -- [report.json] [how many files, 25 by default]
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

interface Report {
  numTotalTests: number;
  testResults: { name: string; startTime: number; endTime: number; assertionResults: unknown[] }[];
}

const report = JSON.parse(readFileSync(process.argv[2] ?? 'test-results/vitest.json', 'utf8')) as Report;
const shown = Number(process.argv[3] ?? 25);
const files = report.testResults
  .map((t) => ({
    file: relative(process.cwd(), t.name),
    seconds: (t.endTime - t.startTime) / 1000,
    tests: t.assertionResults.length,
  }))
  .sort((a, b) => b.seconds - a.seconds);

const lanes = new Map<string, { files: number; tests: number; seconds: number }>();
for (const f of files) {
  const lane = /tests\/(\w+)\//.exec(f.file)?.[1] ?? 'other';
  const sum = lanes.get(lane) ?? { files: 0, tests: 0, seconds: 0 };
  lanes.set(lane, { files: sum.files + 1, tests: sum.tests + f.tests, seconds: sum.seconds + f.seconds });
}
const total = files.reduce((s, f) => s + f.seconds, 0);
console.log(`${report.numTotalTests} tests in ${files.length} files, ${total.toFixed(0)} s summed over files`);
for (const [lane, s] of lanes)
  console.log(
    `  ${lane.padEnd(12)} ${String(s.files).padStart(4)} files ${String(s.tests).padStart(5)} tests ${s.seconds.toFixed(0).padStart(6)} s`,
  );
console.log(`\nslowest ${Math.min(shown, files.length)} files (seconds, tests, file):`);
for (const f of files.slice(0, shown))
  console.log(`${f.seconds.toFixed(1).padStart(7)} ${String(f.tests).padStart(4)}  ${f.file}`);
