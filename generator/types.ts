// Plain data shared by the stages. No logic lives here.
import type { ResolvedConfig } from './config/schema.ts';
import type { DiagnosticCode } from './diagnostic-codes.ts';
import type { DocsVersionData as VersionWithDocs } from '../theme/shared/docusaurus.ts';

type Severity = 'error' | 'warning';

export interface Diagnostic {
  /** One of the catalogue's codes (diagnostic-codes.ts), which says what it means and what to do. */
  code: DiagnosticCode;
  severity: Severity;
  message: string;
  hint?: string;
  file?: string; // relative to the site root
  line?: number; // 1-based
  column?: number; // 1-based
  /** The source line the position points into, for the code frame. */
  sourceLine?: string;
  /**
   * The pages (source files, relative to the site root) on which this problem showed, when its
   * source is elsewhere (a component, a stylesheet): reported once, with these listed under it.
   */
  affects?: string[];
}

export interface Position {
  line: number;
  column: number;
}

export interface Heading {
  depth: number;
  text: string;
  id: string;
  /** The text as HTML with its inline code, emphasis and strikethrough, when it has any (a TOC shows them, as Docusaurus's). */
  html?: string;
  position?: Position;
  /** False: not in the page's table of contents (an MDX page's heading that a component rendered). */
  toc?: false;
}

export interface LinkRef {
  /** As written in the source. */
  raw: string;
  kind: 'link' | 'image';
  position?: Position;
  /** Set when the link was written as a path to a Markdown file. */
  markdownPath?: boolean;
  /** The file it is written in, when not the page's own (a partial the page imports), and its line. */
  file?: string;
  sourceLine?: string;
  /** A plain <a> of a React page, not a <Link>: Docusaurus does not check it, so a broken one is a warning. */
  plainAnchor?: boolean;
  /**
   * A Markdown link of an MDX file (not to a Markdown file): a site's own MDX `a` draws it in its
   * place, and then only what that component renders through Link is checked (mdx-render.ts).
   */
  viaMdxA?: true;
}

export type ContentKind = 'doc' | 'blog' | 'page';

export interface SourceFile {
  /** Absolute path on disk (or a virtual path for remote content). */
  absPath: string;
  /** Path relative to the site root, with forward slashes: what messages show. */
  relPath: string;
  /** Path relative to its content folder (docs/, blog/, pages/). */
  contentPath: string;
  kind: ContentKind;
  text: string;
  /** The docs version a versioned_docs/ file belongs to; left out for the docs folder ('current'). */
  version?: string;
  /** The docs instance (a `docsInstances` id) a doc belongs to; left out for the default docs. */
  instance?: string;
  /** The front matter the site's markdown.parseFrontMatter gave, in place of the file's own (content/site-markdown.ts). */
  frontMatter?: FrontMatter;
  /** The file as written, when the site's markdown.preprocessor gave `text` (kept, as the dev cache keeps this object between builds). */
  written?: string;
  /** A route a site plugin added (site-plugins/run.ts): this page renders `component` at `path`. */
  route?: { path: string; component: string; modules: Record<string, string>; plugin?: string };
}

export type FrontMatter = Record<string, unknown>;

export type LayoutName =
  | 'doc'
  | 'doc-index'
  | 'page'
  | 'home'
  | 'blog-post'
  | 'blog-list'
  | 'blog-tags'
  | 'blog-tag'
  | 'blog-authors'
  | 'blog-author'
  | 'blog-archive'
  | 'doc-tags'
  | 'doc-tag'
  | 'search'
  | 'not-found'
  | 'redirect';

export interface Page {
  id: string;
  url: string; // always starts and ends with '/', except /404.html
  outPath: string; // relative to the output folder
  source: SourceFile | null; // null: generated
  layout: LayoutName;
  frontMatter: FrontMatter;
  title: string;
  description?: string;
  headings: Heading[];
  noindex?: boolean;
  unlisted?: boolean;
  draft?: boolean;
  /** A docs page's version, on a site with versions.json. */
  version?: string;
  /** A docs page's docs instance (a `docsInstances` id); left out for the default docs. */
  instance?: string;
  /** For redirect pages. */
  redirectTo?: string;
  /** For blog pages. */
  blog?: BlogPageData;
}

