// The local index on disk: a small manifest at a fixed URL, and content-hashed files it names.
//  - term shards: FlexSearch map entries for every indexed term prefix, cut into sorted key ranges,
//    so a query term needs exactly one shard, and typing one word stays within one or two shards;
//  - store chunks: the records, a few dozen per file, fetched only for the hits a page shows.
import { LEVELS, HIT_TYPES, type Hierarchy, type HitType, type SearchRecord } from './types.ts';

/** Relative to the site's base URL. */
export const MANIFEST_PATH = 'search-index.json';
export const FORMAT_VERSION = 1;

/** The three fields a record is indexed under, best first: its own heading, its heading chain, its text. */
export const FIELDS = ['h', 'p', 'c'] as const;
export type Field = (typeof FIELDS)[number];

/** FlexSearch options shared by the builder and the browser; scores are slots 0..RESOLUTION-1. */
export const RESOLUTION = 9;

export interface Manifest {
  v: number;
  /** Number of records. */
  n: number;
  res: number;
  /** First key of each term shard, sorted; shard i holds the keys from keys[i] up to keys[i+1]. */
  keys: string[];
  /** Content hash of each term shard (see shardPath). */
  shards: string[];
  /** Records per store chunk, and the number of chunks. */
  size: number;
  chunks: number;
  /**
   * One content hash per group of GROUP store chunks (see chunkPath): one hash per chunk would make
   * the manifest grow with the site faster than anything a query needs.
   */
  store: string[];
  /** On a site with docs versions: [search tag, version label, first record id, end id) per run of one version's records. */
  t?: [string, string, number, number][];
}

export const GROUP = 64;

/** Files named by their content hash, relative to the base URL. */
export const shardPath = (hash: string) => `assets/search/t-${hash}.json`;
export const chunkPath = (m: Pick<Manifest, 'store'>, i: number) =>
  `assets/search/d-${m.store[Math.floor(i / GROUP)]}-${i}.json`;

/** One term shard: per field, FlexSearch map entries [term, slots of record ids]. */
export type Shard = Partial<Record<Field, [string, (number[] | null)[]][]>>;

/**
 * A store chunk. Pages once ([url, lvl0, lvl1, tag]); records as
 * [page index in this chunk, number in page, type index, anchor, [lvl2..lvl6], content, parent number].
 */
export interface StoreChunk {
  p: [string, string | null, string | null, string][];
  r: [number, number, number, string, (string | null)[], string, number][];
}

/** Which shard holds a key: the last shard whose first key is <= key. */
export function shardFor(keys: readonly string[], key: string): number {
  let lo = 0;
  let hi = keys.length - 1;
  let found = 0;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (keys[mid]! <= key) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

export function encodeChunk(records: readonly SearchRecord[]): StoreChunk {
  const chunk: StoreChunk = { p: [], r: [] };
  const pageIndex = new Map<string, number>();
  for (const rec of records) {
    let pi = pageIndex.get(rec.url_without_anchor);
    if (pi === undefined) {
      pi = chunk.p.length;
      pageIndex.set(rec.url_without_anchor, pi);
      chunk.p.push([rec.url_without_anchor, rec.hierarchy.lvl0, rec.hierarchy.lvl1, rec.docusaurus_tag]);
    }
    const n = Number(rec.objectID.slice(rec.objectID.lastIndexOf('~') + 1));
    const parent = rec.__docsearch_parent
      ? Number(rec.__docsearch_parent.slice(rec.__docsearch_parent.lastIndexOf('~') + 1))
      : -1;
    const levels = LEVELS.slice(2).map((l) => rec.hierarchy[l]);
    while (levels.length && levels[levels.length - 1] === null) levels.pop();
    chunk.r.push([pi, n, HIT_TYPES.indexOf(rec.type), rec.anchor ?? '', levels, rec.content ?? '', parent]);
  }
  return chunk;
}

export function decodeChunk(chunk: StoreChunk, language: string): SearchRecord[] {
  return chunk.r.map(([pi, n, ti, anchor, levels, content, parent]) => {
    const [url, lvl0, lvl1, tag] = chunk.p[pi]!;
    const hierarchy: Hierarchy = { lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
    levels.forEach((v, i) => (hierarchy[LEVELS[i + 2]!] = v));
    return {
      objectID: `${url}~${n}`,
      url: anchor ? `${url}#${anchor}` : url,
      url_without_anchor: url,
      anchor: anchor || null,
      type: (HIT_TYPES[ti] ?? 'content') as HitType,
      content: content || null,
      hierarchy,
      language,
      docusaurus_tag: tag,
      __docsearch_parent: parent >= 0 ? `${url}~${parent}` : null,
    };
  });
}

/**
 * The text each field indexes for a record: "h" its own heading (page title for lvl1), "p" the headings
 * above a heading record, "c" the text of a content record. Content records leave "p" out: their heading
 * record carries it, which keeps the index a fraction of the size.
 */
export function fieldText(rec: SearchRecord, field: Field): string {
  if (field === 'c') return rec.content ?? '';
  if (rec.type === 'content') return '';
  if (field === 'h') return rec.hierarchy[rec.type] ?? '';
  const own = LEVELS.indexOf(rec.type);
  return LEVELS.slice(1, own)
    .map((l) => rec.hierarchy[l])
    .filter(Boolean)
    .join(' ');
}

/**
 * Headings are indexed with every prefix of every word ("forward"), so one or two typed letters find
 * titles. Text is indexed by whole words; the browser finds the words a typed prefix starts in the
 * sorted keys of the shard, which costs nothing in index size.
 */
export const FIELD_TOKENIZE: Record<Field, 'forward' | 'strict'> = { h: 'forward', p: 'forward', c: 'strict' };
/** Prefixes shorter than this match only whole words in text. */
export const MIN_PREFIX = 3;
/** At most this many words a prefix expands to in text, the most frequent first. */
export const MAX_EXPANSIONS = 40;
