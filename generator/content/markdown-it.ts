// Plain Markdown (.md) parsed with markdown-it and turned into the same mdast that micromark
// builds, so every later step (link resolution, hast, highlighting, HTML) is shared with .mdx.
// markdown-it tokenises ~15x faster than micromark (2.6 s vs 0.16 s on the 1,000-page corpus);
// .mdx still needs micromark for JSX and ESM.
import type { Token } from 'markdown-it';
import type {
  Root,
  RootContent,
  PhrasingContent,
  Parents,
  Paragraph,
  Table,
  List,
  ListItem,
  Text,
  AlignType,
} from 'mdast';
import type { Position as UnistPosition } from 'unist';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { md, mdAsMdx } from './markdown-it-parser.ts';

/**
 * Parse a Markdown body (front matter already blanked) into mdast with source positions. `asMdx`:
 * the file is MDX without JSX, expressions or ESM (content/mdx-fast-path.ts), read as MDX reads it.
 */
export function parseMarkdown(body: string, opts: { asMdx?: boolean } = {}): Root {
  const lines = body.split('\n');
  const tokens = (opts.asMdx ? mdAsMdx : md).parse(body, {});
  const root: Root = { type: 'root', children: [] };
  const stack: Parents[] = [root];
  const footnotes: RootContent[] = [];
  const top = () => stack[stack.length - 1]!;
  // Table cells carry no line map of their own; they sit on their row's line.
  let lastMap: [number, number] | null = null;
  const leaf = (node: RootContent, token: Token) => {
    if (token.map) {
      lastMap = token.map;
      node.position = blockPosition(token.map, lines);
    }
    (top().children as RootContent[]).push(node);
  };
  const open = (node: Parents & RootContent, token: Token) => {
    leaf(node, token);
    stack.push(node);
  };

  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    switch (t.type) {
      case 'paragraph_open':
        open({ type: 'paragraph', children: [], data: t.hidden ? { zsTight: true } : undefined } as Paragraph, t);
        break;
      case 'heading_open':
        open({ type: 'heading', depth: Number(t.tag.slice(1)) as 1 | 2 | 3 | 4 | 5 | 6, children: [] }, t);
        break;
      case 'blockquote_open':
        open({ type: 'blockquote', children: [] }, t);
        break;
      case 'bullet_list_open':
      case 'ordered_list_open': {
        const ordered = t.type === 'ordered_list_open';
        open(
          { type: 'list', ordered, start: ordered ? Number(attr(t, 'start') ?? 1) : null, spread: false, children: [] },
          t,
        );
        break;
      }
      case 'list_item_open':
        open({ type: 'listItem', spread: false, checked: null, children: [] }, t);
        break;
      case 'table_open':
        open({ type: 'table', align: [], children: [] }, t);
        break;
      case 'tr_open':
        open({ type: 'tableRow', children: [] }, t);
        break;
      case 'th_open':
      case 'td_open': {
        open({ type: 'tableCell', children: [] }, t);
        if (t.type === 'th_open') {
          const table = stack[stack.length - 3] as Table;
          const m = /text-align:(left|right|center)/.exec(attr(t, 'style') ?? '');
          table.align!.push((m ? m[1] : null) as AlignType);
        }
        break;
      }
      case 'container_directive_open':
        open(directiveNode(t, lines), t);
        break;
      case 'footnote_open': {
        const meta = t.meta as { label?: string };
        const node = {
          type: 'footnoteDefinition',
          identifier: identifier(meta.label ?? ''),
          label: meta.label,
          children: [],
        } as unknown as Parents & RootContent;
        footnotes.push(node);
        stack.push(node);
        break;
      }
      case 'paragraph_close':
      case 'heading_close':
      case 'blockquote_close':
      case 'table_close':
      case 'tr_close':
      case 'th_close':
      case 'td_close':
      case 'container_directive_close':
      case 'footnote_close':
        stack.pop();
        break;
      case 'list_item_close':
        taskItem(stack.pop() as ListItem);
        break;
      case 'bullet_list_close':
      case 'ordered_list_close':
        tightness(stack.pop() as List);
        break;
      case 'inline':
        (top().children as PhrasingContent[]).push(...inline(t.children ?? [], t.content, t.map ?? lastMap, lines));
        break;
      case 'fence':
      case 'code_block': {
        // An indented block has no info string: no language, no meta.
        const info = t.type === 'fence' ? md.utils.unescapeAll(t.info).trim() : '';
        const space = info.search(/\s/);
        const lang = space < 0 ? info : info.slice(0, space);
        const meta = space < 0 ? '' : info.slice(space + 1).trim();
        leaf({ type: 'code', lang: lang || null, meta: meta || null, value: t.content.replace(/\n$/, '') }, t);
        break;
      }
      case 'hr':
        leaf({ type: 'thematicBreak' }, t);
        break;
      case 'html_block':
        leaf({ type: 'html', value: htmlBlockValue(t, lines) }, t);
        break;
      // thead/tbody, the footnote block wrapper and its back-reference anchors have no mdast node:
      // mdast-util-to-hast builds those itself.
      default:
        break;
    }
  }
  root.children.push(...footnotes);
  // Every literal needs "www.", "://" or "@": most files have none, and skip the tree walks.
  if (LITERAL_HINT.test(body)) autolinkLiterals(root);
  return root;
}

