// A React page of the site (src/pages/*.tsx) is rendered once, at build time: only the components
// the config marks interactive hydrate. State, effects, handlers or a useIsBrowser() check written
// in the page's own file therefore never run in the browser (a tab that does not switch, a
// playground whose code the page reads from the address). Docusaurus hydrates the whole page, so
// the site worked there: each such page gets a located warning at the first of them.
import { diag } from '../diagnostics.ts';
import { LIVE } from '../migrate/interactive.ts';
import type { Diagnostic, SourceFile } from '../types.ts';
import { isReactPage } from './mdx-where.ts';

const BROWSER_CHECK = /\buseIsBrowser\s*\(/;

/** Where `re` first matches in `text`, or undefined. */
function first(re: RegExp, text: string): { index: number; written: string } | undefined {
  const m = re.exec(text);
  if (!m) return undefined;
  const lead = m[0].length - m[0].trimStart().length;
  const written = m[0].trim().replace(/\s*[({=]+$/, '');
  return { index: m.index + lead, written: written.startsWith('<') ? `${written}>` : written };
}

/** One warning per React page file whose own code would need the browser. */
export function staticPageNotes(files: readonly SourceFile[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const file of files) {
    // A plugin's route renders a component file of its own, not the page's text.
    if (file.route || !isReactPage(file)) continue;
    const hits = [first(LIVE, file.text), first(BROWSER_CHECK, file.text)].filter((h) => h !== undefined);
    if (!hits.length) continue;
    const hit = hits.reduce((a, b) => (b.index < a.index ? b : a));
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
