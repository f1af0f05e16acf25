// A Docusaurus site's swizzled CodeBlock (src/theme/CodeBlock) draws every fenced code block of its
// MDX content, as Docusaurus's MDXComponents/Code hands each one to @theme/CodeBlock. A fenced block
// compiles to a <zs-code> element (mdx-compile.ts), which MDX lets a components map replace; this
// component takes its place while a page renders and gives the site's CodeBlock the props
// Docusaurus gives it. Its @theme-original/CodeBlock writes a <zs-code> of its own, with the block's
// text (theme/docusaurus/CodeBlock.tsx), which mdx-render.ts highlights as any other.
import { createElement, type ComponentType } from 'react';
import type { MdxFacts } from './transform-mdx.ts';

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

/** A page's MDX components: the site's, and its CodeBlock for the page's fenced blocks when it swizzled one. */
export function withFences(
  mdx: Record<string, unknown>,
  CodeBlock: ComponentType<Record<string, unknown>> | undefined,
  codes: MdxFacts['code'],
): Record<string, unknown> {
  return CodeBlock ? { ...mdx, [FENCE_ELEMENT]: fenceComponent(CodeBlock, codes) } : mdx;
}
