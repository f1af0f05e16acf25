// Transform (hast): highlighted code blocks, mermaid diagrams and components rendered by the theme, heading ids and
// anchors, external links marked, wide tables wrapped.
import { toHtml } from 'hast-util-to-html';
import type { Root as HRoot, Element, ElementContent, RootContent, Nodes as HNodes } from 'hast';
import { parseCodeMeta } from './highlight.ts';
import { isExternal } from '../routes/urls.ts';
import type { RenderedChild } from './markdown.ts';
import type { State } from './state.ts';
import type { Heading } from '../types.ts';
import { isThemeElement, themeElement } from './theme-element.ts';
import { KEPT_CODE_ATTR, NEW_TAB_ID, PARTIAL_ATTR } from '../../theme/shared/island.ts';
import { ADMONITION_TITLE_TAG } from '../../theme/shared/docusaurus.ts';
import { WRITTEN_HREF_PROP } from './links.ts';
import { tocValue } from '../../theme/shared/toc-value.ts';
import { HEADING_IMAGE_PROP, MARKDOWN_HEADING_PROP, SLUG_ONLY_PROP, SLUG_TEXT_PROP } from './transform-mdast.ts';

/** The box of a Markdown partial in an island, as hast names its data attribute (data-zs-partial: dataZsPartial). */
const hastProp = (attr: string) => attr.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const PARTIAL_PROP = hastProp(PARTIAL_ATTR);
// The box @theme/CodeBlock renders in inside an island, whose block the browser keeps as built.
const KEPT_CODE_PROP = hastProp(KEPT_CODE_ATTR);

/** What transformHast fills in (`headings`) and reads: the highlighted code blocks, in order, and whether the HTML is a React page's. */
interface HastContext {
  slugger: { slug(text: string): string };
  headings: Heading[];
  highlighted: string[];
  /** A React page's HTML: its headings get no anchor and its links open where they say, as Docusaurus leaves them. */
  reactPage?: boolean;
  /** MDX's or a React page's HTML: only the elements the file writes as tags are the theme's to draw. */
  markedOnly?: boolean;
  /**
   * The page's headings are drawn by the site's swizzled Heading (content-swizzles.ts): they keep
   * the markup it gave them, anchor link and all, and are listed by their ids, with the text of the
   * heading without its anchor link's.
   */
  siteHeadings?: boolean;
}

