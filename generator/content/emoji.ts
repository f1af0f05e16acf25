// Emoji shortcodes (`:rocket:` -> 🚀), as Docusaurus writes them: its MDX loader runs remark-emoji
// on every .md and .mdx file unless `markdown.emoji` is false. As there, a heading's anchor is the
// slug of its text as written (the loader's headings step comes first) and a doc's title keeps the
// shortcode (its content title is read before), while the text shown has the emoji.
// remark-emoji and its emoji table take ~30 ms to load: a thread loads them only for a file that
// may hold a shortcode.
import type { Root as MdRoot } from 'mdast';
import type { Heading } from 'mdast';

// remark-emoji's own pattern, less strict: a file without a match holds no shortcode.
const CANDIDATE = /:(?:\+1|-1|[\w-]+):/;

let on = true;
let transform: ((tree: MdRoot) => void) | undefined;
let loading: Promise<void> | undefined;

/** Shortcodes become emoji (`markdown.emoji`), from now on, on this thread. */
export function useEmoji(enabled: boolean | undefined): void {
  on = enabled ?? true;
}

/** Loads remark-emoji when `text` may hold a shortcode and the site has them on. */
export function loadEmojiFor(text: string): Promise<void> | undefined {
  if (!on || transform || !CANDIDATE.test(text)) return undefined;
  loading ??= import('remark-emoji').then(({ default: remarkEmoji }) => {
    transform = (remarkEmoji as () => (tree: MdRoot) => void)();
  });
  return loading;
}

/** The shortcodes in `node`'s text made emoji (nothing when none can be: see loadEmojiFor). */
export function emojify(node: MdRoot | Heading): void {
  if (on && transform) transform(node as MdRoot);
}

/** A heading's shortcodes made emoji; its text as written (`text` reads it) when that changed it. */
export function emojifyHeading(node: Heading, text: (node: Heading) => string): string | undefined {
  if (!on || !transform) return undefined;
  const written = text(node);
  transform(node as unknown as MdRoot);
  return text(node) === written ? undefined : written;
}
