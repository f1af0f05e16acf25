// The classic theme's document, as Docusaurus's Layout: skip link, announcement bar, navbar, the
// main wrapper and the footer inside #__docusaurus. The head is the same as zapsite's theme's.
import { siteMetadata } from '../shared/metadata.ts';
import { hreflangAlternates } from '../shared/locales.ts';
import type { ReactNode } from 'react';
import type { PageRenderData } from '../shared/types.ts';
import { siteUrl, withBase } from '../shared/url-path.ts';
import { HEAD_MARKER } from '../layouts/Shell.tsx';
import { searchMetadata } from './search-metadata.ts';
import { Navbar, navbarParts } from './components/Navbar.tsx';
import { Footer } from './components/Footer.tsx';
import { AnnouncementBar, chromeParts, SkipToContent } from './components/page-chrome-parts.tsx';
import { drawsSiteComponents, isSwizzled, provideOriginals, SiteRoot, Themed } from './swizzle.tsx';
import { framedBySite } from './blog-frame.tsx';
import { htmlClassName } from './html-class.ts';
import { articleMeta, classicDescription, classicTitle, hasOwnTwitterImage } from './head-text.ts';
import { IslandWords } from './island-words.tsx';
import { structuredData } from './structured-data.ts';
import { jsonForHtml, NEW_TAB_ID } from '../shared/island.ts';
import { themeString } from './theme-text.tsx';
import { Layout as styles } from '../shared/docusaurus-classes.ts';

/**
 * A page's address as Docusaurus writes it in the head: its router decodes the path it renders
 * (history's createLocation), so characters a URL percent-encodes (`‐`, `é`) stay as written.
 */
function asRouted(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}

export function Layout({
  data,
  children,
  islandsJson,
}: {
  data: PageRenderData;
  children: ReactNode;
  islandsJson: string;
}) {
  const { site, page, assets } = data;
  const title = classicTitle(data);
  const canonical = asRouted(site.url + withBase(site.baseUrl, page.url));
  const description = classicDescription(data);
  const image = page.image ?? site.image;
  const imageUrl = image
    ? /^https?:/.test(image)
      ? image
      : site.url + withBase(site.baseUrl, image.startsWith('/') ? image : `/${image}`)
    : undefined;
  // The page's own tags win over the config's metadata, which wins over the theme's defaults.
  const meta = siteMetadata(site.metadata, page);
  const alternates = hreflangAlternates(site, page.url).map((a) => ({ ...a, href: asRouted(a.href) }));
  return (
    <html
      lang={site.htmlLang}
      dir={site.direction}
      data-theme={site.colorMode.defaultMode}
      {...withPageAttributes(htmlClassName(data), page.reactPage?.htmlAttributes)}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <title>{title}</title>
        {description !== undefined ? <meta name="description" content={description} /> : null}
        {page.keywords?.length ? <meta name="keywords" content={page.keywords.join(',')} /> : null}
        {page.noindex ? (
          <meta name="robots" content="noindex, nofollow" />
        ) : page.layout === 'search' ? (
          // As Docusaurus's search page asks (it writes the tag with `property`, which crawlers do not read).
          <meta name="robots" content="noindex, follow" />
        ) : null}
        <link rel="canonical" href={canonical} />
        {alternates.map((a) => (
          <link key={a.hrefLang} rel="alternate" href={a.href} hrefLang={a.hrefLang} />
        ))}
        {/* As Docusaurus's AlternateLangHeaders: the page's locale and the others', in Open Graph's spelling. */}
        <meta property="og:locale" content={ogLocale(site.htmlLang)} />
        {alternates
          .filter((a) => a.hrefLang !== 'x-default' && a.hrefLang !== site.htmlLang)
          .map((a) => (
            <meta key={a.hrefLang} property="og:locale:alternate" content={ogLocale(a.hrefLang)} />
          ))}
        <meta property="og:title" content={title} />
        {description !== undefined ? <meta property="og:description" content={description} /> : null}
        {articleMeta(data).map((tag) => (
          <meta key={tag.property} {...tag} />
        ))}
        <meta property="og:url" content={canonical} />
        {imageUrl && !meta.sets('property=og:image') ? <meta property="og:image" content={imageUrl} /> : null}
        {imageUrl && !meta.sets('name=twitter:image') && !hasOwnTwitterImage(page) ? (
          <meta name="twitter:image" content={imageUrl} />
        ) : null}
        {meta.sets('name=twitter:card') ? null : <meta name="twitter:card" content="summary_large_image" />}
        {searchMetadata(data).map((tag) => (
          <meta key={tag.name} {...tag} />
        ))}
        {meta.tags.map((tag, i) => (
          <meta key={i} {...tag} />
        ))}
        {structuredData(data).map((obj, i) => (
          <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForHtml(obj) }} />
        ))}
        {site.favicon ? <link rel="icon" href={siteUrl(site.baseUrl, site.favicon)} /> : null}
        {site.feeds.map((f) => (
          <link key={f.href} rel="alternate" type={f.type} href={f.href} title={f.title} />
        ))}
        <script dangerouslySetInnerHTML={{ __html: assets.inlineHead }} />
        {[...assets.css, ...(page.css ?? [])].map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <script type="module" src={assets.loader} />
        {assets.clientModules ? <script type="module" src={assets.clientModules} /> : null}
        {page.reactPage?.headHtml ? <meta name={HEAD_MARKER} /> : null}
      </head>
      <body
        {...withPageAttributes('navigation-with-keyboard', page.reactPage?.bodyAttributes)}
        data-base-url={site.baseUrl}
      >
        <div id="__docusaurus">
          <SiteRoot>
            <PageChrome data={data}>{children}</PageChrome>
          </SiteRoot>
        </div>
        <script type="application/json" id="zs-islands" dangerouslySetInnerHTML={{ __html: islandsJson }} />
        <IslandWords />
        <span id={NEW_TAB_ID} hidden>
          {themeString('theme.IconExternalLink.ariaLabel', '(opens in new tab)')}
        </span>
      </body>
    </html>
  );
}

