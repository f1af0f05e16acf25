// Docusaurus's BlogPostItem: one post, on its own page or in a list: its container (<article>),
// header (title, date line, authors), content and footer. A site may swizzle it (a wrapper that adds
// comments after the post, or one rebuilt from the parts below), reading the post with useBlogPost()
// (theme/shared/blog-post.ts, provided here around each post). The parts are `@theme/BlogPostItem/…`
// for the site's code: each renders ours for the post being rendered, which this module's own
// context says (so one registration per page serves every post of a list).
import { createContext, isValidElement, useContext, type ReactElement, type ReactNode } from 'react';
import type { BlogPostSummary, PageRenderData } from '../shared/types.ts';
import { withBase } from '../shared/url-path.ts';
import { blogPostContext, type BlogPostContext } from '../shared/blog-post.ts';
import type { BlogPostPart } from '../shared/docusaurus.ts';
import { docusaurusAuthor, PostAuthors, PostInfo, PostTitle, Tags } from './blog-post-parts.tsx';
import { EditMetaRow } from './components/EditMetaRow.tsx';
import { isSwizzled, metadataHead, provideOriginals, renderingPage, Themed } from './swizzle.tsx';
import { tocValueOf } from '../shared/toc-value.ts';
import { themeString } from './theme-text.tsx';

interface Current {
  data: PageRenderData;
  post: BlogPostSummary;
  /** On the post's own page (its content whole), not in a list (its excerpt). */
  page: boolean;
}

const CurrentPost = createContext<Current | null>(null);

function useCurrent(): Current {
  const current = useContext(CurrentPost);
  if (current) return current;
  // A site's swizzled BlogListPage that lays out its posts itself names each with Docusaurus's
  // BlogPostProvider, around `@theme/BlogPostItem`: the post is the page's one at that address.
  const provided = useContext(blogPostContext());
  const data = renderingPage();
  const post = data?.blog?.posts.find((p) => withBase(data.site.baseUrl, p.url) === provided?.metadata.permalink);
  if (!data || !post) throw new Error('The blog post parts render only inside a post of the classic theme.');
  return { data, post, page: provided!.isBlogPostPage };
}

/** The post's HTML: its content on its page, its excerpt in a list. */
function postHtml({ data, post, page }: Current): string {
  return page ? data.page.html : (data.blog?.excerpts?.[post.url] ?? '');
}

/**
 * The post's content as the `children` Docusaurus gives BlogPostItem. Rendered where the site's
 * component puts it; BlogPostItem/Content, given it, writes the HTML in its own element instead.
 */
function PostBody() {
  return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: postHtml(useCurrent()) }} />;
}

function Container({ className, children }: { className?: string; children?: ReactNode }) {
  return <article className={className}>{children}</article>;
}

/** Docusaurus's BlogPostItem/Header: the title, the date line and the authors, each the site's when it swizzled it. */
function OurHeader() {
  return (
    <header>
      <Part name="BlogPostItem/Header/Title" />
      <Part name="BlogPostItem/Header/Info" />
      <Part name="BlogPostItem/Header/Authors" />
    </header>
  );
}

function Content({ className, children }: { className?: string; children?: ReactNode }) {
  const current = useCurrent();
  const cls = ['markdown', className].filter(Boolean).join(' ');
  const id = current.page ? '__blog-post-container' : undefined;
  const ours = children === undefined || (isValidElement(children) && children.type === PostBody);
  if (!ours)
    return (
      <div id={id} className={cls}>
        {children}
      </div>
    );
  return <div id={id} className={cls} dangerouslySetInnerHTML={{ __html: postHtml(current) }} />;
}

/**
 * Docusaurus's BlogPostItem/Footer: on the post's page its tags and edit link (none without either),
 * in a list its tags and the read-more link when the post was cut.
 */
function OurFooter() {
  const { data, post, page } = useCurrent();
  if (page) {
    if (!post.tags.length && !data.page.editUrl) return null;
    return (
      <footer className="docusaurus-mt-lg">
        {post.tags.length ? (
          <div className="row margin-top--sm theme-blog-footer-edit-meta-row">
            <Tags post={post} />
          </div>
        ) : null}
        <EditMetaRow data={data} className="theme-blog-footer-edit-meta-row" />
      </footer>
    );
  }
  // In a list, as Docusaurus: no footer without tags, a cut or an edit link; the tags beside the link take three quarters.
  if (!post.tags.length && !post.truncated && !post.editable) return null;
  return (
    <footer className="row docusaurus-mt-lg">
      <Tags post={post} className={post.truncated ? 'col col--9' : 'col'} />
      {post.truncated ? (
        <div className={`col text--right${post.tags.length ? ' col--3' : ''}`}>
          <Themed
            name="BlogPostItem/Footer/ReadMoreLink"
            ours={(p) => (
              <a
                aria-label={themeString('theme.blog.post.readMoreLabel', 'Read more about {title}', {
                  title: String(p.blogPostTitle),
                })}
                href={String(p.to)}
              >
                <b>{themeString('theme.blog.post.readMore', 'Read more')}</b>
              </a>
            )}
            props={{ blogPostTitle: post.title, to: withBase(data.site.baseUrl, post.url) }}
          />
        </div>
      ) : null}
    </footer>
  );
}

