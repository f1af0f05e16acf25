// The schema.org data Docusaurus's classic theme puts in a page's <head> as JSON-LD: a doc's or a
// category index's breadcrumbs (DocBreadcrumbs/StructuredData: the crumbs that link somewhere, the page last), a
// post (BlogPostPage/StructuredData: a BlogPosting that is part of the blog) and the blog's list
// pages (BlogListPage/StructuredData: a Blog of its posts), as plugin-content-blog's and
// plugin-content-docs's structuredDataUtils build them.
import type { BlogAuthor, BlogPostSummary, PageRenderData } from '../shared/types.ts';
import { docusaurusPermalink } from '../shared/permalink.ts';

/** The page's JSON-LD objects, in the order Docusaurus's components write them. */
export function structuredData(data: PageRenderData): object[] {
  switch (data.page.layout) {
    case 'doc':
    case 'doc-index':
      return data.breadcrumbs?.length ? [breadcrumbList(data)] : [];
    case 'blog-post': {
      const post = data.blog?.posts[0];
      return post ? [blogPosting(data, post)] : [];
    }
    case 'blog-list':
      return [blogList(data)];
    default:
      return [];
  }
}

// As Docusaurus writes them: the site's URL and the permalink (with the base URL), characters as they are.
const absolute = (data: PageRenderData, path: string) => data.site.url + data.site.baseUrl.replace(/\/$/, '') + path;

function breadcrumbList(data: PageRenderData): object {
  const crumbs = data.breadcrumbs!;
  // Docusaurus leaves out the crumbs without a link; the doc itself, last, links to its page. Each
  // is its permalink, as the docs plugin writes it (a doc's without the site's trailing slash).
  const linked = crumbs.flatMap((c, i) => {
    const href = c.permalink ?? (i === crumbs.length - 1 ? data.page.url : c.href);
    return href ? [{ label: c.label, href }] : [];
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: linked.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.label,
      item: absolute(data, c.href),
    })),
  };
}

/** An author as a schema.org Person. */
function person(author: BlogAuthor): object {
  return {
    '@type': 'Person',
    ...(author.name ? { name: author.name } : {}),
    ...(author.title ? { description: author.title } : {}),
    ...(author.url ? { url: author.url } : {}),
    ...(author.imageUrl ? { image: author.imageUrl } : {}),
  };
}

/** A post's fields shared by its own page and the list's entries. */
function posting(data: PageRenderData, post: BlogPostSummary, keywords: unknown): Record<string, unknown> {
  const url = absolute(data, docusaurusPermalink(post.url));
  const authors = post.authors.map(person);
  const image = post.image
    ? /^https?:/.test(post.image)
      ? post.image
      : absolute(data, post.image.startsWith('/') ? post.image : `/${post.image}`)
    : undefined;
  return {
    '@type': 'BlogPosting',
    '@id': url,
    mainEntityOfPage: url,
    url,
    headline: post.title,
    name: post.title,
    description: post.description,
    datePublished: new Date(post.date).toISOString(),
    author: authors.length === 1 ? authors[0] : authors,
    ...(image
      ? {
          image: {
            '@type': 'ImageObject',
            '@id': image,
            url: image,
            contentUrl: image,
            caption: `title image for the blog post: ${post.title}`,
          },
        }
      : {}),
    keywords: Array.isArray(keywords) ? keywords : [],
  };
}

function blogPosting(data: PageRenderData, post: BlogPostSummary): object {
  const blog = blogOf(data);
  return {
    '@context': 'https://schema.org',
    ...posting(data, post, data.page.keywords),
    isPartOf: { '@type': 'Blog', '@id': absolute(data, docusaurusPermalink(blog.path)), name: blog.title },
  };
}

function blogList(data: PageRenderData): object {
  const url = absolute(data, docusaurusPermalink(data.page.url));
  const posts = data.blog?.posts ?? [];
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    '@id': url,
    mainEntityOfPage: url,
    headline: blogOf(data).title,
    description: data.page.description,
    blogPost: posts.map((p) => posting(data, p, data.blog?.frontMatters?.[p.url]?.keywords)),
  };
}

/** The blog the page belongs to: its title and root path (a further blog instance's own). */
function blogOf(data: PageRenderData): { title: string; path: string } {
  const { site, page } = data;
  const own = page.pluginId ? site.blogInstances?.[page.pluginId] : undefined;
  return { title: own?.blogTitle ?? site.blogTitle ?? 'Blog', path: own?.blogPath ?? site.blogPath ?? '/blog' };
}
