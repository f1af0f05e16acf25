// The local index in the browser (and in Node for tests and the benchmark). Nothing is fetched until the
// first query: then the manifest, FlexSearch, the shard of each query term and the store chunks of the
// hits on the requested page.
import { HITS_PER_PAGE, LANGUAGE, SNIPPET_WORDS } from './constants.ts';
import { highlight, segmentsToValue, snippet, type Segment } from './highlight.ts';
import {
  FIELDS,
  FIELD_TOKENIZE,
  MANIFEST_PATH,
  MIN_PREFIX,
  MAX_EXPANSIONS,
  chunkPath,
  decodeChunk,
  shardFor,
  shardPath,
  type Field,
  type Manifest,
  type Shard,
} from './local-format.ts';
import { rank, type FieldMatch, type TermMatches } from './rank.ts';
import { queryTerms } from './tokenize.ts';
import {
  LEVELS,
  type HighlightValue,
  type Level,
  type SearchHit,
  type SearchParams,
  type SearchRecord,
  type SearchResponse,
} from './types.ts';

type FlexIndex = {
  import(key: string, data: unknown): void;
  search(
    query: string,
    options: { resolve: false; limit?: number },
  ): { result: (number[] | null | undefined)[] } | { result?: unknown };
};
type FlexSearchModule = { Index: new (options: Record<string, unknown>) => FlexIndex };

export interface LocalIndexOptions {
  /** The site's base URL; index files are resolved against it. */
  baseUrl: string;
  fetchJson?: (url: string) => Promise<unknown>;
  loadFlexSearch?: () => Promise<FlexSearchModule>;
}

export interface LocalIndex {
  search(params: SearchParams): Promise<SearchResponse>;
  /** Every record, chunk by chunk (the test server and the benchmark use it). */
  allRecords(): Promise<SearchRecord[]>;
  /** URLs fetched so far, in order: what a query cost. */
  readonly fetched: readonly string[];
}

async function defaultFetchJson(url: string): Promise<unknown> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`Could not load the search index file ${url} (HTTP ${res.status}).`);
  return res.json();
}

const defaultLoadFlexSearch = async (): Promise<FlexSearchModule> => {
  const m = (await import('flexsearch')) as unknown as FlexSearchModule & { default?: FlexSearchModule };
  return m.Index ? m : m.default!;
};

function hitFor(rec: SearchRecord, terms: string[], words: number): SearchHit {
  const hl: NonNullable<SearchHit['_highlightResult']> = { hierarchy: {} };
  const sn: NonNullable<SearchHit['_snippetResult']> = { hierarchy: {} };
  const value = (r: { segments: Segment[]; matched: boolean }): HighlightValue => ({
    value: segmentsToValue(r.segments),
    matchLevel: r.matched ? 'full' : 'none',
  });
  for (const l of LEVELS as Level[]) {
    const v = rec.hierarchy[l];
    if (!v) continue;
    hl.hierarchy![l] = value(highlight(v, terms));
    if (l !== 'lvl0') sn.hierarchy![l] = value(snippet(v, terms, words));
  }
  if (rec.content) {
    hl.content = value(highlight(rec.content, terms));
    sn.content = value(snippet(rec.content, terms, words));
  }
  return {
    objectID: rec.objectID,
    url: rec.url,
    type: rec.type,
    content: rec.content,
    hierarchy: rec.hierarchy,
    _highlightResult: hl,
    _snippetResult: sn,
  };
}

/** A failed load is forgotten so the next query tries again. */
function once<T>(
  get: () => Promise<T> | undefined,
  set: (p: Promise<T> | undefined) => void,
  make: () => Promise<T>,
): Promise<T> {
  let p = get();
  if (!p) {
    p = make();
    set(p);
    p.catch(() => set(undefined));
  }
  return p;
}

function checkedManifest(value: unknown): Manifest {
  const m = value as Manifest;
  if (
    !m ||
    !Array.isArray(m.keys) ||
    !Array.isArray(m.shards) ||
    !Array.isArray(m.store) ||
    typeof m.chunks !== 'number'
  )
    throw new Error(
      `The search index manifest ${MANIFEST_PATH} is malformed or from another zapsite version: rebuild the site.`,
    );
  return m;
}

/** Shards a term needs: its own, and for a prefix every shard its words can sit in. */
function shardsFor(m: Manifest, term: string): number[] {
  const first = shardFor(m.keys, term);
  const last = term.length >= MIN_PREFIX ? shardFor(m.keys, term + '\uffff') : first;
  return Array.from({ length: last - first + 1 }, (_, k) => first + k);
}

/** Text keys of each loaded shard, sorted, with how many records each names: for prefix expansion. */
type TextKeys = Map<number, { keys: string[]; counts: number[] }>;

/** Words in text that start with the term: the term itself first, then the most frequent. */
function expand(m: Manifest, textKeys: TextKeys, term: string): { key: string; exact: boolean }[] {
  if (term.length < MIN_PREFIX) return [{ key: term, exact: true }];
  const found: { key: string; count: number }[] = [];
  for (const i of shardsFor(m, term)) {
    const t = textKeys.get(i);
    if (!t) continue;
    let lo = 0;
    let hi = t.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (t.keys[mid]! < term) lo = mid + 1;
      else hi = mid;
    }
    for (let k = lo; k < t.keys.length && t.keys[k]!.startsWith(term); k++)
      found.push({ key: t.keys[k]!, count: t.counts[k]! });
  }
  const exact = found.filter((f) => f.key === term);
  const longer = found.filter((f) => f.key !== term).sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : 1));
  return [
    ...exact.map((f) => ({ key: f.key, exact: true })),
    ...longer.slice(0, MAX_EXPANSIONS).map((f) => ({ key: f.key, exact: false })),
  ];
}

