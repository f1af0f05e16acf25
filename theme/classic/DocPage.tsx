// A docs page as Docusaurus's DocRoot and DocItem: the sidebar container, breadcrumbs, the
// `theme-doc-markdown` content, edit link, pagination and the table of contents; a generated
// index shows its category's cards instead of content.
import { isValidElement, type ReactNode } from 'react';
import type { PageRenderData, SidebarItem } from '../shared/types.ts';
import type { DocItemPart, SwizzleName } from '../shared/docusaurus.ts';
import { withBase } from '../shared/url-path.ts';
import { Island } from '../components/Island.tsx';
import Sidebar from '../islands/Sidebar.tsx';
import { categoryLabelsProp, themeString, themeText } from './theme-text.tsx';
import { ThemedToc, ThemedTocMobile, tocOriginal } from './Toc.tsx';
import { contentHtml, DocBody, docContent } from './doc-body.tsx';
import { EditMetaRow } from './components/EditMetaRow.tsx';
import { TagsListInline } from './components/TagsListInline.tsx';
import { isSwizzled, provideOriginals, siteSidebarItems, Themed } from './swizzle.tsx';
import { withSiteItems } from '../components/site-sidebar-items.tsx';
import { SITE_SIDEBAR_ISLAND } from '../shared/swizzle-island.ts';
import { ContentVisibility, Unlisted } from './components/ContentVisibility.tsx';
import DocSidebarToggle from './islands/DocSidebarToggle.tsx';
import { docBlocks, navItem } from './doc-blocks.tsx';
import { GeneratedIndexPage, generatedIndexProp } from './generated-index.tsx';
import { HomeIcon } from '../shared/home-icon.tsx';
import BackToTopButton from '../docusaurus/BackToTopButton.tsx';
import {
  DocBreadcrumbs,
  DocBreadcrumbsItemsHome,
  DocItemLayout as ItemLayout,
  DocRootLayout,
  DocRootLayoutMain as Main,
  DocRootLayoutSidebar,
  DocSidebarDesktop,
  DocSidebarDesktopContent,
} from '../shared/docusaurus-classes.ts';

/** Docusaurus's DocBreadcrumbs/Items/Home: the house icon leading to the site's home page. */
export function HomeItem({ base }: { base: string }) {
  return (
    <li className="breadcrumbs__item">
      <a
        aria-label={themeString('theme.docs.breadcrumbs.home', 'Home page')}
        className="breadcrumbs__link"
        href={withBase(base, '/')}
      >
        <HomeIcon className={DocBreadcrumbsItemsHome.breadcrumbHomeIcon} aria-hidden="true" />
      </a>
    </li>
  );
}

