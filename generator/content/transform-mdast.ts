// What zapsite's Markdown rules (markdown-rules.ts, one walk for both formats) do with the nodes
// both formats have (transformCommon: directives put back as text, links and images resolved,
// `{#id}` heading ids), with raw HTML (truncate markers, comments dropped, links and images in it:
// html-links.ts), admonitions, and the directives left to the site's plugins.
import { emojifyHeading } from './emoji.ts';
import type {
  Root as MdRoot,
  Nodes as MdNodes,
  Parents as MdParents,
  Paragraph,
  PhrasingContent,
  Html,
  Heading,
  Link,
} from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { admonitionKeywordList, isAdmonition } from './admonitions.ts';
import { fileLink, resolveHref, resolveImage } from './links.ts';
import { htmlLinks } from './html-links.ts';
import { pos, report, type State } from './state.ts';
import { diag } from '../diagnostics.ts';
import type { LinkRef } from '../types.ts';
import { HEADING_ID_BODY } from './heading-id.ts';

/** Raw HTML (`.md` only: MDX has none): the truncate marker, comments dropped, links and images in it. */
export function htmlNode(node: Html, st: State, asMdx = false): MdNodes[] | undefined {
  if (/^<!--\s*truncate\s*-->$/.test(node.value.trim())) return [{ type: 'zsTruncate' } as unknown as MdNodes];
  // MDX reads a comment as an expression that renders nothing but keeps its place between blocks
  // (their line breaks stay): read as MDX by markdown-it, it leaves an empty node there.
  if (/^<!--[\s\S]*-->$/.test(node.value.trim())) return asMdx ? [{ type: 'html', value: '' }] : [];
  htmlLinks(node, st);
  return undefined;
}

