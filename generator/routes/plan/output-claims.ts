// Every URL must be a plain path of the site (no "." or ".." segment to climb out of it) and
// decode, and each output file must come from one input only (with trailingSlash unset, /a/b
// and /a/b/ are both written to a/b/index.html); a static file must not sit where a page goes.
import { basename } from 'node:path';
import type { PlannedPage } from '../graph.ts';
import { outputFile } from '../permalinks.ts';
import { checkPageUrls } from '../url-checks.ts';
import { outputConflicts, type OutputClaim } from '../output-conflicts.ts';
import type { PlanState } from './state.ts';
import { diag, optionDiag } from '../../diagnostics.ts';

export function checkOutputs(state: PlanState): void {
  const { config, scan, trailingSlash, planned, diagnostics } = state;
  checkPageUrls(planned, diagnostics);
  const claims = new Map<string, PlannedPage[]>();
  for (const p of planned) {
    try {
      decodeURIComponent(p.url);
    } catch {
      diagnostics.push(
        diag({
          code: 'undecodable-pathname',
          args: { url: p.url },
          file: p.source?.relPath,
        }),
      );
      continue;
    }
    // A redirect written in a folder of its own (redirect-pages.ts) still takes its URL's file from a page.
    const own = outputFile(p.url, trailingSlash);
    for (const file of p.outFile && p.outFile !== own ? [own, p.outFile] : [own])
      claims.set(file, [...(claims.get(file) ?? []), p]);
  }
  const mode = config.onDuplicateRoutes;
  const dropped = new Set<PlannedPage>();
  for (const list of claims.values()) {
    if (list.length < 2) continue;
    const url = [...new Set(list.map((p) => p.url))].join(' and ');
    const names = list.map(
      (p) =>
        p.source?.relPath ??
        (p.layout === 'redirect'
          ? `a redirect in ${basename(config.configFile ?? 'config')}`
          : `the generated ${p.layout} page`),
    );
    const file = list.find((p) => p.source)?.source?.relPath;
    if (mode === 'throw') {
      diagnostics.push(
        optionDiag('error', {
          code: 'duplicate-url',
          args: { url, names },
          file,
        }),
      );
      continue;
    }
    // Docusaurus renders one page for a duplicated route; the first file keeps it here, the same on every build.
    const keep = firstBySource(list);
    for (const p of list) if (p !== keep) dropped.add(p);
    // One file at two spellings of its URL (a site plugin's addRoute for '/repl/' beside the pages
    // plugin's '/repl'): the same page either way, and Docusaurus, which compares routes as written, says nothing.
    const oneFile = list.every((p) => samePage(p, keep)) && new Set(list.map((p) => p.url)).size === list.length;
    if (mode === 'ignore' || oneFile) continue;
    diagnostics.push(
      // 'warn' and 'log' both go on with a warning.
      optionDiag('warning', {
        code: 'duplicate-url',
        args: { url, names, kept: { by: keep.source?.relPath ?? `the generated ${keep.layout} page`, mode } },
        file,
      }),
    );
  }
  if (dropped.size > 0) dropPages(state, dropped);
  // A static file where a page goes, or a file where another needs a folder.
  // The files pages are written to: a redirect's URL file is not one once it is written in its folder.
  const written = new Map<string, PlannedPage>();
  for (const [path, list] of claims) {
    const p = list.find((q) => (q.outFile ?? path) === path);
    if (p) written.set(path, p);
  }
  const outputs: OutputClaim[] = [...written].map(([path, p]) => ({
    path,
    who: p.source ? `the page ${p.url} (${p.source.relPath})` : `the generated ${p.layout} page ${p.url}`,
    ...(p.source ? { file: p.source.relPath } : {}),
  }));
  state.staticFiles = scan.staticFiles.filter((f) => {
    const page = written.get(f.urlPath.slice(1));
    const claim = staticClaim(f.urlPath, f.absPath, config.root);
    // Docusaurus copies the static folders first and writes its pages over them: a site that
    // lets duplicates pass keeps the page (a stale static/index.html under the home page).
    if (!page || mode === 'throw') {
      outputs.push(claim);
      return true;
    }
    if (mode !== 'ignore') {
      const first = outputs.find((o) => o.path === claim.path)!.who;
      const args = { clash: 'page-over-static', first, second: claim.who, path: claim.path, mode } as const;
      diagnostics.push(optionDiag('warning', { code: 'output-conflict', args, file: claim.file }));
    }
    return false;
  });
  diagnostics.push(...outputConflicts(outputs));
}

/** The same component rendered with nothing of its own: a file, or a plugin's route to it without props. */
function samePage(a: PlannedPage, b: PlannedPage): boolean {
  const component = (p: PlannedPage) =>
    p.source && !Object.keys(p.source.route?.modules ?? {}).length
      ? (p.source.route?.component ?? p.source.absPath)
      : undefined;
  return component(a) !== undefined && component(a) === component(b);
}

/** The input whose file path sorts first (generated pages after files). */
function firstBySource(list: PlannedPage[]): PlannedPage {
  const key = (p: PlannedPage) => p.source?.relPath ?? `\uffff${p.url}`;
  return list.reduce((a, b) => (key(b) < key(a) ? b : a));
}

/** Leaves the losing inputs of duplicated URLs out of the plan: no page, no output file. */
function dropPages(state: PlanState, dropped: Set<PlannedPage>): void {
  const files = new Set([...dropped].flatMap((p) => (p.source ? [p.source] : [])));
  state.planned = state.planned.filter((p) => !dropped.has(p));
  state.renderable = state.renderable.filter((r) => !files.has(r.file));
}

/** A static file as an output claim, named by its path in the site folder. */
export function staticClaim(urlPath: string, absPath: string, root: string): OutputClaim {
  const file = absPath.startsWith(`${root}/`) ? absPath.slice(root.length + 1) : absPath;
  return { path: urlPath.slice(1), who: `the static file ${file}`, file };
}
