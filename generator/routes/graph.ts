// The route graph: every page the site serves, keyed by URL, with its facts.
import type { ResolvedConfig } from '../config/schema.ts';
import type { RenderedContent } from '../content/markdown.ts';
import type { BlogPlan, ListPage } from './blog.ts';
import type { GeneratedIndex } from './sidebars-file.ts';
import type {
  BlogPostSummary,
  DocMeta,
  DocTagListItem,
  DocTagPage,
  FrontMatter,
  LayoutName,
  Page,
  RouteGraph,
  SidebarItem,
  SourceFile,
} from '../types.ts';
import { outputFile } from './permalinks.ts';
import type { BlogInstancePlan, InstancePlan, VersionPlan } from './plan.ts';

export interface PlannedPage {
  url: string;
  layout: LayoutName;
  source: SourceFile | null;
  frontMatter: FrontMatter;
  title: string;
  doc?: DocMeta;
  post?: BlogPostSummary;
  /** A post's time (ms): `post.date` is its day, the feeds give the time (front matter's, or the commit's). */
  postAt?: number;
  list?: ListPage;
  /** A docs page's (or generated index's) sidebar, by key (sidebarKey): none when unset. */
  sidebar?: string;
  /** A generated index's docs version, on a site with versions.json (a doc page's is `doc.version`). */
  version?: string;
  /** A docs or blog page's instance (a `docsInstances` or `blogInstances` id, by its layout); left out for the default ones and other pages. */
  instance?: string;
  /** For a generated index page. */
  index?: GeneratedIndex;
  /** A doc's tags, the docs tags list, or one docs tag's page. */
  docTags?: { tags?: { label: string; href: string }[]; list?: DocTagListItem[]; tag?: DocTagPage };
  redirectTo?: string;
  /**
   * The file it is written to, when not its URL's (outputFile): a redirect from /a.html beside the
   * page /a goes in a.html/index.html, as Docusaurus writes it, so no host serves /a from a.html.
   */
  outFile?: string;
  noindex?: boolean;
  /** A doc's or post's "Edit this page" URL (routes/edit-url.ts), made as the routes are planned. */
  editUrl?: string;
}

export interface GraphInput {
  config: ResolvedConfig;
  planned: PlannedPage[];
  docs: readonly DocMeta[];
  sidebars: Record<string, SidebarItem[]>;
  versions: VersionPlan[];
  versioned: boolean;
  /** Each further docs instance's docs and versions. */
  instances: InstancePlan[];
  rendered: Map<SourceFile, RenderedContent>;
  /** Each Markdown file's excerpt (routes/plan/front-matter.ts): its description when front matter has none. */
  fronts?: ReadonlyMap<SourceFile, { excerpt?: string }>;
  blog?: BlogPlan;
  /** Each further blog (blogInstances). */
  blogInstances?: BlogInstancePlan[];
}

export interface GraphPage extends Page {
  planned: PlannedPage;
}

/** The route graph as the later stages see it: pages keep their plan. */
export interface Graph extends Omit<RouteGraph, 'pages' | 'byUrl' | 'versions'> {
  pages: readonly GraphPage[];
  versions: readonly VersionPlan[];
  instances: readonly InstancePlan[];
  /** Each further blog's posts, tags, authors and archive, by id. */
  blogInstances: ReadonlyMap<string, BlogView>;
  byUrl: ReadonlyMap<string, GraphPage>;
}

/** One blog's posts, recent posts, tags, authors and archive. */
export type BlogView = Pick<
  RouteGraph,
  'blogPosts' | 'blogRecent' | 'blogTags' | 'blogAuthors' | 'blogArchive' | 'blogFeeds'
>;

function blogView(blog: BlogPlan | undefined): BlogView {
  return {
    blogPosts: blog?.listed ?? [],
    blogRecent: blog?.recent ?? [],
    blogTags: blog?.tags ?? [],
    blogAuthors: blog?.authors ?? [],
    blogArchive: blog?.archive ?? [],
    blogFeeds: blog?.feeds ?? false,
  };
}

/** The blog a page belongs to: a further blog's by its instance id, else the default blog. */
export function blogViewOf(graph: Graph, instance: string | undefined): BlogView {
  return (instance ? graph.blogInstances.get(instance) : undefined) ?? graph;
}

export function buildGraph(input: GraphInput): Graph {
  const pages: GraphPage[] = input.planned.map((p) => {
    const r = p.source ? input.rendered.get(p.source) : undefined;
    const fm = p.frontMatter;
    const title = typeof fm.title === 'string' ? fm.title : (r?.firstHeading ?? p.title);
    return {
      id: p.doc?.id ?? p.post?.id ?? p.url,
      url: p.url,
      outPath: p.outFile ?? outputFile(p.url, input.config.trailingSlash),
      source: p.source,
      layout: p.layout,
      frontMatter: fm,
      title,
      description:
        typeof fm.description === 'string'
          ? fm.description
          : (p.index?.description ?? r?.description ?? (p.source ? input.fronts?.get(p.source)?.excerpt : undefined)),
      headings: r?.headings ?? [],
      noindex: p.noindex,
      unlisted: fm.unlisted === true,
      draft: fm.draft === true,
      redirectTo: p.redirectTo,
      ...((p.doc?.version ?? p.version) ? { version: p.doc?.version ?? p.version } : {}),
      ...(p.instance ? { instance: p.instance } : {}),
      planned: p,
    };
  });
  return {
    byUrl: new Map(pages.map((p) => [p.url, p])),
    pages,
    docs: input.docs,
    sidebars: input.sidebars,
    versions: input.versions,
    versioned: input.versioned,
    instances: input.instances,
    ...blogView(input.blog),
    blogInstances: new Map((input.blogInstances ?? []).map((b) => [b.id, blogView(b.plan)])),
  };
}
