// @docusaurus/theme-common/Details: the plain <details> that theme-classic's @theme/Details dresses
// and sites use for their own disclosure widgets, in Docusaurus's markup: its `details` class (an
// arrow before the summary, classic.css), `data-collapsed`, the content in its `collapsibleContent`
// box. Native, so it opens and shuts with no script; Docusaurus animates it once hydrated, which a
// static page leaves to the browser.
import { isValidElement, type DetailsHTMLAttributes, type ReactNode } from 'react';
import { CommonDetails as styles } from '../shared/docusaurus-classes.ts';

export interface DetailsProps extends DetailsHTMLAttributes<HTMLDetailsElement> {
  summary?: ReactNode;
}

export function Details({ summary, children, className, ...props }: DetailsProps) {
  return (
    <details
      {...props}
      className={[styles.details, className].filter(Boolean).join(' ')}
      data-collapsed={props.open ? 'false' : 'true'}
    >
      {isValidElement(summary) ? summary : <summary>{summary ?? 'Details'}</summary>}
      <div>
        <div className={styles.collapsibleContent}>{children}</div>
      </div>
    </details>
  );
}
