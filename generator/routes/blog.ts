// Blog: posts from dated files, authors and tags from YAML, and every list page the blog serves.
import { authorSocials } from './author-socials.ts';
import { parseDocument } from 'yaml';
import { generatedRoute, joinRoute, postRoute, type TrailingSlash } from './permalinks.ts';
import { normalizeTags, type TagsFile, type TagsSettings } from './tags.ts';
import type { FileCreation } from '../content/last-update.ts';
import type { BlogAuthor, BlogPostSummary, BlogTag, Diagnostic, FrontMatter, SourceFile } from '../types.ts';
import type { BlogOptions } from '../config/schema.ts';
import type { RenderedContent } from '../content/markdown.ts';
import { authorPage, postAuthors as authorsOf } from './blog-authors.ts';
import { severityFor } from '../diagnostic-codes.ts';
import { readPostDate, utcDay } from './post-date.ts';
import { frontMatterKeyAt } from './url-checks.ts';
import { diag, optionDiag } from '../diagnostics.ts';
import { descriptionOf } from './plan/front-matter.ts';

export interface BlogPostInput {
  file: SourceFile;
  frontMatter: FrontMatter;
  firstHeading?: string;
  /** The post's first line of text: its description when front matter gives none, as Docusaurus's. */
  excerpt?: string;
  /** When the file came to be (content/last-update.ts creationTimes): its date when it names none. */
  created?: FileCreation;
  /** Its "Edit this page" URL (routes/edit-url.ts). */
  editUrl?: string;
}

interface PlannedPost {
  file: SourceFile;
  frontMatter: FrontMatter;
  summary: BlogPostSummary;
  draft: boolean;
  unlisted: boolean;
  /** The post's time (ms), for the order: Docusaurus sorts by the full date, time of day included. */
  at: number;
  editUrl?: string;
}

export interface ListPage {
  url: string;
  kind: 'blog-list' | 'blog-tag' | 'blog-author';
  posts: BlogPostSummary[];
  page: number;
  totalPages: number;
  prevUrl?: string;
  nextUrl?: string;
  tag?: BlogTag;
  author?: BlogAuthor;
}

export interface BlogPlan {
  posts: PlannedPost[]; // listed and unlisted, newest first, drafts removed
  listed: BlogPostSummary[];
  lists: ListPage[];
  tags: { tag: BlogTag; count: number }[];
  authors: { author: BlogAuthor; count: number }[];
  archive: { year: string; posts: BlogPostSummary[] }[];
  recent: BlogPostSummary[];
  /**
   * Whether the blog writes feeds. A Docusaurus site's blog with no post has none (Docusaurus 3.10's
   * blog plugin still makes its empty list page and its authors pages); zapsite's own theme writes
   * empty feeds beside its empty list ("No posts yet").
   */
  feeds: boolean;
  diagnostics: Diagnostic[];
}

export function parseAuthors(
  data: { relPath: string; text: string } | undefined,
  diagnostics: Diagnostic[],
): Map<string, BlogAuthor> {
  const map = new Map<string, BlogAuthor>();
  if (!data) return map;
  const doc = parseDocument(data.text);
  if (doc.errors.length) {
    const e = doc.errors[0]!;
    diagnostics.push(
      diag({
        code: 'blog-authors',
        args: { error: e.message.split('\n')[0]! },
        file: data.relPath,
        line: e.linePos?.[0]?.line,
        column: e.linePos?.[0]?.col,
      }),
    );
    return map;
  }
  const obj = (doc.toJS() ?? {}) as Record<string, Record<string, unknown>>;
  for (const [key, a] of Object.entries(obj)) {
    if (!a || typeof a !== 'object') continue;
    map.set(key, {
      key,
      name: String(a.name ?? key),
      title: typeof a.title === 'string' ? a.title : undefined,
      url: typeof a.url === 'string' ? a.url : undefined,
      imageUrl: typeof a.image_url === 'string' ? a.image_url : undefined,
      ...authorPage(key, a.page),
      socials: authorSocials(a.socials),
    });
  }
  return map;
}

