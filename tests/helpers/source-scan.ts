// The repository's own source scanned for lines a rule forbids (a hint written at a call site, a
// file-wide lint disable): what `pick` finds in each file, by file, files with nothing left out, so a
// test can expect `{}` and a failure lists every place at once.
import { readFileSync } from 'node:fs';
import { REPO } from './paths.ts';

export function findInSources(files: readonly string[], pick: (text: string) => string[]): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const f of files) {
    const lines = pick(readFileSync(REPO + f, 'utf8')).map((l) => l.trim());
    if (lines.length) found[f] = lines;
  }
  return found;
}
