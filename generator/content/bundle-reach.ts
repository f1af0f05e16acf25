// Which pages a failed esbuild run's errors concern. esbuild says where an error is (a component,
// a stylesheet) but not which entries reach that file, and a failed run gives no metafile: so, on
// failure only, each entry is bundled again alone and the errors it meets are noted against it.
import type { Message } from 'esbuild';

/** Entries bundled at once while finding out: enough to keep esbuild busy, few enough for memory. */
const AT_ONCE = 8;

/** The same error however often esbuild reports it. */
export function messageKey(m: Message): string {
  const at = m.location;
  return at ? `${at.file}:${at.line}:${at.column}:${m.text}` : m.text;
}

/**
 * For each located error among `errors`, the names of the entries whose bundle meets it.
 * `rebuild` runs the failed build's options with the one entry it is given.
 */
export async function entriesReaching(
  errors: readonly Message[],
  entryPoints: Record<string, string>,
  rebuild: (entry: Record<string, string>) => Promise<unknown>,
): Promise<Map<string, string[]>> {
  const reach = new Map<string, string[]>();
  if (!errors.some((m) => m.location)) return reach;
  const queue = Object.entries(entryPoints);
  const next = async (): Promise<void> => {
    for (let e = queue.shift(); e; e = queue.shift()) {
      const [name, path] = e;
      try {
        await rebuild({ [name]: path });
      } catch (error) {
        for (const m of (error as { errors?: Message[] }).errors ?? []) {
          const k = messageKey(m);
          const names = reach.get(k) ?? [];
          if (!names.includes(name)) names.push(name);
          reach.set(k, names);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, queue.length) }, next));
  return reach;
}

/**
 * For each error met through the site's components module, the parts of it that meet it alone: an
 * `interactiveFrom` component's name, or undefined for the components file (mdx-site.ts
 * siteComponentParts). A page shows the error only where it uses that component.
 */
export async function componentPartsReaching(
  errors: readonly Message[],
  reach: Map<string, string[]>,
  parts: { component?: string; path: string }[],
  rebuild: (entry: Record<string, string>) => Promise<unknown>,
): Promise<Map<string, (string | undefined)[]>> {
  const viaComponents = errors.filter((m) => reach.get(messageKey(m))?.includes('components'));
  if (!viaComponents.length || !parts.length) return new Map();
  const entries = Object.fromEntries(parts.map((p, i) => [`part-${i}`, p.path]));
  const byPart = await entriesReaching(viaComponents, entries, rebuild);
  return new Map(
    [...byPart].map(([key, names]) => [key, names.map((n) => parts[Number(n.slice('part-'.length))]!.component)]),
  );
}
