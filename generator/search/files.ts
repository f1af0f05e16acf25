// The local search index files. Filled in by the search work (issue 5).
import type { ExtrasInput, OutFile } from '../emit/extras.ts';

export function searchFiles(_input: ExtrasInput): OutFile[] {
  return [];
}
