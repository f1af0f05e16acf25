// Docusaurus's code block helpers from @docusaurus/theme-common (its /internal entry), for a site's
// own swizzled CodeBlock: the title and line numbers a meta string asks for, the language of a
// `language-x` class, the lines magic comments or a `{1,4-6}` range mark (theme/shared/magic-comments.ts,
// which zapsite's own code blocks use too), and the word-wrap toggle.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { highlightComments, magicLines, type MagicComment } from '../shared/magic-comments.ts';

/** Docusaurus's default magic comments, with its class for a highlighted line. */
const DOCUSAURUS_MAGIC_COMMENTS = highlightComments('theme-code-block-highlighted-line');

/** The `title="…"` (or `title='…'`) of a meta string, or ''. */
export function parseCodeBlockTitle(metastring?: string): string {
  return /title=(["'])(.*?)\1/.exec(metastring ?? '')?.[2] ?? '';
}

/** Whether the meta string asks for line numbers. */
export function containsLineNumbers(metastring?: string): boolean {
  return Boolean(metastring?.includes('showLineNumbers'));
}

/** The language a `language-x` class names, if any. */
export function parseLanguage(className: string): string | undefined {
  return className
    .split(' ')
    .find((c) => c.startsWith('language-'))
    ?.slice('language-'.length);
}

/** The code without its last newline and magic comment lines, and each line's classes by its 0-based index. */
export function parseLines(
  content: string,
  options: { metastring?: string; language?: string; magicComments?: readonly MagicComment[] },
): { lineClassNames: Record<number, string[]>; code: string } {
  const { code, classes } = magicLines({
    code: content.replace(/\n$/, ''),
    meta: options.metastring ?? '',
    written: options.language,
    magicComments: options.magicComments ?? DOCUSAURUS_MAGIC_COMMENTS,
  });
  return { lineClassNames: Object.fromEntries(classes), code };
}

/**
 * The word-wrap button's state: wrapping sets the block's `white-space`, as Docusaurus's hook does.
 * On the server nothing wraps and nothing scrolls; the browser measures once the block is there.
 */
export function useCodeWordWrap(): {
  codeBlockRef: RefObject<HTMLPreElement | null>;
  isEnabled: boolean;
  isCodeScrollable: boolean;
  toggle: () => void;
} {
  const codeBlockRef = useRef<HTMLPreElement | null>(null);
  const [isEnabled, setEnabled] = useState(false);
  const [isCodeScrollable, setScrollable] = useState(false);
  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (code) {
      if (isEnabled) code.removeAttribute('style');
      else code.style.whiteSpace = 'pre-wrap';
    }
    setEnabled((on) => !on);
  }, [isEnabled]);
  useEffect(() => {
    const block = codeBlockRef.current;
    if (block) setScrollable(block.scrollWidth > block.clientWidth);
  }, [isEnabled]);
  return { codeBlockRef, isEnabled, isCodeScrollable, toggle };
}
