// What Docusaurus 3.10 itself provides, by name: the components its own themes define under @theme/
// (theme-classic, with theme-search-algolia's, theme-mermaid's and theme-live-codeblock's), and what
// its client modules export. A site's swizzle may import any of them; one zapsite does not provide
// makes that swizzle one zapsite leaves aside and draws its own in place of (bundle/swizzle.ts
// swizzleBlocker). A name outside these lists is none of Docusaurus's, and its import stays a build
// error, as in Docusaurus.

const names = (list: string): string[] => list.trim().split(/\s+/);

export const DOCUSAURUS_THEME_NAMES: ReadonlySet<string> = new Set(
  names(`
  Admonition Admonition/Icon/Danger Admonition/Icon/Info Admonition/Icon/Note Admonition/Icon/Tip
  Admonition/Icon/Warning Admonition/Layout Admonition/Type/Caution Admonition/Type/Danger
  Admonition/Type/Info Admonition/Type/Note Admonition/Type/Tip Admonition/Type/Warning
  Admonition/Types AnnouncementBar AnnouncementBar/CloseButton AnnouncementBar/Content BackToTopButton
  Blog/Components/Author Blog/Components/Author/Socials Blog/Pages/BlogAuthorsListPage
  Blog/Pages/BlogAuthorsPostsPage BlogArchivePage BlogLayout BlogListPage BlogListPage/StructuredData
  BlogListPaginator BlogPostItem BlogPostItem/Container BlogPostItem/Content BlogPostItem/Footer
  BlogPostItem/Footer/ReadMoreLink BlogPostItem/Header BlogPostItem/Header/Authors
  BlogPostItem/Header/Info BlogPostItem/Header/Title BlogPostItems BlogPostPage BlogPostPage/Metadata
  BlogPostPage/StructuredData BlogPostPaginator BlogSidebar BlogSidebar/Content BlogSidebar/Desktop
  BlogSidebar/Mobile BlogTagsListPage BlogTagsPostsPage CodeBlock CodeBlock/Buttons
  CodeBlock/Buttons/Button CodeBlock/Buttons/CopyButton CodeBlock/Buttons/WordWrapButton
  CodeBlock/Container CodeBlock/Content CodeBlock/Content/Element CodeBlock/Content/String
  CodeBlock/Layout CodeBlock/Line CodeBlock/Line/Token CodeBlock/Title CodeInline ColorModeToggle
  ContentVisibility ContentVisibility/Draft ContentVisibility/Unlisted Details DocBreadcrumbs
  DocBreadcrumbs/Items/Home DocBreadcrumbs/StructuredData DocCard DocCard/Description DocCard/Heading
  DocCard/Heading/Icon DocCard/Heading/Text DocCard/Layout DocCardList DocCategoryGeneratedIndexPage
  DocItem DocItem/Content DocItem/Footer DocItem/Layout DocItem/Metadata DocItem/Paginator
  DocItem/TOC/Desktop DocItem/TOC/Mobile DocPaginator DocRoot DocRoot/Layout DocRoot/Layout/Main
  DocRoot/Layout/Sidebar DocRoot/Layout/Sidebar/ExpandButton DocSidebar DocSidebar/Desktop
  DocSidebar/Desktop/CollapseButton DocSidebar/Desktop/Content DocSidebar/Mobile DocSidebarItem
  DocSidebarItem/Category DocSidebarItem/Html DocSidebarItem/Link DocSidebarItems DocTagDocListPage
  DocTagsListPage DocVersionBadge DocVersionBanner DocVersionRoot DocsRoot EditMetaRow EditThisPage
  ErrorPageContent Footer Footer/Copyright Footer/Layout Footer/LinkItem Footer/Links
  Footer/Links/MultiColumn Footer/Links/Simple Footer/Logo Heading Icon/Arrow Icon/Close Icon/Copy
  Icon/DarkMode Icon/Edit Icon/ExternalLink Icon/Home Icon/Language Icon/LightMode Icon/Menu
  Icon/Socials/Bluesky Icon/Socials/Default Icon/Socials/Email Icon/Socials/GitHub
  Icon/Socials/Instagram Icon/Socials/LinkedIn Icon/Socials/Mastodon Icon/Socials/StackOverflow
  Icon/Socials/Threads Icon/Socials/Twitch Icon/Socials/Twitter Icon/Socials/X Icon/Socials/YouTube
  Icon/Success Icon/SystemColorMode Icon/WordWrap LastUpdated Layout Layout/Provider Logo
  MDXComponents MDXComponents/A MDXComponents/Code MDXComponents/Details MDXComponents/Heading
  MDXComponents/Img MDXComponents/Li MDXComponents/Pre MDXComponents/Ul MDXContent MDXPage Mermaid
  Navbar Navbar/ColorModeToggle Navbar/Content Navbar/Layout Navbar/Logo Navbar/MobileSidebar
  Navbar/MobileSidebar/Header Navbar/MobileSidebar/Layout Navbar/MobileSidebar/PrimaryMenu
  Navbar/MobileSidebar/SecondaryMenu Navbar/MobileSidebar/Toggle Navbar/Search NavbarItem
  NavbarItem/ComponentTypes NavbarItem/DefaultNavbarItem NavbarItem/DefaultNavbarItem/Desktop
  NavbarItem/DefaultNavbarItem/Mobile NavbarItem/DocNavbarItem NavbarItem/DocSidebarNavbarItem
  NavbarItem/DocsVersionDropdownNavbarItem NavbarItem/DocsVersionNavbarItem
  NavbarItem/DropdownNavbarItem NavbarItem/DropdownNavbarItem/Desktop
  NavbarItem/DropdownNavbarItem/Mobile NavbarItem/HtmlNavbarItem NavbarItem/LocaleDropdownNavbarItem
  NavbarItem/NavbarNavLink NavbarItem/SearchNavbarItem NotFound NotFound/Content PaginatorNavLink
  Playground ReactLiveScope SearchBar SearchMetadata SearchPage SearchTranslations SiteMetadata
  SkipToContent TOC TOCCollapsible TOCCollapsible/CollapseButton TOCInline TOCItems TOCItems/Tree
  TabItem Tabs Tag TagsListByLetter TagsListInline ThemeProvider ThemeProvider/TitleFormatter
  ThemedImage
`),
);

