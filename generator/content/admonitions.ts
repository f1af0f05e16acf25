import { mapProseLines } from './prose-lines.ts';

/**
 * Every admonition keyword Docusaurus accepts: its five kinds, `caution`, and the older aliases it
 * still reads (`important` looks like info, `secondary` like note, `success` like tip).
 */
const ADMONITIONS = [
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

/** The site's own keywords (`markdown.admonitions`), and whether Docusaurus's stay beside them. */
export interface AdmonitionKeywords {
  keywords: readonly string[];
  extendDefaults: boolean;
}

// The keywords this thread reads with: each build sets them (render-content.ts, workers/thread.ts)
// before any file is read, as the grammars of highlight.ts are loaded on each thread.
let keywords: ReadonlySet<string> = new Set(ADMONITIONS);

/** Reads admonitions with Docusaurus's keywords and the site's (`markdown.admonitions`), from now on, on this thread. */
export function useAdmonitionKeywords(site: AdmonitionKeywords | undefined): void {
  keywords = new Set([...(!site || site.extendDefaults ? ADMONITIONS : []), ...(site?.keywords ?? [])]);
}

/** Whether `name` is an admonition keyword. */
export function isAdmonition(name: string): boolean {
  return keywords.has(name);
}

/** The keywords, for a message. */
export function admonitionKeywordList(): string {
  return [...keywords].join(', ');
}

/** Docusaurus writes `:::tip Title`; remark-directive wants `:::tip[Title]`. Code fences are left alone. */
export function preprocessAdmonitionTitles(body: string): string {
  return mapProseLines(body, (line) => {
    // Inside a blockquote too (`> :::danger Risky`), as Docusaurus's admonitionTitleToDirectiveLabel reads it.
    const m = /^((?:> ?)*\s*:{3,})([a-z][\w-]*)[ \t]+([^[{\s].*?)\s*$/.exec(line);
    if (m && isAdmonition(m[2]!)) return `${m[1]}${m[2]}[${m[3]!.replace(/[[\]]/g, '\\$&')}]`;
    return line;
  });
}
