// Transform (mdast) of an MDX file, run inside the MDX compiler as a remark plugin. JSX and
// expressions stay for React to evaluate; what zapsite adds is the same as for Markdown: links and
// images written as plain strings are resolved and recorded, admonitions become the theme's
// <Admonition>, `{/* truncate */}` marks the excerpt, code blocks are numbered for the highlighter.
import { inlineReferences } from './references.ts';
import type { Root as MdRoot, Nodes as MdNodes, Parents as MdParents } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { transformCommon, readAdmonition, plainText } from './transform-mdast.ts';
import { resolveHref, resolveImage } from './links.ts';
import { normaliseLanguage, type CodeJob } from './highlight.ts';
import { pos, type State } from './state.ts';
import type { Position } from '../types.ts';

export interface MdxFacts {
  /** Code blocks in order; `written` is the language as the author wrote it (the block's class). */
  code: (CodeJob & { written: string })[];
  firstHeading?: string;
  /** Every capitalised component the file writes, where it is first written. */
  components: Map<string, Position | undefined>;
}

/** What the plugin needs besides the file's state. */
export interface MdxTransformOptions {
  /** Components that are told where they are written (prop `atProp`), for located errors. */
  located: ReadonlySet<string>;
  atProp: string;
}

type Jsx = MdxJsxFlowElement | MdxJsxTextElement;

// The mdast-to-hast handler finds a code block's number here.
export const CODE_INDEX = Symbol('zs-code-index');

export function transformMdx(tree: MdRoot, st: State, opts: MdxTransformOptions): MdxFacts {
  const facts: MdxFacts = { code: [], components: new Map() };
  inlineReferences(tree);
  const first = tree.children.find((n) => n.type !== 'mdxjsEsm' && n.type !== 'definition' && !(n.type === 'mdxFlowExpression' && /^\s*\/\*[\s\S]*\*\/\s*$/.test(n.value)));
  if (first && first.type === 'heading' && first.depth === 1) {
    facts.firstHeading = plainText(first);
    tree.children.splice(tree.children.indexOf(first), 1);
  }
  const walk = (parent: MdParents): void => {
    for (let i = 0; i < parent.children.length; i++) {
      const node = parent.children[i] as MdNodes;
      const replaced = transformNode(node, st, opts, facts);
      if (replaced !== undefined) {
        (parent.children as MdNodes[]).splice(i, 1, ...replaced);
        i += replaced.length - 1;
        for (const r of replaced) if ('children' in r) walk(r as MdParents);
        continue;
      }
      if ('children' in node) walk(node as MdParents);
    }
  };
  walk(tree);
  return facts;
}

function transformNode(node: MdNodes, st: State, opts: MdxTransformOptions, facts: MdxFacts): MdNodes[] | undefined {
  switch (node.type) {
    case 'code':
      (node as { [CODE_INDEX]?: number })[CODE_INDEX] = facts.code.length;
      facts.code.push({ code: node.value, lang: normaliseLanguage(node.lang ?? ''), written: node.lang ?? '', meta: node.meta ?? '' });
      return undefined;
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      if (/^\s*\/\*\s*truncate\s*\*\/\s*$/.test(node.value)) return [{ type: 'zsTruncate' } as unknown as MdNodes];
      return undefined;
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      jsxElement(node, st, opts, facts);
      return undefined;
    case 'containerDirective': {
      const admonition = readAdmonition(node, st);
      if (!admonition) return node.children as MdNodes[];
      const attributes: MdxJsxAttribute[] = [attr('type', admonition.type)];
      if (admonition.title !== undefined) attributes.push(attr('title', admonition.title));
      const at = pos(node);
      if (at) attributes.push(attr(opts.atProp, `${at.line}:${at.column}`));
      return [{ type: 'mdxJsxFlowElement', name: 'Admonition', attributes, children: admonition.children, position: node.position } as unknown as MdNodes];
    }
    default:
      return transformCommon(node, st);
  }
}

const attr = (name: string, value: string): MdxJsxAttribute => ({ type: 'mdxJsxAttribute', name, value });

/** Links and images written as plain strings are resolved; components are recorded. */
function jsxElement(node: Jsx, st: State, opts: MdxTransformOptions, facts: MdxFacts): void {
  const name = node.name;
  if (!name) return; // a fragment
  const at = pos(node);
  const strings = new Map<string, MdxJsxAttribute>();
  for (const a of node.attributes) if (a.type === 'mdxJsxAttribute' && typeof a.value === 'string') strings.set(a.name, a);
  const setString = (key: string, value: string) => {
    const a = strings.get(key);
    if (a) a.value = value;
  };
  if (/^[a-z]/.test(name)) {
    // React knows `className`; HTML pasted into MDX says `class`.
    for (const a of node.attributes) if (a.type === 'mdxJsxAttribute' && a.name === 'class') a.name = 'className';
    const href = strings.get('href')?.value;
    if (name === 'a' && typeof href === 'string') setString('href', resolveHref(href, st, at));
    const src = strings.get('src')?.value;
    if (name === 'img' && typeof src === 'string') {
      const img = resolveImage(src, st, at);
      if (img) setString('src', img.url);
      // As Markdown images are: sized when known, and loaded lazily unless the author says otherwise.
      const has = (key: string) => node.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === key);
      if (img?.width !== undefined && !has('width') && !has('height')) node.attributes.push(attr('width', String(img.width)), attr('height', String(img.height ?? '')));
      if (!has('loading')) node.attributes.push(attr('loading', 'lazy'));
      if (!has('decoding')) node.attributes.push(attr('decoding', 'async'));
    }
    return;
  }
  const base = name.split('.')[0]!;
  if (!facts.components.has(base)) facts.components.set(base, at);
  for (const key of ['to', 'href']) {
    const v = strings.get(key)?.value;
    if (typeof v === 'string') setString(key, resolveHref(v, st, at));
  }
  const src = strings.get('src')?.value;
  if (typeof src === 'string') {
    const img = resolveImage(src, st, at);
    if (img) {
      setString('src', img.url);
      // The theme's components size images they are given; the site's own are left as written.
      if (st.comps.names.has(name)) {
        if (!strings.has('width') && img.width !== undefined) node.attributes.push(attr('width', String(img.width)));
        if (!strings.has('height') && img.height !== undefined) node.attributes.push(attr('height', String(img.height)));
      }
    }
  }
  if (st.comps.names.has(name)) st.components.add(name);
  if (opts.located.has(name) && at) node.attributes.push(attr(opts.atProp, `${at.line}:${at.column}`));
}
