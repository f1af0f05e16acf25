// Small URL helpers shared by the stages. Pure functions.

export function isExternal(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}

/** Join URL segments into one path that starts and ends with "/". */
export function joinUrl(...parts: string[]): string {
  const joined = parts
    .join('/')
    .split('/')
    .filter((s) => s !== '' && s !== '.')
    .join('/');
  return joined ? `/${joined}/` : '/';
}

/** The output file for a URL: "/a/b/" -> "a/b/index.html"; "/404.html" stays a file. */
export function outPathFor(url: string): string {
  if (url.endsWith('.html')) return url.replace(/^\//, '');
  return `${url.replace(/^\//, '')}index.html`;
}

/** Strip numeric ordering prefixes such as "01-" or "2_" from a file or folder name. */
export function stripNumberPrefix(name: string): { name: string; number?: number } {
  const m = /^(\d+)[-_.\s]+(?=.)/.exec(name);
  if (!m) return { name };
  return { name: name.slice(m[0].length), number: Number(m[1]) };
}

export function withBase(baseUrl: string, url: string): string {
  if (isExternal(url) || url.startsWith('#')) return url;
  return baseUrl.replace(/\/$/, '') + url;
}

/** Split "path?query#hash" for comparisons against the route table. */
export function urlParts(href: string): { path: string; query: string; hash: string } {
  const hashAt = href.indexOf('#');
  const hash = hashAt >= 0 ? href.slice(hashAt + 1) : '';
  const beforeHash = hashAt >= 0 ? href.slice(0, hashAt) : href;
  const queryAt = beforeHash.indexOf('?');
  return { path: queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash, query: queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '', hash };
}

/** The URL as the route table keys it: trailing slash added, .html endings normalised. */
export function routeKey(path: string): string {
  let p = path || '/';
  if (p.endsWith('/index.html')) p = p.slice(0, -'index.html'.length);
  else if (p.endsWith('.html') && p !== '/404.html') p = p.slice(0, -5) + '/';
  if (!p.endsWith('/') && !/\.[a-z0-9]+$/i.test(p)) p += '/';
  return p;
}
