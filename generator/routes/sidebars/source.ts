// Where a sidebars file's messages point: its path and text, and a search of that text for the
// value an item names (the file may be code built at run time, so positions are found, not parsed).
import { positionAt } from '../../text-position.ts';

/** Where messages point: the file's path and text (positions are found by searching the text). */
export interface SidebarsSource {
  relPath: string;
  text: string;
}

/**
 * Where `needle` is written in the file: a quoted occurrence first (`'id'`, `"id"`, `` `id` ``),
 * else any. The file may be JavaScript built at run time, so this is a search, not a parse.
 */
export function locate(
  text: string,
  needle: string | undefined,
  quotedOnly = false,
): { line?: number; column?: number; sourceLine?: string } {
  if (!needle) return {};
  let offset = -1;
  for (const q of ["'", '"', '`']) {
    const i = text.indexOf(q + needle + q);
    if (i >= 0 && (offset < 0 || i < offset)) offset = i + 1;
  }
  if (offset < 0 && !quotedOnly) offset = text.indexOf(needle);
  if (offset < 0) return {};
  return positionAt(text, offset);
}
