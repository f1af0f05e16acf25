// A `<details>` written as raw HTML in a Markdown file read as CommonMark (`markdown.format` `md` or
// `detect`). CommonMark keeps it as HTML blocks around Markdown: `<details>` with its `<summary>`,
// the paragraphs, then `</details>`. Docusaurus parses that HTML (rehype-raw) and its MDXComponents
// draw the element as its Details box; here the blocks and what is between them are joined into one
// element, which the theme then draws as it draws one MDX writes (theme-element.ts). An element that
// is not closed by a `</details>` block of its own stays the raw HTML it was.
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { htmlParser } from './html-links.ts';

const OPEN = /<details[\s>]/gi;
const CLOSE = /<\/details\s*>/gi;
const STARTS_OPEN = /^\s*<details[\s>]/i;
const ONLY_CLOSE = /^\s*<\/details\s*>\s*$/i;

type Raw = { type: 'raw'; value: string };
const isRaw = (n: RootContent): n is RootContent & Raw => (n as { type: string }).type === 'raw';
const depthOf = (html: string) => (html.match(OPEN)?.length ?? 0) - (html.match(CLOSE)?.length ?? 0);

/** Each `<details>` of raw HTML under `parent` made one element with the Markdown between its blocks. */
export function joinRawDetails(parent: Root | Element): void {
  // Loaded by html-links.ts prepareHtmlLinks for a file that holds a <details>.
  const fromHtml = htmlParser();
  if (!fromHtml) return;
  const kids = parent.children as RootContent[];
  for (let i = 0; i < kids.length; i++) {
    const node = kids[i]!;
    if (node.type === 'element') {
      joinRawDetails(node);
      continue;
    }
    if (!isRaw(node) || !STARTS_OPEN.test(node.value)) continue;
    let depth = depthOf(node.value);
    if (depth <= 0) {
      // Written whole in one block: its elements in its place.
      const parsed = fromHtml(node.value, { fragment: true }).children as RootContent[];
      kids.splice(i, 1, ...parsed);
      i += parsed.length - 1;
      continue;
    }
    let j = i + 1;
    for (; j < kids.length && depth > 0; j++) {
      const k = kids[j]!;
      if (isRaw(k)) depth += depthOf(k.value);
    }
    const close = kids[j - 1];
    if (depth !== 0 || !close || !isRaw(close) || !ONLY_CLOSE.test(close.value)) continue;
    const opened = fromHtml(node.value, { fragment: true }).children.find(
      (c): c is Element => c.type === 'element' && c.tagName === 'details',
    );
    if (!opened) continue;
    opened.children.push(...(kids.slice(i + 1, j - 1) as ElementContent[]));
    kids.splice(i, j - i, opened);
    joinRawDetails(opened);
  }
}
