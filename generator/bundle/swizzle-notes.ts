// What a site's src/theme/ asks of the browser that zapsite does not yet do, as located warnings:
// a swizzled component with state, effects or handlers that cannot hydrate (it imports a module
// zapsite renders at build time only, so it is rendered on the server alone and they never run), a
// swizzled component zapsite's theme does not take and nothing imports (it is not used at all), a
// swizzled component left aside for a Docusaurus module or export zapsite lacks (zapsite's own stands in), and a
// Prism language the site asks for that stays plain (zapsite runs src/theme/prism-include-languages
// on refractor, content/site-prism.ts: one it failed to register, or one refractor has no grammar for).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { refractor } from 'refractor/core';
import { diag, type DiagnosticArgs } from '../diagnostics.ts';
import { liveMatch, liveWritten } from '../migrate/interactive.ts';
import { ensureLanguage } from '../content/highlight.ts';
import { siteOverride, zapsiteHas } from './docusaurus-modules.ts';
import { buildTimeOnly, swizzleBlocker, TAKEN } from './swizzle.ts';
import { IMPORT_SPECIFIER, relativeImportFile } from './site-imports.ts';
import { SWIZZLE_DRAWN_BLOCKS } from '../content/mdx-fast-path.ts';
import { DOCUSAURUS_THEME_NAMES } from './docusaurus-names.ts';
import type { Diagnostic } from '../types.ts';

/** Where in `text` the match at `index` is: 1-based line and column, and the line. */
function at(text: string, index: number): { line: number; column: number; sourceLine: string } {
  const before = text.slice(0, index).split('\n');
  const line = before.length;
  return { line, column: before.at(-1)!.length + 1, sourceLine: text.split('\n')[line - 1]! };
}

// In a navbar the site ejected as Docusaurus writes it: ErrorCauseBoundary's `onError` (a build-time
// error's wrapper, not a browser handler) and a handler that is useNavbarMobileSidebar's `toggle` (the
// backdrop's; zapsite's phone menu closes on any backdrop in the navbar).
const SERVED_NAVBAR_HANDLER = /<ErrorCauseBoundary\b[^>]*?\sonError=\{|\son[A-Z][A-Za-z]*=\{\s*[\w$]+\.toggle\s*\}/g;

/** `text` with the handlers zapsite serves itself blanked (same length, so positions hold), for a navbar swizzle. */
function withoutServedHandlers(name: string, text: string): string {
  if (!name.startsWith('Navbar')) return text;
  return text.replace(SERVED_NAVBAR_HANDLER, (m) => ' '.repeat(m.length));
}

/** One warning per swizzled component (Docusaurus's name -> its file) that would need the browser. */
function staticSwizzled(root: string, files: Record<string, string>): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const [name, file] of Object.entries(files)) {
    const text = readFileSync(file, 'utf8');
    const hit = liveMatch(withoutServedHandlers(name, text), file, root);
    if (!hit) continue;
    const written = liveWritten(hit[0]);
    const where = { file: relative(root, file), ...at(text, hit.index + (hit[0].length - hit[0].trimStart().length)) };
    // One that hydrates is an island: its state, effects and handlers run. A live Root is one beside
    // the page, not around it (theme/classic/swizzle.tsx SiteRoot): what that leaves out is said.
    const blocker = buildTimeOnly(name, text);
    if (blocker) out.push(diag({ code: 'swizzle-static', args: { name, written, blocker }, ...where }));
    else if (name === 'Root') out.push(diag({ code: 'root-island', args: { written }, ...where }));
  }
  return out;
}

// `Prism.languages.name =` or `Prism.languages['name'] =` (not `==`).
const ASSIGN = /\bPrism\.languages(?:\.([A-Za-z_$][\w$-]*)|\[\s*['"]([^'"]+)['"]\s*\])\s*=(?!=)/g;

