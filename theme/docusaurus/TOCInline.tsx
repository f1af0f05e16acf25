// @theme/TOCInline: a page's table of contents written where the page puts it, as Docusaurus's
// classic theme renders it: the flat `toc` (`{ value, id, level }`, value as HTML) nested under the
// nearest shallower heading before it, headings outside min..max left out with their children
// lifted to their place, in `<ul class="table-of-contents">` lists of `<a href="#id">` links.
import type { ReactNode } from 'react';
import { filterTOC, treeifyTOC, type TOCItem, type TOCTreeNode } from './toc-tree.ts';

export interface TOCInlineProps {
  toc: readonly TOCItem[];
  /** Docusaurus's defaults (`themeConfig.tableOfContents`): 2 and 3. */
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
}

function Tree({ nodes, top }: { nodes: TOCTreeNode[]; top: boolean }): ReactNode {
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
      <Tree nodes={filterTOC({ toc: treeifyTOC(toc ?? []), minHeadingLevel, maxHeadingLevel })} top />
    </div>
  );
}
