// The config's redirects, checked before anything is built. Docusaurus's client-redirects plugin
// takes a `from` and an internal `to` only as plain pathnames (its isValidPathname), and only a
// `to` that is a real page of the site: so a redirect to another redirect (a chain, or a loop
// back to itself) is refused there too. Here each is an error at the redirect's line in the config.
import { pageKey } from '../routes/permalinks.ts';
import { isExternal, urlParts } from '../routes/urls.ts';
import { urlPathProblem } from '../routes/url-checks.ts';
import { configPosition } from './locate.ts';
import type { Diagnostic } from '../types.ts';
import { diag } from '../diagnostics.ts';

export interface Redirect {
  from: string;
  to: string;
}

/** Every problem with the redirects; `text` reads the config file's source, for the lines (only when one is found). */
export function redirectProblems(
  redirects: readonly Redirect[],
  file: string | undefined,
  text: () => string,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  // At the redirect's own key in the config, as every config error is (config/locate.ts).
  const where = (i: number, key: keyof Redirect) => ({
    ...(file ? { file, ...configPosition(text(), ['redirects', i, key]) } : {}),
  });
  const name = (i: number) =>
    `redirects[${i}] (${JSON.stringify(redirects[i]!.from)} -> ${JSON.stringify(redirects[i]!.to)})`;

  redirects.forEach((r, i) => {
    const fromProblem = urlPathProblem(r.from);
    if (fromProblem || !r.from.startsWith('/'))
      out.push(
        diag({
          code: 'config-redirect',
          args: { redirect: name(i), key: 'from', problem: fromProblem },
          ...where(i, 'from'),
        }),
      );
    if (isExternal(r.to)) return;
    const toPath = urlParts(r.to).path;
    const toProblem = urlPathProblem(toPath);
    if (toProblem || !toPath.startsWith('/'))
      out.push(
        diag({
          code: 'config-redirect',
          args: { redirect: name(i), key: 'to', problem: toProblem },
          ...where(i, 'to'),
        }),
      );
  });
  if (out.length) return out;

  // Where each redirect's `to` leads, when it is another redirect's `from` (in any spelling).
  const byFrom = new Map<string, number>();
  redirects.forEach((r, i) => byFrom.set(pageKey(r.from), byFrom.get(pageKey(r.from)) ?? i));
  const next = (i: number): number | undefined =>
    isExternal(redirects[i]!.to) ? undefined : byFrom.get(pageKey(urlParts(redirects[i]!.to).path));

  const reported = new Set<number>();
  redirects.forEach((r, i) => {
    const j = next(i);
    if (j === undefined || reported.has(i)) return;
    // Follow the chain: back to i is a loop; anywhere else, i is the start of a chain.
    const path = [i];
    for (let k: number | undefined = j; k !== undefined && !path.includes(k); k = next(k)) path.push(k);
    const end = next(path[path.length - 1]!);
    if (end !== undefined && path.includes(end)) {
      const loop = path.slice(path.indexOf(end));
      if (!loop.some((k) => reported.has(k))) {
        for (const k of loop) reported.add(k);
        out.push(
          diag({
            code: 'config-redirect-loop',
            args: { loop: loop.map(name) },
            ...where(loop[0]!, 'from'),
          }),
        );
      }
      if (loop.includes(i)) return;
    }
    out.push(
      diag({
        code: 'config-redirect-chain',
        args: {
          redirect: name(i),
          other: name(j),
          next: JSON.stringify(redirects[j]!.from),
          leadsTo: JSON.stringify(redirects[j]!.to),
        },
        ...where(i, 'from'),
      }),
    );
  });
  return out;
}
