// The pieces of a blog post as Docusaurus's classic theme draws them, shared by the post item
// (BlogPostItem.tsx) and the blog's lists and author pages (Blog.tsx): the header's title, date line
// and authors, an author (Infima avatar), the tags.
import type { ReactNode } from 'react';
import type { BlogPostSummary, PageRenderData } from '../shared/types.ts';
import { isExternal, withBase } from '../shared/url-path.ts';
import { TagsListInline } from './components/TagsListInline.tsx';
import { AuthorSocials } from './components/AuthorSocials.tsx';
import { isSwizzled, provideOriginals, Themed } from './swizzle.tsx';
import { themeDate, themePlural } from './theme-text.tsx';
import {
  BlogComponentsAuthor as Author,
  BlogPostItemHeaderAuthors as Authors,
  BlogPostItemHeaderInfo as Info,
  BlogPostItemHeaderTitle as Title,
} from '../shared/docusaurus-classes.ts';

// Docusaurus's wording: "One min read", then "2 min read" (its plural message, in the site's language).
const readingTime = (minutes: number) =>
  themePlural('theme.blog.post.readingTime.plurals', 'One min read|{readingTime} min read', minutes, {
    readingTime: minutes,
  });

export type Author = BlogPostSummary['authors'][number];

/** Docusaurus's BlogAuthor: the author's page when authors.yml gives one, else their url. */
function authorLink(a: Author, base: string): string | undefined {
  return a.pageUrl ? withBase(base, a.pageUrl) : a.url;
}

