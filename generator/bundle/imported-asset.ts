// A file that site code imports for its URL (an image, a font, a video, a document), as Docusaurus's
// webpack rules take them (@docusaurus/utils webpackUtils: images, fonts, media, other files): one
// name for both bundles, assets/mdx/<name>-<hash><ext>, so the page the server drew and the island
// the browser hydrates name the same URL.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename, extname } from 'node:path';

/** Every extension Docusaurus's bundler gives a URL for (SVG too: a stylesheet's url() names one). */
export const IMPORTED_ASSET_RE =
  /\.(?:png|jpe?g|gif|webp|avif|svg|ico|woff2?|eot|ttf|otf|mp4|avi|mov|mkv|mpg|mpeg|vob|wmv|m4v|webm|ogv|ogg|wav|mp3|m4a|aac|oga|flac|pdf|docx?|xlsx?|zip|rar)$/i;

/** The file at `abs`, under the name both bundles give it. */
export function importedAsset(abs: string): { path: string; data: Buffer } {
  const data = readFileSync(abs);
  const ext = extname(abs);
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 8);
  return { path: `assets/mdx/${basename(abs, ext)}-${hash}${ext}`, data };
}