export function transformHast(root: HRoot, st: State, ctx: HastContext): void {
  const { slugger, headings, highlighted, reactPage = false, markedOnly = false, siteHeadings = false } = ctx;
  let mermaidCount = 0;
  // How many of each theme-drawn element came before, to find the one a warning is about in the file.
  const drawn = new Map<string, number>();
  // inLink: inside an <a>, where a heading gets no anchor link of its own (a link in a link is
  // split apart by the browser's parser: a card written as a link around its heading falls apart).
  const visit = (parent: HRoot | Element, inLink = false): void => {
    for (let i = 0; i < parent.children.length; i++) {
      const node = parent.children[i] as RootContent;
      if (node.type !== 'element') continue;
      const tag = node.tagName;
      if (node.properties.dataIsland !== undefined) {
        // A site component's island is its own HTML, which the browser's render must meet exactly
        // (a hydration mismatch otherwise): no anchors, ids or link marks are added inside it,
        // save in a Markdown partial's box or a code block's, which the browser keeps as built
        // (partial-islands.ts, theme/docusaurus/CodeBlockKept.tsx).
        for (const box of islandIds(node, st.ids)) visit(box, inLink);
        continue;
      }
      // A heading of the content: a Markdown one, or any of a React page or drawn by the site's Heading.
      const heading = /^h[1-6]$/.test(tag) && (markdownHeading(node) || reactPage || siteHeadings);
      // Any element's id is an anchor a link may name; headings are listed with theirs below.
      if (node.properties.id !== undefined && !heading) st.ids.push(String(node.properties.id));
      if (tag === 'a' && typeof node.properties.name === 'string') st.ids.push(node.properties.name);
      // The href as written, which only a site's own MDX `a` reads (markdown-rules.ts handedToMdxA).
      if (tag === 'a') delete node.properties[WRITTEN_HREF_PROP];
      if (tag === 'zs-code') {
        const html = codeHtml(node.properties as unknown as CodeProps, st, highlighted, () => mermaidCount++);
        parent.children[i] = { type: 'raw', value: html } as unknown as ElementContent;
        continue;
      }
      if (tag === 'h1' && node.properties.dataContentTitle !== undefined) {
        // The content's own title, written in place (markdown-rules.ts): no id or anchor, as Docusaurus's
        // h1, but its slug is taken, as Docusaurus's headings plugin slugs it first: a later
        // `## Same text` is #same-text-1 there, and links written for Docusaurus say so.
        slugger.slug((node.properties.id as string | undefined) ?? writtenText(node) ?? hastText(node).trim());
        keptH1Id(node, st, siteHeadings);
        delete node.properties.dataContentTitle;
        st.titleInPlace = true;
      } else if (!heading) {
        // A heading written as a JSX tag, or drawn by a component, is left as it is (above); the
        // footnotes' heading that Markdown's footnotes bring gets its anchor link, as Docusaurus's
        // Heading draws it (from its hast, not a Markdown heading: not in the TOC).
        if (parent.type === 'element' && parent.properties.dataFootnotes !== undefined && node.properties.id)
          anchor(node, String(node.properties.id), hastText(node));
      } else if (tag === 'h1' && !reactPage) {
        // Any other h1 of the content: the slugger counts it as any heading (a later heading of the
        // same text is numbered after it), and Docusaurus's Heading gives an h1 neither id nor anchor.
        slugger.slug((node.properties.id as string | undefined) ?? writtenText(node) ?? hastText(node).trim());
        keptH1Id(node, st, siteHeadings);
      } else if (siteHeadings && tag !== 'h1') {
        const { text, html, slug } = headingInline(node, true);
        const given = node.properties.id as string | undefined;
        const id = given ? (slugger.slug(given), given) : slugger.slug(slug ?? text);
        node.properties.id = id;
        headings.push({ depth: Number(tag[1]), text, id, ...(html !== undefined ? { html } : {}) });
      } else if (reactPage) {
        // A React page's headings are its own; ids it gave them are anchors like any other.
        const id = node.properties.id;
        if (id !== undefined) headings.push({ depth: Number(tag[1]), text: hastText(node).trim(), id: String(id) });
      } else {
        const { text, html, slug } = headingInline(node, false);
        const given = node.properties.id as string | undefined;
        const id = given ? (slugger.slug(given), given) : slugger.slug(slug ?? text);
        node.properties.id = id;
        const depth = Number(tag[1]);
        headings.push({
          depth,
          text,
          id,
          ...(html !== undefined ? { html } : {}),
          position: node.position ? { line: node.position.start.line, column: node.position.start.column } : undefined,
        });
        // A heading inside a link is a card's title (DocCard): its own classes stay, with no anchor link.
        if (!inLink) anchor(node, id, text);
      }
      // Markdown's links are Docusaurus's <Link>, which opens another site in a new tab; a React
      // page's own <a> opens where it says (its <Link>s have their target already).
      if (tag === 'a' && !reactPage) {
        const href = String(node.properties.href ?? '');
        if (isExternal(href)) {
          node.properties.target = '_blank';
          node.properties.rel = ['noopener', 'noreferrer'];
          // Said by screen readers from the page's one note, not written into the link's text.
          const described = node.properties.ariaDescribedBy;
          node.properties.ariaDescribedBy = [...(Array.isArray(described) ? described : []), NEW_TAB_ID];
        }
      }
      if (tag === 'table' && st.comps.wrapTables !== false) {
        // Wide tables scroll inside their own box instead of the page.
        visit(node, inLink);
        parent.children[i] = {
          type: 'element',
          tagName: 'div',
          properties: { className: ['table-wrap'] },
          children: [node],
        };
        continue;
      }
      // Counted before its content, which may hold another: the file's order.
      const nth = isThemeElement(node, st, markedOnly) ? (drawn.get(tag) ?? 0) : -1;
      if (nth >= 0) drawn.set(tag, nth + 1);
      visit(node, inLink || tag === 'a');
      if (nth >= 0) {
        parent.children[i] = { type: 'raw', value: themeElement(node, st, nth) } as unknown as ElementContent;
        continue;
      }
      if (tag === 'zs-component') {
        const name = String(node.properties.dataName);
        const props = JSON.parse(String(node.properties.dataProps)) as Record<string, unknown>;
        const title = node.children.find((c): c is Element => c.type === 'element');
        if (title?.tagName === ADMONITION_TITLE_TAG) {
          props.titleHtml = toHtml({ type: 'root', children: title.children }, { allowDangerousHtml: true });
          node.children = node.children.filter((c) => c !== title);
        }
        const elements: RenderedChild[] = [];
        for (const c of node.children) {
          if (c.type === 'raw' && (c as unknown as { zsChild?: RenderedChild }).zsChild)
            elements.push((c as unknown as { zsChild: RenderedChild }).zsChild);
        }
        const childHtml = toHtml({ type: 'root', children: node.children }, { allowDangerousHtml: true });
        const html = st.comps.render(name, props, { html: childHtml, elements });
        parent.children[i] = {
          type: 'raw',
          value: html,
          zsChild: { name, props, html: childHtml },
        } as unknown as ElementContent;
      }
    }
  };
  visit(root);
}

