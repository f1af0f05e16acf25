// A doc's top-level blocks for llms-full.txt, read the quick way. Most of a doc is blocks that
// cleaning leaves as written (prose with no link, image or HTML; code; tables): for those the
// source is the answer and the parse tree is not needed. markdown-it (~15x faster than micromark)
// finds the blocks; micromark parses only the blocks cleaning changes, each alone, and the MDX
// runs (mdx-split-parse.ts cuts the file where it may be cut): on the Zaparoo site, 44 % of its
// docs' text instead of all of it. A file whose blocks cannot be read alone (reference definitions and
// footnotes reach across the file) answers undefined and is parsed whole, as before.
import type { Token } from 'markdown-it';
import type { Root as MdRoot } from 'mdast';
import { toString as mdToString } from 'mdast-util-to-string';
import { md, mdAsMdx } from '../content/markdown-it-parser.ts';
import { DEFINITION, readRuns, splitRuns } from '../content/mdx-split-parse.ts';

/** One top-level block: its node type (a block kept as written: markdown-it's), its cleaned text, its plain text. */
export interface Block {
  type: string;
  text: string;
  /** The block's source, trimmed: no parse tree was made for it. */
  asWritten?: boolean;
  /** The text without markup (mdast-util-to-string); found when asked, by parsing the block alone. */
  plain(): string;
}

export interface BlockReader {
  /** micromark's parse (MDX or CommonMark as `mdx` says); throws on a syntax error. */
  parse(text: string, mdx: boolean): MdRoot;
  /** The blocks of a parsed tree: `text` is the source its positions count in. */
  fromTree(tree: MdRoot, text: string, into: Block[]): void;
  /** What a link to `url` is written with once cleaned, or undefined where it stays as written. */
  relink?(url: string): string | undefined;
}

