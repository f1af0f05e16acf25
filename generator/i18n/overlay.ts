// A locale's content: each docs, blog or pages file with a translation under i18n/<locale>/ is read
// from there instead (same path relative to its content folder), and every other file keeps the
// default locale's text, as Docusaurus falls back. A translated file with no original is not a page
// (Docusaurus lists the original folders only).
import { readFile } from 'node:fs/promises';
import { withLineFeeds } from '../content/decode.ts';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { readFailed } from '../fs-errors.ts';
import { localeDir, pluginFolder } from './translations.ts';
import type { Diagnostic, SourceFile } from '../types.ts';

/** The folder under i18n/<locale>/ that holds a file's translation. */
function translatedFolder(file: SourceFile): string | undefined {
  if (file.route) return undefined;
  if (file.kind === 'doc')
    return `${pluginFolder('docs', file.instance)}/${file.version ? `version-${file.version}` : 'current'}`;
  if (file.kind === 'blog') return pluginFolder('blog', file.instance);
  if (file.kind === 'page') return 'docusaurus-plugin-content-pages';
  return undefined;
}

/** Replaces, in place, the files that have a translation; returns how many did. */
export async function overlayTranslations(
  files: SourceFile[],
  root: string,
  /** The locale's folder under i18n/. */
  locale: string,
  diagnostics: Diagnostic[],
): Promise<number> {
  const base = localeDir(root, locale);
  if (!existsSync(base)) return 0;
  let count = 0;
  await Promise.all(
    files.map(async (file, i) => {
      const folder = translatedFolder(file);
      if (!folder) return;
      const absPath = join(base, folder, file.contentPath);
      if (!existsSync(absPath)) return;
      const relPath = relative(root, absPath).split('\\').join('/');
      try {
        files[i] = { ...file, absPath, relPath, text: withLineFeeds(await readFile(absPath, 'utf8')) };
        count++;
      } catch (error) {
        diagnostics.push(readFailed(error, relPath));
      }
    }),
  );
  return count;
}
