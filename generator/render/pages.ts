// Render every page of the graph to HTML through the theme.
import type { ResolvedConfig } from '../config/schema.ts';
import type { RenderedContent } from '../content/markdown.ts';
import { flattenSidebar, sidebarPaths } from '../routes/sidebar-walk.ts';
import { blogViewOf, type BlogView, type Graph, type GraphPage } from '../routes/graph.ts';
import { breadcrumbsFor } from './breadcrumbs.ts';
import type {
  Assets,
  DocCardData,
  DocMeta,
  FrontMatter,
  NavLink,
  PageRenderData,
  SidebarItem,
  SiteData,
  SourceFile,
  TocItem,
} from '../types.ts';
import { firstHref } from '../../theme/shared/sidebar.ts';
import { withDocCards } from '../../theme/shared/docusaurus.ts';
import { pageSidebar } from './sidebar.ts';
import { renderRedirect } from './redirect.ts';
import { versionLookup, type VersionLookup } from './versions.ts';
import { blogOptionsOf, docsOptionsOf } from '../config/docs-instances.ts';
import { versionKey } from '../routes/versions.ts';
import { lastCommits, lastUpdateOf, type LastCommit } from '../content/last-update.ts';
import { docsSidebarKey } from './site-data.ts';

export interface RenderInput {
  config: ResolvedConfig;
  /** Each doc's last commit, by absolute path, where its docs options show the last update. */
  lastCommits?: ReadonlyMap<string, LastCommit> | undefined;
  site: SiteData;
  graph: Graph;
  rendered: Map<SourceFile, RenderedContent>;
  assets: Assets;
  /** URL of each sidebar's shared file, by sidebar name. */
  sidebarDataUrls?: Record<string, string>;
  /** Co-located files by absolute path -> their public URL (front matter images). */
  assetUrls: ReadonlyMap<string, { url: string }>;
}

/** A page to write: a redirect's finished HTML, or the data the theme renders. */
/** `sidebar`: the key of the sidebar the renderer adds (pruned for the page) when sidebarLater. */
export type PageItem =
  | { path: string; html: string; data?: undefined }
  | { path: string; data: PageRenderData; html?: undefined; source?: string; sidebar?: string };

/** Front matter's `keywords`, a list or one string. */
function keywordsOf(keywords: unknown): string[] | undefined {
  return Array.isArray(keywords) ? keywords.map(String) : typeof keywords === 'string' ? [keywords] : undefined;
}

/** The content's own title heading (its text and its HTML), or that it writes its title in place. */
function contentTitleOf(r: RenderedContent | undefined) {
  return {
    ...(r?.firstHeading !== undefined ? { titleHeading: r.firstHeading, titleHeadingHtml: r.firstHeadingHtml } : {}),
    ...(r?.titleInPlace ? { titleInContent: true } : {}),
  };
}

/**
 * Each page's render data, one at a time, in graph order. Whole-site work (reading order, blog
 * sidebar, sidebar paths) is done once, before the first page.
 */