/** `data`: the authors file and the tags file, read; `build`: whether drafts are in, and the URL form. */
export function planBlog(
  inputs: BlogPostInput[],
  opts: BlogOptions,
  data: { authors: Map<string, BlogAuthor>; tagsFile: TagsFile | null },
  build: { includeDrafts: boolean; trailingSlash: TrailingSlash; docusaurus?: boolean },
): BlogPlan {
  const { authors, tagsFile } = data;
  const { includeDrafts, trailingSlash } = build;
  const diagnostics: Diagnostic[] = [];
  const base = opts.routeBasePath;
  const posts: PlannedPost[] = [];
  const tagSettings: TagsSettings = {
    tagsRoute: joinRoute(base, 'tags'),
    trailingSlash,
    onInlineTags: opts.onInlineTags,
    fileName: 'tags.yml',
    codes: { file: 'blog-tags', inline: 'blog-inline-tag' },
  };
  for (const input of inputs) {
    const fm = input.frontMatter;
    const route = postRoute(input.file.contentPath, fm, base, trailingSlash);
    const at = postTime(input, route.date, diagnostics);
    if (at === undefined) continue;
    const date = utcDay(new Date(at));
    // An author with a page links to it from the post, as Docusaurus's BlogAuthor does (else to their url).
    const postAuthors = authorsOf({ file: input.file, fm }, authors, opts.onInlineAuthors, diagnostics).map((a) =>
      withAuthorPage(a, opts, trailingSlash),
    );
    const postTags = normalizeTags(input.file, fm.tags, { tagsFile, settings: tagSettings }, diagnostics);
    const title =
      typeof fm.title === 'string'
        ? fm.title
        : (input.firstHeading ?? (typeof fm.slug === 'string' ? fm.slug.replace(/^\/+|\/+$/g, '') : route.name));
    posts.push({
      file: input.file,
      frontMatter: fm,
      draft: fm.draft === true,
      unlisted: fm.unlisted === true,
      at,
      summary: {
        id: route.id,
        url: route.url,
        title,
        description: descriptionOf(input),
        date,
        authors: postAuthors,
        tags: postTags,
        readingMinutes: 0,
        truncated: false,
        image: typeof fm.image === 'string' ? fm.image : undefined,
        ...(input.editUrl !== undefined ? { editable: true as const } : {}),
      },
      ...(input.editUrl !== undefined ? { editUrl: input.editUrl } : {}),
    });
  }
  const kept = posts.filter((p) => includeDrafts || !p.draft);
  // Newest first; posts of the same time in the order Docusaurus finds the files (its sort is stable
  // over globby's list, which reads each folder sorted by name): by path, as written.
  kept.sort((a, b) => b.at - a.at || (a.file.relPath < b.file.relPath ? -1 : a.file.relPath > b.file.relPath ? 1 : 0));
  const listed = kept.filter((p) => !p.unlisted).map((p) => p.summary);
  const feeds = !build.docusaurus || kept.length > 0;
  // Every author of the authors file, as Docusaurus lists them: those with no listed post too.
  const fileAuthors = [...authors.values()].map((a) => withAuthorPage(a, opts, trailingSlash));
  const plan = derivePlanLists(listed, opts, { trailingSlash, fileAuthors });
  return { posts: kept, listed, ...plan, feeds, diagnostics };
}

/**
 * The post's time, as Docusaurus finds it: front matter `date`, else a date in its path, else the
 * commit that added the file, else the file's birth time (with a warning: that date is the disk's).
 * A date Docusaurus rejects is an error at its line; a number (which Docusaurus reads as
 * milliseconds since 1970) is a warning, and the path's date is used instead.
 */
