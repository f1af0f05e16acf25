// @theme/NavbarItem/DefaultNavbarItem, for site code that renders one (a custom navbar item built
// from the theme's link, or an ejected NavbarItem/ComponentTypes map listing it): a navbar link as
// Docusaurus's classic theme draws it, in the bar (`navbar__item navbar__link`), in the phone menu
// (`mobile`: a `menu__list-item`) or in a dropdown (`isDropdownItem`: a `dropdown__link`); `html`
// gives the link's HTML in place of its label. An `href` to another site carries the external-link
// icon after its label, as Docusaurus's NavbarNavLink draws it.
import type { ReactNode } from 'react';
import Link from '../Link.tsx';
import IconExternalLink from '../Icon/ExternalLink.tsx';
import { hasProtocol } from '../urls.ts';

interface Props {
  label?: ReactNode;
  html?: string;
  to?: string;
  href?: string;
  className?: string;
  mobile?: boolean;
  isDropdownItem?: boolean;
  position?: 'left' | 'right';
  activeBasePath?: string;
  activeBaseRegex?: string;
  [attribute: string]: unknown;
}

export default function DefaultNavbarItem({
  label,
  html,
  className,
  mobile,
  isDropdownItem,
  position: _position,
  activeBasePath: _base,
  activeBaseRegex: _regex,
  ...rest
}: Props) {
  const classes = [mobile ? 'menu__link' : isDropdownItem ? 'dropdown__link' : 'navbar__item navbar__link', className]
    .filter(Boolean)
    .join(' ');
  const external = typeof rest.href === 'string' && hasProtocol(rest.href);
  const content =
    html === undefined
      ? {
          children: (
            <>
              {label}
              {external ? <IconExternalLink /> : null}
            </>
          ),
        }
      : { dangerouslySetInnerHTML: { __html: html } };
  const link = <Link {...(rest as Record<string, unknown>)} className={classes} isNavLink {...content} />;
  return mobile || isDropdownItem ? <li className={mobile ? 'menu__list-item' : undefined}>{link}</li> : link;
}
