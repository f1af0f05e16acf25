// A React page of the site (src/pages/*.tsx) is rendered once, at build time: only the components
// the config marks interactive hydrate. State, effects, handlers or a useIsBrowser() check written
// in the page's own file therefore never run in the browser (a tab that does not switch, a
// playground whose code the page reads from the address). Docusaurus hydrates the whole page, so
// the site worked there: each such page gets a located warning at the first of them, unless the
// config marks the page interactive (migrate does, when it can be bundled for the browser).
import { diag } from '../diagnostics.ts';
import { liveMatch, liveWritten } from '../migrate/interactive.ts';
import { PAGE_LIVE } from '../migrate/live-pages.ts';
import type { Diagnostic, SourceFile } from '../types.ts';
import { isReactPage } from './mdx-where.ts';

/** Where the page's file is first live (its own code, or a hook of the site it calls), or undefined. */
function first(file: SourceFile): { index: number; written: string } | undefined {
  const root = file.absPath.slice(0, file.absPath.length - file.relPath.length);
  const m = liveMatch(file.text, file.absPath, root, PAGE_LIVE);
  if (!m) return undefined;
  const lead = m[0].length - m[0].trimStart().length;
  const written = liveWritten(m[0]);
  return { index: m.index + lead, written: written.startsWith('<') ? `${written}>` : written };
}

/**
 * One warning per React page file whose own code would need the browser. `hydrated`: the absolute
 * paths of pages the config marks interactive (`markdown.interactiveFrom`), which hydrate whole.
 */
export function staticPageNotes(files: readonly SourceFile[], hydrated: ReadonlySet<string> = new Set()): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const file of files) {
    // A plugin's route renders a component file of its own, not the page's text.
    if (file.route || !isReactPage(file) || hydrated.has(file.absPath)) continue;
    const hit = first(file);
    if (!hit) continue;
    const before = file.text.slice(0, hit.index).split('\n');
    const line = before.length;
    out.push(
      diag({
        code: 'page-static',
        args: { written: hit.written },
        file: file.relPath,
        line,
        column: before.at(-1)!.length + 1,
        sourceLine: file.text.split('\n')[line - 1]!,
      }),
    );
  }
  return out;
}