const THEME_COMMON = names(`
  Collapsible DraftBannerMessage DraftBannerTitle ErrorBoundaryError ErrorBoundaryErrorMessageFallback
  ErrorBoundaryTryAgainButton ErrorCauseBoundary HtmlClassNameProvider NavbarSecondaryMenuFiller
  PageMetadata ReactContextError SkipToContentFallbackId SkipToContentLink ThemeClassNames
  ThemedComponent UnlistedBannerMessage UnlistedBannerTitle UnlistedMetadata composeProviders
  createStorageSlot duplicates filterDocCardListItems groupBy isMultiColumnFooterLinks
  isRegexpStringMatch listStorageKeys listTagsByLetters mergeSearchParams mergeSearchStrings
  prefersReducedMotion processAdmonitionProps translateTagsPageTitle uniq useAnchorTargetClassName
  useClearQueryString useCollapsible useColorMode useContextualSearchFilters useCurrentSidebarCategory
  useDocsPreferredVersion useEvent useHistorySelector usePluralForm usePrevious usePrismTheme
  useQueryString useQueryStringList useSearchLinkCreator useSearchQueryString useStorageSlot
  useThemeConfig useWindowSize
`);

/** The values each of Docusaurus's client modules exports (theme-common/internal re-exports theme-common's). */
export const DOCUSAURUS_EXPORTS: Readonly<Record<string, ReadonlySet<string>>> = {
  '@docusaurus/theme-common': new Set(THEME_COMMON),
  '@docusaurus/theme-common/internal': new Set([
    ...THEME_COMMON,
    ...names(`
  AnnouncementBarProvider BlogAuthorNoPostsLabel BlogAuthorsListViewAllLabel CodeBlockContextProvider
  ColorModeProvider DEFAULT_SEARCH_TAG NavbarProvider PluginHtmlClassNameProvider
  ScrollControllerProvider TabsProvider TitleFormatterProvider containsLineNumbers
  createCodeBlockMetadata extractLeadingEmoji getLineNumbersStart getPrismCssVariables isSamePath
  parseCodeBlockTitle parseLanguage parseLines sanitizeTabsChildren splitNavbarItems
  translateBlogAuthorsListPageTitle useAlternatePageUtils useAnnouncementBar useBackToTopButton
  useBlogAuthorPageTitle useBlogTagsPostsPageTitle useCodeBlockContext useCodeWordWrap
  useDateTimeFormat useDocCardDescriptionCategoryItemsPlural useFilteredAndTreeifiedTOC
  useHideableNavbar useHistoryPopHandler useHomePageRoute useLocalPathname useLocationChange
  useLockBodyScroll useNavbarMobileSidebar useNavbarSecondaryMenu useQueryStringValue
  useScrollController useScrollPosition useScrollPositionBlocker useSmoothScrollTo useTOCHighlight
  useTabs useTabsContextValue useTitleFormatter useTreeifiedTOC
`),
    // Docusaurus 3.0-3.4's, before the docs hooks moved to plugin-content-docs/client.
    ...names(`
  DocProvider DocsSidebarProvider DocsVersionProvider
  findFirstSidebarItemLink isActiveSidebarItem isVisibleSidebarItem keyboardFocusedClassName useDoc
  useDocById useDocsVersion useDocsVersionCandidates useKeyboardNavigation useLayoutDoc
  useLayoutDocsSidebar useSidebarBreadcrumbs useVisibleSidebarItems
`),
  ]),
  '@docusaurus/theme-common/Details': new Set(['Details']),
  '@docusaurus/plugin-content-docs/client': new Set(
    names(`
  DocProvider DocSidebarItemsExpandedStateProvider DocsPreferredVersionContextProvider
  DocsSidebarProvider DocsVersionProvider filterDocCardListItems findFirstSidebarItemLink
  findSidebarCategory getDocsVersionSearchTag isActiveSidebarItem isVisibleSidebarItem
  useActiveDocContext useActivePlugin useActivePluginAndVersion useActiveVersion useAllDocsData
  useBreadcrumbsStructuredData useCurrentSidebarCategory useCurrentSidebarSiblings useDoc useDocById
  useDocRootMetadata useDocSidebarItemsExpandedState useDocVersionSuggestions
  useDocsContextualSearchTags useDocsData useDocsPreferredVersion useDocsPreferredVersionByPluginId
  useDocsSidebar useDocsVersion useDocsVersionCandidates useLatestVersion useLayoutDoc
  useLayoutDocsSidebar useSidebarBreadcrumbs useVersions useVisibleSidebarItems
`),
  ),
  '@docusaurus/plugin-content-blog/client': new Set(
    names(`
  BlogPostProvider BlogSidebarItemList groupBlogSidebarItemsByYear useBlogListPageStructuredData
  useBlogMetadata useBlogPost useBlogPostStructuredData useVisibleBlogSidebarItems
`),
  ),
};
