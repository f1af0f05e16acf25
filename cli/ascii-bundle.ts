// The CLI bundle as ASCII, where that keeps its meaning. One non-ASCII character sends Node's
// module loader down its slow UTF-8 path for the whole file (docs/PERFORMANCE.md, "An ASCII CLI
// bundle"). esbuild already escapes strings, identifiers and plain templates; it keeps comments,
// regular expressions and tagged templates' raw text as written.
import { tokenizer, tokTypes } from 'acorn';

const NON_ASCII = /[^\0-\x7f]/;

/**
 * `text` with every non-ASCII character in a comment or a regular expression written `\uXXXX`,
 * which a regular expression reads as the same character (a backslash before one was an identity
 * escape of it) and a comment does not read at all. Anything else is left as it is: a tagged
 * template's raw text would change. U+2028 and U+2029 stay too: even inside a block comment they
 * count as a line break where a semicolon may be inserted.
 */
export function asciiOnly(text: string): string {
  if (!NON_ASCII.test(text)) return text;
  const spans: { start: number; end: number; regexp: boolean }[] = [];
  const onComment = (_block: boolean, _text: string, start: number, end: number) =>
    spans.push({ start, end, regexp: false });
  try {
    for (const token of tokenizer(text, { ecmaVersion: 'latest', sourceType: 'module', onComment }))
      if (token.type === tokTypes.regexp) spans.push({ start: token.start, end: token.end, regexp: true });
  } catch {
    return text; // syntax acorn does not know yet: correct as it is, only slower to load
  }
  spans.sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  for (const { start, end, regexp } of spans) {
    const part = text.slice(start, end);
    if (!NON_ASCII.test(part)) continue;
    out +=
      text.slice(at, start) +
      part.replace(/(\\*)([^\0-\x7f\u2028\u2029])/g, (_, slashes: string, c: string) => {
        const kept = regexp && slashes.length % 2 ? slashes.slice(1) : slashes;
        return `${kept}\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
      });
    at = end;
  }
  return out + text.slice(at);
}