export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
  docId?: string;
  unlisted?: boolean;
  className?: string;
  /** A sidebars file's `customProps`, kept for the theme. */
  customProps?: Record<string, unknown>;
  /** A link item's own description (the cards of a generated index show it). */
  description?: string;
  /** A `ref` item: it links to the doc without making the doc part of this sidebar (no prev/next). */
  ref?: boolean;
  /**
   * A `doc` or `ref` item whose label the sidebars file writes out: Docusaurus translates only those
   * (`sidebar.<name>.doc.<label>`); a doc's own title or sidebar_label is translated with the doc.
   */
  ownLabel?: true;
  /** `autoAddBaseUrl: false`: the href is written as is, without the site's base URL. */
  noBaseUrl?: boolean;
}

/** Raw HTML from a sidebars file's `html` item. */
interface SidebarHtml {
  type: 'html';
  value: string;
  /** Give it the padding and font of a link row. */
  defaultStyle?: boolean;
  className?: string;
  customProps?: Record<string, unknown>;
  label?: undefined;
  href?: undefined;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  href?: string; // its own page, if any
  docId?: string;
  collapsed: boolean;
  collapsible: boolean;
  className?: string;
  items: SidebarItem[];
  /** Set when a page's copy of the sidebar leaves this category's items out (they load on demand). */
  pruned?: boolean;
  /** The category's page is a generated index of its items (`href` is that page). */
  generatedIndex?: boolean;
  customProps?: Record<string, unknown>;
  description?: string;
}

export type SidebarItem = SidebarLink | SidebarCategory | SidebarHtml;

export interface DocMeta {
  id: string;
  /** The id with the folders' number prefixes kept (Docusaurus's form), when it differs. */
  sourceId?: string;
  /** Absolute path of the source file. */
  sourcePath: string;
  url: string;
  title: string;
  sidebarLabel: string;
  position?: number;
  /** Folder path relative to docs/, '' for the root. */
  dir: string;
  isIndex: boolean;
  unlisted: boolean;
  draft: boolean;
  className?: string;
  /** `sidebar_custom_props`: the doc's sidebar item's `customProps`, unless the sidebars file gives its own. */
  customProps?: Record<string, unknown>;
  /** The docs version's name ('current' for the docs folder). */
  version?: string;
  /** `pagination_label`: the doc's label in other pages' previous/next links. */
  paginationLabel?: string;
}

/** A tag on the docs tags list page. */
export interface DocTagListItem {
  label: string;
  url: string;
  count: number;
  description?: string;
}

/** One docs tag's page: the docs it lists (unlisted docs left off unless the tag has only those). */
export interface DocTagPage {
  url: string;
  label: string;
  description?: string;
  count: number;
  /** Every doc with this tag is unlisted: the page is kept out of the list, the sitemap and search engines. */
  unlisted: boolean;
  allTagsUrl: string;
  docs: { id: string; title: string; url: string; description?: string }[];
}

export interface NavLink {
  label: string;
  href: string;
}

export interface BlogAuthor {
  key: string;
  name: string;
  title?: string;
  url?: string;
  imageUrl?: string;
  /** Whether authors.yml gives the author a page (`page: true` or `page: { permalink }`). */
  page: boolean;
  /** Its page's path under the blog's `authors/`: `page.permalink`, or the key in kebab case for `page: true`. */
  permalink?: string;
  /** The author page's URL (a site path), when the author has one: the post links the author there. */
  pageUrl?: string;
  socials: Record<string, string>;
}

export interface BlogTag {
  key: string;
  label: string;
  permalink: string; // full URL
  description?: string;
}

export interface BlogPostSummary {
  id: string;
  url: string;
  title: string;
  description?: string;
  date: string; // ISO yyyy-mm-dd
  authors: BlogAuthor[];
  tags: BlogTag[];
  readingMinutes: number;
  truncated: boolean;
  image?: string;
  /** The post has an edit link (routes/edit-url.ts): Docusaurus then gives it a footer in lists too. */
  editable?: true;
}

interface BlogPageData {
  /** Posts shown on this page (lists) or the post itself. */
  posts: BlogPostSummary[];
  page?: number;
  totalPages?: number;
  prevUrl?: string; // newer
  nextUrl?: string; // older
  tag?: BlogTag;
  author?: BlogAuthor;
  /** An author's page: how many posts the author has in all (Docusaurus's title counts them). */
  authorPosts?: number;
  allTags?: { tag: BlogTag; count: number }[];
  allAuthors?: { author: BlogAuthor; count: number }[];
  archive?: { year: string; posts: BlogPostSummary[] }[];
  prevPost?: NavLink; // newer post
  nextPost?: NavLink; // older post
}

