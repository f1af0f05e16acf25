// Docusaurus's BlogPostProvider: the post a BlogPostItem renders, for useBlogPost() in a site's
// swizzled blog components (@docusaurus/plugin-content-blog/client). The theme's bundle provides it
// and the site's bundle reads it, each its own bundle over one React: the context is kept on
// globalThis so both hold the same one.
import { createContext, type Context } from 'react';

/** What Docusaurus's useBlogPost() returns: the fields of its metadata zapsite knows. */
export interface BlogPostContext {
  metadata: {
    permalink: string;
    title: string;
    description: string;
    /** ISO date. */
    date: string;
    tags: { label: string; permalink: string; description?: string }[];
    authors: {
      key: string;
      name: string;
      title?: string;
      url?: string;
      imageURL?: string;
      page: { permalink: string } | null;
    }[];
    /** In minutes. */
    readingTime: number;
    hasTruncateMarker: boolean;
    frontMatter: Record<string, unknown>;
    unlisted: boolean;
    editUrl?: string;
  };
  frontMatter: Record<string, unknown>;
  assets: { image?: string };
  toc: { value: string; id: string; level: number }[];
  /** On the post's own page; false in a list of posts. */
  isBlogPostPage: boolean;
}

const KEY = Symbol.for('zapsite.blog-post-context');

export function blogPostContext(): Context<BlogPostContext | null> {
  const g = globalThis as Record<symbol, Context<BlogPostContext | null> | undefined>;
  return (g[KEY] ??= createContext<BlogPostContext | null>(null));
}
