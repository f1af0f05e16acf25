// Where the MDX bundle lives, and which pages are React pages: shared by the bundle (mdx-pages.ts),
// the render (mdx-render.ts) and its error messages (mdx-render-errors.ts).
import { fileURLToPath } from 'node:url';
import type { SourceFile } from '../types.ts';

/** The bundle's virtual output folder: source maps name their sources relative to it. */
export const OUT_DIR = '/mdx';
/** Where the bundle's JavaScript is written, one folder per version, for `import()`. */
export const CACHE_DIR = fileURLToPath(new URL('../../node_modules/.cache/zapsite/mdx/', import.meta.url));

/** A React page: a component file in the pages folder (content/scan.ts lists them). */
export function isReactPage(file: SourceFile): boolean {
  return file.kind === 'page' && /\.[jt]sx?$/i.test(file.absPath);
}
