// A Docusaurus site's swizzled components that draw blocks of its MDX content, as Docusaurus's
// MDXComponents hands each to them. CodeBlock (src/theme/CodeBlock) draws every fenced code block,
// as MDXComponents/Code does: a fenced block compiles to a <zs-code> element (mdx-compile.ts),
// which MDX lets a components map replace; Fence takes its place while a page renders and gives the
// site's CodeBlock the props Docusaurus gives it. Its @theme-original/CodeBlock writes a <zs-code> of
// its own, with the block's text (theme/docusaurus/CodeBlock.tsx), which mdx-render.ts highlights as
// any other. Admonition (src/theme/Admonition) draws every `:::tip` block, which compiles to
// <Admonition> (transform-mdx.ts admonitionJsx); its @theme-original/Admonition is the theme's box
// (theme/docusaurus/Admonition.tsx). Details (src/theme/Details) draws every block `<details>` a
// file writes, which is looked up in the page's components (transform-mdx.ts themeElementJsx), as
// Docusaurus's MDXComponents/Details hands it over: its `<summary>` as the `summary` prop.
import { Children, createElement, Fragment, isValidElement, type ComponentType, type ReactNode } from 'react';
import type { MdxFacts } from './transform-mdx.ts';
import { ADMONITION_TITLE_TAG } from '../../theme/shared/docusaurus.ts';
import { THEME_ELEMENT_ATTR } from './theme-element.ts';
import { WRITTEN_HREF_ATTR } from './links.ts';

/** The element a fenced block compiles to, and the MDX components key that replaces it. */
const FENCE_ELEMENT = 'zs-code';

type Block = { code: string; written: string; meta: string };

/**
 * The component for FENCE_ELEMENT on one page: a page's block carries its number in `codes`, a
 * partial's carries its own text (`data-*`, as @theme/CodeBlock's does).
 */
function fenceComponent(
  CodeBlock: ComponentType<Record<string, unknown>>,
  codes: MdxFacts['code'],
): ComponentType<Record<string, unknown>> {
  function Fence(props: Record<string, unknown>) {
    const own = typeof props['data-code'] === 'string';
    const block: Block | undefined = own
      ? {
          code: String(props['data-code']),
          written: String(props['data-lang'] ?? ''),
          meta: String(props['data-meta'] ?? ''),
        }
      : codes[Number(props.index)];
    if (!block) return createElement(FENCE_ELEMENT, props);
    // Docusaurus's props: the language as a class, the meta as written (codeCompatPlugin, with its
    // `live` flag), and the text with the newline mdast-util-to-hast ends a block with.
    return createElement(CodeBlock, {
      ...(block.written ? { className: `language-${block.written}` } : {}),
      metastring: block.meta || undefined,
      live: block.meta.split(' ').includes('live'),
      children: `${block.code}\n`,
    });
  }
  Fence.displayName = 'SwizzledCodeBlockFence';
  return Fence;
}

/** The site's swizzled components that draw blocks of the content, by Docusaurus's name. */
export interface ContentSwizzles {
  CodeBlock?: ComponentType<Record<string, unknown>>;
  Admonition?: ComponentType<Record<string, unknown>>;
  Details?: ComponentType<Record<string, unknown>>;
  Heading?: ComponentType<Record<string, unknown>>;
}

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

/**
 * Whether the site's swizzled Heading draws the page's Markdown headings, as Docusaurus's
 * MDXComponents hands each to `@theme/Heading` (with its `as` and `id`): unless the site's
 * components file gives the headings components of its own.
 */
export function drawsHeadings(mdx: Record<string, unknown>, { Heading }: ContentSwizzles): boolean {
  return !!Heading && !HEADINGS.some((h) => h in mdx);
}

function mdxHeadings(Heading: ComponentType<Props>): Record<string, ComponentType<Props>> {
  return Object.fromEntries(
    HEADINGS.map((as) => {
      function MdxHeading(props: Props) {
        return createElement(Heading, { as, ...props });
      }
      MdxHeading.displayName = `SwizzledHeading(${as})`;
      return [as, MdxHeading];
    }),
  );
}

type Props = Record<string, unknown>;

