// @theme/TOCInline: a page's table of contents written where the page puts it, as Docusaurus's
// classic theme renders it: the flat `toc` (`{ value, id, level }`, value as HTML) nested under the
// nearest shallower heading before it, headings outside min..max left out with their children
// lifted to their place, in `<ul class="table-of-contents">` lists of `<a href="#id">` links
// (@theme/TOCItems/Tree, as Docusaurus's TOCInline draws it through TOCItems).
import { filterTOC, treeifyTOC, type TOCItem } from './toc-tree.ts';
import TOCItemTree from './TOCItems/Tree.tsx';
import { TOCInline as styles } from '../shared/docusaurus-classes.ts';

export interface TOCInlineProps {
  toc: readonly TOCItem[];
  /** Docusaurus's defaults (`themeConfig.tableOfContents`): 2 and 3. */
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
}

export default function TOCInline({ toc, minHeadingLevel = 2, maxHeadingLevel = 3 }: TOCInlineProps) {
  return (
    <div className={styles.tableOfContentsInline}>
      <TOCItemTree
        toc={filterTOC({ toc: treeifyTOC(toc ?? []), minHeadingLevel, maxHeadingLevel })}
        className="table-of-contents"
        linkClassName={null}
      />
    </div>
  );
}
