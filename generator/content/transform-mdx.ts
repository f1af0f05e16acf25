// What zapsite's Markdown rules (markdown-rules.ts, one walk for both formats) do with the nodes
// only MDX has. JSX and expressions stay for React to evaluate; links and images written as plain
// strings in JSX are resolved and recorded, admonitions become the theme's <Admonition>, code
// blocks are numbered for the highlighter.
import type { Code, Root as MdRoot, Nodes as MdNodes } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { resolveHref, resolveImage } from './links.ts';
import { MISSING_AS, URL_ATTRIBUTES, srcsetUrls, type UrlKind } from './url-attributes.ts';
import { normaliseLanguage, type CodeJob } from './highlight.ts';
import { pos, report, type State } from './state.ts';
import type { Diagnostic, Position } from '../types.ts';
import { diag } from '../diagnostics.ts';
import type { Admonition } from './transform-mdast.ts';
import { ADMONITION_TITLE_TAG } from '../../theme/shared/docusaurus.ts';
import { THEME_ELEMENT_ATTR } from './theme-element.ts';

export interface MdxFacts {
  /** Code blocks in order; `written` is the language as the author wrote it (the block's class). */
  code: (CodeJob & { written: string; at?: Position })[];
  firstHeading?: string;
  /** RulesJob's `firstHeadingHtml`. */
  firstHeadingHtml?: string;
  /** RulesJob's `titleSlug`. */
  titleSlug?: string;
  /** Every capitalised component the file writes, where it is first written. */
  components: Map<string, Position | undefined>;
  /**
   * Where each component element with children starts and ends ([line, column, line, column]): what
   * lies inside is drawn only if the component draws its children (mdx-render.ts checks only the
   * links a page renders, as Docusaurus does).
   */
  ranges?: [number, number, number, number][];
  /**
   * Warnings about the props a theme component is given, kept apart until the page renders: a
   * site component of the same name (the site's Button) wins over the theme's and takes its own
   * props, and which names the site's components file exports is known only then (mdx-render.ts).
   */
  themeProps: { component: string; diagnostic: Diagnostic }[];
}

/** What the plugin needs besides the file's state. */
export interface MdxTransformOptions {
  /** Components that are told where they are written (prop `atProp`), for located errors. */
  located: ReadonlySet<string>;
  atProp: string;
  /** A partial (a file another imports): its first heading is content, not the page's title. */
  partial?: boolean;
}

type Jsx = MdxJsxFlowElement | MdxJsxTextElement;

// The mdast-to-hast handler finds a code block's number here.
export const CODE_INDEX = Symbol('zs-code-index');

/** What the MDX rules share over one file's walk: its state, options, the facts found, the names it defines. */
export interface MdxWalk {
  st: State;
  opts: MdxTransformOptions;
  facts: MdxFacts;
  own: ReadonlySet<string>;
  /** The names Docusaurus's Link goes by in the file (definedNames). */
  links: ReadonlySet<string>;
}

/** A code block numbered for the highlighter (the hast handler finds the number on the node). */
export function numberCode(node: Code, w: MdxWalk): void {
  const { st, facts } = w;
  (node as { [CODE_INDEX]?: number })[CODE_INDEX] = facts.code.length;
  facts.code.push({
    code: node.value,
    lang: normaliseLanguage(node.lang ?? ''),
    written: node.lang ?? '',
    meta: node.meta ?? '',
    magicComments: st.magicComments,
    at: pos(node),
  });
}

/** An admonition as the theme's <Admonition>, told where it is written. */
export function admonitionJsx(node: ContainerDirective, admonition: Admonition, opts: MdxTransformOptions): MdNodes {
  const attributes: MdxJsxAttribute[] = [attr('type', admonition.type)];
  if (admonition.title !== undefined) attributes.push(attr('title', admonition.title));
  const at = pos(node);
  if (at) attributes.push(attr(opts.atProp, `${at.line}:${at.column}`));
  return {
    type: 'mdxJsxFlowElement',
    name: 'Admonition',
    attributes,
    children: admonition.titleNodes
      ? [
          { type: 'mdxJsxFlowElement', name: ADMONITION_TITLE_TAG, attributes: [], children: admonition.titleNodes },
          ...admonition.children,
        ]
      : admonition.children,
    position: node.position,
  } as unknown as MdNodes;
}

const DOCUSAURUS_LINK = '@docusaurus/Link';

const attr = (name: string, value: string): MdxJsxAttribute => ({ type: 'mdxJsxAttribute', name, value });

