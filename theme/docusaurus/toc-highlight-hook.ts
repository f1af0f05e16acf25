// theme-common's useTOCHighlight for a swizzled TOC: in the browser, the page's headings followed
// with its class names (islands/toc-highlight.ts). At build time it does nothing, as in Docusaurus;
// a TOC that renders at build time only has its links followed by the classic theme's own script
// when they carry Docusaurus's class names.
import { useEffect } from 'react';
import { startTocHighlight, type TocHighlightConfig } from '../islands/toc-highlight.ts';

/** Disabled when `config` is undefined, as Docusaurus's. */
export function useTOCHighlight(config: TocHighlightConfig | undefined): void {
  const { linkClassName, linkActiveClassName, minHeadingLevel, maxHeadingLevel } = config ?? {};
  useEffect(() => {
    if (!linkClassName || !linkActiveClassName) return undefined;
    return startTocHighlight({ linkClassName, linkActiveClassName, minHeadingLevel, maxHeadingLevel });
  }, [linkClassName, linkActiveClassName, minHeadingLevel, maxHeadingLevel]);
}
