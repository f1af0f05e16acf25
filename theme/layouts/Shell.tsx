// The document around every page: head tags, skip link, announcement bar, navbar, footer.
import { siteMetadata } from '../shared/metadata.ts';
import { windowTitle } from '../shared/window-title.ts';
import { hreflangAlternates } from '../shared/locales.ts';
import type { ReactNode } from 'react';
import type { PageRenderData } from '../shared/types.ts';
import { Navbar } from '../components/Navbar.tsx';
import { withBase } from '../shared/url-path.ts';
import { Footer } from '../components/Footer.tsx';
import { Island } from '../components/Island.tsx';
import AnnouncementClose from '../islands/AnnouncementClose.tsx';
import { jsonForHtml, NEW_TAB_ID } from '../shared/island.ts';
import { docsearchTag } from '../shared/search/settings.ts';

/** Where a page's <Head> tags go: renderPage puts their HTML in this element's place. */
export const HEAD_MARKER = 'zs-docusaurus-head';

export function Shell({
  data,
  children,
  jsonLd,
  islandsJson,
}: {
  data: PageRenderData;
  children: ReactNode;
  jsonLd?: object[];
  islandsJson: string;
}) {
  const { site, page, assets } = data;
  const react = page.reactPage;
  const fullTitle = windowTitle(data);
  const canonical = site.url + withBase(site.baseUrl, page.url);
  const description = page.description ?? site.tagline;
  const image = page.image ?? site.image;
  const imageUrl = image
    ? /^https?:/.test(image)
      ? image
      : site.url + withBase(site.baseUrl, image.startsWith('/') ? image : `/${image}`)
    : undefined;
  const bar = site.announcementBar;
  // The page's own tags win over the config's metadata, which wins over the theme's defaults.
  const meta = siteMetadata(site.metadata, page);
  return (
    <html
      lang={site.htmlLang}
      dir={site.direction}
      data-theme={site.colorMode.defaultMode}
      className={data.version?.className}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{fullTitle}</title>
        <meta name="description" content={description} />
        {page.keywords?.length ? <meta name="keywords" content={page.keywords.join(', ')} /> : null}
        {page.noindex ? <meta name="robots" content="noindex, nofollow" /> : null}
        <link rel="canonical" href={canonical} />
        {hreflangAlternates(site, page.url).map((a) => (
          <link key={a.hrefLang} rel="alternate" href={a.href} hrefLang={a.hrefLang} />
        ))}
        <meta property="og:title" content={fullTitle} />
        <meta property="og:description" content={description} />
        <meta property="og:url" content={canonical} />
        <meta property="og:type" content={page.layout === 'blog-post' ? 'article' : 'website'} />
        <meta property="og:locale" content={site.htmlLang} />
        {imageUrl && !meta.sets('property=og:image') ? <meta property="og:image" content={imageUrl} /> : null}
        {meta.sets('name=twitter:card') ? null : <meta name="twitter:card" content="summary_large_image" />}
        {imageUrl && !meta.sets('name=twitter:image') ? <meta name="twitter:image" content={imageUrl} /> : null}
        <meta name="docsearch:language" content={site.htmlLang} />
        <meta name="docsearch:docusaurus_tag" content={page.layout === 'doc' ? docsearchTag(data) : 'default'} />
        {meta.tags.map((tag, i) => (
          <meta key={i} {...tag} />
        ))}
        {site.favicon ? <link rel="icon" href={withBase(site.baseUrl, site.favicon)} /> : null}
        {site.feeds.map((f) => (
          <link key={f.href} rel="alternate" type={f.type} href={f.href} title={f.title} />
        ))}
        <script dangerouslySetInnerHTML={{ __html: assets.inlineHead }} />
        {[...assets.css, ...(page.css ?? [])].map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <script type="module" src={assets.loader} />
        {assets.clientModules ? <script type="module" src={assets.clientModules} /> : null}
        {/* Without JavaScript no tab can be chosen, so every tab panel shows. */}
        <noscript
          dangerouslySetInnerHTML={{ __html: '<style>.tabs__panel[hidden]{display:block!important}</style>' }}
        />
        {(jsonLd ?? []).map((obj, i) => (
          <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForHtml(obj) }} />
        ))}
        {react?.headHtml ? <meta name={HEAD_MARKER} /> : null}
      </head>
      <body className={`layout-${page.layout}`} data-base-url={site.baseUrl}>
        <a className="skip-link" href="#main-content">
          Skip to main content
        </a>
        <div className="base-url-banner" id="zs-base-url-banner" hidden />
        {bar ? (
          <div
            className="announcement"
            role="region"
            aria-label="Announcement"
            style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
          >
            <div className="announcement__content" dangerouslySetInnerHTML={{ __html: bar.content }} />
            {bar.isCloseable ? (
              <Island name="AnnouncementClose" as="span" when="intent" component={AnnouncementClose} props={{}} />
            ) : null}
          </div>
        ) : null}
        <header className="site-header">
          <Navbar data={data} />
        </header>
        {children}
        <Footer site={site} />
        <script type="application/json" id="zs-islands" dangerouslySetInnerHTML={{ __html: islandsJson }} />
        <span id={NEW_TAB_ID} hidden>
          (opens in new tab)
        </span>
      </body>
    </html>
  );
}
