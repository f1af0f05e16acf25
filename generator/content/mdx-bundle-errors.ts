// A failed MDX bundle's errors, placed (mdx-pages.ts): each at the import in the page it comes
// from, or in the file it names with the pages it showed on.
import type { Message } from 'esbuild';
import { relative, resolve } from 'node:path';
import { asWritten } from '../bundle/site-imports.ts';
import { realStylePath, styleDiagnostic } from '../bundle/site-styles.ts';
import { bundleFailure } from './bundle-codes.ts';
import { diag } from '../diagnostics.ts';
import { CSS_ENTRY, NAMESPACE } from './mdx-bundle-plugins.ts';
import type { MdxSite } from './mdx-site.ts';
import type { Diagnostic, SourceFile } from '../types.ts';

export interface Target {
  name: string;
  written: string;
  /** The pages that import it, by index. */
  importers: number[];
}

/** The pages (by relative path) whose bundle meets an error, from the entries that meet it; undefined when unknown. */
export function pagesReaching(
  entries: string[] | undefined,
  targets: Map<string, Target>,
  pages: { file: SourceFile; js: string }[],
  components?: readonly (string | undefined)[],
): string[] | undefined {
  if (!entries?.length) return undefined;
  const byName = new Map([...targets.values()].map((t) => [t.name, t]));
  const found = new Set<number>();
  // Met only in `interactiveFrom` components (`components`, the parts of the site's components module
  // the error was met in), not in the components file.
  const onlyNamed = components !== undefined && !components.includes(undefined);
  for (const name of entries) {
    // The site's components file serves every page; an `interactiveFrom` component only the pages
    // that name it. The swizzled components' module holds that module too (their islands' site
    // components), so an error met there in such a component is that component's as well: on
    // docsearch, a demo only one page uses was said to affect every page.
    if ((name === 'components' || name === 'swizzled') && onlyNamed) {
      const named = components.map((c) => new RegExp(`\\b${c}\\b`));
      pages.forEach((p, i) => named.some((re) => re.test(p.js)) && found.add(i));
    } else if (name === 'components' || name === 'swizzled') pages.forEach((_, i) => found.add(i));
    else if (name.startsWith('page-')) found.add(Number(name.slice(5)));
    else for (const i of byName.get(name)?.importers ?? []) found.add(i);
  }
  return [...found].sort((a, b) => a - b).map((i) => pages[i]!.file.relPath);
}

/** What a failed bundle's errors are placed against: its pages, their imports, the site, the pages an error reached. */
export interface FailedBundle {
  pages: { file: SourceFile; js: string }[];
  targets: Map<string, Target>;
  config: MdxSite;
  affects: string[] | undefined;
}

/**
 * An esbuild error, placed in the MDX file at the import it comes from, or in the file it names
 * (a component, a stylesheet) with the pages it showed on (`affects`). A module the pages import
 * that did not resolve is reported once, at its import in the first page that has it, with the
 * pages that import it.
 */
export function bundleDiagnostics(
  esbuildMessage: Message,
  { pages, targets, config, affects }: FailedBundle,
): Diagnostic[] {
  const m = { ...esbuildMessage, text: asWritten(esbuildMessage.text) };
  const style = styleDiagnostic(m, config.root);
  if (style) return [{ ...style, ...(affects ? { affects } : {}) }];
  const loc = m.location;
  const atImport = (page: { file: SourceFile }, written: string | undefined, text: string): Diagnostic => {
    const lines = page.file.text.split(/\r?\n/);
    const quoted = (l: string) => quotedAt(l, written!) >= 0;
    // An import or export line, else where the page names it otherwise (a `require()` in JSX).
    const first = written ? lines.findIndex((l) => /^\s*(import|export)\b/.test(l) && quoted(l)) : -1;
    const index = first < 0 && written ? lines.findIndex(quoted) : first;
    const line = index >= 0 ? index + 1 : undefined;
    // The opening quote's column (1-based): the index just after it.
    const column = line ? quotedAt(lines[index]!, written!) : undefined;
    return diag({
      ...bundleFailure(text, page.file.relPath, true),
      file: page.file.relPath,
      line,
      column,
      sourceLine: line ? lines[index] : undefined,
    });
  };
  // In a page bundled whole: the import the message names (a missing export: the module it names).
  if (loc?.file.startsWith(`${NAMESPACE}:`)) {
    const page = pages[Number(loc.file.slice(NAMESPACE.length + 1))]!;
    return [atImport(page, importWritten(m.text, loc.lineText), m.text)];
  }
  // An entry that did not resolve has no location, nor does the stylesheet entry made for a CSS
  // import. esbuild then names the entry as asked, or the file it resolved to by its path from the site.
  const cssEntry = loc?.file.startsWith(`${CSS_ENTRY}:`)
    ? `${CSS_ENTRY}:${loc.file.slice(CSS_ENTRY.length + 1)}`
    : undefined;
  const named = (key: string, t: Target) =>
    m.text.includes(`"${key}"`) ||
    m.text.includes(`"${t.written}"`) ||
    (key.startsWith('/') && m.text.includes(relative(config.root, key)));
  const entry = [...targets].find(([key, t]) => (cssEntry ? key === cssEntry : !loc && named(key, t)));
  if (entry) {
    const [key, { written, importers }] = entry;
    const text = cssEntry ? m.text : m.text.replace(`"${key}"`, `"${written}"`);
    return [
      { ...atImport(pages[importers[0]!]!, written, text), affects: importers.map((i) => pages[i]!.file.relPath) },
    ];
  }
  const file = loc ? relative(config.root, resolve(config.root, realStylePath(loc.file))) : undefined;
  return [
    diag({
      ...bundleFailure(m.text, file, false),
      file,
      line: loc?.line,
      column: loc ? loc.column + 1 : undefined,
      sourceLine: loc?.lineText,
      ...(affects ? { affects } : {}),
    }),
  ];
}

/** The specifier of the import an error in a page's compiled JavaScript is about, from its line there. */
function importWritten(text: string, lineText: string): string | undefined {
  if (text.startsWith('No matching export')) return /\bfrom\s*["']([^"']+)["']/.exec(lineText)?.[1];
  return /"([^"]+)"/.exec(text)?.[1];
}

/**
 * Where the string `value` stands quoted in `line`: the index just after its opening quote, or -1.
 * The line holds the string as written, escapes and all (sequelize writes './\_snippets/x.txt',
 * which is './_snippets/x.txt'), so each quoted string is read as JavaScript reads it.
 */
function quotedAt(line: string, value: string): number {
  for (const m of line.matchAll(/(['"])((?:\\[\s\S]|(?!\1)[^\\])*)\1/g)) {
    if (jsString(m[2]!) === value) return m.index + 1;
  }
  return -1;
}

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', '0': '\0' };

/** A string literal's body as its value. */
function jsString(body: string): string {
  return body.replace(/\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|\r\n|[\s\S])/g, (_, e: string) => {
    if (e.length > 1 && (e[0] === 'u' || e[0] === 'x'))
      return String.fromCodePoint(parseInt(e.replace(/^[ux]\{?|\}$/g, ''), 16));
    // A backslash before a line break continues the line.
    if (e === '\n' || e === '\r\n' || e === '\r') return '';
    return ESCAPES[e] ?? e;
  });
}
