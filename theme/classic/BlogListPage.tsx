// A site's swizzled BlogListPage: the blog's list pages (/blog/, /blog/page/2/, …) drawn by the
// site's component with Docusaurus's props, `metadata`, `items` (each post's `content`: a component
// showing its excerpt, with its metadata and front matter on it) and `sidebar`. A site that ejected
// it rebuilds the page from Docusaurus's parts, each zapsite's own for this page: `@theme/BlogLayout`,
// `BlogSidebar`, `BlogPostItems`, `BlogListPaginator`, and `SearchMetadata` and
// `BlogListPage/StructuredData`, which write nothing here (the theme writes the head). Like a React
// page it renders `@theme/Layout` itself, inside the theme's chrome: there Layout is its children.
import type { ReactNode } from 'react';
import type { BlogPostSummary, PageRenderData } from '../shared/types.ts';
import { withBase } from '../shared/url-path.ts';
import type { BlogListPart } from '../shared/docusaurus.ts';
import { BlogPostItem, listPostData, providedPostItem } from './BlogPostItem.tsx';
import { BlogSidebar, docusaurusBlogSidebar, OurFrame, ListPaginator } from './blog-frame.tsx';
import { isSwizzled, provideOriginals, Themed } from './swizzle.tsx';

type Part = (props: Record<string, unknown>) => ReactNode;

/** A post as Docusaurus's list gives it: a component that shows its excerpt, its data on it. */
type PostContent = (() => ReactNode) & ReturnType<typeof listPostData>;

function postContent(data: PageRenderData, post: BlogPostSummary): PostContent {
  const html = data.blog?.excerpts?.[post.url] ?? '';
  const content = () => <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} />;
  return Object.assign(content, listPostData(data, post));
}

/**
 * The page's posts as Docusaurus's lists give them (`items`, each a `content` component), and the
 * parts that draw them: `BlogPostItems` (zapsite's post for each item) and `BlogPostItem` (the post
 * a `BlogPostProvider` around it names), which a site's own BlogPostItems renders.
 */
function postItems(data: PageRenderData) {
  const posts = new Map<unknown, BlogPostSummary>();
  const items = data.blog!.posts.map((post) => {
    const content = postContent(data, post);
    posts.set(content, post);
    return { content };
  });
  const parts: Record<'BlogPostItems' | 'BlogPostItem', Part> = {
    BlogPostItems: (p) =>
      (p.items as { content: unknown }[]).map(({ content }) => {
        const post = posts.get(content);
        return post ? <BlogPostItem key={post.url} data={data} post={post} /> : null;
      }),
    BlogPostItem: () => providedPostItem(),
  };
  return { items, parts };
}

/**
 * The posts of one of the theme's own list pages (the blog's, a tag's, an author's), through the
 * site's swizzled BlogPostItems when it has one, given Docusaurus's `items`, as Docusaurus's list
 * pages draw them.
 */
export function PostItems({ data }: { data: PageRenderData }) {
  // Without the site's own, no list items are made: each post is the theme's, as before.
  if (!isSwizzled('BlogPostItems'))
    return (
      <>
        {data.blog!.posts.map((post) => (
          <BlogPostItem key={post.url} data={data} post={post} />
        ))}
      </>
    );
  const { items, parts } = postItems(data);
  provideOriginals(parts);
  return <Themed name="BlogPostItems" ours={parts.BlogPostItems} props={{ items }} />;
}

export function BlogListPage({ data, ours }: { data: PageRenderData; ours: () => ReactNode }) {
  const b = data.blog!;
  const base = data.site.baseUrl;
  const { items, parts: postParts } = postItems(data);
  const parts: Record<BlogListPart | 'Layout' | 'BlogPostItem', Part> = {
    // Docusaurus's BlogLayout renders the site's Layout around the blog's frame, as the theme's
    // chrome does around other pages.
    BlogLayout: (p) => (
      <Themed
        name="Layout"
        ours={(l) => l.children as ReactNode}
        props={{
          children: (
            <OurFrame data={data} toc={p.toc as ReactNode}>
              {p.children as ReactNode}
            </OurFrame>
          ),
          title: data.page.title,
          ...(data.page.description ? { description: data.page.description } : {}),
        }}
      />
    ),
    BlogSidebar: () => <BlogSidebar data={data} />,
    ...postParts,
    BlogListPaginator: () => <ListPaginator data={data} />,
    SearchMetadata: () => null,
    'BlogListPage/StructuredData': () => null,
    // A Layout the page renders itself is inside the theme's chrome, which it does not get twice.
    Layout: (p) => <>{p.children as ReactNode}</>,
  };
  provideOriginals(parts);
  const sidebar = docusaurusBlogSidebar(data);
  const metadata = {
    permalink: withBase(base, data.page.url),
    page: b.page ?? 1,
    postsPerPage: b.posts.length,
    totalPages: b.totalPages ?? 1,
    blogTitle: data.page.title,
    blogDescription: data.page.description ?? '',
    ...(b.prevUrl ? { previousPage: withBase(base, b.prevUrl) } : {}),
    ...(b.nextUrl ? { nextPage: withBase(base, b.nextUrl) } : {}),
  };
  return <Themed name="BlogListPage" ours={ours} props={{ metadata, items, ...(sidebar ? { sidebar } : {}) }} />;
}
