// Route identity for client navigation: the many spellings of one page (/docs, /docs/,
// /docs/index.html, /docs.html) map to one key, so caches and "same page?" checks agree.

/** Most patterns the route-key cache keeps; the oldest is dropped beyond this. */
export const ROUTE_CACHE_LIMIT = 10_000;

/** The clean, trailing-slash form of a pathname: the form every zapsite route is written in. */
export function normaliseRoute(pathname: string): string {
  let p = pathname.replace(/\/{2,}/g, '/');
  if (!p.startsWith('/')) p = `/${p}`;
  p = p.replace(/\/index\.html?$/i, '/').replace(/\.html?$/i, '/');
  return p.endsWith('/') ? p : `${p}/`;
}

export interface RouteCache {
  /** The route key for a pathname, computed once per pathname. */
  key(pathname: string): string;
  /** Whether a pathname is cached now (for tests and diagnostics; key() never needs it). */
  has(pathname: string): boolean;
  readonly size: number;
}

/**
 * A Map from pathname to route key, bounded so that a long session (or a page with thousands of
 * links) cannot grow it without end. Map keeps insertion order, so the first key is the oldest.
 */
export function createRouteCache(limit: number = ROUTE_CACHE_LIMIT): RouteCache {
  const map = new Map<string, string>();
  return {
    key(pathname) {
      const hit = map.get(pathname);
      if (hit !== undefined) return hit;
      const value = normaliseRoute(pathname);
      map.set(pathname, value);
      if (map.size > limit) map.delete(map.keys().next().value as string);
      return value;
    },
    has: (pathname) => map.has(pathname),
    get size() {
      return map.size;
    },
  };
}
