// Plain pages as Docusaurus's classic theme lays them out: a React page's own main area, a Markdown
// page in `container` with its table of contents, the 404 page and the search page.
import type { PageRenderData } from '../shared/types.ts';
import { Island } from '../components/Island.tsx';
import SearchPage from '../islands/SearchPage.tsx';
import { searchSettings } from '../shared/search/settings.ts';
import { TableOfContents, titledHtml } from './Toc.tsx';
import { ContentVisibility } from './components/ContentVisibility.tsx';
import { themeString } from './theme-text.tsx';
import { MDXPage } from '../shared/docusaurus-classes.ts';

export function PlainPage({ data }: { data: PageRenderData }) {
  const { page } = data;
  if (page.reactPage) {
    // A React page renders its own main area (its <Layout> children).
    return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: page.html }} />;
  }
  const toc = !page.hideToc && data.toc.length > 0;
  return (
    <main className="container container--fluid margin-vert--lg">
      <div className={`row ${MDXPage.mdxPageWrapper}`}>
        <div className={page.hideToc ? 'col' : 'col col--8'}>
          <ContentVisibility frontMatter={page.frontMatter} />
          {/* No `markdown` class: Docusaurus's MDX pages have none, so their headings keep Infima's sizes.
              No title either unless the content opened with one: front matter's title names the tab only. */}
          <article
            dangerouslySetInnerHTML={{
              __html:
                page.titleHeading !== undefined
                  ? titledHtml(page.titleHeading, page.html, page.titleHeadingHtml)
                  : page.html,
            }}
          />
        </div>
        {toc ? (
          <div className="col col--2">
            <TableOfContents items={data.toc} className="" />
          </div>
        ) : null}
      </div>
    </main>
  );
}

export function NotFound() {
  return (
    <main className="container margin-vert--xl">
      <div className="row">
        <div className="col col--6 col--offset-3">
          <h1 className="hero__title">{themeString('theme.NotFound.title', 'Page Not Found')}</h1>
          <p>{themeString('theme.NotFound.p1', 'There is no page at this address.')}</p>
          <p>
            {themeString(
              'theme.NotFound.p2',
              'If a link brought you here, the site that holds it may want to know it is broken.',
            )}
          </p>
        </div>
      </div>
    </main>
  );
}

export function SearchPageLayout({ data }: { data: PageRenderData }) {
  return (
    <main className="container margin-vert--lg">
      <h1>{data.page.title}</h1>
      <Island
        name="SearchPage"
        when="intent"
        wake={{ query: 'q' }}
        component={SearchPage}
        props={{ settings: searchSettings(data.site) }}
      />
    </main>
  );
}
