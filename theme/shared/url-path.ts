// A site href written the way a browser sends it. Docusaurus keeps a page's URL as its file name
// reads ("/docs/Reader‐Setup & Tips/"); in HTML, the sitemap, _redirects and search records it
// goes percent-encoded, so spaces, non-ASCII letters and the like become %XX. Shared by the
// theme's links and the generator's.

const ESCAPE = /%[0-9A-Fa-f]{2}/g;

/** `https:`, `mailto:`, `//host`: a URL that leaves the site's paths (Docusaurus's hasProtocol). */
export function isExternal(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:|^\/\//i.test(href);
}

/** A site path as an href: the base URL before it, percent-encoded. External URLs and "#hash" stay. */
export function withBase(baseUrl: string, href: string): string {
  if (isExternal(href) || href.startsWith('#')) return href;
  return encodeHref(baseUrl.replace(/\/$/, '') + href);
}

/**
 * Docusaurus's useBaseUrl for the paths a config names (navbar and footer `to`, logo `src` and
 * `href`, favicon): a path without a leading slash ('docs/intro', 'img/logo.svg', as sites write
 * them) is still from the site root, never relative to the page it appears on.
 */
export function siteUrl(baseUrl: string, path: string): string {
  if (isExternal(path) || path.startsWith('#')) return path;
  return withBase(baseUrl, path.startsWith('/') ? path : `/${path}`);
}

/**
 * Whether a navbar link is active by Docusaurus's `activeBaseRegex` (tested against the page's path,
 * base URL included) or `activeBasePath` (the page's path starts with it, from the base URL), as its
 * NavbarNavLink decides; undefined when it has neither, and its own target decides.
 */
export function activeByBase(
  item: { activeBasePath?: string; activeBaseRegex?: string },
  pagePath: string,
  baseUrl: string,
): boolean | undefined {
  if (item.activeBaseRegex) return new RegExp(item.activeBaseRegex).test(pagePath);
  if (item.activeBasePath) return pagePath.startsWith(siteUrl(baseUrl, item.activeBasePath));
  return undefined;
}

/**
 * Docusaurus's `applyTrailingSlash`: true adds the slash, false removes it, unset leaves the path as
 * it was computed. The site root ("/", or the base URL when one is given) keeps its slash; a query
 * or hash is kept.
 */
export function applyTrailingSlash(url: string, trailingSlash: boolean | undefined, baseUrl?: string): string {
  if (trailingSlash === undefined || url.startsWith('#')) return url;
  const cut = url.search(/[?#]/);
  const path = cut < 0 ? url : url.slice(0, cut);
  if (path === '/' || path === '' || path === baseUrl) return url;
  const fixed = trailingSlash ? (path.endsWith('/') ? path : `${path}/`) : path.replace(/\/+$/, '');
  return fixed + (cut < 0 ? '' : url.slice(cut));
}

/**
 * The path part of an href percent-encoded as encodeURI would, keeping every escape already there
 * (so encoding twice changes nothing, and "%2F" stays a character of a name). The query and the
 * hash are left as written; an external URL or a bare "#hash" is returned as it is.
 */
export function encodeHref(href: string): string {
  if (isExternal(href) || href.startsWith('#')) return href;
  const cut = href.search(/[?#]/);
  const path = cut < 0 ? href : href.slice(0, cut);
  // Most paths need nothing: plain ASCII that encodeURI keeps, with no stray "%".
  if (/^[A-Za-z0-9\-_.!~*'();/?:@&=+$,%]*$/.test(path) && !/%(?![0-9A-Fa-f]{2})/.test(path)) return href;
  const parts = path.split(ESCAPE);
  const escapes = path.match(ESCAPE) ?? [];
  const encoded = parts.map((p, i) => encodeURI(p) + (escapes[i] ?? '')).join('');
  return encoded + (cut < 0 ? '' : href.slice(cut));
}

/**
 * A pathname as the browser reports it (percent-encoded) in the form page URLs are kept in: each
 * segment decoded whole, an escaped "/", "#" or "?" kept escaped. A path with a stray "%" is returned as it is.
 */
export function decodePathname(path: string): string {
  if (!path.includes('%')) return path;
  try {
    return path
      .split('/')
      .map((s) => decodeURIComponent(s).replace(/\//g, '%2F').replace(/#/g, '%23').replace(/\?/g, '%3F'))
      .join('/');
  } catch {
    return path;
  }
}

/**
 * Where a navbar link leads on a page of docs `version`: its doc in that version when the generator
 * gave it one (`toIn`, render/site-data.ts), else its own `to` or `href`.
 */
export function navTarget(
  item: { to?: string; href?: string; toIn?: Record<string, string> },
  version: string | undefined,
): string | undefined {
  return (version ? item.toIn?.[version] : undefined) || item.to || item.href;
}

/** Whether two paths name one page: a trailing slash and letter case aside. */
export function isSamePath(a: string | undefined, b: string | undefined): boolean {
  const normalize = (p: string | undefined) => (!p || p.endsWith('/') ? p : `${p}/`)?.toLowerCase();
  return normalize(a) === normalize(b);
}
