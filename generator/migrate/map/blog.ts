// The blog plugin's options, its feed options included.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  bool,
  DOCUSAURUS_DEFAULTS,
  isObj,
  num,
  severity,
  str,
  type MapState,
  type Obj,
  mapContentGlobs,
  mapEditUrl,
} from './common.ts';
import { MARKDOWN_PLUGIN_KEYS, mapMarkdownPlugins } from './markdown-plugins.ts';

export function mapBlog(m: MapState, blog: unknown): void {
  if (blog === false) {
    m.out.blog = false;
    m.mapped.push('blog: false');
  } else {
    const ob = blogOptions(m, isObj(blog) ? blog : {}, ['blog']);
    m.out.blog = ob;
    m.mapped.push(`blog (path '${String(ob.path)}')`);
  }
}

/**
 * Every further blog plugin instance (`plugins`, with an id) as an entry of blogInstances, with its
 * id; Docusaurus's default folder and URL base ('blog') written out, as zapsite asks for both.
 */
export function mapBlogInstances(m: MapState, instances: Obj[]): void {
  if (!instances.length) return;
  m.out.blogInstances = instances.map((b) => {
    const id = String(b.id);
    const ob = blogOptions(m, b, ['plugins', `plugin-content-blog (${id})`]);
    const entry: Obj = { id, ...ob, routeBasePath: ob.routeBasePath ?? 'blog' };
    m.mapped.push(
      `blogInstances "${id}" (path '${String(entry.path)}', routeBasePath '${String(entry.routeBasePath)}')`,
    );
    return entry;
  });
}

/** One blog instance's options, reported at `where` for what does not carry over. */
function blogOptions(m: MapState, b: Obj, where: string[]): Obj {
  const { root, skip, rest } = m;
  const ob: Obj = { path: str(b.path) ?? 'blog' };
  if (str(b.routeBasePath) !== undefined) ob.routeBasePath = b.routeBasePath;
  mapContentGlobs(m, b, ob, where.join('.'));
  mapEditUrl(m, b, ob, where);
  if (typeof b.editLocalizedFiles === 'boolean') ob.editLocalizedFiles = b.editLocalizedFiles;
  if (str(b.blogTitle)) ob.title = b.blogTitle;
  if (str(b.blogDescription)) ob.description = b.blogDescription;
  if (str(b.blogSidebarTitle)) ob.blogSidebarTitle = b.blogSidebarTitle;
  if (num(b.postsPerPage) || b.postsPerPage === 'ALL') ob.postsPerPage = b.postsPerPage;
  else if (b.postsPerPage !== undefined)
    skip(
      [...where, 'postsPerPage'],
      `postsPerPage "${String(b.postsPerPage)}" is not supported; zapsite takes a number of posts per page or 'ALL'.`,
    );
  if (num(b.blogSidebarCount) !== undefined || b.blogSidebarCount === 'ALL') ob.blogSidebarCount = b.blogSidebarCount;
  else if (b.blogSidebarCount !== undefined)
    skip(
      [...where, 'blogSidebarCount'],
      `blogSidebarCount "${String(b.blogSidebarCount)}" is not supported; zapsite takes a number of posts or 'ALL'.`,
    );
  else ob.blogSidebarCount = DOCUSAURUS_DEFAULTS.blogSidebarCount;
  if (bool(b.showReadingTime) !== undefined) ob.showReadingTime = b.showReadingTime;
  const feed = isObj(b.feedOptions) ? b.feedOptions : {};
  ob.feedTypes = feedTypes(feed.type);
  if (bool(feed.xslt) !== undefined) ob.feedXslt = feed.xslt;
  else if (feed.xslt !== undefined) {
    ob.feedXslt = true;
    skip(
      [...where, 'feedOptions', 'xslt'],
      'custom XSLT files are not carried over; zapsite styles its feeds with its own stylesheets.',
    );
  } else ob.feedXslt = false;
  if (typeof feed.title === 'string') ob.feedTitle = feed.title;
  if (typeof feed.description === 'string') ob.feedDescription = feed.description;
  if (typeof feed.copyright === 'string') ob.feedCopyright = feed.copyright;
  rest(
    feed,
    [...where, 'feedOptions'],
    ['type', 'xslt', 'title', 'description', 'copyright'],
    (k) => `the feed option "${k}" has no zapsite equivalent.`,
  );
  if (str(b.authorsMapPath)) ob.authorsMapPath = b.authorsMapPath;
  if (str(b.tags) || b.tags === false || b.tags === null) ob.tags = b.tags;
  for (const key of ['onInlineTags', 'onInlineAuthors', 'onUntruncatedBlogPosts'])
    if (severity(b[key])) ob[key] = severity(b[key]);
  // Without a tags file neither Docusaurus nor zapsite reports inline tags; the config says so plainly.
  if (!ob.onInlineTags && b.tags === undefined && !existsSync(join(root, String(ob.path), 'tags.yml')))
    ob.onInlineTags = 'ignore';
  mapMarkdownPlugins(m, b, ob, where.join('.'));
  rest(
    b,
    where,
    [
      'id',
      'path',
      'routeBasePath',
      'include',
      'exclude',
      'editUrl',
      'editLocalizedFiles',
      'blogTitle',
      'blogDescription',
      'blogSidebarTitle',
      'postsPerPage',
      'blogSidebarCount',
      'showReadingTime',
      'feedOptions',
      'onInlineTags',
      'onInlineAuthors',
      'onUntruncatedBlogPosts',
      'authorsMapPath',
      'tags',
      'admonitions',
      ...MARKDOWN_PLUGIN_KEYS,
    ],
    (k) => `zapsite's blog does not read "${k}".`,
  );
  return ob;
}

function feedTypes(type: unknown): string[] {
  if (type === 'all') return ['rss', 'atom', 'json'];
  if (type === null) return [];
  if (typeof type === 'string') return [type];
  if (Array.isArray(type)) return type.filter((t): t is string => typeof t === 'string');
  return DOCUSAURUS_DEFAULTS.feedTypes;
}
