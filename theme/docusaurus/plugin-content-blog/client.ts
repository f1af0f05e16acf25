// @docusaurus/plugin-content-blog/client: useBlogPost(), the post being rendered, as Docusaurus's
// BlogPostProvider gives it to the blog components a site swizzles (theme/classic/Blog.tsx provides
// it around each post, on its own page and in lists). Also exported by @docusaurus/theme-common, as
// in Docusaurus 3.0-3.4.
import { useContext } from 'react';
import { blogPostContext, type BlogPostContext } from '../../shared/blog-post.ts';

export function useBlogPost(): BlogPostContext {
  const post = useContext(blogPostContext());
  if (!post)
    throw new Error(
      'useBlogPost() is only available in the blog post components a site swizzles (src/theme/BlogPostItem...), where zapsite renders them on the server.',
    );
  return post;
}
