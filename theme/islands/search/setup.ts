// Browser wiring: one backend per page (so shards loaded by one query serve the next), storage, screen size.
import { createSearchBackend, type SearchBackend } from '../../shared/search/backend.ts';
import { NARROW_MAX_WIDTH, SNIPPET_WORDS, SNIPPET_WORDS_NARROW } from '../../shared/search/constants.ts';
import {
  createStoredSearches,
  safeStorage,
  type KeyValueStorage,
  type StoredSearches,
} from '../../shared/search/stored-searches.ts';
import type { SearchSettings } from '../../shared/search/types.ts';

let storage: KeyValueStorage | undefined;
let backend: { key: string; value: Promise<SearchBackend> } | undefined;

export function browserStorage(): KeyValueStorage {
  return (storage ??= safeStorage(() => window.localStorage));
}

export function getBackend(settings: SearchSettings): Promise<SearchBackend> {
  const key = JSON.stringify(settings);
  if (backend?.key !== key) {
    // A setup error becomes a failed search (the error view), not a crash of the island.
    const value = new Promise<SearchBackend>((resolve) =>
      resolve(createSearchBackend(settings, { storage: browserStorage() })),
    );
    backend = { key, value };
  }
  return backend.value;
}

export function storedSearches(settings: SearchSettings): StoredSearches {
  return createStoredSearches(browserStorage(), settings.indexName);
}

export function snippetWords(): number {
  return typeof matchMedia === 'function' && matchMedia(`(max-width: ${NARROW_MAX_WIDTH}px)`).matches
    ? SNIPPET_WORDS_NARROW
    : SNIPPET_WORDS;
}
