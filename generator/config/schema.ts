// The config schema: input shape (what users write) and the resolved output with defaults.
import { z } from 'zod';

const severity = z.enum(['throw', 'warn', 'ignore']);

const linkItem = z.strictObject({
  label: z.string().min(1),
  to: z.string().optional(),
  href: z.string().optional(),
  event: z.string().optional(),
});

const navbarLink = z.strictObject({
  type: z.literal('link').optional(),
  label: z.string(),
  to: z.string().optional(),
  href: z.string().optional(),
  position: z.enum(['left', 'right']).default('left'),
  event: z.string().optional(),
});
const navbarDoc = z.strictObject({
  type: z.literal('doc'),
  docId: z.string(),
  label: z.string().optional(),
  position: z.enum(['left', 'right']).default('left'),
  event: z.string().optional(),
});
const navbarSidebar = z.strictObject({
  type: z.literal('docSidebar'),
  sidebarId: z.string(),
  label: z.string(),
  position: z.enum(['left', 'right']).default('left'),
  event: z.string().optional(),
});
const navbarDropdown = z.strictObject({
  type: z.literal('dropdown'),
  label: z.string(),
  position: z.enum(['left', 'right']).default('left'),
  items: z.array(linkItem),
  event: z.string().optional(),
});
const navbarVersionDropdown = z.strictObject({
  type: z.literal('docsVersionDropdown'),
  position: z.enum(['left', 'right']).default('left'),
  /** Links listed above the versions (a plain `to`/`href` link each). */
  dropdownItemsBefore: z.array(linkItem).default([]),
  /** Links listed below the versions. */
  dropdownItemsAfter: z.array(linkItem).default([]),
  /** When true, the toggle is never marked active on a docs page. */
  dropdownActiveClassDisabled: z.boolean().default(false),
  event: z.string().optional(),
});
const navbarVersion = z.strictObject({
  type: z.literal('docsVersion'),
  /** Left out: the last version's label. */
  label: z.string().optional(),
  /** Left out: the last version's first doc. */
  to: z.string().optional(),
  position: z.enum(['left', 'right']).default('left'),
  event: z.string().optional(),
});
// Navbar items are checked item by item in resolve.ts so the error can name the item.
const navbarItem = z.record(z.string(), z.unknown());

const social = z.strictObject({
  label: z.string(),
  href: z.string().url(),
  icon: z.enum(['discord', 'reddit', 'youtube', 'github', 'lemmy', 'mastodon']),
  event: z.string().optional(),
});

const remoteSource = z.strictObject({
  name: z.string().regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and dashes'),
  sourceBaseUrl: z.string().url(),
  outDir: z.string(),
  documents: z.array(z.string()).min(1),
  timeoutMs: z.number().int().positive().default(5000),
});

