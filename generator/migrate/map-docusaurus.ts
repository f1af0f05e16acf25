// Turn an evaluated docusaurus.config into a zapsite config object, keeping a record of what was
// carried over and of every setting that was not (with the reason). Plain data in, plain data out:
// read-docusaurus.ts evaluates the config, write-config.ts prints the result.
import { existsSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { stubName } from './read-docusaurus.ts';
import { findLiveComponents } from './interactive.ts';

export interface Unmapped {
  /** Where the setting sits in the Docusaurus config, as path segments (`themeConfig`, `navbar`, `hideOnScroll`). */
  path: string[];
  /** Why it was not carried over. */
  reason: string;
}

export interface Mapping {
  config: Record<string, unknown>;
  /** One line per zapsite key written: the key and where it came from. */
  mapped: string[];
  unmapped: Unmapped[];
}

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const bool = (v: unknown): boolean | undefined => (typeof v === 'boolean' ? v : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);
const SEVERITIES = ['throw', 'warn', 'ignore'];
const severity = (v: unknown): string | undefined =>
  typeof v === 'string' && SEVERITIES.includes(v) ? v : v === 'log' ? 'warn' : undefined;

const CLASSIC_PRESET = /(^classic$|preset-classic)/;
const COMPONENT_FILES = [
  'src/theme/MDXComponents.tsx',
  'src/theme/MDXComponents.ts',
  'src/theme/MDXComponents.jsx',
  'src/theme/MDXComponents.js',
];
const DEPLOYMENT = ['organizationName', 'projectName', 'deploymentBranch', 'githubHost', 'githubPort'];

/** Docusaurus 3's defaults where zapsite's differ, so the migrated site behaves as it did. */
const DOCUSAURUS_DEFAULTS = {
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onBrokenMarkdownLinks: 'warn',
  blogSidebarCount: 5,
  feedTypes: ['rss', 'atom'],
};

export function mapDocusaurusConfig(dc: Obj, root: string): Mapping {
  const out: Obj = {};
  const mapped: string[] = [];
  const unmapped: Unmapped[] = [];
  const skip = (path: string[], reason: string) => unmapped.push({ path, reason });
  /** Report every key of `obj` not in `known`. */
  const rest = (obj: Obj, path: string[], known: string[], reason: (key: string) => string) => {
    for (const key of Object.keys(obj))
      if (!known.includes(key) && obj[key] !== undefined) skip([...path, key], reason(key));
  };
  const sitePath = (p: string): string => {
    const rel = isAbsolute(p) ? relative(root, p) : p.replace(/^\.\//, '');
    return rel.split('\\').join('/');
  };
  /** A file under static/ as Docusaurus writes it (`img/logo.svg`) as a site path (`/img/logo.svg`). */
  const staticUrl = (p: string): string => (/^([a-z]+:)?\/\//i.test(p) || p.startsWith('/') ? p : `/${p}`);

  // --- site ---------------------------------------------------------------------------------------
  for (const key of ['title', 'tagline', 'url', 'baseUrl'] as const) {
    if (str(dc[key]) !== undefined) {
      out[key] = dc[key];
      mapped.push(`${key}`);
    }
  }
  if (str(dc.favicon)) {
    out.favicon = staticUrl(dc.favicon as string);
    mapped.push('favicon');
  }
  const themeConfig = isObj(dc.themeConfig) ? dc.themeConfig : {};
  if (str(themeConfig.image)) {
    out.image = staticUrl(themeConfig.image as string);
    mapped.push('image <- themeConfig.image');
  }
  if (bool(dc.trailingSlash) !== undefined) {
    out.trailingSlash = dc.trailingSlash;
    mapped.push('trailingSlash');
  }
  if (isObj(dc.i18n)) {
    const locales = Array.isArray(dc.i18n.locales) ? dc.i18n.locales : [];
    if (locales.length > 1)
      skip(
        ['i18n', 'locales'],
        `zapsite builds one locale; only "${String(dc.i18n.defaultLocale)}" is built, the others are left out.`,
      );
    const defaultLocale = str(dc.i18n.defaultLocale) ?? 'en';
    const i18n: Obj = { defaultLocale, locales: [defaultLocale] };
    const lc =
      isObj(dc.i18n.localeConfigs) && isObj(dc.i18n.localeConfigs[defaultLocale])
        ? (dc.i18n.localeConfigs[defaultLocale] as Obj)
        : undefined;
    if (lc) {
      i18n.localeConfigs = { [defaultLocale]: pick(lc, ['label', 'direction', 'htmlLang']) };
      rest(
        lc,
        ['i18n', 'localeConfigs', defaultLocale],
        ['label', 'direction', 'htmlLang'],
        (k) => `zapsite does not read the locale setting "${k}".`,
      );
    }
    rest(dc.i18n, ['i18n'], ['defaultLocale', 'locales', 'localeConfigs'], (k) => `zapsite does not read i18n.${k}.`);
    out.i18n = i18n;
    mapped.push('i18n');
  }

  // --- presets, plugins, themes ---------------------------------------------------------------------
  let docs: unknown = {};
  let blog: unknown = {};
  let pages: unknown = {};
  let customCss: string[] = [];
  let sitemap: Obj | undefined;
  const redirects: { from: string; to: string }[] = [];
  const remoteContent: Obj[] = [];
  let llms: Obj | undefined;
  let mermaidTheme = false;

  const presets = Array.isArray(dc.presets) ? dc.presets : [];
  for (const entry of presets) {
    const [name, options] = pluginEntry(entry);
    if (!name) continue;
    if (!CLASSIC_PRESET.test(name)) {
      skip(['presets', name], `zapsite has no preset "${name}"; configure what it does by hand.`);
      continue;
    }
    const o = isObj(options) ? options : {};
    if ('docs' in o) docs = o.docs;
    if ('blog' in o) blog = o.blog;
    if ('pages' in o) pages = o.pages;
    if (isObj(o.theme)) {
      customCss = cssList(o.theme.customCss).map(sitePath);
      rest(o.theme, ['presets', 'theme'], ['customCss'], (k) => `zapsite's theme does not read "${k}".`);
    }
    if (isObj(o.sitemap)) sitemap = o.sitemap;
    for (const key of ['gtag', 'googleAnalytics', 'googleTagManager', 'svgr', 'debug']) {
      if (o[key] !== undefined && o[key] !== false)
        skip(['presets', key], `zapsite has no ${key} plugin; add the script yourself or leave it out.`);
    }
    rest(
      o,
      ['presets'],
      ['docs', 'blog', 'pages', 'theme', 'sitemap', 'gtag', 'googleAnalytics', 'googleTagManager', 'svgr', 'debug'],
      (k) => `the classic preset option "${k}" has no zapsite equivalent.`,
    );
  }

  const plugins = Array.isArray(dc.plugins) ? dc.plugins : [];
  for (const entry of plugins) {
    const [name, options] = pluginEntry(entry);
    if (!name) {
      if (typeof entry === 'function' || (Array.isArray(entry) && typeof entry[0] === 'function')) {
        const fn = (Array.isArray(entry) ? entry[0] : entry) as { name?: string };
        skip(
          ['plugins', fn.name || 'plugins'],
          `a plugin written in the config (${fn.name || 'anonymous function'}) cannot run in zapsite.`,
        );
      }
      continue;
    }
    const o = isObj(options) ? options : {};
    if (/plugin-client-redirects/.test(name)) {
      for (const r of Array.isArray(o.redirects) ? o.redirects : []) {
        if (!isObj(r) || !str(r.to)) continue;
        const froms = Array.isArray(r.from) ? r.from : [r.from];
        for (const from of froms) if (str(from)) redirects.push({ from: from as string, to: r.to as string });
      }
      rest(o, ['plugins', name], ['redirects'], (k) =>
        k === 'createRedirects'
          ? 'redirects made by a function are not carried over; list them in redirects.'
          : `the client-redirects option "${k}" has no zapsite equivalent.`,
      );
    } else if (/docusaurus-plugin-remote-content/.test(name)) {
      const source: Obj = {};
      for (const key of ['name', 'sourceBaseUrl', 'outDir']) if (str(o[key])) source[key] = o[key];
      if (Array.isArray(o.documents) && o.documents.every((d) => typeof d === 'string')) source.documents = o.documents;
      else
        skip(
          ['plugins', name, 'documents'],
          'documents listed by a function are not carried over; list the file names.',
        );
      if (isObj(o.requestConfig) && num(o.requestConfig.timeout)) source.timeoutMs = o.requestConfig.timeout;
      if (source.name && source.sourceBaseUrl && source.outDir && source.documents) remoteContent.push(source);
      rest(
        o,
        ['plugins', name],
        ['id', 'name', 'sourceBaseUrl', 'outDir', 'documents', 'requestConfig'],
        (k) => `the remote-content option "${k}" has no zapsite equivalent.`,
      );
    } else if (/docusaurus-plugin-llms/.test(name)) {
      const keys = [
        'generateLLMsTxt',
        'generateLLMsFullTxt',
        'docsDir',
        'includeBlog',
        'excludeImports',
        'removeDuplicateHeadings',
        'title',
        'description',
      ];
      llms = pick(o, keys);
      rest(o, ['plugins', name], keys, (k) => `the llms option "${k}" has no zapsite equivalent.`);
    } else if (name.endsWith('plugin-content-docs') && !isSecondInstance(o)) {
      docs = o;
    } else if (name.endsWith('plugin-content-blog') && !isSecondInstance(o)) {
      blog = o;
    } else if (name.endsWith('plugin-content-pages') && !isSecondInstance(o)) {
      pages = o;
    } else if (name.endsWith('plugin-sitemap')) {
      sitemap = o;
    } else {
      skip(
        ['plugins', name],
        /plugin-content-(docs|blog|pages)$/.test(name)
          ? `a second ${name} instance (id "${String(o.id)}") is not supported: zapsite builds one docs, one blog and one pages folder.`
          : `zapsite has no plugin "${name}"; its pages or behaviour are not carried over.`,
      );
    }
  }

  for (const entry of Array.isArray(dc.themes) ? dc.themes : []) {
    const [name] = pluginEntry(entry);
    if (!name) continue;
    if (/theme-mermaid/.test(name)) mermaidTheme = true;
    else if (!/theme-(classic|search-algolia)/.test(name))
      skip(['themes', name], `zapsite has no theme "${name}"; its components are not available.`);
  }

  // --- docs ---------------------------------------------------------------------------------------
  if (docs === false) {
    out.docs = false;
    mapped.push('docs: false');
  } else {
    const d = isObj(docs) ? docs : {};
    const od: Obj = { path: str(d.path) ?? 'docs' };
    if (str(d.routeBasePath) !== undefined) od.routeBasePath = d.routeBasePath;
    if (str(d.editUrl)) od.editUrl = d.editUrl;
    else if (d.editUrl !== undefined)
      skip(['docs', 'editUrl'], 'an editUrl function is not carried over; write the URL as a string.');
    if (bool(d.breadcrumbs) !== undefined) od.breadcrumbs = d.breadcrumbs;
    if (str(d.sidebarPath)) od.sidebarPath = sitePath(d.sidebarPath as string);
    else if (d.sidebarPath === undefined) {
      const found = ['sidebars.ts', 'sidebars.js', 'sidebars.mjs', 'sidebars.cjs', 'sidebars.json'].find((f) =>
        existsSync(join(root, f)),
      );
      if (found) od.sidebarPath = found;
    } else
      skip(
        ['docs', 'sidebarPath'],
        'sidebarPath: false is not supported; zapsite builds the sidebar from the docs folder when no sidebars file is given.',
      );
    for (const key of ['lastVersion', 'includeCurrentVersion', 'onlyIncludeVersions'])
      if (d[key] !== undefined) od[key] = d[key];
    if (isObj(d.versions)) {
      const versions: Obj = {};
      for (const [name, v] of Object.entries(d.versions)) {
        if (!isObj(v)) continue;
        const keys = ['label', 'path', 'banner', 'badge', 'className', 'noIndex'];
        versions[name] = pick(v, keys);
        rest(v, ['docs', 'versions', name], keys, (k) => `the version option "${k}" has no zapsite equivalent.`);
      }
      od.versions = versions;
    }
    const toc = isObj(themeConfig.tableOfContents) ? themeConfig.tableOfContents : {};
    if (num(toc.minHeadingLevel)) od.tocMinHeadingLevel = toc.minHeadingLevel;
    if (num(toc.maxHeadingLevel)) od.tocMaxHeadingLevel = toc.maxHeadingLevel;
    if (str(d.tags) || d.tags === false || d.tags === null) od.tags = d.tags;
    if (severity(d.onInlineTags)) od.onInlineTags = severity(d.onInlineTags);
    if (str(d.tagsBasePath)) od.tagsBasePath = d.tagsBasePath;
    rest(
      d,
      ['docs'],
      [
        'id',
        'path',
        'routeBasePath',
        'editUrl',
        'breadcrumbs',
        'sidebarPath',
        'lastVersion',
        'includeCurrentVersion',
        'onlyIncludeVersions',
        'versions',
        'tags',
        'onInlineTags',
        'tagsBasePath',
      ],
      (k) => `zapsite's docs do not read "${k}".`,
    );
    out.docs = od;
    mapped.push(
      `docs (path '${String(od.path)}'${od.sidebarPath ? `, sidebarPath '${String(od.sidebarPath)}'` : ''}${od.versions ? ', versions' : ''})`,
    );
  }

  // --- blog ---------------------------------------------------------------------------------------
  if (blog === false) {
    out.blog = false;
    mapped.push('blog: false');
  } else {
    const b = isObj(blog) ? blog : {};
    const ob: Obj = { path: str(b.path) ?? 'blog' };
    if (str(b.routeBasePath) !== undefined) ob.routeBasePath = b.routeBasePath;
    if (str(b.editUrl)) ob.editUrl = b.editUrl;
    else if (b.editUrl !== undefined)
      skip(['blog', 'editUrl'], 'an editUrl function is not carried over; write the URL as a string.');
    if (str(b.blogTitle)) ob.title = b.blogTitle;
    if (str(b.blogDescription)) ob.description = b.blogDescription;
    if (num(b.postsPerPage)) ob.postsPerPage = b.postsPerPage;
    else if (b.postsPerPage !== undefined)
      skip(
        ['blog', 'postsPerPage'],
        `postsPerPage "${String(b.postsPerPage)}" is not supported; zapsite takes a number of posts per page.`,
      );
    if (num(b.blogSidebarCount) !== undefined) ob.blogSidebarCount = b.blogSidebarCount;
    else if (b.blogSidebarCount !== undefined)
      skip(
        ['blog', 'blogSidebarCount'],
        `blogSidebarCount "${String(b.blogSidebarCount)}" is not supported; zapsite takes a number of posts.`,
      );
    else ob.blogSidebarCount = DOCUSAURUS_DEFAULTS.blogSidebarCount;
    if (bool(b.showReadingTime) !== undefined) ob.showReadingTime = b.showReadingTime;
    const feed = isObj(b.feedOptions) ? b.feedOptions : {};
    ob.feedTypes = feedTypes(feed.type);
    if (bool(feed.xslt) !== undefined) ob.feedXslt = feed.xslt;
    else if (feed.xslt !== undefined) {
      ob.feedXslt = true;
      skip(
        ['blog', 'feedOptions', 'xslt'],
        'custom XSLT files are not carried over; zapsite styles its feeds with its own stylesheets.',
      );
    } else ob.feedXslt = false;
    rest(feed, ['blog', 'feedOptions'], ['type', 'xslt'], (k) => `the feed option "${k}" has no zapsite equivalent.`);
    for (const key of ['onInlineTags', 'onInlineAuthors', 'onUntruncatedBlogPosts'])
      if (severity(b[key])) ob[key] = severity(b[key]);
    // Without a tags file neither Docusaurus nor zapsite reports inline tags; the config says so plainly.
    if (!ob.onInlineTags && b.tags === undefined && !existsSync(join(root, String(ob.path), 'tags.yml')))
      ob.onInlineTags = 'ignore';
    rest(
      b,
      ['blog'],
      [
        'id',
        'path',
        'routeBasePath',
        'editUrl',
        'blogTitle',
        'blogDescription',
        'postsPerPage',
        'blogSidebarCount',
        'showReadingTime',
        'feedOptions',
        'onInlineTags',
        'onInlineAuthors',
        'onUntruncatedBlogPosts',
      ],
      (k) => `zapsite's blog does not read "${k}".`,
    );
    out.blog = ob;
    mapped.push(`blog (path '${String(ob.path)}')`);
  }

  // --- pages, static, theme, markdown -------------------------------------------------------------
  if (pages === false) {
    skip(
      ['pages'],
      'pages: false is not supported; zapsite always reads the pages folder (an empty or missing one is fine).',
    );
  }
  const p = isObj(pages) ? pages : {};
  out.pages = { path: str(p.path) ?? 'src/pages' };
  if (str(p.routeBasePath) && p.routeBasePath !== '/')
    skip(['pages', 'routeBasePath'], 'zapsite serves pages from the site root.');
  rest(p, ['pages'], ['id', 'path', 'routeBasePath'], (k) => `zapsite's pages do not read "${k}".`);
  mapped.push(`pages (path '${String((out.pages as Obj).path)}')`);

  const staticDirs = Array.isArray(dc.staticDirectories)
    ? dc.staticDirectories.filter((s): s is string => typeof s === 'string')
    : ['static'];
  out.staticDir = staticDirs[0] ?? 'static';
  if (staticDirs.length > 1)
    skip(
      ['staticDirectories'],
      `zapsite copies one static folder ("${staticDirs[0]}"); ${staticDirs.slice(1).join(', ')} are left out.`,
    );
  mapped.push(`staticDir '${String(out.staticDir)}'`);

  out.theme = { customCss, infima: true };
  mapped.push(`theme (Infima${customCss.length ? `, customCss ${customCss.join(', ')}` : ''})`);

  const markdown: Obj = {};
  const md = isObj(dc.markdown) ? dc.markdown : {};
  if (str(md.format)) markdown.format = md.format;
  if (md.mermaid === true || mermaidTheme) markdown.mermaid = true;
  const components = COMPONENT_FILES.find((f) => existsSync(join(root, f)));
  if (components) markdown.components = components;
  const live = findLiveComponents(root);
  if (live.length) {
    markdown.interactive = Object.fromEntries(live.map((c) => [c.name, 'visible']));
    // Docusaurus pages import components from their own files; zapsite finds each there by name.
    markdown.interactiveFrom = Object.fromEntries(live.map((c) => [c.name, c.file]));
    for (const c of live)
      mapped.push(
        `markdown.interactive ${c.name}: 'visible' (${c.file} uses ${c.because}; Docusaurus hydrates it, zapsite only what is marked)`,
      );
  }
  const hooks = isObj(md.hooks) ? md.hooks : {};
  rest(
    hooks,
    ['markdown', 'hooks'],
    ['onBrokenMarkdownLinks', 'onBrokenMarkdownImages'],
    (k) => `zapsite does not read markdown.hooks.${k}.`,
  );
  rest(md, ['markdown'], ['format', 'mermaid', 'hooks'], (k) =>
    k === 'preprocessor' || k === 'parseFrontMatter'
      ? `a markdown.${k} function cannot run in zapsite.`
      : `zapsite does not read markdown.${k}.`,
  );
  if (Object.keys(markdown).length) {
    out.markdown = markdown;
    mapped.push(`markdown (${Object.keys(markdown).join(', ')})`);
  }

  // --- navbar, footer, colour mode, announcement ----------------------------------------------------
  const routeBase = isObj(out.docs) ? String((out.docs as Obj).routeBasePath ?? 'docs') : 'docs';
  if (isObj(themeConfig.navbar)) {
    const { navbar, count } = mapNavbar(themeConfig.navbar, routeBase, skip, staticUrl);
    out.navbar = navbar;
    mapped.push(`navbar <- themeConfig.navbar (${count})`);
    rest(
      themeConfig.navbar,
      ['themeConfig', 'navbar'],
      ['title', 'logo', 'items'],
      (k) => `zapsite's navbar does not read "${k}".`,
    );
  }
  if (isObj(themeConfig.footer)) {
    const f = themeConfig.footer;
    const footer: Obj = {};
    const columns = Array.isArray(f.links) ? f.links : [];
    if (columns.length && columns.every(isObj) && columns.every((c) => Array.isArray((c as Obj).items))) {
      footer.links = columns.map((c) => {
        const col = c as Obj;
        const items = (col.items as unknown[]).filter(isObj).flatMap((item) => {
          const link = linkItem(item);
          if (!link)
            skip(
              ['themeConfig', 'footer', 'links', str(item.label) ?? 'html'],
              `a footer item without a label and a link (an html item) is not carried over.`,
            );
          return link ? [link] : [];
        });
        return { title: str(col.title) ?? '', items };
      });
    } else if (columns.length) {
      skip(
        ['themeConfig', 'footer', 'links'],
        'a footer of links without column titles is not supported; put them in titled columns.',
      );
    }
    if (str(f.copyright)) footer.copyright = f.copyright;
    rest(f, ['themeConfig', 'footer'], ['links', 'copyright'], (k) =>
      k === 'style' ? "zapsite's footer has one style." : `zapsite's footer does not read "${k}".`,
    );
    out.footer = footer;
    mapped.push(
      `footer <- themeConfig.footer (${Array.isArray(footer.links) ? footer.links.length : 0} columns${footer.copyright ? ', copyright' : ''})`,
    );
  }
  if (isObj(themeConfig.colorMode)) {
    const keys = ['defaultMode', 'respectPrefersColorScheme', 'disableSwitch'];
    out.colorMode = pick(themeConfig.colorMode, keys);
    rest(
      themeConfig.colorMode,
      ['themeConfig', 'colorMode'],
      keys,
      (k) => `zapsite's colour mode does not read "${k}".`,
    );
    mapped.push('colorMode <- themeConfig.colorMode');
  }
  if (isObj(themeConfig.announcementBar) && str(themeConfig.announcementBar.content)) {
    const a = themeConfig.announcementBar;
    const keys = ['id', 'content', 'backgroundColor', 'textColor', 'isCloseable'];
    // Docusaurus's bar is white with black text unless the config says otherwise.
    out.announcementBar = { id: 'announcement-bar', backgroundColor: '#fff', textColor: '#000', ...pick(a, keys) };
    rest(a, ['themeConfig', 'announcementBar'], keys, (k) => `zapsite's announcement bar does not read "${k}".`);
    mapped.push('announcementBar <- themeConfig.announcementBar');
  }

  // --- search ---------------------------------------------------------------------------------------
  if (isObj(themeConfig.algolia)) {
    const a = themeConfig.algolia;
    const search: Obj = pick(a, ['appId', 'apiKey', 'indexName']);
    if (bool(a.insights) !== undefined) search.insights = a.insights;
    if (
      isObj(a.replaceSearchResultPathname) &&
      str(a.replaceSearchResultPathname.from) &&
      str(a.replaceSearchResultPathname.to)
    ) {
      search.replaceSearchResultPathname = pick(a.replaceSearchResultPathname, ['from', 'to']);
    }
    if (str(a.searchPagePath)) search.searchPagePath = a.searchPagePath;
    else if (a.searchPagePath === false)
      skip(
        ['themeConfig', 'algolia', 'searchPagePath'],
        'zapsite always has a search page; searchPagePath: false is not supported.',
      );
    const reasons: Obj = {
      contextualSearch:
        'zapsite always filters hosted search by the page\'s docs version (and "default"), as contextual search does; there is no switch.',
      searchParameters: 'zapsite sends its own search parameters to Algolia.',
      externalUrlRegex: 'zapsite opens every result in the same tab.',
      askAi: 'Algolia Ask AI settings are not carried over; set search.askAi to show the button.',
    };
    rest(
      a,
      ['themeConfig', 'algolia'],
      ['appId', 'apiKey', 'indexName', 'insights', 'replaceSearchResultPathname', 'searchPagePath'],
      (k) => str(reasons[k]) ?? `zapsite's search does not read "${k}".`,
    );
    out.search = search;
    mapped.push('search <- themeConfig.algolia (hosted DocSearch, local index as fallback)');
  }

  // --- prism, sitemap, redirects, remote content, llms ------------------------------------------------
  if (isObj(themeConfig.prism)) {
    const pr = themeConfig.prism;
    if (Array.isArray(pr.magicComments)) {
      out.prism = { magicComments: pr.magicComments.filter(isObj).map((m) => pick(m, ['className', 'line', 'block'])) };
      mapped.push('prism.magicComments');
    }
    const reasons: Obj = {
      theme: 'zapsite colours code with its own light theme.',
      darkTheme: 'zapsite colours code with its own dark theme.',
      additionalLanguages: "zapsite loads every Prism language (refractor's) when a code block asks for it.",
    };
    rest(pr, ['themeConfig', 'prism'], ['magicComments'], (k) => {
      const from = stubName(pr[k]);
      return `${str(reasons[k]) ?? `zapsite does not read prism.${k}.`}${from ? ` (value from ${from})` : ''}`;
    });
  }
  // Docusaurus's sitemap leaves nothing out by default; zapsite's leaves out tag and list pages.
  const sm = sitemap ?? {};
  const keys = ['changefreq', 'priority', 'ignorePatterns'];
  out.sitemap = { ignorePatterns: [], ...pick(sm, keys) };
  mapped.push(`sitemap (ignorePatterns ${JSON.stringify((out.sitemap as Obj).ignorePatterns)})`);
  rest(sm, ['sitemap'], keys, (k) => `zapsite's sitemap does not read "${k}".`);
  if (redirects.length) {
    out.redirects = redirects;
    mapped.push(`redirects <- @docusaurus/plugin-client-redirects (${redirects.length})`);
  }
  if (remoteContent.length) {
    out.remoteContent = remoteContent;
    mapped.push(
      `remoteContent <- docusaurus-plugin-remote-content (${remoteContent.map((r) => String(r.name)).join(', ')})`,
    );
  }
  if (llms) {
    out.llms = llms;
    mapped.push('llms <- docusaurus-plugin-llms');
  }

  // --- broken-link rules: Docusaurus's values written out, as zapsite's defaults are stricter ---------
  out.onBrokenLinks = severity(dc.onBrokenLinks) ?? DOCUSAURUS_DEFAULTS.onBrokenLinks;
  out.onBrokenAnchors = severity(dc.onBrokenAnchors) ?? DOCUSAURUS_DEFAULTS.onBrokenAnchors;
  out.onBrokenMarkdownLinks =
    severity(hooks.onBrokenMarkdownLinks) ??
    severity(dc.onBrokenMarkdownLinks) ??
    DOCUSAURUS_DEFAULTS.onBrokenMarkdownLinks;
  if (severity(hooks.onBrokenMarkdownImages)) out.onBrokenImages = severity(hooks.onBrokenMarkdownImages);
  mapped.push(
    `onBrokenLinks '${String(out.onBrokenLinks)}', onBrokenAnchors '${String(out.onBrokenAnchors)}', onBrokenMarkdownLinks '${String(out.onBrokenMarkdownLinks)}'`,
  );

  // --- everything else at the top level -------------------------------------------------------------
  const known = [
    'title',
    'tagline',
    'url',
    'baseUrl',
    'favicon',
    'trailingSlash',
    'i18n',
    'presets',
    'plugins',
    'themes',
    'themeConfig',
    'markdown',
    'staticDirectories',
    'onBrokenLinks',
    'onBrokenAnchors',
    'onBrokenMarkdownLinks',
  ];
  rest(dc, [], known, (k) =>
    DEPLOYMENT.includes(k)
      ? 'a deployment setting: zapsite builds into build/ and leaves deploying to you.'
      : `zapsite does not read the top-level setting "${k}".`,
  );
  rest(
    themeConfig,
    ['themeConfig'],
    ['image', 'navbar', 'footer', 'colorMode', 'announcementBar', 'algolia', 'prism', 'tableOfContents'],
    (k) => `zapsite's theme does not read themeConfig.${k}.`,
  );
  return { config: out, mapped, unmapped };
}

function mapNavbar(
  n: Obj,
  routeBase: string,
  skip: (path: string[], reason: string) => void,
  staticUrl: (p: string) => string,
): { navbar: Obj; count: string } {
  const navbar: Obj = {};
  if (str(n.title)) navbar.title = n.title;
  if (isObj(n.logo) && str(n.logo.src)) {
    const logo: Obj = { alt: str(n.logo.alt) ?? str(n.title) ?? '', src: staticUrl(n.logo.src as string) };
    if (num(n.logo.width)) logo.width = n.logo.width;
    if (num(n.logo.height)) logo.height = n.logo.height;
    navbar.logo = logo;
    for (const key of Object.keys(n.logo))
      if (!['alt', 'src', 'width', 'height'].includes(key))
        skip(['themeConfig', 'navbar', 'logo', key], `zapsite's navbar logo does not read "${key}".`);
  }
  const items: Obj[] = [];
  const socials: Obj[] = [];
  for (const item of Array.isArray(n.items) ? n.items.filter(isObj) : []) {
    const type = str(item.type) ?? 'default';
    const position = item.position === 'right' ? 'right' : 'left';
    const label = str(item.label);
    const where = ['themeConfig', 'navbar', 'items', label ?? str(item.docId) ?? str(item.sidebarId) ?? type];
    if (type === 'default' || type === 'link') {
      const social = socialOf(item);
      if (social) {
        socials.push(social);
        continue;
      }
      const link = linkItem(item);
      if (!link) {
        skip(where, 'a navbar link without a label and a to or href (an icon or html link) is not carried over.');
        continue;
      }
      items.push({ ...link, position });
      reportExtraKeys(item, where, ['type', 'label', 'to', 'href', 'position'], skip);
    } else if (type === 'doc') {
      items.push({ type: 'doc', docId: item.docId, ...(label ? { label } : {}), position });
      reportExtraKeys(item, where, ['type', 'docId', 'label', 'position'], skip);
    } else if (type === 'docSidebar') {
      items.push({ type: 'docSidebar', sidebarId: item.sidebarId, label: label ?? String(item.sidebarId), position });
      reportExtraKeys(item, where, ['type', 'sidebarId', 'label', 'position'], skip);
    } else if (type === 'docsVersionDropdown') {
      const dropdown: Obj = { type, position };
      for (const key of ['dropdownItemsBefore', 'dropdownItemsAfter'] as const) {
        const links = (Array.isArray(item[key]) ? item[key].filter(isObj) : []).map((child) => ({
          child,
          link: child.type === undefined || child.type === 'default' ? linkItem(child) : undefined,
        }));
        for (const { child, link } of links)
          if (!link)
            skip(
              [...where, key, str(child.label) ?? str(child.type) ?? 'item'],
              `only plain links (label with to or href) are carried over into ${key}.`,
            );
        const kept = links.flatMap(({ link }) => (link ? [link] : []));
        if (kept.length) dropdown[key] = kept;
      }
      if (bool(item.dropdownActiveClassDisabled) !== undefined)
        dropdown.dropdownActiveClassDisabled = item.dropdownActiveClassDisabled;
      items.push(dropdown);
      reportExtraKeys(
        item,
        where,
        ['type', 'position', 'dropdownItemsBefore', 'dropdownItemsAfter', 'dropdownActiveClassDisabled'],
        skip,
      );
    } else if (type === 'docsVersion') {
      items.push({ type, position, ...(label ? { label } : {}), ...(str(item.to) ? { to: item.to } : {}) });
      reportExtraKeys(item, where, ['type', 'label', 'to', 'position'], skip);
    } else if (type === 'dropdown') {
      const sub: Obj[] = [];
      for (const child of Array.isArray(item.items) ? item.items.filter(isObj) : []) {
        const childWhere = [...where, 'items', str(child.label) ?? str(child.docId) ?? str(child.type) ?? 'items'];
        if (child.type === 'doc' && str(child.docId)) {
          // zapsite's dropdown takes links; the doc's URL is its id unless the doc sets a slug.
          const to = `/${routeBase}/${String(child.docId)}/`.replace(/\/+/g, '/');
          sub.push({ label: str(child.label) ?? String(child.docId), to });
          skip(childWhere, `written as a link to ${to}: check it if that doc sets a slug.`);
          continue;
        }
        const link = child.type === undefined || child.type === 'default' ? linkItem(child) : undefined;
        if (link) sub.push(link);
        else
          skip(
            childWhere,
            `a dropdown item of type "${String(child.type ?? 'html')}" is not supported; zapsite's dropdowns hold links.`,
          );
      }
      items.push({ type: 'dropdown', label: label ?? '', position, items: sub });
      reportExtraKeys(item, where, ['type', 'label', 'position', 'items'], skip);
    } else {
      const reasons: Obj = {
        search: 'zapsite places the search button itself.',
        localeDropdown: 'zapsite builds one locale.',
        html: 'html navbar items are not supported.',
      };
      skip(where, str(reasons[type]) ?? `navbar items of type "${type}" are not supported.`);
    }
  }
  navbar.items = items;
  if (socials.length) navbar.socials = socials;
  const dropdowns = items.filter((i) => i.type === 'dropdown').length;
  const parts = [`${items.length} items`];
  if (dropdowns) parts.push(`${dropdowns} dropdown${dropdowns > 1 ? 's' : ''}`);
  if (socials.length)
    parts.push(
      `${socials.length} social link${socials.length > 1 ? 's' : ''}: ${socials.map((s) => String(s.icon)).join(', ')}`,
    );
  if (navbar.logo) parts.push('logo');
  return { navbar, count: parts.join(', ') };
}

function reportExtraKeys(
  item: Obj,
  where: string[],
  known: string[],
  skip: (path: string[], reason: string) => void,
): void {
  for (const key of Object.keys(item))
    if (!known.includes(key)) skip([...where, key], `zapsite's navbar items do not read "${key}".`);
}

const SOCIAL_HOSTS: [RegExp, string, string][] = [
  [/(^|\.)github\.com$/, 'github', 'GitHub'],
  [/(^|\.)(discord\.gg|discord\.com|discordapp\.com)$/, 'discord', 'Discord'],
  [/(^|\.)reddit\.com$/, 'reddit', 'Reddit'],
  [/(^|\.)(youtube\.com|youtu\.be)$/, 'youtube', 'YouTube'],
];

/**
 * A navbar link that is clearly a profile link: on the platform's host, and labelled only with the
 * platform's name (or not labelled, with the name in its class or aria-label, as icon links are).
 * Anything else stays an ordinary link.
 */
function socialOf(item: Obj): Obj | undefined {
  const href = str(item.href);
  if (!href) return undefined;
  let host: string;
  try {
    host = new URL(href).hostname.toLowerCase();
  } catch {
    return undefined;
  }
  const platform = SOCIAL_HOSTS.find(([re]) => re.test(host));
  if (!platform) return undefined;
  const [, icon, name] = platform;
  const label = str(item.label);
  const hint = `${str(item.className) ?? ''} ${str(item['aria-label']) ?? ''}`.toLowerCase();
  const clearly = label ? label.trim().toLowerCase() === name.toLowerCase() : hint.includes(icon);
  if (!clearly) return undefined;
  return { label: label ?? str(item['aria-label']) ?? name, href, icon };
}

function linkItem(item: Obj): Obj | undefined {
  const label = str(item.label);
  const to = str(item.to);
  const href = str(item.href);
  if (!label || (!to && !href)) return undefined;
  return to ? { label, to } : { label, href };
}

function pick(obj: Obj, keys: string[]): Obj {
  const out: Obj = {};
  for (const key of keys) if (obj[key] !== undefined) out[key] = obj[key];
  return out;
}

/** A preset or plugin entry as its package name and options: `'name'`, `['name', options]`. */
function pluginEntry(entry: unknown): [string | undefined, unknown] {
  if (typeof entry === 'string') return [entry, undefined];
  if (Array.isArray(entry) && typeof entry[0] === 'string') return [entry[0], entry[1]];
  const stub = stubName(entry) ?? (Array.isArray(entry) ? stubName(entry[0]) : undefined);
  if (stub) return [stub.replace(/(\.default)?(\(\))?$/, ''), Array.isArray(entry) ? entry[1] : undefined];
  return [undefined, undefined];
}

function isSecondInstance(o: Obj): boolean {
  return o.id !== undefined && o.id !== 'default';
}

function cssList(v: unknown): string[] {
  if (typeof v === 'string') return [v];
  if (Array.isArray(v)) return v.filter((s): s is string => typeof s === 'string');
  return [];
}

function feedTypes(type: unknown): string[] {
  if (type === 'all') return ['rss', 'atom', 'json'];
  if (type === null) return [];
  if (typeof type === 'string') return [type];
  if (Array.isArray(type)) return type.filter((t): t is string => typeof t === 'string');
  return DOCUSAURUS_DEFAULTS.feedTypes;
}
