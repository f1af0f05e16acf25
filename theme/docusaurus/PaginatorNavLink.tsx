// @theme/PaginatorNavLink: one side of a previous/next pair, as Docusaurus's classic theme draws it
// (a swizzled DocPaginator or BlogPostPaginator renders it).
import type { ReactNode } from 'react';
import Link from './Link.tsx';

export interface PaginatorNavLinkProps {
  permalink: string;
  title: ReactNode;
  subLabel?: ReactNode;
  isNext?: boolean;
}

export default function PaginatorNavLink({ permalink, title, subLabel, isNext }: PaginatorNavLinkProps) {
  return (
    <Link
      className={`pagination-nav__link ${isNext ? 'pagination-nav__link--next' : 'pagination-nav__link--prev'}`}
      to={permalink}
    >
      {subLabel ? <div className="pagination-nav__sublabel">{subLabel}</div> : null}
      <div className="pagination-nav__label">{title}</div>
    </Link>
  );
}
