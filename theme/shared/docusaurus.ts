// The data Docusaurus's modules (theme/docusaurus/) share with the generator: the site's config
// as `useDocusaurusContext` gives it, and the page a server render is for.

/** Where the generator puts the page being rendered, as `globalThis[Symbol.for(KEY)]`. */
export const DOCUSAURUS_PAGE_KEY = 'zapsite.docusaurus.page';

export interface DocusaurusSite {
  siteConfig: {
    title: string;
    tagline: string;
    titleDelimiter: string;
    url: string;
    baseUrl: string;
    trailingSlash?: boolean;
    favicon?: string;
    customFields: Record<string, unknown>;
    themeConfig: Record<string, unknown>;
    i18n: DocusaurusSite['i18n'];
    /** The Docusaurus config's own, as JSON, when site code reads them (migrate keeps them); else empty. */
    presets: unknown[];
    plugins: unknown[];
    themes: unknown[];
  };
  siteMetadata: { docusaurusVersion: string; siteVersion?: string; pluginVersions: Record<string, unknown> };
  globalData: Record<string, unknown>;
  i18n: {
    defaultLocale: string;
    locales: string[];
    currentLocale: string;
    localeConfigs: Record<
      string,
      { label?: string; direction?: string; htmlLang?: string; url?: string; baseUrl?: string; path?: string }
    >;
  };
  codeTranslations: Record<string, string>;
  /** zapsite's own: the site uses the classic theme, whose markup @theme/Admonition then draws. */
  classicTheme?: boolean;
}

/**
 * One page's render: its URL path (with the base URL), whether it is an MDX page (its headings get
 * their anchors from the Markdown steps), a React page (whose `<Link>`s are marked for the link
 * check, the marks taken out after), or the classic theme rendering a site's swizzled component
 * around the content (nothing takes marks out there), and what its components set: the head tags
 * of `<Head>` and the title and description of `<Layout>`.
 */
export interface DocusaurusPage {
  pathname: string;
  kind: 'mdx' | 'react' | 'theme';
  head: unknown[];
  /** An MDX page whose Markdown links a site's own `a` draws: its Links are recorded for checking, as a React page's. */
  recordLinks?: boolean;
  layout?: { title?: string; description?: string; noFooter?: boolean };
  /** Interactive components rendered static on this page: given a prop that cannot reach the browser. */
  staticIslands?: StaticIsland[];
  /** A `<DocCardList />` without items left a place in the content for the page's render to fill. */
  docCards?: boolean;
  /** The docs sidebar of a doc page, as `useDocsSidebar()` gives it (set while the classic theme renders). */
  sidebar?: { name: string; items: unknown[] };
  /** Anchors the page's components declared with `useBrokenLinks().collectAnchor`: ids links may point to. */
  anchors?: string[];
  /** A doc page's data as `useDoc()` gives it (set while the classic theme renders a doc). */
  doc?: DocContext;
  /** A doc page's version as `useDocsVersion()` gives it (set while a doc's MDX content renders). */
  docsVersion?: DocsVersionData;
  /** The plugin whose route renders the page, as `useRouteContext()` gives it. */
  plugin?: { name: string; id: string };
}

/** Docusaurus's version metadata of a doc page (`useDocsVersion()`): the version, its docs by id. */
export interface DocsVersionData {
  pluginId: string;
  version: string;
  label: string;
  banner: 'unreleased' | 'unmaintained' | null;
  badge: boolean;
  noIndex: boolean;
  className: string;
  isLast: boolean;
  docs: Record<string, { id: string; title: string; description: string; sidebar?: string }>;
}

/** What Docusaurus's `useDoc()` returns on a doc page: the fields of its metadata zapsite knows. */
export interface DocContext {
  metadata: {
    id: string;
    title: string;
    description: string;
    permalink: string;
    editUrl?: string;
    lastUpdatedAt?: number;
    lastUpdatedBy?: string;
    tags: { label: string; permalink: string; description?: string }[];
    version: string;
    unlisted: boolean;
    frontMatter: Record<string, unknown>;
    previous?: { title: string; permalink: string };
    next?: { title: string; permalink: string };
  };
  frontMatter: Record<string, unknown>;
  contentTitle?: string;
  toc: { value: string; id: string; level: number }[];
  assets: { image?: string };
}

