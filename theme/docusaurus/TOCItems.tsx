// @theme/TOCItems: the list inside Docusaurus's TOC, which a site's own TOC renders (and a site may
// swizzle: theme/classic/Toc.tsx draws the side column's list through it). The headings nested and
// kept to min..max (the props', else themeConfig.tableOfContents', else 2 and 3), followed as the
// page scrolls when given both link class names, as Docusaurus's.
import { useMemo, type ReactNode } from 'react';
import { useThemeConfig } from './theme-common.tsx';
import { useTOCHighlight, type TocHighlightConfig } from './toc-highlight-hook.ts';
import { useFilteredAndTreeifiedTOC, type TOCItem } from './toc-tree.ts';
import TOCItemTree from './TOCItems/Tree.tsx';

export interface TOCItemsProps {
  toc: readonly TOCItem[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  className?: string;
  linkClassName?: string | null;
  linkActiveClassName?: string;
}

export default function TOCItems({
  toc,
  className = 'table-of-contents table-of-contents__left-border',
  linkClassName = 'table-of-contents__link',
  linkActiveClassName = undefined,
  minHeadingLevel: minOption,
  maxHeadingLevel: maxOption,
  ...props
}: TOCItemsProps): ReactNode {
  const levels = useThemeConfig().tableOfContents as { minHeadingLevel?: number; maxHeadingLevel?: number } | undefined;
  const minHeadingLevel = minOption ?? levels?.minHeadingLevel ?? 2;
  const maxHeadingLevel = maxOption ?? levels?.maxHeadingLevel ?? 3;
  const tree = useFilteredAndTreeifiedTOC({ toc, minHeadingLevel, maxHeadingLevel });
  const highlight: TocHighlightConfig | undefined = useMemo(
    () =>
      linkClassName && linkActiveClassName
        ? { linkClassName, linkActiveClassName, minHeadingLevel, maxHeadingLevel }
        : undefined,
    [linkClassName, linkActiveClassName, minHeadingLevel, maxHeadingLevel],
  );
  useTOCHighlight(highlight);
  return <TOCItemTree toc={tree} className={className} linkClassName={linkClassName} {...props} />;
}
