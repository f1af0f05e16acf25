// Fetched pages, shared by prefetching and navigation: one request per page, reused for
// back/forward. A prefetch that failed is remembered, because the spec answers a failed route
// preload with a whole-page load rather than an in-place error.
import { PAGE_CACHE_LIMIT, PAGE_CACHE_TTL_MS } from '../../shared/navigation/timing.ts';

export type Fetched =
  /** An HTML document (any status below 500: a 404 is the not-found page, shown as a page). */
  | { kind: 'page'; url: string; status: number; html: string }
  /** Not HTML (a PDF behind a clean URL): only the browser can show it. */
  | { kind: 'other'; url: string };

/** The request reached no server, or the server answered 5xx. */
export class LoadError extends Error {
  readonly status: number | undefined;
  constructor(message: string, status?: number) {
    super(message);
    this.status = status;
  }
}

/** The prefetch of this page failed: navigate with a whole-page load. */
export class PreloadFailed extends Error {}

interface Entry {
  promise: Promise<Fetched>;
  prefetched: boolean;
  failed: boolean;
  at: number;
}

// Requests are never aborted: a navigation the visitor abandoned still fills the cache.
async function request(url: URL, prefetch: boolean): Promise<Fetched> {
  let res: Response;
  try {
    res = await fetch(url.href, {
      credentials: 'same-origin',
      // Purpose marks speculative requests, so servers and logs can tell them from visits.
      headers: prefetch ? { accept: 'text/html', purpose: 'prefetch' } : { accept: 'text/html' },
      ...(prefetch ? { priority: 'low' } : {}),
    } as RequestInit);
  } catch (error) {
    throw new LoadError(
      `The network request failed (${(error as Error).message}). Check your connection and try again.`,
    );
  }
  if (res.status >= 500)
    throw new LoadError(`The server answered ${res.status}${res.statusText ? ` ${res.statusText}` : ''}.`, res.status);
  if (!/html/i.test(res.headers.get('content-type') ?? '')) return { kind: 'other', url: res.url || url.href };
  return { kind: 'page', url: res.url || url.href, status: res.status, html: await res.text() };
}

export interface PageStore {
  /** Start fetching a page the visitor may open next. */
  prefetch(url: URL): void;
  /** The page for a navigation: cached, joined in flight, or fetched now. */
  get(url: URL, signal: AbortSignal): Promise<Fetched>;
}

export function createPageStore(keyOf: (url: URL) => string): PageStore {
  const entries = new Map<string, Entry>();

  // A visit that failed is asked for again; a prefetch that failed is kept as the signal to reload.
  const fresh = (e: Entry | undefined): e is Entry =>
    Boolean(e && !(e.failed && !e.prefetched) && Date.now() - e.at < PAGE_CACHE_TTL_MS);
  const remember = (key: string, entry: Entry) => {
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > PAGE_CACHE_LIMIT) entries.delete(entries.keys().next().value as string);
  };

  const begin = (url: URL, prefetched: boolean): Entry => {
    const entry: Entry = { promise: request(url, prefetched), prefetched, failed: false, at: Date.now() };
    entry.promise.catch(() => {
      entry.failed = true;
    });
    return entry;
  };

  return {
    prefetch(url) {
      const key = keyOf(url);
      const known = entries.get(key);
      if ((known?.prefetched && known.failed) || fresh(known)) return;
      remember(key, begin(url, true));
    },

    async get(url, signal) {
      const key = keyOf(url);
      const known = entries.get(key);
      if (known?.prefetched && known.failed) {
        entries.delete(key);
        throw new PreloadFailed(url.href);
      }
      const entry = fresh(known) ? known : begin(url, false);
      remember(key, entry);
      const aborted = new Promise<never>((_, reject) => {
        if (signal.aborted) reject(signal.reason);
        signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      });
      try {
        return await Promise.race([entry.promise, aborted]);
      } catch (error) {
        if (signal.aborted) throw error;
        // A failed page is never served from the cache: the next try asks the server again.
        if (entries.get(key) === entry) entries.delete(key);
        throw entry.prefetched ? new PreloadFailed(url.href) : error;
      }
    },
  };
}
