// What a site's src/theme/ asks of the browser that zapsite does not yet do, as located warnings:
// a swizzled component with state, effects or handlers that cannot hydrate (it imports a module
// zapsite renders at build time only, so it is rendered on the server alone and they never run), and a Prism language the site registers in src/theme/prism-include-languages
// (zapsite highlights with refractor's grammars at build time, so that language stays plain).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { refractor } from 'refractor/core';
import { DIAGNOSTICS } from '../diagnostic-codes.ts';
import { LIVE } from '../migrate/interactive.ts';
import { ensureLanguage } from '../content/highlight.ts';
import { siteOverride } from './docusaurus-modules.ts';
import { serverOnlyImport } from './swizzle.ts';
import type { Diagnostic } from '../types.ts';

/** Where in `text` the match at `index` is: 1-based line and column, and the line. */
function at(text: string, index: number): { line: number; column: number; sourceLine: string } {
  const before = text.slice(0, index).split('\n');
  const line = before.length;
  return { line, column: before.at(-1)!.length + 1, sourceLine: text.split('\n')[line - 1]! };
}

/** One warning per swizzled component (Docusaurus's name -> its file) that would need the browser. */
function staticSwizzled(root: string, files: Record<string, string>): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const [name, file] of Object.entries(files)) {
    const text = readFileSync(file, 'utf8');
    const hit = LIVE.exec(text);
    // One that hydrates is an island: its state, effects and handlers run.
    const blocker = serverOnlyImport(text);
    if (!hit || !blocker) continue;
    const written = hit[0].trim().replace(/\s*[({=]+$/, '');
    out.push({
      code: 'swizzle-static',
      severity: DIAGNOSTICS['swizzle-static'].severity,
      message: `The swizzled ${name} uses ${written}: zapsite renders it at build time only, so its state, effects and handlers do not run in the browser (it imports ${blocker}, which cannot be bundled for the browser).`,
      hint: DIAGNOSTICS['swizzle-static'].hint,
      file: relative(root, file),
      ...at(text, hit.index + (hit[0].length - hit[0].trimStart().length)),
    });
  }
  return out;
}

// `Prism.languages.name =` or `Prism.languages['name'] =` (not `==`).
const ASSIGN = /\bPrism\.languages(?:\.([A-Za-z_$][\w$-]*)|\[\s*['"]([^'"]+)['"]\s*\])\s*=(?!=)/g;
const RELATIVE_IMPORT = /(?:\brequire\s*\(\s*|\bfrom\s+|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;
const EXTENSIONS = ['', '.js', '.ts', '.jsx', '.tsx', '.mjs', '.cjs'];

/**
 * One warning per language the site's src/theme/prism-include-languages (or a file of the site it
 * imports) adds to Prism that zapsite's highlighter does not know: its code blocks stay plain text.
 */
async function plainPrismLanguages(root: string): Promise<Diagnostic[]> {
  const main = siteOverride(root, 'prism-include-languages');
  if (!main) return [];
  const files = [main];
  const mainText = readFileSync(main, 'utf8');
  for (const m of mainText.matchAll(RELATIVE_IMPORT)) {
    const base = resolve(dirname(main), m[1]!);
    const found = EXTENSIONS.map((ext) => base + ext).find((f) => existsSync(f) && !f.endsWith('/'));
    if (found && !files.includes(found)) files.push(found);
  }
  const out: Diagnostic[] = [];
  for (const file of files) {
    const text = file === main ? mainText : readFileSync(file, 'utf8');
    for (const m of text.matchAll(ASSIGN)) {
      const lang = (m[1] ?? m[2])!;
      // Prism's own methods and grammars zapsite has (a site copying one in) are not new languages.
      if (lang === 'extend' || lang === 'insertBefore' || lang === 'DFS') continue;
      await ensureLanguage(lang.toLowerCase());
      if (refractor.registered(lang.toLowerCase())) continue;
      out.push({
        code: 'prism-language-plain',
        severity: DIAGNOSTICS['prism-language-plain'].severity,
        message: `The site's Prism language "${lang}" is not highlighted: zapsite colours code at build time with its own Prism grammars, so \`\`\`${lang} code blocks stay plain text.`,
        hint: DIAGNOSTICS['prism-language-plain'].hint,
        file: relative(root, file),
        ...at(text, m.index),
      });
    }
  }
  return out;
}

/** Both notes for a site folder with src/theme/ (one stat for a site without it). */
export async function swizzleNotes(root: string, swizzled: Record<string, string>): Promise<Diagnostic[]> {
  if (!existsSync(join(root, 'src/theme'))) return [];
  return [...staticSwizzled(root, swizzled), ...(await plainPrismLanguages(root))];
}