/** A `:::note Title` container: the directive, its title (written after the keyword or in [brackets]) as a label paragraph. */
function directiveNode(t: Token, lines: string[]): Parents & RootContent {
  const m = /^([A-Za-z][\w-]*)(?:\[(.*)\]|[ \t]+(.*))?/.exec(t.info)!;
  const title = m[2] !== undefined ? m[2].replace(/\\([[\]])/g, '$1') : m[3]?.trim();
  const children: RootContent[] = [];
  if (title)
    children.push({
      type: 'paragraph',
      data: { directiveLabel: true },
      children: inline(md.parseInline(title, {})[0]?.children ?? [], title, null, lines),
    } as Paragraph);
  return { type: 'containerDirective', name: m[1]!, attributes: {}, children } as unknown as Parents & RootContent;
}

const LITERAL_HINT = /www\.|:\/\/|@/i;

// HTML blocks that end at a closing tag (kinds 1 to 5: <script>, <pre>, <style>, <textarea>,
// comments, <?, <!X and CDATA) and run unclosed to the end of the file keep their last line ending
// in micromark; every other block drops it.
const CLOSED_BY_TAG = /^ {0,3}(?:<(?:script|pre|style|textarea)(?=[\s>]|$)|<!--|<\?|<![A-Za-z]|<!\[CDATA\[)/i;
const CLOSER = /<\/(?:script|pre|style|textarea)>|-->|\?>|>|\]\]>/i;

function htmlBlockValue(t: Token, lines: string[]): string {
  const value = t.content.replace(/\n+$/, '');
  const toEnd =
    t.map !== null && t.map[1] >= lines.length - 1 && lines[lines.length - 1] === '' && t.map[1] === lines.length - 1;
  if (toEnd && CLOSED_BY_TAG.test(t.content) && !closes(t.content)) return `${value}\n`;
  return value;
}

/** Whether an HTML block of kinds 1 to 5 reaches its closer after its first line. */
function closes(content: string): boolean {
  const open = CLOSED_BY_TAG.exec(content)![0];
  const rest = content.slice(open.length);
  return /^ {0,3}<(?:script|pre|style|textarea)/i.test(open)
    ? /<\/(?:script|pre|style|textarea)>/i.test(rest)
    : CLOSER.test(rest);
}

const findLiterals = gfmAutolinkLiteralFromMarkdown().transforms![0]!;

