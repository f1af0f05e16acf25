// Docusaurus's ```mdx-code-block fence, made for translation tools that would otherwise mangle JSX:
// its text is MDX, put where the fence stands before the file is parsed, as Docusaurus's
// unwrapMdxCodeBlocks does (a fence of three or four backticks, its text as it is), so a JSX element
// may open in one fence and close in another. Docusaurus drops the two fence lines; where a blank
// line or the file's edge lies beside one, it is left as an empty line instead, which reads the
// same and keeps every later line where it was, so problems are reported at their line.

/** A file that holds one: it is read as MDX, not by the Markdown fast path. */
export const MDX_CODE_BLOCK_RE = /^ *(?:```|````) *mdx-code-block\r?$/m;

const FENCES = [
  /(^|\r?\n) *``` *mdx-code-block\r?\n(.*?)\r?\n *```(\r?\n|$)/gs,
  /(^|\r?\n) *```` *mdx-code-block\r?\n(.*?)\r?\n *````(\r?\n|$)/gs,
];

export function unwrapMdxCodeBlocks(text: string): string {
  if (!text.includes('mdx-code-block')) return text;
  let out = text;
  for (const fence of FENCES)
    out = out.replace(fence, (...match: [string, string, string, string, number, string]) => {
      const [whole, begin, children, end, at, all] = match;
      const blankBefore = at === 0 || all.slice(0, at).endsWith('\n');
      const blankAfter = end === '' || /^\r?\n/.test(all.slice(at + whole.length));
      return `${begin}${blankBefore ? '\n' : ''}${children}${blankAfter ? '\n' : ''}${end}`;
    });
  return out;
}
