// The local index: FlexSearch's term map over the records, written as a manifest, term shards and store chunks
// (see theme/shared/search/local-format.ts for the layout and why it is cut this way).
import { createHash } from 'node:crypto';
import { FIELDS, FIELD_TOKENIZE, FORMAT_VERSION, GROUP, MANIFEST_PATH, RESOLUTION, chunkPath, encodeChunk, shardPath, fieldText, type Field, type Manifest } from '../../theme/shared/search/local-format.ts';
import { STOP_WORDS, tokenize } from '../../theme/shared/search/tokenize.ts';
import type { SearchRecord } from '../../theme/shared/search/types.ts';

export interface LocalIndexOptions {
  /** Aim for term shards of about this many bytes of JSON. */
  shardBytes?: number;
  /** Records per store chunk. */
  chunkSize?: number;
  /** At most this many record ids per term and field, best positions first. */
  postingCap?: number;
}

export const DEFAULTS = { shardBytes: 16_000, chunkSize: 24, postingCap: 2_000 } as const;

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
  // Records of one page share their heading chain: tokenize each distinct heading text once.
  // (Content texts are all different; caching them would only cost memory.)
  const seen = field === 'c' ? undefined : new Map<string, string[]>();
  // One lookup per token: the entry also remembers the last record that pushed it.
  const entries = new Map<string, { slots: Slots; last: number }>();
  const forward = FIELD_TOKENIZE[field] === 'forward';
  let id = 0;
  /** Add `token` for record `id` unless this record has it already; false when it had. */
  const push = (token: string, score: number): boolean => {
    let e = entries.get(token);
    if (!e) entries.set(token, (e = { slots: [], last: -1 }));
    else if (e.last === id) return false;
    e.last = id;
    const slots = e.slots;
    while (slots.length <= score) slots.push(null);
    (slots[score] ??= []).push(id);
    return true;
  };
  for (; id < records.length; id++) {
    const rec = records[id]!;
    const text = fieldText(rec, field);
    if (!text) continue;
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
      if (forward && term.length > 1) {
        // Longest prefix first: once one was pushed (by an earlier word), so were all shorter ones.
        for (let x = term.length; x >= 1; x--) if (!push(x === term.length ? term : term.slice(0, x), score)) break;
      } else push(term, score);
    }
  }
  const map = new Map<string, Slots>();
  for (const [token, e] of entries) map.set(token, e.slots);
  return map;
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

export function buildLocalIndex(records: readonly SearchRecord[], opts: LocalIndexOptions = {}): { files: OutFile[]; manifest: Manifest } {
  const { shardBytes, chunkSize, postingCap } = { ...DEFAULTS, ...opts };
  const maps = Object.fromEntries(FIELDS.map((f) => [f, fieldMap(records, f)])) as Record<Field, Map<string, Slots>>;

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
    const data = '{' + FIELDS.filter((f) => parts[f].length).map((f) => `${JSON.stringify(f)}:[${parts[f].join(',')}]`).join(',') + '}';
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

  const chunks: string[] = [];
  for (let i = 0; i < records.length; i += chunkSize) chunks.push(JSON.stringify(encodeChunk(records.slice(i, i + chunkSize))));
  const groupHashes: string[] = [];
  for (let g = 0; g < chunks.length; g += GROUP) groupHashes.push(hash(chunks.slice(g, g + GROUP).join('\n')));
  const manifest: Manifest = { v: FORMAT_VERSION, n: records.length, res: RESOLUTION, keys: shardKeys, shards: shardHashes, size: chunkSize, chunks: chunks.length, store: groupHashes };
  chunks.forEach((data, i) => files.push({ path: chunkPath(manifest, i), data }));
  files.push({ path: MANIFEST_PATH, data: JSON.stringify(manifest) });
  return { files, manifest };
}
