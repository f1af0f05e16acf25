// What a plugin's injectHtmlTags returns, as HTML: each tag a string (written as it is) or
// `{ tagName, attributes, innerHTML }`, as Docusaurus takes them.
import { VOID_ELEMENTS as VOID } from '../../theme/shared/void-elements.ts';

/** The HTML every page gets: at the end of <head>, at the start of <body>, at the end of <body>. */
export interface HtmlTags {
  head: string;
  preBody: string;
  postBody: string;
}

type Attributes = Record<string, string | boolean>;

/**
 * The config's own head tags before the plugins', as Docusaurus's bootstrap plugin (the first)
 * injects them: `headTags`, then a link per stylesheet, then a script per script.
 */
export function withConfigTags(
  config: {
    headTags: { tagName: string; attributes: Attributes; innerHTML?: string }[];
    stylesheets: (string | ({ href: string } & Attributes))[];
    scripts: (string | ({ src: string } & Attributes))[];
  },
  tags: HtmlTags,
): HtmlTags {
  const own = tagsHtml([
    ...config.headTags,
    ...config.stylesheets.map((s) => ({
      tagName: 'link',
      attributes: typeof s === 'string' ? { rel: 'stylesheet', href: s } : { rel: 'stylesheet', ...s },
    })),
    ...config.scripts.map((s) => ({ tagName: 'script', attributes: typeof s === 'string' ? { src: s } : s })),
  ]);
  return own ? { ...tags, head: own + tags.head } : tags;
}

/** A list of tags (or one) as HTML; a tag of another shape throws, naming what was wrong. */
export function tagsHtml(tags: unknown): string {
  if (tags === undefined || tags === null) return '';
  return (Array.isArray(tags) ? tags : [tags]).map(tagHtml).join('');
}

function tagHtml(tag: unknown): string {
  if (typeof tag === 'string') return tag;
  const t = tag as { tagName?: unknown; attributes?: unknown; innerHTML?: unknown };
  if (!t || typeof t !== 'object' || typeof t.tagName !== 'string' || !/^[a-zA-Z][\w-]*$/.test(t.tagName))
    throw new Error(`a tag must be a string or { tagName, attributes, innerHTML }; got ${JSON.stringify(tag)}`);
  const attrs = Object.entries((t.attributes ?? {}) as Record<string, unknown>)
    .filter(([, v]) => v !== false && v !== undefined && v !== null)
    .map(([k, v]) => (v === true ? ` ${k}` : ` ${k}="${escapeAttr(String(v))}"`))
    .join('');
  const name = t.tagName.toLowerCase();
  if (VOID.has(name)) return `<${t.tagName}${attrs}>`;
  return `<${t.tagName}${attrs}>${typeof t.innerHTML === 'string' ? t.innerHTML : ''}</${t.tagName}>`;
}

function escapeAttr(v: string): string {
  return v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