export function createLocalIndex(opts: LocalIndexOptions): LocalIndex {
  const base = opts.baseUrl.endsWith('/') ? opts.baseUrl : `${opts.baseUrl}/`;
  const fetched: string[] = [];
  const fetchJson = (path: string) => {
    const url = base + path;
    fetched.push(url);
    return (opts.fetchJson ?? defaultFetchJson)(url);
  };
  let manifest: Promise<Manifest> | undefined;
  let indexes: Promise<Record<Field, FlexIndex>> | undefined;
  const shards = new Map<number, Promise<void>>();
  const chunks = new Map<number, Promise<SearchRecord[]>>();

  const getManifest = () =>
    once(
      () => manifest,
      (p) => (manifest = p),
      async () => checkedManifest(await fetchJson(MANIFEST_PATH)),
    );
  const getIndexes = () =>
    once(
      () => indexes,
      (p) => (indexes = p),
      async () => {
        const [flex, m] = await Promise.all([(opts.loadFlexSearch ?? defaultLoadFlexSearch)(), getManifest()]);
        // Terms arrive already tokenized and folded, so the index keeps them as they are.
        const make = (f: Field) =>
          new flex.Index({ tokenize: FIELD_TOKENIZE[f], resolution: m.res, encode: (s: string) => [s] });
        return { h: make('h'), p: make('p'), c: make('c') };
      },
    );
  const textKeys: TextKeys = new Map();
  const loadShard = (m: Manifest, idx: Record<Field, FlexIndex>, i: number): Promise<void> => {
    let p = shards.get(i);
    if (!p) {
      p = (fetchJson(shardPath(m.shards[i]!)) as Promise<Shard>).then((shard) => {
        for (const f of FIELDS) if (shard[f]) idx[f].import('map', shard[f]);
        const c = shard.c ?? [];
        textKeys.set(i, {
          keys: c.map((e) => e[0]),
          counts: c.map((e) => e[1].reduce((n, ids) => n + (ids ? ids.length : 0), 0)),
        });
      });
      shards.set(i, p);
      p.catch(() => shards.delete(i));
    }
    return p;
  };
  const loadChunk = (m: Manifest, i: number): Promise<SearchRecord[]> => {
    let p = chunks.get(i);
    if (!p) {
      p = fetchJson(chunkPath(m, i)).then((c) => decodeChunk(c as Parameters<typeof decodeChunk>[0], LANGUAGE));
      chunks.set(i, p);
      p.catch(() => chunks.delete(i));
    }
    return p;
  };

  return {
    fetched,
    async search(params) {
      const hitsPerPage = params.hitsPerPage ?? HITS_PER_PAGE;
      const page = Math.max(0, params.page ?? 0);
      const terms = queryTerms(params.query);
      if (!terms.length) return { hits: [], nbHits: 0, page, nbPages: 0, source: 'local' };
      const [m, idx] = await Promise.all([getManifest(), getIndexes()]);
      await Promise.all(terms.flatMap((t) => shardsFor(m, t.term).map((i) => loadShard(m, idx, i))));
      const lookup = (f: Field, key: string) => {
        const r = idx[f].search(key, { resolve: false }) as { result?: unknown };
        return Array.isArray(r.result) && r.result.length ? (r.result as (number[] | null)[]) : null;
      };
      const matches: TermMatches[] = terms.map((t) => {
        const found: FieldMatch[] = [];
        for (const f of ['h', 'p'] as const) {
          const slots = lookup(f, t.term);
          if (slots) found.push({ field: f, slots });
        }
        for (const { key, exact } of expand(m, textKeys, t.term)) {
          const slots = lookup('c', key);
          if (slots) found.push({ field: 'c', slots, factor: exact ? 1 : 0.8 });
        }
        return { optional: t.optional, matches: found };
      });
      let ranked = rank(matches, m.res);
      // Hits of another docs version go after the version searched from (and pages of no version).
      const versionOf = (id: number) => m.t?.find((r) => id >= r[2] && id < r[3]);
      const mine = new Set([params.docsTag, ...(params.docsTags ?? [])]);
      const other = (id: number) => {
        const r = versionOf(id);
        return r !== undefined && !mine.has(r[0]);
      };
      if (m.t && params.docsTag) ranked = [...ranked.filter((r) => !other(r.id)), ...ranked.filter((r) => other(r.id))];
      const slice = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
      const needed = [...new Set(slice.map((r) => Math.floor(r.id / m.size)))];
      const loaded = new Map(await Promise.all(needed.map(async (c) => [c, await loadChunk(m, c)] as const)));
      const words = params.snippetWords ?? SNIPPET_WORDS;
      const plain = terms.map((t) => t.term);
      const hits = slice.map((r) => {
        const hit = hitFor(loaded.get(Math.floor(r.id / m.size))![r.id % m.size]!, plain, words);
        const v = m.t && params.docsTag ? versionOf(r.id) : undefined;
        return v && !mine.has(v[0]) ? { ...hit, version: v[1] } : hit;
      });
      return { hits, nbHits: ranked.length, page, nbPages: Math.ceil(ranked.length / hitsPerPage), source: 'local' };
    },
    async allRecords() {
      const m = await getManifest();
      const all = await Promise.all(Array.from({ length: m.chunks }, (_, i) => loadChunk(m, i)));
      return all.flat();
    },
  };
}
