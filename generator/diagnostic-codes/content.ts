// The catalogue's entries for the blog, tags, links and images (routes: routes.ts; Markdown and MDX: markdown.ts). (generator/diagnostic-codes.ts joins them).
import type { CatalogueEntry } from './entry.ts';

/** What a broken link's hint names, from the route graph (generator/validate/links.ts). */
export type LinkTarget =
  /** The page is there, at `form`, but this spelling does not reach it with trailingSlash as set. */
  | { form: string; trailingSlash: boolean | undefined }
  /** Pages whose last segment matches the link's (none: check the URL); undefined: the link has no last segment. */
  | { closest: string[] | undefined };
/**
 * A broken link the theme shows (navbar, footer, sidebar): `fixIn` is the file it is written in,
 * `in` the part of the page that shows it, `sidebar` whether only pages with that sidebar do.
 */
type ThemeLink = LinkTarget & { fixIn: string; in: string; href: string; sidebar: boolean };
/**
 * A broken link in content: `on` the page's URL, `link` the link as written; `plainAnchor`: a
 * plain <a> on a React page, which Docusaurus does not check (so it is only a warning).
 */
type ContentLink = { on: string; link: string; plainAnchor?: boolean };
const themeLinkMessage = (a: ThemeLink, kind: 'link' | 'anchor'): string =>
  `Broken link in the ${a.in}: "${a.href}" ${kind === 'link' ? 'does not match any page of the site' : 'points to a heading id that does not exist'}. It appears on every page${a.sidebar ? ' showing that sidebar' : ''}.`;
const targetHint = (a: LinkTarget): string | undefined => {
  if ('form' in a) {
    const mode = a.trailingSlash === undefined ? 'unset' : String(a.trailingSlash);
    const file = a.trailingSlash === false ? ` (the file ${a.form.slice(1)}.html, which has no slash form)` : '';
    return `With trailingSlash ${mode}, that page is ${a.form}${file}: link to ${a.form}.`;
  }
  if (!a.closest) return undefined;
  if (a.closest.length) return `Did you mean ${a.closest.slice(0, 3).join(' or ')}?`;
  return 'Check the URL against the pages the site serves (trailing slash included).';
};
const themeLinkHint = (a: ThemeLink): string => `Fix it in ${a.fixIn}. ${targetHint(a) ?? ''}`.trim();
/** `repeated`: the link is broken on many pages (`pages` of them), said on the first. */
type BrokenLink = ThemeLink | (LinkTarget & ContentLink & { repeated?: { target: string; pages: number } });
const brokenLinkHint = (a: BrokenLink): string | undefined => {
  if ('fixIn' in a) return themeLinkHint(a);
  if (a.plainAnchor)
    return `${targetHint(a) ?? ''} A plain <a> (raw HTML, or a JSX <a> in MDX or a React page) is not checked by Docusaurus, so this is a warning; write it as a Markdown link or a <Link> to have it checked.`.trim();
  if (!a.repeated) return targetHint(a);
  const { target, pages } = a.repeated;
  return `This link to ${target} is broken on ${pages} pages, so it is probably in the navbar or footer, or in shared content. ${targetHint(a) ?? ''}`.trim();
};
/** `hash` is not among `ids`, the ids a link may point to on `page`. */
type BrokenAnchor = ThemeLink | (ContentLink & { hash: string; page: string; ids: string[] });
const brokenAnchorHint = (a: BrokenAnchor): string => {
  if ('fixIn' in a) return themeLinkHint(a);
  if (!a.ids.length) return `${a.page} has no headings to link to.`;
  const shown = a.ids.slice(0, 8).map((i) => '#' + i);
  return `Headings there: ${shown.join(', ')}${a.ids.length > 8 ? ', …' : ''}.`;
};

/** What is wrong in a tags file (blog-tags, docs-tags: problem file-entry); `key` names a tag. */
export type TagsFileFault =
  | { fault: 'empty' | 'not-map' }
  | { fault: 'yaml'; error: string }
  | { fault: 'tag-shape'; key: string }
  | { fault: 'unknown-field' | 'field-type'; key: string; field: string }
  | { fault: 'same-permalink'; other: string; key: string; permalink: string };
/** A tags file's or a tag's problem (blog-tags, docs-tags): the docs tags `file` named in the config is missing, the file is wrong, or a front matter tag `written` (JSON) is. */
type TagsProblem =
  | { problem: 'missing-file'; file: string }
  | ({ problem: 'file-entry' } & TagsFileFault)
  | { problem: 'tag-value'; written: string };
