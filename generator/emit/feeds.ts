// Blog feeds (RSS 2.0, Atom, JSON Feed). Filled in by the blog work (issue 4).
import type { ExtrasInput, OutFile } from './extras.ts';

export function feedFiles(_input: ExtrasInput): OutFile[] {
  return [];
}