function Breadcrumbs({ data }: { data: PageRenderData }) {
  const base = data.site.baseUrl;
  if (!data.breadcrumbs?.length) return null;
  return (
    <nav
      className={`theme-doc-breadcrumbs ${DocBreadcrumbs.breadcrumbsContainer}`}
      aria-label={themeString('theme.docs.breadcrumbs.navAriaLabel', 'Breadcrumbs')}
    >
      <ul className="breadcrumbs">
        <Themed name="DocBreadcrumbs/Items/Home" ours={() => <HomeItem base={base} />} />
        {data.breadcrumbs.map((b, i) => {
          const last = i === data.breadcrumbs!.length - 1;
          return (
            <li key={i} className={`breadcrumbs__item${last ? ' breadcrumbs__item--active' : ''}`}>
              {b.href && !last ? (
                <a className="breadcrumbs__link" href={withBase(base, b.href)}>
                  {b.label}
                </a>
              ) : (
                <span className="breadcrumbs__link">{b.label}</span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Docusaurus's DocCardList: a generated index's cards, or a doc's `<DocCardList />`. */

/**
 * Docusaurus's DocVersionBanner: an Infima warning above an unreleased or unmaintained version's
 * docs, in Docusaurus's words (or the site's translation of them), with a link to the same doc in
 * the latest version.
 */
function VersionBanner({ data }: { data: PageRenderData }) {
  const v = data.version;
  if (!v?.banner) return null;
  const { site } = data;
  const values = { siteTitle: site.title, versionLabel: <b>{v.label}</b> };
  return (
    <div className="theme-doc-version-banner alert alert--warning margin-bottom--md" role="alert">
      <div>
        {v.banner === 'unreleased'
          ? themeText(
              'theme.docs.versions.unreleasedVersionLabel',
              'This is unreleased documentation for {siteTitle} {versionLabel} version.',
              values,
            )
          : themeText(
              'theme.docs.versions.unmaintainedVersionLabel',
              'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.',
              values,
            )}
      </div>
      {v.latest ? (
        <div className="margin-top--md">
          {themeText(
            'theme.docs.versions.latestVersionSuggestionLabel',
            'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).',
            {
              versionLabel: v.latest.label,
              latestVersionLink: (
                <b>
                  <a href={withBase(site.baseUrl, v.latest.href)}>
                    {themeText('theme.docs.versions.latestVersionLinkLabel', 'latest version')}
                  </a>
                </b>
              ),
            },
          )}
        </div>
      ) : null}
    </div>
  );
}

/** Docusaurus's DocVersionBadge: the version's label over the doc, when the version shows a badge. */
function VersionBadge({ data }: { data: PageRenderData }) {
  if (!data.version?.badge) return null;
  return (
    <span className="theme-doc-version-badge badge badge--secondary">
      {themeString('theme.docs.versionBadge.label', 'Version: {versionLabel}', { versionLabel: data.version.label })}
    </span>
  );
}

/** Docusaurus's DocItem/Footer: the doc's tags, then its edit link and last update. */
function DocItemFooter({ data }: { data: PageRenderData }) {
  const { editUrl, lastUpdate } = data.page;
  const tags = data.docTags?.tags ?? [];
  if (!editUrl && !lastUpdate && !tags.length) return null;
  return (
    <footer className="theme-doc-footer docusaurus-mt-lg">
      {tags.length ? (
        <div className="row margin-top--sm theme-doc-footer-tags-row">
          <TagsListInline tags={tags.map((t) => ({ label: t.label, href: withBase(data.site.baseUrl, t.href) }))} />
        </div>
      ) : null}
      <EditMetaRow data={data} className="theme-doc-footer-edit-meta-row" />
    </footer>
  );
}

/** `theme.hideableSidebar`'s buttons: each its own island, as they sit apart (DocSidebarToggle.tsx says why). */
function SidebarToggle({ expand }: { expand?: true }) {
  return (
    <Island
      name="DocSidebarToggle"
      when="intent"
      contents
      component={DocSidebarToggle}
      props={expand ? { expand } : {}}
    />
  );
}

type Part = (props: Record<string, unknown>) => ReactNode;

/**
 * The parts of Docusaurus's DocItem/Layout for this doc, by their `@theme/` names: what our layout
 * is made of, and what a site's ejected layout gets when it imports them (DOC_ITEM_PARTS).
 */
function docItemParts(data: PageRenderData): Record<DocItemPart | 'DocItem/Footer', Part> {
  const { page, site } = data;
  const base = (href: string) => withBase(site.baseUrl, href);
  return {
    ContentVisibility: () => <ContentVisibility frontMatter={page.frontMatter} />,
    Unlisted: () => <Unlisted />,
    DocVersionBanner: () => <Themed name="DocVersionBanner" ours={() => <VersionBanner data={data} />} />,
    DocBreadcrumbs: () => <Themed name="DocBreadcrumbs" ours={() => <Breadcrumbs data={data} />} />,
    DocVersionBadge: () => <Themed name="DocVersionBadge" ours={() => <VersionBadge data={data} />} />,
    // Docusaurus's DocItem/TOC/Mobile renders TOCCollapsible, which a site may swizzle on its own.
    'DocItem/TOC/Mobile': () => <ThemedTocMobile items={data.toc} ours={docBlocks(data).TOCCollapsible} />,
    'DocItem/TOC/Desktop': () => <ThemedToc items={data.toc} className="theme-doc-toc-desktop" />,
    'DocItem/Content': ({ children }) => <DocItemContent data={data}>{children as ReactNode}</DocItemContent>,
    'DocItem/Footer': () => <Themed name="DocItem/Footer" ours={() => <DocItemFooter data={data} />} />,
    // Docusaurus's DocItem/Paginator renders DocPaginator, which a site may swizzle on its own (to add comments below it).
    'DocItem/Paginator': () => (
      <Themed
        name="DocPaginator"
        ours={docBlocks(data).DocPaginator}
        props={{ className: 'docusaurus-mt-lg', previous: navItem(data.prev, base), next: navItem(data.next, base) }}
      />
    ),
  };
}

/** Docusaurus's DocItem/Content: the doc's Markdown under its title, or what the site's layout gives it instead. */
function DocItemContent({ data, children }: { data: PageRenderData; children?: ReactNode }) {
  const ours = children === undefined || (isValidElement(children) && children.type === DocBody);
  if (!ours) return <div className="theme-doc-markdown markdown">{children}</div>;
  return <div className="theme-doc-markdown markdown" dangerouslySetInnerHTML={{ __html: contentHtml(data) }} />;
}

/** The parts zapsite's layout draws through the site's swizzle of them, with the props Docusaurus's layout gives each. */
const THEMED_PARTS = {
  'DocItem/Content': { children: <DocBody /> },
  'DocItem/Paginator': {},
  'DocItem/TOC/Mobile': {},
} satisfies Partial<Record<SwizzleName, Record<string, unknown>>>;
type ThemedPart = keyof typeof THEMED_PARTS;

/**
 * Docusaurus's DocItem/Layout: the content column (version banner, breadcrumbs and badge, the
 * mobile table of contents, the content, its footer, the paginator) and the desktop table of contents.
 */
function DocItemLayout({
  data,
  parts,
  children,
}: {
  data: PageRenderData;
  parts: ReturnType<typeof docItemParts>;
  /** Other content than the doc's, given by a site's whole DocItem: in place of the doc's under its title. */
  children?: ReactNode;
}) {
  const { page } = data;
  const toc = !page.hideToc && data.toc.length > 0;
  // As Docusaurus's DocItem layout: the content column keeps its three quarters unless the front
  // matter hides the table of contents, even when the page has no headings to list.
  const narrow = !page.hideToc;
  // A part the site swizzled on its own (with no layout of its own) is drawn through the site's.
  const part = (name: keyof typeof parts) =>
    name in THEMED_PARTS ? (
      <Themed
        name={name as ThemedPart}
        ours={parts[name]}
        props={name === 'DocItem/Content' && children !== undefined ? { children } : THEMED_PARTS[name as ThemedPart]}
      />
    ) : (
      parts[name]({})
    );
  return (
    <div className="row">
      <div className={narrow ? `col ${ItemLayout.docItemCol}` : 'col'}>
        {part('ContentVisibility')}
        {part('DocVersionBanner')}
        <div className={ItemLayout.docItemContainer}>
          <article>
            {part('DocBreadcrumbs')}
            {part('DocVersionBadge')}
            {toc ? part('DocItem/TOC/Mobile') : null}
            {part('DocItem/Content')}
            {part('DocItem/Footer')}
          </article>
          {part('DocItem/Paginator')}
        </div>
      </div>
      {toc ? <div className="col col--3">{part('DocItem/TOC/Desktop')}</div> : null}
    </div>
  );
}

/**
 * The doc's DocItem/Layout, the site's when it swizzled it (a wrapper of ours, or one it ejected and
 * rebuilt from the parts), given the doc's content as children. A generated index is not a doc to
 * Docusaurus, which lays it out with a page of its own (generated-index.tsx).
 */
function DocItem({ data }: { data: PageRenderData }) {
  const parts = docItemParts(data);
  if (data.categoryIndex) {
    const { cards } = data.categoryIndex;
    return (
      <Themed
        name="DocCategoryGeneratedIndexPage"
        ours={() => <GeneratedIndexPage data={data} cards={cards} parts={parts} />}
        props={{ categoryGeneratedIndex: generatedIndexProp(data) }}
      />
    );
  }
  const content = docContent(data);
  // The TOC too, for a site's own DocItem/TOC/Desktop, which renders it from the doc's headings; and
  // the layout, for a site's whole DocItem that renders @theme/DocItem/Layout around the doc's content
  // (Docusaurus's own DocItem does), which then sits under its title as in Docusaurus's DocItem/Content.
  provideOriginals({
    ...parts,
    ...docBlocks(data),
    TOC: tocOriginal(data.toc, 'theme-doc-toc-desktop'),
    'DocItem/Layout': ({ children }) => (
      <DocItemLayout
        data={data}
        parts={parts}
        {...(isValidElement(children) && children.type === content ? {} : { children: children as ReactNode })}
      />
    ),
  });
  const layout = () => (
    <Themed
      name="DocItem/Layout"
      ours={() => <DocItemLayout data={data} parts={parts} />}
      props={{ children: <DocBody /> }}
    />
  );
  // A site's whole DocItem (a Docusaurus 2 swizzle, often) is given the doc's content component.
  if (!isSwizzled('DocItem')) return layout();
  return (
    <Themed
      name="DocItem"
      ours={layout}
      props={{ content, route: { path: withBase(data.site.baseUrl, data.page.url) } }}
    />
  );
}

/**
 * Docusaurus's DocSidebar/Desktop: the sidebar's column, its items `sidebar` (the page's sidebar,
 * or what a site's wrapper hands it).
 */
function SidebarDesktop({ data, sidebar }: { data: PageRenderData; sidebar: SidebarItem[] }) {
  const { page, site } = data;
  // The site's swizzled items draw the tree: the island is then one of the site's bundle, with them.
  const siteItems = siteSidebarItems();
  return (
    <div className={DocSidebarDesktop.sidebar}>
      <nav
        aria-label={themeString('theme.docs.sidebar.navAriaLabel', 'Docs sidebar')}
        className={`menu thin-scrollbar ${DocSidebarDesktopContent.menu}`}
      >
        <Island
          name={siteItems ? SITE_SIDEBAR_ISLAND : 'Sidebar'}
          when="intent"
          component={siteItems ? withSiteItems(Sidebar, siteItems) : Sidebar}
          props={{
            items: sidebar,
            currentUrl: page.url,
            dataUrl: data.sidebarDataUrl,
            baseUrl: site.baseUrl,
            classic: true,
            ...(site.autoCollapseCategories ? { autoCollapse: true } : {}),
            ...categoryLabelsProp(),
          }}
        />
      </nav>
      {site.hideableSidebar ? <SidebarToggle /> : null}
    </div>
  );
}

/**
 * The docs sidebar, the site's DocSidebar when it swizzled it, with Docusaurus's props. One it
 * ejected rebuilds it from `@theme/DocSidebar/Desktop` (ours) and `@theme/DocSidebar/Mobile`
 * (nothing: the phone menu holds the docs sidebar).
 */
function DocSidebar({ data, sidebar }: { data: PageRenderData; sidebar: SidebarItem[] }) {
  const desktop: Part = (props) => (
    <SidebarDesktop data={data} sidebar={Array.isArray(props.sidebar) ? (props.sidebar as SidebarItem[]) : sidebar} />
  );
  provideOriginals({ 'DocSidebar/Desktop': desktop, 'DocSidebar/Mobile': () => null });
  return <Themed name="DocSidebar" ours={desktop} props={{ sidebar, path: data.page.url, isHidden: false }} />;
}

export function DocPage({ data }: { data: PageRenderData }) {
  const { site } = data;
  return (
    <div className={DocRootLayout.docsWrapper}>
      <Themed
        name="BackToTopButton"
        ours={() => (
          <BackToTopButton label={themeString('theme.BackToTopButton.buttonAriaLabel', 'Scroll back to top')} />
        )}
      />
      <div className={DocRootLayout.docRoot}>
        {data.sidebar ? (
          <aside className={`theme-doc-sidebar-container ${DocRootLayoutSidebar.docSidebarContainer}`}>
            <div className={DocRootLayoutSidebar.sidebarViewport}>
              <DocSidebar data={data} sidebar={data.sidebar} />
              {site.hideableSidebar ? <SidebarToggle expand /> : null}
            </div>
          </aside>
        ) : null}
        <Themed
          name="DocRoot/Layout/Main"
          ours={(p) => <DocRootMain sidebar={!!data.sidebar}>{p.children as ReactNode}</DocRootMain>}
          props={{ hiddenSidebarContainer: false, children: <DocItem data={data} /> }}
        />
      </div>
    </div>
  );
}

/**
 * Docusaurus's DocRoot/Layout/Main: the column beside the docs sidebar, which takes the sidebar's
 * room too when the doc has none (docMainContainerEnhanced). A site may swizzle it (a wrapper that
 * puts something above every doc), given `hiddenSidebarContainer` and the doc as `children`.
 */
function DocRootMain({ sidebar, children }: { sidebar: boolean; children: ReactNode }) {
  return (
    <main className={sidebar ? Main.docMainContainer : `${Main.docMainContainer} ${Main.docMainContainerEnhanced}`}>
      <div className="container padding-top--md padding-bottom--lg">{children}</div>
    </main>
  );
}