/** An admonition's kind, title and content; any other `:::name` container is reported (its content stays). */
export function readAdmonition(node: ContainerDirective, st: State): Admonition | undefined {
  if (!isAdmonition(node.name)) {
    report(
      st,
      diag({
        code: 'unknown-directive',
        args: { keyword: node.name, misplaced: false, shown: 'its content', keywords: admonitionKeywordList() },
      }),
      pos(node),
    );
    return undefined;
  }
  const children = [...node.children] as MdNodes[];
  let title: string | undefined;
  let titleNodes: PhrasingContent[] | undefined;
  if (children[0] && (children[0].data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
    const label = children.shift() as Paragraph;
    title = plainText(label);
    // Markdown in the title (code, emphasis, a link) is drawn as written, as Docusaurus draws it.
    if (label.children.some((c) => c.type !== 'text')) titleNodes = label.children;
  }
  st.components.add('Admonition');
  return { type: node.name, title, titleNodes, children };
}

/** An admonition as read: its keyword, its title as text and, when it has Markdown in it, as nodes. */
export interface Admonition {
  type: string;
  title?: string;
  titleNodes?: PhrasingContent[];
  children: MdNodes[];
}

/** A directive the site's own plugins may still handle (st.siteDirectives). */
export function waitsForSite(node: { type: string; name: string }, st: State): boolean {
  return st.siteDirectives === true && !(node.type === 'containerDirective' && isAdmonition(node.name));
}

// A link zapsite has resolved and recorded (transformCommon), so the pass after the site's plugins leaves it.
const RESOLVED = Symbol('zapsite.link-resolved');

/**
 * Links the site's remark plugins run after (st.siteDirectives): Docusaurus resolves only links to
 * Markdown files before them, so a plugin still sees any other link as written (a `@rushjs/…`
 * link rushstack's plugin turns into a URL) and zapsite resolves and checks it after them.
 */
function resolvedAfterSite(url: string, st: State): boolean {
  return st.siteDirectives === true && !/^[^?#]*\.mdx?(?:[?#]|$)/i.test(url);
}

/**
 * After the site's plugins: the directives none of them handled, reported and put back as text, and
 * the links left for them (or that they added) resolved and recorded; `resolved` is told of each
 * link with what it was written as and what it recorded (an MDX page's, markdown-rules.ts).
 */
export function leftDirectives(
  tree: MdRoot,
  st: State,
  resolved?: (node: Link, written: string, recorded: LinkRef[]) => void,
): void {
  st.siteDirectives = false;
  const walk = (parent: MdParents): void => {
    for (let i = 0; i < parent.children.length; i++) {
      const node = parent.children[i] as MdNodes;
      if ((node.type === 'link' || node.type === 'definition') && !(node as { [RESOLVED]?: true })[RESOLVED]) {
        const written = node.url;
        const before = st.links.length;
        transformCommon(node, st);
        if (resolved && node.type === 'link') resolved(node, written, st.links.slice(before));
      }
      let replaced: MdNodes[] | undefined;
      // A plugin that gave a directive data (`hName`, the element it becomes) handled it, as
      // Docusaurus's unused-directives check reads it: it stays for mdast-to-hast to draw.
      if (isDirective(node) && node.data) replaced = undefined;
      else if (node.type === 'containerDirective')
        replaced = readAdmonition(node, st) ? undefined : (node.children as MdNodes[]);
      else if (node.type === 'leafDirective' || node.type === 'textDirective') replaced = transformCommon(node, st);
      if (replaced !== undefined) {
        (parent.children as MdNodes[]).splice(i, 1, ...replaced);
        i--;
        continue;
      }
      if ('children' in node) walk(node as MdParents);
    }
  };
  walk(tree);
}

const isDirective = (node: MdNodes): boolean =>
  node.type === 'containerDirective' || node.type === 'leafDirective' || node.type === 'textDirective';

/**
 * `:::warn Heads up` with a keyword no admonition has is not a container to either parser, so it
 * reaches here as a paragraph of literal text: say so, where it starts.
 */
function literalAdmonition(node: Paragraph, st: State): void {
  const first = node.children[0];
  if (first?.type !== 'text') return;
  const m = /^:{3,}([A-Za-z][\w-]*)/.exec(first.value);
  if (!m) return;
  const known = isAdmonition(m[1]!);
  report(
    st,
    diag({
      code: 'unknown-directive',
      args: { keyword: m[1]!, misplaced: known, shown: 'the block', keywords: admonitionKeywordList() },
    }),
    pos(node),
  );
}

/**
 * What Markdown and MDX files share: directives that are not admonitions put back as text, links
 * and images resolved, `{#id}` heading ids. Returns replacement nodes, or undefined to keep the node.
 */
export function transformCommon(node: MdNodes, st: State): MdNodes[] | undefined {
  switch (node.type) {
    case 'leafDirective':
    case 'textDirective': {
      if (waitsForSite(node, st)) return undefined;
      // Text such as "launch.random:snes" parses as a directive; put the characters back.
      const source = node.position ? sliceSource(st.lines, node.position) : `:${node.name}`;
      if (node.type === 'leafDirective') return [{ type: 'paragraph', children: [{ type: 'text', value: source }] }];
      return [{ type: 'text', value: source }];
    }
    case 'link':
    case 'definition': {
      if (resolvedAfterSite(node.url, st)) return undefined;
      const file = fileLink(node.url, st);
      if (file !== undefined) {
        node.url = file;
        if (node.type === 'link')
          node.data = { ...node.data, hProperties: { ...node.data?.hProperties, target: '_blank' } };
        (node as { [RESOLVED]?: true })[RESOLVED] = true;
        return undefined;
      }
      node.url = resolveHref(node.url, st, pos(node));
      (node as { [RESOLVED]?: true })[RESOLVED] = true;
      return undefined;
    }
    case 'image': {
      const img = resolveImage(node.url, st, pos(node));
      if (img) {
        node.url = img.url;
        node.data = {
          ...node.data,
          hProperties: {
            ...node.data?.hProperties,
            width: img.width,
            height: img.height,
            loading: 'lazy',
            decoding: 'async',
          },
        };
      }
      return undefined;
    }
    case 'paragraph':
      literalAdmonition(node, st);
      return undefined;
    case 'heading': {
      takeHeadingId(node);
      markHeadingImages(node);
      // A text directive in it (`## join:Options`), which is put back as text below: Docusaurus slugs
      // the heading before that, without it, so its id and TOC entry are `join`.
      // (Not when the site's own remark plugins read directives: they decide what one is.)
      const slugText = st.siteDirectives === true ? undefined : directiveFreeText(node);
      // Its shortcodes made emoji, slugged as written (Docusaurus slugs before remark-emoji runs).
      const slugOnly = emojifyHeading(node, plainText);
      node.data = {
        ...node.data,
        hProperties: {
          ...node.data?.hProperties,
          [MARKDOWN_HEADING_PROP]: '',
          ...(slugText !== undefined ? { [SLUG_TEXT_PROP]: slugText } : {}),
          ...(slugOnly !== undefined ? { [SLUG_ONLY_PROP]: slugOnly } : {}),
        },
      };
      return undefined;
    }
    default:
      return undefined;
  }
}

/**
 * A heading's Markdown images, marked for transform-hast.ts: their alt text is part of the heading's
 * text (its id, its TOC entry), as Docusaurus reads a heading with mdast-util-to-string. An `<img>`
 * written as a tag is not: Docusaurus leaves out its alt, and once rendered only the mark tells
 * the two apart.
 */
function markHeadingImages(node: MdParents): void {
  for (const c of node.children as MdNodes[]) {
    if (c.type === 'image') c.data = { ...c.data, hProperties: { ...c.data?.hProperties, [HEADING_IMAGE_PROP]: '' } };
    else if ('children' in c) markHeadingImages(c as MdParents);
  }
}

/** The mark on a heading's Markdown image (hast's name for `data-zs-heading-image`), taken off by transform-hast.ts. */
export const HEADING_IMAGE_PROP = 'dataZsHeadingImage';

/**
 * The mark on a Markdown heading (`data-zs-heading`), taken off by transform-hast.ts: only those
 * get an id, an anchor link and a place in the TOC, as Docusaurus's headings plugin reads only
 * Markdown's. In MDX's HTML, a heading written as a JSX tag or drawn by a component is not one.
 */
export const MARKDOWN_HEADING_PROP = 'dataZsHeading';

/** The text a heading with a text directive in it is slugged and listed by (`data-zs-slug-text`), taken off by transform-hast.ts. */
export const SLUG_TEXT_PROP = 'dataZsSlugText';

/** The text a heading whose shortcodes became emoji is slugged by, its text as written (`data-zs-slug-only`; content/emoji.ts). */
export const SLUG_ONLY_PROP = 'dataZsSlugOnly';

// A text directive as remark-directive reads one in text: `:name`, its `[label]` and `{attributes}`,
// not after another colon (`::`), the name a letter then letters, digits, `-` or `_`, and not a name
// followed by a colon (micromark-extension-directive's afterName: `:tada:` is an emoji shortcode).
const TEXT_DIRECTIVE = /(?<!:):[A-Za-z][\w-]*(?![\w:-])(?:\[([^\]]*)\])?(?:\{[^}]*\})?/g;