export const configSchema = z.strictObject({
  title: z.string().min(1),
  tagline: z.string().default(''),
  url: z.string().url(),
  baseUrl: z.string().regex(/^\/(.*\/)?$/, 'a path that starts and ends with "/"').default('/'),
  favicon: z.string().optional(),
  image: z.string().optional(),
  /**
   * The URL form and output layout, as in Docusaurus. `true`: /a/b/ written to a/b/index.html;
   * `false`: /a/b written to a/b.html; left out: URLs as computed (/a/b for a page, /a/b/ for an
   * index file), each written to a/b/index.html.
   */
  trailingSlash: z.boolean().optional(),
  i18n: z
    .strictObject({
      defaultLocale: z.string(),
      locales: z.array(z.string()).min(1),
      localeConfigs: z
        .record(z.string(), z.strictObject({ label: z.string().optional(), direction: z.enum(['ltr', 'rtl']).default('ltr'), htmlLang: z.string().optional() }))
        .prefault({}),
    })
    .prefault({ defaultLocale: 'en', locales: ['en'] }),
  docs: z
    .union([
      z.literal(false),
      z.strictObject({
        path: z.string().default('content/docs'),
        routeBasePath: z.string().default('docs'),
        editUrl: z.string().optional(),
        breadcrumbs: z.boolean().default(true),
        sidebarId: z.string().default('docs'),
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
        tocMinHeadingLevel: z.number().int().min(2).max(6).default(2),
        tocMaxHeadingLevel: z.number().int().min(2).max(6).default(3),
      }),
    ])
    .prefault({}),
  blog: z
    .union([
      z.literal(false),
      z.strictObject({
        path: z.string().default('content/blog'),
        routeBasePath: z.string().default('blog'),
        editUrl: z.string().optional(),
        title: z.string().default('Blog'),
        description: z.string().default('Blog'),
        postsPerPage: z.number().int().positive().default(10),
        blogSidebarCount: z.number().int().min(0).default(10),
        showReadingTime: z.boolean().default(true),
        feedTypes: z.array(z.enum(['rss', 'atom', 'json'])).default(['rss', 'atom', 'json']),
        feedXslt: z.boolean().default(true),
        onInlineTags: severity.default('warn'),
        onInlineAuthors: severity.default('warn'),
        onUntruncatedBlogPosts: severity.default('warn'),
      }),
    ])
    .prefault({}),
  pages: z.strictObject({ path: z.string().default('content/pages') }).prefault({}),
  staticDir: z.string().default('static'),
  navbar: z
    .strictObject({
      title: z.string().optional(),
      logo: z.strictObject({ alt: z.string(), src: z.string(), width: z.number().optional(), height: z.number().optional() }).optional(),
      items: z.array(navbarItem).default([]),
      socials: z.array(social).default([]),
    })
    .prefault({}),
  footer: z
    .strictObject({
      links: z.array(z.strictObject({ title: z.string(), items: z.array(linkItem) })).default([]),
      copyright: z.string().optional(),
      trademark: z.string().optional(),
    })
    .prefault({}),
  analyticsAttribute: z.string().regex(/^data-[a-z0-9-]+$/).default('data-umami-event'),
  redirects: z.array(z.strictObject({ from: z.string(), to: z.string() })).default([]),
  remoteContent: z.array(remoteSource).default([]),
  search: z
    .strictObject({
      appId: z.string().optional(),
      apiKey: z.string().optional(),
      indexName: z.string().default('zapsite'),
      hosts: z.array(z.string()).optional(),
      insights: z.boolean().default(false),
      fallbackToLocal: z.boolean().default(true),
      replaceSearchResultPathname: z.strictObject({ from: z.string(), to: z.string() }).optional(),
      searchPagePath: z.string().default('search'),
      askAi: z.boolean().default(false),
      /** Where "Let us know." points when a query finds nothing; defaults to /contact/ when the site links there. */
      missingResultsUrl: z.string().optional(),
    })
    .prefault({}),
  announcementBar: z
    .strictObject({
      id: z.string(),
      content: z.string(),
      backgroundColor: z.string().default('#fff8c5'),
      textColor: z.string().default('#1c1e21'),
      isCloseable: z.boolean().default(true),
    })
    .optional(),
  colorMode: z
    .strictObject({
      defaultMode: z.enum(['light', 'dark']).default('light'),
      respectPrefersColorScheme: z.boolean().default(false),
      disableSwitch: z.boolean().default(false),
    })
    .prefault({}),
  sitemap: z
    .strictObject({
      changefreq: z.enum(['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never']).default('weekly'),
      priority: z.number().min(0).max(1).default(0.5),
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
      magicComments: z
        .array(
          z.strictObject({
            className: z.string().regex(/^[A-Za-z_-][\w-]*(?: [A-Za-z_-][\w-]*)*$/, 'class names: letters, digits, "-" and "_", separated by spaces'),
            line: z.string().min(1).optional(),
            block: z.strictObject({ start: z.string().min(1), end: z.string().min(1) }).optional(),
          }),
        )
        // content/magic-comments.ts DEFAULT_MAGIC_COMMENTS, which the theme's type check cannot reach.
        .default([{ className: 'highlighted', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } }]),
    })
    .prefault({}),
  checkLinks: z.strictObject({ skip: z.array(z.string()).default([]) }).prefault({}),
  onBrokenLinks: severity.default('throw'),
  onBrokenAnchors: severity.default('throw'),
  onBrokenMarkdownLinks: severity.default('throw'),
  onBrokenImages: severity.default('throw'),
  markdown: z
    .strictObject({
      maxFileSizeBytes: z.number().int().positive().default(4 * 1024 * 1024),
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
       * Components of the components file that hydrate in the browser, and when: `load`, `idle`,
       * `visible` or `intent` (first hover, focus or touch). Any other component costs no JavaScript.
       * @default {}
       * @example { Counter: 'visible' }
       */
      /**
       * Markdown with no MDX in it is read by markdown-it, ~10x faster than micromark and held to
       * the same output by a differential test. `false` reads every file with micromark (`.md` by
       * remark-parse, or the MDX compiler when `format` is `mdx`), as Docusaurus does.
       * @default true
       */
      fastPath: z.boolean().default(true),
      interactive: z.record(z.string().regex(/^[A-Z][A-Za-z0-9]*$/, 'a component name: a capital letter, then letters and digits'), z.enum(['load', 'idle', 'visible', 'intent'])).default({}),
    })
    .prefault({}),
});

export type UserConfig = z.input<typeof configSchema>;
type Parsed = z.output<typeof configSchema>;

export type NavbarItem =
  | (z.output<typeof navbarLink> & { type: 'link' })
  | z.output<typeof navbarDoc>
  | z.output<typeof navbarSidebar>
  | z.output<typeof navbarDropdown>
  | z.output<typeof navbarVersionDropdown>
  | z.output<typeof navbarVersion>;

export type DocsOptions = Exclude<Parsed['docs'], false>;
export type BlogOptions = Exclude<Parsed['blog'], false>;

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
}

export const navbarItemSchemas = { link: navbarLink, doc: navbarDoc, docSidebar: navbarSidebar, dropdown: navbarDropdown, docsVersionDropdown: navbarVersionDropdown, docsVersion: navbarVersion };
