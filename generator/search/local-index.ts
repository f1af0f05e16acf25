// The local index: FlexSearch's term map over the records, written as a manifest, term shards and store chunks
// (see theme/shared/search/local-format.ts for the layout and why it is cut this way).
import { createHash } from 'node:crypto';
import {
  FIELDS,
  FIELD_TOKENIZE,
  FORMAT_VERSION,
  GROUP,
  MANIFEST_PATH,
  RESOLUTION,
  chunkPath,
  encodeChunk,
  shardPath,
  fieldText,
  type Field,
  type Manifest,
} from '../../theme/shared/search/local-format.ts';
import { STOP_WORDS, tokenize } from '../../theme/shared/search/tokenize.ts';
import type { SearchRecord } from '../../theme/shared/search/types.ts';

export interface LocalIndexOptions {
  /** Aim for term shards of about this many bytes of JSON. */
  shardBytes?: number;
  /** Records per store chunk. */
  chunkSize?: number;
  /** At most this many record ids per term and field, best positions first. */
  postingCap?: number;
  /**
   * On a site with docs versions: each version's search tag -> its label. The manifest then lists
   * which record ids belong to which version, so the browser can put the page's own version first
   * and label hits from another one without fetching their records.
   */
  versionLabels?: Record<string, string>;
}

const DEFAULTS = { shardBytes: 16_000, chunkSize: 24, postingCap: 2_000 } as const;

type Slots = (number[] | null)[];
export type OutFile = { path: string; data: string };

const hash = (data: string) => createHash('sha256').update(data).digest('hex').slice(0, 10);

export function indexTokens(text: string): string[] {
  return tokenize(text).filter((t) => !STOP_WORDS.has(t));
}

/**
 * One field's FlexSearch map, built directly: term -> slots, where slot s lists (in id order) the
 * records whose best position for the term scores s. This is exactly what FlexSearch's
 * Index.add builds (depth 0, our encoder, "forward" or "strict") and what its export writes, and
 * the browser imports it into FlexSearch. Building it here skips FlexSearch's registers and the
 * export's JSON round trip: 4.9 s to about 1.5 s, and half the memory, on 10,000 pages.
 * tests/unit/search-local-index.test.ts checks it against FlexSearch itself.
 */
export function fieldMap(records: readonly SearchRecord[], field: Field): Map<string, Slots> {
  const builder = new FieldMapBuilder(field);
  records.forEach((rec, id) => builder.add(rec, id));
  return builder.map();
}

/** fieldMap one record at a time, in id order, so the records need not all exist at once. */
class FieldMapBuilder {
  // Records of one page share their heading chain: tokenize each distinct heading text once.
  // (Content texts are all different; caching them would only cost memory.)
  private readonly seen: Map<string, string[]> | undefined;
  // One lookup per token: the entry also remembers the last record that pushed it.
  private readonly entries = new Map<string, { slots: Slots; last: number }>();
  private readonly forward: boolean;
  private readonly field: Field;

  constructor(field: Field) {
    this.field = field;
    this.seen = field === 'c' ? undefined : new Map();
    this.forward = FIELD_TOKENIZE[field] === 'forward';
  }

  /** Add `token` for record `id` unless this record has it already; false when it had. */
  private push(token: string, score: number, id: number): boolean {
    let e = this.entries.get(token);
    if (!e) this.entries.set(token, (e = { slots: [], last: -1 }));
    else if (e.last === id) return false;
    e.last = id;
    const slots = e.slots;
    while (slots.length <= score) slots.push(null);
    (slots[score] ??= []).push(id);
    return true;
  }

  add(rec: SearchRecord, id: number): void {
    const { field, seen } = this;
    const text = fieldText(rec, field);
    if (!text) return;
    let terms = seen?.get(text);
    if (!terms) {
      terms = indexTokens(text);
      seen?.set(text, terms);
    }
    const count = terms.length;
    // A page title outranks a heading with the same words, as a higher heading outranks a lower one:
    // in the heading field a word's slot is its position plus the heading's depth below lvl1.
    const depth = rec.type === 'content' ? 0 : Number(rec.type.slice(3)) - 1;
    for (let i = 0; i < count; i++) {
      const term = terms[i]!;
      if (!term) continue;
      const score = field === 'h' ? Math.min(RESOLUTION - 1, depth + i) : flexScore(count, i);
      if (this.forward && term.length > 1) {
        // Longest prefix first: once one was pushed (by an earlier word), so were all shorter ones.
        for (let x = term.length; x >= 1; x--)
          if (!this.push(x === term.length ? term : term.slice(0, x), score, id)) break;
      } else this.push(term, score, id);
    }
  }

  map(): Map<string, Slots> {
    const map = new Map<string, Slots>();
    for (const [token, e] of this.entries) map.set(token, e.slots);
    return map;
  }
}

/** FlexSearch's default score: the term's position, squeezed into RESOLUTION slots for long texts. */
function flexScore(count: number, i: number): number {
  if (!i) return 0;
  return count <= RESOLUTION ? i : (((RESOLUTION - 1) / count) * i + 1) | 0;
}

/** Keep the best `cap` ids of a posting list (lower slots first). */
export function capSlots(slots: Slots, cap: number): Slots {
  let left = cap;
  const out: Slots = [];
  for (let i = 0; i < slots.length; i++) {
    const ids = slots[i];
    if (!ids || !ids.length) {
      out.push(null);
      continue;
    }
    if (left <= 0) break;
    const kept = ids.length <= left ? ids : ids.slice(0, left);
    out.push(kept);
    left -= kept.length;
  }
  while (out.length && !out[out.length - 1]) out.pop();
  return out;
}

