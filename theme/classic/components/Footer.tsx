// The classic theme's footer, as Docusaurus's: `footer--dark` or light, titled columns of links or
// one row of plain links, a logo, and the copyright written as HTML (the config's own markup).
import type { FooterLink, SiteData } from '../../shared/types.ts';
import { isExternal, siteUrl } from '../../shared/url-path.ts';
import { ExternalLinkIcon } from '../../components/ExternalLinkIcon.tsx';

function FooterLinkItem({ item, site }: { item: Exclude<FooterLink, { html: string }>; site: SiteData }) {
  const raw = item.to ?? item.href ?? '#';
  const external = isExternal(raw);
  return (
    <a
      className="footer__link-item"
      href={siteUrl(site.baseUrl, raw)}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {item.label}
      {external ? <ExternalLinkIcon /> : null}
    </a>
  );
}

export function Footer({ site }: { site: SiteData }) {
  const { footer } = site;
  const logo = footer.logo;
  const src = (s: string) => siteUrl(site.baseUrl, s);
  const hasLinks = footer.links.length > 0 || footer.simpleLinks.length > 0;
  if (!hasLinks && !footer.copyright && !logo) return null;
  const logoImg = logo ? (
    <img className="footer__logo" src={src(logo.src)} alt={logo.alt} width={logo.width} height={logo.height} />
  ) : null;
  return (
    <footer className={`footer${footer.style === 'dark' ? ' footer--dark' : ''}`}>
      <div className="container container-fluid">
        {footer.links.length ? (
          <div className="row footer__links">
            {footer.links.map((col, i) => (
              <div key={i} className="col footer__col">
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
        ) : null}
        {footer.simpleLinks.length ? (
          <div className="footer__links text--center">
            <div className="footer__links">
              {footer.simpleLinks.map((item, i) => (
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
        ) : null}
        {logo || footer.copyright ? (
          <div className="footer__bottom text--center">
            {logo ? (
              <div className="margin-bottom--sm">
                {logo.href ? (
                  <a href={src(logo.href)} className="footerLogoLink">
                    {logoImg}
                  </a>
                ) : (
                  logoImg
                )}
              </div>
            ) : null}
            {footer.copyright ? (
              <div className="footer__copyright" dangerouslySetInnerHTML={{ __html: footer.copyright }} />
            ) : null}
          </div>
        ) : null}
      </div>
    </footer>
  );
}
