import type { ReactNode } from 'react';
import type { BlogAuthor, BlogPostSummary, PageRenderData } from '../shared/types.ts';
import { Toc } from '../components/Toc.tsx';
import { Icon } from '../components/Icons.tsx';
import { formatDate } from '../components/content/index.tsx';
import { withBase } from '../shared/url-path.ts';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

/**
 * Initials always render; the picture sits on top of them. A picture that cannot load (a remote
 * one offline, say) has empty alt text, so the browser draws nothing and the initials show.
 */
function Avatar({ author, size = 40, base = '/' }: { author: BlogAuthor; size?: number; base?: string }) {
  const src = author.imageUrl
    ? author.imageUrl.startsWith('/')
      ? base.replace(/\/$/, '') + author.imageUrl
      : author.imageUrl
    : undefined;
  return (
    <span className="avatar__photo" aria-hidden="true" style={{ width: size, height: size }}>
      {initials(author.name)}
      {src ? <img src={src} alt="" width={size} height={size} loading="lazy" decoding="async" /> : null}
    </span>
  );
}

function Authors({
  authors,
  authorUrl,
  siteBase,
}: {
  authors: BlogAuthor[];
  authorUrl: (key: string) => string;
  siteBase: string;
}) {
  if (!authors.length) return null;
  return (
    <ul className="blog-authors">
      {authors.map((a, i) => (
        <li key={a.key || `inline-${i}`} className="avatar">
          <Avatar author={a} base={siteBase} />
          <span className="avatar__intro">
            {a.page ? (
              <a href={authorUrl(a.key)} className="avatar__name">
                {a.name}
              </a>
            ) : a.url ? (
              <a href={a.url} className="avatar__name" target="_blank" rel="noopener noreferrer">
                {a.name}
              </a>
            ) : (
              <span className="avatar__name">{a.name}</span>
            )}
            {a.title ? <small className="avatar__subtitle">{a.title}</small> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

function Meta({ post, showReading }: { post: BlogPostSummary; showReading: boolean }) {
  return (
    <p className="blog-meta">
      <time dateTime={post.date}>{formatDate(post.date)}</time>
      {showReading ? (
        <>
          {' '}
          · <span>{post.readingMinutes} min read</span>
        </>
      ) : null}
    </p>
  );
}

function Tags({ post }: { post: BlogPostSummary }) {
  if (!post.tags.length) return null;
  return (
    <ul className="tag-list" aria-label="Tags">
      {post.tags.map((t) => (
        <li key={t.permalink}>
          <a className="tag" href={t.permalink} rel="tag">
            {t.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

function BlogSidebar({ data }: { data: PageRenderData }) {
  const sb = data.blogSidebar;
  if (!sb) return null;
  return (
    <aside className="blog-sidebar" aria-label="Recent blog posts">
      <p className="blog-sidebar__title">{sb.title}</p>
      {sb.items.map((group) => (
        <div key={group.year} className="blog-sidebar__year">
          {group.year ? <p className="blog-sidebar__year-title">{group.year}</p> : null}
          <ul>
            {group.posts.map((p) => (
              <li key={p.href}>
                <a
                  href={withBase(data.site.baseUrl, p.href)}
                  aria-current={p.href === data.page.url ? 'page' : undefined}
                  className={p.href === data.page.url ? 'active' : undefined}
                >
                  {p.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </aside>
  );
}

function Frame({ data, children, toc }: { data: PageRenderData; children: ReactNode; toc?: ReactNode }) {
  return (
    <div className="blog-layout">
      <BlogSidebar data={data} />
      <main id="main-content" className="blog-main" tabIndex={-1}>
        {children}
      </main>
      {toc ? <aside className="toc-column">{toc}</aside> : null}
    </div>
  );
}

/** The blog's own pages, in the site's trailing-slash form (render/site-data.ts), with the base URL. */
function blogLinks(data: PageRenderData): {
  tags?: string;
  archive?: string;
  author: (key: string) => string;
} {
  const pages = data.site.blogPages!;
  const at = (path: string | undefined) => data.site.baseUrl.replace(/\/$/, '') + (path ?? '/');
  return {
    ...(pages.tags ? { tags: at(pages.tags) } : {}),
    ...(pages.archive ? { archive: at(pages.archive) } : {}),
    author: (key) => at(pages.authors[key]),
  };
}

export function BlogPostLayout({ data }: { data: PageRenderData }) {
  const post = data.blog!.posts[0]!;
  const links = blogLinks(data);
  return (
    <Frame data={data} toc={!data.page.hideToc && data.toc.length ? <Toc items={data.toc} /> : null}>
      <article className="blog-post" itemScope>
        <header>
          <h1>{post.title}</h1>
          <Meta post={post} showReading={data.site.showReadingTime} />
          <Authors authors={post.authors} authorUrl={links.author} siteBase={data.site.baseUrl} />
        </header>
        <div className="markdown" dangerouslySetInnerHTML={{ __html: data.page.html }} />
        <footer className="blog-post__footer">
          <Tags post={post} />
          {data.page.editUrl ? (
            <a className="edit-link" href={data.page.editUrl} target="_blank" rel="noopener noreferrer">
              <Icon name="edit" size={16} /> Edit this page<span className="sr-only"> (opens in new tab)</span>
            </a>
          ) : null}
        </footer>
        {data.blog!.prevPost || data.blog!.nextPost ? (
          <nav className="pagination-nav" aria-label="Blog post navigation">
            {data.blog!.prevPost ? (
              <a
                className="pagination-nav__link pagination-nav__link--prev"
                href={withBase(data.site.baseUrl, data.blog!.prevPost.href)}
                rel="prev"
              >
                <span className="pagination-nav__sublabel">Newer post</span>
                <span className="pagination-nav__label">{data.blog!.prevPost.label}</span>
              </a>
            ) : (
              <span />
            )}
            {data.blog!.nextPost ? (
              <a
                className="pagination-nav__link pagination-nav__link--next"
                href={withBase(data.site.baseUrl, data.blog!.nextPost.href)}
                rel="next"
              >
                <span className="pagination-nav__sublabel">Older post</span>
                <span className="pagination-nav__label">{data.blog!.nextPost.label}</span>
              </a>
            ) : null}
          </nav>
        ) : null}
      </article>
    </Frame>
  );
}

export function BlogListLayout({ data }: { data: PageRenderData }) {
  const b = data.blog!;
  const links = blogLinks(data);
  const rss = data.site.feeds.find((f) => f.type === 'application/rss+xml');
  // The archive and tags pages exist once the blog has a post and a tag (routes/plan/blog-pages.ts).
  const listLinks = [
    links.archive ? (
      <a key="archive" href={links.archive}>
        Archive
      </a>
    ) : null,
    links.tags ? (
      <a key="tags" href={links.tags}>
        Tags
      </a>
    ) : null,
    rss ? (
      <a key="rss" href={rss.href}>
        <Icon name="rss" size={14} /> RSS
      </a>
    ) : null,
  ].filter((link) => link !== null);
  const heading =
    data.page.layout === 'blog-tag'
      ? data.page.title
      : data.page.layout === 'blog-author' && b.author
        ? b.author.name
        : (data.site.blogTitle ?? 'Blog');
  return (
    <Frame data={data}>
      <header className="blog-list__header">
        {data.page.layout === 'blog-author' && b.author ? (
          <div className="author-header">
            <Avatar author={b.author} size={64} base={data.site.baseUrl} />
            <div>
              <h1>{b.author.name}</h1>
              {b.author.title ? <p>{b.author.title}</p> : null}
            </div>
          </div>
        ) : (
          <h1>{heading}</h1>
        )}
        {data.page.layout === 'blog-tag' && links.tags ? <a href={links.tags}>View all tags</a> : null}
        {data.page.layout === 'blog-list' && listLinks.length ? (
          <p className="blog-list__links">{listLinks.flatMap((link, i) => (i ? [' · ', link] : [link]))}</p>
        ) : null}
      </header>
      {b.posts.map((post) => (
        <article key={post.url} className="blog-entry">
          <h2 className="blog-entry__title">
            <a href={withBase(data.site.baseUrl, post.url)}>{post.title}</a>
          </h2>
          <Meta post={post} showReading={data.site.showReadingTime} />
          <Authors authors={post.authors} authorUrl={links.author} siteBase={data.site.baseUrl} />
          <div className="markdown" dangerouslySetInnerHTML={{ __html: b.excerpts?.[post.url] ?? '' }} />
          <footer className="blog-entry__footer">
            <Tags post={post} />
            {post.truncated ? (
              <a className="read-more" href={withBase(data.site.baseUrl, post.url)}>
                Read more<span className="sr-only"> about {post.title}</span>
              </a>
            ) : null}
          </footer>
        </article>
      ))}
      {b.totalPages && b.totalPages > 1 ? (
        <nav className="pagination-nav" aria-label="Blog list page navigation">
          {b.prevUrl ? (
            <a
              className="pagination-nav__link pagination-nav__link--prev"
              href={withBase(data.site.baseUrl, b.prevUrl)}
              rel="prev"
            >
              <span className="pagination-nav__label">Newer entries</span>
            </a>
          ) : (
            <span />
          )}
          {b.nextUrl ? (
            <a
              className="pagination-nav__link pagination-nav__link--next"
              href={withBase(data.site.baseUrl, b.nextUrl)}
              rel="next"
            >
              <span className="pagination-nav__label">Older entries</span>
            </a>
          ) : null}
        </nav>
      ) : null}
    </Frame>
  );
}

export function BlogIndexLayout({ data }: { data: PageRenderData }) {
  const b = data.blog!;
  const links = blogLinks(data);
  return (
    <Frame data={data}>
      <h1>{data.page.title}</h1>
      {b.allTags ? (
        <ul className="tag-cloud">
          {b.allTags.map(({ tag, count }) => (
            <li key={tag.permalink}>
              <a className="tag" href={tag.permalink}>
                {tag.label} <span className="tag__count">{count}</span>
              </a>
              {tag.description ? <span className="tag__description">{tag.description}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {b.allAuthors ? (
        <ul className="author-list">
          {b.allAuthors.map(({ author, count }) => (
            <li key={author.key} className="avatar">
              <Avatar author={author} size={56} base={data.site.baseUrl} />
              <span className="avatar__intro">
                {author.page ? (
                  <a className="avatar__name" href={links.author(author.key)}>
                    {author.name}
                  </a>
                ) : (
                  <span className="avatar__name">{author.name}</span>
                )}
                {author.title ? <small className="avatar__subtitle">{author.title}</small> : null}
                <small>{count === 1 ? '1 post' : `${count} posts`}</small>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {b.archive
        ? b.archive.map((y) => (
            <section key={y.year} className="archive-year" aria-labelledby={`archive-${y.year}`}>
              <h2 id={`archive-${y.year}`}>{y.year}</h2>
              <ul>
                {y.posts.map((p) => (
                  <li key={p.url}>
                    <time dateTime={p.date}>{formatDate(p.date)}</time> –{' '}
                    <a href={withBase(data.site.baseUrl, p.url)}>{p.title}</a>
                  </li>
                ))}
              </ul>
            </section>
          ))
        : null}
    </Frame>
  );
}

export function blogJsonLd(data: PageRenderData): object[] {
  const site = data.site;
  if (data.page.layout === 'blog-post' && data.blog?.posts[0]) {
    const p = data.blog.posts[0];
    return [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: p.title,
        description: p.description,
        datePublished: p.date,
        url: site.url + p.url,
        mainEntityOfPage: site.url + p.url,
        author: p.authors.map((a) => ({ '@type': 'Person', name: a.name, url: a.url, jobTitle: a.title })),
        keywords: p.tags.map((t) => t.label),
        image: p.image && /^https?:/.test(p.image) ? p.image : undefined,
      },
    ];
  }
  if (data.page.layout === 'blog-list') {
    return [
      {
        '@context': 'https://schema.org',
        '@type': 'Blog',
        name: site.blogTitle,
        url: site.url + data.page.url,
        blogPost: (data.blog?.posts ?? []).map((p) => ({
          '@type': 'BlogPosting',
          headline: p.title,
          url: site.url + p.url,
          datePublished: p.date,
        })),
      },
    ];
  }
  return [];
}
