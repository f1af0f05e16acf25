// Render every page of the graph to HTML through the theme.
import type { ResolvedConfig } from '../config/schema.ts';
import type { RenderedContent } from '../content/markdown.ts';
import { flattenSidebar, sidebarPaths } from '../routes/docs.ts';
import type { Graph, GraphPage } from '../routes/graph.ts';
import type { Assets, Breadcrumb, NavLink, PageRenderData, RouteGraph, SidebarItem, SiteData, SourceFile, TocItem } from '../types.ts';
import { pageSidebar } from './sidebar.ts';
import { renderRedirect } from './redirect.ts';
import { versionLookup } from './versions.ts';
import { sidebarKey } from '../routes/plan.ts';

export interface RenderInput {
  config: ResolvedConfig;
  site: SiteData;
  graph: Graph;
  rendered: Map<SourceFile, RenderedContent>;
  assets: Assets;
  /** URL of the shared sidebar file (the last docs version's). */
  sidebarDataUrl?: string;
  /** URL of each sidebar's file, by sidebarKey(version, name), when the site has more than one sidebar. */
  sidebarDataUrls?: Record<string, string>;
  /** Co-located files by absolute path -> their public URL (front matter images). */
  assetUrls: ReadonlyMap<string, { url: string }>;
}

/** A page to write: a redirect's finished HTML, or the data the theme renders. */
export type PageItem = { path: string; html: string; data?: undefined } | { path: string; data: PageRenderData; html?: undefined; source?: string; sidebar?: string };

/**
 * Each page's render data, one at a time, in graph order. Whole-site work (reading order, blog
 * sidebar, sidebar paths) is done once, before the first page.
 */
export function* pageItems(input: RenderInput, opts: { sidebarLater?: boolean } = {}): Generator<PageItem> {
  const { graph, config } = input;
  // Reading order and paths per sidebar, doc ids per docs version, made once.
  const sidebars = new Map<string, { items: SidebarItem[]; order: ReturnType<typeof flattenSidebar>; orderIndex: Map<string, number>; paths: ReturnType<typeof sidebarPaths> }>();
  for (const v of graph.versions) {
    for (const [name, items] of Object.entries(v.sidebars)) {
      const order = flattenSidebar(items).filter((l) => !l.unlisted);
      sidebars.set(sidebarKey(v.version.name, name), { items, order, orderIndex: new Map(order.map((l, i) => [l.href, i])), paths: sidebarPaths(items) });
    }
  }
  const versions = new Map(graph.versions.map((v) => [v.version.name, { plan: v, docsById: new Map(v.docs.map((d) => [d.id, d])) }]));
  const lastVersion = graph.versions.find((v) => v.version.isLast)?.version.name ?? 'current';
  const lookup = graph.versioned ? versionLookup(graph.versions) : undefined;
  const wantsLinks = config.navbar.items.some((i) => i.type === 'docsVersionDropdown' || i.type === 'docsVersion');
  const blogSidebar = blogSidebarData(graph);
  const excerptsByUrl = new Map<string, string>();
  for (const p of graph.pages) {
    if (p.layout !== 'blog-post' || !p.source) continue;
    const r = input.rendered.get(p.source);
    if (r) excerptsByUrl.set(p.url, r.excerptHtml ?? r.html);
  }

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
        keywords: Array.isArray(fm.keywords) ? fm.keywords.map(String) : typeof fm.keywords === 'string' ? [fm.keywords] : undefined,
        image: typeof fm.image === 'string' ? resolveImageUrl(fm.image, page, input) : undefined,
        noindex: page.noindex === true || page.unlisted === true,
        html: r?.html ?? '',
        editUrl: editUrlFor(page, config),
        hideToc: fm.hide_table_of_contents === true,
        frontMatter: fm,
        ...(r?.css?.length ? { css: r.css } : {}),
      },
      toc: tocFor(page, config),
      assets: input.assets,
    };
    const versionName = page.layout === 'doc' ? (page.planned.doc?.version ?? lastVersion) : undefined;
    let key: string | undefined;
    if (page.layout === 'doc' && config.docs) {
      const v = versions.get(versionName!)!;
      const docId = page.planned.doc!.id;
      const name = v.plan.docSidebar.get(docId);
      key = name === undefined ? undefined : sidebarKey(versionName!, name);
      const own = key === undefined ? undefined : sidebars.get(key);
      const path = own?.paths.get(page.url) ?? [];
      // With sidebarLater, the renderer makes it from the whole sidebar (sent to a worker once).
      if (own && !opts.sidebarLater) data.sidebar = pageSidebar(own.items, own.paths, page.url);
      if (own) data.sidebarDataUrl = (key !== undefined ? input.sidebarDataUrls?.[key] : undefined) ?? input.sidebarDataUrl;
      if (config.docs.breadcrumbs) data.breadcrumbs = breadcrumbsFor(path, page);
      const i = own?.orderIndex.get(page.url);
      data.prev = pagination(fm.pagination_prev, v.docsById) ?? (own && i !== undefined && i > 0 ? link(own.order[i - 1]!) : undefined);
      data.next = pagination(fm.pagination_next, v.docsById) ?? (own && i !== undefined && i < own.order.length - 1 ? link(own.order[i + 1]!) : undefined);
      if (fm.pagination_prev === null) data.prev = undefined;
      if (fm.pagination_next === null) data.next = undefined;
      if (lookup) data.version = lookup.dataFor(versionName!, docId);
    }
    if (lookup && wantsLinks) data.versionLinks = lookup.linksFor(versionName, page.planned.doc?.id);
    if (page.layout.startsWith('blog')) {
      data.blogSidebar = blogSidebar;
      data.blog = blogDataFor(page, graph, excerptsByUrl);
    }
    yield { path: page.outPath, data, source: page.source?.absPath, ...(key !== undefined ? { sidebar: key } : {}) };
  }
}

