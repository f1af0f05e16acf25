// The config schema: input shape (what users write) and the resolved output with defaults.
import { z } from 'zod';
import { highlightComments } from '../../theme/shared/magic-comments.ts';
import { footerColumn, footerItem, navbarItem, social, type NavbarItem } from './navbar-schema.ts';

export { navbarItemSchemas, type NavbarItem } from './navbar-schema.ts';
import { docusaurusPlugin, markdownPlugins, pluginFunction } from './plugin-schema.ts';
import { docusaurusConfigValue, functionOption } from './docusaurus-value.ts';
import { editUrlOption, type BlogEditUrlParams, type DocsEditUrlParams } from './edit-url.ts';
import type { TakenValues } from './docusaurus-value.ts';
import { createRedirectsOption, redirectExtensionsOption } from './redirect-options.ts';
export type { MarkdownPluginEntry } from './plugin-schema.ts';

// zod compiles a parser for each object schema on first use (new Function): dearer than reading
// the one config a build reads (~30 ms of a build's start; docs/PERFORMANCE.md).
z.config({ jitless: true });

const severity = z.enum(['throw', 'warn', 'ignore']);

// A prism-react-renderer theme, as `themeConfig.prism.theme` holds one (generator/bundle/prism-theme.ts reads it).
const prismStyle = z.record(z.string(), z.union([z.string(), z.number()]));
const prismTheme = z.object({
  plain: prismStyle,
  styles: z.array(
    z.object({ types: z.array(z.string()), style: prismStyle, languages: z.array(z.string()).optional() }),
  ),
});

/** Docusaurus's defaults for which files of a docs or blog folder are content (its GlobExcludeDefault). */
export const CONTENT_INCLUDE = ['**/*.{md,mdx}'];
export const CONTENT_EXCLUDE = [
  '**/_*.{js,jsx,ts,tsx,md,mdx}',
  '**/_*/**',
  '**/*.test.{js,jsx,ts,tsx}',
  '**/__tests__/**',
];
/**
 * Globs relative to the folder, as Docusaurus's `include`/`exclude` options: a Markdown file is
 * content when an include glob matches it and no exclude glob does. Giving `exclude` replaces the
 * defaults (so `_`-prefixed files become content unless listed again), as in Docusaurus.
 */
const contentGlobs = {
  include: z.array(z.string().min(1)).default(CONTENT_INCLUDE),
  exclude: z.array(z.string().min(1)).default(CONTENT_EXCLUDE),
};

const remoteSource = z.strictObject({
  name: z.string().regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and dashes'),
  sourceBaseUrl: z.string().url(),
  outDir: z.string(),
  documents: z.array(z.string()).min(1),
  timeoutMs: z.number().int().positive().default(5000),
});

/** One blog's options, as Docusaurus's blog plugin takes them (the default one, `blog`, and each of `blogInstances`). */
const blogOptions = z.strictObject({
  path: z.string().default('content/blog'),
  routeBasePath: z.string().default('blog'),
  ...contentGlobs,
  /**
   * Each post's "Edit this page" link, as Docusaurus's blog `editUrl`: a URL the post's path (from
   * the site folder) is joined to, or a function called for each post with `{ blogDirPath,
   * blogPath, permalink, locale }` that returns the link, or undefined for none. Front matter
   * `custom_edit_url` wins (null: no link). `zapsite migrate` writes a function of a Docusaurus
   * config as `{ docusaurusConfig, path }`: the build runs that config and calls the function there.
   * @example ({ blogPath }) => `https://github.com/acme/site/edit/main/blog/${blogPath}`
   */
  editUrl: editUrlOption<BlogEditUrlParams>(),
  /** With a URL `editUrl`, a translated post's link points at its translation, not the post it translates (Docusaurus's `editLocalizedFiles`). */
  editLocalizedFiles: z.boolean().default(false),
  title: z.string().default('Blog'),
  description: z.string().default('Blog'),
  /** The heading of the blog's sidebar of recent posts, as Docusaurus's `blogSidebarTitle`. */
  blogSidebarTitle: z.string().default('Recent posts'),
  /** Posts on each list page; 'ALL' puts every post on one page, as in Docusaurus. */
  postsPerPage: z.union([z.number().int().positive(), z.literal('ALL')]).default(10),
  /** Posts in the blog's sidebar; 'ALL' lists every post, as in Docusaurus. */
  blogSidebarCount: z.union([z.number().int().min(0), z.literal('ALL')]).default(10),
  showReadingTime: z.boolean().default(true),
  feedTypes: z.array(z.enum(['rss', 'atom', 'json'])).default(['rss', 'atom', 'json']),
  feedXslt: z.boolean().default(true),
  /** The feeds' title, description and copyright (Docusaurus's `feedOptions`); defaults below in emit/feeds.ts. */
  feedTitle: z.string().optional(),
  feedDescription: z.string().optional(),
  feedCopyright: z.string().optional(),
  /**
   * The authors map, as Docusaurus's `authorsMapPath`: a YAML or JSON file, its path from the blog's
   * folder. Unset: authors.yml (or authors.yaml) there.
   */
  authorsMapPath: z.string().min(1).optional(),
  /** The tags file, as Docusaurus's blog `tags`: its path from the blog's folder; false or null: none. Unset: tags.yml there. */
  tags: z.union([z.string().min(1), z.literal(false), z.null()]).optional(),
  onInlineTags: severity.default('warn'),
  onInlineAuthors: severity.default('warn'),
  onUntruncatedBlogPosts: severity.default('warn'),
  ...markdownPlugins,
});

