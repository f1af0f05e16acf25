// The blog's pages: each post, the paginated lists (all posts, per tag, per author), and the tags,
// authors and archive pages.
import { generatedRoute } from '../permalinks.ts';
import { planBlog, parseAuthors, type BlogPlan, type BlogPostInput } from '../blog.ts';
import { readTagsFile } from '../tags.ts';
import type { PlanState } from './state.ts';

export function planBlogPages(state: PlanState): BlogPlan | undefined {
  const { config, scan, sources, fronts, includeDrafts, trailingSlash, planned, fileUrls, renderable, diagnostics } =
    state;
  if (!config.blog) return undefined;
  const authors = parseAuthors(scan.blogData.authors, diagnostics);
  const tagsFile = readTagsFile(scan.blogData.tags, config.blog.onInlineTags, 'blog-tags', diagnostics);
  const inputs: BlogPostInput[] = sources
    .filter((s) => s.kind === 'blog')
    .map((file) => ({ file, ...fronts.get(file)! }));
  const blog = planBlog(inputs, config.blog, { authors, tagsFile }, { includeDrafts, trailingSlash });
  diagnostics.push(...blog.diagnostics);
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
      noindex: p.unlisted,
    });
  }
  const base = config.blog.routeBasePath;
  for (const list of blog.lists) {
    const n = countOf(blog, list);
    const title =
      list.kind === 'blog-tag'
        ? `${n === 1 ? 'One post' : `${n} posts`} tagged with "${list.tag!.label}"`
        : list.kind === 'blog-author'
          ? list.author!.name
          : config.blog.title;
    planned.push({
      url: list.url,
      layout: list.kind,
      source: null,
      frontMatter: {},
      title: list.page > 1 ? `${title} (page ${list.page})` : title,
      list,
    });
  }
  planned.push({
    url: generatedRoute(trailingSlash, base, 'tags'),
    layout: 'blog-tags',
    source: null,
    frontMatter: {},
    title: 'Tags',
  });
  planned.push({
    url: generatedRoute(trailingSlash, base, 'authors'),
    layout: 'blog-authors',
    source: null,
    frontMatter: {},
    title: 'Authors',
  });
  planned.push({
    url: generatedRoute(trailingSlash, base, 'archive'),
    layout: 'blog-archive',
    source: null,
    frontMatter: {},
    title: 'Archive',
  });
  return blog;
}

function countOf(blog: BlogPlan, list: { tag?: { permalink: string } }): number {
  return blog.tags.find((t) => t.tag.permalink === list.tag?.permalink)?.count ?? 0;
}
