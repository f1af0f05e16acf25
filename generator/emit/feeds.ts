// Blog feeds: RSS 2.0 and Atom through the `feed` package, JSON Feed 1.1 by hand (the package
// writes version 1 with a single author per item), and the XSLT stylesheets that let a browser
// show the XML feeds as a page.
import { NEW_TAB_ID } from '../../theme/shared/island.ts';
import { readFileSync } from 'node:fs';
import { Feed, type Item } from 'feed';
import type { ExtrasInput, OutFile } from './extras.ts';
import { joinUrl, withBase } from '../routes/urls.ts';
import { generatedRoute } from '../routes/permalinks.ts';
import type { BlogPostSummary } from '../types.ts';
import type { BlogOptions } from '../config/schema.ts';
import { blogViewOf, type BlogView } from '../routes/graph.ts';
import { CodeBlockButtons } from '../../theme/shared/docusaurus-classes.ts';

const XSLT_DIR = new URL('../../theme/feeds/', import.meta.url);
const DC_NS = 'http://purl.org/dc/elements/1.1/';

interface FeedPost {
  summary: BlogPostSummary;
  /** Absolute URL of the post. */
  url: string;
  /** Content HTML with absolute URLs, without the theme's on-page controls. */
  html: string;
  date: Date;
}

/** The feeds of every blog: the default one's, then each further blog's (blogInstances) with its own posts only. */
export function feedFiles(input: ExtrasInput): OutFile[] {
  const { config, graph } = input;
  return [
    ...(config.blog ? blogFeeds(input, config.blog, graph) : []),
    ...config.blogInstances.flatMap((b) => blogFeeds(input, b, blogViewOf(graph, b.id))),
  ];
}

function blogFeeds(input: ExtrasInput, blog: BlogOptions, view: BlogView): OutFile[] {
  const { config, graph, rendered } = input;
  if (!blog.feedTypes.length || !view.blogFeeds) return [];
  const origin = config.url.replace(/\/+$/, '');
  const absolute = (routeUrl: string) => origin + withBase(config.baseUrl, routeUrl);
  const blogRoute = joinUrl(blog.routeBasePath);
  const outDir = blogRoute.slice(1);
  const blogUrl = absolute(blogRoute);
  // The feeds sit in the blog's folder; the blog's own page is in the site's trailing-slash form.
  const listUrl = absolute(generatedRoute(config.trailingSlash, blog.routeBasePath));
  const links = { rss: `${blogUrl}rss.xml`, atom: `${blogUrl}atom.xml`, json: `${blogUrl}feed.json` };
  const favicon = config.favicon ? absoluteUrl(withBase(config.baseUrl, config.favicon), origin) : undefined;

  // Cleaning a post's HTML is most of the feeds' cost; with a build cache (dev) a post whose HTML
  // and address are unchanged reuses the last result (same string: a cheap compare).
  const kept = input.feedHtml;
  const posts: FeedPost[] = view.blogPosts.map((summary) => {
    const page = graph.byUrl.get(summary.url);
    const source = page?.source;
    const url = absolute(summary.url);
    const html = source ? (rendered.get(source)?.html ?? '') : '';
    const prev = kept?.get(url);
    const out = prev && prev.html === html ? prev.out : feedHtml(html, { origin, pageUrl: url });
    kept?.set(url, { html, out });
    // The post's time of day, where its date has one (the page shows only the day).
    const at = page?.planned.postAt;
    return { summary, url, html: out, date: new Date(at ?? `${summary.date}T00:00:00Z`) };
  });
  // The newest post dates the feed, so an unchanged blog gives byte-identical feeds. An empty blog
  // has no date of its own; the epoch keeps the output reproducible all the same.
  const updated = posts[0]?.date ?? new Date(0);
  // The blog's feed options, else a Docusaurus site's defaults ("<site> Blog" in title and
  // description, no copyright), else zapsite's (the blog's own title and description, the footer's copyright).
  const docusaurus = config.theme.name === 'classic';
  const title = blog.feedTitle ?? (docusaurus ? `${config.title} Blog` : `${config.title} ${blog.title}`);
  const description = blog.feedDescription ?? (docusaurus ? `${config.title} Blog` : blog.description);
  const copyright = blog.feedCopyright ?? (docusaurus ? undefined : config.footer.copyright);
  const common = {
    id: listUrl,
    title,
    description,
    link: listUrl,
    language: config.htmlLang,
    updated,
    generator: 'zapsite',
    copyright,
    image: favicon,
    favicon,
    feedLinks: links,
    // Atom wants an author on the feed or on every entry; posts may have none.
    author: { name: config.title, link: `${origin}/` },
  };
  const stylesheet = (name: string) => (blog.feedXslt ? `${withBase(config.baseUrl, blogRoute)}${name}` : undefined);
  const tagScheme = absolute(generatedRoute(config.trailingSlash, blog.routeBasePath, 'tags'));

  const out: OutFile[] = [];
  if (blog.feedTypes.includes('rss')) {
    const feed = new Feed({ ...common, stylesheet: stylesheet('rss.xsl') });
    for (const p of posts) feed.addItem(rssItem(p, absolute));
    out.push({ path: `${outDir}rss.xml`, data: feed.rss2() });
    if (blog.feedXslt) out.push({ path: `${outDir}rss.xsl`, data: readFileSync(new URL('rss.xsl', XSLT_DIR), 'utf8') });
  }
  if (blog.feedTypes.includes('atom')) {
    const feed = new Feed({ ...common, stylesheet: stylesheet('atom.xsl') });
    for (const p of posts) feed.addItem(atomItem(p, origin, tagScheme));
    out.push({ path: `${outDir}atom.xml`, data: feed.atom1() });
    if (blog.feedXslt)
      out.push({ path: `${outDir}atom.xsl`, data: readFileSync(new URL('atom.xsl', XSLT_DIR), 'utf8') });
  }
  if (blog.feedTypes.includes('json')) {
    const json = {
      version: 'https://jsonfeed.org/version/1.1',
      title,
      home_page_url: listUrl,
      feed_url: links.json,
      description,
      favicon,
      language: config.htmlLang,
      authors: [{ name: config.title, url: `${origin}/` }],
      items: posts.map((p) => ({
        id: p.url,
        url: p.url,
        title: p.summary.title,
        content_html: p.html,
        summary: p.summary.description,
        image: p.summary.image ? absoluteUrl(p.summary.image, origin) : undefined,
        date_published: p.date.toISOString(),
        authors: p.summary.authors.length
          ? p.summary.authors.map((a) => ({
              name: a.name,
              url: a.url ? absoluteUrl(a.url, origin) : undefined,
              avatar: a.imageUrl ? absoluteUrl(a.imageUrl, origin) : undefined,
            }))
          : undefined,
        tags: p.summary.tags.length ? p.summary.tags.map((t) => t.label) : undefined,
      })),
    };
    out.push({ path: `${outDir}feed.json`, data: JSON.stringify(json, null, 2) + '\n' });
  }
  return out;
}