const tagsFileMessage = (a: TagsFileFault): string => {
  switch (a.fault) {
    case 'empty':
      return 'The tags file is empty.';
    case 'yaml':
      return `tags file is not valid YAML: ${a.error}`;
    case 'not-map':
      return 'The tags file must map tag keys to their fields.';
    case 'tag-shape':
      return `Tag "${a.key}" must be a map of fields (label, permalink, description) or empty.`;
    case 'unknown-field':
      return `Tag "${a.key}" has an unknown field "${a.field}".`;
    case 'field-type':
      return `Field "${a.field}" of tag "${a.key}" must be a string.`;
    case 'same-permalink':
      return `Tags "${a.other}" and "${a.key}" have the same permalink "${a.permalink}".`;
  }
};
const tagsMessage = (a: TagsProblem): string =>
  a.problem === 'missing-file'
    ? `The docs tags file ${a.file} does not exist.`
    : a.problem === 'tag-value'
      ? `A tag must be a string or an object with "label" and "permalink"; got ${a.written}.`
      : tagsFileMessage(a);
const tagsHint = (a: TagsProblem): string =>
  a.problem === 'missing-file'
    ? "Create it, fix the `docs.tags` path (relative to each docs version's folder), or set `docs.tags: false`."
    : a.problem === 'file-entry'
      ? 'Each key names a tag: `readers: { label: Readers, permalink: /readers, description: … }`; every field is optional.'
      : 'Write `tags: [readers, setup]`, or `- { label: Readers, permalink: /readers }`.';

/** A tag (`label`) the tags file (`fileName`) does not declare (blog-inline-tag, docs-inline-tag). */
const inlineTagMessage = (a: { label: string; fileName: string }): string =>
  `Tag "${a.label}" is not defined in ${a.fileName}.`;
const inlineTagHint = (a: { fileName: string; declared: string }): string =>
  `Add it to ${a.fileName}, or use one of: ${a.declared}.`;

/** A missing image (`what` "Image") or media file (`what` the element), written as `src`. */
const missingFileMessage = (a: { what: string; src: string }): string => `${a.what} "${a.src}" was not found.`;
/** Where a missing image or media file was looked for, by how its path was written. */
const missingFileHint = (a: { rooted: boolean; what: string }) =>
  a.rooted
    ? 'Paths starting with "/" are looked up in static/; check the file name.'
    : `Relative ${a.what === 'Image' ? 'image' : 'file'} paths are looked up next to this file; check the file name.`;