/**
 * A heading's text as Docusaurus's headings plugin reads it while a text directive is still one
 * (mdast-util-to-string: a directive gives only its label's text), or undefined when it has none.
 */
function directiveFreeText(node: MdParents): string | undefined {
  let found = false;
  const text = (n: MdNodes): string => {
    if (n.type === 'textDirective') {
      const label = n.children.map((c) => text(c as MdNodes)).join('');
      // Docusaurus's remark-directive (micromark-extension-directive 3) takes a name that starts
      // with a letter only: `10:30pm` is text there, a directive to zapsite's (4).
      if (!/^[A-Za-z]/.test(n.name)) return `:${n.name}${label ? `[${label}]` : ''}`;
      found = true;
      return label;
    }
    if (n.type === 'image') return n.alt ?? '';
    // The fast parser (markdown-it) leaves a text directive as text: read as micromark reads it.
    if (n.type === 'text')
      return n.value.replace(TEXT_DIRECTIVE, (_, label: string | undefined) => ((found = true), label ?? ''));
    if ('value' in n && typeof n.value === 'string') return n.type === 'html' ? '' : n.value;
    return 'children' in n ? (n.children as MdNodes[]).map(text).join('') : '';
  };
  const out = text(node as MdNodes);
  return found ? out : undefined;
}

const HEADING_ID_AT_END = new RegExp(String.raw`\s*\{#(${HEADING_ID_BODY})\}\s*$`);

/**
 * An explicit id written at the end of a heading leaves its text for `hProperties.id`: Docusaurus's
 * `## Title {#custom-id}`, and 3.10's comments `{/* #id *\/}` and `<!-- #id -->`.
 */
export function takeHeadingId(node: Heading): void {
  const last = node.children[node.children.length - 1];
  if (last?.type === 'text') {
    const m = HEADING_ID_AT_END.exec(last.value);
    if (m) {
      last.value = last.value.slice(0, m.index);
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id: m[1]!.trim() } };
    }
  }
  const commentId = last && headingCommentId(last as MdNodes);
  if (commentId) {
    // As Docusaurus 3.10: the comment goes, and the space before it.
    node.children.pop();
    const before = node.children[node.children.length - 1];
    if (before?.type === 'text') before.value = before.value.trimEnd();
    node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id: commentId } };
  }
}

/**
 * The id a heading's last node gives it as a comment, Docusaurus 3.10's other explicit id: an MDX
 * comment alone in its braces, `{/* #my-id *\/}`, or an HTML comment, `<!-- #my-id -->`; the first
 * word of the comment, when it starts with `#`.
 */
function headingCommentId(node: MdNodes): string | undefined {
  let comment: string | undefined;
  if (node.type === 'mdxTextExpression') comment = /^\s*\/\*((?:(?!\*\/)[\s\S])*)\*\/\s*$/.exec(node.value)?.[1];
  else if (node.type === 'html') comment = /^<!--([\s\S]*)-->$/.exec(node.value)?.[1];
  const first = comment?.trim().split(' ')[0];
  return first?.startsWith('#') && first.length > 1 ? first.slice(1) : undefined;
}

function sliceSource(
  lines: string[],
  p: { start: { line: number; column: number }; end: { line: number; column: number } },
): string {
  if (p.start.line === p.end.line) return lines[p.start.line - 1]!.slice(p.start.column - 1, p.end.column - 1);
  const parts = [lines[p.start.line - 1]!.slice(p.start.column - 1)];
  for (let l = p.start.line; l < p.end.line - 1; l++) parts.push(lines[l]!);
  parts.push(lines[p.end.line - 1]!.slice(0, p.end.column - 1));
  return parts.join('\n');
}

export function plainText(node: MdNodes): string {
  if ('value' in node && typeof node.value === 'string' && node.type !== 'html') return node.value;
  // An image's text is its alt, as mdast-util-to-string reads it (Docusaurus's titles and heading ids).
  if (node.type === 'image') return node.alt ?? '';
  if ('children' in node) return (node.children as MdNodes[]).map(plainText).join('');
  return '';
}
