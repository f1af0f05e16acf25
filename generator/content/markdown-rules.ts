// zapsite's own Markdown rules, written once for `.md` and MDX files: one walk over the Markdown
// tree (links and images resolved, admonitions, truncate markers, directives put back as text,
// `{#id}` heading ids; MDX's JSX attributes and code block numbers), and the same steps as unified
// plugins, which site-plugins.ts places in the one plugin list both formats go through. The nodes
// each format has of its own (raw HTML in `.md`, JSX and expressions in MDX) never meet in one tree,
// so one switch serves both; how an admonition is written out is the only choice by format.
import { headingSlugger } from './heading-slugger.ts';
import { emojify } from './emoji.ts';
import { contentTitle, titleHtml } from './title-html.ts';
import { escapeHtml } from '../../theme/shared/html-escape.ts';
import { SLUG_ONLY_PROP, SLUG_TEXT_PROP } from './transform-mdast.ts';
import type { Root as MdRoot, Nodes as MdNodes, Parents as MdParents, Heading, Link } from 'mdast';
import { WRITTEN_HREF_PROP } from './links.ts';
import type { LinkRef } from '../types.ts';
import { inlineReferences } from './references.ts';
import {
  htmlNode,
  leftDirectives,
  plainText,
  readAdmonition,
  takeHeadingId,
  transformCommon,
  waitsForSite,
} from './transform-mdast.ts';
import {
  admonitionJsx,
  definedNames,
  jsxElement,
  numberCode,
  CODE_INDEX,
  type MdxFacts,
  type MdxTransformOptions,
  type MdxWalk,
} from './transform-mdx.ts';
import { normaliseLanguage } from './highlight.ts';
import { tocExport } from './mdx-toc.ts';
import { headComponent } from './mdx-head.ts';
import type { State } from './state.ts';
import { ADMONITION_TITLE_TAG } from '../../theme/shared/docusaurus.ts';

/** One file's run through the rules: what they read, and what they record. */
export interface RulesJob {
  st: State;
  /** An MDX file: its transform's options (a `.md` file has none). */
  mdx?: MdxTransformOptions;
  /** A `.md` file read as MDX by markdown-it (mdx-fast-path.ts): its comments keep their place, as MDX's do. */
  asMdx?: boolean;
  /** What the rules found in an MDX file (its code blocks, components). */
  facts?: MdxFacts;
  /** An MDX file that exports `toc` (mdx-toc.ts). */
  toc?: boolean;
  /** The title heading, taken out of the tree: Docusaurus's contentTitle of it (title-html.ts). */
  firstHeading?: string;
  /** Its content as HTML, inline markup kept (title-html.ts). */
  firstHeadingHtml?: string;
  /**
   * What Docusaurus's headings plugin slugs for that heading (its id, else its text): docs and
   * pages keep it in their content, so a later heading of the same text is numbered after it; a
   * blog post's is removed before the plugin runs.
   */
  titleSlug?: string;
}