function postTime(input: BlogPostInput, pathDate: string | undefined, diagnostics: Diagnostic[]): number | undefined {
  const { file, created } = input;
  const value = input.frontMatter.date;
  const read = readPostDate(value);
  if (read?.ok) return read.date.getTime();
  const fromPath = pathDate ? Date.parse(`${pathDate}T00:00:00Z`) : undefined;
  if (read) {
    const lenient = typeof value === 'number' && fromPath !== undefined;
    const where = { file: file.relPath, ...frontMatterKeyAt(file.text, 'date') };
    // A number Docusaurus reads as milliseconds is a warning of its own: the file name's date stands.
    diagnostics.push(
      lenient
        ? diag({
            code: 'blog-date-number',
            args: { why: read.why, pathDate: pathDate! },
            ...where,
          })
        : diag({
            code: 'blog-date',
            args: { problem: 'unreadable', why: read.why },
            ...where,
          }),
    );
    if (!lenient) return undefined;
  }
  if (fromPath !== undefined) return fromPath;
  if (created) {
    if (created.from === 'file')
      diagnostics.push(
        diag({
          code: 'blog-date-file',
          args: { date: new Date(created.at).toISOString().slice(0, 10) },
          file: file.relPath,
          line: 1,
          column: 1,
        }),
      );
    return created.at;
  }
  diagnostics.push(
    diag({
      code: 'blog-date',
      args: { problem: 'missing' },
      file: file.relPath,
      line: 1,
      column: 1,
    }),
  );
  return undefined;
}

/** An author with a page links to it (from posts and the authors list), as Docusaurus's BlogAuthor does. */
function withAuthorPage(a: BlogAuthor, opts: BlogOptions, trailingSlash: TrailingSlash): BlogAuthor {
  return a.page && a.key
    ? { ...a, pageUrl: generatedRoute(trailingSlash, opts.routeBasePath, 'authors', a.permalink ?? a.key) }
    : a;
}

/** List pages, tags, authors, archive and the recent list, from the listed posts (newest first). */
function derivePlanLists(
  listed: BlogPostSummary[],
  opts: BlogOptions,
  { trailingSlash, fileAuthors }: { trailingSlash: TrailingSlash; fileAuthors: BlogAuthor[] },
) {
  const base = opts.routeBasePath;
  const lists: ListPage[] = [];
  const paginate = (root: string, items: BlogPostSummary[], kind: ListPage['kind'], extra: Partial<ListPage>) => {
    const size = opts.postsPerPage === 'ALL' ? Math.max(1, items.length) : opts.postsPerPage;
    const total = Math.max(1, Math.ceil(items.length / size));
    const urlOf = (n: number) => (n === 1 ? root : generatedRoute(trailingSlash, root, 'page', String(n)));
    for (let n = 1; n <= total; n++) {
      lists.push({
        url: urlOf(n),
        kind,
        posts: items.slice((n - 1) * size, n * size),
        page: n,
        totalPages: total,
        prevUrl: n > 1 ? urlOf(n - 1) : undefined,
        nextUrl: n < total ? urlOf(n + 1) : undefined,
        ...extra,
      });
    }
  };
  paginate(generatedRoute(trailingSlash, base), listed, 'blog-list', {});

  const tagCounts = new Map<string, { tag: BlogTag; posts: BlogPostSummary[] }>();
  for (const p of listed)
    for (const t of p.tags) {
      const e = tagCounts.get(t.permalink) ?? { tag: t, posts: [] };
      e.posts.push(p);
      tagCounts.set(t.permalink, e);
    }
  const tagList = [...tagCounts.values()].sort((a, b) => a.tag.label.localeCompare(b.tag.label));
  for (const { tag, posts } of tagList) paginate(tag.permalink, posts, 'blog-tag', { tag });

  // Every author of the authors file, in its order, with their listed posts (none, for some), as
  // Docusaurus lists them; an inline author (no key in the file) has no page and is not listed.
  const authorCounts = new Map<string, { author: BlogAuthor; posts: BlogPostSummary[] }>(
    fileAuthors.filter((a) => a.key).map((a) => [a.key!, { author: a, posts: [] }]),
  );
  for (const p of listed) for (const a of p.authors) if (a.key) authorCounts.get(a.key)?.posts.push(p);
  const authorList = [...authorCounts.values()];
  for (const { author, posts } of authorList)
    if (author.page)
      paginate(generatedRoute(trailingSlash, base, 'authors', author.permalink ?? author.key), posts, 'blog-author', {
        author,
      });

  const years = new Map<string, BlogPostSummary[]>();
  for (const p of listed) {
    const y = p.date.slice(0, 4);
    years.set(y, [...(years.get(y) ?? []), p]);
  }
  return {
    lists,
    tags: tagList.map(({ tag, posts }) => ({ tag, count: posts.length })),
    authors: authorList.map(({ author, posts }) => ({ author, count: posts.length })),
    archive: [...years.entries()].map(([year, posts]) => ({ year, posts })),
    recent: opts.blogSidebarCount === 'ALL' ? listed : listed.slice(0, opts.blogSidebarCount),
  };
}