/**
 * Docusaurus's @theme/Layout, the page's chrome: skip link, announcement bar, navbar, the main
 * wrapper around the page and the footer. A site's swizzled Layout is rendered around it here (a
 * chat widget after every page, say), given Docusaurus's props; not on a React page, which renders
 * the site's Layout itself in its content (theme/docusaurus/Layout.tsx is the original there).
 */
function PageChrome({ data, children }: { data: PageRenderData; children: ReactNode }) {
  const { site, page } = data;
  // What a Layout or navbar the site ejected, whole or in part, draws for Docusaurus's parts of them.
  if (drawsSiteComponents()) provideOriginals({ ...chromeParts(data), ...navbarParts(data) });
  // `own`: the page renders its Layout, which is then the main wrapper (theme/docusaurus/Layout.tsx).
  const chrome = (main: ReactNode, own = false) => (
    <>
      <SkipToContent />
      <div className="base-url-banner" id="zs-base-url-banner" hidden />
      <Themed name="AnnouncementBar" ours={() => <AnnouncementBar site={site} />} />
      <Themed name="Navbar" ours={() => <Navbar data={data} />} />
      {own ? (
        main
      ) : (
        <div
          id="__docusaurus_skipToContent_fallback"
          className={`theme-layout-main main-wrapper ${styles.mainWrapper}`}
        >
          {main}
        </div>
      )}
      {own && page.reactPage?.noFooter ? null : <Themed name="Footer" ours={() => <Footer site={site} />} />}
    </>
  );
  // A React page, and a blog list page the site's BlogListPage draws, render the site's Layout themselves.
  // (`bare`: an MDX page whose components set head tags has reactPage too, and the theme lays it out.)
  // So does a blog page the site's BlogLayout frames (blog-frame.tsx), as Docusaurus's BlogLayout renders Layout.
  if (page.reactPage?.bare || (page.layout === 'blog-list' && isSwizzled('BlogListPage')) || framedBySite(data))
    return chrome(children, true);
  return (
    <Themed
      name="Layout"
      ours={(p) => chrome((p.children as ReactNode) ?? children)}
      props={{ children, title: page.title, ...(page.description ? { description: page.description } : {}) }}
    />
  );
}

/**
 * The class of <html> or <body>, and the other attributes the page's <Head> gave it: the page's class
 * joins the theme's (the theme's are the ones Docusaurus's own pages have). As React props.
 */
function withPageAttributes(
  ours: string | undefined,
  page: Record<string, string> | undefined,
): Record<string, string | undefined> {
  const { class: theirs, ...rest } = page ?? {};
  const className = [ours, theirs].filter(Boolean).join(' ');
  return { ...(className ? { className } : {}), ...rest };
}

/** A BCP 47 language tag as Open Graph writes a locale: `pt-BR` -> `pt_BR`. */
function ogLocale(htmlLang: string): string {
  return htmlLang.replace('-', '_');
}