// A text directive (":name", micromark-extension-directive's rule) splits the text around it in
// micromark, so no autolink literal spans it ("mailto:a@b.c" is "mailto", ":a", "@b.c").
// micromark's literal also ends before "<" and leaves out a trailing entity-like "&name;".
const DIRECTIVE =
  /(?<!:):[^\s\p{P}\p{S}][^\s\p{P}\p{S}_-]*(?:[-_]+[^\s\p{P}\p{S}_-]+)*(?![-_:\p{L}\p{N}\p{M}])|<|&[A-Za-z0-9]+;(?=\s|$)/gu;

/**
 * GFM autolink literals (www., http(s)://, e-mail, mailto:, xmpp:) found as micromark finds them.
 * Only in the top-level blocks whose text could hold one: the transform's tree walk costs ~1 ms a
 * file, and a literal never spans two blocks.
 */
function autolinkLiterals(root: Root): void {
  for (const block of root.children) {
    if (!('children' in block) || !hasLiteralHint(block)) continue;
    splitAtDirectives(block);
    findLiterals(block as unknown as Root);
    mergeTexts(block);
  }
}

function hasLiteralHint(node: Parents): boolean {
  return node.children.some((c) =>
    c.type === 'text' ? LITERAL_HINT.test(c.value) : 'children' in c && hasLiteralHint(c),
  );
}

function splitAtDirectives(node: Parents): void {
  const out: RootContent[] = [];
  for (const child of node.children as RootContent[]) {
    if (child.type !== 'text') {
      if ('children' in child) splitAtDirectives(child as Parents);
      out.push(child);
      continue;
    }
    let from = 0;
    for (const m of child.value.matchAll(DIRECTIVE)) {
      if (m.index > from) out.push({ type: 'text', value: child.value.slice(from, m.index) });
      out.push({ type: 'text', value: m[0] });
      from = m.index + m[0].length;
    }
    if (from === 0) out.push(child);
    else if (from < child.value.length) out.push({ type: 'text', value: child.value.slice(from) });
  }
  (node as { children: RootContent[] }).children = out;
}

function mergeTexts(node: Parents): void {
  const out: RootContent[] = [];
  for (const child of node.children as RootContent[]) {
    const last = out[out.length - 1];
    if (child.type === 'text' && last?.type === 'text' && !last.position && !child.position) {
      last.value += child.value;
      continue;
    }
    if ('children' in child) mergeTexts(child as Parents);
    out.push(child);
  }
  (node as { children: RootContent[] }).children = out;
}

/** micromark's identifier for a label: whitespace collapsed, case folded. */
function identifier(label: string): string {
  return label
    .replace(/[\t\n\r ]+/g, ' ')
    .trim()
    .toLowerCase()
    .toUpperCase()
    .toLowerCase();
}

function blockPosition(map: [number, number], lines: string[]): UnistPosition {
  const line = lines[map[0]] ?? '';
  const column = line.length - line.trimStart().length + 1;
  const endLine = Math.max(map[0] + 1, map[1]);
  return { start: { line: map[0] + 1, column }, end: { line: endLine, column: (lines[endLine - 1] ?? '').length + 1 } };
}

/** markdown-it marks the paragraphs of tight lists hidden; mdast says the same with `spread`. */
function tightness(list: List): void {
  const tight = list.children.some((item) =>
    item.children.some((c) => (c.data as { zsTight?: boolean } | undefined)?.zsTight),
  );
  list.spread = !tight && list.children.some((item) => item.children.length > 0);
  for (const item of list.children) {
    item.spread = list.spread;
    for (const c of item.children) if (c.data && 'zsTight' in c.data) c.data = undefined;
  }
}

/** GFM task list items: "[ ]" or "[x]", then whitespace and more, at the start of the item's first paragraph. */
function taskItem(item: ListItem): void {
  const first = item.children[0];
  if (first?.type !== 'paragraph') return;
  const text = first.children[0];
  if (text?.type !== 'text') return;
  const m = /^\[([ xX])\][ \t\n]/.exec(text.value);
  if (!m || (text.value.length === m[0].length && first.children.length === 1)) return;
  item.checked = m[1] !== ' ';
  // Like mdast-util-gfm-task-list-item: the check and one whitespace character go.
  text.value = text.value.slice(m[0].length);
  if (!text.value) first.children.shift();
}

