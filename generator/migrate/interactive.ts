// Docusaurus hydrates every page whole, so any component with state or event handlers is live
// there. zapsite ships no JavaScript unless a component is marked interactive: migrate marks the
// ones that would otherwise stop working, found by what their source uses.
import { readFileSync } from 'node:fs';
import { basename, dirname, extname } from 'node:path';
import fg from 'fast-glob';

// Hooks that only do something in a browser, and JSX event props.
export const LIVE =
  /\buse(?:State|Reducer|Effect|LayoutEffect|SyncExternalStore|Transition|Optimistic|ActionState)\s*\(|\son[A-Z][A-Za-z]*=\{/;
const COMPONENT_NAME = /^[A-Z][A-Za-z0-9]*$/;

export interface LiveComponent {
  name: string;
  /** The file, relative to the site folder. */
  file: string;
  /** What showed it is live, as written in the file. */
  because: string;
}

/** Components under src/components that use state, effects or event handlers, by the name a page imports them as. */
export function findLiveComponents(root: string): LiveComponent[] {
  const files = fg
    .sync('src/components/**/*.{tsx,jsx,ts,js}', { cwd: root, ignore: ['**/*.d.ts', '**/*.test.*', '**/__tests__/**'] })
    .sort();
  const out: LiveComponent[] = [];
  for (const file of files) {
    const text = readFileSync(`${root}/${file}`, 'utf8');
    const hit = LIVE.exec(text);
    if (!hit) continue;
    const name = componentName(file, text);
    if (name && !out.some((c) => c.name === name))
      out.push({ name, file, because: hit[0].trim().replace(/\s*[({=]+$/, '') });
  }
  return out;
}

// `export default function TapCounter`, else the file's name, or its folder's for an index file.
// A file with no default export is read by its export of that name (content/mdx-site.ts), so the
// name written must be one it exports: the one named like the file, else its only capitalised one.
function componentName(file: string, text: string): string | undefined {
  const declared = /export\s+default\s+(?:function|class)\s+([A-Z][A-Za-z0-9]*)/.exec(text)?.[1];
  if (declared) return declared;
  const stem = basename(file, extname(file));
  const name = stem === 'index' ? basename(dirname(file)) : stem;
  if (!/\bexport\s+default\b|\bas\s+default\b/.test(text)) {
    const named = [...text.matchAll(NAMED_EXPORT)].map((m) => m[1]!);
    if (!named.includes(name) && new Set(named).size === 1) return named[0];
  }
  return COMPONENT_NAME.test(name) ? name : undefined;
}

// A component's name: capitalised, with a lower-case letter (an ALL_CAPS export is a constant).
const NAMED_EXPORT = /\bexport\s+(?:const|let|function|class)\s+([A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*)\b/g;
