// @theme/TOCItems/Tree: a nested TOC as Docusaurus's classic theme draws it, `<ul>` lists of
// `<a href="#id">` links whose text is the heading's HTML; the outer list alone takes `className`.
import { memo, type ReactNode } from 'react';
import type { TOCTreeNode } from '../toc-tree.ts';

interface TOCItemTreeProps {
  toc: readonly TOCTreeNode[];
  className?: string;
  linkClassName?: string | null;
  isChild?: boolean;
}

function TOCItemTree({ toc, className, linkClassName, isChild }: TOCItemTreeProps): ReactNode {
  if (!toc.length) return null;
  return (
    <ul className={isChild ? undefined : className}>
      {toc.map((heading) => (
        <li key={heading.id}>
          {/* The value is the heading's HTML, written by the build from the page's own source. */}
          <a
            href={`#${heading.id}`}
            className={linkClassName ?? undefined}
            dangerouslySetInnerHTML={{ __html: heading.value }}
          />
          <TOCItemTree isChild toc={heading.children} className={className} linkClassName={linkClassName} />
        </li>
      ))}
    </ul>
  );
}

export default memo(TOCItemTree);
