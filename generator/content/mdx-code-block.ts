// Docusaurus's ```mdx-code-block fence: its text is MDX, parsed and put where the fence stands
// (Docusaurus's unwrapMdxCodeBlocks, made for translation tools that would otherwise mangle JSX).
// The parsed nodes' positions are moved to where their text is in the file, so a problem in them
// is reported at its own line.
import type { Root as MdRoot } from 'mdast';

const MDX_CODE_BLOCK = 'mdx-code-block';
/** A file that may hold one: it is read as MDX, not by the Markdown fast path. */
export const MDX_CODE_BLOCK_RE = /^[ \t]*(`{3,}|~{3,})[ \t]*mdx-code-block\b/m;

interface Point {
  line: number;
  column: number;
  offset?: number;
}
type Node = {
  type: string;
  lang?: string | null;
  value?: string;
  children?: Node[];
  position?: { start: Point; end: Point };
};

/** Each mdx-code-block fence in `tree` (at any depth) replaced by its text parsed by `parse`. */
export function unwrapMdxCodeBlocks(tree: MdRoot, source: string, parse: (text: string) => MdRoot): void {
  if (!source.includes(MDX_CODE_BLOCK)) return;
  unwrapIn(tree as unknown as Node, source, parse);
}

function unwrapIn(parent: Node, source: string, parse: (text: string) => MdRoot): void {
  const children = parent.children;
  if (!children) return;
  for (let i = 0; i < children.length; i++) {
    const node = children[i]!;
    if (node.type === 'code' && node.lang === MDX_CODE_BLOCK) {
      const parsed = parse(node.value ?? '').children as unknown as Node[];
      const at = contentStart(node, source);
      if (at) for (const n of parsed) shift(n, at);
      children.splice(i, 1, ...parsed);
      i += parsed.length - 1;
    } else unwrapIn(node, source, parse);
  }
}

/** Where the fence's text begins: the line after the fence's opening, past its indentation. */
function contentStart(node: Node, source: string): Point | undefined {
  const start = node.position?.start;
  if (start?.offset === undefined) return undefined;
  const lineEnd = source.indexOf('\n', start.offset);
  if (lineEnd < 0) return undefined;
  const indent = start.column - 1;
  return { line: start.line + 1, column: indent + 1, offset: lineEnd + 1 + indent };
}

// Exact for a fence at the start of its line; for an indented one the lines are right, the
// offsets past its first line short by the indentation taken off each line before.
function shift(node: Node, at: Point): void {
  const move = (p: Point) => {
    p.column += at.column - 1;
    p.line += at.line - 1;
    if (p.offset !== undefined) p.offset += at.offset!;
  };
  if (node.position) {
    move(node.position.start);
    move(node.position.end);
  }
  for (const c of node.children ?? []) shift(c, at);
  // An expression's or ESM node's JavaScript tree keeps its own positions (acorn's, from the text parsed).
}