/**
 * Minutes to read, as Docusaurus's blog counts them (readingTime.js, then the theme's Math.ceil):
 * the words Intl.Segmenter finds in the locale, 200 a minute, rounded to hundredths first.
 */
export function readingMinutes(text: string, locale = 'en', wordsPerMinute = 200): number {
  const seg = new Intl.Segmenter(locale, { granularity: 'word' });
  let words = 0;
  for (const s of seg.segment(text)) if (s.isWordLike) words++;
  // Never 0, where Docusaurus would say "0 min read" for a post with no words.
  return Math.max(1, Math.ceil(Math.round((words / wordsPerMinute) * 100) / 100));
}

const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/;
// Docusaurus's parseMarkdownContentTitle: leading imports, then an ATX or setext h1.
const LEADING_IMPORTS = /^(?:import\s(?:.|\r?\n(?!\r?\n))*(?:\r?\n){2,})*/;
const TITLE = /^#[ \t]+[^ \t].*(?:\r?\n|$)|^.*\r?\n=+(?:\r?\n|$)/;

/**
 * The text Docusaurus counts a post's words in: its Markdown source, front matter and the title
 * heading taken off (parseMarkdownFile with removeContentTitle), links, code and all.
 */
export function readingSource(fileText: string): string {
  const content = fileText.replace(FRONT_MATTER, '').trim();
  const title = TITLE.exec(content.replace(LEADING_IMPORTS, '').trim());
  return title ? content.replace(title[0], '').trim() : content;
}

// A dev rebuild keeps the files it did not read again, so the words of those posts are counted once.
const minutesKept = new WeakMap<SourceFile, number>();

function minutesOf(file: SourceFile, locale: string): number {
  let minutes = minutesKept.get(file);
  if (minutes === undefined) minutesKept.set(file, (minutes = readingMinutes(readingSource(file.text), locale)));
  return minutes;
}

/**
 * What a post's summary learns once its content is rendered: the cover image's public URL, the
 * reading time and whether it has a truncate marker. A post without one is reported as
 * `onUntruncatedBlogPosts` says.
 */
export function finishPosts(
  blog: BlogPlan,
  opts: BlogOptions,
  content: {
    rendered: ReadonlyMap<SourceFile, RenderedContent>;
    assetUrls: ReadonlyMap<string, { url: string }>;
    /** The locale the posts' words are counted in. */
    locale?: string;
  },
): Diagnostic[] {
  const { rendered, assetUrls, locale = 'en' } = content;
  const diagnostics: Diagnostic[] = [];
  for (const p of blog.posts) {
    const img = p.summary.image;
    if (img && !/^(https?:|\/)/.test(img)) {
      const abs = new URL(img, `file://${p.file.absPath}`).pathname;
      p.summary.image = assetUrls.get(abs)?.url ?? img;
    }
    const r = rendered.get(p.file);
    if (r) {
      p.summary.readingMinutes = minutesOf(p.file, locale);
      p.summary.truncated = r.truncated;
    }
  }
  const severity = severityFor(opts.onUntruncatedBlogPosts);
  if (!severity) return diagnostics;
  for (const p of blog.posts) {
    if (rendered.get(p.file)?.truncated) continue;
    diagnostics.push(
      optionDiag(severity, {
        code: 'blog-untruncated',
        args: { mdx: p.file.absPath.endsWith('.mdx') },
        file: p.file.relPath,
      }),
    );
  }
  return diagnostics;
}