function rssItem(p: FeedPost, absolute: (routeUrl: string) => string): Item {
  const s = p.summary;
  return {
    title: s.title,
    link: p.url,
    date: p.date,
    published: p.date,
    description: s.description,
    content: p.html,
    category: s.tags.map((t) => ({ name: t.label, domain: absolute(t.permalink) })),
    // RSS's own <author> must be an e-mail address; names go in dc:creator. The package declares
    // the dc namespace only when some item has content, so an empty post declares it itself.
    extensions: s.authors.length
      ? [
          {
            name: 'dc:creator',
            objects: s.authors.map((a) =>
              p.html ? { _text: a.name } : { _attributes: { 'xmlns:dc': DC_NS }, _text: a.name },
            ) as unknown as Record<string, unknown>,
          },
        ]
      : undefined,
  };
}

function atomItem(p: FeedPost, origin: string, tagScheme: string): Item {
  const s = p.summary;
  return {
    // The package marks Atom titles as HTML, so a plain-text "<" must be escaped or readers take it for a tag.
    title: s.title.replace(/</g, '&lt;'),
    link: p.url,
    date: p.date,
    published: p.date,
    description: s.description,
    content: p.html || undefined,
    author: s.authors.map((a) => ({ name: a.name, link: a.url ? absoluteUrl(a.url, origin) : undefined })),
    category: s.tags.map((t) => ({ name: t.label, term: t.key, scheme: tagScheme })),
  };
}

/** An absolute URL for a link written on the site, or undefined when it cannot be one. */
function absoluteUrl(href: string, origin: string): string | undefined {
  try {
    return new URL(href, `${origin}/`).toString();
  } catch {
    return undefined;
  }
}

