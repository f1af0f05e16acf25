import { describe, expect, it } from 'vitest';
import {
  createStoredSearches,
  favoriteKey,
  memoryStorage,
  recentKey,
  safeStorage,
  type StoredHit,
} from '../../theme/shared/search/stored-searches.ts';

const hit = (n: number): StoredHit => ({
  objectID: `/docs/p${n}/~0`,
  url: `/docs/p${n}/`,
  type: 'lvl1',
  content: null,
  hierarchy: { lvl0: 'Docs', lvl1: `Page ${n}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
});
const ids = (list: StoredHit[]) => list.map((h) => h.objectID);

describe('recent and favourite searches', () => {
  it('uses storage keys that include the index name', () => {
    const storage = memoryStorage();
    createStoredSearches(storage, 'zaparoo').addRecent(hit(1));
    expect(recentKey('zaparoo')).toBe('__DOCSEARCH_RECENT_SEARCHES__zaparoo');
    expect(favoriteKey('zaparoo')).toBe('__DOCSEARCH_FAVORITE_SEARCHES__zaparoo');
    expect(JSON.parse(storage.getItem('__DOCSEARCH_RECENT_SEARCHES__zaparoo')!)).toHaveLength(1);
    expect(createStoredSearches(storage, 'other').recent()).toEqual([]);
  });

  it('keeps 7 recent searches without favourites, newest first, without duplicates', () => {
    const s = createStoredSearches(memoryStorage(), 'x');
    for (let i = 1; i <= 9; i++) s.addRecent(hit(i));
    s.addRecent(hit(5));
    expect(ids(s.recent())).toEqual(ids([hit(5), hit(9), hit(8), hit(7), hit(6), hit(4), hit(3)]));
  });

  it('keeps 4 recent searches once there is a favourite, and 10 favourites', () => {
    const s = createStoredSearches(memoryStorage(), 'x');
    for (let i = 1; i <= 7; i++) s.addRecent(hit(i));
    s.favorite(hit(7));
    expect(ids(s.favorites())).toEqual([hit(7).objectID]);
    expect(ids(s.recent())).toEqual(ids([hit(6), hit(5), hit(4), hit(3)]));
    for (let i = 10; i < 22; i++) s.favorite(hit(i));
    expect(s.favorites()).toHaveLength(10);
    expect(s.favorites()[0]!.objectID).toBe(hit(21).objectID);
  });

  it('moves a hit between recent and favourite and removes it from either', () => {
    const s = createStoredSearches(memoryStorage(), 'x');
    s.addRecent(hit(1));
    s.addRecent(hit(2));
    s.favorite(hit(1));
    expect(ids(s.recent())).toEqual([hit(2).objectID]);
    expect(ids(s.favorites())).toEqual([hit(1).objectID]);
    // A favourite opened again does not come back into the recent list.
    s.addRecent(hit(1));
    expect(ids(s.recent())).toEqual([hit(2).objectID]);
    s.unfavorite(hit(1));
    expect(ids(s.favorites())).toEqual([]);
    expect(ids(s.recent())).toEqual(ids([hit(1), hit(2)]));
    s.removeRecent(hit(2));
    expect(ids(s.recent())).toEqual([hit(1).objectID]);
    s.favorite(hit(1));
    s.removeFavorite(hit(1));
    expect(s.favorites()).toEqual([]);
    expect(s.recent()).toEqual([]);
  });

  it('ignores broken or hand-edited stored data instead of failing', () => {
    const storage = memoryStorage();
    const s = createStoredSearches(storage, 'x');
    for (const junk of ['{not json', '"a string"', '{"objectID":"1"}', 'null', '42']) {
      storage.setItem(recentKey('x'), junk);
      expect(s.recent()).toEqual([]);
    }
    storage.setItem(
      recentKey('x'),
      JSON.stringify([
        hit(1),
        { ...hit(2), hierarchy: 'nope' },
        { ...hit(3), url: 'javascript:alert(1)' },
        { ...hit(4), type: 'lvl9' },
        { ...hit(5), hierarchy: { ...hit(5).hierarchy, lvl2: 7 } },
        null,
        hit(1),
        hit(6),
      ]),
    );
    expect(ids(s.recent())).toEqual(ids([hit(1), hit(6)]));
    s.addRecent(hit(7));
    expect(ids(s.recent())).toEqual(ids([hit(7), hit(1), hit(6)]));
  });

  it('falls back to memory when storage throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const s = createStoredSearches(
      safeStorage(() => throwing),
      'x',
    );
    s.addRecent(hit(1));
    expect(ids(s.recent())).toEqual([hit(1).objectID]);
  });
});
