// Links and images written as raw HTML in a Markdown file read as CommonMark (`markdown.format`
// `md` or `detect`). The HTML parser finds them; each URL is resolved and checked as a Markdown
// link or image is, at the line and column where it is written, and rewritten in place to what the
// page serves (a `.md` link to its page, an image next to the file to its hashed asset). Element
// ids and `<a name>` are kept as anchors links may name.
import type { Element, Root } from 'hast';
import type { Html } from 'mdast';
import { resolveHref, resolveImage } from './links.ts';
import { MISSING_AS, URL_ATTRIBUTES, srcsetUrls } from './url-attributes.ts';
import type { State } from './state.ts';
import type { Position } from '../types.ts';

// Most raw HTML (comments, <br>, <details>) holds nothing to check: it is not parsed here (a
// <details> is, by raw-details.ts, for the theme to draw).
const MAY_MATTER = /<(?:a|img|source|video|audio)[\s/>]|\s(?:id|name)\s*=/i;

// The HTML parser loads with the first file that may need it: most sites' Markdown has no raw HTML.
let fromHtml: typeof import('hast-util-from-html').fromHtml | undefined;

/**
 * Loads the HTML parser if this file's text may hold raw HTML worth reading: links and media to
 * check, or a `<details>` the theme draws (raw-details.ts); before htmlLinks and joinRawDetails.
 */
export async function prepareHtmlLinks(body: string): Promise<void> {
  if (!fromHtml && (MAY_MATTER.test(body) || /<details[\s>]/i.test(body)))
    ({ fromHtml } = await import('hast-util-from-html'));
}

/** The HTML parser, once prepareHtmlLinks has loaded it. */
export const htmlParser = (): typeof fromHtml => fromHtml;

type Located = Record<string, { start: { offset?: number }; end: { offset?: number } } | undefined>;

export function htmlLinks(node: Html, st: State): void {
  const html = node.value;
  if (!MAY_MATTER.test(html)) return;
  if (!fromHtml) throw new Error('htmlLinks needs prepareHtmlLinks(body) first.');
  const tree = fromHtml(html, { fragment: true, verbose: true });
  const at = locator(node, st);
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (parent: Root | Element): void => {
    for (const el of parent.children) {
      if (el.type !== 'element') continue;
      if (el.properties.id !== undefined) st.ids.push(String(el.properties.id));
      if (el.tagName === 'a' && typeof el.properties.name === 'string') st.ids.push(el.properties.name);
      const attrs = URL_ATTRIBUTES[el.tagName];
      const located = (el.data as { position?: { properties?: Located } } | undefined)?.position?.properties;
      if (attrs && located) {
        for (const [name, kind] of Object.entries(attrs)) {
          const prop = name === 'srcset' ? 'srcSet' : name;
          const span = valueSpan(html, located[prop]);
          if (!span) continue;
          const written = html.slice(span.start, span.end);
          // Character references are decoded by the parser; offsets then hold only for the whole value.
          const decoded = written.includes('&')
            ? String(
                Array.isArray(el.properties[prop]) ? (el.properties[prop] as string[]).join(', ') : el.properties[prop],
              )
            : written;
          if (kind === 'link') {
            const href = resolveHref(decoded, st, at(span.start), el.tagName === 'a');
            if (href !== decoded) edits.push({ ...span, text: href });
          } else if (kind === 'srcset') {
            for (const c of srcsetUrls(decoded)) {
              const offset = decoded === written ? span.start + c.index : span.start;
              const found = resolveImage(c.url, st, at(offset), MISSING_AS.srcset);
              if (found && found.url !== c.url && decoded === written)
                edits.push({ start: offset, end: offset + c.url.length, text: found.url });
            }
          } else {
            const found = resolveImage(decoded, st, at(span.start), MISSING_AS[kind]);
            if (found && found.url !== decoded) edits.push({ ...span, text: found.url });
          }
        }
      }
      visit(el);
    }
  };
  visit(tree);
  let out = html;
  for (const e of edits.sort((a, b) => b.start - a.start))
    out = out.slice(0, e.start) + escapeAttribute(e.text) + out.slice(e.end);
  node.value = out;
}

/** Where an attribute's value lies in the HTML, quotes left out, from the attribute's own span. */
function valueSpan(html: string, loc: Located[string]): { start: number; end: number } | undefined {
  const from = loc?.start.offset;
  const to = loc?.end.offset;
  if (from === undefined || to === undefined) return undefined;
  const m = /^[^\s=]+\s*=\s*(["']?)/.exec(html.slice(from, to));
  if (!m) return undefined; // an attribute without a value
  const quote = m[1]!;
  return { start: from + m[0].length, end: quote && html[to - 1] === quote ? to - 1 : to };
}

/**
 * An offset in the node's HTML as a place in the file. The node's lines may have lost what a
 * list item or block quote puts before them; each is found at the end of its source line.
 */
function locator(node: Html, st: State): (offset: number) => Position | undefined {
  const start = node.position?.start;
  const lines = node.value.split('\n');
  return (offset) => {
    if (!start) return undefined;
    let k = 0;
    let lineStart = 0;
    while (k < lines.length - 1 && lineStart + lines[k]!.length < offset) lineStart += lines[k++]!.length + 1;
    const line = start.line + k;
    const source = st.lines[line - 1] ?? '';
    const text = lines[k]!;
    const first = k === 0 && source.slice(start.column - 1).startsWith(text);
    const base = first
      ? start.column - 1
      : source.endsWith(text)
        ? source.length - text.length
        : Math.max(0, source.indexOf(text));
    return { line, column: base + (offset - lineStart) + 1 };
  };
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}
