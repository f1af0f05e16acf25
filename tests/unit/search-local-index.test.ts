import { describe, expect, it } from 'vitest';
import FlexSearch from 'flexsearch';
import { buildLocalIndex, capSlots, fieldMap, indexTokens } from '../../generator/search/local-index.ts';
import { createLocalIndex } from '../../theme/shared/search/local.ts';
import {
  FIELDS,
  FIELD_TOKENIZE,
  GROUP,
  MANIFEST_PATH,
  RESOLUTION,
  fieldText,
  shardFor,
  shardPath,
  type Field,
  type Manifest,
  type Shard,
} from '../../theme/shared/search/local-format.ts';
import type { SearchRecord } from '../../theme/shared/search/types.ts';

function rec(
  page: number,
  n: number,
  type: SearchRecord['type'],
  title: string,
  content: string | null,
  heading?: string,
): SearchRecord {
  const url = `/docs/p${page}/`;
  return {
    objectID: `${url}~${n}`,
    url: heading ? `${url}#${heading.toLowerCase().replace(/\W+/g, '-')}` : url,
    url_without_anchor: url,
    anchor: heading ? heading.toLowerCase().replace(/\W+/g, '-') : null,
    type,
    content,
    hierarchy: {
      lvl0: page % 2 ? 'Readers' : 'Tokens',
      lvl1: title,
      lvl2: heading ?? null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    __docsearch_parent: n === 0 ? null : `${url}~0`,
  };
}

const WORDS =
  'alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike november oscar papa quebec romeo sierra tango'.split(
    ' ',
  );

function corpus(): SearchRecord[] {
  const out: SearchRecord[] = [];
  for (let p = 0; p < 60; p++) {
    out.push(rec(p, 0, 'lvl1', `Page ${WORDS[p % 20]} ${p}`, null));
    out.push(
      rec(
        p,
        1,
        'content',
        `Page ${WORDS[p % 20]} ${p}`,
        `Text about ${WORDS[(p + 3) % 20]} and ${WORDS[(p + 7) % 20]} number ${p}.`,
      ),
    );
    out.push(rec(p, 2, 'lvl2', `Page ${WORDS[p % 20]} ${p}`, null, `Setup ${WORDS[(p + 11) % 20]}`));
  }
  out.push(rec(60, 0, 'lvl1', 'Café Crème', null));
  out.push(rec(60, 1, 'content', 'Café Crème', '日本語のテキストも検索できます'));
  return out;
}

function memoryIndex(files: { path: string; data: string }[]) {
  const byPath = new Map(files.map((f) => [f.path, f.data]));
  return createLocalIndex({ baseUrl: '/', fetchJson: async (url) => JSON.parse(byPath.get(url.slice(1))!) });
}

describe('local search index', () => {
  const records = corpus();
  const { files, manifest } = buildLocalIndex(records, { shardBytes: 1500, chunkSize: 8 });

  it('writes a manifest, several content-hashed term shards and store chunks', () => {
    expect(files.find((f) => f.path === MANIFEST_PATH)).toBeDefined();
    expect(manifest.n).toBe(records.length);
    expect(manifest.shards.length).toBeGreaterThan(4);
    expect(manifest.chunks).toBe(Math.ceil(records.length / 8));
    expect(manifest.store).toHaveLength(Math.ceil(manifest.chunks / GROUP));
    for (const f of files)
      if (f.path !== MANIFEST_PATH)
        expect(f.path).toMatch(/^assets\/search\/(t-[0-9a-f]{10}|d-[0-9a-f]{10}-\d+)\.json$/);
    expect([...manifest.keys].sort()).toEqual(manifest.keys);
  });

  it('routes every key to the shard that holds it', () => {
    const byPath = new Map(files.map((f) => [f.path, f.data]));
    manifest.shards.forEach((hash, i) => {
      const shard = JSON.parse(byPath.get(shardPath(hash))!) as Shard;
      for (const entries of Object.values(shard))
        for (const [key] of entries!) expect(shardFor(manifest.keys, key)).toBe(i);
    });
  });

  it('fetches nothing until the first query, then the manifest, one shard per term and the chunks of the hits', async () => {
    const index = memoryIndex(files);
    expect(index.fetched).toEqual([]);
    const r = await index.search({ query: 'kilo', hitsPerPage: 5 });
    expect(r.source).toBe('local');
    expect(r.hits.length).toBe(5);
    const shards = index.fetched.filter((u) => u.includes('/t-'));
    const chunks = index.fetched.filter((u) => u.includes('/d-'));
    expect(index.fetched[0]).toBe('/search-index.json');
    expect(shards).toHaveLength(1);
    expect(chunks.length).toBeLessThanOrEqual(5);
    expect(chunks.length).toBeLessThan(manifest.chunks);
  });

  it('ranks a title match first and pages through the rest', async () => {
    const index = memoryIndex(files);
    const first = await index.search({ query: 'Page kilo', hitsPerPage: 2 });
    expect(first.hits[0]!.type).toBe('lvl1');
    expect(first.hits[0]!.hierarchy.lvl1).toMatch(/^Page kilo/);
    const all = await index.search({ query: 'kilo', hitsPerPage: 100 });
    const second = await index.search({ query: 'kilo', hitsPerPage: 3, page: 1 });
    expect(second.page).toBe(1);
    expect(second.nbHits).toBe(all.nbHits);
    expect(second.nbPages).toBe(Math.ceil(all.nbHits / 3));
    expect(second.hits.map((h) => h.objectID)).toEqual(all.hits.slice(3, 6).map((h) => h.objectID));
  });

  it('matches prefixes, folds diacritics and finds words in text without spaces', async () => {
    const index = memoryIndex(files);
    expect((await index.search({ query: 'cafe creme' })).hits[0]!.hierarchy.lvl1).toBe('Café Crème');
    expect((await index.search({ query: 'CAFÉ' })).nbHits).toBeGreaterThan(0);
    const ja = await index.search({ query: 'テキスト' });
    expect(ja.hits.map((h) => h.content)).toContain('日本語のテキストも検索できます');
    const prefix = await index.search({ query: 'novem' });
    expect(prefix.hits.some((h) => /November/i.test(h.hierarchy.lvl1 ?? '') || /november/.test(h.content ?? ''))).toBe(
      true,
    );
    expect((await index.search({ query: 'zzzqqq' })).nbHits).toBe(0);
  });

  it('returns hits in the DocSearch shape with highlights and snippets', async () => {
    const index = memoryIndex(files);
    const hit = (await index.search({ query: 'number 7', snippetWords: 5 })).hits.find((h) => h.type === 'content')!;
    expect(hit).toMatchObject({
      type: 'content',
      url: '/docs/p7/',
      hierarchy: { lvl0: 'Readers', lvl1: 'Page hotel 7' },
    });
    expect(hit._snippetResult?.content?.value).toContain('<mark>number</mark>');
    expect(
      hit
        ._snippetResult!.content!.value.replace(/<\/?mark>/g, '')
        .split(' ')
        .filter((w) => w !== '…'),
    ).toHaveLength(5);
  });

  it('keeps the best positions when it caps a posting list', () => {
    expect(capSlots([[1, 2], null, [3, 4, 5], [6]], 4)).toEqual([[1, 2], null, [3, 4]]);
    expect(capSlots([null, [1]], 10)).toEqual([null, [1]]);
  });

  it('is deterministic: the same records give the same files', () => {
    const again = buildLocalIndex(records, { shardBytes: 1500, chunkSize: 8 });
    expect(again.files.map((f) => f.path).sort()).toEqual(files.map((f) => f.path).sort());
    expect((JSON.parse(again.files.find((f) => f.path === MANIFEST_PATH)!.data) as Manifest).shards).toEqual(
      manifest.shards,
    );
  });
});

/** The same map built by FlexSearch itself and read back through its export (what the builder did before). */
function flexSearchMap(records: SearchRecord[], field: Field): Map<string, (number[] | null)[]> {
  let depth = 0;
  const score =
    field === 'h'
      ? (_c: string[], _t: string, position: number) => Math.min(RESOLUTION - 1, depth + position)
      : undefined;
  const index = new FlexSearch.Index({
    tokenize: FIELD_TOKENIZE[field],
    resolution: RESOLUTION,
    encode: indexTokens,
    ...(score ? { score } : {}),
  });
  records.forEach((r, id) => {
    depth = r.type === 'content' ? 0 : Number(r.type.slice(3)) - 1;
    const text = fieldText(r, field);
    if (text) index.add(id, text);
  });
  const map = new Map<string, (number[] | null)[]>();
  void index.export((key: string, data: string) => {
    if (/(^|\.)map$/.test(key))
      for (const [term, slots] of JSON.parse(data) as [string, (number[] | null)[]][]) map.set(term, slots);
  });
  return map;
}

describe('fieldMap', () => {
  it.each(FIELDS)('builds the %s field exactly as FlexSearch does', (field) => {
    const records = corpus();
    // Long texts (past RESOLUTION terms), repeated words, prefixes of earlier words and deep headings.
    records.push(rec(61, 0, 'lvl1', 'Reader readers read re r', null));
    records.push(
      rec(
        61,
        1,
        'content',
        'Reader readers read re r',
        Array.from({ length: 40 }, (_, i) => WORDS[(i * 7) % 20]).join(' ') + ' reading reader read',
      ),
    );
    records.push(
      rec(
        61,
        2,
        'lvl4',
        'Reader readers read re r',
        null,
        'Deep heading with many many words past the resolution of nine slots',
      ),
    );
    const ours = fieldMap(records, field);
    const theirs = flexSearchMap(records, field);
    expect(ours.size).toBeGreaterThan(20);
    expect([...ours.entries()].sort()).toEqual([...theirs.entries()].sort());
  });
});
