import { mapProseLines } from './prose-lines.ts';

/**
 * Every admonition keyword Docusaurus accepts: its five kinds, `caution`, and the older aliases it
 * still reads (`important` looks like info, `secondary` like note, `success` like tip).
 */
export const ADMONITIONS = [
  'note',
  'tip',
  'info',
  'warning',
  'danger',
  'caution',
  'important',
  'secondary',
  'success',
] as const;

/** Docusaurus writes `:::tip Title`; remark-directive wants `:::tip[Title]`. Code fences are left alone. */
export function preprocessAdmonitionTitles(body: string): string {
  return mapProseLines(body, (line) => {
    const m = /^(\s*:{3,})([a-z]+)[ \t]+([^[{\s].*?)\s*$/.exec(line);
    if (m && (ADMONITIONS as readonly string[]).includes(m[2]!))
      return `${m[1]}${m[2]}[${m[3]!.replace(/[[\]]/g, '\\$&')}]`;
    return line;
  });
}
