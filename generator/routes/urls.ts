// Small URL helpers shared by the stages. Pure functions.
// One rule for each, shared with the theme (browser code cannot import the generator).
export { isExternal, withBase } from '../../theme/shared/url-path.ts';

/** Join URL segments into one path that starts and ends with "/". */
export function joinUrl(...parts: string[]): string {
  const joined = parts
    .join('/')
    .split('/')
    .filter((s) => s !== '' && s !== '.')
    .join('/');
  return joined ? `/${joined}/` : '/';
}

// Docusaurus's DefaultNumberPrefixParser: digits, then "-", "_" or "." (spaces allowed around
// them), then a name that does not start with a separator. Names that open like a date or a
// version ("2024-05-notes", "1.5-changes", "01-02-intro") keep their digits.
const DATE_OR_VERSION = /^\d+[-_.]\d+/;
const NUMBER_PREFIX = /^(\d+)\s*[-_.]+\s*(?=[^-_.\s])/;

/** Strip numeric ordering prefixes such as "01-" or "2_" from a file or folder name. */
export function stripNumberPrefix(name: string): { name: string; number?: number } {
  if (DATE_OR_VERSION.test(name)) return { name };
  const m = NUMBER_PREFIX.exec(name);
  if (!m) return { name };
  return { name: name.slice(m[0].length), number: Number(m[1]) };
}

/**
 * A percent-encoded path decoded one segment at a time, so an escaped "/" ("%2F") stays inside its
 * segment's name and "%26" comes back as "&" (decodeURI would keep it). "#" and "?" stay escaped
 * too: a page whose file name has one keeps it as "%23" or "%3F" in its URL (escapeNameChars).
 * Throws on a stray "%".
 */
export function decodePath(path: string): string {
  return path.includes('%')
    ? path
        .split('/')
        .map((s) => escapeNameChars(decodeURIComponent(s).replace(/\//g, '%2F')))
        .join('/')
    : path;
}

/**
 * "#" and "?" in a file name, escaped as Docusaurus's pages plugin escapes them (its encodePath), so
 * a URL made from the name still reads as a path; the output file keeps the real name (outputFile).
 */
export function escapeNameChars(name: string): string {
  return /[#?]/.test(name) ? name.replace(/#/g, '%23').replace(/\?/g, '%3F') : name;
}

/** Split "path?query#hash" for comparisons against the route table. */
export function urlParts(href: string): { path: string; query: string; hash: string } {
  const hashAt = href.indexOf('#');
  const hash = hashAt >= 0 ? href.slice(hashAt + 1) : '';
  const beforeHash = hashAt >= 0 ? href.slice(0, hashAt) : href;
  const queryAt = beforeHash.indexOf('?');
  return {
    path: queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash,
    query: queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '',
    hash,
  };
}
