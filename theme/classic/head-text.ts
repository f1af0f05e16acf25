// The classic theme's window title and description where Docusaurus's differ from the shared ones:
// its 404 page's title, an author page's title with the post count, the archive's description, and
// no description at all (not the tagline) for a page that has none.
import type { PageRenderData } from '../shared/types.ts';
import { windowTitle, withSiteTitle } from '../shared/window-title.ts';
import { themePlural, themeString } from './theme-text.tsx';

const posts = (n: number) => themePlural('theme.blog.post.plurals', 'One post|{count} posts', n);

export function classicTitle(data: PageRenderData): string {
  const { site, page, blog } = data;
  const join = (a: string) => withSiteTitle(a, site);
  if (page.layout === 'not-found' && !page.reactPage)
    return join(themeString('theme.NotFound.title', 'Page Not Found'));
  if (page.layout === 'blog-author' && blog?.author && blog.authorPosts !== undefined)
    return join(
      themeString('theme.blog.author.pageTitle', '{authorName} - {nPosts}', {
        authorName: blog.author.name,
        nPosts: posts(blog.authorPosts),
      }),
    );
  return windowTitle(data);
}

export function classicDescription(data: PageRenderData): string | undefined {
  const { page } = data;
  if (page.description !== undefined) return page.description;
  return page.layout === 'blog-archive' ? themeString('theme.blog.archive.description', 'Archive') : undefined;
}

/** Whether the page's own head tags (a PageMetadata image) already hold twitter:image. */
export function hasOwnTwitterImage(page: PageRenderData['page']): boolean {
  return page.reactPage?.headHtml?.includes('name="twitter:image"') ?? false;
}

/**
 * A post's Open Graph article tags, as Docusaurus's BlogPostPage/Metadata writes them: its type,
 * its date, its authors' URLs and its tags' labels (each list joined with commas).
 */
export function articleMeta(data: PageRenderData): { property: string; content: string }[] {
  const post = data.page.layout === 'blog-post' ? data.blog?.posts[0] : undefined;
  if (!post) return [];
  const urls = post.authors.flatMap((a) => (a.url ? [a.url] : []));
  return [
    { property: 'og:type', content: 'article' },
    { property: 'article:published_time', content: new Date(post.date).toISOString() },
    ...(urls.length ? [{ property: 'article:author', content: urls.join(',') }] : []),
    ...(post.tags.length ? [{ property: 'article:tag', content: post.tags.map((t) => t.label).join(',') }] : []),
  ];
}
