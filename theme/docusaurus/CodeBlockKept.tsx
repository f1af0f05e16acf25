// @theme/CodeBlock in the browser, inside an island (a live component or a live page that renders
// one, as kysely's playground does). zapsite highlights code blocks in the page's HTML after React
// renders it, which the browser cannot do; so the block the build wrote is kept as it is. The
// server's CodeBlock put it in a `display: contents` box (CodeBlock.tsx); here the box has empty
// inner HTML, which React does not compare as it hydrates and never sets again while it stays
// empty, so the highlighted block (and its copy button, an island of its own) stays. A block the
// browser draws itself, one that appears or whose code changes after the page loaded, is written
// plain, with the classic theme's classes: readable and copyable, not coloured.
import { createElement, useEffect, useLayoutEffect, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { KEPT_CODE_ATTR } from '../shared/island.ts';
import { codeBlockLanguage, codeBlockText, elementBlock, type CodeBlockProps } from './CodeBlock.tsx';
import { CodeBlockContainer, CodeBlockContent, CodeBlockLayout } from '../shared/docusaurus-classes.ts';

// One object, so that React sees the same inner HTML on every render.
const KEEP = { __html: '' };

function element(tag: string, className: string, children: (Node | string)[] = []): HTMLElement {
  const el = document.createElement(tag);
  if (className) el.className = className;
  el.append(...children);
  return el;
}

/** The block as the classic theme writes it, without colours. */
function plainBlock(code: string, lang: string, title: string | undefined): HTMLElement {
  const name = lang || 'text';
  const lines = code.split('\n').flatMap((line, i) => {
    const span = element('span', 'token-line line', [element('span', 'token plain', [line])]);
    return i > 0 ? ['\n', span] : [span];
  });
  const pre = element('pre', `zs-code prism-code language-${name} ${CodeBlockContent.codeBlock} thin-scrollbar`, [
    element('code', CodeBlockContent.codeBlockLines, lines),
  ]);
  pre.tabIndex = 0;
  const content = element('div', CodeBlockLayout.codeBlockContent, [element('div', 'zs-code-box', [pre])]);
  return element('div', `language-${name} theme-code-block ${CodeBlockContainer.codeBlockContainer}`, [
    ...(title ? [element('div', CodeBlockLayout.codeBlockTitle, [title])] : []),
    content,
  ]);
}

export default function CodeBlock({ children, language, className, title }: CodeBlockProps) {
  const box = useRef<HTMLDivElement>(null);
  const drawn = useRef<string | undefined>(undefined);
  const root = useRef<Root | undefined>(undefined);
  const code = codeBlockText(children).replace(/\n$/, '');
  const lang = codeBlockLanguage(language, className);
  const heading = typeof title === 'string' ? title : undefined;
  // Elements for children (Docusaurus's CodeBlock/Content/Element): the build's block is kept as
  // the others are; once the island renders again, React draws them in the box, as they now are.
  const elements = elementBlock(children, className);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const key = elements ? ELEMENTS : JSON.stringify([code, lang, heading]);
    // The build's block, there as the island hydrated: kept.
    if (drawn.current === undefined && el.firstChild) drawn.current = key;
    else if (elements) (root.current ??= createRoot(el)).render(elements);
    if (drawn.current === key) return;
    drawn.current = key;
    if (elements) return;
    const plain = () => el.replaceChildren(plainBlock(code, lang, heading));
    const was = root.current;
    root.current = undefined;
    // A root is let go after the render under way (React refuses it during one), then the box redrawn.
    if (was) queueMicrotask(() => (was.unmount(), plain()));
    else plain();
  }, [code, lang, heading, elements]);
  useEffect(() => () => queueMicrotask(() => root.current?.unmount()), []);
  return createElement('div', {
    ref: box,
    style: { display: 'contents' },
    [KEPT_CODE_ATTR]: '',
    suppressHydrationWarning: true,
    dangerouslySetInnerHTML: KEEP,
  });
}

const ELEMENTS = 'elements';