/** Convert inline tokens to mdast phrasing content. */
function inline(tokens: Token[], content: string, map: [number, number] | null, lines: string[]): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  const stack: PhrasingContent[][] = [out];
  const locate = locator(content, map, lines);
  const add = (node: PhrasingContent) => {
    const list = stack[stack.length - 1]!;
    const last = list[list.length - 1];
    if (node.type === 'text' && last?.type === 'text' && !last.position) (last as Text).value += node.value;
    else list.push(node);
  };
  const push = (node: PhrasingContent & { children: PhrasingContent[] }) => {
    add(node);
    stack.push(node.children);
  };
  for (const t of tokens) {
    switch (t.type) {
      case 'text':
      case 'text_special':
        if (t.content) add({ type: 'text', value: t.content });
        break;
      case 'softbreak':
        add({ type: 'text', value: '\n' });
        break;
      case 'hardbreak':
        add({ type: 'break' });
        break;
      case 'code_inline':
        add({ type: 'inlineCode', value: t.content });
        break;
      case 'html_inline':
        add({ type: 'html', value: t.content, position: locate(t) });
        break;
      case 'em_open':
        push({ type: 'emphasis', children: [] });
        break;
      case 'strong_open':
        push({ type: 'strong', children: [] });
        break;
      case 's_open':
        push({ type: 'delete', children: [] });
        break;
      case 'link_open':
        push({
          type: 'link',
          url: attr(t, 'href') ?? '',
          title: attr(t, 'title') ?? null,
          children: [],
          position: locate(t),
        });
        break;
      case 'em_close':
      case 'strong_close':
      case 's_close':
      case 'link_close':
        stack.pop();
        break;
      case 'image':
        add({
          type: 'image',
          url: attr(t, 'src') ?? '',
          alt: plain(t.children ?? []),
          title: attr(t, 'title') ?? null,
          position: locate(t),
        });
        break;
      case 'footnote_ref': {
        const label = (t.meta as { label?: string }).label ?? '';
        add({ type: 'footnoteReference', identifier: identifier(label), label });
        break;
      }
      default:
        if (t.content) add({ type: 'text', value: t.content });
    }
  }
  return out;
}

function attr(t: Token, name: string): string | null {
  const v = t.attrGet(name);
  return v === null ? null : String(v);
}

/** The text of inline tokens without their markup, as mdast gives an image's alt. */
function plain(tokens: Token[]): string {
  return tokens
    .map((t) =>
      t.type === 'image'
        ? plain(t.children ?? [])
        : t.type === 'softbreak'
          ? '\n'
          : t.type.endsWith('_open') || t.type.endsWith('_close')
            ? ''
            : t.content,
    )
    .join('');
}

/**
 * Map an offset in an inline token's content back to the file. markdown-it keeps only block line
 * ranges; each content line is the source line minus its indentation or quote markers, so a
 * content line's column is where it sits in its source line.
 */
function locator(
  content: string,
  map: [number, number] | null,
  lines: string[],
): (t: Token) => UnistPosition | undefined {
  let starts: number[] | undefined;
  return (t) => {
    const at = (t.meta as { zsStart?: number } | null)?.zsStart;
    if (!map || at === undefined) return undefined;
    starts ??= lineStarts(content);
    let k = 0;
    while (k + 1 < starts.length && starts[k + 1]! <= at) k++;
    const lineNo = map[0] + k;
    const source = lines[lineNo] ?? '';
    const contentLine = content.slice(starts[k], k + 1 < starts.length ? starts[k + 1]! - 1 : undefined);
    const base = contentLine ? source.indexOf(contentLine) : -1;
    const column = (base < 0 ? 0 : base) + (at - starts[k]!) + 1;
    const point = { line: lineNo + 1, column };
    return { start: point, end: point };
  };
}

function lineStarts(text: string): number[] {
  const out = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) out.push(i + 1);
  return out;
}
