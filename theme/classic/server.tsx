// The classic theme's server entry (config `theme.name: 'classic'`, what `zapsite migrate` writes for
// a Docusaurus site): the same ThemeModule contract as ../server.tsx, rendering the DOM and class
// names of Docusaurus's classic theme, styled by the whole of Infima plus the site's customCss.
// Content (Markdown, MDX components), islands and the head script are shared with zapsite's theme.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageRenderData } from '../shared/types.ts';
import { ISLAND_NAME_RE, jsonForHtml } from '../shared/island.ts';
import { withPluginTags } from '../shared/plugin-tags.ts';
import { HEAD_MARKER } from '../layouts/Shell.tsx';
import { DocTagsLayout } from '../layouts/DocTagsLayout.tsx';
import { Layout } from './Layout.tsx';
import { DocPage, fillDocBody } from './DocPage.tsx';
import { NotFound, PlainPage, SearchPageLayout } from './Pages.tsx';
import { BlogIndex, BlogList, BlogPost } from './Blog.tsx';
import { docMetadataHead, Themed, withPage } from './swizzle.tsx';
import { themeString, useThemeTexts } from './theme-text.tsx';
import { foldHead } from '../shared/head-fold.ts';
import { SEARCH_BAR_MARK } from '../shared/docusaurus.ts';
import { SearchBarOurs } from './components/navbar-items.tsx';
export { setSwizzled } from './swizzle.tsx';

import { createContentComponents as sharedContentComponents, tabsServer } from '../components/content/index.tsx';
import ClassicTabs from './islands/Tabs.tsx';
import { ClassicAdmonition, ClassicCodeBlock, ClassicDetails } from './content/components.tsx';
export { createMdxComponents, renderMdx, MdxPropError, AT_PROP } from '../components/content/mdx.tsx';
export { inlineHeadScript, themeLinks } from '../server.tsx';

/**
 * The shared content components, with code blocks, admonitions, `<details>` and tabs in Docusaurus's
 * markup, and tables bare, as Docusaurus writes them.
 */
export function createContentComponents(
  ...[ctx, opts]: Parameters<typeof sharedContentComponents>
): ReturnType<typeof sharedContentComponents> {
  useThemeTexts(ctx.themeTexts);
  return sharedContentComponents(ctx, {
    ...opts,
    replace: {
      Admonition: ClassicAdmonition,
      CodeBlock: ClassicCodeBlock,
      details: ClassicDetails,
      Tabs: tabsServer(ClassicTabs),
    },
    wrapTables: false,
  });
}

// Relative to the theme folder (theme/), as generator/bundle/assets.ts reads them.
export const islandEntries: Record<string, string> = {
  ColorModeToggle: 'classic/islands/ColorModeToggle.tsx',
  MobileMenu: 'classic/islands/MobileMenu.tsx',
  Sidebar: 'islands/Sidebar.tsx',
  DocSidebarToggle: 'classic/islands/DocSidebarToggle.tsx',
  Tabs: 'classic/islands/Tabs.tsx',
  CopyButton: 'classic/islands/CopyButton.tsx',
  AnnouncementClose: 'islands/AnnouncementClose.tsx',
  SearchButton: 'islands/SearchButton.tsx',
  SearchPage: 'islands/SearchPage.tsx',
  Mermaid: 'islands/Mermaid.tsx',
};
export const styleEntry = 'classic/styles/classic.css';
export const loaderEntry = 'classic/loader.tsx';

function body(data: PageRenderData) {
  switch (data.page.layout) {
    case 'doc':
    case 'doc-index':
      return <DocPage data={data} />;
    case 'blog-post':
      return <BlogPost data={data} />;
    case 'blog-list':
    case 'blog-tag':
    case 'blog-author':
      return <BlogList data={data} />;
    case 'blog-tags':
    case 'blog-authors':
    case 'blog-archive':
      return <BlogIndex data={data} />;
    case 'doc-tags':
    case 'doc-tag':
      return (
        <main className="container margin-vert--lg">
          <DocTagsLayout data={data} allTagsLabel={themeString('theme.tags.tagsPageLink', 'View all tags')} />
        </main>
      );
    case 'not-found':
      return <Themed name="NotFound/Content" ours={() => <NotFound />} />;
    case 'search':
      return <SearchPageLayout data={data} />;
    default:
      return <PlainPage data={data} />;
  }
}

export function renderPage(given: PageRenderData): string {
  useThemeTexts(given.site);
  const data = withDocMetadata(given);
  // The island manifest is filled in after rendering, from the markers present.
  const placeholder = '"__ZS_ISLANDS__"';
  const siteHead: ReactElement[] = [];
  const html = withSearchBars(
    fillDocBody(
      withPage(
        data,
        () =>
          renderToStaticMarkup(
            <Layout data={data} islandsJson={placeholder}>
              {body(data)}
            </Layout>,
          ),
        siteHead,
      ),
      data,
    ),
    data,
  );
  const used: Record<string, string> = {};
  for (const m of html.matchAll(ISLAND_NAME_RE)) {
    const url = data.assets.islands[m[1]!];
    if (url) used[m[1]!] = url;
  }
  const head = data.page.reactPage?.headHtml;
  return (
    '<!DOCTYPE html>' +
    withPluginTags(
      withSiteHead(head ? html.replace(`<meta name="${HEAD_MARKER}"/>`, () => head) : html, siteHead).replace(
        placeholder,
        jsonForHtml(used),
      ),
      data.assets.htmlTags,
    )
  );
}

/**
 * The page with the tags a site's component gave `<Head>` while the theme drew it (a swizzled
 * DocItem/Content's `<link rel="alternate">`), at the end of its <head>, as Docusaurus's helmet
 * adds them. A title or a description given so is not taken: the head is written by then.
 */
function withSiteHead(html: string, head: ReactElement[]): string {
  if (!head.length) return html;
  const { rest } = foldHead(head);
  return rest.length ? html.replace('</head>', () => `${renderToStaticMarkup(<>{rest}</>)}</head>`) : html;
}

const SEARCH_BAR = `<${SEARCH_BAR_MARK}></${SEARCH_BAR_MARK}>`;

/** The page with each `@theme/SearchBar` its content drew (docusaurus/SearchBar.tsx) made the navbar's search bar. */
function withSearchBars(html: string, data: PageRenderData): string {
  if (!html.includes(SEARCH_BAR)) return html;
  const bar = withPage(data, () => renderToStaticMarkup(<SearchBarOurs data={data} />));
  return html.replaceAll(SEARCH_BAR, () => bar);
}

/** A doc page with what the site's DocItem/Metadata set: its title, description, keywords, image and other tags. */
function withDocMetadata(data: PageRenderData): PageRenderData {
  const head = docMetadataHead(data);
  if (!head?.length) return data;
  const { rawTitle, description, keywords, image, rest, htmlAttributes, bodyAttributes } = foldHead(head);
  const headHtml = rest.length ? renderToStaticMarkup(<>{rest}</>) : undefined;
  const page = data.page;
  return {
    ...data,
    page: {
      ...page,
      ...(description !== undefined ? { description } : {}),
      ...(keywords?.length ? { keywords } : {}),
      ...(image ? { image } : {}),
      reactPage: {
        ...page.reactPage,
        bare: page.reactPage?.bare ?? false,
        ...(rawTitle !== undefined ? { rawTitle } : {}),
        ...(headHtml ? { headHtml } : {}),
        ...(htmlAttributes ? { htmlAttributes } : {}),
        ...(bodyAttributes ? { bodyAttributes } : {}),
      },
    },
  };
}