/** The rules on one file's tree: the title heading taken out, then one walk. */
export function applyRules(tree: MdRoot, job: RulesJob): void {
  const { st, mdx } = job;
  const facts: MdxFacts | undefined = mdx ? { code: [], components: new Map(), themeProps: [] } : undefined;
  const names = mdx ? definedNames(tree) : undefined;
  inlineReferences(tree);
  // Comments, imports and link definitions render nothing: the title heading may come after them.
  const first = tree.children.find((n) => !rendersNothing(n));
  if (!mdx?.partial && first && first.type === 'heading' && first.depth === 1) {
    // Its explicit id leaves the title's text, as on any heading (Docusaurus slugs the id).
    takeHeadingId(first);
    const plain = plainText(first);
    job.firstHeading = contentTitle(first, st.lines, plain);
    // Its shortcodes made emoji where it is shown; its title and slug keep them, as Docusaurus's.
    emojify(first);
    job.firstHeadingHtml = titleHtml(first) ?? escapeHtml(plainText(first));
    if (st.file.kind !== 'blog') {
      const id = (first.data as { hProperties?: { id?: unknown } } | undefined)?.hProperties?.id;
      job.titleSlug = id === undefined ? plain : String(id);
    }
    tree.children.splice(tree.children.indexOf(first), 1);
  } else if (!mdx?.partial) titleInPlace(tree, st.file.kind === 'blog');
  const w = { st, asMdx: job.asMdx, mdx: mdx ? { st, opts: mdx, facts: facts!, ...names! } : undefined };
  const walk = (parent: MdParents): void => {
    for (let i = 0; i < parent.children.length; i++) {
      const node = parent.children[i] as MdNodes;
      const replaced = transformNode(node, w);
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
  emojify(tree);
  if (facts) {
    facts.firstHeading = job.firstHeading;
    if (job.firstHeadingHtml !== undefined) facts.firstHeadingHtml = job.firstHeadingHtml;
    facts.titleSlug = job.titleSlug;
    job.facts = facts;
  }
}

/**
 * Docusaurus's content title when something comes before it (`&nbsp;`, a paragraph, a wrapper):
 * the first heading of the file, in reading order and before any thematic break, if it is an h1.
 * Docusaurus wraps it in <header> where it stands and adds no title of its own; so does this (the
 * heading is marked for transform-hast.ts, which gives it no id or anchor, as Docusaurus's h1s).
 * A blog post's is taken out, as Docusaurus's blog does: the post's header shows its title.
 */
function titleInPlace(tree: MdRoot, remove: boolean): void {
  const find = (parent: MdParents): { parent: MdParents; index: number } | null | undefined => {
    for (let index = 0; index < parent.children.length; index++) {
      const node = parent.children[index] as MdNodes;
      if (node.type === 'thematicBreak') return null;
      if (node.type === 'heading') return node.depth === 1 ? { parent, index } : null;
      if ('children' in node) {
        const found = find(node as MdParents);
        if (found !== undefined) return found;
      }
    }
    return undefined;
  };
  const found = find(tree);
  if (!found) return;
  if (remove) {
    found.parent.children.splice(found.index, 1);
    return;
  }
  const heading = found.parent.children[found.index] as Heading;
  heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, dataContentTitle: '' } };
  // A paragraph that becomes <header> (mdast-util-to-hast's hName) holds the heading, in .md and MDX alike.
  (found.parent.children as MdNodes[])[found.index] = {
    type: 'paragraph',
    data: { hName: 'header' },
    children: [heading as never],
  };
}

function rendersNothing(n: MdNodes): boolean {
  if (n.type === 'html') return n.value.startsWith('<!--');
  if (n.type === 'mdxFlowExpression') return /^\s*\/\*[\s\S]*\*\/\s*$/.test(n.value);
  return n.type === 'mdxjsEsm' || n.type === 'definition';
}

/**
 * An MDX file's Markdown link as Docusaurus hands it to the page's `a` component: a link to a
 * Markdown file (or a file it publishes) resolved, any other as written, which the link carries
 * beside its resolved href (`data-zs-href`, taken off again once rendered: mdx-render.ts). Its
 * record is marked, so that a site's own `a` takes over its checking.
 */
function handedToMdxA(node: Link, written: string, recorded: LinkRef[]): void {
  const own = recorded.filter((l) => !l.markdownPath);
  if (!own.length) return;
  for (const l of own) l.viaMdxA = true;
  if (node.url !== written)
    node.data = { ...node.data, hProperties: { ...node.data?.hProperties, [WRITTEN_HREF_PROP]: written } };
}

/** Returns replacement nodes, or undefined to keep the node as it is. */
function transformNode(node: MdNodes, w: { st: State; asMdx?: boolean; mdx?: MdxWalk }): MdNodes[] | undefined {
  const { st, mdx } = w;
  switch (node.type) {
    case 'html':
      return htmlNode(node, st, w.asMdx);
    case 'code':
      if (mdx) numberCode(node, mdx);
      return undefined;
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      if (mdx && /^\s*\/\*\s*truncate\s*\*\/\s*$/.test(node.value))
        return [{ type: 'zsTruncate' } as unknown as MdNodes];
      return undefined;
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      if (mdx) jsxElement(node, mdx);
      return undefined;
    case 'link': {
      const written = node.url;
      const recorded = st.links.length;
      const out = transformCommon(node, st);
      if (mdx) handedToMdxA(node, written, st.links.slice(recorded));
      return out;
    }
    case 'containerDirective': {
      if (waitsForSite(node, st)) return undefined;
      const admonition = readAdmonition(node, st);
      if (!admonition) return node.children as MdNodes[];
      if (mdx) return [admonitionJsx(node, admonition, mdx.opts)];
      return [
        {
          type: 'zsComponent',
          name: 'Admonition',
          props: { type: admonition.type, title: admonition.title },
          children: admonition.titleNodes
            ? [
                { type: 'zsHtml', name: ADMONITION_TITLE_TAG, props: {}, children: admonition.titleNodes },
                ...admonition.children,
              ]
            : admonition.children,
        } as unknown as MdNodes,
      ];
    }
    default:
      return transformCommon(node, st);
  }
}

type Transformer = (tree: MdRoot, file: { data: Record<string, unknown> }) => void;
const jobOf = (file: { data: Record<string, unknown> }) => file.data.zs as RulesJob;

