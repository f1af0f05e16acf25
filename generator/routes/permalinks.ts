// URLs as Docusaurus computes them, in each `trailingSlash` mode: a doc's id and URL (id, slug,
// index files), a blog post's URL (slug, date-named files and folders), a page's, the pages the
// blog generates, the file each URL is written to, and which spellings of a path reach a page on
// a static host (GitHub Pages). Pure functions; tests/unit/routes/permalinks.test.ts holds the table.
import { applyTrailingSlash } from '../../theme/shared/url-path.ts';
import { escapeNameChars, stripNumberPrefix } from './urls.ts';

export { applyTrailingSlash };

/** The config's `trailingSlash`: true, false, or undefined when it is not set. */
export type TrailingSlash = boolean | undefined;

/**
 * Join route segments like Docusaurus's `normalizeUrl`: one slash between segments, a leading
 * slash, and a trailing slash only when the last non-empty part ends with one.
 */
export function joinRoute(...parts: string[]): string {
  const segments = parts
    .join('/')
    .split('/')
    .filter((s) => s !== '' && s !== '.');
  if (!segments.length) return '/';
  const last = parts.filter((p) => p !== '').pop() ?? '';
  return `/${segments.join('/')}${last.endsWith('/') ? '/' : ''}`;
}

/** A page the blog or the site generates (lists, tags, archive, search), in the mode's form. */
export function generatedRoute(trailingSlash: TrailingSlash, ...parts: string[]): string {
  return applyTrailingSlash(joinRoute(...parts), trailingSlash);
}

/**
 * The file a URL is written to: "a/b/index.html" with true or unset, "a/b.html" with false; "/" is
 * always "index.html" and a URL ending in ".html" is its own file.
 */
export function outputFile(url: string, trailingSlash: TrailingSlash): string {
  // "%23" and "%3F" stand for "#" and "?" of a file name (escapeNameChars): the file keeps the real name.
  const path = unescapeNameChars(url.replace(/^\/+/, ''));
  if (path === '') return 'index.html';
  if (path.endsWith('.html')) return path;
  if (trailingSlash === false) return `${path.replace(/\/+$/, '')}.html`;
  return path.endsWith('/') ? `${path}index.html` : `${path}/index.html`;
}

function unescapeNameChars(path: string): string {
  return path.includes('%') ? path.replace(/%23/g, '#').replace(/%3F/gi, '?') : path;
}

