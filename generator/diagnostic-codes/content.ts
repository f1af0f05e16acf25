// The catalogue's entries for routes, the blog, links and images (Markdown and MDX: markdown.ts). (generator/diagnostic-codes.ts joins them).
import type { CatalogueEntry } from './entry.ts';

/** What a sidebar item's problem (sidebars-item) needs: by what is wrong with it. */
export type SidebarsItemProblem =
  | { problem: 'shape' | 'link-type' | 'empty-category' }
  | { problem: 'unknown-type'; known: string; guess: string | undefined }
  | { problem: 'unknown-field'; type: string; fields: string; guess: string | undefined }
  | { problem: 'unknown-link-field'; fields: string };
const sidebarsItemHint = (a: SidebarsItemProblem): string => {
  const guess = 'guess' in a && a.guess ? ` Did you mean "${a.guess}"?` : '';
  switch (a.problem) {
    case 'unknown-type':
      return `Known types: ${a.known}.${guess}`;
    case 'unknown-field':
      return `Fields of a "${a.type}" item: ${a.fields}.${guess}`;
    case 'unknown-link-field':
      return `Its fields: type, ${a.fields}.`;
    case 'link-type':
      return 'A category link is { type: "doc", id } or { type: "generated-index", slug?, title?, description?, keywords?, image? }.';
    case 'empty-category':
      return 'Give it items, or a link: { type: "doc", id } or { type: "generated-index" }.';
    default:
      return 'See docs/CONTENT.md ("Sidebars file") for the item types and their fields.';
  }
};

/** What is wrong with a versions file or a docs versions option (docs-versions). */
export type DocsVersionsProblem =
  | { problem: 'json' | 'not-array' | 'bad-name' | 'last-not-included' }
  /** A listed version without its folder: `file` the versions file, `instance` its docs instance's id. */
  | { problem: 'missing-folder'; name: string; instance: string | undefined; file: string }
  /** `opt`: how messages name the options, `docs` or `docsInstances[id]`. */
  | { problem: 'none-left'; opt: string }
  | { problem: 'unknown-version'; names: string[] };
const docsVersionsHint = (a: DocsVersionsProblem): string => {
  switch (a.problem) {
    case 'json':
      return 'It holds an array of version names, newest first, e.g. ["2.0", "1.0"].';
    case 'not-array':
      return 'For example ["2.0", "1.0"], newest first.';
    case 'bad-name':
      return 'Version names become folder names and URL segments; use something like "2.15.0".';
    case 'last-not-included':
      return 'When both are set, onlyIncludeVersions must include lastVersion.';
    case 'missing-folder':
      return `Create it (zapsite docs:version ${a.name}${a.instance ? ` --id ${a.instance}` : ''} copies the current docs), or remove "${a.name}" from ${a.file}.`;
    case 'none-left':
      return `Set ${a.opt}.includeCurrentVersion to true, or add a version with zapsite docs:version.`;
    case 'unknown-version':
      return `Available version names are: ${a.names.join(', ')}.`;
  }
};

/** What a broken link's hint names, from the route graph (generator/validate/links.ts). */
export type LinkTarget =
  /** The page is there, at `form`, but this spelling does not reach it with trailingSlash as set. */
  | { form: string; trailingSlash: boolean | undefined }
  /** Pages whose last segment matches the link's (none: check the URL); undefined: the link has no last segment. */
  | { closest: string[] | undefined };