/** An interactive component given a prop that cannot cross to the browser, and where ("line:column" in MDX). */
export interface StaticIsland {
  component: string;
  prop: string;
  /** What the prop holds: "a function", "a symbol"; with `provider`, the error it threw alone. */
  what: string;
  /** Left static because, rendered on its own, it missed a provider from around it. */
  provider?: boolean;
  at?: string;
}

/** Where the generator puts the site's interactive components (component -> its island wrapper). */
export const INTERACTIVE_KEY = 'zapsite.interactive';

/** Docusaurus's content plugins by the section a page is in (the `plugin-<section>` class on its <html>). */
export const CONTENT_PLUGINS = {
  docs: 'docusaurus-plugin-content-docs',
  blog: 'docusaurus-plugin-content-blog',
  pages: 'docusaurus-plugin-content-pages',
} as const;

/** The content plugin whose route renders a page of this layout, with its instance id; none for the theme's own pages. */
export function contentPluginOf(layout: string, id: string | undefined): { name: string; id: string } | undefined {
  if (layout.startsWith('doc')) return { name: CONTENT_PLUGINS.docs, id: id ?? 'default' };
  if (layout.startsWith('blog')) return { name: CONTENT_PLUGINS.blog, id: id ?? 'default' };
  if (layout === 'page' || layout === 'home') return { name: CONTENT_PLUGINS.pages, id: 'default' };
  return undefined;
}

/**
 * Marks a server-rendered <Link> Docusaurus leaves out of its broken-link check (`pathname://`, or
 * `data-noBrokenLinkCheck`); the build reads it off a React page's links and takes it out of the HTML.
 */
export const UNCHECKED_LINK_ATTR = 'data-zs-unchecked';

/**
 * Marks a server-rendered <Link> on a React page: the links Docusaurus checks. A plain <a> the page
 * writes is not checked by Docusaurus (facebook/docusaurus#9908), so zapsite only warns of one.
 */
export const LINK_ATTR = 'data-zs-link';

/**
 * Where `<DocCardList />` without items stands in a page's content: a content render does not know
 * the page's sidebar, so the page's render puts the cards there (withDocCards), or nothing.
 */
export const DOC_CARDS_TAG = 'zs-doc-cards';

/**
 * An admonition's title written with Markdown in it (`:::tip[Use \`npm\`]`): its nodes, in this
 * element, are the admonition's first child, as Docusaurus's `mdxAdmonitionTitle`; the theme draws
 * them as the title (transform-hast.ts, content-swizzles.ts). A plain title stays the `title` prop.
 */
export const ADMONITION_TITLE_TAG = 'zs-admonition-title';

/** The content's DocCardList places filled by `cards(className)`. */
export function withDocCards(html: string, cards: (className: string | undefined) => string): string {
  if (!html.includes(`<${DOC_CARDS_TAG}`)) return html;
  return html.replace(
    new RegExp(`<${DOC_CARDS_TAG}(?: data-class="([^"]*)")?></${DOC_CARDS_TAG}>`, 'g'),
    (_, cls: string | undefined) => cards(cls),
  );
}

/** Where the classic theme puts the function that renders its own component for `@theme-original/<Name>`. */
export const THEME_ORIGINALS_KEY = 'zapsite.classic.originals';

/**
 * The parts Docusaurus's BlogPostItem is made of, which a site that ejected it imports
 * (theme/classic/BlogPostItem.tsx); each is swizzlable on its own too.
 */
export const BLOG_POST_PARTS = [
  'BlogPostItem/Container',
  'BlogPostItem/Header',
  'BlogPostItem/Header/Title',
  'BlogPostItem/Header/Info',
  'BlogPostItem/Header/Authors',
  'BlogPostItem/Content',
  'BlogPostItem/Footer',
] as const;
export type BlogPostPart = (typeof BLOG_POST_PARTS)[number];

/**
 * Docusaurus's names of the classic theme's components a site may swizzle (`src/theme/<Name>`):
 * the site's replaces ours on every page (docs/MIGRATING.md lists them).
 */
