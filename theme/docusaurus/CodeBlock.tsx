// @theme/CodeBlock: a code block highlighted as a fenced block is (language, title, line numbers,
// magic comments). The server leaves a <zs-code> that generator/content/mdx-pages.ts highlights;
// inside an island, in a box whose content the browser's CodeBlock keeps (CodeBlockKept.tsx).
import { Children, createElement, isValidElement, type ComponentType, type ReactNode } from 'react';
import { insideIsland, KEPT_CODE_ATTR } from '../shared/island.ts';
import { CodeBlockContainer, CodeBlockContent } from '../shared/docusaurus-classes.ts';

export interface CodeBlockProps {
  children?: ReactNode;
  language?: string;
  className?: string;
  title?: ReactNode;
  metastring?: string;
  showLineNumbers?: boolean | number;
}

/** The block's source, as its children give it. */
export function codeBlockText(children: ReactNode): string {
  if (typeof children === 'string' || typeof children === 'number') return String(children);
  if (Array.isArray(children)) return children.map(codeBlockText).join('');
  return '';
}

/**
 * Docusaurus's CodeBlock/Content/Element, for children that hold React elements: a standalone block
 * with the children drawn as they are, not highlighted (in an island, kept as the others are).
 */
export function elementBlock(children: ReactNode, className: string | undefined): ReactNode {
  if (!Children.toArray(children).some((c) => isValidElement(c))) return undefined;
  const classes = [
    `${CodeBlockContent.codeBlockStandalone} thin-scrollbar`,
    className,
    `${CodeBlockContainer.codeBlockContainer} theme-code-block`,
  ];
  return createElement(
    'pre',
    { tabIndex: 0, className: classes.filter(Boolean).join(' ') },
    createElement('code', { className: CodeBlockContent.codeBlockLines }, children),
  );
}

export default function CodeBlock({
  children,
  language,
  className,
  title,
  metastring,
  showLineNumbers,
}: CodeBlockProps) {
  const asElements = elementBlock(children, className);
  if (asElements) return insideIsland() ? keptBox(asElements) : asElements;
  const lang = codeBlockLanguage(language, className);
  const meta = [
    metastring,
    typeof title === 'string' ? `title=${JSON.stringify(title)}` : '',
    showLineNumbers === true
      ? 'showLineNumbers'
      : typeof showLineNumbers === 'number'
        ? `showLineNumbers=${showLineNumbers}`
        : '',
  ]
    .filter(Boolean)
    .join(' ');
  // Classes besides the language go on the block's container, as Docusaurus puts them there.
  const extra = (className ?? '')
    .split(/\s+/)
    .filter((c) => c && !c.startsWith('language-'))
    .join(' ');
  // The block's text is its source; a trailing newline is not a line of its own, as in Markdown.
  const block = createElement('zs-code', {
    'data-lang': lang,
    'data-meta': meta,
    'data-code': codeBlockText(children).replace(/\n$/, ''),
    ...(extra ? { 'data-class': extra } : {}),
  });
  return insideIsland() ? keptBox(block) : block;
}

const keptBox = (block: ReactNode) =>
  createElement('div', { style: { display: 'contents' }, [KEPT_CODE_ATTR]: '' }, block);

/** The site's own CodeBlock, in an island, in the box whose block the browser keeps as the build drew it. */
export function keptInIsland<P extends object>(SiteCodeBlock: ComponentType<P>): ComponentType<P> {
  return function KeptCodeBlock(props: P) {
    const block = createElement(SiteCodeBlock, props);
    return insideIsland() ? keptBox(block) : block;
  };
}

/** The block's language: `language`, else the class's `language-x`. */
export function codeBlockLanguage(language: string | undefined, className: string | undefined): string {
  return language ?? /(?:^|\s)language-(\S+)/.exec(className ?? '')?.[1] ?? '';
}
