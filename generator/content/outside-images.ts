// An image a page names outside every content folder and the static folder (`../images/x.png`
// beside the docs, as playwright.dev keeps them; a monorepo's shared assets): Docusaurus's bundler
// takes any file such a path reaches. The scan knows only the content folders' files, so the
// thread rendering the page finds it, gives it the URL a content image gets (by its content hash),
// and the page's result carries it (RenderedContent.outsideImages) for the build to copy.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { basename, extname } from 'node:path';
import { imageSize } from './image-size.ts';

export const IMAGE_RE = /\.(svg|png|jpe?g|gif|webp)$/i;

export interface FoundImage {
  url: string;
  width?: number;
  height?: number;
}

/** Where a content image is served: its name and content hash (its first 8 hex digits of SHA-256) under assets/images/. */
export function contentImageUrl(baseUrl: string, abs: string, hash: string): string {
  const ext = extname(abs);
  return `${baseUrl}assets/images/${basename(abs, ext)}-${hash}${ext}`;
}

// Per thread, by path and the file's size and time: an edit in watch mode gives a new hash.
const known = new Map<string, { stamp: string; found: FoundImage }>();

/**
 * The file at `abs` as `make` names it from its bytes and hash (`as`: an image or a linked file),
 * kept while the file is unchanged; undefined when there is none.
 */
function hashedFile(
  abs: string,
  as: 'image' | 'file',
  make: (bytes: Buffer, hash: string) => FoundImage,
): FoundImage | undefined {
  const stat = statSync(abs, { throwIfNoEntry: false });
  if (!stat?.isFile()) return undefined;
  const stamp = `${stat.size}:${stat.mtimeMs}`;
  const key = `${as}:${abs}`;
  const kept = known.get(key);
  if (kept?.stamp === stamp) return kept.found;
  const bytes = readFileSync(abs);
  const found = make(bytes, createHash('sha256').update(bytes).digest('hex').slice(0, 8));
  known.set(key, { stamp, found });
  return found;
}

/** The image at `abs` with its URL under `baseUrl`, or undefined when there is no such image file. */
export function outsideImage(abs: string, baseUrl: string): FoundImage | undefined {
  if (!IMAGE_RE.test(abs)) return undefined;
  return hashedFile(abs, 'image', (bytes, hash) => ({
    url: contentImageUrl(baseUrl, abs, hash),
    ...imageSize(bytes, abs),
  }));
}

/**
 * A file a Markdown link names (`[full size](./shot.png)`, `[the sheet](./wiring.pdf)`), served as
 * Docusaurus's loader serves it: under assets/files/, by its name and content hash. Undefined when
 * there is no such file.
 */
export function linkedFile(abs: string, baseUrl: string): FoundImage | undefined {
  const ext = extname(abs);
  return hashedFile(abs, 'file', (_bytes, hash) => ({
    url: `${baseUrl}assets/files/${basename(abs, ext)}-${hash}${ext}`,
  }));
}