/** The element a page's content draws for `@theme/SearchBar`, which the classic theme replaces with its search button. */
export const SEARCH_BAR_MARK = 'zs-search-bar';

/**
 * The docs sidebar's items a site may swizzle: SidebarTree draws each through the site's, on the
 * server and in the browser, where the sidebar is an island of the site's bundle
 * (generator/bundle/swizzle.ts `swizzleIslandEntries`).
 */
export const SIDEBAR_ITEM_SWIZZLES = [
  'DocSidebarItem',
  'DocSidebarItem/Link',
  'DocSidebarItem/Category',
  'DocSidebarItem/Html',
] as const;

export const SWIZZLABLE = [
  'Footer',
  'Footer/Layout',
  // The footer's links (theme/classic/components/Footer.tsx), given the config's columns or links.
  'Footer/Links/MultiColumn',
  'Footer/Links/Simple',
  // Each link of the footer, given Docusaurus's `item`; its original draws from that alone.
  'Footer/LinkItem',
  'Navbar',
  'Navbar/Logo',
  // The navbar's two halves, as Docusaurus draws it (theme/classic/components/Navbar.tsx): the <nav>
  // around it, given `children`, and what is inside (brand, items, toggle, search), given nothing.
  'Navbar/Layout',
  'Navbar/Content',
  'NotFound/Content',
  'EditThisPage',
  'DocItem/Footer',
  // The whole doc item, given Docusaurus's `content` (the doc's MDX component with its data on it).
  'DocItem',
  'DocItem/Layout',
  // The navbar's colour-mode toggle (theme/classic/components/Navbar.tsx), given `className`.
  'Navbar/ColorModeToggle',
  // Each side of the previous/next links under a doc, a post and a blog list page (theme/classic/Toc.tsx NavLink).
  'PaginatorNavLink',
  'DocItem/Metadata',
  // A post's head tags (a card image of its own): drawn first, its tags the page's (BlogPostItem.tsx).
  'BlogPostPage/Metadata',
  'TOC',
  'BlogPostItem/Footer/ReadMoreLink',
  'DocBreadcrumbs/Items/Home',
  // The doc's breadcrumbs whole (a site's is built on useSidebarBreadcrumbs), on docs and category pages.
  'DocBreadcrumbs',
  'DocVersionBanner',
  'DocVersionBadge',
  'BlogPostItem',
  // The parts of a post (theme/classic/BlogPostItem.tsx), each drawn through the site's when it
  // swizzled it alone, as Docusaurus's BlogPostItem and its Header are made of them; given
  // Docusaurus's props (`className`; `children` for Container and Content).
  ...BLOG_POST_PARTS,
  // A map of navbar item type -> component, not a component: the classic navbar draws a custom item
  // (`type: 'custom-…'`) with the site's (theme/classic/components/Navbar.tsx).
  'NavbarItem/ComponentTypes',
  // The navbar's search bar (theme/classic/components/navbar-items.tsx SearchItem); Docusaurus's classic
  // theme has none of its own, so a site's is drawn even with no search item and no search service.
  'SearchBar',
  // The docs sidebar's column (theme/classic/DocPage.tsx); a site that ejected it rebuilds it from
  // DOC_SIDEBAR_PARTS.
  'DocSidebar',
  // The blog's list pages (theme/classic/BlogListPage.tsx); one ejected renders BLOG_LIST_PARTS.
  'BlogListPage',
  // The frame of the blog's pages but its archive (theme/classic/blog-frame.tsx Frame), given
  // Docusaurus's `sidebar`, `toc` and `children`; it renders `@theme/Layout`, the main wrapper there.
  'BlogLayout',
  // The blog's recent posts (theme/classic/blog-frame.tsx ThemedBlogSidebar), given Docusaurus's
  // `sidebar` (`title`, `items`); an ejected one renders BLOG_SIDEBAR_PARTS. Its desktop column,
  // which ours and an ejected one render, given the same `sidebar`.
  'BlogSidebar',
  'BlogSidebar/Desktop',
  // Each author of the blog (theme/classic/blog-post-parts.tsx ThemedBlogAuthor): in a post's header,
  // on their page and in the authors list, given Docusaurus's `author`, `as`, `count` and `className`.
  'Blog/Components/Author',
  // The page's chrome around every theme page (theme/classic/Layout.tsx PageChrome); a React page
  // renders the site's Layout in its own content, where the original is theme/docusaurus/Layout.tsx.
  'Layout',
  // Not a classic-theme component: Docusaurus renders it around the whole app (theme/classic/swizzle.tsx SiteRoot).
  'Root',
  // Parts of a doc's layout that zapsite's own layout draws through the site's when it swizzled one
  // (theme/classic/DocPage.tsx DocItemLayout), as Docusaurus's DocItem/Layout does.
  'DocItem/Content',
  'DocItem/Paginator',
  'DocItem/TOC/Mobile',
  // A category's generated index page whole (theme/classic/generated-index.tsx), given its
  // `categoryGeneratedIndex` as Docusaurus gives it.
  'DocCategoryGeneratedIndexPage',
  // The posts of the blog's list, tag and author pages (theme/classic/BlogListPage.tsx PostItems),
  // given Docusaurus's `items`; also a part an ejected BlogListPage renders (BLOG_LIST_PARTS).
  'BlogPostItems',
  // The navbar's colour-mode toggle (theme/classic/components/Navbar.tsx NavbarColorModeToggle),
  // given Docusaurus's `value` and `onChange`.
  'ColorModeToggle',
  // Each item of the navbar on a wide screen, and each link of its dropdowns
  // (theme/classic/components/navbar-item-swizzled.tsx), given the item's fields as props.
  'NavbarItem',
  // The previous and next links below a doc (theme/classic/DocPage.tsx, DocItem/Paginator) and
  // below a blog post (theme/classic/Blog.tsx), given Docusaurus's `previous`/`next` and
  // `prevItem`/`nextItem`: sites wrap them to put comments under every doc or post.
  'DocPaginator',
  'BlogPostPaginator',
  // The edit link and last update under a doc or post (theme/classic/components/EditMetaRow.tsx),
  // given Docusaurus's `className`, `editUrl`, `lastUpdatedAt` and `lastUpdatedBy`.
  'EditMetaRow',
  // The column that holds a doc beside the docs sidebar (theme/classic/DocPage.tsx DocRootMain),
  // given Docusaurus's `hiddenSidebarContainer` and the doc as `children`.
  'DocRoot/Layout/Main',
  // The docs page's back-to-top button (theme/classic/DocPage.tsx), given nothing; its behaviour is
  // the classic theme's script's, which starts on any button with its class (theme/islands/back-to-top.ts).
  'BackToTopButton',
  // The list inside the TOC's side column (theme/classic/Toc.tsx TableOfContents), given
  // Docusaurus's `toc`, levels and link class names; its original renders from them alone, so
  // `@theme-original/TOCItems` is theme/docusaurus/TOCItems.tsx everywhere (docusaurus-modules.ts).
  'TOCItems',
  // The "On this page" box above a doc on narrow screens (theme/classic/Toc.tsx ThemedTocMobile),
  // given Docusaurus's `toc`, levels and `className`; also a part an ejected DocItem/TOC/Mobile renders (DOC_BLOCKS).
  'TOCCollapsible',
  // The config's announcement bar above the navbar (theme/classic/components/page-chrome-parts.tsx),
  // given nothing, as Docusaurus gives it; a site's own reads the config and useAnnouncementBar.
  'AnnouncementBar',
  // Each card of a generated index page and of a doc's `<DocCardList />` (theme/classic/generated-index.tsx
  // CardRow), given Docusaurus's `item`, the sidebar item it shows.
  'DocCard',
  // Each item of the docs sidebar (theme/components/site-sidebar-items.tsx), given Docusaurus's
  // `item`, `index`, `level` and `activePath`: the sidebar is then the site's island.
  ...SIDEBAR_ITEM_SWIZZLES,
] as const;
export type SwizzleName = (typeof SWIZZLABLE)[number];

