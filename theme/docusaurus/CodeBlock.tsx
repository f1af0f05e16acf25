// @theme/CodeBlock: a code block highlighted as a fenced block is (language, title, line numbers,
// magic comments). The server leaves a <zs-code> that generator/content/mdx-pages.ts highlights.
import { createElement, type ReactNode } from 'react';

export interface CodeBlockProps {
  children?: ReactNode;
  language?: string;
  className?: string;
  title?: ReactNode;
  metastring?: string;
  showLineNumbers?: boolean | number;
}

function text(children: ReactNode): string {
  if (typeof children === 'string' || typeof children === 'number') return String(children);
  if (Array.isArray(children)) return children.map(text).join('');
  return '';
}

export default function CodeBlock({
  children,
  language,
  className,
  title,
  metastring,
  showLineNumbers,
}: CodeBlockProps) {
  const lang = language ?? /(?:^|\s)language-(\S+)/.exec(className ?? '')?.[1] ?? '';
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
  return createElement('zs-code', {
    'data-lang': lang,
    'data-meta': meta,
    'data-code': text(children).replace(/\n$/, ''),
    ...(extra ? { 'data-class': extra } : {}),
  });
}
