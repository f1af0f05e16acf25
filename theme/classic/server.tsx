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
import { DocTagsPage } from './doc-tags.tsx';
import { Layout } from './Layout.tsx';
import { DocPage } from './DocPage.tsx';
import { fillDocBody } from './doc-body.tsx';
import { NotFound, PlainPage, SearchPageLayout } from './Pages.tsx';
import { BlogIndex, BlogList, BlogPost } from './Blog.tsx';
import { blogPostMetadataHead } from './BlogPostItem.tsx';
import { docMetadataHead, Themed, withPage } from './swizzle.tsx';
import { useThemeTexts } from './theme-text.tsx';
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
      return <DocTagsPage data={data} />;
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
  let data = withHeadValues(given, docMetadataHead(given) ?? blogPostMetadataHead(given));
  let siteHead: ReactElement[] = [];
  let html = renderBody(data, siteHead);
  // A title, description, keywords or image the site's components gave <Head> while the page was
  // drawn win over the page's, as react-helmet keeps the last: drawn again with them, so the tags
  // the theme derives from them (og:title, og:description, twitter:image) follow too.
  const taken = withHeadValues(data, siteHead, false);
  if (taken !== data) {
    data = taken;
    siteHead = [];
    html = renderBody(data, siteHead);
  }
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

// The island manifest is filled in after rendering, from the markers present.
const placeholder = '"__ZS_ISLANDS__"';

/** The page drawn; `siteHead` receives the tags the site's components gave <Head> meanwhile. */
function renderBody(data: PageRenderData, siteHead: ReactElement[]): string {
  return withSearchBars(
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
}

/**
 * The page with the other tags a site's component gave `<Head>` while the theme drew it (a swizzled
 * DocItem/Content's `<link rel="alternate">`) at the end of its <head>, as Docusaurus's helmet adds
 * them; a meta tag of the same name or property the theme wrote (og:type, twitter:card) gives way
 * to the site's, as helmet keeps the last of two.
 */
function withSiteHead(html: string, head: ReactElement[]): string {
  if (!head.length) return html;
  const { rest } = foldHead(head);
  if (!rest.length) return html;
  const end = html.indexOf('</head>');
  const keys = new Set(
    rest.flatMap((el) => (el.type === 'meta' ? [metaKeyOf(el.props as Record<string, unknown>)] : [])),
  );
  keys.delete(undefined);
  const before = html
    .slice(0, end)
    .replace(/<meta\b[^>]*>/g, (tag) => (keys.has(metaKeyOf(tagAttributes(tag))) ? '' : tag));
  return `${before}${renderToStaticMarkup(<>{rest}</>)}${html.slice(end)}`;
}

/** A meta tag's key as helmet reads it: its first of name, charset, http-equiv, property, itemprop. */
function metaKeyOf(attributes: Record<string, unknown>): string | undefined {
  for (const [attr, prop] of META_KEYS) {
    const value = attributes[attr] ?? attributes[prop];
    if (typeof value === 'string') return `${attr}=${value.toLowerCase()}`;
  }
  return undefined;
}
const META_KEYS = [
  ['name', 'name'],
  ['charset', 'charSet'],
  ['http-equiv', 'httpEquiv'],
  ['property', 'property'],
  ['itemprop', 'itemProp'],
] as const;

/** The attributes of a tag as React writes it (values quoted, entities as written). */
function tagAttributes(tag: string): Record<string, string> {
  return Object.fromEntries([...tag.matchAll(/\s([\w:-]+)="([^"]*)"/g)].map((m) => [m[1]!.toLowerCase(), m[2]!]));
}

const SEARCH_BAR = `<${SEARCH_BAR_MARK}></${SEARCH_BAR_MARK}>`;

/** The page with each `@theme/SearchBar` its content drew (docusaurus/SearchBar.tsx) made the navbar's search bar. */
function withSearchBars(html: string, data: PageRenderData): string {
  if (!html.includes(SEARCH_BAR)) return html;
  const bar = withPage(data, () => renderToStaticMarkup(<SearchBarOurs data={data} />));
  return html.replaceAll(SEARCH_BAR, () => bar);
}

/**
 * The page with the title, description, keywords, image and <html>/<body> attributes among `head`
 * (what the site's DocItem/Metadata set, or its components gave <Head>), and with `withRest` its
 * other tags as the page's own; the same object when there are none.
 */
function withHeadValues(data: PageRenderData, head: ReactElement[] | undefined, withRest = true): PageRenderData {
  if (!head?.length) return data;
  const { rawTitle, description, keywords, image, rest, htmlAttributes, bodyAttributes } = foldHead(head);
  // The rest of a site component's tags are written after the page is drawn (withSiteHead).
  const headHtml = withRest && rest.length ? renderToStaticMarkup(<>{rest}</>) : undefined;
  if (
    rawTitle === undefined &&
    description === undefined &&
    !keywords?.length &&
    !image &&
    !headHtml &&
    !htmlAttributes &&
    !bodyAttributes
  )
    return data;
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
