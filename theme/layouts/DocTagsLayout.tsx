// The docs tags pages: the list of every tag (grouped by first letter, as Docusaurus shows it) and
// one tag's page with the docs it names; plus the tag links at the bottom of a doc.
import type { NavLink, PageRenderData } from '../shared/types.ts';
import { withBase } from '../shared/url-path.ts';

/** `allTagsLabel`: the link to every tag in the site's language (the classic theme's). */
export function DocTagsLayout({
  data,
  allTagsLabel = 'View all tags',
}: {
  data: PageRenderData;
  allTagsLabel?: string;
}) {
  const { page, site } = data;
  const t = data.docTags ?? {};
  return (
    <main id="main-content" className="page-main" tabIndex={-1}>
      <article className="page doc-tags">
        <header>
          <h1>{page.title}</h1>
          {t.tag?.description ? <p className="tag__description">{t.tag.description}</p> : null}
          {t.tag ? <a href={withBase(site.baseUrl, t.tag.allTagsUrl)}>{allTagsLabel}</a> : null}
        </header>
        {t.list
          ? byLetter(t.list).map(([letter, tags]) => (
              <section key={letter} aria-labelledby={`tags-${letter}`}>
                <h2 id={`tags-${letter}`}>{letter}</h2>
                <ul className="tag-list">
                  {tags.map((tag) => (
                    <li key={tag.url}>
                      <a className="tag" href={withBase(site.baseUrl, tag.url)} title={tag.description}>
                        {tag.label} <span className="tag__count">{tag.count}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            ))
          : null}
        {t.tag
          ? t.tag.docs.map((doc) => (
              <article key={doc.id} className="doc-tag__item">
                <h2>
                  <a href={withBase(site.baseUrl, doc.url)}>{doc.title}</a>
                </h2>
                {doc.description ? <p>{doc.description}</p> : null}
              </article>
            ))
          : null}
      </article>
    </main>
  );
}

/** A doc's tags, as links at the bottom of its page. */
export function DocTagLinks({ tags, baseUrl }: { tags: NavLink[] | undefined; baseUrl: string }) {
  if (!tags?.length) return null;
  return (
    <div className="doc-tags-inline">
      <b>Tags:</b>{' '}
      <ul className="tag-list" aria-label="Tags">
        {tags.map((t) => (
          <li key={t.href}>
            <a className="tag" href={withBase(baseUrl, t.href)} rel="tag">
              {t.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function byLetter<T extends { label: string }>(tags: readonly T[]): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const tag of [...tags].sort((a, b) => a.label.localeCompare(b.label))) {
    const letter = tag.label.charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}
