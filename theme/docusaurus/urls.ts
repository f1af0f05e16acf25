// Docusaurus's URL rules for links written in components: the base URL is added to a path that
// starts with "/" (unless it is already there), and an internal link takes the site's
// trailingSlash form. Written from the behaviour of @docusaurus/useBaseUrl and its Link.

/** `https:`, `mailto:`, `//host`: a URL that leaves the site's paths (as Docusaurus's hasProtocol). */
export function hasProtocol(url: string): boolean {
  return /^(?:[a-zA-Z][a-zA-Z\d+.-]*:|\/\/)/.test(url);
}

export function addBaseUrl(
  siteUrl: string,
  baseUrl: string,
  url: string,
  opts: { forcePrependBaseUrl?: boolean; absolute?: boolean } = {},
): string {
  if (!url || url.startsWith('#') || hasProtocol(url)) return url;
  if (opts.forcePrependBaseUrl) return baseUrl + url.replace(/^\//, '');
  // The site root written without its slash.
  if (url === baseUrl.replace(/\/$/, '')) return baseUrl;
  const path = url.startsWith(baseUrl) ? url : baseUrl + url.replace(/^\//, '');
  return opts.absolute ? siteUrl.replace(/\/$/, '') + path : path;
}

/** The path of an internal link in the site's form; anchors, and the site root, are left alone. */
export function applyTrailingSlash(path: string, trailingSlash: boolean | undefined, baseUrl: string): string {
  if (path.startsWith('#') || trailingSlash === undefined) return path;
  const cut = path.search(/[?#]/);
  const pathname = cut >= 0 ? path.slice(0, cut) : path;
  const rest = cut >= 0 ? path.slice(cut) : '';
  if (pathname === '' || pathname === '/' || pathname === baseUrl) return path;
  const formed = trailingSlash ? (pathname.endsWith('/') ? pathname : `${pathname}/`) : pathname.replace(/\/+$/, '');
  return formed + rest;
}
