// The classic theme's footer, as Docusaurus's: `footer--dark` or light, titled columns of links or
// one row of plain links, a logo, and the copyright written as HTML (the config's own markup); a
// swizzled Footer/Layout lays the three out.
import type { ReactNode } from 'react';
import type { FooterLink, SiteData } from '../../shared/types.ts';
import { Themed } from '../swizzle.tsx';
import { isExternal, siteUrl } from '../../shared/url-path.ts';
import { ExternalLinkIcon } from '../../components/ExternalLinkIcon.tsx';
import { FooterLogo as LogoStyles } from '../../shared/docusaurus-classes.ts';

/** One link of the footer: the site's swizzled Footer/LinkItem when it has one, given Docusaurus's `item`, else ours. */
function FooterLinkItem({ item, site }: { item: Exclude<FooterLink, { html: string }>; site: SiteData }) {
  const { label, to, href, attributes } = item;
  return (
    <Themed
      name="Footer/LinkItem"
      ours={() => <OurLinkItem item={item} site={site} />}
      props={{
        item: { label, ...(to !== undefined ? { to } : {}), ...(href !== undefined ? { href } : {}), ...attributes },
      }}
    />
  );
}

function OurLinkItem({ item, site }: { item: Exclude<FooterLink, { html: string }>; site: SiteData }) {
  const raw = item.to ?? item.href ?? '#';
  const external = isExternal(raw);
  // The item's other fields are its element's attributes, its className added to the theme's.
  const { className, ...attributes } = item.attributes ?? {};
  return (
    <a
      className={typeof className === 'string' ? `footer__link-item ${className}` : 'footer__link-item'}
      href={siteUrl(site.baseUrl, raw)}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...attributes}
    >
      {item.label}
      {/* Docusaurus draws the icon for an `href` only, not for another site given as `to`. */}
      {external && item.href !== undefined ? <ExternalLinkIcon /> : null}
    </a>
  );
}

/**
 * Docusaurus's Footer: its parts (links, logo, copyright) handed to Footer/Layout, which a site may
 * swizzle to lay them out its own way.
 */
export function Footer({ site }: { site: SiteData }) {
  const { footer } = site;
  const hasLinks = footer.links.length > 0 || footer.simpleLinks.length > 0;
  if (!hasLinks && !footer.copyright && !footer.logo) return null;
  const props = {
    style: footer.style,
    links: hasLinks ? <FooterLinks site={site} /> : undefined,
    logo: footer.logo ? <FooterLogo site={site} /> : undefined,
    copyright: footer.copyright ? (
      <div className="footer__copyright" dangerouslySetInnerHTML={{ __html: footer.copyright }} />
    ) : undefined,
  };
  return <Themed name="Footer/Layout" ours={(p) => <FooterLayout {...(p as typeof props)} />} props={props} />;
}

/** Docusaurus's Footer/Layout: the links, then the logo and copyright centred below them. */
function FooterLayout({
  style,
  links,
  logo,
  copyright,
}: {
  style?: string;
  links?: ReactNode;
  logo?: ReactNode;
  copyright?: ReactNode;
}) {
  return (
    <footer className={`theme-layout-footer footer${style === 'dark' ? ' footer--dark' : ''}`}>
      <div className="container container-fluid">
        {links}
        {logo || copyright ? (
          <div className="footer__bottom text--center">
            {logo ? <div className="margin-bottom--sm">{logo}</div> : null}
            {copyright}
          </div>
        ) : null}
      </div>
    </footer>
  );
}

function FooterLogo({ site }: { site: SiteData }) {
  const logo = site.footer.logo!;
  const img = (
    <img
      className="footer__logo"
      src={siteUrl(site.baseUrl, logo.src)}
      alt={logo.alt}
      width={logo.width}
      height={logo.height}
    />
  );
  return logo.href ? (
    <a href={siteUrl(site.baseUrl, logo.href)} className={LogoStyles.footerLogoLink}>
      {img}
    </a>
  ) : (
    img
  );
}

/**
 * Titled columns of links, or one row of plain links: Docusaurus's Footer/Links/MultiColumn and
 * Simple, given the config's `columns` or `links`, which a site may swizzle.
 */
function FooterLinks({ site }: { site: SiteData }) {
  const { footer } = site;
  return footer.links.length ? (
    <Themed
      name="Footer/Links/MultiColumn"
      ours={(p) => <MultiColumn site={site} columns={p.columns as Columns} />}
      props={{ columns: footer.links }}
    />
  ) : (
    <Themed
      name="Footer/Links/Simple"
      ours={(p) => <SimpleLinks site={site} links={p.links as Links} />}
      props={{ links: footer.simpleLinks }}
    />
  );
}

type Columns = SiteData['footer']['links'];
type Links = SiteData['footer']['simpleLinks'];

// Drawn from their props, as Docusaurus's are: a site's wrapper may hand the original other ones.
function MultiColumn({ site, columns }: { site: SiteData; columns: Columns }) {
  return (
    <div className="row footer__links">
      {columns.map((col, i) => (
        <div
          key={i}
          className={`theme-layout-footer-column col footer__col${col.className ? ` ${col.className}` : ''}`}
        >
          <div className="footer__title">{col.title}</div>
          <ul className="footer__items clean-list">
            {col.items.map((item, j) =>
              item.html !== undefined ? (
                <li
                  key={j}
                  className={item.className ? `footer__item ${item.className}` : 'footer__item'}
                  dangerouslySetInnerHTML={{ __html: item.html }}
                />
              ) : (
                <li key={j} className="footer__item">
                  <FooterLinkItem item={item} site={site} />
                </li>
              ),
            )}
          </ul>
        </div>
      ))}
    </div>
  );
}

function SimpleLinks({ site, links }: { site: SiteData; links: Links }) {
  return (
    <div className="footer__links text--center">
      <div className="footer__links">
        {links.map((item, i) => (
          <span key={i}>
            {i > 0 ? <span className="footer__link-separator">·</span> : null}
            {item.html !== undefined ? (
              <span
                className={item.className ? `footer__link-item ${item.className}` : 'footer__link-item'}
                dangerouslySetInnerHTML={{ __html: item.html }}
              />
            ) : (
              <FooterLinkItem item={item} site={site} />
            )}
          </span>
        ))}
      </div>
    </div>
  );
}
