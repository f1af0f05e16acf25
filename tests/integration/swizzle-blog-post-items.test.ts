// A swizzled BlogPostItems: the site's component draws the posts of the blog's list pages, tag pages
// and author pages, given Docusaurus's `items` (each post's `content`, with its metadata on it), as
// Docusaurus's list pages draw them. mikro-orm's site ejected it; this one is the same shape, each
// post inside a BlogPostProvider drawn by @theme/BlogPostItem, with a mark of its own around them.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migratedSite } from './temp-site.ts';

const CONFIG = `// @ts-check
/** @type {import('@docusaurus/types').Config} */
module.exports = {
  title: 'Lamps',
  url: 'https://lamps.example.com',
  baseUrl: '/',
  presets: [['classic', { docs: false, blog: { postsPerPage: 2 } }]],
};
`;

const ITEMS = `import React from 'react';
import { BlogPostProvider } from '@docusaurus/plugin-content-blog/client';
import BlogPostItem from '@theme/BlogPostItem';

export default function BlogPostItems({ items, component: Item = BlogPostItem }) {
  return (
    <div className="lamp-posts" data-count={items.length}>
      {items.map(({ content: Content }) => (
        <BlogPostProvider key={Content.metadata.permalink} content={Content}>
          <p className="lamp-post-mark">{Content.metadata.title}</p>
          <Item>
            <Content />
          </Item>
        </BlogPostProvider>
      ))}
    </div>
  );
}
`;

const post = (title: string, tag: string) =>
  `---\ntitle: ${title}\ntags: [${tag}]\n---\n\nA few words about ${title.toLowerCase()}.\n\n<!-- truncate -->\n\nMore after the fold.\n`;

const site = migratedSite('swizzle-blog-post-items', {
  'docusaurus.config.js': CONFIG,
  'blog/2026-01-02-wicks.md': post('Wicks', 'care'),
  'blog/2026-02-03-oil.md': post('Oil', 'care'),
  'blog/2026-03-04-glass.md': post('Glass', 'parts'),
  'src/pages/index.md': '# Lamps\n',
  'src/theme/BlogPostItems/index.js': ITEMS,
});

const html = (path: string) => readFile(join(site.out, path), 'utf8');
const marks = (page: string) => [...page.matchAll(/<p class="lamp-post-mark">([^<]+)<\/p>/g)].map((m) => m[1]);

describe('a swizzled BlogPostItems', () => {
  it("draws the posts of the blog's list pages, each through @theme/BlogPostItem", async () => {
    expect(site.built.stdout + site.built.stderr).not.toMatch(/error\[|warning\[swizzle-unused\]/);
    expect(site.built.code).toBe(0);
    const first = await html('blog/index.html');
    expect(first).toContain('<div class="lamp-posts" data-count="2">');
    expect(marks(first)).toEqual(['Glass', 'Oil']);
    // Each post as the theme draws it in a list: its title links to it, its excerpt and no more.
    expect(first).toContain('<h2 class="title_f1Hy"><a href="/blog/2026/03/04/glass">Glass</a></h2>');
    expect(first).toContain('A few words about glass.');
    expect(first).not.toContain('More after the fold.');
    expect(marks(await html('blog/page/2/index.html'))).toEqual(['Wicks']);
  });

  it("draws a tag's posts too", async () => {
    expect(marks(await html('blog/tags/care/index.html'))).toEqual(['Oil', 'Wicks']);
  });
});