/** What the MDX render or the Markdown steps left on a `<zs-code>`: the block, its number in the page's list, extra classes. */
interface CodeProps {
  lang: string;
  meta: string;
  code: string;
  index: number;
  extraClass?: string;
}

/** A code block's HTML: its Mermaid diagram (numbered in document order by `nextDiagram`), else the theme's block around its highlighted code. */
function codeHtml(p: CodeProps, st: State, highlighted: string[], nextDiagram: () => number): string {
  // Numbered in document order, so each diagram's source has an id its drawing can name.
  if (st.mermaid && p.lang === 'mermaid')
    return st.comps.render('Mermaid', { code: p.code, index: nextDiagram() }, { html: '', elements: [] });
  const meta = parseCodeMeta(p.meta);
  if (st.comps.liveCodeBlocks && meta.live)
    return st.comps.render(
      'LiveCodeBlock',
      { code: p.code, noInline: meta.noInline },
      { html: highlighted[p.index]!, elements: [] },
    );
  return st.comps.render(
    'CodeBlock',
    {
      title: meta.title,
      language: p.lang || 'text',
      code: p.code,
      showLineNumbers: meta.showLineNumbers,
      ...(p.extraClass ? { className: p.extraClass } : {}),
    },
    { html: highlighted[p.index]!, elements: [] },
  );
}

/** The ids inside an island: anchors a link may name, though zapsite leaves the island as rendered. */
/** The ids in an island; returns the boxes of the Markdown partials in it (whose ids their own visit finds). */
function islandIds(node: Element, ids: string[], boxes: Element[] = []): Element[] {
  for (const c of node.children) {
    if (c.type !== 'element') continue;
    if (c.properties[PARTIAL_PROP] !== undefined || c.properties[KEPT_CODE_PROP] !== undefined) {
      boxes.push(c);
      continue;
    }
    if (c.properties.id !== undefined) ids.push(String(c.properties.id));
    islandIds(c, ids, boxes);
  }
  return boxes;
}

export function hastText(node: HNodes): string {
  if (node.type === 'text') return node.value;
  const alt = headingImageAlt(node);
  if (alt !== undefined) return alt;
  if (node.type === 'element' || node.type === 'root') return node.children.map((c) => hastText(c as HNodes)).join('');
  return '';
}

/**
 * An h1's id: Docusaurus's Heading drops it, so zapsite's content has none; a site's own Heading
 * that keeps it (siteHeadings) makes it an anchor links may name.
 */
function keptH1Id(node: Element, st: State, siteHeadings: boolean): void {
  if (siteHeadings && node.properties.id !== undefined) st.ids.push(String(node.properties.id));
  else delete node.properties.id;
}

/** An h1's text as written where its shortcodes became emoji (content/emoji.ts), taken off it. */
function writtenText(node: Element): string | undefined {
  const written = node.properties[SLUG_ONLY_PROP];
  delete node.properties[SLUG_ONLY_PROP];
  return written === undefined ? undefined : String(written).trim();
}

// The inline markup of a heading that Docusaurus's TOC value keeps (mdx-loader's toHeadingHTMLValue).
const KEPT_INLINE = new Set(['code', 'em', 'strong', 'del']);

/**
 * A heading's text and, when it has inline code, emphasis or strikethrough, its HTML for its TOC
 * entry: those kept, any other element as its text (a link, a component). `anchored`: the heading
 * holds its own anchor link (the site's Heading drew it), left out of both.
 */