export function buildLocalIndex(
  records: Iterable<SearchRecord>,
  opts: LocalIndexOptions = {},
): { files: OutFile[]; manifest: Manifest } {
  const builder = new LocalIndexBuilder(opts);
  for (const rec of records) builder.add(rec);
  return builder.finish();
}

/**
 * The local index, fed one record at a time: each record goes into the three field maps and,
 * with the records before it, into its store chunk, and is then no longer held. On 10,000 pages
 * the records alone were 183 MB, all alive until the index was done.
 */
class LocalIndexBuilder {
  private readonly opts: Required<Omit<LocalIndexOptions, 'versionLabels'>> & LocalIndexOptions;
  private readonly fields = FIELDS.map((f) => new FieldMapBuilder(f));
  private readonly chunks: string[] = [];
  private chunk: SearchRecord[] = [];
  private count = 0;
  /** [tag, label, first id, end id) per run of records of one docs version. */
  private readonly ranges: [string, string, number, number][] = [];

  constructor(opts: LocalIndexOptions = {}) {
    this.opts = { ...DEFAULTS, ...opts };
  }

  add(rec: SearchRecord): void {
    const label = this.opts.versionLabels?.[rec.docusaurus_tag];
    if (label !== undefined) {
      const last = this.ranges[this.ranges.length - 1];
      if (last && last[0] === rec.docusaurus_tag && last[3] === this.count) last[3]++;
      else this.ranges.push([rec.docusaurus_tag, label, this.count, this.count + 1]);
    }
    for (const f of this.fields) f.add(rec, this.count);
    this.count++;
    this.chunk.push(rec);
    if (this.chunk.length === this.opts.chunkSize) this.closeChunk();
  }

  private closeChunk(): void {
    this.chunks.push(JSON.stringify(encodeChunk(this.chunk)));
    this.chunk = [];
  }

  finish(): { files: OutFile[]; manifest: Manifest } {
    if (this.chunk.length) this.closeChunk();
    const maps = Object.fromEntries(FIELDS.map((f, i) => [f, this.fields[i]!.map()])) as Record<
      Field,
      Map<string, Slots>
    >;
    return writeIndex(maps, { chunks: this.chunks, count: this.count, ranges: this.ranges }, this.opts);
  }
}

/** `records`: the stored records' chunks, how many records there are, and each docs version's range of them. */
function writeIndex(
  maps: Record<Field, Map<string, Slots>>,
  records: { chunks: string[]; count: number; ranges?: Manifest['t'] },
  opts: Required<Omit<LocalIndexOptions, 'versionLabels'>> & LocalIndexOptions,
): { files: OutFile[]; manifest: Manifest } {
  const { chunks, count, ranges = [] } = records;
  const { shardBytes, chunkSize, postingCap } = opts;

  // Size of each key's entries, to cut shards of similar weight.
  const keys = new Set<string>();
  for (const f of FIELDS) for (const k of maps[f].keys()) keys.add(k);
  const sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

  const files: OutFile[] = [];
  const shardKeys: string[] = [];
  const shardHashes: string[] = [];
  // Each shard is written as JSON by hand from entries serialised once: { "h": [...], "p": [...], "c": [...] }.
  let parts: Record<Field, string[]> = { h: [], p: [], c: [] };
  let currentFirst = '';
  let size = 0;
  const flush = () => {
    if (!size) return;
    const data =
      '{' +
      FIELDS.filter((f) => parts[f].length)
        .map((f) => `${JSON.stringify(f)}:[${parts[f].join(',')}]`)
        .join(',') +
      '}';
    const h = hash(data);
    files.push({ path: shardPath(h), data });
    shardKeys.push(currentFirst);
    shardHashes.push(h);
    parts = { h: [], p: [], c: [] };
    size = 0;
  };
  let prev = '';
  for (const k of sorted) {
    // Cut between two-letter prefixes so typing one word stays in one shard; cut anywhere when a prefix is huge.
    const changed = k.slice(0, 2) !== prev.slice(0, 2);
    if (size && ((size >= shardBytes && changed) || size >= shardBytes * 4)) flush();
    if (!size) currentFirst = shardKeys.length ? k : '';
    for (const f of FIELDS) {
      const slots = maps[f].get(k);
      if (!slots) continue;
      const json = JSON.stringify([k, capSlots(slots, postingCap)]);
      parts[f].push(json);
      size += json.length + 1;
    }
    prev = k;
  }
  flush();
  if (!shardKeys.length) shardKeys.push('');

  const groupHashes: string[] = [];
  for (let g = 0; g < chunks.length; g += GROUP) groupHashes.push(hash(chunks.slice(g, g + GROUP).join('\n')));
  const manifest: Manifest = {
    v: FORMAT_VERSION,
    n: count,
    res: RESOLUTION,
    keys: shardKeys,
    shards: shardHashes,
    size: chunkSize,
    chunks: chunks.length,
    store: groupHashes,
    ...(ranges.length ? { t: ranges } : {}),
  };
  chunks.forEach((data, i) => files.push({ path: chunkPath(manifest, i), data }));
  files.push({ path: MANIFEST_PATH, data: JSON.stringify(manifest) });
  return { files, manifest };
}
