// @theme/TOCInline: a page's table of contents written where the page puts it, as Docusaurus's
// classic theme renders it: the flat `toc` (`{ value, id, level }`, value as HTML) nested under the
// nearest shallower heading before it, headings outside min..max left out with their children
// lifted to their place, in `<ul class="table-of-contents">` lists of `<a href="#id">` links.
import type { ReactNode } from 'react';

export interface TOCItem {
  value: string;
  id: string;
  level: number;
}

export interface TOCInlineProps {
  toc: readonly TOCItem[];
  /** Docusaurus's defaults (`themeConfig.tableOfContents`): 2 and 3. */
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
}

type TOCNode = TOCItem & { children: TOCNode[] };

/** Each item under the latest item before it of a shallower level (levels 2 to 6), else at the top. */
function nest(toc: readonly TOCItem[]): TOCNode[] {
  const nodes = toc.map((item) => ({ ...item, children: [] as TOCNode[] }));
  const latestAt: number[] = [];
  const top: TOCNode[] = [];
  nodes.forEach((node, i) => {
    let parent = -1;
    for (let level = 2; level < node.level; level++) parent = Math.max(parent, latestAt[level] ?? -1);
    latestAt[node.level] = i;
    if (parent >= 0) nodes[parent]!.children.push(node);
    else top.push(node);
  });
  return top;
}

function within(nodes: TOCNode[], min: number, max: number): TOCNode[] {
  return nodes.flatMap((n) => {
    const children = within(n.children, min, max);
    return n.level >= min && n.level <= max ? [{ ...n, children }] : children;
  });
}

function Tree({ nodes, top }: { nodes: TOCNode[]; top: boolean }): ReactNode {
  if (!nodes.length) return null;
  return (
    <ul className={top ? 'table-of-contents' : undefined}>
      {nodes.map((n) => (
        <li key={n.id}>
          {/* The value is the heading's HTML, written by the MDX compile from the page's own source. */}
          <a href={`#${n.id}`} dangerouslySetInnerHTML={{ __html: n.value }} />
          <Tree nodes={n.children} top={false} />
        </li>
      ))}
    </ul>
  );
}

export default function TOCInline({ toc, minHeadingLevel = 2, maxHeadingLevel = 3 }: TOCInlineProps) {
  return (
    <div className="tableOfContentsInline">
      <Tree nodes={within(nest(toc ?? []), minHeadingLevel, maxHeadingLevel)} top />
    </div>
  );
}