function headingInline(node: Element, anchored: boolean): { text: string; html?: string; slug?: string } {
  const given = node.properties[SLUG_TEXT_PROP];
  if (given !== undefined) {
    delete node.properties[SLUG_TEXT_PROP];
    return { text: String(given).trim() };
  }
  // Shortcodes made emoji: the text shows them, the slug is of the text as written (content/emoji.ts).
  const written = node.properties[SLUG_ONLY_PROP];
  if (written !== undefined) {
    delete node.properties[SLUG_ONLY_PROP];
    return { ...headingInline(node, anchored), slug: String(written) };
  }
  let marked = false;
  const id = `#${String(node.properties.id ?? '')}`;
  const walk = (n: HNodes): [string, string] => {
    if (n.type === 'text') return [n.value, tocValue(n.value)];
    const alt = headingImageAlt(n);
    if (alt !== undefined) return [alt, tocValue(alt)];
    if (n.type !== 'element' && n.type !== 'root') return ['', ''];
    if (anchored && n.type === 'element' && n.tagName === 'a' && n.properties.href === id) return ['', ''];
    let text = '';
    let html = '';
    for (const c of n.children) {
      const [t, h] = walk(c as HNodes);
      text += t;
      html += h;
    }
    if (n.type === 'element' && n !== node && KEPT_INLINE.has(n.tagName)) {
      marked = true;
      html = `<${n.tagName}>${html}</${n.tagName}>`;
    }
    return [text, html];
  };
  const [text, html] = walk(node).map((s) => s.trim()) as [string, string];
  return marked && text ? { text, html } : { text };
}

// Docusaurus's message for a heading's anchor link, in the site's language when the classic theme has it.
const HEADING_LINK_TITLE = 'Direct link to {heading}';
let headingLinkTitle = HEADING_LINK_TITLE;

/**
 * Before anything is rendered on a thread: the site's words for it, from the classic theme's
 * messages (theme.common.headingLinkTitle).
 */
export function useLinkWords(messages: Record<string, string> | undefined): void {
  headingLinkTitle = messages?.['theme.common.headingLinkTitle'] ?? HEADING_LINK_TITLE;
}

/**
 * A heading's anchor link, as Docusaurus's Heading draws it: the "anchor" class before any class it
 * has (a site's CSS sizes it), and a link named by the heading's text when that is all it holds,
 * else by its id (`typeof children === 'string' ? children : id`).
 */
function anchor(node: Element, id: string, text: string): void {
  const label = node.children.every((c) => c.type === 'text') ? text : id;
  node.properties.className = ['anchor', ...classesOf(node.properties.className)];
  node.children.push({
    type: 'element',
    tagName: 'a',
    properties: {
      href: `#${id}`,
      className: ['hash-link'],
      ariaLabel: headingLinkTitle.replaceAll('{heading}', label),
      title: headingLinkTitle.replaceAll('{heading}', label),
    },
    // A zero-width space, as Docusaurus has, written as a reference: one non-Latin-1 character
    // makes V8 store the whole page string at two bytes a character.
    children: [{ type: 'raw', value: '&#8203;' } as unknown as ElementContent],
  });
}

/** Whether `node` is a Markdown heading (transform-mdast.ts marks them); the mark is taken off. */
function markdownHeading(node: Element): boolean {
  const marked = node.properties[MARKDOWN_HEADING_PROP] !== undefined;
  delete node.properties[MARKDOWN_HEADING_PROP];
  return marked;
}

/**
 * The alt of a heading's Markdown image (transform-mdast.ts markHeadingImages), which is the
 * heading's text, and the mark taken off: it is read once, as the heading is, and not output.
 */
function headingImageAlt(n: HNodes): string | undefined {
  if (n.type !== 'element' || n.tagName !== 'img' || n.properties[HEADING_IMAGE_PROP] === undefined) return undefined;
  delete n.properties[HEADING_IMAGE_PROP];
  return String(n.properties.alt ?? '');
}

/** A hast className as a list, whichever form it has. */
function classesOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String).filter((c) => c !== 'anchor');
  return typeof value === 'string' ? value.split(/\s+/).filter((c) => c && c !== 'anchor') : [];
}
