// The attributes of HTML elements that hold a URL, shared by raw HTML in Markdown (html-links.ts)
// and JSX in MDX (transform-mdx.ts), and the reading of a srcset's candidates.

/** What an attribute's URL points to: a page (`link`), an image, a media file, or a srcset of images. */
export type UrlKind = 'link' | 'image' | 'media' | 'srcset';

/** By element, then by attribute as written in HTML (lower case). */
export const URL_ATTRIBUTES: Readonly<Record<string, Readonly<Record<string, UrlKind>>>> = {
  a: { href: 'link' },
  img: { src: 'image', srcset: 'srcset' },
  source: { src: 'media', srcset: 'srcset' },
  video: { src: 'media', poster: 'image' },
  audio: { src: 'media' },
};

/** How a missing file of each kind is named in a problem. */
export const MISSING_AS: Record<Exclude<UrlKind, 'link'>, string> = { image: 'Image', srcset: 'Image', media: 'File' };

/**
 * The URLs of a srcset, with where each starts: candidates are separated by commas, and each is a
 * URL (a run of non-space characters) then optional descriptors (`2x`, `480w`).
 */
export function srcsetUrls(value: string): { url: string; index: number }[] {
  const out: { url: string; index: number }[] = [];
  let i = 0;
  while (i < value.length) {
    while (i < value.length && /[\s,]/.test(value[i]!)) i++;
    if (i >= value.length) break;
    const start = i;
    while (i < value.length && !/\s/.test(value[i]!)) i++;
    let url = value.slice(start, i);
    if (url.endsWith(',')) url = url.replace(/,+$/, '');
    else {
      // Descriptors run to the next comma outside parentheses.
      let depth = 0;
      while (i < value.length && (value[i] !== ',' || depth > 0)) {
        if (value[i] === '(') depth++;
        else if (value[i] === ')') depth = Math.max(0, depth - 1);
        i++;
      }
    }
    if (url) out.push({ url, index: start });
  }
  return out;
}