/** A path made from file names, "#" and "?" escaped in each segment. */
function fromFileNames(path: string): string {
  return /[#?]/.test(path) ? path.split('/').map(escapeNameChars).join('/') : path;
}

/** Files and folders whose name starts with "_" are partials: they make no page. */
export function isPartial(contentPath: string): boolean {
  return contentPath.split('/').some((s) => s.startsWith('_'));
}

/** Resolve a relative route path against a folder path, as Docusaurus's `resolvePathname` does. */
function resolvePathname(rel: string, dir: string): string {
  if (rel.startsWith('/')) return rel;
  const out = dir.split('/').filter(Boolean);
  for (const seg of rel.split('/')) {
    if (seg === '..') out.pop();
    else if (seg !== '.' && seg !== '') out.push(seg);
  }
  const trailing = rel.endsWith('/') || /(^|\/)\.\.?$/.test(rel);
  return `/${out.join('/')}${trailing && out.length ? '/' : ''}`;
}

function text(v: unknown): string | undefined {
  return typeof v === 'string' && v.trim() ? v : typeof v === 'number' ? String(v) : undefined;
}

export interface DocRoute {
  /** Folder (number prefixes stripped) and `id:` or file name: what sidebars and navbar items name. */
  id: string;
  /** The id with the folders' number prefixes kept, as Docusaurus writes it; `docId`s may use either. */
  sourceId: string;
  url: string;
  /** index.md, README.md, or a file named like its folder: the folder's own page. */
  isIndex: boolean;
  /** Folder under the docs folder, number prefixes stripped; '' at the root. */
  dir: string;
  /** File name without extension and number prefix, and the prefix's number. */
  name: string;
  number?: number;
}

/**
 * A doc's id and URL. `id:` replaces the file name in the id and, with no `slug:`, in the URL;
 * `slug:` starting with "/" is from the docs root, otherwise from the doc's folder; an index file
 * without `slug:` is its folder's URL. Number prefixes are stripped from URLs.
 */
export function docRoute(
  contentPath: string,
  fm: { id?: unknown; slug?: unknown },
  routeBasePath: string,
  trailingSlash: TrailingSlash,
): DocRoute | { badId: string } {
  const rawSegments = contentPath.replace(/\.mdx?$/i, '').split('/');
  const rawFile = rawSegments.pop()!;
  const file = stripNumberPrefix(rawFile);
  const dirs = rawSegments.map((s) => stripNumberPrefix(s).name);
  const dir = dirs.join('/');
  // Docusaurus compares the names as written, number prefixes and all (isCategoryIndex):
  // "data-source/1-data-source.md" is not its folder's page, "02-setup/02-setup.md" is.
  const parent = rawSegments.length ? [rawSegments[rawSegments.length - 1]!.toLowerCase()] : [];
  const isIndex = ['index', 'readme', ...parent].includes(rawFile.toLowerCase());
  const baseId = text(fm.id) ?? file.name;
  if (baseId.includes('/')) return { badId: baseId };
  const dirSlug = dir ? `/${dir}/` : '/';
  const slug = text(fm.slug);
  const path = slug?.startsWith('/')
    ? slug
    : slug === undefined && isIndex
      ? dirSlug
      : resolvePathname(slug ?? baseId, dirSlug);
  return {
    id: dir ? `${dir}/${baseId}` : baseId,
    sourceId: rawSegments.length ? `${rawSegments.join('/')}/${baseId}` : baseId,
    url: applyTrailingSlash(joinRoute(routeBasePath, path), trailingSlash),
    isIndex,
    dir,
    name: file.name,
    number: file.number,
  };
}

// Docusaurus's blog file-name rule: a date (YYYY-MM-DD or YYYY/MM/DD) anywhere in the path, then the name.
const DATED_POST = /^(?<folder>.*)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/i;

export interface PostRoute {
  url: string;
  /** The date the path carries (YYYY-MM-DD), if any. */
  date?: string;
  /** The post's id: its path without extension or "/index". */
  id: string;
  /** The name after the date ("hello"), or the path when it has no date. */
  name: string;
}

/** The date a post's path names ("2024-1-2-hello.md", "2024/01/02/hello.md"), as YYYY-MM-DD; undefined when none. */
export function postPathDate(contentPath: string): string | undefined {
  const m = DATED_POST.exec(contentPath);
  if (!m) return undefined;
  const [y, mo, d] = m.groups!.date!.split(/[-/]/);
  return `${y}-${mo!.padStart(2, '0')}-${d!.padStart(2, '0')}`;
}

/**
 * A blog post's URL: `slug:` under the blog root when given; otherwise a dated path
 * ("2024-01-02-hello.md", "2024/01/02/hello.md", "2024-01-02-hello/index.md") gives
 * /blog/2024/01/02/hello, and any other path its own name.
 */
export function postRoute(
  contentPath: string,
  fm: { slug?: unknown },
  routeBasePath: string,
  trailingSlash: TrailingSlash,
): PostRoute {
  const id = contentPath.replace(/(\/index)?\.mdx?$/i, '');
  const m = DATED_POST.exec(contentPath);
  const date = postPathDate(contentPath);
  let pathSlug = `/${fromFileNames(id)}`;
  let name = id;
  if (m) {
    name = `${m.groups!.folder}${m.groups!.text}`;
    pathSlug = `/${m.groups!.date!.replace(/-/g, '/')}/${fromFileNames(`${m.groups!.folder}${m.groups!.text}`)}`;
  }
  const slug = text(fm.slug) ?? pathSlug;
  return { url: applyTrailingSlash(joinRoute(routeBasePath, slug), trailingSlash), date, id, name };
}

/** A page's URL: `slug:` from the site root when given, else its path ("about.md" -> /about, "about/index.md" -> /about/). */
export function pageRoute(contentPath: string, fm: { slug?: unknown }, trailingSlash: TrailingSlash): string {
  const slug = text(fm.slug);
  if (slug !== undefined) return applyTrailingSlash(joinRoute(slug), trailingSlash);
  const path = fromFileNames(contentPath.replace(/\.(mdx?|[jt]sx?)$/i, ''));
  const index = /(^|\/)index$/i.exec(path);
  return applyTrailingSlash(index ? joinRoute(path.slice(0, index.index), '/') : joinRoute(path), trailingSlash);
}

/**
 * The key every spelling of a page's path shares: "/a/b", "/a/b/", "/a/b.html" and
 * "/a/b/index.html" are all "/a/b/". Keys find a page; `reaches` says whether a spelling works.
 */
export function pageKey(path: string): string {
  let p = path || '/';
  if (p.endsWith('/index.html')) p = p.slice(0, -'index.html'.length);
  else if (p.endsWith('.html')) p = p.slice(0, -'.html'.length);
  return p.endsWith('/') ? p : `${p}/`;
}

/**
 * Each page's URL by its key (pageKey), where a page wins its key over a redirect from another
 * spelling of its path (from /a.html beside the page /a): a link to /a is to the page.
 */
export function urlsByKey(pages: Iterable<{ url: string; redirectTo?: string }>): Map<string, string> {
  const out = new Map<string, string>();
  const ofPage = new Set<string>();
  for (const p of pages) {
    const key = pageKey(p.url);
    if (p.redirectTo !== undefined && ofPage.has(key)) continue;
    out.set(key, p.url);
    if (p.redirectTo === undefined) ofPage.add(key);
  }
  return out;
}

/**
 * Whether a request for `path` reaches the page at `url` on a static host as GitHub Pages serves
 * it: "a/b/index.html" answers /a/b/ and /a/b/index.html, and /a/b with a redirect to /a/b/;
 * "a/b.html" answers /a/b and /a/b.html, never /a/b/.
 */
export function reaches(spelling: string, url: string, trailingSlash: TrailingSlash): boolean {
  const file = `/${outputFile(url, trailingSlash)}`;
  const path = unescapeNameChars(spelling); // compared with the file's real name

  if (path === file) return true;
  if (file.endsWith('/index.html')) {
    const folder = file.slice(0, -'index.html'.length);
    return path === folder || path === folder.slice(0, -1);
  }
  return path === file.slice(0, -'.html'.length);
}

/**
 * The href to write for a path of this site (a query or hash is kept): the page's own URL when the
 * path names a page in any spelling (as Docusaurus's Link applies the trailing-slash rule), the
 * path as it is when it names a file, otherwise the path in the mode's form.
 */
export function linkPath(
  href: string,
  pageUrl: (key: string) => string | undefined,
  isFile: (path: string) => boolean,
  trailingSlash: TrailingSlash,
): string {
  const cut = href.search(/[?#]/);
  const path = cut < 0 ? href : href.slice(0, cut);
  const suffix = cut < 0 ? '' : href.slice(cut);
  if (!path.startsWith('/') || isFile(path)) return href;
  const page = pageUrl(pageKey(path));
  if (page !== undefined) return page + suffix;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return /\.[a-z0-9]+$/i.test(last) ? href : applyTrailingSlash(path, trailingSlash) + suffix;
}