export function* pageItems(input: RenderInput, opts: { sidebarLater?: boolean } = {}): Generator<PageItem> {
  const { graph, config } = input;
  // Reading order and paths per sidebar (by key), doc ids per docs version, made once.
  const nav = new Map(
    Object.entries(graph.sidebars).map(([name, items]) => {
      const links = flattenSidebar(items);
      const order = links.filter((l) => !l.unlisted);
      // Each page's label in this sidebar (its first link), which its last breadcrumb shows.
      const labels = new Map(links.toReversed().map((l) => [l.href, l.label]));
      return [
        name,
        { items, order, orderIndex: new Map(order.map((l, i) => [l.href, i])), paths: sidebarPaths(items), labels },
      ];
    }),
  );
  // Per docs instance (undefined: the default docs): its docs by version key, its last version, its
  // version lookup when it has versions.
  const docsByVersion = new Map<string, Map<string, DocMeta>>();
  const lastVersions = new Map<string | undefined, string>();
  const lookups = new Map<string | undefined, VersionLookup>();
  for (const { id, versions, versioned } of [
    { id: undefined, versions: graph.versions, versioned: graph.versioned },
    ...graph.instances,
  ]) {
    for (const v of versions) docsByVersion.set(versionKey(v.version.name, id), new Map(v.docs.map((d) => [d.id, d])));
    lastVersions.set(id, versions.find((v) => v.version.isLast)?.version.name ?? 'current');
    if (versioned) lookups.set(id, versionLookup(versions, id));
  }
  const versionItem = config.navbar.items.find((i) => i.type === 'docsVersionDropdown' || i.type === 'docsVersion');
  const wantsLinks = versionItem !== undefined;
  // The version items list the versions of the instance they name (docsPluginId; the default docs).
  const linksId =
    versionItem && 'docsPluginId' in versionItem && versionItem.docsPluginId !== 'default'
      ? versionItem.docsPluginId
      : undefined;
  const linksLookup = lookups.get(linksId);
  // Each blog's sidebar shows its own recent posts (computed once per blog).
  const blogSidebars = new Map<string | undefined, PageRenderData['blogSidebar']>();
  const postsByUrl = blogPostsByUrl(input);

  for (const page of graph.pages) {
    if (page.layout === 'redirect') {
      yield { path: page.outPath, html: renderRedirect(page.redirectTo!, config) };
      continue;
    }
    const r = page.source ? input.rendered.get(page.source) : undefined;
    const fm = page.frontMatter;
    const data: PageRenderData = {
      site: input.site,
      page: {
        url: page.url,
        layout: page.layout,
        title: page.title,
        description: page.description,
        ...socialOf(fm, page, input, r?.reactPage),
        noindex: page.noindex === true || page.unlisted === true,
        html: r?.html ?? '',
        editUrl: page.planned.editUrl,
        ...lastUpdateFor(page, config, input.lastCommits),
        hideToc: fm.hide_table_of_contents === true,
        ...contentTitleOf(r),
        frontMatter: fm,
        ...(r?.css?.length ? { css: r.css } : {}),
        ...(r?.reactPage ? { reactPage: r.reactPage } : {}),
        ...pageIds(page.planned),
      },
      toc: tocFor(page, config),
      assets: input.assets,
    };
    const instance = page.planned.instance;
    const docsOptions = docsOptionsOf(config, instance);
    const lookup = lookups.get(instance);
    const isDocs = (page.layout === 'doc' || page.layout === 'doc-index') && !!docsOptions;
    const versionName = isDocs
      ? (page.planned.doc?.version ?? page.planned.version ?? lastVersions.get(instance))
      : undefined;
    const sidebarName = isDocs ? page.planned.sidebar : undefined;
    const shown = sidebarName !== undefined ? nav.get(sidebarName) : undefined;
    if (sidebarName !== undefined) {
      data.page.sidebarKey = pageSidebarKey(sidebarName, instance, versionName);
      data.page.sidebarName = sidebarName;
    }
    if (isDocs && docsOptions) {
      const docsById = docsByVersion.get(versionKey(versionName!, instance)) ?? new Map<string, DocMeta>();
      const path = shown?.paths.get(page.url) ?? [];
      if (shown) {
        // With sidebarLater, the renderer makes it from the whole sidebar (sent to a worker once).
        if (!opts.sidebarLater) data.sidebar = pageSidebar(shown.items, shown.paths, page.url);
        data.sidebarDataUrl = input.sidebarDataUrls?.[sidebarName!];
      }
      if (docsOptions.breadcrumbs)
        data.breadcrumbs = breadcrumbsFor(path, page, shown?.labels.get(page.url), graph.byUrl);
      const order = shown?.order ?? [];
      const i = shown?.orderIndex.get(page.url);
      data.prev =
        pagination(fm.pagination_prev, docsById) ??
        (i !== undefined && i > 0 ? link(order[i - 1]!, docsById) : undefined);
      data.next =
        pagination(fm.pagination_next, docsById) ??
        (i !== undefined && i < order.length - 1 ? link(order[i + 1]!, docsById) : undefined);
      if (fm.pagination_prev === null) data.prev = undefined;
      if (fm.pagination_next === null) data.next = undefined;
      if (lookup) data.version = lookup.dataFor(versionName!, page.planned.doc?.id);
      if (input.assets.docsVersions) data.docsVersionKey = versionKey(versionName!, instance);
    }
    fillCards(data, page, isDocs ? shown?.items : undefined, input);
    if (page.planned.docTags) data.docTags = page.planned.docTags;
    if (linksLookup && wantsLinks) {
      const own = isDocs && instance === linksId;
      data.versionLinks = linksLookup.linksFor(own ? versionName : undefined, own ? page.planned.doc?.id : undefined);
    }
    if (page.layout.startsWith('blog')) {
      const blog = blogViewOf(graph, instance);
      // A further blog's pages read its own title, tags and archive pages from the site data.
      const own = instance ? input.site.blogInstances?.[instance] : undefined;
      if (own) data.site = { ...input.site, ...own };
      if (!blogSidebars.has(instance)) blogSidebars.set(instance, blogSidebarData(blog, config, instance));
      data.blogSidebar = blogSidebars.get(instance);
      data.blog = blogDataFor(page, blog, postsByUrl);
    }
    yield {
      path: page.outPath,
      data,
      source: page.source?.absPath,
      ...(shown && opts.sidebarLater ? { sidebar: sidebarName } : {}),
    };
  }
}

