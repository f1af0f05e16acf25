// A swizzled BlogPostPage/Metadata, as sites write it to give each post a card image of its own (trpc
// makes one per post): a wrapper around the original that adds Open Graph tags with `<Head>`, reading
// the post with useBlogPost(). Its image is the post's og:image and twitter:image, written once, and
// its other tags are in the head; the build says nothing of it. Before, zapsite left it aside
// (swizzle-unused), and the posts kept the site's default card.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migratedSite } from './temp-site.ts';

const METADATA = `import React from 'react';
import Head from '@docusaurus/Head';
import Metadata from '@theme-original/BlogPostPage/Metadata';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';

export default function MetadataWithCard(props) {
  const { metadata } = useBlogPost();
  return (
    <>
      <Metadata {...props} />
      <Head>
        <meta property="og:image" content={'https://cards.example.com' + metadata.permalink + '.png'} />
        <meta name="kite-card-title" content={metadata.title} />
      </Head>
    </>
  );
}
`;

const site = migratedSite('swizzle-blog-post-metadata', {
  'docusaurus.config.js': `module.exports = {
  title: 'Kites',
  url: 'https://kites.example.com',
  baseUrl: '/',
  themeConfig: { image: 'img/default-card.png' },
  presets: [['classic', { docs: false, blog: {} }]],
};
`,
  'static/img/default-card.png': 'not really a png',
  'src/theme/BlogPostPage/Metadata/index.js': METADATA,
  'blog/2026-04-01-box-kites.md': '---\ntitle: Box kites\n---\n\nThey fly in strong wind.\n',
});

describe('a swizzled BlogPostPage/Metadata', () => {
  it("gives the post's page its card image and its other tags, once each", async () => {
    expect(site.built.stdout + site.built.stderr).not.toMatch(/error\[|warning\[swizzle-/);
    expect(site.built.code).toBe(0);
    const head = (await readFile(join(site.out, 'blog/2026/04/01/box-kites/index.html'), 'utf8')).split('</head>')[0]!;
    const all = (re: RegExp) => [...head.matchAll(re)].map((m) => m[1]);
    const card = 'https://cards.example.com/blog/2026/04/01/box-kites.png';
    expect(all(/<meta property="og:image" content="([^"]*)"/g)).toEqual([card]);
    expect(all(/<meta name="twitter:image" content="([^"]*)"/g)).toEqual([card]);
    expect(all(/<meta name="kite-card-title" content="([^"]*)"/g)).toEqual(['Box kites']);
    // The original's own tags stay: the post's title and its article type.
    expect(head).toContain('<meta property="og:type" content="article"/>');
    expect(all(/<title>([^<]*)<\/title>/g)).toEqual(['Box kites | Kites']);
  });

  it("leaves the blog's list with the site's default card", async () => {
    const list = await readFile(join(site.out, 'blog/index.html'), 'utf8');
    expect(list).toContain('<meta property="og:image" content="https://kites.example.com/img/default-card.png"/>');
    expect(list).not.toContain('cards.example.com');
  });
});
