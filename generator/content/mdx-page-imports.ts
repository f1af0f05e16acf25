// What a compiled MDX page imports (mdx-pages.ts): the specifiers the bundle provides, whether the
// page must be bundled whole, and one bundle entry per module the other pages name.
import { parse as parseImports } from 'es-module-lexer';
import { builtinModules } from 'node:module';
import { dirname, resolve } from 'node:path';
import { DOCUSAURUS_IMPORT_RE } from '../bundle/docusaurus-modules.ts';
import { CSS_ENTRY, CSS_RE } from './mdx-bundle-plugins.ts';
import type { Target } from './mdx-bundle-errors.ts';
import type { MdxSite } from './mdx-site.ts';
import type { SourceFile } from '../types.ts';

/**
 * Whether a page is bundled with what it imports rather than written beside it: the plain way,
 * taken for every page with `markdown.fastPath: false` (tests/integration/parser-parity-*.test.ts
 * builds both ways and compares every byte).
 */
export function bundledWhole(imports: PageImport[], config: MdxSite): boolean {
  return (
    config.markdown.fastPath === false ||
    imports.some((im) => !STANDS_ALONE_RE.test(im.written) && !DOCUSAURUS_IMPORT_RE.test(im.written))
  );
}

// What a page may import without being bundled, with the Docusaurus modules (DOCUSAURUS_IMPORT_RE):
// files (relative, absolute, `@site/`) and the JSX runtime, all ES modules zapsite or the site wrote.
const STANDS_ALONE_RE = /^(\.\.?(\/|$)|\/|@site\/|react\/jsx(-dev)?-runtime$)/;

// React stays Node's own import (one React with the theme); its JSX runtime does not (the Docusaurus
// modules' runtime makes interactive components islands), nor does any other import.
const NODE_OWN_RE = /^(react|react-dom)(\/(?!jsx-runtime$|jsx-dev-runtime$).*)?$|^node:/;

export interface PageImport {
  /** What esbuild is asked to resolve: a relative import made absolute, anything else as written. */
  key: string;
  written: string;
  /** The specifier's quoted string in the page's JavaScript. */
  start: number;
  end: number;
}

/** The page's static and literal dynamic imports that the bundle provides, in order. */
export function pageImports(page: { file: SourceFile; js: string }): PageImport[] {
  const [found] = parseImports(page.js);
  const list: PageImport[] = [];
  for (const im of found) {
    // import.meta, and a dynamic import of anything but a string literal, name no module.
    if (
      im.type === 'import-meta' ||
      im.specifier === undefined ||
      NODE_OWN_RE.test(im.specifier) ||
      builtinModules.includes(im.specifier)
    )
      continue;
    // A static import's range is the specifier inside its quotes; a dynamic one's, the quoted string.
    const quoted = im.type === 'dynamic' ? { start: im.start, end: im.end } : { start: im.start - 1, end: im.end + 1 };
    const key = /^\.\.?(\/|$)/.test(im.specifier) ? resolve(dirname(page.file.absPath), im.specifier) : im.specifier;
    list.push({ key: CSS_RE.test(key) ? `${CSS_ENTRY}:${key}` : key, written: im.specifier, ...quoted });
  }
  return list;
}

/** One entry per module the pages not bundled whole name (`m<k>`), keyed by what esbuild resolves. */
export function targetsOf(imports: PageImport[][], whole: Set<number>): Map<string, Target> {
  const targets = new Map<string, Target>();
  imports.forEach((list, i) => {
    if (whole.has(i)) return;
    for (const im of list) {
      const t = targets.get(im.key) ?? { name: `m${targets.size}`, written: im.written, importers: [] };
      t.importers.push(i);
      targets.set(im.key, t);
    }
  });
  return targets;
}