/** The rules as a remark plugin: the file's job rides on `file.data.zs`. */
export function remarkRules(): Transformer {
  return (tree, file) => {
    const job = jobOf(file);
    applyRules(tree, job);
    if (job.toc) tocExport(tree, job.titleSlug);
    headComponent(tree);
  };
}

/**
 * Heading ids, given where Docusaurus's `headings` plugin gives them (after its other defaults,
 * before the site's `remarkPlugins`), so the site's later remark plugins and all its rehype plugins
 * see them. Each id is the one the finished page has (transform-hast.ts slugs the text of the
 * heading, keeping an id already given), so only headings whose text is known here are given one:
 * from the first heading whose text is not (an expression, raw HTML, a footnote mark), the rest are
 * left to the finished page, which then numbers repeated ids the same way as without plugins.
 */
export function remarkHeadingIds(): Transformer {
  return (tree, file) => {
    const slugger = headingSlugger();
    const { titleSlug } = jobOf(file);
    if (titleSlug !== undefined) slugger.slug(titleSlug);
    const visit = (parent: MdParents): boolean => {
      for (const node of parent.children as MdNodes[]) {
        if (node.type === 'heading') {
          const props = (node.data as { hProperties?: Record<string, unknown> } | undefined)?.hProperties;
          const given = props?.id;
          // A heading with a text directive is slugged without it (transform-mdast.ts SLUG_TEXT_PROP).
          const slugText = props?.[SLUG_TEXT_PROP] ?? props?.[SLUG_ONLY_PROP];
          const text = given !== undefined ? undefined : typeof slugText === 'string' ? slugText : knownText(node);
          if (given === undefined && text === undefined) return false;
          // Untrimmed, as Docusaurus slugs it: `## Setup <Badge />` reads "Setup ", so `#setup-`.
          const id = given !== undefined ? (slugger.slug(String(given)), String(given)) : slugger.slug(text!);
          node.data = { ...node.data, id, hProperties: { ...node.data?.hProperties, id } } as Heading['data'];
        } else if ('children' in node && !visit(node as MdParents)) return false;
      }
      return true;
    };
    visit(tree);
  };
}

/**
 * A heading's text as its HTML will read, when the Markdown alone tells it. A component's tag in it
 * counts as the text written between its tags (none for `<Badge />`), not what it renders: the text
 * Docusaurus's headings plugin slugs (mdast-util-to-string), so `## Setup <Badge />` is `#setup-`.
 */
function knownText(node: MdNodes): string | undefined {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if (node.type === 'image') return node.alt ?? '';
  if (
    node.type !== 'heading' &&
    node.type !== 'mdxJsxTextElement' &&
    node.type !== 'emphasis' &&
    node.type !== 'strong' &&
    node.type !== 'delete' &&
    node.type !== 'link'
  )
    return undefined;
  let out = '';
  for (const c of node.children as MdNodes[]) {
    const t = knownText(c);
    if (t === undefined) return undefined;
    out += t;
  }
  return out;
}

/**
 * After the site's remark plugins: the directives none of them took are handled, and in an MDX page
 * the code blocks they added (npm2yarn's tabs) are numbered for the highlighter, and those they
 * rewrote are given to it as they now are.
 */
export function remarkAfterSite(): Transformer {
  return (tree, file) => {
    const job = jobOf(file);
    leftDirectives(tree, job.st, job.mdx ? handedToMdxA : undefined);
    if (job.facts && !job.mdx?.partial) numberSiteCode(tree, job.facts, job.st);
  };
}

function numberSiteCode(tree: MdRoot, facts: MdxFacts, st: State): void {
  const walk = (node: { type: string; children?: unknown[] }): void => {
    if (node.type === 'code') {
      const code = node as unknown as {
        [CODE_INDEX]?: number;
        value: string;
        lang?: string | null;
        meta?: string | null;
      };
      const now = {
        code: code.value,
        lang: normaliseLanguage(code.lang ?? ''),
        written: code.lang ?? '',
        meta: code.meta ?? '',
      };
      const before = code[CODE_INDEX] === undefined ? undefined : facts.code[code[CODE_INDEX]];
      if (!before) {
        code[CODE_INDEX] = facts.code.length;
        facts.code.push({ ...now, magicComments: st.magicComments });
      } else if (before.code !== now.code || before.written !== now.written || before.meta !== now.meta) {
        // A block a site's plugin rewrote (remark-code-import fills a `file=` block from its file).
        facts.code[code[CODE_INDEX]!] = { ...before, ...now };
      }
    }
    for (const c of node.children ?? []) walk(c as { type: string; children?: unknown[] });
  };
  walk(tree);
}
