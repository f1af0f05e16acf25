// The redirects the client-redirects plugin makes from the site's own paths, as Docusaurus 3.10
// makes them (its extensionRedirects.ts and collectRedirects.ts): from each path with an extension
// added (`fromExtensions`), to each path ending in one from the path without it (`toExtensions`),
// and from each path `createRedirects` returns for an existing one. Pure functions: the route plan
// gives them the pages' paths and plans what they make (plan/redirect-pages.ts).
import { urlPathProblem } from './url-checks.ts';

/** A redirect to a page of the site: `from` an old path, both from the site root without the base URL. */
export interface MadeRedirect {
  from: string;
  to: string;
}

/** `/page` redirects from `/page.html` for `['html']`; `/page/` from `/page.html/`. The home page and paths that already end in one of the extensions make none. */
export function fromExtensionRedirects(paths: readonly string[], extensions: readonly string[]): MadeRedirect[] {
  const dotted = extensions.map((e) => `.${e}`);
  return paths.flatMap((path) => {
    if (path === '' || path === '/' || dotted.some((e) => path.endsWith(e))) return [];
    return extensions.map((ext) => ({
      from: path.endsWith('/') ? `${path.replace(/\/+$/, '')}.${ext}/` : `${path}.${ext}`,
      to: path,
    }));
  });
}

/** `/page.html` redirects from `/page` for `['html']`: each path ending in the first of the extensions it ends in. */
export function toExtensionRedirects(paths: readonly string[], extensions: readonly string[]): MadeRedirect[] {
  const dotted = extensions.map((e) => `.${e}`);
  return paths.flatMap((path) => {
    const ext = dotted.find((e) => path.endsWith(e));
    return ext ? [{ from: path.slice(0, -ext.length), to: path }] : [];
  });
}

/**
 * What a createRedirects call returned, as Docusaurus reads it: a path, a list of paths, or nothing
 * (undefined or null); each a plain path of the site (its PathnameSchema). `bad`: each value that
 * is not, in words.
 */
export function returnedPaths(returned: unknown): { froms: string[]; bad: string[] } {
  if (returned === undefined || returned === null) return { froms: [], bad: [] };
  const list: unknown[] = Array.isArray(returned) ? returned : [returned];
  const froms: string[] = [];
  const bad: string[] = [];
  for (const value of list) {
    const problem = typeof value === 'string' ? pathnameProblem(value) : undefined;
    if (typeof value === 'string' && !problem) froms.push(value);
    else bad.push(typeof value === 'string' ? `${JSON.stringify(value)} (${problem})` : describe(value));
  }
  return { froms, bad };
}

/** Why `from` is no plain path of the site (no leading "/", a "." segment, "#"...), or undefined. */
function pathnameProblem(from: string): string | undefined {
  if (!from.startsWith('/')) return 'no leading "/"';
  // "//host/x" names another host to a URL parser.
  if (from.startsWith('//')) return 'a "//" at its start';
  const problem = urlPathProblem(from);
  return problem ? `it has ${problem}` : undefined;
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'a list inside the list';
  if (value === null || value === undefined) return String(value);
  return typeof value === 'object' ? 'an object' : `the ${typeof value} ${String(value)}`;
}
