import { describe, expect, it } from 'vitest';
import xmljs from 'xml-js';
import { feedFiles, feedHtml } from '../../generator/emit/feeds.ts';
import type { ExtrasInput } from '../../generator/emit/extras.ts';
import type { RenderedContent } from '../../generator/content/markdown.ts';
import type { BlogPostSummary, ResolvedConfig, SourceFile } from '../../generator/types.ts';

const page = 'https://example.com/blog/post/';
const html = (s: string) => feedHtml(s, { origin: 'https://example.com', pageUrl: page });

describe('feedHtml', () => {
  it('makes site paths in href, src, srcset and poster absolute', () => {
    expect(
      html(
        '<p><a href="/docs/x/">x</a><img src="/img/a.png" srcset="/img/a.png 1x, /img/a@2x.png 2x"><video poster="/v.jpg"></video></p>',
      ),
    ).toBe(
      '<p><a href="https://example.com/docs/x/">x</a><img src="https://example.com/img/a.png" srcset="https://example.com/img/a.png 1x, https://example.com/img/a@2x.png 2x"><video poster="https://example.com/v.jpg"></video></p>',
    );
  });

  it('points fragment links at the post and leaves other URLs alone', () => {
    expect(
      html(
        '<a href="#setup">s</a><a href="https://x.org/a">a</a><a href="//cdn.example.org/b">b</a><a href="mailto:a@b.c">m</a>',
      ),
    ).toBe(
      `<a href="${page}#setup">s</a><a href="https://x.org/a">a</a><a href="//cdn.example.org/b">b</a><a href="mailto:a@b.c">m</a>`,
    );
  });

  it('does not touch attribute-like text inside code, and copes with ">" inside quoted values', () => {
    const code = '<pre><code>&#x3C;a href="/raw/"></code></pre>';
    expect(html(code)).toBe(code);
    expect(html('<a title="a > b" href="/t/">t</a>')).toBe('<a title="a > b" href="https://example.com/t/">t</a>');
    expect(html("<a href='/single/'>s</a>")).toBe("<a href='https://example.com/single/'>s</a>");
  });

  it('drops heading anchors, copy buttons and the hidden "(opens in new tab)" note, keeping other text', () => {
    const input =
      '<h2 id="a" class="anchor">A<a href="#a" class="hash-link" aria-label="Direct link to A" title="Direct link to A">&#8203;</a></h2>' +
      '<div class="code-block"><pre><code>x</code></pre><span class="code-block__actions" data-island="CopyButton" data-props="{}"><button type="button"><svg><path d="M0"></path></svg><span class="code-block__copy-text"></span></button></span></div>' +
      '<a href="https://x.org" target="_blank">X<span class="sr-only"> (opens in new tab)</span></a><span class="sr-only">kept</span>';
    expect(html(input)).toBe(
      '<h2 id="a" class="anchor">A</h2><div class="code-block"><pre><code>x</code></pre></div><a href="https://x.org" target="_blank">X</a><span class="sr-only">kept</span>',
    );
  });

  it("drops the classic theme's copy button, by Docusaurus's name for its box", () => {
    const block =
      '<div class="language-js theme-code-block codeBlockContainer_Ckt0"><div class="codeBlockContent_QJqH"><div class="zs-code-box"><pre><code>x</code></pre></div>';
    expect(
      html(
        `${block}<div class="buttonGroup_M5ko" data-island="CopyButton"><button type="button">Copy</button></div></div></div>`,
      ),
    ).toBe(`${block}</div></div>`);
  });

  it("drops a link's reference to the page's new-tab note, which the feed does not carry", () => {
    expect(
      html('<a href="https://x.org" target="_blank" rel="noopener noreferrer" aria-describedby="zs-new-tab">X</a>'),
    ).toBe('<a href="https://x.org" target="_blank" rel="noopener noreferrer">X</a>');
  });

  it('writes every "]]>" so that a CDATA section cannot end early', () => {
    const out = html('<code>a]]>b]]>c</code>');
    expect(out).toBe('<code>a]]&gt;b]]&gt;c</code>');
  });
});

function post(n: number, extra: Partial<BlogPostSummary> = {}): BlogPostSummary {
  return {
    id: `p${n}`,
    url: `/blog/p${n}/`,
    title: `Post ${n}`,
    date: `2025-01-0${n}`,
    authors: [],
    tags: [],
    readingMinutes: 1,
    truncated: true,
    ...extra,
  };
}