/** Docusaurus's MDXComponents/Details over the site's Details: the first `<summary>` child becomes `summary`. */
function mdxDetails(Details: ComponentType<Props>): ComponentType<Props> {
  function MdxDetails(props: Props) {
    const items = Children.toArray(props.children as ReactNode);
    const summary = items.find((item) => isValidElement(item) && item.type === 'summary');
    const rest = items.filter((item) => item !== summary);
    return createElement(Details, { ...props, summary, children: createElement(Fragment, null, ...rest) });
  }
  MdxDetails.displayName = 'SwizzledDetails';
  return MdxDetails;
}

/**
 * The site's own MDX `a`, given a Markdown link's href as Docusaurus gives it: as written, but for a
 * link to a Markdown file or a file it publishes, which are resolved (markdown-rules.ts handedToMdxA).
 */
function writtenHref(A: ComponentType<Props>): ComponentType<Props> {
  function SiteA({ [WRITTEN_HREF_ATTR]: written, ...props }: Props) {
    return createElement(A, written === undefined ? props : { ...props, href: written });
  }
  SiteA.displayName = 'SiteMdxA';
  return SiteA;
}

/** The theme's mark taken off (theme-element.ts): a `<details>` a site component draws is not the theme's to redraw. */
function unmarked(Component: ComponentType<Props>): ComponentType<Props> {
  function Unmarked({ [THEME_ELEMENT_ATTR]: _mark, ...props }: Props) {
    return createElement(Component, props);
  }
  Unmarked.displayName = 'SiteDetails';
  return Unmarked;
}

/**
 * A page's MDX components: the site's, with its swizzled CodeBlock for the page's fenced blocks, its
 * Admonition for its admonitions and its Details for the `<details>` the page writes, when it has
 * them. The site's components file's own `Details` takes those as Docusaurus's MDXComponents.Details
 * does, whole; a `details` of its own does not (Docusaurus looks up `Details`). `atProp`: where the
 * compile says a component is written, which is not the site's to see. All but the code blocks' are
 * the same on every page, and made once per components map (one per bundle).
 */
export function withContentSwizzles(
  mdx: Record<string, unknown>,
  swizzles: ContentSwizzles,
  codes: MdxFacts['code'],
  atProp: string,
): Record<string, unknown> {
  let base = everyPage.get(mdx);
  if (!base) everyPage.set(mdx, (base = forEveryPage(mdx, swizzles, atProp)));
  const { CodeBlock } = swizzles;
  return CodeBlock ? { ...base, [FENCE_ELEMENT]: fenceComponent(CodeBlock, codes) } : base;
}

const everyPage = new WeakMap<Record<string, unknown>, Record<string, unknown>>();

function forEveryPage(
  mdx: Record<string, unknown>,
  swizzles: ContentSwizzles,
  atProp: string,
): Record<string, unknown> {
  const { Admonition, Details } = swizzles;
  const siteDetails = mdx.Details as ComponentType<Props> | undefined;
  const details = siteDetails ?? (Details ? mdxDetails(Details) : undefined);
  const a = mdx.a as ComponentType<Props> | undefined;
  const headings = drawsHeadings(mdx, swizzles) ? mdxHeadings(swizzles.Heading!) : undefined;
  if (!Admonition && !details && !('details' in mdx) && !a && !headings) return mdx;
  const { details: _own, ...rest } = mdx;
  return {
    ...rest,
    ...headings,
    ...(a ? { a: writtenHref(a) } : {}),
    ...(Admonition ? { Admonition: withoutProp(Admonition, atProp) } : {}),
    ...(details ? { details: unmarked(details) } : {}),
  };
}

function withoutProp(
  Site: ComponentType<Record<string, unknown>>,
  prop: string,
): ComponentType<Record<string, unknown>> {
  function Swizzled({ [prop]: _at, ...props }: Record<string, unknown>) {
    // A title with Markdown in it comes as the first child (admonitionJsx): the site's component
    // gets it as its `title`, as Docusaurus's processAdmonitionProps gives it.
    const children = Children.toArray(props.children as ReactNode);
    const first = children[0];
    if (isValidElement<{ children?: ReactNode }>(first) && first.type === ADMONITION_TITLE_TAG)
      return createElement(Site, { ...props, title: first.props.children, children: children.slice(1) });
    return createElement(Site, props);
  }
  Swizzled.displayName = 'SwizzledAdmonition';
  return Swizzled;
}