// Inline tokens that cleaning rewrites (links and images become absolute, HTML goes) or whose
// reading needs the whole tree (footnote references). A block whose only such tokens are links is
// mostly rewritten without a parse (`relinked`).
const REWRITTEN = new Set(['link_open', 'image', 'html_inline', 'footnote_ref']);
/** A link written the plain way, `[label](destination)`: no title, no escape or entity, on one line. */
const PLAIN_LINK = /\[([^[\]\n]*)\]\(([^\s()<>\\&"']+)\)/y;
// A leaf directive ("::name") is a paragraph to markdown-it and a directive to micromark.
const LEAF_DIRECTIVE = /^\s*::[A-Za-z]/m;

export function quickBlocks(text: string, mdx: boolean, reader: BlockReader): Block[] | undefined {
  if (DEFINITION.test(text)) return undefined;
  const runs = mdx ? splitRuns(text) : [{ start: 0, end: text.length, mdx: false }];
  if (!runs) return undefined;
  const blocks: Block[] = [];
  const read = readRuns(text, runs, {
    plain: (part) => plainBlocks(part, mdx, reader, blocks),
    // A run that fails to parse throws before it adds a block, so a retry adds nothing twice.
    mdx: (part) => reader.fromTree(reader.parse(part, true), part, blocks),
  });
  if (!read) return undefined;
  return blocks;
}

/** A run with no MDX in it, block by block; false where a block cannot be read alone. */
function plainBlocks(part: string, mdx: boolean, reader: BlockReader, into: Block[]): boolean {
  const tokens = (mdx ? mdAsMdx : md).parse(part, {});
  // Each top-level block: its first token and whether cleaning changes it. A block runs to the
  // next one's line (markdown-it's map leaves out a container's closing ":::"; only blank lines
  // lie between blocks).
  const found: { first: Token; rewritten: boolean; linksOnly: boolean; inline?: Token; inlines: Token[] }[] = [];
  let depth = 0;
  for (const token of tokens) {
    if (depth === 0) found.push({ first: token, rewritten: false, linksOnly: true, inlines: [] });
    const block = found.at(-1)!;
    if (token.type === 'inline') {
      if (depth === 1) block.inline = token;
      block.inlines.push(token);
    }
    if (token.type === 'html_block') {
      block.rewritten = true;
      block.linksOnly = false;
    }
    for (const child of token.type === 'inline' ? (token.children ?? []) : [])
      if (REWRITTEN.has(child.type)) {
        block.rewritten = true;
        if (child.type !== 'link_open') block.linksOnly = false;
      }
    depth += token.nesting;
  }
  const lines = part.split('\n');
  for (let i = 0; i < found.length; i++) {
    const { first, rewritten, linksOnly, inline, inlines } = found[i]!;
    const next = i + 1 < found.length ? found[i + 1]!.first.map : [lines.length];
    if (!first.map || !next) return false;
    const source = lines.slice(first.map[0], next[0]).join('\n');
    // markdown-it takes Docusaurus's ":::note Title" as a container; remark-directive does so only
    // in MDX, where mdxCompatibility has rewritten the title as a label.
    const container = !mdx && first.type.startsWith('container_');
    const special = container || LEAF_DIRECTIVE.test(source);
    const relinkedText = rewritten && linksOnly && !special ? relinked(source, inlines, reader) : undefined;
    if (relinkedText !== undefined) {
      let plain: string | undefined;
      into.push({
        type: blockType(first),
        text: relinkedText,
        plain: () => (plain ??= mdToString(reader.parse(source, mdx).children[0]).trim()),
      });
      continue;
    }
    if (rewritten || special) {
      let tree: MdRoot;
      try {
        tree = reader.parse(source, mdx);
      } catch {
        return false;
      }
      reader.fromTree(tree, source, into);
      continue;
    }
    const kept = source.trim();
    if (!kept) continue;
    let plain: string | undefined;
    into.push({
      type: blockType(first),
      text: kept,
      asWritten: true,
      plain: () => (plain ??= plainText(inline) ?? mdToString(reader.parse(source, mdx).children[0]).trim()),
    });
  }
  return true;
}

/** The block's type as the cleaning rules name it (only paragraphs and headings are asked for). */
function blockType(first: Token): string {
  return first.type === 'paragraph_open' ? 'paragraph' : first.type === 'heading_open' ? 'heading' : first.type;
}

/**
 * A block whose only change is its links made absolute, cleaned without parsing it again: each link
 * markdown-it found (where it starts is recorded, markdown-it-parser.ts) read as `[label](destination)`,
 * and its text replaced wherever it stands in the block's source. Undefined, for the parse to answer,
 * when a link is written another way (a title, an escape, an autolink, a label with spaces at its
 * edges) or when its text stands in the block more often than the link does (inside code, say).
 */
function relinked(source: string, inlines: Token[], reader: BlockReader): string | undefined {
  if (!reader.relink) return undefined;
  const links = new Map<string, { count: number; to: string | undefined }>();
  for (const inline of inlines)
    for (const child of inline.children ?? []) {
      if (child.type !== 'link_open') continue;
      const at = (child.meta as { zsStart?: number } | null)?.zsStart;
      if (at === undefined || child.markup === 'autolink') return undefined;
      PLAIN_LINK.lastIndex = at;
      const m = PLAIN_LINK.exec(inline.content);
      if (!m || m[2] !== child.attrGet('href') || m[1] !== m[1]!.trim()) return undefined;
      const seen = links.get(m[0]);
      if (seen) seen.count++;
      else {
        const to = reader.relink(m[2]!);
        links.set(m[0], { count: 1, to: to === undefined ? undefined : `[${m[1]}](${to})` });
      }
    }
  let out = source;
  for (const [text, { count, to }] of links) {
    const parts = out.split(text);
    if (parts.length - 1 !== count) return undefined;
    if (to !== undefined) out = parts.join(to);
  }
  return out.trim();
}

/**
 * A paragraph's or heading's text without markup where it has none: no character that may begin
 * inline syntax (escapes, code, emphasis, entities, HTML, links, directives), no space at a line's
 * edge (a hard break, or indentation micromark drops).
 */
function plainText(inline: Token | undefined): string | undefined {
  const text = inline?.content;
  if (text === undefined || /[\\`*_~&<>[\]{}!:]|[ \t]\n|\n[ \t]/.test(text)) return undefined;
  return text.trim();
}

/**
 * Whether a paragraph kept as written (`asWritten`) may read as `plain`: its text without markup is at least its
 * characters that are never markup. Exact only when the paragraph has no entity, text directive
 * (":name") or bracket, whose reading may take away more; otherwise it says maybe.
 */
export function mayRead(paragraph: Block, plain: string): boolean {
  if (!paragraph.asWritten || /[&[\]{}<]|:[A-Za-z]/.test(paragraph.text)) return true;
  return paragraph.text.replace(/[\s*_~`\\]/g, '').length <= plain.length;
}
