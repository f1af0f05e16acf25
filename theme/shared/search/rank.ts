// Ranking for the local index. Each query term is looked up in three fields; a match in a record's own
// heading beats one in the headings above it, which beats one in its text; an earlier position (a lower
// FlexSearch slot) beats a later one, and the typed word beats a longer word it is the start of.
// A record must match every required term.
import type { Field } from './local-format.ts';

const FIELD_WEIGHTS: Record<Field, number> = { h: 4, p: 2, c: 1 };

type Slots = readonly (readonly number[] | null | undefined)[];

export interface FieldMatch {
  field: Field;
  slots: Slots;
  /** 1 for the typed word itself; less for a longer word the typed prefix expanded to. */
  factor?: number;
}

export interface TermMatches {
  optional: boolean;
  matches: FieldMatch[];
}

export interface Ranked {
  id: number;
  score: number;
}

function termScores(t: TermMatches, resolution: number): Map<number, number> {
  const best = new Map<number, number>();
  const sum = new Map<number, number>();
  for (const { field, slots, factor = 1 } of t.matches) {
    const w = FIELD_WEIGHTS[field] * factor;
    slots.forEach((ids, slot) => {
      if (!ids) return;
      const s = (w * (resolution - Math.min(slot, resolution - 1))) / resolution;
      for (const id of ids) {
        if ((best.get(id) ?? 0) < s) best.set(id, s);
        sum.set(id, (sum.get(id) ?? 0) + s);
      }
    });
  }
  // The best field counts in full; matches in the other fields only break ties.
  for (const [id, b] of best) best.set(id, b + 0.1 * (sum.get(id)! - b));
  return best;
}

/** Records matching every required term, best first; equal scores keep index (page) order. */
export function rank(terms: readonly TermMatches[], resolution: number): Ranked[] {
  if (!terms.length) return [];
  const scored = terms.map((t) => ({ optional: t.optional, scores: termScores(t, resolution) }));
  const required = scored.filter((t) => !t.optional);
  const optional = scored.filter((t) => t.optional);
  const base = required.length ? required : optional;
  // Start from the smallest required list: every candidate must be in all of them.
  const [first, ...rest] = [...base].sort((a, b) => a.scores.size - b.scores.size);
  const out: Ranked[] = [];
  for (const [id, s] of first!.scores) {
    let score = s;
    let ok = true;
    for (const t of rest) {
      const v = t.scores.get(id);
      if (v === undefined) {
        ok = false;
        break;
      }
      score += v;
    }
    if (!ok) continue;
    if (required.length) for (const t of optional) score += t.scores.get(id) ?? 0;
    out.push({ id, score });
  }
  if (!out.length && required.length > 1) return partial(required, optional);
  return out.sort((a, b) => b.score - a.score || a.id - b.id);
}

/** No record has every word: keep those that have the most of them (as "remove words if no results"). */
function partial(required: { scores: Map<number, number> }[], optional: { scores: Map<number, number> }[]): Ranked[] {
  const acc = new Map<number, { n: number; score: number }>();
  for (const t of required)
    for (const [id, s] of t.scores) {
      const a = acc.get(id) ?? { n: 0, score: 0 };
      a.n++;
      a.score += s;
      acc.set(id, a);
    }
  let most = 0;
  for (const a of acc.values()) most = Math.max(most, a.n);
  const out: Ranked[] = [];
  for (const [id, a] of acc) {
    if (a.n !== most) continue;
    let score = a.score;
    for (const t of optional) score += t.scores.get(id) ?? 0;
    out.push({ id, score });
  }
  return out.sort((a, b) => b.score - a.score || a.id - b.id);
}