const URL_ATTRS = new Set(['href', 'src', 'poster', 'srcset']);
// A start tag whose attribute values may hold ">" (quoted), as hast-util-to-html and React write them.
const START_TAG = /<([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/g;
const ATTR = /(\s+)([^\s"'>/=]+)(?:(\s*=\s*)(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/**
 * Content HTML as a feed reader needs it: site paths made absolute (a reader has no base URL),
 * fragment links pointed at the post, and the theme's on-page controls (heading anchors, copy
 * buttons, screen-reader notes that the site's CSS hides) removed. "]]>" is written as "]]&gt;",
 * the same HTML, because the feed package only splits the first one out of a CDATA section.
 */
export function feedHtml(html: string, opts: { origin: string; pageUrl: string }): string {
  const origin = opts.origin.replace(/\/+$/, '');
  const fix = (value: string): string => {
    if (value.startsWith('/') && !value.startsWith('//')) return origin + value;
    if (value.startsWith('#')) return opts.pageUrl + value;
    return value;
  };
  const cleaned = removeElements(html, (tag, attrs, text) => {
    const cls = (attrs.class ?? '').split(/\s+/);
    // Island props are data for the page's scripts, not content for a feed reader.
    if (tag === 'script') return true;
    if (tag === 'a') return cls.includes('hash-link');
    // The classic theme's code-block buttons.
    if (tag === 'div' && cls.includes(CodeBlockButtons.buttonGroup)) return true;
    if (tag === 'span')
      return cls.includes('code-block__actions') || (cls.includes('sr-only') && text() === ' (opens in new tab)');
    return false;
  })
    // The page's new-tab note (transform-hast.ts) is not in the feed.
    .replaceAll(` aria-describedby="${NEW_TAB_ID}"`, '');
  const absolute = cleaned.replace(
    new RegExp(START_TAG.source, 'g'),
    (whole, tag: string, attrText: string, slash: string) => {
      if (!attrText) return whole;
      const rewritten = attrText.replace(new RegExp(ATTR.source, 'g'), (a, ...groups: (string | undefined)[]) => {
        // The regex's six groups: space, name, `=` (if any) and the value double-quoted, single-quoted or bare.
        const [space, name, eq, dq, sq, bare] = groups as [
          string,
          string,
          string | undefined,
          ...(string | undefined)[],
        ];
        const value = dq ?? sq ?? bare;
        const lower = name.toLowerCase();
        if (value === undefined || !URL_ATTRS.has(lower)) return a;
        const next =
          lower === 'srcset'
            ? value
                .split(',')
                .map((c) => c.trim().replace(/^\S+/, fix))
                .join(', ')
            : fix(value);
        const quote = dq === undefined && sq !== undefined ? "'" : '"';
        return `${space}${name}${eq}${quote}${next}${quote}`;
      });
      return `<${tag}${rewritten}${slash ? ' /' : ''}>`;
    },
  );
  return absolute.replace(/]]>/g, ']]&gt;');
}

function parseAttrs(text: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of text.matchAll(new RegExp(ATTR.source, 'g'))) attrs[m[2]!.toLowerCase()] = m[4] ?? m[5] ?? m[6] ?? '';
  return attrs;
}

/**
 * Drop whole elements whose start tag matches. The HTML comes from our own renderers, so it is
 * well formed: nested elements of the same name are counted to find the matching end tag.
 */
function removeElements(
  html: string,
  drop: (tag: string, attrs: Record<string, string>, text: () => string) => boolean,
): string {
  const re = new RegExp(START_TAG.source, 'g');
  let out = '';
  let at = 0;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    if (m[3]) continue;
    const tag = m[1]!.toLowerCase();
    const afterOpen = m.index + m[0].length;
    let end: number | undefined;
    const endOf = () => (end ??= closingStart(html, tag, afterOpen));
    const text = () => (endOf() < 0 ? '' : html.slice(afterOpen, endOf()).replace(/<[^>]*>/g, ''));
    if (!drop(tag, parseAttrs(m[2] ?? ''), text) || endOf() < 0) continue;
    out += html.slice(at, m.index);
    at = endOf() + `</${tag}>`.length;
    re.lastIndex = at;
  }
  return out + html.slice(at);
}

/** Where the end tag closing an element of `tag` (opened just before `from`) starts, or -1. */
function closingStart(html: string, tag: string, from: number): number {
  const re = new RegExp(`<(/?)${tag}(?=[\\s>/])[^>]*>`, 'gi');
  re.lastIndex = from;
  let depth = 1;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    if (m[1]) depth--;
    else if (!m[0].endsWith('/>')) depth++;
    if (depth === 0) return m.index;
  }
  return -1;
}