/**
 * Pages one at a time, so the caller can write each and let it go: holding every page's HTML
 * at once is what makes memory grow past the budget on large sites.
 */
/** Every page's HTML, one at a time: `renderPage` is the theme's, or the dev cache's around it. */
export function* renderAll(input: RenderInput, renderPage: (path: string, data: PageRenderData) => string): Generator<{ path: string; data: string }> {
  for (const item of pageItems(input)) yield { path: item.path, data: item.html !== undefined ? item.html : renderPage(item.path, item.data) };
}

function link(l: { label: string; href: string }): NavLink {
  return { label: l.label, href: l.href };
}

function pagination(v: unknown, docsById: Map<string, { title: string; url: string; sidebarLabel: string }>): NavLink | undefined {
  if (typeof v !== 'string') return undefined;
  const d = docsById.get(v);
  return d ? { label: d.sidebarLabel, href: d.url } : undefined;
}

function breadcrumbsFor(path: { label: string; href?: string }[], page: GraphPage): Breadcrumb[] {
  const crumbs: Breadcrumb[] = path.map((c) => ({ label: c.label, href: c.href }));
  if (crumbs.length && crumbs[crumbs.length - 1]!.href === page.url) crumbs[crumbs.length - 1] = { label: crumbs[crumbs.length - 1]!.label };
  else crumbs.push({ label: page.planned.doc?.sidebarLabel ?? page.title });
  return crumbs;
}

function tocFor(page: GraphPage, config: ResolvedConfig): TocItem[] {
  const fm = page.frontMatter;
  const min = typeof fm.toc_min_heading_level === 'number' ? fm.toc_min_heading_level : config.docs ? config.docs.tocMinHeadingLevel : 2;
  const max = typeof fm.toc_max_heading_level === 'number' ? fm.toc_max_heading_level : config.docs ? config.docs.tocMaxHeadingLevel : 3;
  return page.headings.filter((h) => h.depth >= min && h.depth <= max).map((h) => ({ id: h.id, text: h.text, depth: h.depth }));
}

function editUrlFor(page: GraphPage, config: ResolvedConfig): string | undefined {
  if (!page.source) return undefined;
  if (typeof page.frontMatter.custom_edit_url === 'string') return page.frontMatter.custom_edit_url;
  if (page.frontMatter.custom_edit_url === null) return undefined;
  const base = page.layout === 'doc' && config.docs ? config.docs.editUrl : page.layout === 'blog-post' && config.blog ? config.blog.editUrl : undefined;
  if (!base || page.source.relPath.startsWith('remote/')) return undefined;
  return base.replace(/\/?$/, '/') + page.source.relPath;
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

function blogSidebarData(graph: RouteGraph): PageRenderData['blogSidebar'] {
  const years: { year: string; posts: NavLink[] }[] = [];
  for (const p of graph.blogRecent) {
    const y = p.date.slice(0, 4);
    if (years[years.length - 1]?.year !== y) years.push({ year: y, posts: [] });
    years[years.length - 1]!.posts.push({ label: p.title, href: p.url });
  }
  return { title: 'Recent posts', items: years };
}

function blogDataFor(page: GraphPage, graph: RouteGraph, excerpts: Map<string, string>): PageRenderData['blog'] {
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
    return { posts, page: pl.list.page, totalPages: pl.list.totalPages, prevUrl: pl.list.prevUrl, nextUrl: pl.list.nextUrl, tag: pl.list.tag, author: pl.list.author, excerpts: Object.fromEntries(posts.map((p) => [p.url, excerpts.get(p.url) ?? ''])) };
  }
  if (page.layout === 'blog-tags') return { posts: [], allTags: [...graph.blogTags] };
  if (page.layout === 'blog-authors') return { posts: [], allAuthors: [...graph.blogAuthors] };
  if (page.layout === 'blog-archive') return { posts: [], archive: [...graph.blogArchive] };
  return { posts: [] };
}

export type { SidebarItem };
