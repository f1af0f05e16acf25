// A heading's text as Docusaurus's TOC `value` holds it: HTML, escaped as the mdx-loader escapes
// text (escape-html, quotes included), which TOCItems sets as each link's inner HTML.
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const tocValue = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
