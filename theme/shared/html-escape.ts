// Text written into HTML by hand (a title the theme puts in a string of markup): the characters
// that would read as markup or end an attribute, as entities.
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export const escapeHtml = (text: string): string => text.replace(/[&<>"]/g, (c) => ESCAPES[c]!);
