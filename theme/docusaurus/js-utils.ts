// theme-common's small array helpers, which sites' and published themes' code imports.

/** The values equal (by `same`) to one before them. */
export function duplicates<T>(values: readonly T[], same: (a: T, b: T) => boolean = (a, b) => a === b): T[] {
  return values.filter((v, at) => values.findIndex((u) => same(u, v)) !== at);
}

/** The values without repeats, in first-seen order. */
export function uniq<T>(values: readonly T[]): T[] {
  return Array.from(new Set(values));
}

/** The values grouped by the key each one gives. */
export function groupBy<T, K extends PropertyKey>(
  values: Iterable<T>,
  keyOf: (value: T, index: number) => K,
): Partial<Record<K, T[]>> {
  const groups: Partial<Record<K, T[]>> = {};
  let index = 0;
  for (const value of values) (groups[keyOf(value, index++)] ??= []).push(value);
  return groups;
}
