// The docs' tags pages as Docusaurus's DocTagsListPage and DocTagDocListPage draw them: a column of
// eight twelfths, centred; the list of every tag grouped by first letter in pills with their counts
// (the blog's tags page draws the same, Blog.tsx TagsByLetter); one tag's page with its docs, each a
// linked heading over its description.
import type { PageRenderData } from '../shared/types.ts';
import { withBase } from '../shared/url-path.ts';
import { themeString } from './theme-text.tsx';
import { TagsByLetter } from './Blog.tsx';
import { Unlisted } from './components/ContentVisibility.tsx';

export function DocTagsPage({ data }: { data: PageRenderData }) {
  const { page, site } = data;
  const t = data.docTags ?? {};
  const base = site.baseUrl;
  return (
    <div className="container margin-vert--lg">
      <div className="row">
        <main className="col col--8 col--offset-2">
          {t.tag ? (
            <>
              {t.tag.unlisted ? <Unlisted /> : null}
              <header className="margin-bottom--xl">
                <h1>{page.title}</h1>
                {t.tag.description ? <p>{t.tag.description}</p> : null}
                <a href={withBase(base, t.tag.allTagsUrl)}>{themeString('theme.tags.tagsPageLink', 'View all tags')}</a>
              </header>
              <section className="margin-vert--lg">
                {t.tag.docs.map((doc) => (
                  <article key={doc.id} className="margin-vert--lg">
                    <a href={withBase(base, doc.url)}>
                      <h2>{doc.title}</h2>
                    </a>
                    {doc.description ? <p>{doc.description}</p> : null}
                  </article>
                ))}
              </section>
            </>
          ) : (
            <>
              <h1>{page.title}</h1>
              <TagsByLetter
                tags={(t.list ?? []).map((tag) => ({
                  tag: {
                    label: tag.label,
                    permalink: withBase(base, tag.url),
                    ...(tag.description ? { description: tag.description } : {}),
                  },
                  count: tag.count,
                }))}
              />
            </>
          )}
        </main>
      </div>
    </div>
  );
}