/** What a page's Docusaurus components put in its head (a React page's, a swizzled DocItem/Metadata's). */
export interface ReactPageHead {
  bare: boolean;
  /** The page's Layout said `noFooter`: the classic theme leaves the footer out, as Docusaurus's Layout does. */
  noFooter?: boolean;
  title?: string;
  rawTitle?: string;
  headHtml?: string;
  /** og:image and keywords its <Head> gave: the page's own, written once by the theme. */
  image?: string;
  keywords?: string[];
  /** The attributes of an <html> and a <body> in its <Head>: the page's <html> and <body> take them, as react-helmet gives them. */
  htmlAttributes?: Record<string, string>;
  bodyAttributes?: Record<string, string>;
}

export interface RouteGraph {
  byUrl: ReadonlyMap<string, Page>;
  pages: readonly Page[];
  docs: readonly DocMeta[];
  /** Every docs sidebar by key: its name, or on a versioned site `<version>:<name>` (sidebarKey). */
  sidebars: Record<string, SidebarItem[]>;
  /** Every docs version's docs and sidebars (one, 'current', on a site without versions.json). */
  versions: readonly {
    version: { name: string; isLast: boolean; routeBase: string; label: string };
    docs: DocMeta[];
    sidebar: SidebarItem[];
  }[];
  versioned: boolean;
  blogPosts: readonly BlogPostSummary[];
  /** Recent posts for the blog sidebar. */
  blogRecent: readonly BlogPostSummary[];
  /** Tag and author counts and the archive, computed once by the blog plan. */
  blogTags: readonly { tag: BlogTag; count: number }[];
  blogAuthors: readonly { author: BlogAuthor; count: number }[];
  blogArchive: readonly { year: string; posts: BlogPostSummary[] }[];
  /** Whether the blog writes its feeds (BlogPlan.feeds). */
  blogFeeds: boolean;
}

export interface Breadcrumb {
  label: string;
  href?: string;
  /** Docusaurus's permalink for the page it names, where the site's trailing-slash form differs (theme/shared/permalink.ts). */
  permalink?: string;
}

/** A docs page's version, for the banner, the badge, the page's class and the search tag. */
export interface DocsVersionData {
  name: string;
  label: string;
  isLast: boolean;
  banner: 'unreleased' | 'unmaintained' | null;
  badge: boolean;
  className: string;
  /** The search facet of the version: docs-default-<name>. */
  tag: string;
  /** The same page in the last version when it has it, else the last version's main doc (the banner's link). */
  latest?: { label: string; href: string };
}

/** One entry of the version dropdown, as seen from one page. */
export interface VersionLink {
  name: string;
  label: string;
  href: string;
  /** The version's main doc (Docusaurus's getVersionMainDoc), where the classic dropdown's own link leads. */
  main: string;
  /** The version the dropdown shows: the page's, or the last version on a page that is no doc of them. */
  active: boolean;
}

export interface TocItem {
  id: string;
  text: string;
  depth: number;
  /** Heading's `html`, when it has inline markup. */
  html?: string;
}

export type { ResolvedConfig };

type ConfigNavbarItem = ResolvedConfig['navbar']['items'][number];
/** A dropdown's item once resolved: a link (a doc item's, on a versioned site, per version as `toIn`), or HTML as written. */
export type DropdownLink =
  | {
      label: string;
      /** Its content as HTML, in place of `label` (Docusaurus's `html` of a link item). */
      labelHtml?: string;
      to?: string;
      href?: string;
      event?: string;
      toIn?: Record<string, string>;
      html?: undefined;
      /** The item's other fields, written on its link (navbar-schema.ts `attributes`). */
      attributes?: Record<string, unknown>;
    }
  | { html: string; className?: string };
/** A navbar item as the theme gets it: a dropdown holds links only. */
type NavbarItemData =
  | Exclude<ConfigNavbarItem, { type: 'dropdown' }>
  | (Omit<Extract<ConfigNavbarItem, { type: 'dropdown' }>, 'items'> & { items: DropdownLink[] });

/** Everything the theme needs about the site, computed once per build. */
export type { FooterLink } from './footer-types.ts';
import type { FooterColumn, FooterLink } from './footer-types.ts';

