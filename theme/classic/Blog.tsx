// The blog as Docusaurus's classic theme lays it out: the recent-posts sidebar (col--3), the posts
// (col--7) with their header, authors (Infima avatar), excerpt or content, tags and pagination
// (blog-frame.tsx); the list's pages through a site's swizzled BlogListPage (BlogListPage.tsx).
import type { PageRenderData } from '../shared/types.ts';
import { withBase } from '../shared/url-path.ts';
import { Pagination, ThemedToc } from './Toc.tsx';
import { BlogPostItem } from './BlogPostItem.tsx';
import { ThemedBlogAuthor, type Author } from './blog-post-parts.tsx';
import { ContentVisibility } from './components/ContentVisibility.tsx';
import { Frame, ListPaginator } from './blog-frame.tsx';
import { BlogListPage, PostItems } from './BlogListPage.tsx';
import { Themed } from './swizzle.tsx';
import { fromNavItem, navItem } from './doc-blocks.tsx';
import { themeString } from './theme-text.tsx';
import { BlogPagesBlogAuthorsListPage, Tag, TagsListByLetter } from '../shared/docusaurus-classes.ts';

export function BlogPost({ data }: { data: PageRenderData }) {
  const post = data.blog!.posts[0]!;
  const base = (h: string) => withBase(data.site.baseUrl, h);
  const toc = !data.page.hideToc && data.toc.length ? <ThemedToc items={data.toc} className="" /> : undefined;
  return (
    <Frame data={data} toc={toc}>
      <ContentVisibility frontMatter={data.page.frontMatter} />
      <BlogPostItem data={data} post={post} page />
      <Themed
        name="BlogPostPaginator"
        ours={(p) => (
          <Pagination
            prev={fromNavItem(p.prevItem)}
            next={fromNavItem(p.nextItem)}
            base={(h) => h}
            label={themeString('theme.blog.post.paginator.navAriaLabel', 'Blog post page navigation')}
            words={[
              themeString('theme.blog.post.paginator.newerPost', 'Newer post'),
              themeString('theme.blog.post.paginator.olderPost', 'Older post'),
            ]}
          />
        )}
        props={{ prevItem: navItem(data.blog!.prevPost, base), nextItem: navItem(data.blog!.nextPost, base) }}
      />
    </Frame>
  );
}

export function BlogList({ data }: { data: PageRenderData }) {
  const ours = () => <OurBlogList data={data} />;
  return data.page.layout === 'blog-list' ? <BlogListPage data={data} ours={ours} /> : ours();
}

function OurBlogList({ data }: { data: PageRenderData }) {
  const b = data.blog!;
  return (
    <Frame data={data}>
      {data.page.layout === 'blog-author' && b.author ? (
        <AuthorPageHeader data={data} author={b.author} />
      ) : data.page.layout !== 'blog-list' ? (
        <header className="margin-bottom--xl">
          <h1>{data.page.title}</h1>
          {data.page.layout === 'blog-tag' ? <TagPageIntro data={data} /> : null}
        </header>
      ) : null}
      {data.page.layout === 'blog-author' ? (
        b.posts.length ? (
          <hr />
        ) : (
          <p>{themeString('theme.blog.author.noPosts', 'This author has not written any posts yet.')}</p>
        )
      ) : null}
      <PostItems data={data} />
      {/* Docusaurus's author page has no paginator when the author has no posts. */}
      {data.page.layout === 'blog-author' && !b.posts.length ? null : <ListPaginator data={data} />}
    </Frame>
  );
}

/** Tags, authors and archive lists, each as Docusaurus lays it out. */
export function BlogIndex({ data }: { data: PageRenderData }) {
  const b = data.blog!;
  if (b.archive) return <BlogArchive data={data} archive={b.archive} />;
  return (
    <Frame data={data}>
      <h1>{data.page.title}</h1>
      {b.allTags ? <TagsByLetter tags={b.allTags} /> : null}
      {b.allAuthors ? <AuthorList data={data} authors={b.allAuthors} /> : null}
    </Frame>
  );
}

/** An author's page, as Docusaurus's BlogAuthorsPostsPage opens it: the author, then a link to every author. */
function AuthorPageHeader({ data, author }: { data: PageRenderData; author: Author }) {
  const list = data.site.blogPages?.authorsList;
  return (
    <header className="margin-bottom--xl">
      <ThemedBlogAuthor author={author} base={data.site.baseUrl} as="h1" />
      {list ? (
        <a href={withBase(data.site.baseUrl, list)}>
          {themeString('theme.blog.authorsList.viewAll', 'View all authors')}
        </a>
      ) : null}
    </header>
  );
}