/**
 * A block `<details>` the file writes, which Docusaurus's MDX loader hands to its MDXComponents
 * (it renames the tag `Details`; one inside a paragraph stays the browser's). Marked for the
 * theme, which draws it once the page is rendered (theme-element.ts), and looked up in the page's
 * components like a Markdown element, where a site's Details takes it (content-swizzles.ts).
 */
function themeElementJsx(node: Jsx): void {
  node.attributes.push(attr(THEME_ELEMENT_ATTR, ''));
  if (node.data) delete (node.data as { _mdxExplicitJsx?: boolean })._mdxExplicitJsx;
}

/** Links and images written as plain strings are resolved; components are recorded. */
export function jsxElement(node: Jsx, w: MdxWalk): void {
  const { st, opts, facts, own, links } = w;
  // Docusaurus's MDXComponents gives `Details` the component `details` has: a block <Details> the
  // file does not define is the theme's details element (saleor-docs writes it on 434 pages).
  if (
    node.name === 'Details' &&
    node.type === 'mdxJsxFlowElement' &&
    !own.has('Details') &&
    st.comps.elements?.has('details')
  )
    node.name = 'details';
  const name = node.name;
  if (!name) return; // a fragment
  const at = pos(node);
  const strings = new Map<string, MdxJsxAttribute & { value: string }>();
  for (const a of node.attributes)
    if (a.type === 'mdxJsxAttribute' && typeof a.value === 'string')
      strings.set(a.name, a as MdxJsxAttribute & { value: string });
  const has = (key: string) => node.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === key);
  if (/^[a-z]/.test(name)) {
    // React knows `className`; HTML pasted into MDX says `class`.
    for (const a of node.attributes) if (a.type === 'mdxJsxAttribute' && a.name === 'class') a.name = 'className';
    if (st.comps.elements?.has(name) && node.type === 'mdxJsxFlowElement') themeElementJsx(node);
    const urls = URL_ATTRIBUTES[name];
    if (!urls) return;
    let img: ReturnType<typeof resolveImage>;
    for (const a of strings.values()) {
      const kind = urls[a.name.toLowerCase()];
      if (!kind) continue;
      if (name === 'a' && kind === 'link') {
        // A plain <a> is no <Link>: Docusaurus does not check it, so a broken one warns (links.ts resolveHref).
        a.value = resolveHref(a.value, st, valueStart(st, a) ?? at, true);
        continue;
      }
      const found = resolveAttribute(a, kind, st, at);
      if (name === 'img' && a.name === 'src') img = found;
    }
    if (name === 'img' && strings.has('src')) {
      // As Markdown images are: sized when known, and loaded lazily unless the author says otherwise.
      if (img?.width !== undefined && !has('width') && !has('height'))
        node.attributes.push(attr('width', String(img.width)), attr('height', String(img.height ?? '')));
      if (!has('loading')) node.attributes.push(attr('loading', 'lazy'));
      if (!has('decoding')) node.attributes.push(attr('decoding', 'async'));
    }
    return;
  }
  const base = name.split('.')[0]!;
  if (!facts.components.has(base)) facts.components.set(base, at);
  const { start, end } = node.position ?? {};
  if (node.children.length && start && end)
    (facts.ranges ??= []).push([start.line, start.column, end.line, end.column]);
  // The theme's components and Docusaurus's Link take a link or an image: it is resolved and checked
  // here. A site component's props are its own (a repository path, say) and reach it as written, as
  // Docusaurus passes them.
  const takesUrls = st.comps.names.has(name) || links.has(name);
  for (const key of takesUrls ? ['to', 'href'] : []) {
    const a = strings.get(key);
    if (a) resolveAttribute(a, 'link', st, at);
  }
  const src = takesUrls ? strings.get('src') : undefined;
  const img = src ? resolveAttribute(src, 'image', st, at) : undefined;
  // The theme's components size images they are given; the site's own are left as written.
  if (img && st.comps.names.has(name)) {
    if (!strings.has('width') && img.width !== undefined) node.attributes.push(attr('width', String(img.width)));
    if (!strings.has('height') && img.height !== undefined) node.attributes.push(attr('height', String(img.height)));
  }
  if (st.comps.names.has(name)) st.components.add(name);
  if (st.comps.names.has(name) && !own.has(base))
    checkThemeProps(node, name, { ...st, diagnostics: [] }, at).forEach((diagnostic) =>
      facts.themeProps.push({ component: name, diagnostic }),
    );
  if (opts.located.has(name) && at) node.attributes.push(attr(opts.atProp, `${at.line}:${at.column}`));
}

