// Which parser reads a file. `.mdx` is always MDX. A `.md` file follows `markdown.format`: `md`
// and `detect` read it as CommonMark with raw HTML; `mdx` reads it as MDX, but a file that uses no
// MDX (no JSX or HTML, no expressions, no import or export) is read by markdown-it instead, with
// MDX's rules (no indented code), which is ~10x faster than compiling it.
// tests/unit/content/mdx-fast-path.test.ts holds the two to the same HTML.
import { mapProseLines } from './prose-lines.ts';
import { MDX_CODE_BLOCK_RE } from './mdx-code-block.ts';
import type { SourceFile } from '../types.ts';

/** `md-micromark`: CommonMark by remark-parse; `md`: the same by the markdown-it fast path. */
export type ReadAs = 'md' | 'md-micromark' | 'md-as-mdx' | 'mdx';
type MarkdownFormat = 'mdx' | 'md' | 'detect';

/** How the site reads its Markdown files: `markdown.format`, `markdown.fastPath` and its plugins. */
export interface ReadingRules {
  format: MarkdownFormat;
  /** `markdown.fastPath` (on unless `false`). */
  fastPath?: boolean;
  /** The site has remark or rehype plugins for the file's kind: no fast path may read it. */
  plugins?: boolean;
  /** The site's swizzled CodeBlock, Admonition and Details, which draw fenced code, admonitions and `<details>` (content-swizzles.ts): only the MDX path renders them. */
  swizzled?: Record<string, unknown>;
  /** The Markdown elements the site's components file replaces (site-elements.ts): only the MDX path renders them. */
  elements?: readonly string[];
}

export function readAs(
  absPath: string,
  body: string,
  { format, fastPath = true, plugins = false, swizzled = {}, elements = [] }: ReadingRules,
): ReadAs {
  // `.mdx`, and a React page (a component file in the pages folder): the MDX path bundles both.
  if (/\.(mdx|[jt]sx?)$/i.test(absPath)) return 'mdx';
  // Docusaurus reads `.md` as MDX too (format mdx), its fenced blocks and admonitions drawn by the site's components.
  if (format === 'mdx' && (elements.length || drawnBySwizzles(body, swizzled).length)) return 'mdx';
  if (plugins) return format === 'mdx' ? 'mdx' : 'md-micromark';
  if (format !== 'mdx') return fastPath ? 'md' : 'md-micromark';
  return fastPath && !usesMdx(body) ? 'md-as-mdx' : 'mdx';
}

// A dev rebuild asks again for every file; usesMdx walks a file's whole text, so a file whose body
// and rules are those of the last ask keeps its answer.
const kept = new WeakMap<SourceFile, { body: string; rules: string; value: ReadAs }>();

/** readAs, answered again only for a file whose body or rules changed since it was last asked. */
export function readAsKept(file: SourceFile, body: string, rules: ReadingRules): ReadAs {
  const { format, fastPath, plugins, swizzled = {}, elements = [] } = rules;
  const drawn = Object.keys(swizzled).filter((name) => swizzled[name]);
  const key = JSON.stringify([format, fastPath, plugins, drawn, elements]);
  const hit = kept.get(file);
  if (hit && hit.body === body && hit.rules === key) return hit.value;
  const value = readAs(file.absPath, body, rules);
  kept.set(file, { body, rules: key, value });
  return value;
}

/**
 * The blocks a swizzled component draws (content-swizzles.ts), by the line that opens one: a fenced
 * code block (MDX has no indented code) for CodeBlock, an admonition (`:::tip`) for Admonition or
 * Admonition/Types, a `<details>` opening a line for Details.
 */
export const SWIZZLE_DRAWN_BLOCKS: readonly { names: readonly string[]; blocks: string; line: RegExp }[] = [
  { names: ['CodeBlock'], blocks: 'code blocks', line: /^ {0,3}(?:`{3,}|~{3,})/m },
  { names: ['Admonition', 'Admonition/Types'], blocks: 'admonitions', line: /^\s*:::+[A-Za-z]/m },
  { names: ['Details'], blocks: '<details> elements', line: /^\s*<details[\s>]/im },
  // An ATX heading (`## Title`); a file with setext headings alone keeps zapsite's.
  { names: ['Heading'], blocks: 'headings', line: /^ {0,3}#{1,6}(?:[ \t]|$)/m },
];

/** The kinds of block in `body` the site's swizzled components draw. */
function drawnBySwizzles(body: string, swizzled: Record<string, unknown>): typeof SWIZZLE_DRAWN_BLOCKS {
  return SWIZZLE_DRAWN_BLOCKS.filter((k) => k.names.some((n) => swizzled[n]) && k.line.test(body));
}

/** Whether the text may hold JSX, HTML, an expression or ESM anywhere outside code. */
export function usesMdx(body: string): boolean {
  if (MDX_CODE_BLOCK_RE.test(body)) return true;
  let found = false;
  const prose = mapProseLines(body, (line) => {
    if (/^(import|export)\s/.test(line)) found = true;
    // A heading id, as written or as mdxCompatibility escapes it (`\{#id\}`, the text the split parser cuts).
    return line
      .replace(/^(#{1,6}\s.*?)\\?\{#(?:.(?!\{#|\\?\}))*.\\?\}\s*$/, '$1')
      .replace(/<!--/g, '')
      .replace(/-->/g, '');
  });
  if (found) return true;
  // Inline code spans may hold anything; a span is a run of backticks closed by a run as long.
  const withoutCode = prose.replace(/(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, '');
  // A backslash escape (`\<data dir\>`, `\{`) is a character to MDX and markdown-it alike.
  return /[<{}]/.test(withoutEscapes(withoutCode));
}

/** The text with backslash escapes taken out (an escaped backslash first, so `\\<` keeps its `<`). */
export function withoutEscapes(text: string): string {
  return text.replace(/\\[\\<{}]/g, '');
}