/** Under a tag page's title, as Docusaurus's BlogTagsPostsPage: the tag's description, then a link to every tag. */
function TagPageIntro({ data }: { data: PageRenderData }) {
  const tags = data.site.blogPages?.tags;
  const description = data.blog?.tag?.description;
  return (
    <>
      {description ? <p>{description}</p> : null}
      {tags ? (
        <a href={withBase(data.site.baseUrl, tags)}>{themeString('theme.tags.tagsPageLink', 'View All Tags')}</a>
      ) : null}
    </>
  );
}

/** A tag and how many posts or docs it names, as a tags page lists it. */
type LetterTag = { tag: { label: string; permalink: string; description?: string }; count: number };

/** Docusaurus's TagsListByLetter: a section per first letter, each tag a pill with its count. */
export function TagsByLetter({ tags }: { tags: LetterTag[] }) {
  const letters = new Map<string, LetterTag[]>();
  for (const t of [...tags].sort((x, y) => x.tag.label.localeCompare(y.tag.label))) {
    const letter = t.tag.label.charAt(0).toUpperCase();
    letters.set(letter, [...(letters.get(letter) ?? []), t]);
  }
  return (
    <section className="margin-vert--lg">
      {[...letters].map(([letter, list]) => (
        <article key={letter}>
          <h2 className="anchor" id={letter}>
            {letter}
            <a
              href={`#${letter}`}
              className="hash-link"
              aria-label={themeString('theme.common.headingLinkTitle', 'Direct link to {heading}', { heading: letter })}
              title={themeString('theme.common.headingLinkTitle', 'Direct link to {heading}', { heading: letter })}
            >
              {'\u200b'}
            </a>
          </h2>
          <ul className="padding--none">
            {list.map(({ tag, count }) => (
              <li key={tag.permalink} className={TagsListByLetter.tag}>
                <a rel="tag" title={tag.description} className={`${Tag.tag} ${Tag.tagWithCount}`} href={tag.permalink}>
                  {tag.label}
                  <span>{count}</span>
                </a>
              </li>
            ))}
          </ul>
          <hr />
        </article>
      ))}
    </section>
  );
}

type AuthorCount = NonNullable<NonNullable<PageRenderData['blog']>['allAuthors']>[number];

/** Docusaurus's BlogAuthorsListPage: each author as a large BlogAuthor, name as a heading with the post count. */
function AuthorList({ data, authors }: { data: PageRenderData; authors: AuthorCount[] }) {
  const base = data.site.baseUrl;
  return (
    <section className="margin-vert--lg">
      <ul>
        {authors.map(({ author, count }) => (
          <li key={author.key} className={BlogPagesBlogAuthorsListPage.authorListItem}>
            <ThemedBlogAuthor author={author} base={base} as="h2" count={count} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Docusaurus's BlogArchivePage: a hero, then a column per year (newest year first, its posts oldest
 * first), each post as "Month day - Title".
 */
function BlogArchive({
  data,
  archive,
}: {
  data: PageRenderData;
  archive: NonNullable<PageRenderData['blog']>['archive'] & object;
}) {
  const base = data.site.baseUrl;
  const monthDay = new Intl.DateTimeFormat(data.site.htmlLang, { month: 'long', day: 'numeric', timeZone: 'UTC' });
  return (
    <>
      <header className="hero hero--primary">
        <div className="container">
          <h1 className="hero__title">{data.page.title}</h1>
          <p className="hero__subtitle">{data.page.description ?? data.page.title}</p>
        </div>
      </header>
      <main>
        <section className="margin-vert--lg">
          <div className="container">
            <div className="row">
              {archive.map((y) => (
                <div key={y.year} className="col col--4 margin-vert--lg">
                  <h3 className="anchor" id={y.year}>
                    {y.year}
                    <a
                      href={`#${y.year}`}
                      className="hash-link"
                      aria-label={themeString('theme.common.headingLinkTitle', 'Direct link to {heading}', {
                        heading: y.year,
                      })}
                      title={themeString('theme.common.headingLinkTitle', 'Direct link to {heading}', {
                        heading: y.year,
                      })}
                    >
                      {'\u200b'}
                    </a>
                  </h3>
                  <ul>
                    {[...y.posts].reverse().map((p) => (
                      <li key={p.url}>
                        <a href={withBase(base, p.url)}>
                          {monthDay.format(new Date(`${p.date}T00:00:00Z`))} - {p.title}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </div>
        </section>
      </main>
    </>
  );
}
