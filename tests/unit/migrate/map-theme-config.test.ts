// `zapsite migrate` carries themeConfig over: the footer whole (columns and a plain row of links, with
// the `{ html }` items sites use for badges and image links, className kept, a column's too), the meta tags, the docs
// sidebar options, navbar dropdowns written without a type; the blog's 'ALL' counts, and a preset
// named like the classic one.
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mapDocusaurusConfig } from '../../../generator/migrate/map-docusaurus.ts';

const site = (footer: Record<string, unknown>) => ({
  title: 'Tap Station',
  url: 'https://tap.example',
  baseUrl: '/',
  themeConfig: { footer },
});

describe('migrating the footer', () => {
  it('keeps html items in columns and in a plain row, and reports none of them as left out', () => {
    const badge = '<a href="https://hosting.example/"><img src="/img/hosted.svg" alt="Hosted by Example" /></a>';
    const m = mapDocusaurusConfig(
      site({
        links: [
          {
            title: 'Docs',
            className: 'docs-column',
            items: [
              { label: 'Start', to: 'docs/start' },
              { html: badge, className: 'hosted-badge' },
            ],
          },
        ],
      }),
      '/nowhere',
    );
    expect(m.config.footer).toMatchObject({
      links: [
        {
          title: 'Docs',
          className: 'docs-column',
          items: [
            { label: 'Start', to: 'docs/start' },
            { html: badge, className: 'hosted-badge' },
          ],
        },
      ],
    });
    expect(m.unmapped.filter((u) => u.path[1] === 'footer')).toEqual([]);
    const row = mapDocusaurusConfig(site({ links: [{ label: 'Start', to: '/docs/' }, { html: badge }] }), '/nowhere');
    expect(row.config.footer).toMatchObject({ links: [{ label: 'Start', to: '/docs/' }, { html: badge }] });
  });

  it("carries a link's other fields as its attributes, as Docusaurus hands them to the link", () => {
    const m = mapDocusaurusConfig(
      site({
        links: [
          {
            title: 'Shop',
            items: [
              {
                label: 'Readers',
                href: 'https://tap.example/readers',
                'data-umami-event': 'footer-readers',
                className: 'shop-link',
              },
            ],
          },
        ],
      }),
      '/nowhere',
    );
    expect(m.config.footer).toMatchObject({
      links: [
        {
          title: 'Shop',
          items: [
            {
              label: 'Readers',
              href: 'https://tap.example/readers',
              attributes: { 'data-umami-event': 'footer-readers', className: 'shop-link' },
            },
          ],
        },
      ],
    });
    expect(m.unmapped.filter((u) => u.path[1] === 'footer')).toEqual([]);
  });

  it('still reports an item that is neither a link nor html', () => {
    const m = mapDocusaurusConfig(site({ links: [{ title: 'Docs', items: [{ label: 'Nowhere' }] }] }), '/nowhere');
    expect(m.config.footer).toMatchObject({ links: [{ title: 'Docs', items: [] }] });
    expect(m.unmapped.map((u) => u.path.join('.'))).toContain('themeConfig.footer.links.Nowhere');
  });
});

describe('migrating the meta tags', () => {
  it('carries themeConfig.metadata over as metadata, and reports a tag it cannot write', () => {
    expect(mapDocusaurusConfig(site({}), '/nowhere').config.metadata).toBeUndefined();
    const tags = [
      { name: 'keywords', content: 'nfc, retro' },
      { property: 'og:site_name', content: 'Tap Station' },
    ];
    const withTags = mapDocusaurusConfig(
      {
        title: 'Tap Station',
        url: 'https://tap.example',
        baseUrl: '/',
        themeConfig: { metadata: [...tags, { name: 'n', content: 3 }] },
      },
      '/nowhere',
    );
    expect(withTags.config.metadata).toEqual(tags);
    expect(withTags.unmapped.map((u) => u.path.join('.'))).toEqual(['themeConfig.metadata']);
  });
});

