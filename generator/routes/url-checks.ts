// Page URLs that are not plain paths. A "." or ".." segment is resolved away by every browser, so
// the page could never be reached at its URL, and its output file would land somewhere else,
// outside the output folder if it climbs far enough. Docusaurus refuses such a doc slug (its
// isValidPathname: the path must read the same once a URL parser has normalised it); zapsite
// refuses it for every page, since a blog post or page at such a URL is broken there too.
import type { PlannedPage } from './graph.ts';
import type { Diagnostic } from '../types.ts';
import { diag } from '../diagnostics.ts';

const SUSPECT = /(?:^|\/)\.\.?(?:\/|$)|[#?\\]/;

/** What makes `url` not a plain path, or undefined when it is one. */
export function urlPathProblem(url: string): string | undefined {
  if (!SUSPECT.test(url)) return undefined;
  const segments = url.split('/');
  if (segments.includes('..')) return 'a ".." segment';
  if (segments.includes('.')) return 'a "." segment';
  if (url.includes('#')) return 'a "#"';
  if (url.includes('?')) return 'a "?"';
  return 'a "\\"';
}

/**
 * The line of a front matter key (`slug: ...`) in a source's text, for pointing at it; undefined
 * when the key is not written at the top level of the front matter.
 */
export function frontMatterKeyAt(
  text: string,
  key: string,
): { line: number; column: number; sourceLine: string } | undefined {
  const lines = text.split(/\r?\n/);
  if (!/^\uFEFF?---[ \t]*$/.test(lines[0] ?? '')) return undefined;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (/^---[ \t]*$/.test(line)) return undefined;
    if (line.startsWith(`${key}:`)) {
      // The column of the value, where there is one on the line.
      const value = /^[^:]*:[ \t]*/.exec(line)![0].length;
      return { line: i + 1, column: value < line.length ? value + 1 : 1, sourceLine: line };
    }
  }
  return undefined;
}

/** Each planned page whose URL is not a plain path, as a located error. */
export function checkPageUrls(planned: readonly PlannedPage[], diagnostics: Diagnostic[]): void {
  for (const p of planned) {
    if (p.layout === 'redirect') continue; // the config's redirects are checked with the config
    const problem = urlPathProblem(p.url);
    if (!problem) continue;
    const src = p.source;
    const key = src
      ? p.frontMatter.slug !== undefined
        ? 'slug'
        : p.layout === 'doc' && p.frontMatter.id !== undefined
          ? 'id'
          : undefined
      : undefined;
    const at = src && key ? frontMatterKeyAt(src.text, key) : undefined;
    diagnostics.push(
      diag({
        code: 'invalid-url',
        args: { url: p.url, problem, ...(src ? { key } : { generated: p.layout }) },
        ...(src ? { file: src.relPath } : {}),
        ...at,
      }),
    );
  }
}