/** Docusaurus's Link where there is an address: one with a protocol (a profile, `mailto:`) opens in a new tab. */
function MaybeLink({ href, className, children }: { href?: string; className?: string; children: ReactNode }) {
  if (!href) return <>{children}</>;
  return (
    <a
      href={href}
      {...(isExternal(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      className={className}
    >
      {children}
    </a>
  );
}

/**
 * Docusaurus's Blog/Components/Author: the avatar, the name (a heading on the author's page and in
 * the authors list, where the count follows it), the title and the social links.
 */
function BlogAuthor({
  author,
  base,
  as,
  count,
  className,
}: {
  author: Author;
  base: string;
  as?: 'h1' | 'h2';
  count?: number;
  className?: string;
}) {
  const link = authorLink(author, base);
  const Name = as ?? 'span';
  return (
    <div
      className={['avatar margin-bottom--sm', className, as ? Author[`author-as-${as}`] : ''].filter(Boolean).join(' ')}
    >
      {author.imageUrl ? (
        <MaybeLink href={link} className="avatar__photo-link">
          <img className={`avatar__photo ${Author.authorImage}`} src={author.imageUrl} alt={author.name} />
        </MaybeLink>
      ) : null}
      {author.name || author.title ? (
        <div className={`avatar__intro ${Author.authorDetails}`}>
          <div className="avatar__name">
            {author.name ? (
              <MaybeLink href={link}>
                <Name className={Author.authorName} translate="no">
                  {author.name}
                </Name>
              </MaybeLink>
            ) : null}
            {count !== undefined ? <span className={Author.authorBlogPostCount}>{count}</span> : null}
          </div>
          {author.title ? (
            <small className={Author.authorTitle} title={author.title}>
              {author.title}
            </small>
          ) : null}
          <AuthorSocials socials={author.socials} />
        </div>
      ) : null}
    </div>
  );
}

/** An author as Docusaurus's blog gives it to its components (useBlogPost()'s `metadata.authors`, Blog/Components/Author's `author`). */
export function docusaurusAuthor(a: Author, base: string) {
  return {
    key: a.key,
    name: a.name,
    ...(a.title ? { title: a.title } : {}),
    ...(a.url ? { url: a.url } : {}),
    ...(a.imageUrl ? { imageURL: a.imageUrl } : {}),
    socials: a.socials,
    page: a.pageUrl ? { permalink: withBase(base, a.pageUrl) } : null,
  };
}

type DocusaurusAuthor = ReturnType<typeof docusaurusAuthor>;

/** Ours from Docusaurus's author, as a site's wrapper hands it on (its page's permalink has the base URL already). */
function fromDocusaurus(d: Partial<DocusaurusAuthor> | undefined, ours: Author): Author {
  if (!d) return ours;
  return {
    key: d.key ?? ours.key,
    name: d.name ?? '',
    title: d.title,
    url: d.url,
    imageUrl: d.imageURL,
    page: !!d.page,
    pageUrl: d.page?.permalink,
    socials: d.socials ?? {},
  };
}

/**
 * An author, through the site's swizzled Blog/Components/Author when it has one, given Docusaurus's
 * `author`, `as`, `count` and `className`: in a post's header, on the author's page, in the list of
 * authors. Its original is ours drawn from those props (an ejected one's `@theme/Blog/Components/Author/Socials` the links).
 */
export function ThemedBlogAuthor(props: {
  author: Author;
  base: string;
  as?: 'h1' | 'h2';
  count?: number;
  className?: string;
}) {
  const { author, base, as, count, className } = props;
  if (isSwizzled('Blog/Components/Author'))
    provideOriginals({
      'Blog/Components/Author/Socials': (p) => (
        <AuthorSocials socials={(p.author as Partial<DocusaurusAuthor> | undefined)?.socials ?? {}} />
      ),
    });
  return (
    <Themed
      name="Blog/Components/Author"
      ours={(p) => (
        <BlogAuthor
          author={fromDocusaurus(p.author as Partial<DocusaurusAuthor> | undefined, author)}
          base="/"
          as={p.as as 'h1' | 'h2' | undefined}
          count={p.count as number | undefined}
          className={p.className as string | undefined}
        />
      )}
      props={{
        author: docusaurusAuthor(author, base),
        ...(as ? { as } : {}),
        ...(count !== undefined ? { count } : {}),
        ...(className ? { className } : {}),
      }}
    />
  );
}

/** Docusaurus's BlogPostItem/Header/Title: the post's title, a link to it in lists. */
export function PostTitle({
  post,
  data,
  heading,
  className,
}: {
  post: BlogPostSummary;
  data: PageRenderData;
  heading: 'h1' | 'h2';
  className?: string;
}) {
  const H = heading;
  return (
    <H className={withClass(Title.title, className)}>
      {heading === 'h2' ? <a href={withBase(data.site.baseUrl, post.url)}>{post.title}</a> : post.title}
    </H>
  );
}

/** Docusaurus's BlogPostItem/Header/Info: the date and, when the site shows it, the reading time. */
export function PostInfo({
  post,
  data,
  className,
}: {
  post: BlogPostSummary;
  data: PageRenderData;
  className?: string;
}) {
  return (
    <div className={withClass(`${Info.container} margin-vert--md`, className)}>
      <time dateTime={post.date}>{themeDate(post.date)}</time>
      {data.site.showReadingTime ? <> · {readingTime(post.readingMinutes)}</> : null}
    </div>
  );
}

/** Docusaurus's BlogPostItem/Header/Authors: the post's authors in a row. */
export function PostAuthors({
  post,
  data,
  className,
}: {
  post: BlogPostSummary;
  data: PageRenderData;
  className?: string;
}) {
  if (!post.authors.length) return null;
  // Authors with a picture and no name sit side by side, as Docusaurus lays them out.
  const imageOnly = post.authors.every((a) => !a.name);
  const column = post.authors.length === 1 ? 'col col--12' : 'col col--6';
  return (
    <div
      className={withClass(
        `margin-top--md margin-bottom--sm ${imageOnly ? Authors.imageOnlyAuthorRow : 'row'}`,
        className,
      )}
    >
      {post.authors.map((a) => (
        <div key={a.key} className={imageOnly ? Authors.imageOnlyAuthorCol : `${column} ${Authors.authorCol}`}>
          <ThemedBlogAuthor author={a} base={data.site.baseUrl} />
        </div>
      ))}
    </div>
  );
}

/** Ours, then the class a site's wrapper gives the part (Docusaurus's parts take `className`). */
function withClass(ours: string, className: string | undefined): string {
  return className ? `${ours} ${className}` : ours;
}

export function Tags({ post, className }: { post: BlogPostSummary; className?: string }) {
  return (
    <TagsListInline
      tags={post.tags.map((t) => ({ label: t.label, href: t.permalink, description: t.description }))}
      className={className}
    />
  );
}