/** A broken link the theme shows (navbar, footer, sidebar): `fixIn` is the file it is written in. */
type ThemeLink = LinkTarget & { fixIn: string };
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
const brokenLinkHint = (
  a: ThemeLink | (LinkTarget & { repeated?: { target: string; pages: number } }),
): string | undefined => {
  if ('fixIn' in a) return themeLinkHint(a);
  if (!a.repeated) return targetHint(a);
  const { target, pages } = a.repeated;
  return `This link to ${target} is broken on ${pages} pages, so it is probably in the navbar or footer, or in shared content. ${targetHint(a) ?? ''}`.trim();
};
/** `ids`: the ids a link may point to on `page`. */
const brokenAnchorHint = (a: ThemeLink | { page: string; ids: string[] }): string => {
  if ('fixIn' in a) return themeLinkHint(a);
  if (!a.ids.length) return `${a.page} has no headings to link to.`;
  const shown = a.ids.slice(0, 8).map((i) => '#' + i);
  return `Headings there: ${shown.join(', ')}${a.ids.length > 8 ? ', …' : ''}.`;
};

/** The hint of a tags file's or a tag's problem (blog-tags, docs-tags): what is wrong with which. */
const tagsHint = (a: { problem: 'missing-file' | 'file-entry' | 'tag-value' }): string =>
  a.problem === 'missing-file'
    ? "Create it, fix the `docs.tags` path (relative to each docs version's folder), or set `docs.tags: false`."
    : a.problem === 'file-entry'
      ? 'Each key names a tag: `readers: { label: Readers, permalink: /readers, description: … }`; every field is optional.'
      : 'Write `tags: [readers, setup]`, or `- { label: Readers, permalink: /readers }`.';

/** The hint of a tag the tags file does not declare (blog-inline-tag, docs-inline-tag). */
const inlineTagHint = (a: { fileName: string; declared: string }): string =>
  `Add it to ${a.fileName}, or use one of: ${a.declared}.`;

/** Where a missing image or media file was looked for, by how its path was written. */
const missingFileHint = (a: { rooted: boolean; what: 'image' | 'file' }) =>
  a.rooted
    ? 'Paths starting with "/" are looked up in static/; check the file name.'
    : `Relative ${a.what} paths are looked up next to this file; check the file name.`;
