// The class names Docusaurus 3.10.2's classic theme gives its elements from its CSS modules, as its
// build writes them for a site that installs it (`[local]_[hash]`, the hash over the module's path in
// the site and the local name: the same on every such site). Sites' stylesheets style them, by the
// whole name or its start ([class*='admonition_']); the classic theme draws the same names so that
// such rules reach its elements as they reach Docusaurus's, and a rule for a bare name (`.admonition`,
// a Docusaurus 2 leftover) reaches neither. Each export is one module, named for its path under
// @docusaurus/theme-classic/lib/theme (Common…: theme-common's). Written by
// scripts/docusaurus-class-names.ts; do not edit.

export const AdmonitionLayout = {
  admonition: 'admonition_xJq3',
  admonitionHeading: 'admonitionHeading_Gvgb',
  admonitionIcon: 'admonitionIcon_Rf37',
  admonitionContent: 'admonitionContent_BuS1',
} as const;
export const AnnouncementBarCloseButton = {
  closeButton: 'closeButton_CVFx',
} as const;
export const AnnouncementBarContent = {
  content: 'content_knG7',
} as const;
export const AnnouncementBar = {
  announcementBar: 'announcementBar_mb4j',
  announcementBarPlaceholder: 'announcementBarPlaceholder_vyr4',
  announcementBarClose: 'announcementBarClose_gvF7',
  announcementBarContent: 'announcementBarContent_xLdY',
} as const;
export const BackToTopButton = {
  backToTopButton: 'backToTopButton_sjWU',
  backToTopButtonShow: 'backToTopButtonShow_xfvO',
} as const;
export const BlogComponentsAuthorSocials = {
  authorSocials: 'authorSocials_rSDt',
  authorSocialLink: 'authorSocialLink_owbf',
  authorSocialIcon: 'authorSocialIcon_XYv3',
} as const;
export const BlogComponentsAuthor = {
  authorImage: 'authorImage_XqGP',
  'author-as-h1': 'author-as-h1_n9oJ',
  'author-as-h2': 'author-as-h2_gXvM',
  authorDetails: 'authorDetails_lV9A',
  authorName: 'authorName_yefp',
  authorTitle: 'authorTitle_nd0D',
  authorBlogPostCount: 'authorBlogPostCount_iiJ5',
} as const;
export const BlogPagesBlogAuthorsListPage = {
  authorListItem: 'authorListItem_n3yI',
} as const;
export const BlogPostItemHeaderAuthors = {
  authorCol: 'authorCol_Hf19',
  imageOnlyAuthorRow: 'imageOnlyAuthorRow_pa_O',
  imageOnlyAuthorCol: 'imageOnlyAuthorCol_G86a',
} as const;
export const BlogPostItemHeaderInfo = {
  container: 'container_mt6G',
} as const;
export const BlogPostItemHeaderTitle = {
  title: 'title_f1Hy',
} as const;
export const BlogSidebarDesktop = {
  sidebar: 'sidebar_re4s',
  sidebarItemTitle: 'sidebarItemTitle_pO2u',
  sidebarItemList: 'sidebarItemList_Yudw',
  sidebarItem: 'sidebarItem__DBe',
  sidebarItemLink: 'sidebarItemLink_mo7H',
  sidebarItemLinkActive: 'sidebarItemLinkActive_I1ZP',
  yearGroupHeading: 'yearGroupHeading_rMGB',
} as const;
export const BlogSidebarMobile = {
  yearGroupHeading: 'yearGroupHeading_QT03',
} as const;
export const CodeBlockButtonsCopyButton = {
  copyButtonCopied: 'copyButtonCopied_Vdqa',
  copyButtonIcons: 'copyButtonIcons_IEyt',
  copyButtonIcon: 'copyButtonIcon_TrPX',
  copyButtonSuccessIcon: 'copyButtonSuccessIcon_cVMy',
} as const;
export const CodeBlockButtonsWordWrapButton = {
  wordWrapButtonIcon: 'wordWrapButtonIcon_b1P5',
  wordWrapButtonEnabled: 'wordWrapButtonEnabled_uzNF',
} as const;
export const CodeBlockButtons = {
  buttonGroup: 'buttonGroup_M5ko',
} as const;
export const CodeBlockContainer = {
  codeBlockContainer: 'codeBlockContainer_Ckt0',
} as const;
export const CodeBlockContent = {
  codeBlock: 'codeBlock_bY9V',
  codeBlockStandalone: 'codeBlockStandalone_MEMb',
  codeBlockLines: 'codeBlockLines_e6Vv',
  codeBlockLinesWithNumbering: 'codeBlockLinesWithNumbering_o6Pm',
} as const;
export const CodeBlockLayout = {
  codeBlockContent: 'codeBlockContent_QJqH',
  codeBlockTitle: 'codeBlockTitle_OeMC',
  codeBlock: 'codeBlock_a8dz',
} as const;
export const CodeBlockLine = {
  codeLine: 'codeLine_lJS_',
  codeLineNumber: 'codeLineNumber_Tfdd',
  codeLineContent: 'codeLineContent_feaV',
} as const;
export const ColorModeToggle = {
  toggle: 'toggle_vylO',
  toggleButton: 'toggleButton_gllP',
  toggleIcon: 'toggleIcon_g3eP',
  systemToggleIcon: 'systemToggleIcon_QzmC',
  lightToggleIcon: 'lightToggleIcon_pyhR',
  darkToggleIcon: 'darkToggleIcon_wfgR',
  toggleButtonDisabled: 'toggleButtonDisabled_aARS',
} as const;
export const Details = {
  details: 'details_b_Ee',
} as const;
export const DocBreadcrumbsItemsHome = {
  breadcrumbHomeIcon: 'breadcrumbHomeIcon_YNFT',
} as const;
export const DocBreadcrumbs = {
  breadcrumbsContainer: 'breadcrumbsContainer_Z_bl',
} as const;
export const DocCardDescription = {
  cardDescription: 'cardDescription_L2fP',
} as const;
export const DocCardHeadingIcon = {
  cardTitleIcon: 'cardTitleIcon_GcdP',
} as const;
export const DocCardHeadingText = {
  cardTitleText: 'cardTitleText_nuEl',
} as const;
export const DocCardHeading = {
  cardTitle: 'cardTitle_mcqP',
} as const;
export const DocCardLayout = {
  cardContainer: 'cardContainer_KhuF',
} as const;
export const DocCardList = {
  docCardListItem: 'docCardListItem_W1sv',
} as const;
export const DocCategoryGeneratedIndexPage = {
  generatedIndexPage: 'generatedIndexPage_vN6x',
  title: 'title_kItE',
} as const;
export const DocItemLayout = {
  docItemContainer: 'docItemContainer_Djhp',
  docItemCol: 'docItemCol_VOVn',
} as const;
export const DocItemTOCMobile = {
  tocMobile: 'tocMobile_ITEo',
} as const;
export const DocRootLayoutMain = {
  docMainContainer: 'docMainContainer_TBSr',
  docMainContainerEnhanced: 'docMainContainerEnhanced_lQrH',
  docItemWrapperEnhanced: 'docItemWrapperEnhanced_JWYK',
} as const;
export const DocRootLayoutSidebarExpandButton = {
  expandButton: 'expandButton_TmdG',
  expandButtonIcon: 'expandButtonIcon_i1dp',
} as const;
export const DocRootLayoutSidebar = {
  docSidebarContainer: 'docSidebarContainer_YfHR',
  docSidebarContainerHidden: 'docSidebarContainerHidden_DPk8',
  sidebarViewport: 'sidebarViewport_aRkj',
} as const;
export const DocRootLayout = {
  docRoot: 'docRoot_UBD9',
  docsWrapper: 'docsWrapper_hBAB',
} as const;
export const DocSidebarDesktopCollapseButton = {
  collapseSidebarButton: 'collapseSidebarButton_PEFL',
  collapseSidebarButtonIcon: 'collapseSidebarButtonIcon_kv0_',
} as const;
export const DocSidebarDesktopContent = {
  menu: 'menu_SIkG',
  menuWithAnnouncementBar: 'menuWithAnnouncementBar_GW3s',
} as const;
export const DocSidebarDesktop = {
  sidebar: 'sidebar_njMd',
  sidebarWithHideableNavbar: 'sidebarWithHideableNavbar_wUlq',
  sidebarHidden: 'sidebarHidden_VK0M',
  sidebarLogo: 'sidebarLogo_isFc',
} as const;
export const DocSidebarItemCategory = {
  categoryLink: 'categoryLink_byQd',
  categoryLinkLabel: 'categoryLinkLabel_W154',
} as const;
export const DocSidebarItemHtml = {
  menuHtmlItem: 'menuHtmlItem_M9Kj',
} as const;
export const DocSidebarItemLink = {
  menuExternalLink: 'menuExternalLink_NmtK',
  linkLabel: 'linkLabel_WmDU',
} as const;
export const EditMetaRow = {
  lastUpdated: 'lastUpdated_JAkA',
  noPrint: 'noPrint_WFHX',
} as const;
export const FooterLogo = {
  footerLogoLink: 'footerLogoLink_BH7S',
} as const;
export const IconEdit = {
  iconEdit: 'iconEdit_Z9Sw',
} as const;
export const IconExternalLink = {
  iconExternalLink: 'iconExternalLink_nPIU',
} as const;
export const IconSocialsBluesky = {
  blueskySvg: 'blueskySvg_AzZw',
} as const;
export const IconSocialsGitHub = {
  githubSvg: 'githubSvg_Uu4N',
} as const;
export const IconSocialsInstagram = {
  instagramSvg: 'instagramSvg_YC40',
} as const;
export const IconSocialsLinkedIn = {
  linkedinSvg: 'linkedinSvg_FCgI',
} as const;
export const IconSocialsThreads = {
  threadsSvg: 'threadsSvg_PTXY',
} as const;
export const IconSocialsX = {
  xSvg: 'xSvg_y3PF',
} as const;
export const Layout = {
  mainWrapper: 'mainWrapper_z2l0',
} as const;
export const MDXComponentsImg = {
  img: 'img_ev3q',
} as const;
export const MDXComponentsUl = {
  containsTaskList: 'containsTaskList_mC6p',
} as const;
export const MDXPage = {
  mdxPageWrapper: 'mdxPageWrapper_j9I6',
} as const;
export const NavbarColorModeToggle = {
  darkNavbarColorModeToggle: 'darkNavbarColorModeToggle_X3D1',
} as const;
export const NavbarContent = {
  colorModeToggle: 'colorModeToggle_DEke',
} as const;
export const NavbarLayout = {
  navbarHideable: 'navbarHideable_m1mJ',
  navbarHidden: 'navbarHidden_jGov',
} as const;
export const NavbarSearch = {
  navbarSearchContainer: 'navbarSearchContainer_Bca1',
} as const;
export const NavbarItemDropdownNavbarItemMobile = {
  dropdownNavbarItemMobile: 'dropdownNavbarItemMobile_J0Sd',
} as const;
export const NavbarItemLocaleDropdownNavbarItem = {
  iconLanguage: 'iconLanguage_nlXk',
} as const;
export const SkipToContent = {
  skipToContent: 'skipToContent_fXgn',
} as const;
export const TOC = {
  tableOfContents: 'tableOfContents_bqdL',
  docItemContainer: 'docItemContainer_F8PC',
} as const;
export const TOCCollapsibleCollapseButton = {
  tocCollapsibleButton: 'tocCollapsibleButton_TO0P',
  tocCollapsibleButtonExpanded: 'tocCollapsibleButtonExpanded_MG3E',
} as const;
export const TOCCollapsible = {
  tocCollapsible: 'tocCollapsible_ETCw',
  tocCollapsibleContent: 'tocCollapsibleContent_vkbj',
  tocCollapsibleExpanded: 'tocCollapsibleExpanded_sAul',
} as const;
export const TOCInline = {
  tableOfContentsInline: 'tableOfContentsInline_prmo',
} as const;
export const TabItem = {
  tabItem: 'tabItem_Ymn6',
} as const;
export const Tabs = {
  tabList: 'tabList__CuJ',
  tabItem: 'tabItem_LNqP',
} as const;
export const Tag = {
  tag: 'tag_zVej',
  tagRegular: 'tagRegular_sFm0',
  tagWithCount: 'tagWithCount_h2kH',
} as const;
export const TagsListByLetter = {
  tag: 'tag_Nnez',
} as const;
export const TagsListInline = {
  tags: 'tags_jXut',
  tag: 'tag_QGVx',
} as const;
export const ThemedImage = {
  themedImage: 'themedImage_ToTc',
  'themedImage--light': 'themedImage--light_HNdA',
  'themedImage--dark': 'themedImage--dark_i4oU',
} as const;
export const CommonDetails = {
  details: 'details_lb9f',
  isBrowser: 'isBrowser_bmU9',
  collapsibleContent: 'collapsibleContent_i85q',
} as const;
export const CommonThemedComponent = {
  themedComponent: 'themedComponent_mlkZ',
  'themedComponent--light': 'themedComponent--light_NVdE',
  'themedComponent--dark': 'themedComponent--dark_xIcU',
} as const;
export const CommonAnchorUtils = {
  anchorTargetStickyNavbar: 'anchorTargetStickyNavbar_Vzrq',
  anchorTargetHideOnScrollNavbar: 'anchorTargetHideOnScrollNavbar_vjPI',
} as const;
export const CommonErrorBoundaryUtils = {
  errorBoundaryError: 'errorBoundaryError_a6uf',
  errorBoundaryFallback: 'errorBoundaryFallback_VBag',
} as const;
