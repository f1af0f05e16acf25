// @theme/Footer/LinkItem: one link of the footer, as Docusaurus's classic theme draws it; a site's
// swizzled Footer/Links/MultiColumn or Simple renders each item of the config through it.
import Link from '../Link.tsx';
import useBaseUrl from '../useBaseUrl.ts';
import isInternalUrl from '../isInternalUrl.ts';
import { ExternalLinkIcon } from '../../components/ExternalLinkIcon.tsx';

export interface FooterLinkItemProps {
  item: {
    to?: string;
    href?: string;
    label?: string;
    prependBaseUrlToHref?: boolean;
    className?: string;
    [attribute: string]: unknown;
  };
}

export default function FooterLinkItem({ item }: FooterLinkItemProps) {
  const { to, href, label, prependBaseUrlToHref, className, ...rest } = item;
  const toUrl = useBaseUrl(to ?? '');
  const normalizedHref = useBaseUrl(href ?? '', { forcePrependBaseUrl: true });
  return (
    <Link
      className={className ? `footer__link-item ${className}` : 'footer__link-item'}
      {...(href ? { href: prependBaseUrlToHref ? normalizedHref : href } : { to: toUrl })}
      {...rest}
    >
      {label}
      {href && !isInternalUrl(href) ? <ExternalLinkIcon /> : null}
    </Link>
  );
}