/** One card of a generated index or a DocCardList: a doc, a category or a link of the sidebar. */
export interface DocCardData {
  kind: 'doc' | 'category' | 'link';
  label: string;
  href: string;
  description?: string;
  /** A category's items, when its description is their count (the classic theme words it in the site's language). */
  itemCount?: number;
  /** The sidebar item it shows, as Docusaurus's DocCard gets it (`item`) when a site swizzled that. */
  item: SidebarLink | SidebarCategory;
}

export interface SiteData {
  /**
   * The site's translations of the classic theme's own text for the locale being built (the
   * `theme.…` messages of its i18n/<locale>/code.json), by Docusaurus's message id.
   */
  themeTranslations?: Record<string, string>;
  title: string;
  tagline: string;
  /** Between a page's title and the site's in the window title (`titleDelimiter`); '|' when left out. */
  titleDelimiter?: string;
  url: string;
  baseUrl: string;
  htmlLang: string;
  direction: 'ltr' | 'rtl';
  /** On a site built in several locales: the one shown and every locale, with its base URL (generator/i18n/). */
  locales?: {
    current: string;
    all: { locale: string; label: string; htmlLang: string; url: string; baseUrl: string; isDefault: boolean }[];
  };
  favicon?: string;
  image?: string;
  /** Opening a sidebar category closes its siblings (`theme.autoCollapseCategories`). */
  autoCollapseCategories?: true;
  /** The classic theme's docs sidebar can be hidden by the visitor (`theme.hideableSidebar`). */
  hideableSidebar?: true;
  /** The config's meta tags for every page (theme/shared/metadata.ts). */
  metadata?: Record<string, string>[];
  /**
   * The config's navbar, each `to` in the linked page's form; `doc` and `docSidebar` items carry the
   * `to` of their doc in the last version, and on a versioned site `toIn`: their doc in each version
   * that has it (a docs page links to its own version's, as Docusaurus's navbar does), with
   * `labelIn` for a `docsVersion` item without a label of its own. A dropdown's `doc` items are
   * links to their doc by then.
   */
  navbar: Omit<ResolvedConfig['navbar'], 'items'> & {
    items: (NavbarItemData & {
      to?: string;
      toIn?: Record<string, string>;
      labelIn?: Record<string, string>;
      /** A `docSidebar` item's sidebar, a `doc` item's doc's (`docsSidebarKey`): it is active on that sidebar's docs. */
      sidebarKey?: string;
    })[];
  };
  /** The config's footer with its links split: titled columns, and plain links (the classic theme's simple footer). */
  footer: Omit<ResolvedConfig['footer'], 'links'> & { links: FooterColumn[]; simpleLinks: FooterLink[] };
  /** Which theme renders the pages (config `theme.name`). */
  themeName: ResolvedConfig['theme']['name'];
  analyticsAttribute: string;
  colorMode: ResolvedConfig['colorMode'];
  announcementBar?: ResolvedConfig['announcementBar'];
  search: {
    indexName: string;
    hosted?: { appId: string; apiKey: string; hosts?: string[] };
    fallbackToLocal: boolean;
    insights: boolean;
    replaceSearchResultPathname?: { from: string; to: string };
    searchPagePath: string;
    askAi: boolean;
    docsTag: string;
    /** Each further docs instance's last version tag, by instance id: contextual search looks in every instance. */
    instanceTags?: Record<string, string>;
    missingResultsUrl?: string;
    /** The results page's URL without the base URL, in the site's trailing-slash form. */
    pageUrl?: string;
    /** The config's `search.searchBar`. */
    searchBar?: boolean;
  };
  docsVersion?: { name: string; label: string; isLast: boolean };
  blogTitle?: string;
  /** Root URLs of the docs and the blog, when they are enabled. */
  docsPath?: string;
  blogPath?: string;
  /** The blog's tags and archive pages, and each author's page by author key. */
  /** The blog's tags and archive pages, each when the blog has it. */
  /** The blog's generated pages: tags, archive and authors list where it has them, each author's page by key. */
  blogPages?: { tags?: string; archive?: string; authorsList?: string; authors: Record<string, string> };
  showReadingTime: boolean;
  feeds: { type: string; href: string; title: string }[];
  /** Each further blog's (blogInstances) title, pages and reading-time switch, by id: its pages read these instead. */
  blogInstances?: Record<string, Pick<SiteData, 'blogTitle' | 'blogPath' | 'blogPages' | 'showReadingTime'>>;
}

