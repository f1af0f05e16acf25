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

/**
 * Components under src/components that use state, effects or event handlers, by the name a page
 * imports them as, and that some other file of the site uses. One no page or component renders is
 * left out: Docusaurus never compiles it, and marked interactive it would be bundled for every page.
 * `contentDirs`: the content folders (docs, blog) from the site folder; one outside it is read too.
 */
export function findLiveComponents(root: string, contentDirs: string[] = []): LiveComponent[] {
  const files = fg
    .sync('src/components/**/*.{tsx,jsx,ts,js}', { cwd: root, ignore: ['**/*.d.ts', '**/*.test.*', '**/__tests__/**'] })
    .sort();
  const out: LiveComponent[] = [];
  let texts: Map<string, string> | undefined;
  for (const file of files) {
    const text = readFileSync(`${root}/${file}`, 'utf8');
    const hit = LIVE.exec(text);
    if (!hit) continue;
    const name = componentName(file, text);
    if (!name || out.some((c) => c.name === name)) continue;
    texts ??= siteTexts(root, contentDirs);
    if (usedElsewhere(name, file, texts)) out.push({ name, file, because: hit[0].trim().replace(/\s*[({=]+$/, '') });
  }
  return out;
}

/** The text of every page, doc, post and source file of the site, by path from the site folder. */
function siteTexts(root: string, contentDirs: string[]): Map<string, string> {
  const ignore = ['**/node_modules/**', 'build/**', '.docusaurus/**', '**/*.d.ts'];
  const outside = contentDirs.filter((d) => d.startsWith('..')).map((d) => `${d.replace(/\/$/, '')}/**/*.{md,mdx}`);
  const files = fg.sync(['**/*.{md,mdx,js,jsx,ts,tsx,mjs,cjs}', ...outside], { cwd: root, ignore });
  return new Map(files.map((f) => [f, readFileSync(`${root}/${f}`, 'utf8')]));
}

/** Whether a file other than the component's own renders it as a tag or imports it by name. */
function usedElsewhere(name: string, file: string, texts: Map<string, string>): boolean {
  const use = new RegExp(`<${name}[\\s/>.]|\\b${name}\\b[^\\n;]*\\bfrom\\s`);
  for (const [path, text] of texts) if (path !== file && use.test(text)) return true;
  return false;
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