export const CONTENT_CODES = {
  // Routes.
  'doc-id': {
    title: 'A doc id with a slash',
    severity: 'error',
    hint: 'The folder is part of the id already; give only the last part.',
  },
  'missing-doc-id': {
    title: 'A doc id that names no doc',
    severity: 'error',
    hint: (a: { folder: string; example: string }) =>
      `Doc ids are paths under ${a.folder} without the extension, e.g. "${a.example}".`,
  },
  'missing-sidebar-id': {
    title: 'A sidebar id that names no sidebar',
    severity: 'error',
    hint: (a: { names: string[]; instance: string | undefined }) =>
      a.names.length === 0
        ? a.instance
          ? `Docs instance "${a.instance}" has no sidebar (its sidebarPath is false).`
          : 'The site has no sidebar (docs.sidebarPath is false).'
        : a.names.length === 1
          ? `The sidebar${a.instance ? ` of docs instance "${a.instance}"` : ''} is called "${a.names[0]}".`
          : `The sidebars${a.instance ? ` of docs instance "${a.instance}"` : ''} are ${a.names.map((n) => `"${n}"`).join(', ')}.`,
  },
  'unknown-docs-plugin': {
    title: 'A navbar docsPluginId that names no docs instance',
    severity: 'error',
    hint: (a: { ids: string[] }) =>
      a.ids.length
        ? `The docs instances are ${a.ids.map((n) => `"${n}"`).join(', ')} (docsInstances' ids, "default" for docs).`
        : 'The site has no docs; add the instance to docsInstances, or remove the item.',
  },
  'docs-not-enabled': {
    title: 'A navbar item that needs docs while docs are turned off',
    severity: 'error',
    hint: 'Enable docs in the config, or remove the item.',
  },
  'duplicate-url': {
    title: 'Two files claim one URL',
    severity: 'policy',
    option: 'onDuplicateRoutes',
    hint: 'Give one of them a different file name or `slug`, exclude one (docs `exclude`), or remove the redirect.',
  },
  'undecodable-pathname': {
    title: 'A page URL that cannot be decoded',
    severity: 'error',
    hint: 'Rename the file or fix the slug so it has no stray "%".',
  },
  'invalid-url': {
    title: 'A page URL that is not a plain path',
    severity: 'error',
    hint: (a: { dots: boolean }) =>
      a.dots
        ? 'Write the slug as a path without "." or ".." segments: "/guide/setup", or "setup" relative to the folder.'
        : 'Rename the file, or write a `slug` without "#", "?" or "\\" (Docusaurus refuses them in a doc URL too).',
  },
  'output-conflict': {
    title: 'Two inputs write the same output path',
    severity: 'error',
    hint: 'Rename or move one of them (a static file, a content file, or a `slug`); each output path comes from one input.',
  },
  'duplicate-doc-id': {
    title: 'Two docs of one version with the same id',
    severity: 'error',
    hint: 'Rename one of the files, or give one an `id` of its own in its front matter.',
  },
  'no-home-page': {
    title: 'The site has no home page',
    severity: 'warning',
    hint: (a: { file: string }) => `Write ${a.file} (or .mdx), give a doc \`slug: /\`, or add a redirect from "/".`,
  },

  'sidebars-missing': {
    title: 'The sidebars file does not exist',
    severity: 'error',
    hint: 'Fix `docs.sidebarPath` in the config, or leave it out for one autogenerated sidebar (false: no sidebar).',
  },
  'sidebars-file': {
    title: 'A sidebars file that is not a set of sidebars',
    severity: 'error',
    hint: (a: { problem: 'extension' | 'not-object' }) =>
      a.problem === 'extension'
        ? 'Export an object of sidebars (name -> items) from a .ts, .js, .mjs, .cjs or .json file.'
        : 'For example: export default { guides: ["intro", "readers"] }.',
  },
  'sidebars-syntax': {
    title: 'The sidebars file does not compile or parse',
    severity: 'error',
    hint: (a: { format: 'json' | 'script' }) =>
      a.format === 'json'
        ? 'A JSON sidebars file holds one object: {"sidebarName": ["doc-id", …]}.'
        : 'Fix the JavaScript or TypeScript error at this position.',
  },
  'sidebars-timeout': {
    title: 'The sidebars file did not finish loading',
    severity: 'error',
    hint: 'Look for a loop that never ends or a promise that never settles in the file or what it imports.',
  },
  'sidebars-load': {
    title: 'The sidebars file threw while loading',
    severity: 'error',
    hint: 'The file runs in Node when the site builds; fix the error it throws.',
  },
  'sidebars-item': {
    title: 'A sidebar item with a wrong shape',
    severity: 'error',
    hint: sidebarsItemHint,
  },
  'sidebars-cycle': {
    title: 'A sidebar category that contains itself',
    severity: 'error',
    hint: 'Remove the category from its own items (or from the items of a category inside it).',
  },
  'sidebars-unknown-doc': {
    title: 'A sidebar item names a doc that does not exist',
    severity: 'error',
    hint: (a: { near: string[]; example: string }) =>
      a.near.length
        ? `Did you mean ${a.near.map((n) => `"${n}"`).join(' or ')}? Doc ids are paths under the docs folder without the extension.`
        : `Doc ids are paths under the docs folder without the extension, e.g. "${a.example}".`,
  },
  'unknown-displayed-sidebar': {
    title: 'displayed_sidebar names no sidebar',
    severity: 'error',
    hint: (a: { names: string[] }) =>
      a.names.length
        ? `The sidebars are ${a.names.map((n) => `"${n}"`).join(', ')}; null shows none.`
        : 'The site has no sidebars; remove the key.',
  },
  'empty-sidebar': {
    title: 'A navbar item names a sidebar with nothing to link to',
    severity: 'error',
    hint: 'Add a doc to that sidebar, or point the item at another sidebar.',
  },
  'docs-versions': {
    title: 'versions.json or a docs versions option is wrong',
    severity: 'error',
    hint: docsVersionsHint,
  },

  // Blog.
  'blog-date': {
    title: 'A blog post without a date, or with a date Docusaurus reads otherwise',
    severity: 'error',
    hint: (a: { problem: 'unreadable' | 'missing' }) =>
      a.problem === 'unreadable'
        ? 'Write the date as YYYY-MM-DD (or YYYY-MM-DDTHH:MM:SSZ), in quotes or not.'
        : 'Name the file or folder YYYY-MM-DD-slug, or set `date:` in front matter.',
  },
  'blog-date-number': {
    title: "A blog post's front matter date is a number (the file name's date is used)",
    severity: 'warning',
    hint: 'Write the date as YYYY-MM-DD (or YYYY-MM-DDTHH:MM:SSZ), in quotes or not.',
  },
  'blog-tags': {
    title: 'The blog tags file, or a tag in a post, is not valid',
    severity: 'error',
    hint: tagsHint,
  },
  'blog-authors': {
    title: 'The blog authors file is not valid YAML',
    severity: 'error',
    hint: 'Fix the YAML at the position shown.',
  },
  'blog-author-shape': {
    title: 'An author entry that is not an author',
    severity: 'error',
    hint: (a: { problem: 'not-author' | 'no-name' }) =>
      a.problem === 'not-author'
        ? 'Write a key of authors.yml, or an object with at least a `name`.'
        : 'Give it a `name` (and optionally `title`, `url`, `image_url`, `socials`), or a `key` of authors.yml.',
  },
  'blog-author-forms': {
    title: 'A post names its authors twice',
    severity: 'error',
    hint: 'Keep `authors` (keys of authors.yml or inline objects) and remove the `author*` keys, as Docusaurus asks.',
  },
  'blog-unknown-author': {
    title: 'An author key not in authors.yml',
    severity: 'error',
    hint: (a: { key: string; known: string }) =>
      `Add "${a.key}" to the blog's authors.yml, or use one of: ${a.known || '(none defined)'}.`,
  },
  'blog-inline-author': {
    title: 'An author written inline in a post',
    severity: 'policy',
    option: 'blog.onInlineAuthors',
    hint: "Declare the author once in authors.yml and name it by its key, or set the blog's `onInlineAuthors: 'ignore'`.",
  },
  'blog-inline-tag': {
    title: 'A tag not declared in tags.yml',
    severity: 'policy',
    option: 'blog.onInlineTags',
    hint: inlineTagHint,
  },
  'docs-tags': {
    title: 'The docs tags file, or a tag in a doc, is not valid',
    severity: 'error',
    hint: tagsHint,
  },
  'docs-inline-tag': {
    title: 'A docs tag not declared in the tags file',
    severity: 'policy',
    option: 'docs.onInlineTags',
    hint: inlineTagHint,
  },
  'blog-untruncated': {
    title: 'A post with no truncate marker',
    severity: 'policy',
    option: 'blog.onUntruncatedBlogPosts',
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
    hint: brokenLinkHint,
  },
  'broken-anchor': {
    title: 'A link to a heading that does not exist',
    severity: 'policy',
    option: 'onBrokenAnchors',
    hint: brokenAnchorHint,
  },
  'broken-markdown-link': {
    title: 'A link to a Markdown file that does not exist',
    severity: 'policy',
    option: 'onBrokenMarkdownLinks',
    hint: 'Write the path relative to this file (e.g. ../readers/index.md), from the content folder or the site folder (e.g. /docs/readers/index.md), or link to the page URL.',
  },
  'broken-html-image': {
    title: 'An image or media file written as HTML or JSX that does not exist',
    severity: 'policy',
    option: 'onBrokenHtmlImages',
    hint: missingFileHint,
  },
  'broken-image': {
    title: 'An image that does not exist',
    severity: 'policy',
    option: 'onBrokenImages',
    hint: missingFileHint,
  },
} as const satisfies Record<string, CatalogueEntry>;