/**
 * A URL attribute resolved and checked where its value is written, and rewritten to what the page
 * serves. Returns the image found, for sizing.
 */
function resolveAttribute(
  a: MdxJsxAttribute & { value: string },
  kind: UrlKind,
  st: State,
  fallback: Position | undefined,
): ReturnType<typeof resolveImage> {
  const start = valueStart(st, a) ?? fallback;
  if (kind === 'link') {
    a.value = resolveHref(a.value, st, start);
    return undefined;
  }
  if (kind === 'srcset') {
    let value = a.value;
    // Back to front, so the earlier candidates' indexes still hold.
    for (const c of srcsetUrls(a.value).reverse()) {
      const found = resolveImage(
        c.url,
        st,
        start && !a.value.slice(0, c.index).includes('\n')
          ? { line: start.line, column: start.column + c.index }
          : start,
        MISSING_AS.srcset,
      );
      if (found && found.url !== c.url)
        value = value.slice(0, c.index) + found.url + value.slice(c.index + c.url.length);
    }
    a.value = value;
    return undefined;
  }
  const found = resolveImage(a.value, st, start, MISSING_AS[kind]);
  if (found) a.value = found.url;
  return found;
}

/** Where an attribute's string value starts in the file: after the "=" and the opening quote. */
function valueStart(st: State, a: MdxJsxAttribute): Position | undefined {
  const p = a.position?.start;
  if (!p) return undefined;
  let seenEquals = false;
  for (let line = p.line, col = p.column - 1; line <= st.lines.length; line++, col = 0) {
    const text = st.lines[line - 1]!;
    for (; col < text.length; col++) {
      const ch = text[col]!;
      if (!seenEquals) seenEquals = ch === '=';
      else if (ch !== ' ' && ch !== '\t') return { line, column: col + 1 + (ch === '"' || ch === "'" ? 1 : 0) };
    }
  }
  return undefined;
}

/**
 * A theme component given a prop it does not read, or without the one it needs (a <Button> with
 * neither `to` nor `href` would link to "#"), is a warning where the prop or the element is written
 * (returned, written into the state given).
 */
function checkThemeProps(node: Jsx, name: string, st: State, at: Position | undefined): Diagnostic[] {
  const spec = st.comps.props?.[name];
  if (!spec) return [];
  let spread = false;
  for (const a of node.attributes) {
    if (a.type !== 'mdxJsxAttribute') {
      spread = true;
      continue;
    }
    if (a.name === 'key' || spec.props.includes(a.name)) continue;
    report(
      st,
      diag({
        code: 'unknown-prop',
        args: { component: name, prop: a.name, props: spec.props },
      }),
      pos(a) ?? at,
    );
  }
  if (
    spec.needs &&
    !spread &&
    !spec.needs.some((p) => node.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === p))
  ) {
    report(
      st,
      diag({
        code: 'missing-prop',
        args: { component: name, needs: spec.needs, advice: spec.needsHint },
      }),
      at,
    );
  }
  return st.diagnostics;
}

/**
 * Names the file's own imports and exports define (`own`: a component by such a name is not the
 * theme's), and the names Docusaurus's Link goes by in it (`links`: its URL props are resolved).
 */
export function definedNames(tree: MdRoot): { own: Set<string>; links: Set<string> } {
  const names = new Set<string>();
  const links = new Set<string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    const program = (node.data as { estree?: { body: EsmStatement[] } } | undefined)?.estree;
    for (const s of program?.body ?? []) {
      for (const spec of s.specifiers ?? [])
        if (s.type === 'ImportDeclaration' && spec.local?.name) {
          names.add(spec.local.name);
          if (s.source?.value === DOCUSAURUS_LINK && spec.type === 'ImportDefaultSpecifier') links.add(spec.local.name);
        }
      const d = s.declaration;
      if (d?.id?.name) names.add(d.id.name);
      for (const v of d?.declarations ?? []) if (v.id?.name) names.add(v.id.name);
    }
  }
  // <Link> the file does not import is Docusaurus's, given by the site's MDX components.
  if (!names.has('Link')) links.add('Link');
  return { own: names, links };
}

interface EsmStatement {
  type: string;
  source?: { value?: unknown };
  specifiers?: { type: string; local?: { name: string } }[];
  declaration?: { id?: { name?: string }; declarations?: { id?: { name?: string } }[] } | null;
}