function input(blog: Partial<Exclude<ResolvedConfig['blog'], false>>, baseUrl = '/'): ExtrasInput {
  const posts = [
    post(2, { authors: [{ key: 'ada', name: 'Ada', page: false, socials: {}, url: '/people/ada/' }] }),
    post(1),
  ];
  const rendered = new Map<SourceFile, RenderedContent>();
  const pages = posts.map((p) => {
    const source = {
      absPath: `/x/${p.id}.md`,
      relPath: `${p.id}.md`,
      contentPath: `${p.id}.md`,
      kind: 'blog',
      text: '',
    } as SourceFile;
    rendered.set(source, { html: `<p><a href="/docs/">docs</a> of ${p.title}</p>` } as RenderedContent);
    return { url: p.url, source, planned: { postAt: Date.parse(`${p.date}T09:30:00Z`) } };
  });
  const config = {
    title: 'Site',
    url: 'https://example.com',
    baseUrl,
    htmlLang: 'en',
    favicon: '/img/icon.svg',
    footer: { links: [] },
    blog: {
      routeBasePath: 'blog',
      title: 'Blog',
      description: 'News',
      feedTypes: ['rss', 'atom', 'json'],
      feedXslt: true,
      ...blog,
    },
    blogInstances: [],
    theme: { name: 'zapsite' },
  } as unknown as ResolvedConfig;
  return {
    config,
    site: {} as ExtrasInput['site'],
    graph: {
      blogPosts: posts,
      blogFeeds: true,
      byUrl: new Map(pages.map((p) => [p.url, p])),
      pages: [],
    } as unknown as ExtrasInput['graph'],
    rendered,
  };
}

describe('feedFiles', () => {
  it('puts the base URL into item links, feed links and the stylesheet reference', () => {
    const files = new Map(feedFiles(input({}, '/sub/')).map((f) => [f.path, String(f.data)]));
    expect([...files.keys()].sort()).toEqual([
      'blog/atom.xml',
      'blog/atom.xsl',
      'blog/feed.json',
      'blog/rss.xml',
      'blog/rss.xsl',
    ]);
    const rss = files.get('blog/rss.xml')!;
    expect(rss).toContain('<?xml-stylesheet href="/sub/blog/rss.xsl" type="text/xsl"?>');
    expect(rss).toContain('<link>https://example.com/sub/blog/p2/</link>');
    expect(rss).toContain('href="https://example.com/sub/blog/rss.xml" rel="self"');
    expect(files.get('blog/atom.xml')).toContain('<?xml-stylesheet href="/sub/blog/atom.xsl" type="text/xsl"?>');
    const json = JSON.parse(files.get('blog/feed.json')!);
    expect(json.feed_url).toBe('https://example.com/sub/blog/feed.json');
    expect(json.items.map((i: { url: string }) => i.url)).toEqual([
      'https://example.com/sub/blog/p2/',
      'https://example.com/sub/blog/p1/',
    ]);
    // An author's site-relative link becomes absolute, or Atom's <uri> would be unusable.
    expect(json.items[0].authors).toEqual([{ name: 'Ada', url: 'https://example.com/people/ada/' }]);
    expect(files.get('blog/atom.xml')).toContain('<uri>https://example.com/people/ada/</uri>');
  });

  it('writes only the feed types asked for, and no stylesheets when feedXslt is off', () => {
    const files = feedFiles(input({ feedTypes: ['json', 'rss'], feedXslt: false }));
    expect(files.map((f) => f.path).sort()).toEqual(['blog/feed.json', 'blog/rss.xml']);
    expect(String(files.find((f) => f.path === 'blog/rss.xml')!.data)).not.toContain('xml-stylesheet');
    expect(feedFiles(input({ feedTypes: [] }))).toEqual([]);
  });

  it('declares the dc namespace for an author even when no item has content', () => {
    const i = input({ feedTypes: ['rss'] });
    for (const key of i.rendered.keys()) i.rendered.set(key, { html: '' } as RenderedContent);
    const rss = String(feedFiles(i).find((f) => f.path === 'blog/rss.xml')!.data);
    expect(rss).not.toContain('content:encoded');
    // A strict parser rejects an undeclared prefix only with namespaces on; check the declaration directly.
    expect(rss).toMatch(/<dc:creator xmlns:dc="http:\/\/purl.org\/dc\/elements\/1.1\/">Ada<\/dc:creator>/);
    expect(() => xmljs.xml2js(rss, { compact: true })).not.toThrow();
  });
});
