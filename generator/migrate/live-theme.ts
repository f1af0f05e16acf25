// A content component of the classic theme that the site ejected (`src/theme/Tabs`) and pages
// import as `@theme/<Name>`: Docusaurus hydrates it with the page, so when its source is live
// (state, effects, handlers) migrate marks it interactive, as it marks src/components.
import { relative } from 'node:path';
import { readFileSync } from 'node:fs';
import { swizzleBlocker, TAKEN } from '../bundle/swizzle.ts';
import { siteOverride } from '../bundle/docusaurus-modules.ts';
import { liveMatch, liveWritten, type LiveComponent } from './interactive.ts';

const THEME_IMPORT = /\bimport\s+([A-Z][A-Za-z0-9]*)\s+from\s+['"]@theme\/([A-Z][A-Za-z0-9]*)['"]/g;

/**
 * The site's ejected theme components that a page or component imports from `@theme/<Name>` under
 * that same name, whose source is live; not the ones zapsite draws as parts of its page (TAKEN), nor
 * one the build leaves aside.
 * `texts`: the site's files by path (interactive.ts siteTexts).
 */
export function findLiveThemeComponents(root: string, texts: Map<string, string>): LiveComponent[] {
  const names = new Set<string>();
  for (const text of texts.values())
    for (const m of text.matchAll(THEME_IMPORT)) if (m[1] === m[2] && !TAKEN.includes(m[2]!)) names.add(m[2]!);
  const live: LiveComponent[] = [];
  for (const name of [...names].sort()) {
    const file = siteOverride(root, name);
    // One that needs a Docusaurus module zapsite lacks is left aside at build, zapsite's own drawn instead.
    const hit = file && !swizzleBlocker(root, file) ? liveMatch(readFileSync(file, 'utf8'), file, root) : null;
    if (file && hit) live.push({ name, file: relative(root, file), because: liveWritten(hit[0]).replace(/^</, '') });
  }
  return live;
}
