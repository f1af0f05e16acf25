// @theme/Logo: the navbar's logo and title as a link, from themeConfig.navbar (what a site's
// Navbar/Logo swizzle renders, giving the classes: navbar__brand, navbar__logo, navbar__title).
import type { AnchorHTMLAttributes } from 'react';
import Link from './Link.tsx';
import ThemedImage from './ThemedImage.tsx';
import useBaseUrl from './useBaseUrl.ts';
import { useThemeConfig } from './theme-common.tsx';

export interface LogoProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  imageClassName?: string;
  titleClassName?: string;
}

interface NavbarLogo {
  alt: string;
  src: string;
  srcDark?: string;
  href?: string;
  width?: number | string;
  height?: number | string;
}

export default function Logo({ imageClassName, titleClassName, ...props }: LogoProps) {
  const navbar = (useThemeConfig() as { navbar?: { title?: string; logo?: NavbarLogo } }).navbar ?? {};
  const { logo, title } = navbar;
  const to = useBaseUrl(logo?.href ?? '/');
  const light = useBaseUrl(logo?.src ?? '');
  const dark = useBaseUrl(logo?.srcDark ?? logo?.src ?? '');
  const image = logo ? (
    <ThemedImage sources={{ light, dark }} alt={logo.alt} width={logo.width} height={logo.height} />
  ) : null;
  return (
    <Link to={to} {...props}>
      {image && imageClassName ? <div className={imageClassName}>{image}</div> : image}
      {title != null ? <b className={titleClassName}>{title}</b> : null}
    </Link>
  );
}
