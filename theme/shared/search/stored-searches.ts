// Recent and favourite searches in local storage, keyed by index name as DocSearch keys them.
// Stored data may be broken or edited by hand: anything that is not a valid hit is dropped, never thrown.
import { FAVORITE_LIMIT, RECENT_LIMIT, RECENT_LIMIT_WITH_FAVORITES } from './constants.ts';
import { HIT_TYPES, LEVELS, type Hierarchy, type SearchHit } from './types.ts';

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const recentKey = (indexName: string) => `__DOCSEARCH_RECENT_SEARCHES__${indexName}`;
export const favoriteKey = (indexName: string) => `__DOCSEARCH_FAVORITE_SEARCHES__${indexName}`;

/** A stored search: the hit without its highlight data. */
export type StoredHit = Pick<SearchHit, 'objectID' | 'url' | 'type' | 'content' | 'hierarchy'>;

function cleanHit(value: unknown): StoredHit | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (typeof v.objectID !== 'string' || !v.objectID || typeof v.url !== 'string' || !v.url) return null;
  if (typeof v.type !== 'string' || !(HIT_TYPES as readonly string[]).includes(v.type)) return null;
  if (v.content !== null && v.content !== undefined && typeof v.content !== 'string') return null;
  const h = v.hierarchy;
  if (!h || typeof h !== 'object') return null;
  const hierarchy = {} as Hierarchy;
  for (const level of LEVELS) {
    const x = (h as Record<string, unknown>)[level];
    if (x !== null && x !== undefined && typeof x !== 'string') return null;
    hierarchy[level] = (x as string | null | undefined) ?? null;
  }
  if (!hierarchy.lvl1) return null;
  // Only links into the site (or plain http links) may come back out of storage.
  if (!/^(\/|https?:\/\/)/i.test(v.url)) return null;
  return {
    objectID: v.objectID,
    url: v.url,
    type: v.type as StoredHit['type'],
    content: (v.content as string | null | undefined) ?? null,
    hierarchy,
  };
}

function toStored(hit: SearchHit | StoredHit): StoredHit {
  return {
    objectID: hit.objectID,
    url: hit.url,
    type: hit.type,
    content: hit.content,
    hierarchy: { ...hit.hierarchy },
  };
}

/** The in-memory storage used when local storage is missing or throws. */
export function memoryStorage(): KeyValueStorage {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
  };
}

/** Local storage when it works, memory otherwise (private modes, blocked storage, quota). */
export function safeStorage(get: () => KeyValueStorage | undefined): KeyValueStorage {
  const memory = memoryStorage();
  let real: KeyValueStorage | undefined;
  try {
    real = get();
    const probe = '__zs_probe__';
    real?.setItem(probe, probe);
    real?.removeItem(probe);
  } catch {
    real = undefined;
  }
  if (!real) return memory;
  const r = real;
  return {
    getItem(k) {
      try {
        return r.getItem(k);
      } catch {
        return memory.getItem(k);
      }
    },
    setItem(k, v) {
      try {
        r.setItem(k, v);
      } catch {
        memory.setItem(k, v);
      }
    },
    removeItem(k) {
      try {
        r.removeItem(k);
      } catch {
        memory.removeItem(k);
      }
    },
  };
}

export interface StoredSearches {
  recent(): StoredHit[];
  favorites(): StoredHit[];
  /** A hit the visitor opened goes to the top of the recent list (unless it is a favourite). */
  addRecent(hit: SearchHit | StoredHit): void;
  /** Move from recent to favourites. */
  favorite(hit: StoredHit): void;
  /** Move from favourites back to recent. */
  unfavorite(hit: StoredHit): void;
  removeRecent(hit: StoredHit): void;
  removeFavorite(hit: StoredHit): void;
}

export function createStoredSearches(storage: KeyValueStorage, indexName: string): StoredSearches {
  const rk = recentKey(indexName);
  const fk = favoriteKey(indexName);
  const read = (key: string): StoredHit[] => {
    let raw: string | null = null;
    try {
      raw = storage.getItem(key);
    } catch {
      return [];
    }
    if (!raw) return [];
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return [];
    }
    if (!Array.isArray(parsed)) return [];
    const seen = new Set<string>();
    const out: StoredHit[] = [];
    for (const item of parsed) {
      const hit = cleanHit(item);
      if (hit && !seen.has(hit.objectID)) {
        seen.add(hit.objectID);
        out.push(hit);
      }
    }
    return out;
  };
  const write = (key: string, list: StoredHit[]) => {
    try {
      storage.setItem(key, JSON.stringify(list));
    } catch {
      /* a full or blocked storage only loses the history */
    }
  };
  const recentLimit = (favs: StoredHit[]) => (favs.length ? RECENT_LIMIT_WITH_FAVORITES : RECENT_LIMIT);
  const without = (list: StoredHit[], hit: { objectID: string }) => list.filter((h) => h.objectID !== hit.objectID);

  const api: StoredSearches = {
    recent: () => read(rk).slice(0, recentLimit(read(fk))),
    favorites: () => read(fk).slice(0, FAVORITE_LIMIT),
    addRecent(hit) {
      const favs = read(fk);
      if (favs.some((f) => f.objectID === hit.objectID)) return;
      write(rk, [toStored(hit), ...without(read(rk), hit)].slice(0, recentLimit(favs)));
    },
    favorite(hit) {
      const favs = [toStored(hit), ...without(read(fk), hit)].slice(0, FAVORITE_LIMIT);
      write(fk, favs);
      write(rk, without(read(rk), hit).slice(0, recentLimit(favs)));
    },
    unfavorite(hit) {
      const favs = without(read(fk), hit);
      write(fk, favs);
      write(rk, [toStored(hit), ...without(read(rk), hit)].slice(0, recentLimit(favs)));
    },
    removeRecent(hit) {
      write(rk, without(read(rk), hit));
    },
    removeFavorite(hit) {
      write(fk, without(read(fk), hit));
    },
  };
  return api;
}