/**
 * Pages one at a time, so the caller can write each and let it go: holding every page's HTML
 * at once is what makes memory grow past the budget on large sites.
 */
/** Every page's HTML, one at a time: `renderPage` is the theme's, or the dev cache's around it. */
export function* renderAll(
  input: RenderInput,
  renderPage: (path: string, data: PageRenderData) => string,
): Generator<{ path: string; data: string }> {
  for (const item of pageItems(input))
    yield { path: item.path, data: item.html !== undefined ? item.html : renderPage(item.path, item.data) };
}

/** A doc's id and the page's docs or blog instance, when it has them (the classic theme's <html> classes). */
function pageIds(planned: { doc?: { id: string }; instance?: string }): { docId?: string; pluginId?: string } {
  return {
    ...(planned.doc?.id ? { docId: planned.doc.id } : {}),
    ...(planned.instance ? { pluginId: planned.instance } : {}),
  };
}

/** A previous/next link: the doc's pagination_label when it has one, else the sidebar's label. */
function link(l: { label: string; href: string; docId?: string }, docsById: Map<string, DocMeta>): NavLink {
  const d = l.docId !== undefined ? docsById.get(l.docId) : undefined;
  return { label: d?.paginationLabel ?? l.label, href: l.href };
}

function pagination(v: unknown, docsById: Map<string, DocMeta>): NavLink | undefined {
  if (typeof v !== 'string') return undefined;
  const d = docsById.get(v);
  return d ? { label: d.paginationLabel ?? d.sidebarLabel, href: d.url } : undefined;
}

/**
 * A generated index's cards, and the places of `<DocCardList />` without items in a page's content
 * (its render says it left some): on a doc, its sidebar's cards (the theme puts them there); outside
 * a docs sidebar, nothing (Docusaurus's throws there).
 */
function fillCards(
  data: PageRenderData,
  page: GraphPage,
  sidebar: SidebarItem[] | undefined,
  { graph, rendered }: Pick<RenderInput, 'graph' | 'rendered'>,
): void {
  const index = page.layout === 'doc-index' ? page.planned.index : undefined;
  if (index)
    data.categoryIndex = {
      cards: cardsOf(index.category.items, graph, rendered),
      slug: index.slug,
      sidebar: index.sidebar,
      ...(index.keywords ? { keywords: index.keywords } : {}),
      ...(index.image ? { image: index.image } : {}),
    };
  if (!page.source || !rendered.get(page.source)?.docCards) return;
  if (sidebar) data.docCards = cardsOf(sidebarSiblings(sidebar, data.page.url), graph, rendered);
  else data.page.html = withDocCards(data.page.html, () => '');
}

/**
 * The items of the deepest category of the sidebar that holds the page (as a link, or as the
 * category's own page), else the whole sidebar's: what Docusaurus's useCurrentSidebarSiblings gives.
 */
function sidebarSiblings(items: SidebarItem[], url: string): SidebarItem[] {
  const holding = (list: SidebarItem[]): SidebarItem[] | undefined => {
    for (const item of list) {
      if (item.type !== 'category') continue;
      const inner = holding(item.items);
      if (inner) return inner;
      if (item.href === url || item.items.some((i) => i.type === 'link' && i.href === url)) return item.items;
    }
    return undefined;
  };
  return holding(items) ?? items;
}

/**
 * The cards of sidebar items (a generated index's category, a DocCardList): each with its
 * description (a doc's `description` front matter, else its first paragraph; a category's own
 * description, else how many items it holds; a link's description), as Docusaurus's DocCardList shows them.
 */
