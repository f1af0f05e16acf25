// A component of the site's own (src/, outside src/pages and src/theme, which have notes of their
// own) that uses state, effects or handlers but imports a module zapsite renders at build time only
// (@theme/Tabs, @theme/TabItem), itself or through a file of the site, cannot be bundled for the
// browser: migrate leaves it out of `markdown.interactive` and it renders once, at build time.
// Docusaurus hydrates every page, so there its effects ran, and the build used to say nothing
// (kysely's Playground, before @theme/CodeBlock could hydrate, showed an empty frame on 50 pages).
// Each such component the pages' bundle read gets one located warning, at its first live line.
import { readFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { diag } from '../diagnostics.ts';
import { liveMatch, liveWritten } from '../migrate/interactive.ts';
import { buildTimeOnly } from '../migrate/live-pages.ts';
import type { Diagnostic } from '../types.ts';

const SCRIPT = /\.[cm]?[jt]sx?$/;

/**
 * One warning per component file of `root`'s site among `inputs` (every file the pages' bundle read)
 * that needs the browser and cannot have it. `hydrated`: the absolute paths of the files the config
 * marks interactive (`markdown.interactiveFrom`), which the site chose to hydrate.
 */
export function staticComponentNotes(
  root: string,
  inputs: readonly string[] | undefined,
  hydrated: ReadonlySet<string>,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  const own = (abs: string) => {
    const rel = relative(root, abs).split(sep).join('/');
    return rel.startsWith('src/') && !/^src\/(pages|theme)\//.test(rel) && !rel.includes('node_modules/') ? rel : '';
  };
  for (const abs of [...new Set(inputs ?? [])].sort()) {
    const rel = own(abs);
    if (!rel || !SCRIPT.test(rel) || hydrated.has(abs)) continue;
    const text = readFileSync(abs, 'utf8');
    const hit = liveMatch(text, abs, root);
    if (!hit || !buildTimeOnly(root, rel)) continue;
    const index = hit.index + hit[0].length - hit[0].trimStart().length;
    const before = text.slice(0, index).split('\n');
    const line = before.length;
    const written = liveWritten(hit[0]);
    out.push(
      diag({
        code: 'component-static',
        args: { written: written.startsWith('<') ? `${written}>` : written },
        file: rel,
        line,
        column: before.at(-1)!.length + 1,
        sourceLine: text.split('\n')[line - 1]!,
      }),
    );
  }
  return out;
}

/** The files the config marks interactive (`markdown.interactiveFrom`), absolute. */
export function interactiveFiles(
  root: string,
  interactive: Record<string, unknown>,
  from: Record<string, string> = {},
): Set<string> {
  return new Set(
    Object.entries(from)
      .filter(([name]) => name in interactive)
      .map(([, file]) => resolve(root, file)),
  );
}
