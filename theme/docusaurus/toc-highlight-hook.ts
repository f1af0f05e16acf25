// theme-common's useTOCHighlight for a swizzled TOC: in the browser, the page's headings of its
// levels followed with its class names (islands/toc-highlight.ts). At build time it does nothing,
// as in Docusaurus; a TOC that renders at build time only has its links followed by the classic
// theme's own script when they carry Docusaurus's class names.
import { useEffect } from 'react';
import { followToc } from '../islands/toc-highlight.ts';

export interface TocHighlightConfig {
  linkClassName: string;
  linkActiveClassName: string;
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
}

/** Disabled when `config` is undefined, as Docusaurus's. */
export function useTOCHighlight(config: TocHighlightConfig | undefined): void {
  const { linkClassName, linkActiveClassName, minHeadingLevel = 2, maxHeadingLevel = 3 } = config ?? {};
  useEffect(() => {
    if (!linkClassName || !linkActiveClassName) return undefined;
    const levels: string[] = [];
    for (let l = minHeadingLevel; l <= maxHeadingLevel; l++) levels.push(`h${l}.anchor`);
    return followToc(linkClassName, linkActiveClassName, () => [...document.querySelectorAll(levels.join())]);
  }, [linkClassName, linkActiveClassName, minHeadingLevel, maxHeadingLevel]);
}
