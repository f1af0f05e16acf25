// theme-common's TOC helpers: the flat `toc` of a page (`{ value, id, level }`, value as HTML)
// nested as Docusaurus's treeifyTOC nests it, each item under the latest item before it of a
// shallower level, and filtered after nesting, so an item outside min..max leaves its children in
// its place (an h3, h2, h4 run with min 3 is two items, not an h3 holding the h4).
import { useMemo } from 'react';

export interface TOCItem {
  value: string;
  id: string;
  level: number;
}

export type TOCTreeNode = TOCItem & { children: TOCTreeNode[] };

export function treeifyTOC(toc: readonly TOCItem[]): TOCTreeNode[] {
  const nodes = toc.map((item) => ({ ...item, children: [] as TOCTreeNode[] }));
  const latestAt: number[] = [];
  const top: TOCTreeNode[] = [];
  nodes.forEach((node, i) => {
    let parent = -1;
    for (let level = 2; level < node.level; level++) parent = Math.max(parent, latestAt[level] ?? -1);
    latestAt[node.level] = i;
    if (parent >= 0) nodes[parent]!.children.push(node);
    else top.push(node);
  });
  return top;
}

export function filterTOC({
  toc,
  minHeadingLevel,
  maxHeadingLevel,
}: {
  toc: readonly TOCTreeNode[];
  minHeadingLevel: number;
  maxHeadingLevel: number;
}): TOCTreeNode[] {
  return toc.flatMap((node) => {
    const children = filterTOC({ toc: node.children, minHeadingLevel, maxHeadingLevel });
    return node.level >= minHeadingLevel && node.level <= maxHeadingLevel ? [{ ...node, children }] : children;
  });
}

export function useTreeifiedTOC(toc: readonly TOCItem[]): readonly TOCTreeNode[] {
  return useMemo(() => treeifyTOC(toc), [toc]);
}

export function useFilteredAndTreeifiedTOC({
  toc,
  minHeadingLevel,
  maxHeadingLevel,
}: {
  toc: readonly TOCItem[];
  minHeadingLevel: number;
  maxHeadingLevel: number;
}): readonly TOCTreeNode[] {
  return useMemo(
    () => filterTOC({ toc: treeifyTOC(toc), minHeadingLevel, maxHeadingLevel }),
    [toc, minHeadingLevel, maxHeadingLevel],
  );
}
