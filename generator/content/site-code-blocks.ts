// Fenced code blocks as a site's rehype plugins see them. zapsite makes each block a `<zs-code>`
// placeholder that the theme's highlighter fills once the page renders; Docusaurus hands its rehype
// plugins `<pre><code class="language-x">text</code></pre>`. With such plugins (Shiki's
// @shikijs/rehype among them) each block is written Docusaurus's way for them, and put back after
// them: one they left as text is zapsite's block again, one they filled with elements (coloured
// spans) is drawn as Docusaurus's CodeBlock draws element children, its Content/Element: a standalone
// `<pre>` holding them as they are, not highlighted again.
import type { Element, Root as HRoot } from 'hast';
import type { State as ToHastState } from 'mdast-util-to-hast';
import type { Code } from 'mdast';
import { CodeBlockContainer, CodeBlockContent } from '../../theme/shared/docusaurus-classes.ts';

type CodeHandler = (state: ToHastState, node: Code) => Element;

// The placeholder each Docusaurus-shaped block stands for, by its <code> element.
const placeholders = new WeakMap<Element, Element>();

/** A code handler that writes the block Docusaurus's way, keeping zapsite's placeholder for after the site's plugins. */
export function docusaurusCode(handler: CodeHandler): CodeHandler {
  return (state, node) => {
    const placeholder = handler(state, node);
    // A diagram's block is taken before rehype by Docusaurus's mermaid plugin (markdown.mermaid): never the site's plugins'.
    if (node.lang === 'mermaid') return placeholder;
    const code: Element = {
      type: 'element',
      tagName: 'code',
      properties: {
        ...(node.lang ? { className: [`language-${node.lang}`] } : {}),
        ...(node.meta ? { metastring: node.meta } : {}),
      },
      data: (node.meta ? { meta: node.meta } : undefined) as Element['data'],
      children: [{ type: 'text', value: node.value ? `${node.value}\n` : '' }],
    };
    placeholders.set(code, placeholder);
    return { type: 'element', tagName: 'pre', properties: {}, children: [code] };
  };
}

/** The `<code>` a `<pre>` holds, alone but for white space. */
function onlyCode(pre: Element): Element | undefined {
  const inner = pre.children.filter((c) => !(c.type === 'text' && !c.value.trim()));
  const code = inner[0];
  return inner.length === 1 && code?.type === 'element' && code.tagName === 'code' ? code : undefined;
}

/** Docusaurus's CodeBlock/Content/Element for `code`'s children: a standalone block, as they are. */
function elementBlock(code: Element): Element {
  const own = code.properties.className;
  return {
    type: 'element',
    tagName: 'pre',
    properties: {
      tabIndex: 0,
      className: [
        CodeBlockContent.codeBlockStandalone,
        'thin-scrollbar',
        ...(Array.isArray(own) ? own.map(String) : []),
        CodeBlockContainer.codeBlockContainer,
        'theme-code-block',
      ],
    },
    children: [
      {
        type: 'element',
        tagName: 'code',
        properties: { className: [CodeBlockContent.codeBlockLines] },
        children: code.children,
      },
    ],
  };
}

/** The rehype plugin after the site's: each block back to zapsite's placeholder, or drawn as the plugins left it. */
export function rehypeCodeBack() {
  return (tree: HRoot): void => {
    // Into every parent: MDX's JSX elements hold blocks too (npm2yarn's tabs).
    const walk = (parent: { children: unknown[] }): void => {
      parent.children = parent.children.map((child) => {
        const node = child as Element;
        const code = node.type === 'element' && node.tagName === 'pre' ? onlyCode(node) : undefined;
        if (code) {
          if (code.children.some((c) => c.type === 'element')) return elementBlock(code);
          const placeholder = placeholders.get(code);
          if (placeholder) return placeholder;
        }
        if (Array.isArray(node.children)) walk(node);
        return child;
      });
    };
    walk(tree);
  };
}