describe('migrating headTags, scripts and stylesheets', () => {
  it('carries them over as they are, and reports a list holding anything but data', () => {
    const headTags = [{ tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.example.org' } }];
    const m = mapDocusaurusConfig(
      {
        title: 'Tap Station',
        url: 'https://tap.example',
        baseUrl: '/',
        headTags,
        scripts: ['https://buttons.example.org/buttons.js', { src: '/js/a.js', defer: true }],
        stylesheets: [{ href: () => 'computed' }],
      },
      '/nowhere',
    );
    expect(m.config.headTags).toEqual(headTags);
    expect(m.config.scripts).toEqual(['https://buttons.example.org/buttons.js', { src: '/js/a.js', defer: true }]);
    expect(m.config.stylesheets).toBeUndefined();
    expect(m.unmapped.map((u) => u.path.join('.'))).toEqual(['stylesheets']);
  });
});

describe('migrating the docs sidebar options', () => {
  const migrate = (sidebar: Record<string, unknown>) =>
    mapDocusaurusConfig(
      {
        title: 'Tap Station',
        url: 'https://tap.example',
        baseUrl: '/',
        presets: [['classic', { docs: { path: 'docs' }, blog: false }]],
        themeConfig: { docs: { sidebar } },
      },
      '/nowhere',
    );

  it('carries autoCollapseCategories and hideable into the theme', () => {
    const m = migrate({ autoCollapseCategories: true, hideable: true });
    expect(m.config.theme).toMatchObject({ name: 'classic', autoCollapseCategories: true, hideableSidebar: true });
    expect(m.mapped).toContain('theme.hideableSidebar <- themeConfig.docs.sidebar.hideable');
    expect(m.unmapped).toEqual([]);
  });

  it("carries the docs plugin's sidebarCollapsed and sidebarCollapsible, which every category that does not say starts as", () => {
    const m = mapDocusaurusConfig(
      {
        title: 'Tap Station',
        url: 'https://tap.example',
        baseUrl: '/',
        presets: [
          ['classic', { docs: { path: 'docs', sidebarCollapsed: false, sidebarCollapsible: true }, blog: false }],
        ],
      },
      '/nowhere',
    );
    expect(m.config.docs).toMatchObject({ sidebarCollapsed: false, sidebarCollapsible: true });
    expect(m.unmapped).toEqual([]);
  });

  it('carries hideable: false as written, and reports a sidebar option zapsite does not read', () => {
    const m = migrate({ hideable: false, stickyFooter: true });
    expect(m.config.theme).toMatchObject({ hideableSidebar: false });
    expect(m.config.theme).not.toHaveProperty('autoCollapseCategories');
    expect(m.unmapped.map((u) => u.path.join('.'))).toEqual(['themeConfig.docs.sidebar.stickyFooter']);
  });
});

describe('migrating navbar items', () => {
  it('reads an item with items and no type (or "default") as a dropdown, as Docusaurus does, its className kept', () => {
    const forum = { label: 'Forum', href: 'https://forum.tap.example' };
    const m = mapDocusaurusConfig(
      {
        title: 'Tap Station',
        url: 'https://tap.example',
        baseUrl: '/',
        themeConfig: {
          navbar: {
            items: [
              { label: 'Community', position: 'right', items: [forum], className: 'community-menu' },
              { type: 'default', label: 'Help', items: [{ label: 'Guide', to: '/docs/' }] },
            ],
          },
        },
      },
      '/nowhere',
    );
    expect((m.config.navbar as { items: unknown[] }).items).toEqual([
      { type: 'dropdown', label: 'Community', position: 'right', items: [forum], className: 'community-menu' },
      { type: 'dropdown', label: 'Help', position: 'left', items: [{ label: 'Guide', to: '/docs/' }] },
    ]);
    expect(m.unmapped.filter((u) => u.path[1] === 'navbar')).toEqual([]);
  });

  it("carries a dropdown doc item's html over as its labelHtml, which Docusaurus draws in place of the label", () => {
    const m = withNavbarItems([
      { label: 'Docs', items: [{ type: 'doc', docId: 'intro', html: '<strong>moon</strong>' }] },
    ]);
    expect((m.config.navbar as { items: unknown[] }).items).toEqual([
      {
        type: 'dropdown',
        label: 'Docs',
        position: 'left',
        items: [{ type: 'doc', docId: 'intro', labelHtml: '<strong>moon</strong>' }],
      },
    ]);
    expect(m.unmapped.filter((u) => u.path[1] === 'navbar')).toEqual([]);
  });
});

/** A Docusaurus config with these navbar items, migrated. */
const withNavbarItems = (items: unknown[]) =>
  mapDocusaurusConfig(
    { title: 'Tap Station', url: 'https://tap.example', baseUrl: '/', themeConfig: { navbar: { items } } },
    '/nowhere',
  );

describe("migrating a navbar link's other fields", () => {
  it("carries them as the link's attributes, as Docusaurus hands them to the link, and reports the fields it does not read", () => {
    const m = withNavbarItems([
      {
        label: 'Reader',
        'data-menu': 'readers',
        items: [
          { label: 'PN532', 'data-reader': 'pn532', href: '#' },
          { label: 'ACR122U', to: '/readers/acr122u', title: 'USB reader', prependBaseUrlToHref: true },
        ],
      },
      { label: 'Shop', href: 'https://tap.example/shop', 'data-track': 'shop', html: '<b>Shop</b>' },
      {
        type: 'localeDropdown',
        'data-menu': 'languages',
        queryString: '?from=menu',
        dropdownItemsAfter: [{ label: 'Help translate', href: 'https://tap.example/i18n', target: '_self' }],
      },
      { type: 'docsVersionDropdown', 'data-menu': 'versions', title: 'Releases', versions: ['1.0'] },
    ]);
    const items = (m.config.navbar as { items: Record<string, unknown>[] }).items;
    expect(items[0]!.attributes).toEqual({ 'data-menu': 'readers' });
    // The version and language menus hand theirs to their toggles too, Docusaurus's own fields aside.
    expect(items[2]!.attributes).toEqual({ 'data-menu': 'languages' });
    expect(items[3]!.attributes).toEqual({ 'data-menu': 'versions', title: 'Releases' });
    expect(items[0]!.items).toEqual([
      { label: 'PN532', href: '#', attributes: { 'data-reader': 'pn532' } },
      { label: 'ACR122U', to: '/readers/acr122u', attributes: { title: 'USB reader' } },
    ]);
    expect(items[1]!.attributes).toEqual({ 'data-track': 'shop' });
    expect(m.unmapped.filter((u) => u.path[1] === 'navbar').map((u) => [u.path.join('.'), u.reason])).toEqual([
      [
        'themeConfig.navbar.items.Reader.items.ACR122U.prependBaseUrlToHref',
        'zapsite\'s navbar items do not read "prependBaseUrlToHref".',
      ],
      ['themeConfig.navbar.items.Shop.html', 'zapsite\'s navbar items do not read "html".'],
      ['themeConfig.navbar.items.localeDropdown.queryString', 'zapsite\'s language menu does not read "queryString".'],
      [
        'themeConfig.navbar.items.localeDropdown.dropdownItemsAfter.Help translate.target',
        'zapsite\'s navbar items do not read "target".',
      ],
      [
        'themeConfig.navbar.items.docsVersionDropdown.versions',
        'zapsite\'s version dropdown does not read "versions".',
      ],
    ]);
  });
});

describe("migrating a navbar link's active paths", () => {
  it('keeps activeBasePath and activeBaseRegex', () => {
    const m = withNavbarItems([
      { to: '/app/start', label: 'App', activeBasePath: 'app' },
      { to: '/api/table', label: 'API', activeBaseRegex: '^/api/' },
    ]);
    expect((m.config.navbar as { items: unknown[] }).items).toEqual([
      { label: 'App', to: '/app/start', position: 'left', activeBasePath: 'app' },
      { label: 'API', to: '/api/table', position: 'left', activeBaseRegex: '^/api/' },
    ]);
    expect(m.unmapped.filter((u) => u.path[1] === 'navbar')).toEqual([]);
  });
});

describe('migrating HTML in a dropdown', () => {
  it('keeps a heading or divider written as an html item, and a link written as HTML, with their classes, among the links', () => {
    const m = mapDocusaurusConfig(
      {
        title: 'Tap Station',
        url: 'https://tap.example',
        baseUrl: '/',
        themeConfig: {
          navbar: {
            items: [
              {
                type: 'dropdown',
                label: 'Ecosystem',
                items: [
                  { type: 'html', value: 'Readers', className: 'menu-heading' },
                  { label: 'PN532', to: '/docs/pn532' },
                  { type: 'html', value: '<hr>' },
                  // A link whose content is HTML, with a class (typeorm's version menu).
                  { html: '<span class="section">Older</span>', to: '#', className: 'ver-section' },
                  { label: 'Version 1', href: 'https://v1.tap.example', className: 'ver-item' },
                ],
              },
            ],
          },
        },
      },
      '/nowhere',
    );
    expect((m.config.navbar as { items: { items: unknown[] }[] }).items[0]!.items).toEqual([
      { type: 'html', value: 'Readers', className: 'menu-heading' },
      { label: 'PN532', to: '/docs/pn532' },
      { type: 'html', value: '<hr>' },
      { label: '', labelHtml: '<span class="section">Older</span>', to: '#', attributes: { className: 'ver-section' } },
      { label: 'Version 1', href: 'https://v1.tap.example', attributes: { className: 'ver-item' } },
    ]);
    expect(m.unmapped.filter((u) => u.path[1] === 'navbar')).toEqual([]);
  });
});

describe("migrating the blog's counts", () => {
  it("carries postsPerPage and blogSidebarCount 'ALL' over, as numbers are", () => {
    const m = mapDocusaurusConfig(
      {
        title: 'Tap Station',
        url: 'https://tap.example',
        baseUrl: '/',
        presets: [['classic', { blog: { postsPerPage: 'ALL', blogSidebarCount: 'ALL' } }]],
      },
      '/nowhere',
    );
    expect(m.config.blog).toMatchObject({ postsPerPage: 'ALL', blogSidebarCount: 'ALL' });
    expect(m.unmapped.filter((u) => u.path.includes('blog'))).toEqual([]);
  });

  it('carries authorsMapPath and tags over as they are, tags: null too', () => {
    const blog = (options: Record<string, unknown>) =>
      mapDocusaurusConfig(
        { title: 'Tap Station', url: 'https://tap.example', baseUrl: '/', presets: [['classic', { blog: options }]] },
        '/nowhere',
      );
    const m = blog({ authorsMapPath: 'authors.generated.yml', tags: 'labels.yml' });
    expect(m.config.blog).toMatchObject({ authorsMapPath: 'authors.generated.yml', tags: 'labels.yml' });
    expect(m.unmapped.filter((u) => u.path.includes('blog'))).toEqual([]);
    expect(blog({ tags: null }).config.blog).toMatchObject({ tags: null });
  });
});

describe('migrating a preset named like the classic one', () => {
  it("reads its options as the classic preset's and says its own components and plugins are left out", () => {
    const config = (preset: string) => ({
      title: 'Tap Station',
      url: 'https://tap.example',
      baseUrl: '/',
      presets: [[preset, { docs: { path: 'guides' } }]],
    });
    const acme = mapDocusaurusConfig(config('@acme-docs/preset-classic'), '/nowhere');
    expect(acme.config.docs).toMatchObject({ path: 'guides' });
    expect(acme.unmapped.map((u) => [u.path.join('.'), u.reason])).toContainEqual([
      'presets.@acme-docs/preset-classic',
      expect.stringContaining("read as Docusaurus's classic preset"),
    ]);
    for (const official of ['classic', '@docusaurus/preset-classic'])
      expect(mapDocusaurusConfig(config(official), '/nowhere').unmapped.filter((u) => u.path[0] === 'presets')).toEqual(
        [],
      );
  });
});

describe('migrating customCss', () => {
  it('reads a path from "/" that names no file from the static folder, then the site folder, as webpack finds it for Docusaurus', () => {
    const root = mkdtempSync(join(tmpdir(), 'zapsite-css-'));
    try {
      mkdirSync(join(root, 'src/css'), { recursive: true });
      writeFileSync(join(root, 'src/css/custom.css'), ':root {}\n');
      mkdirSync(join(root, 'static/css'), { recursive: true });
      writeFileSync(join(root, 'static/css/brand.css'), ':root {}\n');
      const inSite = join(root, 'src/css/custom.css');
      const css = (customCss: string[]) =>
        (
          mapDocusaurusConfig(
            {
              title: 'Tap',
              url: 'https://tap.example',
              baseUrl: '/',
              presets: [['classic', { theme: { customCss } }]],
            },
            root,
          ).config.theme as { customCss: string[] }
        ).customCss;
      // Written from "/", from the site folder with "./", and as the absolute path a config's path.resolve makes.
      expect(['/src/css/custom.css', './src/css/custom.css', inSite].flatMap((p) => css([p]))).toEqual([
        'src/css/custom.css',
        'src/css/custom.css',
        'src/css/custom.css',
      ]);
      // One file named three ways is one stylesheet, as webpack bundles one module.
      expect(css(['/src/css/custom.css', './src/css/custom.css', inSite])).toEqual(['src/css/custom.css']);
      // Docusaurus's resolve.roots list its static folders before the site folder.
      expect(css(['/css/brand.css'])).toEqual(['static/css/brand.css']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('migrating the base URL', () => {
  it('adds the slash Docusaurus adds at either end, and leaves a whole one as it is', () => {
    const baseOf = (baseUrl: string) =>
      mapDocusaurusConfig({ title: 'Tap Station', url: 'https://tap.example', baseUrl }, '/nowhere').config.baseUrl;
    expect(baseOf('/docs')).toBe('/docs/');
    expect(baseOf('docs/')).toBe('/docs/');
    expect(baseOf('docs')).toBe('/docs/');
    expect(baseOf('')).toBe('/');
    expect(baseOf('/tap/station/')).toBe('/tap/station/');
  });
});

describe('migrating profile links', () => {
  it('keeps each in its place among the items, an icon link with no label and its className', () => {
    const items = [
      { href: 'https://github.com/tapstation/site', position: 'right', className: 'header-github-link' },
      { href: 'https://discord.gg/tapstation', label: 'Discord', position: 'right' },
      { type: 'search', position: 'right' },
    ];
    const m = mapDocusaurusConfig(
      { title: 'Tap Station', url: 'https://tap.example', baseUrl: '/', themeConfig: { navbar: { items } } },
      '/nowhere',
    );
    const navbar = m.config.navbar as { items: unknown[]; socials?: unknown };
    expect(navbar.items).toEqual([
      { label: '', href: 'https://github.com/tapstation/site', position: 'right', className: 'header-github-link' },
      { label: 'Discord', href: 'https://discord.gg/tapstation', position: 'right' },
      { type: 'search', position: 'right' },
    ]);
    expect(navbar.socials).toBeUndefined();
  });

  it("carries the navbar's style, dark or primary, which the classic theme draws as Infima's bars", () => {
    const navbarOf = (style: unknown) =>
      mapDocusaurusConfig(
        { title: 'Tap Station', url: 'https://tap.example', baseUrl: '/', themeConfig: { navbar: { style } } },
        '/nowhere',
      );
    expect((navbarOf('dark').config.navbar as { style?: string }).style).toBe('dark');
    expect((navbarOf('primary').config.navbar as { style?: string }).style).toBe('primary');
    expect(navbarOf('dark').unmapped).toEqual([]);
    const other = navbarOf('light');
    expect((other.config.navbar as { style?: string }).style).toBeUndefined();
    expect(other.unmapped.map((u) => `${u.path.join('.')}: ${u.reason}`)).toEqual([
      'themeConfig.navbar.style: navbar style "light" is neither "dark" nor "primary".',
    ]);
  });

  it('carries hideOnScroll, which the classic navbar does', () => {
    const m = mapDocusaurusConfig(
      {
        title: 'Tap Station',
        url: 'https://tap.example',
        baseUrl: '/',
        themeConfig: { navbar: { hideOnScroll: true } },
      },
      '/nowhere',
    );
    expect((m.config.navbar as { hideOnScroll?: boolean }).hideOnScroll).toBe(true);
    expect(m.unmapped).toEqual([]);
  });
});

describe('migrating a local search plugin', () => {
  const withSearch = (extra: Record<string, unknown>) =>
    mapDocusaurusConfig({ title: 'Tap Station', url: 'https://tap.example', baseUrl: '/', ...extra }, '/nowhere');

  it("puts zapsite's own search where the plugin's bar was, and does not report the plugin as left out", () => {
    for (const extra of [
      { plugins: ['docusaurus-lunr-search'] },
      { themes: [['@easyops-cn/docusaurus-search-local', {}]] },
      { themes: ['@getcanary/docusaurus-theme-search-pagefind'] },
    ]) {
      const m = withSearch(extra);
      expect(m.config.search).toEqual({ searchBar: true });
      expect(m.unmapped).toEqual([]);
      expect(m.mapped.some((line) => line.startsWith('search.searchBar <- '))).toBe(true);
    }
  });

  it("reports each option given to the plugin at its place, as zapsite's search does not read it", () => {
    const m = withSearch({ themes: [['@easyops-cn/docusaurus-search-local', { hashed: true, language: ['en'] }]] });
    expect(m.config.search).toEqual({ searchBar: true });
    expect(m.unmapped.map((u) => [u.path.join('.'), u.reason])).toEqual([
      [
        'themes.@easyops-cn/docusaurus-search-local.hashed',
        'zapsite\'s own local search takes the plugin\'s place and does not read "hashed".',
      ],
      [
        'themes.@easyops-cn/docusaurus-search-local.language',
        'zapsite\'s own local search takes the plugin\'s place and does not read "language".',
      ],
    ]);
  });

  it('leaves a hosted search as it is, and a site with no search plugin without the bar or a search page', () => {
    const hosted = withSearch({
      plugins: ['docusaurus-lunr-search'],
      themeConfig: { algolia: { appId: 'APP', apiKey: 'key', indexName: 'taps' } },
    });
    expect(hosted.config.search).toEqual({ appId: 'APP', apiKey: 'key', indexName: 'taps' });
    // Docusaurus's classic theme without a search plugin writes no search page (the official starter).
    expect(withSearch({ plugins: [] }).config.search).toEqual({ searchPagePath: false });
    // A `search` navbar item draws zapsite's search box, which links to the page.
    const item = withSearch({ themeConfig: { navbar: { items: [{ type: 'search', position: 'right' }] } } });
    expect(item.config.search).toBeUndefined();
  });
});

describe('migrating the Mermaid theme', () => {
  const withMermaid = (mermaid: unknown) =>
    mapDocusaurusConfig(
      {
        title: 'Tap Station',
        url: 'https://tap.example',
        baseUrl: '/',
        markdown: { mermaid: true },
        themes: ['@docusaurus/theme-mermaid'],
        themeConfig: { mermaid },
      },
      '/nowhere',
    );

  it("carries themeConfig.mermaid's themes and plain options to zapsite's mermaid", () => {
    const m = withMermaid({ theme: { light: 'forest', dark: 'neutral' }, options: { fontFamily: 'serif' } });
    expect(m.config.mermaid).toEqual({ theme: { light: 'forest', dark: 'neutral' }, options: { fontFamily: 'serif' } });
    expect(withMermaid({ theme: { light: 'base' } }).config.mermaid).toEqual({ theme: { light: 'base' } });
  });

  it('reports options that are not plain data, and writes nothing when there is nothing to carry', () => {
    const m = withMermaid({ options: { themeCSS: () => '' } });
    expect(m.config.mermaid).toBeUndefined();
    expect(m.unmapped.map((u) => u.path.join('.'))).toContain('themeConfig.mermaid.options');
  });
});

describe("migrating Docusaurus's default code theme", () => {
  // A stand-in for the site's prism-react-renderer (theme-classic depends on it): its palenight.
  const PALENIGHT = {
    plain: { color: '#bfc7d5', backgroundColor: '#292d3e' },
    styles: [{ types: ['comment'], style: { color: 'rgb(105, 112, 152)', fontStyle: 'italic' } }],
  };
  const root = mkdtempSync(join(tmpdir(), 'zapsite-prism-default-'));
  mkdirSync(join(root, 'node_modules/prism-react-renderer'), { recursive: true });
  writeFileSync(join(root, 'package.json'), '{ "private": true }\n');
  writeFileSync(
    join(root, 'node_modules/prism-react-renderer/package.json'),
    '{ "name": "prism-react-renderer", "main": "index.js" }\n',
  );
  writeFileSync(
    join(root, 'node_modules/prism-react-renderer/index.js'),
    `exports.themes = { palenight: ${JSON.stringify(PALENIGHT)} };\n`,
  );
  const migrate = (themeConfig: Record<string, unknown>, at = root) =>
    mapDocusaurusConfig({ title: 'Kiln', url: 'https://kiln.example', baseUrl: '/', themeConfig }, at);

  it("gives a site that names no prism theme the site's palenight, as Docusaurus colours its code", () => {
    expect(migrate({}).config.prism).toEqual({ theme: PALENIGHT });
    const withLanguages = migrate({ prism: { additionalLanguages: ['lua'] } });
    expect(withLanguages.config.prism).toEqual({ theme: PALENIGHT, additionalLanguages: ['lua'] });
    expect(withLanguages.mapped).toContain(
      "prism.theme <- Docusaurus's default, prism-react-renderer's palenight (the site names none)",
    );
  });

  it("keeps the site's own theme, and writes none when the site has no prism-react-renderer", () => {
    const own = { plain: { color: '#111111', backgroundColor: '#fafafa' }, styles: [] };
    expect(migrate({ prism: { theme: own } }).config.prism).toEqual({ theme: own });
    expect(migrate({}, '/nowhere').config.prism).toBeUndefined();
    rmSync(root, { recursive: true, force: true });
  });
});

describe('migrating i18n', () => {
  const i18n = (extra: Record<string, unknown>) =>
    mapDocusaurusConfig({ ...site({}), i18n: { defaultLocale: 'en', locales: ['en', 'de'], ...extra } }, '/nowhere');

  it("says nothing of path: 'i18n', Docusaurus's default and the folder zapsite reads", () => {
    const m = i18n({ path: 'i18n' });
    expect(m.config.i18n).toEqual({ defaultLocale: 'en', locales: ['en', 'de'] });
    expect(m.unmapped.filter((u) => u.path[0] === 'i18n')).toEqual([]);
  });

  it('names another path, which zapsite does not read', () => {
    const m = i18n({ path: 'translations' });
    expect(m.unmapped.map((u) => u.path.join('.'))).toContain('i18n.path');
  });
});
