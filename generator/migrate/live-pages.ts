// A Docusaurus React page (src/pages/*.tsx) whose own code is live (state, effects, handlers, a
// useIsBrowser() check, <BrowserOnly>, the address's query string or hash read as it renders) works
// there because Docusaurus hydrates every page whole.
// zapsite renders pages once at build time, so migrate marks such a page interactive: it hydrates
// whole, as one island (content/mdx-render.ts). Not a page that imports, itself or through the
// site's files it imports, a module zapsite renders at build time only (@theme/CodeBlock): that
// cannot be bundled for the browser, so the page stays static and the build says so (page-static).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import fg from 'fast-glob';
import { serverOnlyImport } from '../bundle/docusaurus-modules.ts';
import { LIVE, liveMatch, liveWritten, type LiveComponent } from './interactive.ts';

/**
 * What makes a page's own code live: the live components' marks, a browser check, and reading the
 * address's query string or hash (`useLocation().search`, `const { search } = useLocation()`,
 * `location.hash`, theme-common's query-string hooks), which the build renders empty: redux's
 * /errors?code=N shows the error it names only once hydrated.
 */
const ADDRESS_READ = String.raw`\blocation\s*\.\s*(?:search|hash)\b|\buseLocation\s*\(\s*\)\s*\.\s*(?:search|hash)\b|\{[^{}]*\b(?:search|hash)\b[^{}]*\}\s*=\s*useLocation\s*\(|\buse(?:QueryString|QueryStringValue|QueryStringList|SearchQueryString)\s*\(`;
export const PAGE_LIVE = new RegExp(`${LIVE.source}|\\buseIsBrowser\\s*\\(|${ADDRESS_READ}`);

const SITE_IMPORT =
  /(?:\bfrom\s+|\bimport\s*\(\s*|\brequire\s*\(\s*|\bimport\s+)['"]((?:\.{1,2}\/|@site\/)[^'"]+)['"]/g;
const EXTENSIONS = ['', '.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts', '/index.jsx', '/index.js'];

/** The React pages under `pagesDir` that hydrate whole, each named `Page<Path>` (PagePlayground). */
export function findLivePages(root: string, pagesDir = 'src/pages'): LiveComponent[] {
  if (!existsSync(join(root, pagesDir))) return [];
  // As Docusaurus: files and folders starting with `_` are not pages.
  const files = fg
    .sync(`${pagesDir}/**/*.{tsx,jsx,ts,js}`, { cwd: root, ignore: ['**/_*', '**/_*/**', '**/*.d.ts', '**/*.test.*'] })
    .sort();
  const live: LiveComponent[] = [];
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    const hit = liveMatch(text, join(root, file), root, PAGE_LIVE);
    if (!hit || !/\bexport\s+default\b|\bas\s+default\b/.test(text) || buildTimeOnly(root, file)) continue;
    live.push({ name: pageName(relative(pagesDir, file)), file, because: liveWritten(hit[0]) });
  }
  return live;
}

/** `playground.tsx` -> PagePlayground, `showcase/index.tsx` -> PageShowcaseIndex. */
function pageName(path: string): string {
  const words = path
    .replace(/\.[jt]sx?$/, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return `Page${words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('')}`;
}

/** Whether the file, or a file of the site it imports (relative or `@site/`), imports a build-time-only module. */
export function buildTimeOnly(root: string, file: string): boolean {
  const seen = new Set<string>();
  const visit = (abs: string): boolean => {
    if (seen.has(abs)) return false;
    seen.add(abs);
    const text = readFileSync(abs, 'utf8');
    if (serverOnlyImport(text)) return true;
    for (const m of text.matchAll(SITE_IMPORT)) {
      const spec = m[1]!;
      const base = spec.startsWith('@site/') ? join(root, spec.slice('@site/'.length)) : resolve(dirname(abs), spec);
      const found = EXTENSIONS.map((ext) => base + ext).find((f) => /\.[jt]sx?$/.test(f) && existsSync(f));
      if (found && visit(found)) return true;
    }
    return false;
  };
  return visit(join(root, file));
}
