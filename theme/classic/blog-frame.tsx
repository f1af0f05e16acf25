// The blog's frame as Docusaurus's BlogLayout draws it: the recent-posts sidebar (col--3), the main
// column (col--7) and a post's table of contents (col--2); and a list page's newer/older links. Its
// parts are also the `@theme/` modules a site's swizzled BlogListPage renders (BlogListPage.tsx).
// A site's swizzled BlogLayout draws the frame instead, inside the page's chrome (Layout.tsx).
import { Fragment, type ReactNode } from 'react';
import type { PageRenderData } from '../shared/types.ts';
import { withBase } from '../shared/url-path.ts';
import { isSwizzled, provideOriginals, Themed } from './swizzle.tsx';
import { themeString } from './theme-text.tsx';
import { NavLink } from './Toc.tsx';
import { BlogSidebarDesktop as styles, Layout } from '../shared/docusaurus-classes.ts';

/** The recent posts the page's sidebar lists; none when the blog lists none. */
function recentPosts(data: PageRenderData) {
  return data.blogSidebar?.items.length ? data.blogSidebar : undefined;
}

/**
 * Docusaurus's BlogSidebar/Desktop: the recent posts, grouped by year as Docusaurus 3.5 and later
 * show them (one list, with no year, when the site's `groupByYear` is false: generator/render/pages.ts).
 */
export function BlogSidebar({ data }: { data: PageRenderData }) {
  const sb = recentPosts(data);
  if (!sb) return null;
  const list = (posts: NonNullable<typeof sb>['items'][number]['posts']) => (
    <ul className={`${styles.sidebarItemList} clean-list`}>
      {posts.map((p) => (
        <li key={p.href} className={styles.sidebarItem}>
          <a
            className={
              p.href === data.page.url
                ? `${styles.sidebarItemLink} ${styles.sidebarItemLinkActive}`
                : styles.sidebarItemLink
            }
            href={withBase(data.site.baseUrl, p.href)}
          >
            {p.label}
          </a>
        </li>
      ))}
    </ul>
  );
  return (
    <aside className="col col--3">
      <nav
        className={`${styles.sidebar} thin-scrollbar`}
        aria-label={themeString('theme.blog.sidebar.navAriaLabel', 'Blog recent posts navigation')}
      >
        <div className={`${styles.sidebarItemTitle} margin-bottom--md`}>{sb.title}</div>
        {sb.items.map((g) =>
          g.year ? (
            <div key={g.year} role="group">
              <h3 className={styles.yearGroupHeading}>{g.year}</h3>
              {list(g.posts)}
            </div>
          ) : (
            <Fragment key="">{list(g.posts)}</Fragment>
          ),
        )}
      </nav>
    </aside>
  );
}

/**
 * The recent posts: the site's swizzled BlogSidebar when it has one, given Docusaurus's `sidebar`,
 * else ours; either draws the desktop column, the site's BlogSidebar/Desktop when it has one. An
 * ejected BlogSidebar also renders `@theme/BlogSidebar/Mobile`: nothing, as the build draws the
 * desktop column (Docusaurus's phone list is in the navbar's menu).
 */
function ThemedBlogSidebar({ data }: { data: PageRenderData }) {
  const sidebar = docusaurusBlogSidebar(data);
  const props = sidebar ? { sidebar } : {};
  const desktop = () => <Themed name="BlogSidebar/Desktop" ours={() => <BlogSidebar data={data} />} props={props} />;
  if (isSwizzled('BlogSidebar')) provideOriginals({ 'BlogSidebar/Desktop': desktop, 'BlogSidebar/Mobile': () => null });
  return <Themed name="BlogSidebar" ours={desktop} props={props} />;
}

/** The recent posts as Docusaurus gives them to BlogLayout and BlogListPage (`sidebar`). */
export function docusaurusBlogSidebar(data: PageRenderData) {
  const base = data.site.baseUrl;
  return (
    data.blogSidebar && {
      title: data.blogSidebar.title,
      items: data.blogSidebar.items.flatMap((g) =>
        g.posts.map((p) => ({ title: p.label, permalink: withBase(base, p.href), unlisted: false, date: p.date })),
      ),
    }
  );
}

/** Whether the page is framed by the site's swizzled BlogLayout: a blog page, but its archive, which Docusaurus lays out alone. */
export function framedBySite(data: PageRenderData): boolean {
  return data.page.layout.startsWith('blog') && !data.blog?.archive && isSwizzled('BlogLayout');
}

/**
 * The main wrapper the page's chrome leaves out when the site's BlogLayout frames the page: it is
 * `@theme/Layout` there, as Docusaurus's Layout is inside its BlogLayout.
 */
function MainWrapper({ children }: { children?: ReactNode }) {
  return (
    <div id="__docusaurus_skipToContent_fallback" className={`theme-layout-main main-wrapper ${Layout.mainWrapper}`}>
      {children}
    </div>
  );
}

/** The blog's frame: the site's BlogLayout when it swizzled it, given Docusaurus's props, else ours. */
export function Frame({ data, children, toc }: { data: PageRenderData; children: ReactNode; toc?: ReactNode }) {
  if (!framedBySite(data))
    return (
      <OurFrame data={data} toc={toc}>
        {children}
      </OurFrame>
    );
  provideOriginals({
    Layout: (p) => <MainWrapper>{p.children as ReactNode}</MainWrapper>,
    BlogSidebar: () => <ThemedBlogSidebar data={data} />,
  });
  const sidebar = docusaurusBlogSidebar(data);
  return (
    <Themed
      name="BlogLayout"
      ours={(p) => (
        <MainWrapper>
          <OurFrame data={data} toc={p.toc as ReactNode}>
            {p.children as ReactNode}
          </OurFrame>
        </MainWrapper>
      )}
      props={{ ...(sidebar ? { sidebar } : {}), ...(toc ? { toc } : {}), children }}
    />
  );
}

export function OurFrame({ data, children, toc }: { data: PageRenderData; children: ReactNode; toc?: ReactNode }) {
  // As Docusaurus's BlogLayout: with no recent post to list there is no sidebar, and the content is wider.
  const sb = recentPosts(data);
  return (
    <div className="container margin-vert--lg">
      <div className="row">
        <ThemedBlogSidebar data={data} />
        <main className={sb ? 'col col--7' : 'col col--9 col--offset-1'}>{children}</main>
        {toc ? <div className="col col--2">{toc}</div> : null}
      </div>
    </div>
  );
}

/**
 * Docusaurus's BlogListPaginator: links to the newer and older pages of the list. As there, the
 * `<nav>` is written on a list of one page too, empty: sites' CSS and scripts find it on every list.
 */
export function ListPaginator({ data }: { data: PageRenderData }) {
  const b = data.blog!;
  const base = data.site.baseUrl;
  return (
    <nav
      className="pagination-nav"
      aria-label={themeString('theme.blog.paginator.navAriaLabel', 'Blog list page navigation')}
    >
      {b.prevUrl ? (
        <NavLink
          permalink={withBase(base, b.prevUrl)}
          title={themeString('theme.blog.paginator.newerEntries', 'Newer entries')}
        />
      ) : null}
      {b.nextUrl ? (
        <NavLink
          permalink={withBase(base, b.nextUrl)}
          title={themeString('theme.blog.paginator.olderEntries', 'Older entries')}
          isNext
        />
      ) : null}
    </nav>
  );
}
