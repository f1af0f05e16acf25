import { LastUpdated } from '../components/LastUpdated.tsx';
import { renderToStaticMarkup } from 'react-dom/server';
import type { DocCardData, PageRenderData } from '../shared/types.ts';
import { withDocCards } from '../shared/docusaurus.ts';
import { Island } from '../components/Island.tsx';
import Sidebar from '../islands/Sidebar.tsx';
import SearchPage from '../islands/SearchPage.tsx';
import { searchPageUrl, searchSettings } from '../shared/search/settings.ts';
import { Toc } from '../components/Toc.tsx';
import { Icon } from '../components/Icons.tsx';
import { isExternal, withBase } from '../shared/url-path.ts';
import { DocTagLinks } from './DocTagsLayout.tsx';

export function DocLayout({ data }: { data: PageRenderData }) {
  const { page, site } = data;
  return (
    <div className="doc-layout">
      {data.sidebar ? (
        <aside className="sidebar" aria-label="Docs sidebar">
          <nav className="menu" aria-label="Docs">
            <Island
              name="Sidebar"
              when="intent"
              component={Sidebar}
              props={{
                items: data.sidebar,
                currentUrl: page.url,
                dataUrl: data.sidebarDataUrl,
                baseUrl: site.baseUrl,
                ...(site.autoCollapseCategories ? { autoCollapse: true } : {}),
              }}
            />
          </nav>
        </aside>
      ) : null}
      <main id="main-content" className="doc-main" tabIndex={-1}>
        <article className="doc">
          {data.breadcrumbs?.length ? (
            <nav className="breadcrumbs" aria-label="Breadcrumbs">
              <ol>
                <li>
                  <a href={withBase(site.baseUrl, '/')} aria-label="Home page">
                    <Icon name="home" size={16} />
                  </a>
                </li>
                {data.breadcrumbs.map((b, i) => (
                  <li key={i}>
                    {b.href ? (
                      <a href={withBase(site.baseUrl, b.href)}>{b.label}</a>
                    ) : (
                      <span aria-current="page">{b.label}</span>
                    )}
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
          {data.version ? <VersionBanner data={data} /> : null}
          {data.version?.badge ? <p className="version-badge">Version: {data.version.label}</p> : null}
          {/* Front matter `hide_title` leaves out a title the content does not write itself, as in Docusaurus. */}
          {page.titleInContent || (page.frontMatter.hide_title === true && page.titleHeading === undefined) ? null : (
            <header>
              <h1>{page.title}</h1>
            </header>
          )}
          {data.categoryIndex ? (
            <CategoryCards data={data} />
          ) : (
            <div
              className="markdown"
              dangerouslySetInnerHTML={{
                __html: withDocCards(page.html, (className) =>
                  renderToStaticMarkup(
                    <CardGrid cards={data.docCards ?? []} baseUrl={site.baseUrl} className={className} />,
                  ),
                ),
              }}
            />
          )}
          <footer className="doc-footer">
            <DocTagLinks tags={data.docTags?.tags} baseUrl={site.baseUrl} />
            {page.editUrl ? (
              <a className="edit-link" href={page.editUrl} target="_blank" rel="noopener noreferrer">
                <Icon name="edit" size={16} /> Edit this page<span className="sr-only"> (opens in new tab)</span>
              </a>
            ) : null}
            {page.lastUpdate ? (
              <p className="last-updated">
                <LastUpdated at={page.lastUpdate.at} by={page.lastUpdate.by} lang={site.htmlLang} />
              </p>
            ) : null}
          </footer>
          {data.prev || data.next ? (
            <nav className="pagination-nav" aria-label="Docs pages">
              {data.prev ? (
                <a
                  className="pagination-nav__link pagination-nav__link--prev"
                  href={withBase(site.baseUrl, data.prev.href)}
                  rel="prev"
                >
                  <span className="pagination-nav__sublabel">Previous</span>
                  <span className="pagination-nav__label">{data.prev.label}</span>
                </a>
              ) : (
                <span />
              )}
              {data.next ? (
                <a
                  className="pagination-nav__link pagination-nav__link--next"
                  href={withBase(site.baseUrl, data.next.href)}
                  rel="next"
                >
                  <span className="pagination-nav__sublabel">Next</span>
                  <span className="pagination-nav__label">{data.next.label}</span>
                </a>
              ) : null}
            </nav>
          ) : null}
        </article>
        {!page.hideToc && data.toc.length ? (
          <aside className="toc-column">
            <Toc items={data.toc} />
          </aside>
        ) : null}
      </main>
    </div>
  );
}

/** Tells a reader of an unreleased or unmaintained version which version this is, and where the latest one is. */
function VersionBanner({ data }: { data: PageRenderData }) {
  const { site } = data;
  const v = data.version!;
  if (!v.banner) return null;
  const latest = v.latest;
  return (
    <div className={`version-banner version-banner--${v.banner}`} role="note" aria-label="Version notice">
      <p>
        {v.banner === 'unreleased' ? (
          <>
            You are reading the docs of {site.title} <strong>{v.label}</strong>, a version that has not been released
            yet.
          </>
        ) : (
          <>
            You are reading the docs of {site.title} <strong>{v.label}</strong>, a version that no longer receives
            updates.
          </>
        )}
      </p>
      {latest ? (
        <p>
          The current release is documented in{' '}
          <a className="version-banner__latest" href={withBase(site.baseUrl, latest.href)}>
            {latest.label}
          </a>
          .
        </p>
      ) : null}
    </div>
  );
}

/** A generated index: the category's description, then a card per item. */
function CategoryCards({ data }: { data: PageRenderData }) {
  const { page, site } = data;
  return (
    <div className="markdown">
      {page.description ? <p>{page.description}</p> : null}
      <CardGrid cards={data.categoryIndex!.cards} baseUrl={site.baseUrl} />
    </div>
  );
}

/** A card per doc, category or link: a generated index's, or a doc's `<DocCardList />`. */
function CardGrid({ cards, baseUrl, className }: { cards: DocCardData[]; baseUrl: string; className?: string }) {
  return (
    <div className={['card-grid', className].filter(Boolean).join(' ')}>
      {cards.map((card, i) => {
        const external = card.kind === 'link' && isExternal(card.href);
        return (
          <a
            key={i}
            className="card card--link"
            href={withBase(baseUrl, card.href)}
            {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            <div className="card__head">
              <Icon name={card.kind === 'category' ? 'folder' : card.kind === 'link' ? 'external' : 'file'} size={18} />
              <span>{card.label}</span>
            </div>
            {card.description ? (
              <div className="card__body">
                <p>{card.description}</p>
              </div>
            ) : null}
          </a>
        );
      })}
    </div>
  );
}

export function PageLayout({ data }: { data: PageRenderData }) {
  const { page } = data;
  const home = page.layout === 'home';
  if (page.reactPage?.bare) {
    // A React page renders its whole main area; without a <main> of its own it is given one.
    return /<main[\s>]/.test(page.html) ? (
      <div className="react-page" dangerouslySetInnerHTML={{ __html: page.html }} />
    ) : (
      <main className="react-page" dangerouslySetInnerHTML={{ __html: page.html }} />
    );
  }
  return (
    <main id="main-content" className={home ? 'home-main' : 'page-main'} tabIndex={-1}>
      <article className={home ? 'home' : 'page'}>
        {home ? null : (
          <header>
            <h1>{page.title}</h1>
          </header>
        )}
        <div className="markdown" dangerouslySetInnerHTML={{ __html: page.html }} />
      </article>
      {!home && !page.hideToc && data.toc.length ? (
        <aside className="toc-column">
          <Toc items={data.toc} />
        </aside>
      ) : null}
    </main>
  );
}

export function NotFoundLayout({ data }: { data: PageRenderData }) {
  const base = data.site.baseUrl;
  return (
    <main id="main-content" className="page-main" tabIndex={-1}>
      <article className="page not-found">
        <h1>We could not find that page</h1>
        <p>The address may be mistyped, or the page may have moved when the docs were reorganised.</p>
        <p>Try one of these instead:</p>
        <ul>
          <li>
            <a href={withBase(base, '/')}>the home page</a>
          </li>
          {data.site.docsPath ? (
            <li>
              <a href={withBase(base, data.site.docsPath)}>the documentation</a>
            </li>
          ) : null}
          {data.site.blogPath ? (
            <li>
              <a href={withBase(base, data.site.blogPath)}>the blog</a>
            </li>
          ) : null}
          <li>
            <a href={searchPageUrl(searchSettings(data.site))}>search</a> for what you were after
          </li>
        </ul>
      </article>
    </main>
  );
}

export function SearchLayout({ data }: { data: PageRenderData }) {
  return (
    <main id="main-content" className="page-main" tabIndex={-1}>
      <article className="page search-page">
        <h1>{data.page.title}</h1>
        <Island
          name="SearchPage"
          when="intent"
          wake={{ query: 'q' }}
          component={SearchPage}
          props={{ settings: searchSettings(data.site) }}
        />
      </article>
    </main>
  );
}