/**
 * The parts Docusaurus's DocItem/Layout is made of, as `@theme/<Name>` modules: a site that ejected
 * that layout rebuilds it from them. Each renders the classic theme's own part for the doc being
 * rendered (theme/classic/DocPage.tsx `docItemParts`), through the same registry as
 * `@theme-original/<Name>`. Those of them in SWIZZLABLE may be swizzled on their own too.
 */
export const DOC_ITEM_PARTS = [
  'DocItem/Content',
  'DocItem/Paginator',
  'DocItem/TOC/Mobile',
  'DocItem/TOC/Desktop',
  'DocBreadcrumbs',
  'DocVersionBanner',
  'DocVersionBadge',
  'ContentVisibility',
  'Unlisted',
] as const;
export type DocItemPart = (typeof DOC_ITEM_PARTS)[number];

/**
 * Docusaurus's components that its ejected DocItem parts are built from (DocItem/Paginator renders
 * DocPaginator, DocItem/TOC/Mobile TOCCollapsible, DocItem/Footer EditMetaRow): drawn from their
 * props on a doc page (theme/classic/doc-blocks.tsx). DocItem/Content's MDXContent is a module of
 * its own, theme/docusaurus/MDXContent.tsx, as it needs no page.
 */
export const DOC_BLOCKS = ['DocPaginator', 'TOCCollapsible', 'EditMetaRow'] as const;
export type DocBlock = (typeof DOC_BLOCKS)[number];