type PartRender = (props: Record<string, unknown>) => ReactNode;
const cls = (p: Record<string, unknown>) => p.className as string | undefined;
// Ours for each part, for the post being rendered (useCurrent): what `@theme/BlogPostItem/…` renders
// in a site's ejected BlogPostItem, and `@theme-original/…` in a site's wrapper of one part.
const PARTS: Record<BlogPostPart, PartRender> = {
  'BlogPostItem/Container': (p) => <Container className={cls(p)}>{p.children as ReactNode}</Container>,
  'BlogPostItem/Header': () => <OurHeader />,
  'BlogPostItem/Header/Title': (p) => (
    <PartOf
      render={(c) => <PostTitle post={c.post} data={c.data} heading={c.page ? 'h1' : 'h2'} className={cls(p)} />}
    />
  ),
  'BlogPostItem/Header/Info': (p) => (
    <PartOf render={(c) => <PostInfo post={c.post} data={c.data} className={cls(p)} />} />
  ),
  'BlogPostItem/Header/Authors': (p) => (
    <PartOf render={(c) => <PostAuthors post={c.post} data={c.data} className={cls(p)} />} />
  ),
  'BlogPostItem/Content': (p) => <Content className={cls(p)}>{p.children as ReactNode}</Content>,
  'BlogPostItem/Footer': () => <OurFooter />,
};

/** A part of the post: the site's when it swizzled that part, else ours, given Docusaurus's props. */
function Part({ name, props }: { name: BlogPostPart; props?: Record<string, unknown> }) {
  return <Themed name={name} ours={PARTS[name]} props={props} />;
}

function PartOf({ render }: { render: (current: Current) => ReactNode }) {
  return <>{render(useCurrent())}</>;
}

/** Ours: the post in its container, as Docusaurus's BlogPostItem lays it out (a list's get a margin). */
function OurItem({ page }: { page: boolean }) {
  const current = useCurrent();
  return (
    <CurrentPost.Provider value={current}>
      <Part
        name="BlogPostItem/Container"
        props={{
          ...(page ? {} : { className: 'margin-bottom--xl' }),
          children: (
            <>
              <Part name="BlogPostItem/Header" />
              <Part name="BlogPostItem/Content" props={{ children: <PostBody /> }} />
              <Part name="BlogPostItem/Footer" />
            </>
          ),
        }}
      />
    </CurrentPost.Provider>
  );
}

/** `@theme-original/BlogPostItem` where a site's BlogListPage renders a post itself, inside its BlogPostProvider. */
export function providedPostItem(): ReactNode {
  return <OurItem page={false} />;
}

/** What useBlogPost() gives for a post in a list, in Docusaurus's shape. */
export function listPostData(data: PageRenderData, post: BlogPostSummary): BlogPostContext {
  return blogPostData({ data, post, page: false });
}

/** What useBlogPost() gives for the post, in Docusaurus's shape. */
function blogPostData({ data, post, page }: Current): BlogPostContext {
  const base = data.site.baseUrl;
  const frontMatter = (page ? data.page.frontMatter : data.blog?.frontMatters?.[post.url]) ?? {};
  return {
    metadata: {
      permalink: withBase(base, post.url),
      title: post.title,
      description: post.description ?? '',
      date: post.date,
      tags: post.tags.map((t) => ({
        label: t.label,
        permalink: withBase(base, t.permalink),
        ...(t.description ? { description: t.description } : {}),
      })),
      authors: post.authors.map((a) => docusaurusAuthor(a, base)),
      readingTime: post.readingMinutes,
      hasTruncateMarker: post.truncated,
      frontMatter,
      unlisted: frontMatter.unlisted === true,
      ...(page && data.page.editUrl ? { editUrl: data.page.editUrl } : {}),
    },
    frontMatter,
    assets: post.image ? { image: post.image } : {},
    toc: page ? data.toc.map((t) => ({ value: tocValueOf(t), id: t.id, level: t.depth })) : [],
    isBlogPostPage: page,
  };
}

/** One post: the site's BlogPostItem when it swizzled it, given the post's content, else ours. */
export function BlogPostItem({
  data,
  post,
  page = false,
}: {
  data: PageRenderData;
  post: BlogPostSummary;
  page?: boolean;
}) {
  const current: Current = { data, post, page };
  const Provider = blogPostContext().Provider;
  provideOriginals(PARTS);
  return (
    <CurrentPost.Provider value={current}>
      <Provider value={blogPostData(current)}>
        <Themed name="BlogPostItem" ours={() => <OurItem page={page} />} props={{ children: <PostBody /> }} />
      </Provider>
    </CurrentPost.Provider>
  );
}

/**
 * The head tags a site's swizzled BlogPostPage/Metadata gives a post's page (a card image of its
 * own), or undefined without one: drawn first, on its own, with the post as useBlogPost() gives it.
 */
export function blogPostMetadataHead(data: PageRenderData): ReactElement[] | undefined {
  const post = data.page.layout === 'blog-post' ? data.blog?.posts[0] : undefined;
  if (!post || !isSwizzled('BlogPostPage/Metadata')) return undefined;
  const Provider = blogPostContext().Provider;
  return metadataHead(
    data,
    <Provider value={blogPostData({ data, post, page: true })}>
      <Themed name="BlogPostPage/Metadata" ours={() => null} />
    </Provider>,
  );
}
