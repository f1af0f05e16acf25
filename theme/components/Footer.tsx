// The footer: link groups from the config, the copyright and trademark notices.
import type { SiteData } from '../shared/types.ts';
import { linkAttrs } from './Navbar.tsx';
import { isExternal, siteUrl } from '../shared/url-path.ts';

export function Footer({ site }: { site: SiteData }) {
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__groups">
          {site.footer.links.map((group) => (
            <section
              key={group.title}
              className="footer__group"
              aria-labelledby={`footer-${group.title.replace(/\W+/g, '-').toLowerCase()}`}
            >
              <h2 className="footer__title" id={`footer-${group.title.replace(/\W+/g, '-').toLowerCase()}`}>
                {group.title}
              </h2>
              <ul className="footer__items">
                {group.items.map((item, i) => {
                  // An `html` item is the config's own markup, written as it is (a badge, an image link).
                  if (item.html !== undefined)
                    return <li key={i} className={item.className} dangerouslySetInnerHTML={{ __html: item.html }} />;
                  const raw = item.to ?? item.href ?? '#';
                  return (
                    <li key={item.label}>
                      <a
                        className="footer__link"
                        {...linkAttrs(siteUrl(site.baseUrl, raw), item.event, site.analyticsAttribute)}
                      >
                        {item.label}
                        {isExternal(raw) ? <span className="sr-only"> (opens in new tab)</span> : null}
                      </a>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </div>
        <div className="footer__bottom">
          {site.footer.copyright ? <p className="footer__copyright">{site.footer.copyright}</p> : null}
          {site.footer.trademark ? <p className="footer__trademark">{site.footer.trademark}</p> : null}
        </div>
      </div>
    </footer>
  );
}