/** One docs collection's options, as Docusaurus's docs plugin takes them (the default one, `docs`, and each of `docsInstances`). */
const docsOptions = z.strictObject({
  path: z.string().default('content/docs'),
  routeBasePath: z.string().default('docs'),
  ...contentGlobs,
  /**
   * Each doc's "Edit this page" link, as Docusaurus's docs `editUrl`: a URL the doc's path (from the
   * site folder) is joined to, or a function called for each doc with `{ version,
   * versionDocsDirPath, docPath, permalink, locale }` that returns the link, or undefined for none.
   * Front matter `custom_edit_url` wins (null: no link). `zapsite migrate` writes a function of a
   * Docusaurus config as `{ docusaurusConfig, path }`: the build runs that config and calls the
   * function there.
   * @example ({ versionDocsDirPath, docPath }) => `https://github.com/acme/site/edit/main/${versionDocsDirPath}/${docPath}`
   */
  editUrl: editUrlOption<DocsEditUrlParams>(),
  /** With a URL `editUrl`, a released version's doc links to the same file in the docs folder (Docusaurus's `editCurrentVersion`). */
  editCurrentVersion: z.boolean().default(false),
  /** With a URL `editUrl`, a translated doc's link points at its translation, not the doc it translates (Docusaurus's `editLocalizedFiles`). */
  editLocalizedFiles: z.boolean().default(false),
  /** Under each doc, the date of its last commit (git), or front matter `last_update.date`. */
  showLastUpdateTime: z.boolean().default(false),
  /** Under each doc, the author of its last commit (git), or front matter `last_update.author`. */
  showLastUpdateAuthor: z.boolean().default(false),
  breadcrumbs: z.boolean().default(true),
  sidebarId: z.string().default('docs'),
  ...markdownPlugins,
  /**
   * Docusaurus's docs `sidebarItemsGenerator`: a function given each autogenerated item of the
   * sidebars (`{ item, version, docs, categoriesMetadata, numberPrefixParser, isCategoryIndex,
   * defaultSidebarItemsGenerator }`) that returns its items, as a sidebars file writes them. With no
   * sidebars file it makes the one sidebar (`{ type: 'autogenerated', dirName: '.' }`). `zapsite
   * migrate` writes a function of a Docusaurus config as `{ docusaurusConfig, path }`.
   * @example async ({ defaultSidebarItemsGenerator, ...args }) => (await defaultSidebarItemsGenerator(args)).reverse()
   */
  sidebarItemsGenerator: functionOption<(args: Record<string, never>) => unknown>(),
  /** A Docusaurus sidebars file, relative to the site folder; left out: one autogenerated sidebar named sidebarId; false: no sidebar. */
  sidebarPath: z.union([z.literal(false), z.string().min(1)]).optional(),
  /** Docusaurus's defaults for every category that does not say: start collapsed, can collapse. */
  sidebarCollapsed: z.boolean().default(true),
  sidebarCollapsible: z.boolean().default(true),
  tocMinHeadingLevel: z.number().int().min(2).max(6).default(2),
  tocMaxHeadingLevel: z.number().int().min(2).max(6).default(3),
  /** The tags file, relative to each docs version's folder (`path` for the current docs; Docusaurus: tags.yml there, if it exists); false or null: none. */
  tags: z.union([z.string().min(1), z.literal(false), z.null()]).optional(),
  onInlineTags: severity.default('warn'),
  tagsBasePath: z.string().default('tags'),
  /**
   * The version served at the docs base when the site has versions.json: a name from it, or
   * 'current' (the docs folder). Left out: the newest name in versions.json, else 'current'.
   * @example '2.15.0'
   */
  lastVersion: z.string().optional(),
  /**
   * Whether the docs folder is built as the version 'current' (at /docs/next/ once versions.json
   * names a released version).
   * @default true
   */
  includeCurrentVersion: z.boolean().default(true),
  /**
   * Build only these versions (names from versions.json, or 'current'); handy to keep a local
   * build fast. Must name `lastVersion` when both are set.
   * @example ['current', '2.15.0']
   */
  onlyIncludeVersions: z.array(z.string()).min(1).optional(),
  /**
   * Per version, by name ('current' for the docs folder): `label` (default: 'Next' for current,
   * else the name), `path` under the docs base (default: '' for the last version, 'next' for
   * current, else the name), `banner` (default: 'unreleased' for versions newer than the last,
   * 'unmaintained' for older, 'none' for the last), `badge` (default: true when the site has
   * more than one version), `className` (default: 'docs-version-<name>', set on every page of
   * the version) and `noIndex` (default: false; true keeps the version's pages out of search
   * engines and the sitemap).
   * @default {}
   * @example { current: { label: 'Next', banner: 'unreleased' }, '2.15.0': { label: 'Stable' } }
   */
  versions: z
    .record(
      z.string(),
      z.strictObject({
        label: z.string().min(1).optional(),
        path: z.string().optional(),
        banner: z.enum(['none', 'unreleased', 'unmaintained']).optional(),
        badge: z.boolean().optional(),
        className: z.string().optional(),
        noIndex: z.boolean().optional(),
      }),
    )
    .default({}),
});

