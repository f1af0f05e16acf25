// The JSON-LD Docusaurus's classic theme writes in a page's <head> (plugin-content-docs's and
// plugin-content-blog's structuredDataUtils): a BreadcrumbList on docs and category index pages (the
// crumbs that link somewhere, the page last), a BlogPosting on a post (its authors, cover image,
// keywords, the blog it is part of), a Blog of the page's posts on the blog's list pages; none on a
// tag page. Under a base URL. Checked against Docusaurus 3.10's build of the official starter: the
// same objects on all 28 pages. Beside them, a post's Open Graph article tags (BlogPostPage/Metadata)
// and every page's search metadata (SearchMetadata), the same as Docusaurus's on the starter's pages
// and zaparoo.org's.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migratedSite } from './temp-site.ts';

const site = migratedSite('classic-structured-data', {
  'docusaurus.config.js': `module.exports = {
  title: 'Lamps',
  url: 'https://lamps.example.com',
  baseUrl: '/shop/',
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: { postsPerPage: 1, blogTitle: 'Lamp news' } }]],
};
`,
  'sidebars.js': `module.exports = { lamps: [
  'intro',
  { type: 'category', label: 'Wicks', link: { type: 'generated-index' }, items: ['wicks/cotton'] },
  { type: 'category', label: 'Oils', items: ['oils/olive'] },
] };
`,
  'docs/intro.md': '# Intro\n\nLight the lamp.\n',
  'docs/wicks/cotton.md': '# Cotton\n\nCotton burns bright.\n',
  'docs/oils/olive.md': '# Olive\n\nOlive oil is smoky.\n',
  'blog/authors.yml':
    'ada:\n  name: Ada Wick\n  title: Lamp maker\n  url: https://ada.example.org\nbo:\n  name: Bo Flame\n',
  'blog/2026-03-01-new-wicks.md':
    '---\ntitle: New wicks\nauthors: [ada, bo]\ntags: [wicks]\nkeywords: [wick, cotton]\nimage: /img/wick.png\ndescription: Two new wicks.\n---\n\nThey burn longer.\n',
  'blog/2026-02-01-oil.md': '---\ntitle: Oil prices\nauthors: ada\n---\n\nOil is cheaper.\n',
  'static/img/wick.png': 'not really a png',
});

// With trailingSlash: true, links end with a slash but Docusaurus's JSON-LD keeps its plugins'
// permalinks: a folder's index doc (or a doc with `slug: /`) with one, every other page without,
// characters as written.
const slashed = migratedSite('classic-structured-data-slash', {
  'docusaurus.config.js': `module.exports = {
  title: 'Lamps',
  url: 'https://lamps.example.com',
  baseUrl: '/',
  trailingSlash: true,
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: {} }]],
};
`,
  'sidebars.js': `module.exports = { lamps: ['start', { type: 'category', label: 'Wicks', link: { type: 'doc', id: 'wicks/index' }, items: ['wicks/mèche'] }] };\n`,
  'docs/start.md': '---\nslug: /\n---\n\n# Start\n\nLight the lamp.\n',
  'docs/wicks/index.md': '# Wicks\n\nAll about wicks.\n',
  'docs/wicks/mèche.md': '# Mèche\n\nA French wick.\n',
  'blog/2026-03-01-oil.md': '---\ntitle: Oil\n---\n\nOil is cheaper.\n',
});

