// The blog's pages: each post, the paginated lists (all posts, per tag, per author), and the tags,
// authors and archive pages. Each further blog (blogInstances) is planned the same way from its own
// folder, authors and tags files, at its own routeBasePath; its pages carry its id as `instance`.
import type { BlogOptions } from '../../config/schema.ts';
import { generatedRoute, postPathDate } from '../permalinks.ts';
import { planBlog, parseAuthors, type BlogPlan, type BlogPostInput } from '../blog.ts';
import { readTagsFile } from '../tags.ts';
import { postEditUrl } from '../edit-url.ts';
import type { PlanState } from './state.ts';
import type { SourceFile } from '../../types.ts';
import { themeWords } from '../../i18n/theme-defaults.ts';

/** A further blog (blogInstances) as planned: its id, options and plan. */
export interface BlogInstancePlan {
  id: string;
  options: BlogOptions;
  plan: BlogPlan;
}

/** The blog posts whose front matter and path name no date (absolute paths): Docusaurus dates them by their file. */
export function undatedPosts(sources: readonly SourceFile[], fronts: PlanState['fronts']): string[] {
  return sources
    .filter(
      (s) =>
        s.kind === 'blog' &&
        (fronts.get(s)?.frontMatter.date ?? null) === null &&
        postPathDate(s.contentPath) === undefined,
    )
    .map((s) => s.absPath);
}

export function planBlogPages(state: PlanState): BlogPlan | undefined {
  return state.config.blog ? planOneBlog(state, state.config.blog) : undefined;
}

/** Each further blog, in the config's order; their posts never mix with another blog's. */
export function planBlogInstances(state: PlanState): BlogInstancePlan[] {
  return state.config.blogInstances.map((options) => ({
    id: options.id,
    options,
    plan: planOneBlog(state, options, options.id),
  }));
}

function planOneBlog(state: PlanState, options: BlogOptions, instance?: string): BlogPlan {
  const { scan, sources, fronts, includeDrafts, trailingSlash, planned, fileUrls, renderable, diagnostics } = state;
  const data = instance ? (scan.blogData.instances?.[instance] ?? {}) : scan.blogData;
  const authors = parseAuthors(data.authors, diagnostics);
  const tagsFile = readTagsFile(data.tags, options.onInlineTags, 'blog-tags', diagnostics);
  const inputs: BlogPostInput[] = sources
    .filter((s) => s.kind === 'blog' && s.instance === instance)
    .map((file) => {
      const created = state.blogCreated?.get(file.absPath);
      const front = fronts.get(file)!;
      // Docusaurus makes no edit URL for a draft it leaves out.
      const editUrl =
        includeDrafts || front.frontMatter.draft !== true
          ? postEditUrl(state, { file, ...front }, options, instance)
          : undefined;
      return { file, ...front, ...(created ? { created } : {}), ...(editUrl !== undefined ? { editUrl } : {}) };
    });
  const docusaurus = state.config.theme.name === 'classic';
  const blog = planBlog(inputs, options, { authors, tagsFile }, { includeDrafts, trailingSlash, docusaurus });
  diagnostics.push(...blog.diagnostics);
  const mark = instance ? { instance } : {};
  for (const p of blog.posts) {
    fileUrls.set(p.file.absPath, p.summary.url);
    renderable.push({ file: p.file, url: p.summary.url });
    planned.push({
      url: p.summary.url,
      layout: 'blog-post',
      source: p.file,
      frontMatter: p.frontMatter,
      title: p.summary.title,
      post: p.summary,
      postAt: p.at,
      noindex: p.unlisted,
      ...(p.editUrl !== undefined ? { editUrl: p.editUrl } : {}),
      ...mark,
    });
  }
  const base = options.routeBasePath;
  const words = themeWords(state.config);
  for (const list of blog.lists) {
    const n = countOf(blog, list);
    const title =
      list.kind === 'blog-tag'
        ? words.text('theme.blog.tagTitle', '{nPosts} tagged with "{tagName}"', {
            nPosts: words.plural('theme.blog.post.plurals', 'One post|{count} posts', n),
            tagName: list.tag!.label,
          })
        : list.kind === 'blog-author'
          ? list.author!.name
          : options.title;
    planned.push({
      url: list.url,
      layout: list.kind,
      source: null,
      // The blog's own list pages are described by its description, a tag's pages by the tag's, as Docusaurus's are.
      frontMatter:
        list.kind === 'blog-list'
          ? { description: options.description }
          : list.kind === 'blog-tag' && list.tag!.description
            ? { description: list.tag!.description }
            : {},
      // Docusaurus titles a list's later pages as its first; zapsite's own theme numbers them.
      title: list.page > 1 && !docusaurus ? `${title} (page ${list.page})` : title,
      list,
      ...mark,
    });
  }
  // As Docusaurus's blog plugin: the tags page when a post has a tag, the authors page when the
  // authors file names an author, the archive when a post is listed (on zapsite's own theme a site
  // with no blog folder gets its empty list page alone; BlogPlan.feeds).
  const generated: [layout: 'blog-tags' | 'blog-authors' | 'blog-archive', path: string, title: string][] = [];
  if (blog.tags.length) generated.push(['blog-tags', 'tags', words.text('theme.tags.tagsPageTitle', 'Tags')]);
  if (authors.size)
    generated.push(['blog-authors', 'authors', words.text('theme.blog.authorsList.pageTitle', 'Authors')]);
  if (blog.archive.length)
    generated.push(['blog-archive', 'archive', words.text('theme.blog.archive.title', 'Archive')]);
  for (const [layout, path, title] of generated)
    planned.push({
      url: generatedRoute(trailingSlash, base, path),
      layout,
      source: null,
      frontMatter: {},
      title,
      ...mark,
    });
  return blog;
}

function countOf(blog: BlogPlan, list: { tag?: { permalink: string } }): number {
  return blog.tags.find((t) => t.tag.permalink === list.tag?.permalink)?.count ?? 0;
}