// `prismjs/components/prism-<lang>` written out: a Prism grammar the site loads by name.
const COMPONENT = /['"`]prismjs\/components\/prism-([\w-]+?)(?:\.min)?(?:\.js)?['"`]/g;

/** What running the site's Prism languages gave on the main thread (content/site-prism.ts). */
export interface PrismRunNote {
  /** The error its function threw, or esbuild's, when it could not run. */
  error?: string;
  /** The config's `prism.additionalLanguages`, and its file (relative) when it has one. */
  additionalLanguages?: string[];
  configFile?: string;
}

function prismWarning(
  args: DiagnosticArgs<'prism-language-plain'>,
  file: string,
  where: ReturnType<typeof at> | undefined,
): Diagnostic {
  return diag({ code: 'prism-language-plain', args, file, ...where });
}

/**
 * One warning per Prism language the site asks for that stays plain text: one its
 * src/theme/prism-include-languages (or a file of the site it imports) assigns but did not register
 * when zapsite ran it (it threw), one it loads from `prismjs/components/` that refractor lacks, and
 * one of the config's `prism.additionalLanguages` refractor lacks.
 */
async function plainPrismLanguages(root: string, run: PrismRunNote): Promise<Diagnostic[]> {
  const out: Diagnostic[] = [];
  const unknown = async (lang: string) => {
    await ensureLanguage(lang.toLowerCase());
    return !refractor.registered(lang) && !refractor.registered(lang.toLowerCase());
  };
  if (run.configFile && run.additionalLanguages?.length) {
    const text = readFileSync(join(root, run.configFile), 'utf8');
    for (const lang of run.additionalLanguages) {
      if (!(await unknown(lang))) continue;
      const index = Math.max(text.indexOf(`'${lang}'`), text.indexOf(`"${lang}"`));
      out.push(prismWarning({ lang, from: 'config' }, run.configFile, index >= 0 ? at(text, index) : undefined));
    }
  }
  const main = siteOverride(root, 'prism-include-languages');
  if (!main) return out;
  const files = [main];
  const mainText = readFileSync(main, 'utf8');
  for (const m of mainText.matchAll(IMPORT_SPECIFIER)) {
    const found = relativeImportFile(main, m[1]!);
    if (found && !files.includes(found)) files.push(found);
  }
  for (const file of files) {
    const text = file === main ? mainText : readFileSync(file, 'utf8');
    for (const m of text.matchAll(ASSIGN)) {
      const lang = (m[1] ?? m[2])!;
      // Prism's own methods and grammars zapsite has (a site copying one in) are not new languages.
      if (lang === 'extend' || lang === 'insertBefore' || lang === 'DFS') continue;
      if (!(await unknown(lang))) continue;
      out.push(
        prismWarning(
          { lang, from: 'assigned', main: relative(root, main), error: run.error },
          relative(root, file),
          at(text, m.index),
        ),
      );
    }
    for (const m of text.matchAll(COMPONENT)) {
      const lang = m[1]!;
      if (!(await unknown(lang))) continue;
      out.push(prismWarning({ lang, from: 'component' }, relative(root, file), at(text, m.index + 1)));
    }
  }
  return out;
}

/** The notes for a site folder with src/theme/ (one stat for a site without it). */
export async function swizzleNotes(
  root: string,
  swizzled: Record<string, string>,
  prism: PrismRunNote = {},
  inputs?: string[],
): Promise<Diagnostic[]> {
  if (!existsSync(join(root, 'src/theme')))
    return prism.additionalLanguages?.length ? plainPrismLanguages(root, prism) : [];
  return [
    ...staticSwizzled(root, swizzled),
    ...componentNotes(root, swizzled, inputs),
    ...(await plainPrismLanguages(root, prism)),
  ];
}

// src/theme/ files zapsite reads itself, outside esbuild: the components file (the Prism languages,
// and what they import, are not components: Docusaurus's components are named in PascalCase).
const READ_BY_ZAPSITE = /^MDXComponents$/;
const COMPONENT_NAME = /^[A-Z][A-Za-z0-9]*(?:\/[A-Z][A-Za-z0-9]*)*$/;
const COMPONENT_FILE = /\.(?:[cm]?jsx?|tsx?)$/;

/**
 * One warning per component of src/theme/ zapsite leaves aside or never reads. Left aside: one that
 * needs a Docusaurus module zapsite lacks (swizzle.ts swizzleBlocker), where zapsite has its own to
 * draw in its place, warned at that import. Never read: Docusaurus would render it in place of its own
 * (any @theme/ component may be swizzled), zapsite's classic theme renders its own and takes only
 * swizzle.ts TAKEN's and what the site's code imports. `inputs`: every file the pages' bundle read
 * (undefined when it failed: then none is called unused).
 * A component is `X.js` at the top or `X/…/index.js`; other files are its helpers.
 */
function componentNotes(root: string, swizzled: Record<string, string>, inputs: string[] | undefined): Diagnostic[] {
  const dir = join(root, 'src/theme');
  const read = new Set((inputs ?? []).map((p) => resolve(root, p)));
  const out: Diagnostic[] = [];
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  for (const e of entries.sort((a, b) => (join(a.parentPath, a.name) < join(b.parentPath, b.name) ? -1 : 1))) {
    if (!e.isFile() || !COMPONENT_FILE.test(e.name) || e.name.includes('.module.')) continue;
    const file = join(e.parentPath, e.name);
    const rel = relative(dir, file).split(sep).join('/');
    const stem = rel.replace(COMPONENT_FILE, '');
    // A component may be a file of its own in a folder (NavbarItem/ComponentTypes.js,
    // NavbarItem/DropdownNavbarItem.js), as `@theme/<Name>` resolves it; other such files are helpers.
    const name = stem.endsWith('/index')
      ? stem.slice(0, -'/index'.length)
      : stem.includes('/') && !TAKEN.includes(stem) && !DOCUSAURUS_THEME_NAMES.has(stem) && !zapsiteHas(stem)
        ? undefined
        : stem;
    if (!name || !COMPONENT_NAME.test(name) || READ_BY_ZAPSITE.test(name)) continue;
    const taken = TAKEN.includes(name);
    const own = siteOverride(root, name);
    // A swizzle the build takes was checked already (swizzle.ts swizzledFiles): it has no blocker.
    const blocker = swizzled[name] !== file && (taken || zapsiteHas(name)) && swizzleBlocker(root, file);
    if (blocker) {
      const where = { file: relative(root, blocker.file), ...at(readFileSync(blocker.file, 'utf8'), blocker.index) };
      out.push(diag({ code: 'swizzle-module-missing', args: { name, spec: blocker.spec }, ...where }));
    } else if (own && own !== file) {
      // `X.js` beside `X/index.js`: the folder's file is the component, in Docusaurus too.
      const shadowedBy = relative(root, own).split(sep).join('/');
      out.push(diag({ code: 'swizzle-unused', args: { name, shadowedBy }, file: relative(root, file) }));
    } else if (inputs && !taken && !read.has(file)) {
      const args = DOCUSAURUS_THEME_NAMES.has(name) ? { name } : { name, docusaurus: false };
      out.push(diag({ code: 'swizzle-unused', args, file: relative(root, file) }));
    }
  }
  return out;
}

/**
 * One warning per swizzled CodeBlock or Admonition whose blocks some `.md` files hold that it does not
 * draw: only MDX renders through the site's components, and with markdown.format 'md' or 'detect'
 * zapsite reads `.md` as CommonMark (content/mdx-fast-path.ts readAs). At the first such block.
 */
export function markdownBlockNotes(
  format: string,
  swizzled: Record<string, string>,
  files: readonly { absPath: string; relPath: string; text: string }[],
): Diagnostic[] {
  if (format === 'mdx') return [];
  const md = files.filter((f) => /\.md$/i.test(f.absPath));
  return SWIZZLE_DRAWN_BLOCKS.flatMap(({ names, blocks, line }) => {
    const name = names.find((n) => swizzled[n]);
    const holding = name ? md.filter((f) => line.test(f.text)) : [];
    const first = holding[0];
    if (!name || !first) return [];
    const lines = first.text.split('\n');
    const n = lines.findIndex((l) => line.test(l));
    const where = { file: first.relPath, line: n + 1, column: lines[n]!.search(/\S/) + 1, sourceLine: lines[n]! };
    return [diag({ code: 'swizzle-markdown-blocks', args: { name, blocks, format, count: holding.length }, ...where })];
  });
}
