// A heading's text as Docusaurus's TOC `value` holds it: HTML, escaped as the mdx-loader escapes
// text (escape-html, quotes included), which TOCItems sets as each link's inner HTML; the heading's
// own HTML when it has inline markup (code, emphasis), as the mdx-loader keeps it.
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const tocValue = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** A TOC item's value: its HTML, or its text escaped. */
export const tocValueOf = (item: { text: string; html?: string }): string => item.html ?? tocValue(item.text);
