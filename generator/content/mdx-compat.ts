// What Docusaurus 3 accepts in MDX besides MDX itself (its `mdx1Compat` options, on by default):
// HTML comments, `:::tip Title` admonitions and `{#id}` heading ids; and, first, as its preprocessor
// does, ```mdx-code-block fences unwrapped (mdx-code-block.ts). Each rewrite keeps every line
// where it was, so positions in errors and links still point into the file as written.
import { preprocessAdmonitionTitles } from './admonitions.ts';
import { mapProseLines } from './prose-lines.ts';
import { unwrapMdxCodeBlocks } from './mdx-code-block.ts';
import { ASCII_PUNCTUATION, HEADING_ID_BODY } from './heading-id.ts';

// Any id Docusaurus reads (its parseMarkdownHeadingId): no `{#` or `}` in it (`{#v0:schemas:bad-key}` is one);
// one the file escaped itself (`\{#id\}`) is left as it is.
const HEADING_ID = new RegExp(String.raw`^(#{1,6}\s.*?)(?<!\\)\{#(${HEADING_ID_BODY})\}(\s*)$`);
const ESCAPABLE = new RegExp(ASCII_PUNCTUATION, 'g');
// A line Docusaurus's preprocessor takes for a heading (its escapeMarkdownHeadingIds).
const HEADING_LINE = /^#{1,6}(?!#)/;

/**
 * `commentPerLine`: a comment across lines is closed at each line's end and opened again on the
 * next, for a file where one runs on into a lazy line of a list or quote (a comment after a list
 * item, its lines not indented), which an MDX expression may not do and Docusaurus's comments,
 * read before anything else, may. Only then: each line's expression adds a line break to the HTML.
 */
export function mdxCompatibility(body: string, { commentPerLine = false } = {}): string {
  // Inside an HTML comment opened in prose: Docusaurus reads comments before anything else, so
  // what it holds (a code fence too) is comment until the first `-->`.
  let comment = false;
  const lines = mapProseLines(
    unwrapMdxCodeBlocks(body),
    (line) => {
      const [open, close] = commentPerLine ? ['{/*', '*/}'] : ['', ''];
      if (comment) {
        const end = line.indexOf('-->');
        if (end < 0) return `${open}${commentText(line)}${close}`;
        const rest = comments(line.slice(end + 3));
        comment = rest.open;
        return `${open}${commentText(line.slice(0, end))}*/}${rest.text}${comment ? close : ''}`;
      }
      const converted = comments(line);
      comment = converted.open;
      let out = comment ? `${converted.text}${close}` : converted.text;
      // `{#id}` would be read as an expression: escape the braces so the text keeps it for the id,
      // and its punctuation, which would otherwise start a directive (`v0:schemas:key`) or emphasis.
      const id = HEADING_ID.exec(out);
      if (id) out = `${id[1]}\\{#${id[2]!.replace(ESCAPABLE, '\\$&')}\\}${id[3]}`;
      // Any other `{#` in a heading line is text, as Docusaurus escapes it (`### prompts.{#}`).
      else if (HEADING_LINE.test(out)) out = out.replace(/(?<!\\)\{#/, '\\{#');
      return out;
    },
    () => comment,
  );
  return preprocessAdmonitionTitles(lines);
}

/**
 * `<!--` and `-->` in a line of prose as an MDX comment; `open` when an HTML comment stays open past
 * the line (an MDX comment the file writes itself, `{/*`, is MDX's to read).
 */
function comments(line: string): { text: string; open: boolean } {
  // Outside code spans only: `<!--` in inline code is code, as a comment never starts inside one.
  let prose = '';
  const text = line.replace(CODE_SPAN_OR_TEXT, (part: string, code?: string) => {
    if (code !== undefined) return part;
    prose += part;
    return part.replace(/<!--/g, '{/*').replace(/-->/g, '*/}');
  });
  return { text, open: prose.lastIndexOf('<!--') > prose.lastIndexOf('-->') };
}

// A code span (its backticks, matched to as many closing ones), or a run of text without backticks.
const CODE_SPAN_OR_TEXT = /(`+)[^`][\s\S]*?\1(?!`)|`+|[^`]+/g;

/** A comment's text, which cannot end the JavaScript comment it becomes: `*` `/` kept apart, same length. */
function commentText(text: string): string {
  return text.replace(/\*\//g, '*_');
}