/**
 * The parts Docusaurus's DocSidebar is made of, which a site that ejected it imports: the desktop
 * column (zapsite's, for the page being rendered) and the phone's (nothing: zapsite's phone menu
 * holds the docs sidebar, as Docusaurus's does).
 */
export const DOC_SIDEBAR_PARTS = ['DocSidebar/Desktop', 'DocSidebar/Mobile'] as const;

/**
 * The parts Docusaurus's Navbar/Content and Navbar/Layout are made of beside the swizzlable ones,
 * which a site that ejected them imports (theme/classic/components/navbar-parts.tsx): the colour-mode
 * toggle, the phone menu's toggle (zapsite's phone menu island, which holds its own drawer), the
 * drawer itself (nothing: the toggle's island has it) and the search bar's box.
 */
export const NAVBAR_PARTS = [
  'Navbar/ColorModeToggle',
  'Navbar/MobileSidebar/Toggle',
  'Navbar/MobileSidebar',
  'Navbar/Search',
] as const;

/**
 * The parts Docusaurus's Layout is made of beside the swizzlable Navbar and Footer, which a site
 * that ejected it imports (theme/classic/components/page-chrome-parts.tsx).
 */
export const LAYOUT_PARTS = ['SkipToContent', 'AnnouncementBar', 'Layout/Provider'] as const;

/** The parts Docusaurus's BlogListPage is made of, which a site that ejected it imports (theme/classic/BlogListPage.tsx). */
export const BLOG_LIST_PARTS = [
  'BlogLayout',
  'BlogSidebar',
  'BlogPostItems',
  'BlogListPaginator',
  'SearchMetadata',
  'BlogListPage/StructuredData',
] as const;
export type BlogListPart = (typeof BLOG_LIST_PARTS)[number];

/**
 * The part of Docusaurus's BlogSidebar beside its desktop column (swizzlable) that a site that
 * ejected it imports: the phone's list, nothing here, as the build draws the desktop one, as
 * Docusaurus's does. Its `BlogSidebar/Content` is theme/docusaurus/BlogSidebar/Content.tsx.
 */
export const BLOG_SIDEBAR_PARTS = ['BlogSidebar/Mobile'] as const;

/** The part an ejected Blog/Components/Author renders: the author's profile links. */
export const BLOG_AUTHOR_PARTS = ['Blog/Components/Author/Socials'] as const;

/**
 * The swizzlable components whose original renders from its props alone (theme/classic/originals/<Name>.tsx,
 * TOCItems and DocCard theme/docusaurus/<Name>.tsx):
 * inside a swizzled island, `@theme-original/<Name>` is that component in the browser too, so props the
 * site's wrapper changes with state re-render it. The others read the page's data, which the browser
 * does not have: there the original is its server HTML (theme/shared/swizzle-island.ts).
 */
export const PROPS_ORIGINALS: ReadonlySet<string> = new Set<SwizzleName>([
  'EditThisPage',
  'TOCItems',
  'DocCard',
  'Footer/LinkItem',
]);
