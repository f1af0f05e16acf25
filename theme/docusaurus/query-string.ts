// The address's query as Docusaurus's theme-common reads and writes it (useQueryString,
// useQueryStringValue, useQueryStringList): written with the History API, never loading a page.
import { useCallback, useEffect, useState } from 'react';

// Another component that set the address's query, on the same page (router.ts useLocation listens too).
export const QUERY_CHANGED = 'zapsite:query-string';

/**
 * The address's query, as Docusaurus's router keeps it, and a setter that writes it into the
 * address (history.replaceState, or pushState with `push`) without loading a page. The server's
 * page has none, so an island hydrates with none too and reads the address once live.
 */
function useSearch(): [string, (search: string, push?: boolean) => void] {
  const [search, setSearch] = useState('');
  useEffect(() => {
    const read = () => setSearch(window.location.search);
    read();
    addEventListener('popstate', read);
    addEventListener(QUERY_CHANGED, read);
    return () => {
      removeEventListener('popstate', read);
      removeEventListener(QUERY_CHANGED, read);
    };
  }, []);
  const write = useCallback((next: string, push = false) => {
    const url = `${window.location.pathname}${next}${window.location.hash}`;
    if (push) window.history.pushState(window.history.state, '', url);
    else window.history.replaceState(window.history.state, '', url);
    setSearch(next);
    dispatchEvent(new Event(QUERY_CHANGED));
  }, []);
  return [search, write];
}

const withParams = (search: string, edit: (params: URLSearchParams) => void): string => {
  const params = new URLSearchParams(search);
  edit(params);
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** The value of `key` in the address's query, or null. */
export function useQueryStringValue(key: string | null): string | null {
  const [search] = useSearch();
  return key === null ? null : new URLSearchParams(search).get(key);
}

/** `key`'s value in the address's query ('' without one), and a setter (null or '' takes it out, as Docusaurus's does). */
export function useQueryString(key: string): [string, (value: string | null, options?: { push: boolean }) => void] {
  const [search, write] = useSearch();
  const set = useCallback(
    (value: string | null, options?: { push: boolean }) =>
      write(
        withParams(window.location.search, (p) => (value ? p.set(key, value) : p.delete(key))),
        options?.push,
      ),
    [key, write],
  );
  return [new URLSearchParams(search).get(key) ?? '', set];
}

type ListUpdate = string[] | ((current: string[]) => string[]);

/** Every value of `key` in the address's query, and a setter of the list (or of a function of it, as Docusaurus's takes). */
export function useQueryStringList(key: string): [string[], (update: ListUpdate, options?: { push: boolean }) => void] {
  const [search, write] = useSearch();
  const set = useCallback(
    (update: ListUpdate, options?: { push: boolean }) =>
      write(
        withParams(window.location.search, (p) => {
          const list = Array.isArray(update) ? update : update(p.getAll(key));
          p.delete(key);
          for (const v of list) p.append(key, v);
        }),
        options?.push,
      ),
    [key, write],
  );
  return [new URLSearchParams(search).getAll(key), set];
}
