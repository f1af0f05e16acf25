// `zapsite migrate --from docusaurus` through the real CLI, on temporary copies: the written
// config (every key, read back by running it), the settings it reports as not carried over (at
// their lines), that no other file changes, and the --force rule.
import { afterEach, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fg from 'fast-glob';
import { zapsite } from '../helpers/cli.ts';
import { FIXTURES } from '../helpers/paths.ts';
import { copyFixture, type TempSite } from './temp-site.ts';
import { evaluateConfig } from '../../generator/config/evaluate.ts';
import { loadConfig } from '../../generator/config/load.ts';

const DEFINE = fileURLToPath(new URL('../../generator/config/define.ts', import.meta.url));
const FIXTURE_CONFIG = readFileSync(join(FIXTURES, 'docusaurus-site/docusaurus.config.ts'), 'utf8');

/** Every file under root with a hash of its bytes. */
async function tree(root: string): Promise<Record<string, string>> {
  const files = await fg('**/*', { cwd: root, dot: true, onlyFiles: true });
  const out: Record<string, string> = {};
  for (const f of files.sort())
    out[f] = createHash('sha256')
      .update(await readFile(join(root, f)))
      .digest('hex');
  return out;
}

/** The object the written config exports, as running it gives. */
async function written(root: string): Promise<unknown> {
  return (await evaluateConfig(join(root, 'zapsite.config.ts'), { 'zapsite/config': DEFINE })).exports.default;
}

/** The 1-based line of the fixture config holding `text`. */
function fixtureLine(text: string): number {
  const at = FIXTURE_CONFIG.indexOf(text);
  expect(at, `fixture config holds ${text}`).toBeGreaterThanOrEqual(0);
  return FIXTURE_CONFIG.slice(0, at).split('\n').length;
}

const sites: TempSite[] = [];
afterEach(async () => {
  await Promise.all(sites.splice(0).map((s) => s.remove()));
});
async function fixtureCopy(): Promise<TempSite> {
  const site = await copyFixture('docusaurus-site');
  sites.push(site);
  return site;
}

describe('zapsite migrate --from docusaurus', () => {
  it('writes zapsite.config.ts with every setting it maps, and changes no other file', async () => {
    const site = await fixtureCopy();
    const before = await tree(site.root);
    expect(before['zapsite.config.ts']).toBeUndefined();

    const r = await zapsite(['migrate', '--from', 'docusaurus', '--root', site.root]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).not.toContain('names @docusaurus/core');
    expect(r.stdout).not.toContain('Babel');

    const after = await tree(site.root);
    const { 'zapsite.config.ts': made, ...rest } = after;
    expect(made).toBeDefined();
    expect(rest).toEqual(before);

    const text = await readFile(join(site.root, 'zapsite.config.ts'), 'utf8');
    expect(text).toContain("import { defineConfig } from 'zapsite/config';");
    expect(text).toContain('export default defineConfig({');
    expect(await written(site.root)).toEqual({
      title: 'Tap Station',
      tagline: 'Launch games from NFC tags',
      titleDelimiter: '·',
      url: 'https://tapstation.example.org',
      baseUrl: '/',
      favicon: '/img/favicon.svg',
      image: '/img/tap-card.svg',
      trailingSlash: true,
      i18n: { defaultLocale: 'en', locales: ['en'] },
      docs: {
        path: 'docs',
        editUrl: 'https://github.com/tapstation/site/tree/main/',
        showLastUpdateTime: true,
        sidebarPath: 'sidebars.ts',
      },
      blog: {
        path: 'blog',
        title: 'Tap Station news',
        description: 'What changed on the tap station.',
        postsPerPage: 5,
        blogSidebarCount: 5,
        showReadingTime: true,
        feedTypes: ['rss', 'atom'],
        feedXslt: false,
        onInlineAuthors: 'ignore',
        onUntruncatedBlogPosts: 'throw',
        onInlineTags: 'ignore',
      },
      pages: { path: 'src/pages' },
      staticDir: 'static',
      theme: { name: 'classic', customCss: ['src/css/custom.css'], infima: true },
      // TapCounter keeps state, so it must hydrate as it does in Docusaurus; ReaderCard and Highlight do not.
      markdown: {
        format: 'detect',
        components: 'src/theme/MDXComponents.tsx',
        interactive: { TapCounter: 'visible' },
        interactiveFrom: { TapCounter: 'src/components/TapCounter/index.tsx' },
      },
      navbar: {
        title: 'Tap Station',
        logo: { alt: 'Tap Station logo', src: '/img/logo.svg' },
        hideOnScroll: true,
        items: [
          { type: 'docSidebar', sidebarId: 'guideSidebar', label: 'Guide', position: 'left' },
          { type: 'doc', docId: 'reference/zapscript', label: 'ZapScript', position: 'left' },
          {
            type: 'dropdown',
            label: 'Hardware',
            position: 'left',
            items: [
              { label: 'Readers', to: '/docs/guide/readers/' },
              { label: 'Hardware notes', to: '/hardware/' },
              { label: 'Reader shop', href: 'https://shop.example.org/' },
            ],
          },
          { label: 'News', to: '/blog/', position: 'left' },
          // Profile links stay links, in the config's order, as the classic theme renders them.
          { label: 'GitHub', href: 'https://github.com/tapstation/site', position: 'right' },
          { label: 'Forum', href: 'https://forum.example.org/', position: 'right' },
        ],
      },
      footer: {
        links: [
          {
            title: 'Learn',
            items: [
              { label: 'Setup', to: '/docs/guide/setup/' },
              { label: 'ZapScript', to: '/docs/reference/zapscript/' },
            ],
          },
          {
            title: 'Community',
            items: [
              { label: 'Forum', href: 'https://forum.example.org/' },
              { label: 'News', to: '/blog/' },
            ],
          },
        ],
        copyright: 'Copyright 2026 the Tap Station writers.',
        style: 'dark',
      },
      colorMode: { defaultMode: 'dark', respectPrefersColorScheme: true },
      // Read by a site's own src/theme/prism-include-languages (content/site-prism.ts).
      prism: { additionalLanguages: ['lua'] },
      announcementBar: {
        id: 'reader-firmware',
        content: 'New reader firmware is out: see the <a href="/blog/">news</a>.',
        backgroundColor: '#20232a',
        textColor: '#ffffff',
        isCloseable: true,
      },
      search: {
        appId: 'TAPSTATION1',
        apiKey: 'search-only-key-0123456789',
        indexName: 'tapstation',
        searchPagePath: 'search',
      },
      sitemap: { ignorePatterns: [] },
      redirects: [
        { from: '/docs/start/', to: '/docs/guide/setup/' },
        { from: '/readers/', to: '/docs/guide/readers/' },
        { from: '/hardware/readers/', to: '/docs/guide/readers/' },
      ],
      onBrokenLinks: 'throw',
      onBrokenAnchors: 'throw',
      onBrokenMarkdownLinks: 'throw',
      onBrokenHtmlImages: 'warn',
      onDuplicateRoutes: 'warn',
      // Its deployment settings, which zapsite does not use, for site code that reads them.
      docusaurusSiteConfig: { organizationName: 'tapstation', projectName: 'tapstation.example.org' },
    });
    // It validates as a zapsite config.
    const { config } = await loadConfig(site.root);
    expect(config.title).toBe('Tap Station');
    expect(config.search.appId).toBe('TAPSTATION1');

    // What it mapped, then every setting it did not, each at its line in the Docusaurus config.
    expect(r.stdout).toMatch(/^Wrote zapsite\.config\.ts from docusaurus\.config\.ts:$/m);
    expect(r.stdout).toContain('redirects <- @docusaurus/plugin-client-redirects (3)');
    expect(r.stdout).toContain('navbar <- themeConfig.navbar (6 items, 1 dropdown, logo)');
    expect(r.stdout).toContain('docusaurusSiteConfig <- organizationName, projectName (for site code');
    expect(r.stdout).toMatch(/^Not carried over \(4\):$/m);
    const notCarried = r.stdout
      .split('Not carried over')[1]!
      .split('\n')
      .filter((l) => l.startsWith('  '));
    expect(notCarried.map((l) => l.trim().split(': ')[0])).toEqual([
      `docusaurus.config.ts:${fixtureLine("'@docusaurus/plugin-google-tag-manager'")}  plugins.@docusaurus/plugin-google-tag-manager`,
      `docusaurus.config.ts:${fixtureLine('contextualSearch: true')}  themeConfig.algolia.contextualSearch`,
      `docusaurus.config.ts:${fixtureLine('theme: prismThemes.github')}  themeConfig.prism.theme`,
      `docusaurus.config.ts:${fixtureLine('darkTheme: prismThemes.dracula')}  themeConfig.prism.darkTheme`,
    ]);
    expect(r.stdout).toContain('(value from prism-react-renderer.themes.github)');
    expect(r.stdout).toContain('zapsite has no plugin "@docusaurus/plugin-google-tag-manager"');
  });

  it('refuses to replace an existing zapsite.config.ts without --force, and replaces it with --force', async () => {
    const site = await fixtureCopy();
    const mine =
      "import { defineConfig } from 'zapsite/config';\nexport default defineConfig({ title: 'Mine', url: 'https://example.com' });\n";
    await writeFile(join(site.root, 'zapsite.config.ts'), mine);
    const before = await tree(site.root);

    const refused = await zapsite(['migrate', '--from', 'docusaurus', '--root', site.root]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      'error[migrate-config-exists]: zapsite.config.ts already exists, so migrate left it as it is.',
    );
    expect(refused.stderr).toContain('Pass --force to replace it');
    expect(refused.stderr).toContain('Migrate stopped: no file was written.');
    expect(refused.stdout).not.toContain('Wrote');
    expect(await tree(site.root)).toEqual(before);

    // A site still on Docusaurus 2 is told that content is read as Docusaurus 3 reads it.
    const pkg = join(site.root, 'package.json');
    await writeFile(
      pkg,
      (await readFile(pkg, 'utf8')).replace('"@docusaurus/core": "^3.0.0"', '"@docusaurus/core": "^2.4.3"'),
    );
    // And a Babel config adding a preset beyond Docusaurus's own is named: zapsite does not run it.
    await writeFile(
      join(site.root, 'babel.config.js'),
      "module.exports = { presets: [require.resolve('@docusaurus/core/lib/babel/preset'), '@babel/preset-flow'] };\n",
    );
    const forced = await zapsite(['migrate', '--from', 'docusaurus', '--root', site.root, '--force']);
    expect(forced.code).toBe(0);
    expect(forced.stdout).toContain(
      'package.json names @docusaurus/core ^2.4.3: zapsite reads Markdown and MDX as Docusaurus 3 does',
    );
    expect(forced.stdout).toContain(
      "babel.config.js adds Babel presets and plugins zapsite does not run (it compiles site code with esbuild: JSX and TypeScript, as Docusaurus's own preset does): @babel/preset-flow.",
    );
    expect(await readFile(join(site.root, 'zapsite.config.ts'), 'utf8')).not.toBe(mine);
    expect((await written(site.root)) as { title: string }).toMatchObject({ title: 'Tap Station' });
  });

  it('reads a CommonJS config exported as an async function, with plugins it does not have installed', async () => {
    const root = await mkdtemp(join(tmpdir(), 'zapsite-migrate-cjs-'));
    sites.push({ root, dir: root, remove: () => rm(root, { recursive: true, force: true }) });
    await mkdir(join(root, 'src/css'), { recursive: true });
    await writeFile(join(root, 'src/css/custom.css'), ':root { --ifm-color-primary: #c03; }\n');
    await writeFile(join(root, 'sidebars.js'), 'module.exports = { docs: [] };\n');
    await writeFile(
      join(root, 'docusaurus.config.js'),
      `// @ts-check
const math = require('remark-math');
const { themes } = require('prism-react-renderer');

module.exports = async function createConfig() {
  return {
    title: "Reader's \\\\ Corner",
    url: 'https://readers.example.org',
    baseUrl: '/corner/',
    i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
    markdown: { mermaid: true },
    themes: ['@docusaurus/theme-mermaid', 'docusaurus-theme-openapi'],
    presets: [
      [
        '@docusaurus/preset-classic',
        {
          docs: {
            path: 'guides',
            routeBasePath: '/',
            sidebarPath: require.resolve('./sidebars.js'),
            remarkPlugins: [math],
            lastVersion: 'current',
            includeCurrentVersion: true,
            onlyIncludeVersions: ['current', '1.0'],
            versions: {
              current: { label: 'Next', path: 'next', banner: 'unreleased' },
              '1.0': { label: '1.0', badge: true, noIndex: true, className: 'old' },
            },
          },
          blog: false,
          theme: { customCss: [require.resolve('./src/css/custom.css')] },
          sitemap: { changefreq: null, lastmod: 'date', ignorePatterns: ['/tags/**'], filename: 'map.xml' },
        },
      ],
    ],
    plugins: [
      ['@docusaurus/plugin-client-redirects', { createRedirects(path) { return undefined; } }],
      ['docusaurus-plugin-remote-content', { name: 'core-api', sourceBaseUrl: 'https://raw.example.org/api/', outDir: 'guides/api', documents: ['index.md', 'methods.md'], requestConfig: { timeout: 3000 } }],
      ['docusaurus-plugin-remote-content', { name: 'changelog', sourceBaseUrl: 'https://raw.example.org/', outDir: 'guides', documents: ['CHANGELOG.md'], performCleanup: false }],
      ['docusaurus-plugin-llms', { generateLLMsTxt: true, generateLLMsFullTxt: false, docsDir: 'guides', includeBlog: false, title: 'Reader docs', llmsTxtFilename: 'reader-llms.txt', ignoreFiles: ['guides/old'], pathTransformation: {} }], ['@docusaurus/plugin-ideal-image', { quality: 70 }], ['@docusaurus/plugin-svgr', { svgrConfig: {} }], '@docusaurus/plugin-pwa', ['@docusaurus/plugin-google-gtag', { trackingID: 'G-1' }],
    ],
    themeConfig: {
      navbar: {
        items: [
          { href: 'https://discord.gg/readers', 'aria-label': 'Discord', className: 'header-discord-link', position: 'right', target: '_self', rel: 'me' },
          { href: 'https://github.com/readers/corner', label: 'Source code', position: 'right' },
          { type: 'dropdown', label: 'More', items: [{ type: 'doc', docId: 'faq', label: 'FAQ' }, { type: 'html', value: '<hr>' }, { type: 'docSidebar', sidebarId: 'guide', label: 'Guide' }] },
          { type: 'search', position: 'right' }, { type: 'docsVersionDropdown', position: 'right', className: 'versions-toggle', dropdownItemsAfter: [{ to: '/versions', label: 'All versions' }, { type: 'html', value: '<hr>' }] }, { type: 'docsVersion', label: 'Docs' },
        ],
      },
      footer: { links: [{ label: 'Flat link', to: '/' }] },
      announcementBar: { content: 'Version 2 is out.' },
      tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 4 },
      prism: { theme: themes.oneDark, magicComments: [{ className: 'error-line', line: 'error-next-line' }] },
    },
    onBrokenMarkdownLinks: 'ignore',
  };
};
`,
    );
    const r = await zapsite(['migrate', '--from', 'docusaurus', '--root', root]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(await written(root)).toEqual({
      title: "Reader's \\ Corner",
      url: 'https://readers.example.org',
      baseUrl: '/corner/',
      i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
      docs: {
        path: 'guides',
        routeBasePath: '/',
        sidebarPath: 'sidebars.js',
        lastVersion: 'current',
        includeCurrentVersion: true,
        onlyIncludeVersions: ['current', '1.0'],
        versions: {
          current: { label: 'Next', path: 'next', banner: 'unreleased' },
          '1.0': { label: '1.0', badge: true, noIndex: true, className: 'old' },
        },
        tocMinHeadingLevel: 2,
        tocMaxHeadingLevel: 4,
      },
      blog: false,
      pages: { path: 'src/pages' },
      staticDir: 'static',
      theme: { name: 'classic', customCss: ['src/css/custom.css'], infima: true },
      markdown: { mermaid: true },
      navbar: {
        items: [
          // An icon link: no label, drawn by the site's CSS through its className.
          {
            label: '',
            href: 'https://discord.gg/readers',
            position: 'right',
            className: 'header-discord-link',
            'aria-label': 'Discord',
            target: '_self',
            rel: 'me',
          },
          { label: 'Source code', href: 'https://github.com/readers/corner', position: 'right' },
          {
            type: 'dropdown',
            label: 'More',
            position: 'left',
            items: [
              { type: 'doc', docId: 'faq', label: 'FAQ' },
              { type: 'html', value: '<hr>' },
            ],
          },
          { type: 'search', position: 'right' },
          {
            type: 'docsVersionDropdown',
            position: 'right',
            className: 'versions-toggle',
            dropdownItemsAfter: [{ label: 'All versions', to: '/versions' }],
          },
          { type: 'docsVersion', position: 'left', label: 'Docs' },
        ],
      },
      footer: { links: [{ label: 'Flat link', to: '/' }] },
      announcementBar: {
        id: 'announcement-bar',
        backgroundColor: '#fff',
        textColor: '#000',
        content: 'Version 2 is out.',
      },
      prism: { magicComments: [{ className: 'error-line', line: 'error-next-line' }] },
      sitemap: { ignorePatterns: ['/tags/**'], changefreq: null, lastmod: 'date' },
      // A function: taken from the Docusaurus config at each build.
      createRedirects: { docusaurusConfig: './docusaurus.config.js', path: ['plugins', 0, 1, 'createRedirects'] },
      remoteContent: [
        {
          name: 'core-api',
          sourceBaseUrl: 'https://raw.example.org/api/',
          outDir: 'guides/api',
          documents: ['index.md', 'methods.md'],
          timeoutMs: 3000,
        },
        { name: 'changelog', sourceBaseUrl: 'https://raw.example.org/', outDir: 'guides', documents: ['CHANGELOG.md'] },
      ],
      llms: {
        generateLLMsTxt: true,
        generateLLMsFullTxt: false,
        docsDir: 'guides',
        includeBlog: false,
        title: 'Reader docs',
        llmsTxtFilename: 'reader-llms.txt',
        ignoreFiles: ['guides/old'],
      },
      onBrokenLinks: 'throw',
      onBrokenAnchors: 'warn',
      onBrokenMarkdownLinks: 'ignore',
      onBrokenHtmlImages: 'warn',
      onDuplicateRoutes: 'warn',
    });
    // It loads with the versions options and navbar items as the build reads them.
    const { config: loaded } = await loadConfig(root);
    expect(loaded.docs && loaded.docs.versions['1.0']).toEqual({
      label: '1.0',
      badge: true,
      noIndex: true,
      className: 'old',
    });
    expect(loaded.docs && [loaded.docs.lastVersion, loaded.docs.onlyIncludeVersions]).toEqual([
      'current',
      ['current', '1.0'],
    ]);
    // Every locale is carried over and built (generator/i18n/).
    expect(loaded.i18n.locales).toEqual(['en', 'fr']);
    expect(r.stdout).not.toContain('i18n.locales');
    expect(loaded.navbar.items.map((i) => i.type)).toEqual([
      'link',
      'link',
      'dropdown',
      'search',
      'docsVersionDropdown',
      'docsVersion',
    ]);
    for (const expected of [
      'themeConfig.navbar.items.docsVersionDropdown.dropdownItemsAfter.html: only plain links',
      'themes.docusaurus-theme-openapi: zapsite has no theme "docusaurus-theme-openapi"',
      'docs.remarkPlugins: ',
      'createRedirects <- @docusaurus/plugin-client-redirects (a function, taken from docusaurus.config.js at each build)',
      'plugins.docusaurus-plugin-remote-content.performCleanup: ',
      'plugins.docusaurus-plugin-llms.pathTransformation: ',
      '@docusaurus/plugin-ideal-image <- @theme/IdealImage shows the original image, lazily loaded',
      'plugins.@docusaurus/plugin-ideal-image.quality: the ideal-image option "quality" has no zapsite equivalent',
      '@docusaurus/plugin-svgr <- zapsite makes an imported SVG a React component itself (SVGR-style)',
      'plugins.@docusaurus/plugin-svgr.svgrConfig: the svgr option "svgrConfig" has no zapsite equivalent.',
      'plugins.@docusaurus/plugin-pwa: zapsite has no plugin "@docusaurus/plugin-pwa"',
      'plugins.@docusaurus/plugin-google-gtag: zapsite has no plugin "@docusaurus/plugin-google-gtag"; add the analytics script with a local plugin\'s injectHtmlTags',
      'sitemap.filename: zapsite\'s sitemap does not read "filename".',
      'docusaurus.config.js:47  themeConfig.navbar.items.More.items.Guide: a dropdown item of type "docSidebar" is not supported',
      'themeConfig.prism.theme: zapsite colours code with its own light theme. (value from prism-react-renderer.themes.oneDark)',
    ]) {
      expect(r.stdout).toContain(expected);
    }
    // A dropdown's doc item is carried as one (the build finds its doc, slug and all).
    expect(r.stdout).not.toContain('items.FAQ');
  });

  it('says so, and writes nothing, when there is no Docusaurus config or it does not compile', async () => {
    const root = await mkdtemp(join(tmpdir(), 'zapsite-migrate-bad-'));
    sites.push({ root, dir: root, remove: () => rm(root, { recursive: true, force: true }) });

    const none = await zapsite(['migrate', '--from', 'docusaurus', '--root', root]);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('error[migrate-no-config]: No Docusaurus config found in');

    await writeFile(
      join(root, 'docusaurus.config.ts'),
      "export default {\n  title: 'Broken',\n  url: 'https://x.example',,\n};\n",
    );
    const broken = await zapsite(['migrate', '--from', 'docusaurus', '--root', root]);
    expect(broken.code).toBe(2);
    expect(broken.stderr).toContain('error[migrate-config-syntax]: docusaurus.config.ts could not be compiled');
    expect(broken.stderr).toContain('--> docusaurus.config.ts:3:');
    expect(await fg('**/*', { cwd: root })).toEqual(['docusaurus.config.ts']);

    const other = await zapsite(['migrate', '--from', 'hugo', '--root', root]);
    expect(other.code).toBe(2);
    expect(other.stderr).toContain('zapsite migrates from docusaurus only.');
  });
});
