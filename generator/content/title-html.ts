// The title heading's inline markup, for the theme to write as Docusaurus does: it keeps the `# heading`
// in the content, so `# Calling \`ping()\` **now**` is drawn with its <code> and <strong>. Only
// markup that reads the same anywhere is taken (code, emphasis, strong, strikethrough, line breaks);
// a heading with a link, raw HTML or an MDX expression is drawn from its text as before.
import { toHast } from 'mdast-util-to-hast';
import { toHtml } from 'hast-util-to-html';
import type { Heading, Nodes } from 'mdast';
import type { Root as HRoot } from 'hast';

const INLINE = new Set(['text', 'inlineCode', 'emphasis', 'strong', 'delete', 'break']);

function simple(node: Nodes): boolean {
  if (!INLINE.has(node.type)) return false;
  return !('children' in node) || node.children.every((c) => simple(c as Nodes));
}

/** The heading's content as HTML when it has markup of its own (undefined when it is only text). */
export function titleHtml(heading: Heading): string | undefined {
  if (heading.children.every((c) => c.type === 'text') || !heading.children.every((c) => simple(c))) return undefined;
  const hast = toHast({ type: 'paragraph', children: heading.children }) as HRoot | { children: HRoot['children'] };
  return toHtml({ type: 'root', children: 'children' in hast ? hast.children : [] });
}

/**
 * Docusaurus's `contentTitle` for the heading (utils' parseMarkdownContentTitle): its source text as
 * written, less an explicit id (`{#id}`; here the MDX and HTML comment forms too) or closing #s, with
 * inline code unwrapped and nothing else (`**now**` and `\_` stay). It is the page's title and
 * sidebar label; `plain` when the source is not at hand.
 */
export function contentTitle(heading: Heading, lines: readonly string[], plain: string): string {
  const start = heading.position?.start;
  const line = start ? lines[start.line - 1]?.slice(start.column - 1) : undefined;
  if (line === undefined) return plain;
  const atx = /^#[ \t]+([^ \t].*)$/.exec(line);
  const setext = heading.position!.end.line > start!.line && !line.startsWith('#');
  const text = atx
    ? atx[1]!.trim().replace(/\s*(?:\{#*[\w-]+\}|\{\/\*[\s\S]*?\*\/\}|<!--[\s\S]*?-->|#+)$/, '')
    : setext
      ? line.trim()
      : undefined;
  return text === undefined ? plain : text.replace(/`([^`]*)`/g, '$1').trim();
}
