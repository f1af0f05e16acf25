// @theme/NavbarItem/NavbarNavLink, the link Docusaurus's navbar items are made of, for a site's own
// navbar item built from it (a `custom-…` type): `href` as written, or with the base URL given
// `prependBaseUrlToHref`; `to` as a nav link, active on its own page, or on the pages
// `activeBasePath` or `activeBaseRegex` name; `html` in place of the label; an `href` to another
// site carries the external-link icon after its label (smaller in a dropdown).
import type { ReactNode } from 'react';
import Link from '../Link.tsx';
import IconExternalLink from '../Icon/ExternalLink.tsx';
import { docusaurusSite } from '../context.ts';
import { addBaseUrl, hasProtocol } from '../urls.ts';

export interface NavbarNavLinkProps {
  activeBasePath?: string;
  activeBaseRegex?: string;
  to?: string;
  href?: string;
  label?: ReactNode;
  html?: string;
  isDropdownLink?: boolean;
  prependBaseUrlToHref?: boolean;
  className?: string;
  [attribute: string]: unknown;
}

export default function NavbarNavLink({
  activeBasePath,
  activeBaseRegex,
  to,
  href,
  label,
  html,
  isDropdownLink,
  prependBaseUrlToHref,
  ...props
}: NavbarNavLinkProps) {
  const { siteConfig } = docusaurusSite();
  const withBase = (path: string) => addBaseUrl(siteConfig.url, siteConfig.baseUrl, path);
  const content =
    html !== undefined
      ? { dangerouslySetInnerHTML: { __html: html } }
      : {
          children: (
            <>
              {label}
              {label && href && hasProtocol(href) ? (
                <IconExternalLink {...(isDropdownLink ? { width: 12, height: 12 } : {})} />
              ) : null}
            </>
          ),
        };
  if (href !== undefined) return <Link href={prependBaseUrlToHref ? withBase(href) : href} {...props} {...content} />;
  const base = activeBasePath === undefined ? undefined : withBase(activeBasePath);
  const isActive =
    activeBaseRegex !== undefined
      ? (_match: unknown, location: { pathname: string }) => new RegExp(activeBaseRegex).test(location.pathname)
      : base !== undefined
        ? (_match: unknown, location: { pathname: string }) => location.pathname.startsWith(base)
        : undefined;
  return <Link to={to} isNavLink {...(isActive ? { isActive } : {})} {...props} {...content} />;
}
