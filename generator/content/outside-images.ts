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
const known = new Map<string, { stamp: string; image: FoundImage }>();

/** The image at `abs` with its URL under `baseUrl`, or undefined when there is no such image file. */
export function outsideImage(abs: string, baseUrl: string): FoundImage | undefined {
  if (!IMAGE_RE.test(abs)) return undefined;
  const stat = statSync(abs, { throwIfNoEntry: false });
  if (!stat?.isFile()) return undefined;
  const stamp = `${stat.size}:${stat.mtimeMs}`;
  const kept = known.get(abs);
  if (kept?.stamp === stamp) return kept.image;
  const bytes = readFileSync(abs);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 8);
  const image = { url: contentImageUrl(baseUrl, abs, hash), ...imageSize(bytes, abs) };
  known.set(abs, { stamp, image });
  return image;
}