async function ld(path: string, out = site.out): Promise<unknown[]> {
  const html = await readFile(join(out, path), 'utf8');
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

const ADA = { '@type': 'Person', name: 'Ada Wick', description: 'Lamp maker', url: 'https://ada.example.org' };
const BO = { '@type': 'Person', name: 'Bo Flame' };
const NEW_WICKS = {
  '@type': 'BlogPosting',
  '@id': 'https://lamps.example.com/shop/blog/2026/03/01/new-wicks',
  mainEntityOfPage: 'https://lamps.example.com/shop/blog/2026/03/01/new-wicks',
  url: 'https://lamps.example.com/shop/blog/2026/03/01/new-wicks',
  headline: 'New wicks',
  name: 'New wicks',
  description: 'Two new wicks.',
  datePublished: '2026-03-01T00:00:00.000Z',
  author: [ADA, BO],
  image: {
    '@type': 'ImageObject',
    '@id': 'https://lamps.example.com/shop/img/wick.png',
    url: 'https://lamps.example.com/shop/img/wick.png',
    contentUrl: 'https://lamps.example.com/shop/img/wick.png',
    caption: 'title image for the blog post: New wicks',
  },
  keywords: ['wick', 'cotton'],
};

describe("the classic theme's structured data", () => {
  it('builds', () => {
    expect(site.built.stdout + site.built.stderr).not.toMatch(/error\[/);
    expect(site.built.code).toBe(0);
  });

  it("lists a doc's linked crumbs, the doc last, and a category index's", async () => {
    const list = (...items: [string, string][]) => [
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: items.map(([name, path], i) => ({
          '@type': 'ListItem',
          position: i + 1,
          name,
          item: `https://lamps.example.com/shop${path}`,
        })),
      },
    ];
    await expect(ld('docs/wicks/cotton/index.html')).resolves.toEqual(
      list(['Wicks', '/docs/category/wicks'], ['Cotton', '/docs/wicks/cotton']),
    );
    // A category without a page of its own is left out.
    await expect(ld('docs/oils/olive/index.html')).resolves.toEqual(list(['Olive', '/docs/oils/olive']));
    await expect(ld('docs/category/wicks/index.html')).resolves.toEqual(list(['Wicks', '/docs/category/wicks']));
  });

  it('describes a post as a BlogPosting of the blog', async () => {
    await expect(ld('blog/2026/03/01/new-wicks/index.html')).resolves.toEqual([
      {
        '@context': 'https://schema.org',
        ...NEW_WICKS,
        isPartOf: { '@type': 'Blog', '@id': 'https://lamps.example.com/shop/blog', name: 'Lamp news' },
      },
    ]);
    const [oil] = (await ld('blog/2026/02/01/oil/index.html')) as Record<string, unknown>[];
    expect(oil!.author).toEqual(ADA);
    expect(oil!.keywords).toEqual([]);
    expect(oil).not.toHaveProperty('image');
  });

  it("writes a post's Open Graph article tags, as BlogPostPage/Metadata does, and none elsewhere", async () => {
    const article = async (path: string) => {
      const head = (await readFile(join(site.out, path), 'utf8')).split('</head>')[0]!;
      return [...head.matchAll(/<meta property="(og:type|article:[\w_]+)" content="([^"]*)"\/>/g)].map((m) => [
        m[1],
        m[2],
      ]);
    };
    await expect(article('blog/2026/03/01/new-wicks/index.html')).resolves.toEqual([
      ['og:type', 'article'],
      ['article:published_time', '2026-03-01T00:00:00.000Z'],
      // Only the authors with a URL; the tags by label.
      ['article:author', 'https://ada.example.org'],
      ['article:tag', 'wicks'],
    ]);
    await expect(article('blog/2026/02/01/oil/index.html')).resolves.toEqual([
      ['og:type', 'article'],
      ['article:published_time', '2026-02-01T00:00:00.000Z'],
      ['article:author', 'https://ada.example.org'],
    ]);
    await expect(article('blog/index.html')).resolves.toEqual([]);
    await expect(article('docs/intro/index.html')).resolves.toEqual([]);
  });

  it("writes the search metadata of @theme/SearchMetadata: locale, a docs page's version, the kind of page", async () => {
    const search = async (path: string) => {
      const head = (await readFile(join(site.out, path), 'utf8')).split('</head>')[0]!;
      return Object.fromEntries(
        [...head.matchAll(/<meta name="(docusaurus_\w+|docsearch:[\w_]+)" content="([^"]*)"\/>/g)].map((m) => [
          m[1],
          m[2],
        ]),
      );
    };
    const tagged = (tag: string, version?: string) => ({
      docusaurus_locale: 'en',
      ...(version ? { docusaurus_version: version } : {}),
      docusaurus_tag: tag,
      'docsearch:language': 'en',
      ...(version ? { 'docsearch:version': version } : {}),
      'docsearch:docusaurus_tag': tag,
    });
    await expect(search('docs/intro/index.html')).resolves.toEqual(tagged('docs-default-current', 'current'));
    await expect(search('docs/category/wicks/index.html')).resolves.toEqual(tagged('docs-default-current', 'current'));
    await expect(search('blog/2026/03/01/new-wicks/index.html')).resolves.toEqual(tagged('default'));
    // Contextual search leaves the blog's lists out: they are tagged as lists.
    await expect(search('blog/index.html')).resolves.toEqual(tagged('blog_posts_list'));
    await expect(search('blog/tags/index.html')).resolves.toEqual(tagged('blog_tags_list'));
    await expect(search('blog/tags/wicks/index.html')).resolves.toEqual(tagged('blog_tags_posts'));
  });

  it("keeps Docusaurus's permalinks under trailingSlash: true", async () => {
    expect(slashed.built.code).toBe(0);
    const items = async (path: string) =>
      ((await ld(path, slashed.out))[0] as { itemListElement: { item: string }[] }).itemListElement.map((i) => i.item);
    await expect(items('docs/index.html')).resolves.toEqual(['https://lamps.example.com/docs/']);
    await expect(items('docs/wicks/mèche/index.html')).resolves.toEqual([
      'https://lamps.example.com/docs/wicks/',
      'https://lamps.example.com/docs/wicks/mèche',
    ]);
    const [post] = (await ld('blog/2026/03/01/oil/index.html', slashed.out)) as Record<string, unknown>[];
    expect(post!.url).toBe('https://lamps.example.com/blog/2026/03/01/oil');
    expect((post!.isPartOf as { '@id': string })['@id']).toBe('https://lamps.example.com/blog');
    const [list] = (await ld('blog/index.html', slashed.out)) as Record<string, unknown>[];
    expect(list!['@id']).toBe('https://lamps.example.com/blog');
  });

  it("describes each list page as a Blog of its own posts, and writes none on a tag's page", async () => {
    const [first] = (await ld('blog/index.html')) as Record<string, unknown>[];
    expect(first).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Blog',
      '@id': 'https://lamps.example.com/shop/blog',
      mainEntityOfPage: 'https://lamps.example.com/shop/blog',
      headline: 'Lamp news',
      description: 'Blog',
      blogPost: [NEW_WICKS],
    });
    const [second] = (await ld('blog/page/2/index.html')) as Record<string, unknown>[];
    expect(second!['@id']).toBe('https://lamps.example.com/shop/blog/page/2');
    expect((second!.blogPost as { headline: string }[]).map((p) => p.headline)).toEqual(['Oil prices']);
    await expect(ld('blog/tags/wicks/index.html')).resolves.toEqual([]);
  });
});