export interface Assets {
  css: string[];
  /** Island name -> module URL. */
  islands: Record<string, string>;
  /** Modules to preload with an island, by island name. */
  islandChunks: Record<string, string[]>;
  /** The small module that finds island roots and hydrates them when needed. */
  loader: string;
  /** The site's and its plugins' Docusaurus client modules, one module run on every page (bundle/client-modules.ts). */
  clientModules?: string;
  /** Inline script run before paint (colour mode, announcement bar). */
  inlineHead: string;
  /** What the site's plugins' injectHtmlTags gave, as HTML (site-plugins/html-tags.ts). */
  htmlTags?: { head: string; preBody: string; postBody: string };
  /** The module of the site's swizzled theme components (bundle/swizzle.ts), imported on each rendering thread. */
  swizzled?: string;
  /**
   * With swizzled components: every docs version with its docs, by versions.ts `versionKey`, for
   * `useDocsVersion()` in them (content/docs-version-data.ts), as MDX content gets it.
   */
  docsVersions?: Record<string, VersionWithDocs>;
}

export interface PageRenderData {
  site: SiteData;
  page: {
    url: string;
    layout: LayoutName;
    title: string;
    description?: string;
    keywords?: string[];
    image?: string;
    noindex: boolean;
    html: string;
    editUrl?: string;
    /** The doc's last update, when its docs options show it (content/last-update.ts): a date in ms, an author. */
    lastUpdate?: { at?: number; by?: string };
    hideToc: boolean;
    /** The content's own opening `# title`, taken out of `html` (Docusaurus's MDX pages show a title only then). */
    titleHeading?: string;
    /** That heading's inline markup as HTML, when it has some (`code`, **strong**): drawn in place of its text. */
    titleHeadingHtml?: string;
    /** The content writes its title where it stands, inside it (Docusaurus's content title after other content): no other is added. */
    titleInContent?: boolean;
    redirectTo?: string;
    frontMatter: FrontMatter;
    /** Stylesheets of the site components this page's MDX uses. */
    css?: string[];
    /**
     * What Docusaurus's components set (content/mdx-pages.ts): `bare`, a React page whose HTML is
     * its whole main area; `title`, its <Layout> title; `rawTitle`, a <Head> <title> as written;
     * `headHtml`, other <Head> tags.
     */
    reactPage?: ReactPageHead;
    /** A doc's id, and the docs or blog instance a page belongs to (the classic theme's <html> classes). */
    docId?: string;
    /** A docs page's sidebar (`docsSidebarKey`), for the navbar's `doc` and `docSidebar` items. */
    sidebarKey?: string;
    /** That sidebar's name, as the sidebars file (or the docs config's `sidebarId`) names it: `useDocsSidebar().name`. */
    sidebarName?: string;
    pluginId?: string;
  };
  toc: TocItem[];
  sidebar?: SidebarItem[];
  /** The shared sidebar file: collapsed categories fetch their items from it. */
  sidebarDataUrl?: string;
  breadcrumbs?: Breadcrumb[];
  /** Set on the docs pages of a site with versions.json. */
  version?: DocsVersionData;
  /** A docs page's version in `assets.docsVersions` (versions.ts `versionKey`). */
  docsVersionKey?: string;
  /** The version dropdown's entries from this page (a site with versions.json and a dropdown or docsVersion item). */
  versionLinks?: VersionLink[];
  prev?: NavLink;
  next?: NavLink;
  /** A list's posts' excerpts and front matter (a swizzled BlogPostItem reads it, useBlogPost), by URL. */
  blog?: BlogPageData & { excerpts?: Record<string, string>; frontMatters?: Record<string, Record<string, unknown>> };
  /** The recent posts, by year ('' for all of them when the site does not group them by year). */
  blogSidebar?: { title: string; items: { year: string; posts: (NavLink & { date: string })[] }[] };
  /**
   * A generated index page's cards (the items of its category), and what Docusaurus's
   * `categoryGeneratedIndex` holds besides the page's own title and description: the link's slug,
   * keywords and image, the sidebar's name.
   */
  categoryIndex?: { cards: DocCardData[]; slug: string; keywords?: string[]; image?: string; sidebar: string };
  /**
   * The cards `<DocCardList />` without items shows on a doc page: the items of the deepest sidebar
   * category holding the page, else of its whole sidebar (Docusaurus's useCurrentSidebarSiblings).
   */
  docCards?: DocCardData[];
  /** A doc page's tags (links shown at its bottom), the docs tags list, or one docs tag's page. */
  docTags?: { tags?: NavLink[]; list?: DocTagListItem[]; tag?: DocTagPage };
  assets: Assets;
}
