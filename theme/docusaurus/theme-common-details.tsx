// @docusaurus/theme-common/Details: the plain <details> that theme-classic's @theme/Details dresses
// and sites use for their own disclosure widgets. Native, so it opens and shuts with no script;
// Docusaurus animates it once hydrated, which a static page leaves to the browser.
import { isValidElement, type DetailsHTMLAttributes, type ReactNode } from 'react';

export interface DetailsProps extends DetailsHTMLAttributes<HTMLDetailsElement> {
  summary?: ReactNode;
}

export function Details({ summary, children, ...props }: DetailsProps) {
  return (
    <details {...props}>
      {isValidElement(summary) ? summary : <summary>{summary ?? 'Details'}</summary>}
      <div>{children}</div>
    </details>
  );
}
