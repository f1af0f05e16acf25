// @docusaurus/router: the location and history hooks of react-router that site components use.
// On the server the location is the page's own; in the browser, the window's.
import { createElement, useEffect, useSyncExternalStore } from 'react';
import { serverPage } from './context.ts';
import { QUERY_CHANGED } from './query-string.ts';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

export function useLocation(): Location {
  const page = serverPage();
  if (page || typeof window === 'undefined')
    return { pathname: page?.pathname ?? '/', search: '', hash: '', state: null, key: 'default' };
  // An island hydrates with the location the build rendered (no query, no hash), so what it shows
  // matches the page's HTML; React renders it again with the window's at once.
  return useSyncExternalStore(subscribe, windowLocation, builtLocation);
}

let seen: Location | undefined;
/** The window's location, the same object while it has not changed (useSyncExternalStore compares them). */
function windowLocation(): Location {
  const { pathname, search, hash } = window.location;
  if (seen?.pathname !== pathname || seen.search !== search || seen.hash !== hash)
    seen = { pathname, search, hash, state: window.history.state, key: 'default' };
  return seen;
}

let built: Location | undefined;
function builtLocation(): Location {
  return (built ??= { pathname: window.location.pathname, search: '', hash: '', state: null, key: 'default' });
}

const LOCATION_EVENTS = ['popstate', 'hashchange', QUERY_CHANGED];
function subscribe(changed: () => void): () => void {
  for (const e of LOCATION_EVENTS) addEventListener(e, changed);
  return () => {
    for (const e of LOCATION_EVENTS) removeEventListener(e, changed);
  };
}

export function useHistory() {
  const go = (to: string, replace: boolean) => (replace ? window.location.replace(to) : window.location.assign(to));
  return {
    push: (to: string) => go(to, false),
    replace: (to: string) => go(to, true),
    goBack: () => window.history.back(),
    location: useLocation(),
  };
}

/** No route parameters: every zapsite page is its own route. */
export function useParams(): Record<string, string> {
  return {};
}

export function matchPath(
  pathname: string,
  opts: { path: string; exact?: boolean },
): { path: string; url: string; isExact: boolean } | null {
  const exact = pathname === opts.path || pathname.replace(/\/$/, '') === opts.path.replace(/\/$/, '');
  if (exact || (!opts.exact && pathname.startsWith(opts.path)))
    return { path: opts.path, url: opts.path, isExact: exact };
  return null;
}

type To = string | { pathname?: string; search?: string; hash?: string };

/**
 * react-router's <Redirect>. Docusaurus writes the page without it and its router moves the visitor
 * on once the scripts run; a zapsite page has no router, so the page's head gets a refresh to `to`
 * (as written: Docusaurus's routes carry the base URL themselves), which works without JavaScript.
 */
export function Redirect({ to }: { to: To; push?: boolean }): null {
  const target = typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;
  const page = serverPage();
  if (page)
    page.head.push(createElement('meta', { key: 'redirect', httpEquiv: 'refresh', content: `0; url=${target}` }));
  useEffect(() => window.location.replace(target), [target]);
  return null;
}