export const configSchema = z.strictObject({
  /**
   * The site's name: the navbar title, the end of every page title, feeds. Required.
   * @example 'Zaparoo'
   */
  title: z.string().min(1),
  /**
   * One line about the site, for the home page and feeds.
   * @default ''
   * @example 'Tap to launch'
   */
  tagline: z.string().default(''),
  /**
   * What stands between a page's title and the site's in the window title, as Docusaurus's
   * `titleDelimiter`: "Install · Site" with '·'.
   * @default '|'
   */
  titleDelimiter: z.string().default('|'),
  /**
   * Where the site is served, without the path: canonical URLs, the sitemap and feeds start with it. Required.
   * @example 'https://zaparoo.org'
   */
  url: z.string().url(),
  /**
   * The path the site lives under on that host, starting and ending with "/".
   * @default '/'
   * @example '/docs-site/'
   */
  baseUrl: z
    .string()
    .regex(/^\/(.*\/)?$/, 'a path that starts and ends with "/"')
    // A "." or ".." segment would put every page outside the path the site is served under.
    .refine((v) => !/\/\.\.?(?=\/)/.test(v), 'a path without "." or ".." segments')
    .default('/'),
  /**
   * The icon, as a path under the static folder.
   * @example 'img/favicon.svg'
   */
  favicon: z.string().optional(),
  /**
   * The social card shown when a page without its own `image` is shared, under the static folder.
   * @example 'img/social-card.png'
   */
  image: z.string().optional(),
  /**
   * Meta tags on every page (Docusaurus's themeConfig.metadata); a page's own description,
   * keywords and the like win over them, and they win over the theme's defaults (twitter:card).
   * @example [{ name: 'keywords', content: 'nfc, retro gaming' }, { name: 'twitter:card', content: 'summary' }]
   */
  metadata: z.array(z.record(z.string(), z.string())).default([]),
  /**
   * Tags at the end of every page's <head>, as Docusaurus's `headTags`.
   * @example [{ tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.example.org' } }]
   */
  headTags: z
    .array(
      z.strictObject({
        tagName: z.string().regex(/^[a-zA-Z][\w-]*$/),
        attributes: z.record(z.string(), z.union([z.string(), z.boolean()])).default({}),
        innerHTML: z.string().optional(),
      }),
    )
    .default([]),
  /**
   * Scripts every page loads from its <head>, as Docusaurus's `scripts`: a URL, or the script's
   * attributes (`{ src, async: true }`).
   * @example ['https://buttons.github.io/buttons.js', { src: '/js/count.js', defer: true }]
   */
  scripts: z
    .array(z.union([z.string(), z.looseObject({ src: z.string() }).catchall(z.union([z.string(), z.boolean()]))]))
    .default([]),
  /**
   * Stylesheets every page links, as Docusaurus's `stylesheets`: a URL, or the link's attributes.
   * @example ['https://fonts.example.org/outfit.css', { href: '/css/print.css', media: 'print' }]
   */
  stylesheets: z
    .array(z.union([z.string(), z.looseObject({ href: z.string() }).catchall(z.union([z.string(), z.boolean()]))]))
    .default([]),
  /**
   * The URL form and output layout, as in Docusaurus. `true`: /a/b/ written to a/b/index.html;
   * `false`: /a/b written to a/b.html; left out: URLs as computed (/a/b for a page, /a/b/ for an
   * index file), each written to a/b/index.html.
   * @default undefined
   * @example true
   */
  trailingSlash: z.boolean().optional(),
  /**
   * What two inputs claiming one URL get, as Docusaurus's `onDuplicateRoutes`: 'throw' stops the
   * build; 'warn' and 'log' report it and 'ignore' does not, and then the first input (in file-path
   * order) keeps the URL and the others are left out. Migrate writes the Docusaurus site's value
   * (Docusaurus's default is 'warn').
   * @default 'throw'
   */
  onDuplicateRoutes: z.enum(['ignore', 'log', 'warn', 'throw']).default('throw'),
  /**
   * Languages, as Docusaurus's `i18n`: every locale is built (the default at the base URL, each
   * other under `/<locale>/` or its own `baseUrl`, at its own `url`), with its `label`, text
   * `direction`, `htmlLang` and translations from i18n/<path>/.
   * @default { defaultLocale: 'en', locales: ['en'] }
   */
  i18n: z
    .strictObject({
      defaultLocale: z.string(),
      locales: z.array(z.string()).min(1),
      localeConfigs: z
        .record(
          z.string(),
          z.strictObject({
            label: z.string().optional(),
            direction: z.enum(['ltr', 'rtl']).optional(),
            htmlLang: z.string().optional(),
            /** The locale's translations folder under i18n/, as Docusaurus's `path` (default: the locale's name). */
            path: z.string().optional(),
            /** Where the locale's pages are served, as Docusaurus's `url` (default: the site's `url`). */
            url: z.string().optional(),
            /**
             * The locale's base URL, as Docusaurus's `baseUrl` (default: `/<locale>/` under the
             * site's, the default locale's the site's own); its pages go in that folder of the output.
             */
            baseUrl: z.string().optional(),
            /** Docusaurus's date calendar; read and not used. */
            calendar: z.string().optional(),
          }),
        )
        .prefault({}),
    })
    .prefault({ defaultLocale: 'en', locales: ['en'] }),
  /**
   * The docs, as Docusaurus's docs plugin options (`false` turns them off): the folder, the URL
   * base, the sidebars file, tags, versions, and the table of contents' heading levels.
   * @default { path: 'content/docs', routeBasePath: 'docs', sidebarId: 'docs' }
   * @example { path: 'docs', sidebarPath: 'sidebars.ts' }
   */
  docs: z.union([z.literal(false), docsOptions]).prefault({}),
  /**
   * Further docs collections, as further instances of Docusaurus's docs plugin: each has an `id`
   * and the options `docs` takes. Its versions are `<id>_versions.json`, `<id>_versioned_docs/` and
   * `<id>_versioned_sidebars/`; navbar items name it with `docsPluginId`.
   * @default []
   * @example [{ id: 'community', path: 'community', routeBasePath: 'community', sidebarPath: 'sidebarsCommunity.js' }]
   */
  docsInstances: z
    .array(
      docsOptions.extend({
        id: z.string().regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, "_" and "-"'),
        path: z.string().min(1),
        routeBasePath: z.string(),
      }),
    )
    .default([]),
  /**
   * The blog, as Docusaurus's blog plugin options (`false` turns it off): where posts live, the URL base, list size, reading time, feeds and the throw/warn/ignore rules.
   * @default { path: 'content/blog', routeBasePath: 'blog', postsPerPage: 10, feedTypes: ['rss', 'atom', 'json'] }
   * @example false
   */
  blog: z.union([z.literal(false), blogOptions]).prefault({}),
  /**
   * Further blogs, as further instances of Docusaurus's blog plugin: each has an `id` and the
   * options `blog` takes, with its own folder (authors.yml, tags.yml), lists, tags, archive and feeds.
   * @default []
   * @example [{ id: 'releases', path: 'releases', routeBasePath: 'releases' }]
   */
  blogInstances: z
    .array(
      blogOptions.extend({
        id: z.string().regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, "_" and "-"'),
        path: z.string().min(1),
        routeBasePath: z.string(),
      }),
    )
    .default([]),
  /**
   * Stand-alone pages (Markdown, MDX, or React components as Docusaurus's `src/pages`): the folder that holds them.
   * @default { path: 'content/pages' }
   * @example { path: 'src/pages' }
   */
  pages: z.strictObject({ path: z.string().default('content/pages'), ...markdownPlugins }).prefault({}),
  /**
   * The folder copied to the output as it is (images, files), served from the site root.
   * @default 'static'
   */
  staticDir: z.string().default('static'),
  /**
   * The top bar: a title, a logo, items (`link`, `doc`, `docSidebar`, `dropdown`, and the version items) on the left or right, and social icons.
   * @default { items: [], socials: [] }
   * @example { title: 'Zaparoo', items: [{ type: 'docSidebar', sidebarId: 'docs', label: 'Docs' }] }
   */
  navbar: z
    .strictObject({
      title: z.string().optional(),
      logo: z
        .strictObject({
          alt: z.string(),
          src: z.string(),
          /** The logo in dark mode (the classic theme). */
          srcDark: z.string().optional(),
          /** Where the logo links: left out, the home page (the classic theme). */
          href: z.string().optional(),
          width: z.union([z.number(), z.string()]).optional(),
          height: z.union([z.number(), z.string()]).optional(),
        })
        .optional(),
      items: z.array(navbarItem).default([]),
      socials: z.array(social).default([]),
      /** The classic theme's navbar colours: Infima's dark bar or the primary colour (Docusaurus's `navbar.style`). */
      style: z.enum(['dark', 'primary']).optional(),
      /** The classic theme's navbar hides while the page scrolls down and shows on scrolling up (Docusaurus's `navbar.hideOnScroll`). */
      hideOnScroll: z.boolean().optional(),
    })
    .prefault({}),
  /**
   * The footer: titled columns of links, a copyright line and a trademark line.
   * @default { links: [] }
   * @example { links: [{ title: 'Docs', items: [{ label: 'Getting started', to: '/docs/' }] }], copyright: 'Copyright 2026' }
   */
  footer: z
    .strictObject({
      /** Titled columns of links; the classic theme also takes plain links (a single row). An item may be `{ html }`. */
      links: z.array(z.union([footerColumn, footerItem])).default([]),
      /** HTML in the classic theme; text in zapsite's own. */
      copyright: z.string().optional(),
      trademark: z.string().optional(),
      /** The classic theme's footer colours. */
      style: z.enum(['dark', 'light']).default('light'),
      /** A logo above the copyright (the classic theme). */
      logo: z
        .strictObject({
          alt: z.string().default(''),
          src: z.string(),
          srcDark: z.string().optional(),
          href: z.string().optional(),
          width: z.union([z.number(), z.string()]).optional(),
          height: z.union([z.number(), z.string()]).optional(),
        })
        .optional(),
    })
    .prefault({}),
  /**
   * The attribute that carries a link's `event` name to the analytics script.
   * @default 'data-umami-event'
   */
  analyticsAttribute: z
    .string()
    .regex(/^data-[a-z0-9-]+$/)
    .default('data-umami-event'),
  /**
   * Old URLs sent to new ones, as the client-redirects plugin: a small HTML page at `from` and a `_redirects` line.
   * @default []
   * @example [{ from: '/docs/old/', to: '/docs/new/' }]
   */
  redirects: z.array(z.strictObject({ from: z.string(), to: z.string() })).default([]),
  /**
   * As the client-redirects plugin's `createRedirects`: called with the path of each page of the
   * site (from the site root, without the base URL, in the page's own form: `/docs/intro/`,
   * `/404.html`), it returns the old paths that redirect to it (a path, a list, or undefined). Each
   * becomes a redirect as `redirects` makes them (a page and a `_redirects` line); one where a page
   * is, or where an earlier redirect starts, is left out and reported as `onDuplicateRoutes` says.
   * `zapsite migrate` writes a Docusaurus config's function as `{ docusaurusConfig, path }`: the
   * build runs that config and calls the function there.
   * @example (path) => (path.startsWith('/docs/v3/') ? path.replace('/docs/v3/', '/docs/') : undefined)
   */
  createRedirects: createRedirectsOption,
  /**
   * As the client-redirects plugin's `fromExtensions` and `toExtensions`: `from: ['html']` makes
   * /page.html redirect to each page /page (unless the page already answers there), `to: ['html']`
   * makes /page redirect to each page /page.html.
   * @default { from: [], to: [] }
   */
  redirectExtensions: redirectExtensionsOption,
  /**
   * Documents fetched from elsewhere (as docusaurus-plugin-remote-content) into the docs; `zapsite sync-remote` keeps a copy under remote/.
   * @default []
   * @example [{ name: 'core-api', sourceBaseUrl: 'https://raw.githubusercontent.com/x/y/main/docs/', outDir: 'core/api', documents: ['index.md'] }]
   */
  remoteContent: z.array(remoteSource).default([]),
  /**
   * llms.txt and llms-full.txt, as docusaurus-plugin-llms writes them, with its option names and
   * defaults. Left out: neither file is written.
   * @example { docsDir: 'content/docs', includeBlog: true }
   */
  llms: z
    .strictObject({
      /** Write llms.txt: the title, the description and a link to every doc. @default true */
      generateLLMsTxt: z.boolean().default(true),
      /** Write llms-full.txt: every doc's Markdown in one file. @default true */
      generateLLMsFullTxt: z.boolean().default(true),
      /** The docs folder, relative to the site folder: docs under it go in. It must be docs.path or a folder inside it. @default 'docs' */
      docsDir: z.string().default('docs'),
      /** Add the blog's posts after the docs. @default false */
      includeBlog: z.boolean().default(false),
      /** Leave MDX `import` statements out of llms-full.txt. @default false */
      excludeImports: z.boolean().default(false),
      /** Leave out a paragraph that only repeats the heading just above it. @default false */
      removeDuplicateHeadings: z.boolean().default(false),
      /** The files' heading. @default the site's title */
      title: z.string().optional(),
      /** The quoted line under the heading. @default the site's tagline */
      description: z.string().optional(),
      /** The list's file name in the output folder. @default 'llms.txt' */
      llmsTxtFilename: z.string().min(1).default('llms.txt'),
      /** The full text's file name in the output folder. @default 'llms-full.txt' */
      llmsFullTxtFilename: z.string().min(1).default('llms-full.txt'),
      /**
       * Glob patterns (minimatch, as the plugin's) of files and folders to leave out, matched
       * against paths relative to the site folder; a pattern with no slash matches a name anywhere.
       * @default []
       * @example ['docs/archived', '*.draft.md']
       */
      ignoreFiles: z.array(z.string().min(1)).default([]),
    })
    .optional(),
  /**
   * Search: Algolia DocSearch when `appId` and `apiKey` are given, with the local index built with every site as the fallback (or the only search).
   * @default { indexName: 'zapsite', fallbackToLocal: true, searchPagePath: 'search' }
   * @example { appId: 'ABC123', apiKey: 'search-only-key', indexName: 'zaparoo' }
   */
  search: z
    .strictObject({
      appId: z.string().optional(),
      apiKey: z.string().optional(),
      indexName: z.string().default('zapsite'),
      hosts: z.array(z.string()).optional(),
      insights: z.boolean().default(false),
      fallbackToLocal: z.boolean().default(true),
      replaceSearchResultPathname: z.strictObject({ from: z.string(), to: z.string() }).optional(),
      /**
       * The search results page's path; `false` on a site that draws no search box (the classic theme
       * without a search service, `searchBar` or a `search` navbar item, as Docusaurus's starter):
       * then no search page and no local index are written.
       */
      searchPagePath: z.union([z.string(), z.literal(false)]).default('search'),
      askAi: z.boolean().default(false),
      /** Where "Let us know." points when a query finds nothing; defaults to /contact/ when the site links there. */
      missingResultsUrl: z.string().optional(),
      /**
       * The classic theme: draw the search button at the navbar's end, after the colour switch, where
       * a Docusaurus search plugin puts its bar. By default it is there only with a hosted search
       * service, as Docusaurus's classic theme has no search of its own (a `search` navbar item
       * places it anywhere). migrate sets it for a site that used a local search plugin.
       */
      searchBar: z.boolean().optional(),
    })
    .prefault({}),
  /**
   * A bar above the navbar, closable unless `isCloseable` is false; a new `id` shows it again to visitors who closed the last one.
   * @example { id: 'core-2-6', content: 'Core 2.6 is out.' }
   */
  announcementBar: z
    .strictObject({
      id: z.string(),
      content: z.string(),
      backgroundColor: z.string().default('#fff8c5'),
      textColor: z.string().default('#1c1e21'),
      isCloseable: z.boolean().default(true),
    })
    .optional(),
  /**
   * Light and dark mode: the default, whether the visitor's system setting wins, and whether the switch is shown.
   * @default { defaultMode: 'light', respectPrefersColorScheme: false, disableSwitch: false }
   */
  colorMode: z
    .strictObject({
      defaultMode: z.enum(['light', 'dark']).default('light'),
      respectPrefersColorScheme: z.boolean().default(false),
      disableSwitch: z.boolean().default(false),
    })
    .prefault({}),
  /**
   * sitemap.xml: change frequency and priority (null leaves either out), each page's last update
   * (`lastmod`: 'date' or 'datetime'; null, the default, leaves it out), and URL patterns left out.
   * @default { changefreq: 'weekly', priority: 0.5, lastmod: null, ignorePatterns: ['**\/tags/**', '**\/page/**'] }
   */
  sitemap: z
    .strictObject({
      changefreq: z
        .enum(['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never'])
        .nullable()
        .default('weekly'),
      priority: z.number().min(0).max(1).nullable().default(0.5),
      lastmod: z.enum(['date', 'datetime']).nullable().default(null),
      ignorePatterns: z.array(z.string()).default(['**/tags/**', '**/page/**']),
    })
    .prefault({}),
  /**
   * Code blocks, as Docusaurus's `themeConfig.prism`: `magicComments` are comments that give the
   * next line (`line`) or a run of lines (`block`) a class, and are removed from the block.
   * @default { magicComments: [{ className: 'highlighted', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } }] }
   */
  prism: z
    .strictObject({
      /**
       * Code colours in light mode, a prism-react-renderer theme object as Docusaurus takes it
       * (`{ plain: { color, backgroundColor }, styles: [{ types, style, languages? }] }`).
       * Left out, zapsite's (GitHub's colours).
       */
      theme: prismTheme.optional(),
      /** Code colours in dark mode, the same shape; left out, `theme` (else zapsite's, Dracula's colours). */
      darkTheme: prismTheme.optional(),
      /**
       * Prism languages to load, as Docusaurus's `prism.additionalLanguages` (`prismjs/components/prism-<name>`
       * names). zapsite loads any language of Prism's when a code block asks for it, so these matter to
       * the site's own `src/theme/prism-include-languages`, which reads them from `@generated/docusaurus.config`.
       */
      additionalLanguages: z
        .array(z.string().regex(/^[\w-]+$/, 'a Prism language name: letters, digits, "-" and "_"'))
        .optional(),
      magicComments: z
        .array(
          z.strictObject({
            className: z
              .string()
              .regex(
                /^[A-Za-z_-][\w-]*(?: [A-Za-z_-][\w-]*)*$/,
                'class names: letters, digits, "-" and "_", separated by spaces',
              ),
            line: z.string().min(1).optional(),
            block: z.strictObject({ start: z.string().min(1), end: z.string().min(1) }).optional(),
          }),
        )
        .default(() => highlightComments('highlighted')),
    })
    .prefault({}),
  /**
   * Values of the site's own, as Docusaurus's `customFields`: components read them with
   * `useDocusaurusContext().siteConfig.customFields`.
   * @default {}
   * @example { readerCount: 3 }
   */
  customFields: z.record(z.string(), z.unknown()).default({}),
  /**
   * Module aliases for the site's own code (pages, components, islands), as a Docusaurus plugin's
   * `configureWebpack` gives them in `resolve.alias`: an import name, and the folder or file it
   * stands for (relative to the site folder, starting with `./` or `../`) or a package name.
   * `@components/Card` then imports `./src/components/Card`. `@site` is always the site folder.
   * @default {}
   * @example { '@components': './src/components' }
   */
  alias: z.record(z.string().min(1), z.string().min(1)).default({}),
  /**
   * Read the site's own `.js`, `.jsx`, `.mjs` and `.cjs` files with TypeScript syntax too, as
   * Docusaurus Faster's SWC loader (`future.faster.swcJsLoader`) reads them: a type argument or
   * annotation in a `.jsx` file compiles. Migrate sets it when the Docusaurus site's loader is SWC.
   * @default false
   */
  typescriptInJs: z.boolean().default(false),
  /**
   * Settings of the Docusaurus site that zapsite itself does not use, kept so that site code that
   * reads them from `useDocusaurusContext().siteConfig` finds them: migrate copies its deployment
   * settings (`organizationName`, `projectName`, `deploymentBranch`, `githubHost`, `githubPort`), and
   * under `themeConfig` the theme config keys of the site's plugins and themes (`zoom`), which their
   * code reads from `siteConfig.themeConfig`. A key may name its value in a Docusaurus config
   * (`presets: { docusaurusConfig: './docusaurus.config.js', path: ['presets'] }`, written by migrate
   * when site code reads `siteConfig.presets`, `.plugins` or `.themes`): each build runs that config
   * and gives site code the value as JSON, as Docusaurus gives it to pages. zapsite's own settings
   * (`title`, `url`, `navbar`, ...) are not taken from here.
   * @default {}
   * @example { organizationName: 'zaparoo', projectName: 'zaparoo.org', themeConfig: { zoom: { selector: '.markdown img' } } }
   */
  docusaurusSiteConfig: z
    .object({
      /** themeConfig keys of the site's plugins and themes (`zoom`, `giscus`, ...): joined to the themeConfig zapsite makes. */
      themeConfig: z.record(z.string(), z.unknown()).optional(),
    })
    .catchall(z.union([z.string(), z.number(), z.boolean(), docusaurusConfigValue]))
    .default({}),
  /**
   * Docusaurus's `clientModules`: files (relative to the site folder) imported in the browser on
   * every page, for their effects and their `onRouteUpdate`/`onRouteDidUpdate` (called once, as a
   * page loads); a stylesheet among them is linked on every page after `theme.customCss`.
   * bundle/client-modules.ts; the site's plugins' `getClientModules` add theirs before these.
   * @default []
   * @example ['./src/client/zoom.js', './src/css/print.css']
   */
  clientModules: z.array(z.string().min(1)).default([]),
  /**
   * The site's own Docusaurus plugins, run at every build (site-plugins/run.ts): a module path
   * (relative to the site folder), an installed package's name, a plugin function, or any of
   * them with its options as a pair; or
   * `{ docusaurusConfig: './docusaurus.config.js', index: 2 }`, the function written at that
   * position of that config's `plugins` (with its options there), taken from it at every build.
   * zapsite runs loadContent, contentLoaded (addRoute, createData, setGlobalData), injectHtmlTags,
   * postBuild, getPathsToWatch and configureWebpack's resolve.alias and DefinePlugin; docs/MIGRATING.md has the list.
   * @default []
   * @example ['./src/plugins/changelog', ['./src/plugins/tags', { max: 5 }]]
   */
  plugins: z
    .array(
      z.union([
        z.string().min(1),
        pluginFunction,
        docusaurusPlugin,
        z.tuple([z.union([z.string().min(1), pluginFunction]), z.unknown()]),
      ]),
    )
    .default([]),
  /**
   * The look, as Docusaurus's classic theme options. `customCss`: stylesheets (relative to the
   * site folder) bundled with esbuild, their imports and url()s included, and linked on every
   * page after the theme's CSS. `infima`: ship the classes of Infima, Docusaurus's CSS framework
   * (`container`, `row`, `col col--6`, `button button--primary`, `margin--md`, `card`...), that
   * Docusaurus pages and components use.
   * `name`: which theme renders the pages: `zapsite`, this project's own, or `classic`, the DOM and
   * class names of Docusaurus's classic theme with the whole of Infima (what `zapsite migrate` picks).
   * @default { name: 'zapsite', customCss: [], infima: false }
   * @example { customCss: './src/css/custom.css', infima: true }
   */
  theme: z
    .strictObject({
      name: z.enum(['zapsite', 'classic']).default('zapsite'),
      customCss: z.union([z.string(), z.array(z.string())]).default([]),
      infima: z.boolean().default(false),
      /** The docs sidebar: opening a category closes the others beside it (Docusaurus's themeConfig.docs.sidebar.autoCollapseCategories). */
      autoCollapseCategories: z.boolean().default(false),
      /**
       * The classic theme's docs sidebar has a button at its foot that hides it to a narrow strip,
       * and the strip one that brings it back (Docusaurus's themeConfig.docs.sidebar.hideable).
       */
      hideableSidebar: z.boolean().default(false),
    })
    .prefault({}),
  /**
   * `zapsite check-links`: URL patterns it does not follow.
   * @default { skip: [] }
   * @example { skip: ['^https://github\\.com/'] }
   */
  checkLinks: z.strictObject({ skip: z.array(z.string()).default([]) }).prefault({}),
  /**
   * A link to no page: `throw` stops the build, `warn` prints, `ignore` drops it.
   * @default 'throw'
   */
  onBrokenLinks: severity.default('throw'),
  /**
   * A link to a heading id that does not exist on its page.
   * @default 'throw'
   */
  onBrokenAnchors: severity.default('throw'),
  /**
   * A link to a `.md`/`.mdx` file that does not exist or makes no page.
   * @default 'throw'
   */
  onBrokenMarkdownLinks: severity.default('throw'),
  /**
   * An image (Markdown, HTML or JSX) that does not exist.
   * @default 'throw'
   */
  onBrokenImages: severity.default('throw'),
  /**
   * An image or media file written as an HTML or JSX element (`<img src>`, `srcset`, `<video src>`) that does not exist.
   * Docusaurus checks only Markdown images, so `zapsite migrate` writes `'warn'`.
   * @default 'throw'
   */
  onBrokenHtmlImages: severity.default('throw'),
  /**
   * How Markdown and MDX are read: the MDX format rule, the site's components and which of them hydrate, Mermaid, the markdown-it fast path, the size limit.
   * @default { format: 'mdx', fastPath: true, mermaid: false, interactive: {} }
   */
  markdown: z
    .strictObject({
      /**
       * A content file larger than this stops the build (`file-too-large`).
       * @default 4194304
       */
      maxFileSizeBytes: z
        .number()
        .int()
        .positive()
        .default(4 * 1024 * 1024),
      /**
       * How `.md` files are read. `mdx` (Docusaurus 3's default): as MDX, like `.mdx`; `md`: as
       * CommonMark with raw HTML; `detect`: by extension. `.mdx` files are always MDX.
       * @default 'mdx'
       */
      format: z.enum(['mdx', 'md', 'detect']).default('mdx'),
      /**
       * The site's components file, relative to the site folder: its exports are available in
       * every MDX file without an import. Left out: `src/theme/MDXComponents.{tsx,ts,jsx,js}` or
       * `theme/mdx-components.{tsx,ts,jsx,js}`, whichever exists.
       * @example 'src/components/mdx.tsx'
       */
      components: z.string().optional(),
      /**
       * Markdown with no MDX in it is read by markdown-it, ~10x faster than micromark and held to
       * the same output by a differential test: whole `.md` files, and in MDX files the runs of
       * blocks between JSX, expressions and ESM; and a compiled MDX page is written beside the
       * bundle of what it imports rather than bundled itself. `false` reads every file with
       * micromark (`.md` by remark-parse, MDX whole by the MDX compiler), as Docusaurus does, and
       * bundles every MDX page.
       * @default true
       */
      fastPath: z.boolean().default(true),
      /**
       * Components of the components file that hydrate in the browser, and when: `load`, `idle`,
       * `visible` or `intent` (first hover, focus or touch). Any other component costs no JavaScript.
       * @default {}
       * @example { Counter: 'visible' }
       */
      interactive: z
        .record(
          z.string().regex(/^[A-Z][A-Za-z0-9]*$/, 'a component name: a capital letter, then letters and digits'),
          z.enum(['load', 'idle', 'visible', 'intent']),
        )
        .default({}),
      /**
       * Where an interactive component lives when the components file does not export it: pages
       * import it from its own file (a Docusaurus site's `src/components/X`). The file's default
       * export, or, in a file without one, its export of the name `interactive` uses; it is then
       * also available in MDX without an import. A package's module works too (`'@giscus/react'`):
       * the component the site's code imports from it hydrates wherever that code renders it.
       * @default {}
       * @example { TapCounter: 'src/components/TapCounter' }
       */
      interactiveFrom: z
        .record(
          z.string().regex(/^[A-Z][A-Za-z0-9]*$/, 'a component name: a capital letter, then letters and digits'),
          z.string().min(1),
        )
        .default({}),
      /**
       * ```mermaid code blocks become diagrams, as Docusaurus's `markdown.mermaid`: the page holds
       * the source and draws it in the browser when it nears the viewport. `false`: they stay code
       * blocks, and no page fetches any diagram code.
       * @default false
       */
      mermaid: z.boolean().default(false),
      /**
       * Code blocks whose meta says `live` (```jsx live) become playgrounds, as with Docusaurus's
       * @docusaurus/theme-live-codeblock: the code in an editor under "Live Editor" and what it
       * renders under "Result", live once the block nears the viewport (`noInline`: the code calls
       * `render(...)` itself). The code sees the site's `src/theme/ReactLiveScope` (default: React
       * and its hooks). Needs react-live in the site, which that theme brings. `false`: they stay
       * code blocks.
       * @default false
       */
      liveCodeBlocks: z.boolean().default(false),
      /**
       * Heading ids made from a heading's text, as Docusaurus's `markdown.anchors`: with
       * `maintainCase`, `## Tap a Card` is `#Tap-a-Card` rather than `#tap-a-card`. An id written
       * as `{#id}` is always kept as written.
       * @default { maintainCase: false }
       */
      anchors: z.strictObject({ maintainCase: z.boolean().default(false) }).prefault({}),
      /**
       * Emoji shortcodes (`:rocket:`) become emoji, as Docusaurus's `markdown.emoji` (on by default).
       * @default true
       */
      emoji: z.boolean().default(true),
      /**
       * Options given to remark-rehype (Docusaurus's `markdown.remarkRehypeOptions`), e.g.
       * `footnoteLabel`; zapsite's own handlers stay.
       * @example { footnoteLabel: 'Notes' }
       */
      remarkRehypeOptions: z.record(z.string(), z.unknown()).optional(),
      /**
       * Docusaurus's `markdown.preprocessor`: given each `.md` and `.mdx` file's text, front matter
       * and all (`{ filePath, fileContent }`), it returns the text that is rendered instead. Front
       * matter is still read from the file as written.
       * @example ({ fileContent }) => fileContent.replaceAll('{{version}}', '2.4.0')
       */
      preprocessor: functionOption<import('./docusaurus-value.ts').MarkdownPreprocessor>(),
      /**
       * Docusaurus's `markdown.parseFrontMatter`: given `{ filePath, fileContent,
       * defaultParseFrontMatter }`, it returns (or resolves to) `{ frontMatter, content }`, the
       * front matter every page, sidebar and list reads, and the body its title and description
       * come from when front matter gives none.
       * @example async (params) => { const r = await params.defaultParseFrontMatter(params); r.frontMatter.pagination_next ??= null; return r; }
       */
      parseFrontMatter: functionOption<import('./docusaurus-value.ts').ParseFrontMatter>(),
      /**
       * Admonition keywords of the site's own (`:::learn`), as Docusaurus's content plugins'
       * `admonitions` option: beside Docusaurus's (note, tip, info, warning, danger, caution and
       * its older important, secondary, success) unless `extendDefaults` is false. A swizzled
       * `src/theme/Admonition/Types` draws them; without one they look like `info`, as in Docusaurus.
       * @example { keywords: ['learn'] }
       */
      admonitions: z
        .strictObject({
          keywords: z
            .array(z.string().regex(/^[a-z][\w-]*$/, 'a keyword: a lower-case letter, then letters, digits, - or _'))
            .default([]),
          extendDefaults: z.boolean().default(true),
        })
        .optional(),
    })
    .prefault({}),
  /**
   * How diagrams are drawn when `markdown.mermaid` is on, as Docusaurus's `themeConfig.mermaid`:
   * the mermaid theme for each colour mode, and options given to `mermaid.initialize`
   * (https://mermaid.js.org/config/schema-docs/config.html).
   * @default { theme: { light: 'default', dark: 'dark' }, options: {} }
   */
  mermaid: z
    .strictObject({
      theme: z
        .strictObject({ light: z.string().min(1).default('default'), dark: z.string().min(1).default('dark') })
        .prefault({}),
      options: z.record(z.string(), z.unknown()).default({}),
    })
    .prefault({}),
});