export const CONTENT_CODES = {
  // Blog.
  'blog-date': {
    title: 'A blog post without a date, or with a date Docusaurus reads otherwise',
    severity: 'error',
    /** `why`: what is wrong with the front matter date (after "Front matter `date` "). */
    message: (a: { problem: 'unreadable'; why: string } | { problem: 'missing' }) =>
      a.problem === 'unreadable' ? `Front matter \`date\` ${a.why}.` : 'Blog post has no date.',
    hint: (a: { problem: 'unreadable' | 'missing' }) =>
      a.problem === 'unreadable'
        ? 'Write the date as YYYY-MM-DD (or YYYY-MM-DDTHH:MM:SSZ), in quotes or not.'
        : 'Name the file or folder YYYY-MM-DD-slug, or set `date:` in front matter.',
  },
  'blog-date-file': {
    title: "A blog post dated by its file's creation time (no date in its name or front matter, and not in git)",
    severity: 'warning',
    message: (a: { date: string }) =>
      `Blog post has no date in its name or front matter, and git has no record of it: it is dated ${a.date}, when the file was made, as Docusaurus dates it.`,
    hint: 'Name the file or folder YYYY-MM-DD-slug, set `date:` in front matter, or commit it: a committed post is dated by the commit that added it.',
  },
  'blog-date-number': {
    title: "A blog post's front matter date is a number (the file name's date is used)",
    severity: 'warning',
    message: (a: { why: string; pathDate: string }) =>
      `Front matter \`date\` ${a.why}; zapsite uses the date in the file name (${a.pathDate}) instead.`,
    hint: 'Write the date as YYYY-MM-DD (or YYYY-MM-DDTHH:MM:SSZ), in quotes or not.',
  },
  'blog-tags': {
    title: 'The blog tags file, or a tag in a post, is not valid',
    severity: 'error',
    message: tagsMessage,
    hint: tagsHint,
  },
  'blog-authors': {
    title: 'The blog authors file is not valid YAML',
    severity: 'error',
    message: (a: { error: string }) => `authors file is not valid YAML: ${a.error}`,
    hint: 'Fix the YAML at the position shown.',
  },
  'blog-author-shape': {
    title: 'An author entry that is not an author',
    severity: 'error',
    /** `written`: the entry, as JSON. */
    message: (a: { problem: 'not-author'; written: string } | { problem: 'no-name' }) =>
      a.problem === 'not-author'
        ? `An entry of \`authors\` is ${a.written}, not an author.`
        : 'An inline author has neither a `name`, a `key` nor an `image_url`.',
    hint: (a: { problem: 'not-author' | 'no-name' }) =>
      a.problem === 'not-author'
        ? 'Write a key of authors.yml, or an object with at least a `name`.'
        : 'Give it a `name` (and optionally `title`, `url`, `image_url`, `socials`), or a `key` of authors.yml.',
  },
  'blog-author-forms': {
    title: 'A post names its authors twice',
    severity: 'error',
    /** `key`: the legacy key written beside `authors`. */
    message: (a: { key: string }) =>
      `This post names its authors twice: in \`authors\` and in the legacy \`${a.key}\`.`,
    hint: 'Keep `authors` (keys of authors.yml or inline objects) and remove the `author*` keys, as Docusaurus asks.',
  },
  'blog-unknown-author': {
    title: 'An author key not in authors.yml',
    severity: 'error',
    message: (a: { key: string }) => `Unknown author "${a.key}".`,
    hint: (a: { key: string; known: string }) =>
      `Add "${a.key}" to the blog's authors map (authors.yml, or the file its \`authorsMapPath\` names), or use one of: ${a.known || '(none defined)'}.`,
  },
  'blog-inline-author': {
    title: 'An author written inline in a post',
    severity: 'policy',
    option: 'blog.onInlineAuthors',
    message: (a: { name: string }) =>
      `Author "${a.name}" is written inline, not in authors.yml, so it has no author page.`,
    hint: "Declare the author once in authors.yml and name it by its key, or set the blog's `onInlineAuthors: 'ignore'`.",
    // One warning for each author, with every post that writes it.
    once: 'message',
  },
  'blog-inline-tag': {
    title: 'A tag not declared in tags.yml',
    severity: 'policy',
    option: 'blog.onInlineTags',
    message: inlineTagMessage,
    hint: inlineTagHint,
  },
  'docs-tags': {
    title: 'The docs tags file, or a tag in a doc, is not valid',
    severity: 'error',
    message: tagsMessage,
    hint: tagsHint,
  },
  'docs-inline-tag': {
    title: 'A docs tag not declared in the tags file',
    severity: 'policy',
    option: 'docs.onInlineTags',
    message: inlineTagMessage,
    hint: inlineTagHint,
  },
  'blog-untruncated': {
    title: 'A post with no truncate marker',
    severity: 'policy',
    option: 'blog.onUntruncatedBlogPosts',
    message: 'A blog post has no truncate marker, so lists show it whole.',
    // One warning with every such post, as Docusaurus lists them in one.
    once: true,
    hint: (a: { mdx: boolean }) =>
      a.mdx
        ? 'Add {/* truncate */} after the opening paragraphs.'
        : 'Add <!-- truncate --> after the opening paragraphs.',
  },

  // Links and images.
  'broken-link': {
    title: 'A link to no page',
    severity: 'policy',
    option: 'onBrokenLinks',
    message: (a: BrokenLink) =>
      'fixIn' in a
        ? themeLinkMessage(a, 'link')
        : `Broken link on ${a.on}: "${a.link}" does not match any page or file of the site.`,
    hint: brokenLinkHint,
  },
  'broken-anchor': {
    title: 'A link to a heading that does not exist',
    severity: 'policy',
    option: 'onBrokenAnchors',
    message: (a: BrokenAnchor) =>
      'fixIn' in a
        ? themeLinkMessage(a, 'anchor')
        : `Broken anchor on ${a.on}: "${a.link}" points to #${a.hash}, which is not a heading id on ${a.page}.`,
    hint: brokenAnchorHint,
  },
  'broken-markdown-link': {
    title: 'A link to a Markdown file that does not exist',
    severity: 'policy',
    option: 'onBrokenMarkdownLinks',
    message: (a: { link: string }) =>
      `Markdown link "${a.link}" points to a file that does not exist or makes no page.`,
    hint: 'Write the path relative to this file (e.g. ../readers/index.md), from the content folder or the site folder (e.g. /docs/readers/index.md), or link to the page URL.',
  },
  'broken-html-image': {
    title: 'An image or media file written as HTML or JSX that does not exist',
    severity: 'policy',
    option: 'onBrokenHtmlImages',
    message: missingFileMessage,
    hint: missingFileHint,
  },
  'broken-image': {
    title: 'An image that does not exist',
    severity: 'policy',
    option: 'onBrokenImages',
    message: missingFileMessage,
    hint: missingFileHint,
  },
} as const satisfies Record<string, CatalogueEntry>;
