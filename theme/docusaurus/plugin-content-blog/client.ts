// @docusaurus/plugin-content-blog/client: useBlogPost(), the post being rendered, as Docusaurus's
// BlogPostProvider gives it to the blog components a site swizzles (theme/classic/Blog.tsx provides
// it around each post, on its own page and in lists). Also exported by @docusaurus/theme-common, as
// in Docusaurus 3.0-3.4. And the blog sidebar's helpers a site's own BlogSidebar is built on.
import { createElement, useContext, type ReactNode } from 'react';
import { blogPostContext, type BlogPostContext } from '../../shared/blog-post.ts';
import Link from '../Link.tsx';
import { useLocation } from '../router.ts';

export function useBlogPost(): BlogPostContext {
  const post = useContext(blogPostContext());
  if (!post)
    throw new Error(
      'useBlogPost() is only available in the blog post components a site swizzles (src/theme/BlogPostItem...), where zapsite renders them on the server.',
    );
  return post;
}

/** What Docusaurus's blog list hands a page for each post: `content`, the post's component with its data on it. */
interface PostContent {
  metadata: BlogPostContext['metadata'];
  frontMatter: BlogPostContext['frontMatter'];
  assets?: BlogPostContext['assets'];
  toc?: BlogPostContext['toc'];
}

/**
 * Docusaurus's BlogPostProvider: names the post that useBlogPost() and `@theme/BlogPostItem` inside
 * it render, as a swizzled BlogListPage that lays out its posts itself uses it around each item.
 */
export function BlogPostProvider({
  content,
  isBlogPostPage = false,
  children,
}: {
  content: PostContent;
  isBlogPostPage?: boolean;
  children?: ReactNode;
}) {
  const value: BlogPostContext = {
    metadata: content.metadata,
    frontMatter: content.frontMatter,
    assets: content.assets ?? {},
    toc: content.toc ?? [],
    isBlogPostPage,
  };
  return createElement(blogPostContext().Provider, { value }, children);
}

/** A recent post as Docusaurus's blog sidebar lists it (BlogLayout's and BlogSidebar's `sidebar.items`). */
export interface BlogSidebarItem {
  title: string;
  permalink: string;
  unlisted: boolean;
  date: string;
}

/** The sidebar's posts a visitor may see: an unlisted one only on its own page, as Docusaurus's. */
export function useVisibleBlogSidebarItems(items: BlogSidebarItem[]): BlogSidebarItem[] {
  const { pathname } = useLocation();
  const here = samePath(pathname);
  return items.filter((item) => !item.unlisted || here(item.permalink));
}

/** `path` compared as Docusaurus's isSamePath does: case and a trailing slash aside. */
function samePath(path: string): (other: string) => boolean {
  const norm = (p: string) => p.toLowerCase().replace(/\/$/, '');
  const mine = norm(path);
  return (other) => norm(other) === mine;
}

/** The posts by year, newest year first, each year's posts in their order: Docusaurus's `[year, items][]`. */
export function groupBlogSidebarItemsByYear(items: BlogSidebarItem[]): [string, BlogSidebarItem[]][] {
  const years = new Map<string, BlogSidebarItem[]>();
  for (const item of items) {
    const year = String(new Date(item.date).getFullYear());
    const list = years.get(year) ?? [];
    list.push(item);
    years.set(year, list);
  }
  return [...years].sort((a, b) => Number(b[0]) - Number(a[0]));
}

/** Docusaurus's list of the sidebar's posts, each a link marked active on its own page. */
export function BlogSidebarItemList({
  items,
  ulClassName,
  liClassName,
  linkClassName,
  linkActiveClassName,
}: {
  items: BlogSidebarItem[];
  ulClassName?: string;
  liClassName?: string;
  linkClassName?: string;
  linkActiveClassName?: string;
}) {
  return createElement(
    'ul',
    { className: ulClassName },
    items.map((item) =>
      createElement(
        'li',
        { key: item.permalink, className: liClassName },
        createElement(
          Link,
          { isNavLink: true, to: item.permalink, className: linkClassName, activeClassName: linkActiveClassName },
          item.title,
        ),
      ),
    ),
  );
}
