// @theme/Details: a native <details> with its `summary` (a string or an element), styled as
// <details> in Markdown.
import { isValidElement, type DetailsHTMLAttributes, type ReactNode } from 'react';

export interface DetailsProps extends DetailsHTMLAttributes<HTMLDetailsElement> {
  summary?: ReactNode;
}

export default function Details({ summary, children, className, ...rest }: DetailsProps) {
  const head =
    isValidElement(summary) && summary.type === 'summary' ? summary : <summary>{summary ?? 'Details'}</summary>;
  return (
    <details className={['details', className].filter(Boolean).join(' ')} {...rest}>
      {head}
      <div className="details__content">{children}</div>
    </details>
  );
}