function cardsOf(items: SidebarItem[], graph: Graph, rendered: Map<SourceFile, RenderedContent>): DocCardData[] {
  const cards: DocCardData[] = [];
  for (const item of items) {
    if (item.type === 'html') continue;
    if (item.type === 'link') {
      if (item.unlisted) continue;
      const page = item.docId ? graph.byUrl.get(item.href) : undefined;
      const r = page?.source ? rendered.get(page.source) : undefined;
      const description = item.description ?? page?.description ?? (r ? firstParagraph(r.html) : undefined);
      cards.push({
        kind: item.docId ? 'doc' : 'link',
        label: item.label,
        href: item.href,
        ...(description ? { description } : {}),
        item,
      });
      continue;
    }
    const href = item.href ?? firstHref(item.items);
    if (!href) continue;
    const n = item.items.length;
    cards.push({
      kind: 'category',
      label: item.label,
      href,
      description: item.description ?? `${n} ${n === 1 ? 'item' : 'items'}`,
      ...(item.description === undefined ? { itemCount: n } : {}),
      item,
    });
  }
  return cards;
}

/** The text of the first paragraph of rendered HTML, for a card. */
function firstParagraph(html: string): string | undefined {
  const m = /<p\b[^>]*>([\s\S]*?)<\/p>/.exec(html);
  if (!m) return undefined;
  const text = m[1]!
    .replace(/<[^>]+>/g, '')
    .replace(
      /&(amp|lt|gt|quot|#39);/g,
      (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e] ?? _,
    )
    .replace(/\s+/g, ' ')
    .trim();
  return text || undefined;
}

function tocFor(page: GraphPage, config: ResolvedConfig): TocItem[] {
  // Front matter first, then the docs options, then Docusaurus's defaults (h2 to h3).
  const level = (own: unknown, fromDocs: number | undefined, fallback: number) =>
    typeof own === 'number' ? own : (fromDocs ?? fallback);
  const docs = docsOptionsOf(config, page.layout.startsWith('blog') ? undefined : page.planned.instance);
  const min = level(page.frontMatter.toc_min_heading_level, docs?.tocMinHeadingLevel, 2);
  const max = level(page.frontMatter.toc_max_heading_level, docs?.tocMaxHeadingLevel, 3);
  return page.headings
    .filter((h) => h.depth >= min && h.depth <= max && h.toc !== false)
    .map((h) => ({ id: h.id, text: h.text, depth: h.depth, ...(h.html ? { html: h.html } : {}) }));
}

function lastUpdateFor(
  page: GraphPage,
  config: ResolvedConfig,
  commits: RenderInput['lastCommits'],
): { lastUpdate?: PageRenderData['page']['lastUpdate'] } {
  const docs = page.layout === 'doc' && page.source ? docsOptionsOf(config, page.planned.instance) : undefined;
  if (!docs) return {};
  const show = { time: docs.showLastUpdateTime, author: docs.showLastUpdateAuthor };
  const lastUpdate = lastUpdateOf(show, page.frontMatter, commits?.get(page.source!.absPath));
  return lastUpdate ? { lastUpdate } : {};
}

/** The last commit of each doc whose options show the last update; git is asked only for those. */
export async function docCommits(config: ResolvedConfig, graph: Graph): Promise<Map<string, LastCommit> | undefined> {
  const files = graph.pages.flatMap((page) => {
    if (page.layout !== 'doc' || !page.source) return [];
    const docs = docsOptionsOf(config, page.planned.instance);
    return docs && (docs.showLastUpdateTime || docs.showLastUpdateAuthor) ? [page.source.absPath] : [];
  });
  return files.length ? lastCommits(config.root, files) : undefined;
}

function resolveImageUrl(image: string, page: GraphPage, input: Pick<RenderInput, 'assetUrls'>): string {
  if (/^https?:/.test(image) || image.startsWith('/') || !page.source) return image;
  // Relative to the page's file: the content stage gave it a hashed URL under /assets/images/.
  const dir = page.source.absPath.slice(0, page.source.absPath.lastIndexOf('/'));
  const parts = dir.split('/');
  for (const seg of image.split('/')) {
    if (seg === '..') parts.pop();
    else if (seg !== '.' && seg) parts.push(seg);
  }
  return input.assetUrls.get(parts.join('/'))?.url ?? image;
}

function blogSidebarData(
  graph: BlogView,
  config: RenderInput['config'],
  instance: string | undefined,
): PageRenderData['blogSidebar'] {
  const title = blogOptionsOf(config, instance)?.blogSidebarTitle ?? 'Recent posts';
  const byYear = groupsByYear(config);
  const years: NonNullable<PageRenderData['blogSidebar']>['items'] = [];
  for (const p of graph.blogRecent) {
    const y = byYear ? p.date.slice(0, 4) : '';
    if (years.length === 0 || years[years.length - 1]!.year !== y) years.push({ year: y, posts: [] });
    years[years.length - 1]!.posts.push({ label: p.title, href: p.url, date: p.date });
  }
  return { title, items: years };
}

/**
 * Whether the blog's recent posts are grouped by year, as Docusaurus's `themeConfig.blog.sidebar.groupByYear`
 * (true unless set false), which migrate keeps in the config's `docusaurusSiteConfig.themeConfig`.
 */
function groupsByYear(config: RenderInput['config']): boolean {
  const blog = config.docusaurusSiteConfig?.themeConfig?.blog as { sidebar?: { groupByYear?: unknown } } | undefined;
  return blog?.sidebar?.groupByYear !== false;
}

/** Each blog post's excerpt (its content when it has no truncate marker) and front matter, by URL, for the lists. */
function blogPostsByUrl(input: RenderInput): {
  excerpts: Map<string, string>;
  frontMatters: Map<string, Record<string, unknown>>;
} {
  const excerpts = new Map<string, string>();
  const frontMatters = new Map<string, Record<string, unknown>>();
  for (const p of input.graph.pages) {
    if (p.layout !== 'blog-post' || !p.source) continue;
    const r = input.rendered.get(p.source);
    if (r) excerpts.set(p.url, r.excerptHtml ?? r.html);
    frontMatters.set(p.url, p.frontMatter);
  }
  return { excerpts, frontMatters };
}

function blogDataFor(
  page: GraphPage,
  graph: BlogView,
  { excerpts, frontMatters }: { excerpts: Map<string, string>; frontMatters: Map<string, Record<string, unknown>> },
): PageRenderData['blog'] {
  const pl = page.planned;
  const all = graph.blogPosts;
  if (page.layout === 'blog-post' && pl.post) {
    const i = all.findIndex((p) => p.url === pl.post!.url);
    return {
      posts: [pl.post],
      prevPost: i > 0 ? { label: all[i - 1]!.title, href: all[i - 1]!.url } : undefined,
      nextPost: i >= 0 && i < all.length - 1 ? { label: all[i + 1]!.title, href: all[i + 1]!.url } : undefined,
    };
  }
  if (pl.list) {
    const posts = pl.list.posts;
    return {
      posts,
      page: pl.list.page,
      totalPages: pl.list.totalPages,
      prevUrl: pl.list.prevUrl,
      nextUrl: pl.list.nextUrl,
      tag: pl.list.tag,
      author: pl.list.author,
      ...(pl.list.author
        ? { authorPosts: graph.blogAuthors.find((a) => a.author.key === pl.list!.author!.key)?.count }
        : {}),
      excerpts: Object.fromEntries(posts.map((p) => [p.url, excerpts.get(p.url) ?? ''])),
      frontMatters: Object.fromEntries(posts.map((p) => [p.url, frontMatters.get(p.url) ?? {}])),
    };
  }
  if (page.layout === 'blog-tags') return { posts: [], allTags: [...graph.blogTags] };
  if (page.layout === 'blog-authors') return { posts: [], allAuthors: [...graph.blogAuthors] };
  if (page.layout === 'blog-archive') return { posts: [], archive: [...graph.blogArchive] };
  return { posts: [] };
}

/** The page's keywords and image: front matter's, a generated index's, else a React page's <Head> (PageMetadata's). */
function socialOf(
  fm: FrontMatter,
  page: GraphPage,
  input: RenderInput,
  react: { keywords?: string[]; image?: string } | undefined,
): { keywords?: string[]; image?: string } {
  return {
    keywords: keywordsOf(fm.keywords) ?? page.planned.index?.keywords ?? react?.keywords,
    image:
      typeof fm.image === 'string'
        ? resolveImageUrl(fm.image, page, input)
        : (page.planned.index?.image ?? react?.image),
  };
}

/** A docs page's sidebar key (`[instance/][version:]name`) as the navbar names it (site-data.ts docsSidebarKey). */
function pageSidebarKey(key: string, instance: string | undefined, version: string | undefined): string {
  let name = instance && key.startsWith(`${instance}/`) ? key.slice(instance.length + 1) : key;
  if (version !== undefined && name.startsWith(`${version}:`)) name = name.slice(version.length + 1);
  return docsSidebarKey(instance, name);
}