export type UserConfig = z.input<typeof configSchema>;
type Parsed = z.output<typeof configSchema>;

export type DocsOptions = Exclude<Parsed['docs'], false>;
export type BlogOptions = Exclude<Parsed['blog'], false>;

import type { LocalePass } from '../i18n/pass.ts';

export interface ResolvedConfig extends Omit<Parsed, 'navbar' | 'docs' | 'blog'> {
  /** Absolute path of the folder holding zapsite.config.ts. */
  root: string;
  /** Absolute path of the config file, or null for an in-memory config. */
  configFile: string | null;
  docs: DocsOptions | false;
  blog: BlogOptions | false;
  navbar: Omit<Parsed['navbar'], 'items'> & { items: NavbarItem[] };
  direction: 'ltr' | 'rtl';
  htmlLang: string;
  /**
   * Set by the build once the site's plugins ran (site-plugins/run.ts): what their configureWebpack's
   * DefinePlugin replaces in the site's code, as esbuild's `define` (both bundles).
   */
  define?: Record<string, string>;
  /** Set by the build once the site's plugins ran: the modules their configureWebpack aliases to `false`, empty in both bundles. */
  emptyModules?: string[];
  /** Set by the build once the site's plugins ran (site-plugins/run.ts): their data modules and global data. */
  sitePlugins?: { data: ReadonlyMap<string, string>; globalData: Record<string, Record<string, unknown>> };
  /** Set for each locale's pass of a build (generator/i18n/build-locales.ts). */
  locale?: LocalePass;
  /**
   * Set by the build once it ran the Docusaurus configs the options take a function from (a docs or
   * blog editUrl, createRedirects; site-plugins/docusaurus-values.ts): each function, by its reference.
   */
  docusaurusValues?: TakenValues;
}
