// The redirects the client-redirects plugin's rules make, planned after every page: from each page's
// path with an extension (`redirectExtensions.from`), to each path that ends in one
// (`redirectExtensions.to`), and from the old paths `createRedirects` returns for each path. They
// join the config's `redirects` as the same redirect pages (and `_redirects` lines). As in
// Docusaurus, a redirect never takes a page's place and only the first to start at a path is kept:
// the others are left out and reported as onDuplicateRoutes says. Then every redirect, the config's
// own too, is placed where Docusaurus writes it.
import { optionValue } from '../../config/docusaurus-value.ts';
import { diag, optionDiag } from '../../diagnostics.ts';
import type { PlannedPage } from '../graph.ts';
import { fromExtensionRedirects, returnedPaths, toExtensionRedirects, type MadeRedirect } from '../made-redirects.ts';
import { applyTrailingSlash, outputFile, pageKey, type TrailingSlash } from '../permalinks.ts';
import { optionPlace } from '../option-place.ts';
import { isExternal } from '../urls.ts';
import { NOT_FOUND_URL, redirectPage } from './site-pages.ts';
import type { PlanState } from './state.ts';

/** A made redirect and the option that made it. */
interface Made extends MadeRedirect {
  by: 'redirectExtensions' | 'createRedirects';
}

/** How many left-out redirects a message names. */
const SHOWN = 5;

export function planMadeRedirects(state: PlanState): void {
  const { config } = state;
  const pages = state.planned.filter((p) => p.layout !== 'redirect');
  // Docusaurus's routesPaths: the 404 page first, then every route, each as the site writes it.
  const paths = [...pages.filter((p) => p.url === NOT_FOUND_URL), ...pages.filter((p) => p.url !== NOT_FOUND_URL)].map(
    (p) => p.url,
  );
  const { from, to } = config.redirectExtensions;
  const made: Made[] = [
    ...fromExtensionRedirects(paths, from).map((r): Made => ({ ...r, by: 'redirectExtensions' })),
    ...toExtensionRedirects(paths, to).map((r): Made => ({ ...r, by: 'redirectExtensions' })),
    ...created(state, paths),
  ];
  if (made.length) plan(state, made);
  placeRedirectFiles(state);
}

/** The createRedirects function's redirects for each path; what it throws or returns wrongly is reported. */
function created(state: PlanState, paths: readonly string[]): Made[] {
  const { config, diagnostics } = state;
  const { value: fn, taken } = optionValue(config.createRedirects, config.docusaurusValues);
  if (typeof fn !== 'function') return [];
  const out: Made[] = [];
  const bad: { path: string; values: string[] }[] = [];
  for (const path of paths) {
    let returned: unknown;
    try {
      returned = (fn as (path: string) => unknown)(path);
    } catch (error) {
      diagnostics.push({
        ...diag({
          code: 'create-redirects-function',
          args: { problem: 'threw', error: error instanceof Error ? error.message : String(error) },
          ...optionPlace(error, config, ['createRedirects'], taken),
        }),
        affects: [path],
      });
      continue;
    }
    const { froms, bad: wrong } = returnedPaths(returned);
    for (const f of froms) out.push({ from: f, to: path, by: 'createRedirects' });
    if (wrong.length) bad.push({ path, values: wrong });
  }
  if (bad.length) {
    const all = bad.flatMap((b) => b.values.map((v) => `${v} for ${b.path}`));
    diagnostics.push({
      ...diag({
        code: 'create-redirects-function',
        args: { problem: 'returned', returned: all.slice(0, SHOWN), count: all.length },
        ...optionPlace(undefined, config, ['createRedirects'], taken),
      }),
      affects: bad.map((b) => b.path),
    });
  }
  return out;
}

/**
 * Plans each made redirect that neither takes a page's place nor starts where an earlier redirect
 * does. One from a spelling of its own page's path that the page already answers at (/a.html
 * where /a is written to a.html) is left out without a word: that old path already works.
 */
function plan(state: PlanState, made: readonly Made[]): void {
  const { planned, trailingSlash } = state;
  const byFile = new Map<string, PlannedPage>();
  for (const p of planned) {
    const file = fileOf(p, trailingSlash);
    if (!byFile.has(file)) byFile.set(file, p);
  }
  const clashes = new Map<string, { made: Made; there: PlannedPage }[]>();
  for (const r of made) {
    const url = applyTrailingSlash(r.from, trailingSlash);
    const file = outputFile(url, trailingSlash);
    const there = byFile.get(file);
    if (there) {
      // The page itself at another spelling of its path, or a redirect to the same page: nothing lost.
      const quiet =
        there.redirectTo === undefined ? there.url === r.to && r.from !== r.to : sameTarget(there.redirectTo, r.to);
      if (!quiet) {
        const key = `${r.by}\0${there.redirectTo === undefined ? 'page' : 'redirect'}`;
        clashes.set(key, [...(clashes.get(key) ?? []), { made: r, there }]);
      }
      continue;
    }
    const page = redirectPage(url, r.to);
    planned.push(page);
    byFile.set(file, page);
  }
  for (const list of clashes.values()) report(state, list);
}

/** One report for the redirects one option made that clash with pages, or with earlier redirects. */
function report(state: PlanState, list: { made: Made; there: PlannedPage }[]): void {
  const mode = state.config.onDuplicateRoutes;
  if (mode === 'ignore') return;
  const { by } = list[0]!.made;
  const over = list[0]!.there.redirectTo === undefined ? 'page' : 'redirect';
  const named = list.map(({ made, there }) => {
    const who =
      over === 'page'
        ? (there.source?.relPath ?? `the generated ${there.layout} page`)
        : `the redirect to ${there.redirectTo}`;
    return `${made.from} -> ${made.to} (${who} is there)`;
  });
  const { config } = state;
  const value = by === 'createRedirects' ? optionValue(config.createRedirects, config.docusaurusValues) : undefined;
  state.diagnostics.push(
    optionDiag(mode === 'throw' ? 'error' : 'warning', {
      code: 'redirect-clash',
      args: { by, over, redirects: named.slice(0, SHOWN), count: named.length, mode },
      ...optionPlace(undefined, config, [by], value?.taken),
    }),
  );
}

/**
 * Each redirect is written where Docusaurus's client-redirects plugin writes it: in a folder named
 * for its path (/a in a/index.html, /a.html in a.html/index.html), whatever trailingSlash says, so
 * a host that finds both a.html and a/index.html for /a picks the page, never a redirect that would
 * send the page's own visitors round in a loop (facebook/docusaurus#5055). With trailingSlash false
 * a path ending in ".html" cannot have that folder beside the page's own a.html: a.html.html.
 */
function placeRedirectFiles(state: PlanState): void {
  const { planned, trailingSlash } = state;
  for (const p of planned) {
    if (p.redirectTo === undefined) continue;
    const folder = outputFile(p.url, true);
    const named = folder !== 'index.html' && !folder.endsWith('/index.html');
    const file = !named ? folder : trailingSlash === false ? `${folder}.html` : `${folder}/index.html`;
    if (file !== outputFile(p.url, trailingSlash)) p.outFile = file;
  }
}

function sameTarget(a: string, b: string): boolean {
  return a === b || (!isExternal(a) && pageKey(a) === pageKey(b));
}

function fileOf(p: PlannedPage, trailingSlash: TrailingSlash): string {
  return p.outFile ?? outputFile(p.url, trailingSlash);
}
