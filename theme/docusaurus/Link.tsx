// @docusaurus/Link: an internal link gets the base URL and the site's trailingSlash form; an
// external one opens in a new tab (unless `target` says otherwise). `isNavLink` adds
// `activeClassName` (default "active") on the page it points to.
import type { AnchorHTMLAttributes, Ref } from 'react';
import { docusaurusSite, serverPage } from './context.ts';
import { LINK_ATTR, UNCHECKED_LINK_ATTR } from '../shared/docusaurus.ts';
import { useLocation } from './router.ts';
import { addBaseUrl, applyTrailingSlash, hasProtocol } from './urls.ts';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to?: string;
  autoAddBaseUrl?: boolean;
  isNavLink?: boolean;
  activeClassName?: string;
  exact?: boolean;
  isActive?: (match: unknown, location: { pathname: string }) => boolean;
  'data-noBrokenLinkCheck'?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

const PATHNAME_PROTOCOL = 'pathname://';

export default function Link({
  to,
  href,
  autoAddBaseUrl = true,
  isNavLink,
  activeClassName = 'active',
  exact,
  isActive,
  'data-noBrokenLinkCheck': noCheck,
  className,
  ...rest
}: LinkProps) {
  const { siteConfig } = docusaurusSite();
  const { pathname } = useLocation();
  const written = to ?? href;
  // `pathname://` makes a link to this site's host that is not one of its pages: Docusaurus adds the
  // base URL but not the trailing-slash form, opens it as an external link and does not check it.
  const raw = written?.startsWith(PATHNAME_PROTOCOL) ? written.slice(PATHNAME_PROTOCOL.length) : undefined;
  const internal = written !== undefined && raw === undefined && !hasProtocol(written);
  let target = raw ?? written;
  if (target !== undefined && (internal || raw !== undefined)) {
    if (autoAddBaseUrl && target.startsWith('/') && !target.startsWith('//'))
      target = addBaseUrl(siteConfig.url, siteConfig.baseUrl, target);
    if (internal) target = applyTrailingSlash(target, siteConfig.trailingSlash, siteConfig.baseUrl);
  }
  let cls = className;
  if (isNavLink && target !== undefined && internal) {
    const here = (p: string) => p.replace(/\/$/, '') || '/';
    const active = isActive
      ? isActive(null, { pathname })
      : exact
        ? here(pathname) === here(target)
        : here(pathname) === here(target) || pathname.startsWith(here(target) + '/');
    if (active) cls = [className, activeClassName].filter(Boolean).join(' ');
  }
  const opensNewTab = written !== undefined && !internal;
  // Only on the server: the build takes the mark out of the page before the browser sees it.
  const page = serverPage();
  const unchecked =
    (raw !== undefined || noCheck) && page
      ? { [UNCHECKED_LINK_ATTR]: '' }
      : page?.kind === 'react' || page?.recordLinks
        ? { [LINK_ATTR]: '' }
        : {};
  return (
    <a
      href={target}
      className={cls}
      {...unchecked}
      {...(opensNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...rest}
    />
  );
}
