// A swizzled component that gives <Head> tags while the classic theme draws the page (a DocItem/Content
// wrapper pointing at the doc's Markdown twin, as questdb's does): they end up in the page's <head>,
// once, as Docusaurus's helmet puts them there; the page's body carries nothing of them. A title, a
// description, a social image or a meta tag the theme writes too (a blog post's own card) wins over
// the page's, as helmet keeps the last of two tags with one key: one of each in the head.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migratedSite } from './temp-site.ts';
import { SHOP_DOCS_SITE } from '../helpers/shop-docs-site.ts';

const CONTENT = `import React from 'react';
import Head from '@docusaurus/Head';
import Content from '@theme-original/DocItem/Content';
import { useDoc } from '@docusaurus/plugin-content-docs/client';

export default function ContentWithTwin(props) {
  const { metadata } = useDoc();
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={metadata.permalink + '.md'} />
        <meta name="lamp-shelf" content="docs" />
      </Head>
      <Content {...props} />
    </>
  );
}
`;

const POST_ITEM = `import React from 'react';
import Head from '@docusaurus/Head';
import BlogPostItem from '@theme-original/BlogPostItem';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';

export default function PostWithCard(props) {
  const { metadata, isBlogPostPage } = useBlogPost();
  return (
    <>
      {isBlogPostPage ? (
        <Head>
          <title>{metadata.title + ' · Lamp notes'}</title>
          <meta name="description" content="A card of our own for this post." />
          <meta property="og:image" content={'https://cards.example.com' + metadata.permalink + '.png'} />
          <meta name="twitter:card" content="summary" />
        </Head>
      ) : null}
      <BlogPostItem {...props} />
    </>
  );
}
`;

const site = migratedSite('swizzle-head', {
  ...SHOP_DOCS_SITE,
  'docusaurus.config.js': SHOP_DOCS_SITE['docusaurus.config.js'].replace('blog: false', 'blog: {}'),
  'docs/intro.md': '# Intro\n\nLight the lamp.\n',
  'src/theme/DocItem/Content/index.js': CONTENT,
  'blog/2026-02-01-new-wicks.md': '---\ntitle: New wicks\ndescription: Wicks that last.\n---\n\nThey burn longer.\n',
  'src/theme/BlogPostItem/index.js': POST_ITEM,
});

describe("a swizzled component's <Head>", () => {
  it("puts its tags in the page's head, once", async () => {
    expect(site.built.stdout + site.built.stderr).not.toMatch(/error\[|warning\[swizzle-/);
    expect(site.built.code).toBe(0);
    const html = await readFile(join(site.out, 'docs/intro/index.html'), 'utf8');
    const [head, body] = html.split('</head>') as [string, string];
    expect(head.match(/<link rel="alternate" type="text\/markdown" href="\/shop\/docs\/intro.md"\/>/g)).toHaveLength(1);
    expect(head.match(/<meta name="lamp-shelf" content="docs"\/>/g)).toHaveLength(1);
    expect(body).not.toContain('lamp-shelf');
    expect(body).toContain('Light the lamp.');
  });

  it("gives its title, description, image and meta tags the win over the page's, each written once", async () => {
    const html = await readFile(join(site.out, 'blog/2026/02/01/new-wicks/index.html'), 'utf8');
    const head = html.split('</head>')[0]!;
    const all = (re: RegExp) => [...head.matchAll(re)].map((m) => m[1]);
    expect(all(/<title>([^<]*)<\/title>/g)).toEqual(['New wicks · Lamp notes']);
    expect(all(/<meta property="og:title" content="([^"]*)"/g)).toEqual(['New wicks · Lamp notes']);
    expect(all(/<meta name="description" content="([^"]*)"/g)).toEqual(['A card of our own for this post.']);
    expect(all(/<meta property="og:description" content="([^"]*)"/g)).toEqual(['A card of our own for this post.']);
    expect(all(/<meta property="og:image" content="([^"]*)"/g)).toEqual([
      'https://cards.example.com/shop/blog/2026/02/01/new-wicks.png',
    ]);
    expect(all(/<meta name="twitter:card" content="([^"]*)"/g)).toEqual(['summary']);
    // The blog's list draws the same item without them: its own title stays.
    const list = await readFile(join(site.out, 'blog/index.html'), 'utf8');
    expect(list).not.toContain('Lamp notes');
    expect(list).not.toContain('cards.example.com');
  });
});
