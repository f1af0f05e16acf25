// What Docusaurus 3 accepts in MDX besides MDX itself (its `mdx1Compat` options, on by default):
// HTML comments, `:::tip Title` admonitions and `{#id}` heading ids; and, first, as its preprocessor
// does, ```mdx-code-block fences unwrapped (mdx-code-block.ts). Each rewrite keeps every line
// where it was, so positions in errors and links still point into the file as written.
import { preprocessAdmonitionTitles } from './admonitions.ts';
import { mapProseLines } from './prose-lines.ts';
import { unwrapMdxCodeBlocks } from './mdx-code-block.ts';

const HEADING_ID = /^(#{1,6}\s.*?)\{#([A-Za-z0-9_-]+)\}(\s*)$/;

export function mdxCompatibility(body: string): string {
  const lines = mapProseLines(unwrapMdxCodeBlocks(body), (line) => {
    // `<!--` and `-->` become an MDX comment of the same length.
    let out = line.replace(/<!--/g, '{/*').replace(/-->/g, '*/}');
    // `{#id}` would be read as an expression: escape the braces so the text keeps it for the id.
    const id = HEADING_ID.exec(out);
    if (id) out = `${id[1]}\\{#${id[2]}\\}${id[3]}`;
    return out;
  });
  return preprocessAdmonitionTitles(lines);
}
