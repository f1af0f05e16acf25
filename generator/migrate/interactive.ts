// Docusaurus hydrates every page whole, so any component with state or event handlers is live
// there. zapsite ships no JavaScript unless a component is marked interactive: migrate marks the
// ones that would otherwise stop working, found by what their source uses.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, posix, resolve } from 'node:path';
import fg from 'fast-glob';
import { fenceStep } from '../content/prose-lines.ts';

// Hooks that only do something in a browser, JSX event props, <BrowserOnly> (its content is drawn
// only in the browser), and a class component's componentDidMount, which React runs only in the
// browser (react-github-btn draws its button there). A hook as a package compiled to CommonJS calls
// it, `(0, react_1.useState)(0)` (tsc's output: @img-comparison-slider/react), counts too.
export const LIVE =
  /\buse(?:State|Reducer|Effect|LayoutEffect|SyncExternalStore|Transition|Optimistic|ActionState)\s*\)?\s*\(|\son[A-Z][A-Za-z]*=\{|<BrowserOnly\b|\bcomponentDidMount\s*\(/;
const COMPONENT_NAME = /^[A-Z][A-Za-z0-9]*$/;

/** A LIVE match as the file writes it, for messages: `useState`, `onClick`, `<BrowserOnly`, `componentDidMount`. */
export function liveWritten(match: string): string {
  return match.trim().replace(/\s*\)?\s*[({=]+$/, '');
}

export interface LiveComponent {
  name: string;
  /** The file, relative to the site folder. */
  file: string;
  /** What showed it is live, as written in the file. */
  because: string;
  /** A site component made live because it hands a live package component a function (function-props.ts). */
  host?: true;
  /** What shows its instances share state through the page (`dispatchEvent`): it hydrates on load. */
  shared?: string;
}

// Instances that keep each other in step through the page (an event target, a channel, an external
// store): one left asleep until it scrolls into view would miss a change another made.
const SHARED = /\b(?:dispatchEvent|BroadcastChannel|useSyncExternalStore)\s*\(|addEventListener\(\s*['"]storage['"]/;

/**
 * Components under src/components that use state, effects or event handlers or render
 * <BrowserOnly>, by the name a page
 * imports them as, and that some other file of the site uses. One no page or component renders is
 * left out: Docusaurus never compiles it, and marked interactive it would be bundled for every page.
 * So is one that only live components render: it comes alive inside their island, and marked on
 * its own it would be loaded by every page, code for the browser alone (an editor loaded lazily
 * inside <BrowserOnly>) included.
 * `contentDirs`: the content folders (docs, blog) from the site folder; one outside it is read too.
 */
export function findLiveComponents(
  root: string,
  contentDirs: string[] = [],
  siteFiles?: Map<string, string>,
): LiveComponent[] {
  const files = fg
    .sync('src/components/**/*.{tsx,jsx,ts,js}', { cwd: root, ignore: ['**/*.d.ts', '**/*.test.*', '**/__tests__/**'] })
    .sort();
  const live: LiveComponent[] = [];
  let texts: Map<string, string> | undefined;
  for (const file of files) {
    const text = readFileSync(`${root}/${file}`, 'utf8');
    const hit = liveMatch(text, join(root, file), root);
    if (!hit) continue;
    texts ??= siteFiles ?? siteTexts(root, contentDirs);
    const name = componentName(file, text, texts);
    // A file of several components with no name of its own: each live one by its export's name.
    const parts = name ? [{ name, text, hit }] : liveExports(text, join(root, file), root);
    for (const part of parts) {
      if (live.some((c) => c.name === part.name)) continue;
      const shared = liveMatch(part.text, join(root, file), root, SHARED);
      live.push({
        name: part.name,
        file,
        because: liveWritten(part.hit[0]).replace(/^</, ''),
        ...(shared ? { shared: liveWritten(shared[0]) } : {}),
      });
    }
  }
  if (!texts) return [];
  const liveFiles = new Set(live.map((c) => c.file));
  // Rendered by a page, a doc or a component that is not live: an island of its own. One that only
  // live components render comes alive inside theirs.
  return live.filter((c) => usersOf(c.name, c.file, texts).some((u) => !liveFiles.has(u)));
}

/** The text of every page, doc, post and source file of the site, by path from the site folder. */
export function siteTexts(root: string, contentDirs: string[]): Map<string, string> {
  const ignore = ['**/node_modules/**', 'build/**', '.docusaurus/**', '**/*.d.ts'];
  const outside = contentDirs.filter((d) => d.startsWith('..')).map((d) => `${d.replace(/\/$/, '')}/**/*.{md,mdx}`);
  const files = fg.sync(['**/*.{md,mdx,js,jsx,ts,tsx,mjs,cjs}', ...outside], { cwd: root, ignore });
  return new Map(
    files.map((f) => {
      const text = readFileSync(`${root}/${f}`, 'utf8');
      return [f, /\.mdx?$/.test(f) ? withoutCodeBlocks(text) : text];
    }),
  );
}

/**
 * Markdown with its fenced code blanked, line for line: an `import` or `<Tag>` a page shows as code
 * is text to Docusaurus, not an import to mark interactive. An `mdx-code-block` fence is MDX that
 * Docusaurus unwraps, and stays.
 */
export function withoutCodeBlocks(text: string): string {
  let fence: string | undefined;
  let mdx = false;
  return text
    .split('\n')
    .map((line) => {
      if (fence) {
        fence = fenceStep(line, fence) || undefined;
        return mdx && fence ? line : '';
      }
      fence = fenceStep(line, undefined);
      mdx = !!fence && /^[ \t>]*(`{3,}|~{3,})\s*mdx-code-block\s*$/.test(line);
      return fence ? '' : line;
    })
    .join('\n');
}

/**
 * The files other than the component's own that import it by name: an import or require of the
 * name from a path that leads to its file (relative, `@site/`, or an alias ending in its name).
 * A file that takes the name from elsewhere (`Tabs` from '@theme/Tabs') is not one; a code file
 * that renders the name without importing it is, unless it is Markdown, where MDX needs an import.
 */
function usersOf(name: string, file: string, texts: Map<string, string>): string[] {
  const use = new RegExp(`<${name}[\\s/>.]|\\b${name}\\b[^\\n;]*\\bfrom\\s`);
  const users: string[] = [];
  for (const [path, text] of texts) {
    if (path === file || !use.test(text)) continue;
    const from = importedFrom(name, text);
    if (from.length ? from.some((spec) => leadsTo(spec, path, file)) : !/\.mdx?$/.test(path)) users.push(path);
  }
  return users;
}

/** Where a file imports `name` from: `import name`, `import { x as name }`, `const name = require(…)`. */
function importedFrom(name: string, text: string): string[] {
  const specs = importsOf(text)
    .filter((i) => i.names.some((n) => n.local === name))
    .map((i) => i.spec);
  const required = new RegExp(`\\b(?:const|let|var)\\s+${name}\\s*=\\s*require\\(\\s*['"]([^'"]+)['"]`, 'g');
  for (const m of text.matchAll(required)) specs.push(m[1]!);
  return specs;
}

/**
 * Each import statement of `text`: its specifier and the names it binds, each by its local name and
 * the name the module exports it by (`default` for a default import; a namespace import binds none).
 */
export function importsOf(text: string): { spec: string; names: { local: string; exported: string }[] }[] {
  return [...text.matchAll(/\bimport\s+([\w$\s{},*]+?)\s+from\s+['"]([^'"]+)['"]/g)].map((m) => {
    const clause = m[1]!;
    const names: { local: string; exported: string }[] = [];
    const dflt = /^\s*([\w$]+)/.exec(clause.replace(/\{[^}]*\}/, '').replace(/\*\s+as\s+[\w$]+/, ''))?.[1];
    if (dflt) names.push({ local: dflt, exported: 'default' });
    for (const part of /\{([^}]*)\}/.exec(clause)?.[1]?.split(',') ?? []) {
      const [exported, local = exported] = part.trim().split(/\s+as\s+/);
      if (exported && local) names.push({ local: local.trim(), exported: exported.trim() });
    }
    return { spec: m[2]!, names };
  });
}

/** Whether an import specifier written in `from` (a path from the site folder) leads to `file`. */
function leadsTo(spec: string, from: string, file: string): boolean {
  const bare = (p: string) => p.replace(/\.[cm]?[jt]sx?$/, '').replace(/\/index$/, '');
  const target = bare(file);
  if (spec.startsWith('.')) return bare(posix.join(posix.dirname(from), spec)) === target;
  if (spec.startsWith('@site/')) return bare(spec.slice('@site/'.length)) === target;
  // A package, or Docusaurus's own modules.
  if (!spec.includes('/') || /^@(theme|docusaurus|generated)\//.test(spec)) return false;
  // An alias the site's webpack config adds (`@components/Counter`): by its last part.
  return posix.basename(bare(spec)) === posix.basename(target);
}

// `export default function TapCounter`, else the file's name, or its folder's for an index file;
// a default export whose file is not named like a component (repl/index.tsx) goes by the name the
// site imports it as (`import Repl from '../components/repl'`).
// A file with no default export is read by its export of that name (content/mdx-site.ts), so the
// name written must be one it exports: the one named like the file, else its only capitalised one.
export function componentName(file: string, text: string, texts: Map<string, string>): string | undefined {
  const declared = /export\s+default\s+(?:function|class)\s+([A-Z][A-Za-z0-9]*)/.exec(text)?.[1];
  if (declared) return declared;
  const stem = basename(file, extname(file));
  const name = stem === 'index' ? basename(dirname(file)) : stem;
  if (!/\bexport\s+default\b|\bas\s+default\b/.test(text)) {
    const named = [...text.matchAll(NAMED_EXPORT)].map((m) => m[1]!);
    if (!named.includes(name) && new Set(named).size === 1) return named[0];
  }
  if (COMPONENT_NAME.test(name)) return name;
  return /\bexport\s+default\b/.test(text) ? importedAs(name, texts) : undefined;
}

/** The name a default import of `…/<name>` (or `…/<name>/index`) takes somewhere in the site. */
function importedAs(name: string, texts: Map<string, string>): string | undefined {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const from = new RegExp(
    `\\bimport\\s+([A-Z][A-Za-z0-9]*)\\s+from\\s+['"][^'"]*/${escaped}(?:/index)?(?:\\.[jt]sx?)?['"]`,
  );
  for (const text of texts.values()) {
    const m = from.exec(text);
    if (m) return m[1];
  }
  return undefined;
}

// A top-level export of a component, at the start of its line.
const TOP_EXPORT = /^export\s+(?:const|let|function|class)\s+([A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*)\b/gm;
const IMPORT_STATEMENT = /^import\s[\s\S]*?['"][^'"\n]+['"];?$/gm;

/**
 * The live components of a file of several exports (opendal's landing/sections.jsx: Hero,
 * Capabilities, Layers), which Docusaurus hydrates all the same: each export whose own code, from
 * its line to the next export's, is live, read with the file's imports (for the site's hooks).
 */
function liveExports(text: string, file: string, root: string): { name: string; text: string; hit: RegExpExecArray }[] {
  const imports = [...text.matchAll(IMPORT_STATEMENT)].map((m) => m[0]).join('\n');
  const starts = [...text.matchAll(TOP_EXPORT)];
  return starts.flatMap((m, i) => {
    const own = `${imports}\n${text.slice(m.index, starts[i + 1]?.index ?? text.length)}`;
    const hit = liveMatch(own, file, root);
    return hit ? [{ name: m[1]!, text: own, hit }] : [];
  });
}

// A component's name: capitalised, with a lower-case letter (an ALL_CAPS export is a constant).
const NAMED_EXPORT = /\bexport\s+(?:const|let|function|class)\s+([A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*)\b/g;

// A component's browser code may sit in a hook of the site's own (`useMark()` from src/hooks), which
// Docusaurus runs all the same, as it hydrates every page. So a component is live when its file is,
// or when a custom hook it calls, imported from a file of the site, is: followed from hook to hook,
// each file once.
const SCRIPT_EXTENSIONS = ['.js', '.jsx', '.ts', '.tsx', '.mjs', '.cjs'];

/**
 * The first live match in `text` (the file `file`, of the site in `root`), else the call in it of a
 * site hook that is live; null when neither. `re` is LIVE or a wider test of its kind (live-pages.ts).
 */
export function liveMatch(text: string, file: string, root: string, re: RegExp = LIVE): RegExpExecArray | null {
  return follow(text, file, { root, re, seen: new Set([resolve(file)]) });
}

function follow(
  text: string,
  file: string,
  walk: { root: string; re: RegExp; seen: Set<string> },
): RegExpExecArray | null {
  const { root, seen } = walk;
  const own = walk.re.exec(text);
  if (own) return own;
  for (const { spec, names } of importsOf(text)) {
    const calls = names
      .filter(({ local }) => /^use[A-Z][\w$]*$/.test(local))
      .map(({ local }) => new RegExp(`\\b${local.replaceAll('$', '\\$')}\\s*\\(`).exec(text))
      .filter((m) => m !== null);
    const target = calls.length ? siteModule(spec, file, root) : undefined;
    if (!target || seen.has(target)) continue;
    seen.add(target);
    // The call in this file stands for what the hook's file uses: `useMark(` here.
    if (follow(readFileSync(target, 'utf8'), target, walk)) return calls[0]!;
  }
  return null;
}

/** The site's file an import names (relative, or `@site/`), found as webpack finds it; else undefined. */
function siteModule(spec: string, from: string, root: string): string | undefined {
  const base = spec.startsWith('.')
    ? resolve(dirname(from), spec)
    : spec.startsWith('@site/')
      ? join(root, spec.slice('@site/'.length))
      : undefined;
  if (!base || base.includes('/node_modules/')) return undefined;
  const candidates = [
    base,
    ...SCRIPT_EXTENSIONS.map((e) => base + e),
    ...SCRIPT_EXTENSIONS.map((e) => join(base, `index${e}`)),
  ];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile() && SCRIPT_EXTENSIONS.some((e) => c.endsWith(e)));
}
