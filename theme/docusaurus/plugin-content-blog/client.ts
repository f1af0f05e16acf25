// @docusaurus/plugin-content-blog/client: useBlogPost(), the post being rendered, as Docusaurus's
// BlogPostProvider gives it to the blog components a site swizzles (theme/classic/Blog.tsx provides
// it around each post, on its own page and in lists). Also exported by @docusaurus/theme-common, as
// in Docusaurus 3.0-3.4.
import { createElement, useContext, type ReactNode } from 'react';
import { blogPostContext, type BlogPostContext } from '../../shared/blog-post.ts';

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
