// The navbar brand: the logo (a light and a dark image when the config has `srcDark`, shown by
// html[data-theme] in classic.css) and the title, as Docusaurus's navbar__brand. Shared by the
// navbar and the mobile menu island, so browser-safe.
import { CommonThemedComponent as styles } from '../../shared/docusaurus-classes.ts';
export interface BrandProps {
  href: string;
  title?: string;
  logo?: { src: string; srcDark?: string; alt: string; width?: number | string; height?: number | string };
  external?: boolean;
}

export function Brand({ href, title, logo, external }: BrandProps) {
  const size = { width: logo?.width, height: logo?.height };
  return (
    <a className="navbar__brand" href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {logo ? (
        <div className="navbar__logo">
          {logo.srcDark ? (
            <>
              <img
                src={logo.src}
                alt={logo.alt}
                className={`${styles.themedComponent} ${styles['themedComponent--light']}`}
                {...size}
              />
              <img
                src={logo.srcDark}
                alt={logo.alt}
                className={`${styles.themedComponent} ${styles['themedComponent--dark']}`}
                {...size}
              />
            </>
          ) : (
            <img src={logo.src} alt={logo.alt} {...size} />
          )}
        </div>
      ) : null}
      {title ? <b className="navbar__title text--truncate">{title}</b> : null}
    </a>
  );
}
