// The parts of a blog post swizzled one by one, as sites do to change one thing about every post:
// a wrapper of the title that adds a mark after it, the authors written anew from useBlogPost(),
// the content given a class of the site's, a footer that keeps Docusaurus's and adds a line, and the
// post's <article> given a class of its own.
// Each is drawn on the post's page and in the blog's list, through the site's component, with
// `@theme-original/…` drawing ours for the right post. Migrated and built through the CLI.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtCopy, migratedSite } from './temp-site.ts';

const CONFIG = `// @ts-check
/** @type {import('@docusaurus/types').Config} */
module.exports = {
  title: 'Lamps',
  url: 'https://lamps.example.com',
  baseUrl: '/',
  presets: [['classic', { docs: false, blog: { showReadingTime: true } }]],
};
`;

const TITLE = `import React from 'react';
import Title from '@theme-original/BlogPostItem/Header/Title';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';

export default function TitleWrapper(props) {
  const { metadata } = useBlogPost();
  return (
    <>
      <Title {...props} className="lamp-title" />
      <p className="lamp-kind">{metadata.frontMatter.kind ?? 'note'}</p>
    </>
  );
}
`;

const AUTHORS = `import React from 'react';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';

export default function Authors({ className }) {
  const { metadata } = useBlogPost();
  if (!metadata.authors.length) return null;
  return <p className="lamp-authors">By {metadata.authors.map((a) => a.name).join(' and ')}</p>;
}
`;

const CONTENT = `import React from 'react';
import Content from '@theme-original/BlogPostItem/Content';

export default function ContentWrapper(props) {
  return <Content {...props} className="lamp-body" />;
}
`;

const FOOTER = `import React from 'react';
import Footer from '@theme-original/BlogPostItem/Footer';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';

export default function FooterWrapper() {
  const { metadata, isBlogPostPage } = useBlogPost();
  return (
    <>
      <Footer />
      {isBlogPostPage ? <p className="lamp-comments">Comments on {metadata.title}</p> : null}
    </>
  );
}
`;

const CONTAINER = `import React from 'react';
import Container from '@theme-original/BlogPostItem/Container';

export default function ContainerWrapper({ className, children }) {
  return <Container className={['lamp-card', className].filter(Boolean).join(' ')}>{children}</Container>;
}
`;

const post = (title: string, kind: string, authors: string) =>
  `---\ntitle: ${title}\nkind: ${kind}\nauthors: ${authors}\ntags: [care]\n---\n\nA few words about ${title.toLowerCase()}.\n\n<!-- truncate -->\n\nMore after the fold.\n`;

const site = migratedSite('swizzle-blog-post-parts', {
  'docusaurus.config.js': CONFIG,
  'blog/authors.yml': 'ada:\n  name: Ada Wick\nbo:\n  name: Bo Glass\n',
  'blog/2026-01-02-wicks.md': post('Wicks', 'guide', '[ada]'),
  'blog/2026-02-03-oil.md': post('Oil', 'tip', '[ada, bo]'),
  'src/pages/index.md': '# Lamps\n',
  'src/theme/BlogPostItem/Header/Title/index.js': TITLE,
  'src/theme/BlogPostItem/Header/Authors/index.js': AUTHORS,
  'src/theme/BlogPostItem/Content/index.js': CONTENT,
  'src/theme/BlogPostItem/Footer/index.js': FOOTER,
  'src/theme/BlogPostItem/Container/index.js': CONTAINER,
});

const html = (path: string) => readFile(join(site.out, path), 'utf8');

describe('the parts of a blog post, swizzled one by one', () => {
  it("draws each through the site's component on the post's page", async () => {
    expect(site.built.stdout + site.built.stderr).not.toMatch(/error\[|warning\[swizzle-/);
    expect(site.built.code).toBe(0);
    const page = await html('blog/2026/02/03/oil/index.html');
    expect(page).toContain('<article class="lamp-card"><header>');
    // The title is ours (an h1 on its page) with the wrapper's class, then the wrapper's mark.
    expect(page).toMatch(/<h1 class="title_f1Hy lamp-title">Oil<\/h1><p class="lamp-kind">tip<\/p>/);
    // The date line is still ours, between the title and the site's authors.
    expect(page).toMatch(
      /lamp-kind">tip<\/p><div class="container_mt6G[^"]*"><time[^>]*>[^<]+<\/time> · One min read<\/div><p class="lamp-authors">By Ada Wick and Bo Glass<\/p><\/header>/,
    );
    expect(page).not.toContain('avatar__name');
    expect(page).toMatch(/<div id="__blog-post-container" class="markdown lamp-body"><p>A few words about oil.<\/p>/);
    expect(page).toContain('More after the fold.');
    // Docusaurus's footer (the post's tags) and the site's line after it.
    expect(page).toMatch(
      /<footer class="docusaurus-mt-lg">[\s\S]*?href="\/blog\/tags\/care"[\s\S]*?<\/footer><p class="lamp-comments">Comments on Oil<\/p>/,
    );
  });

  it('draws them for each post of a list, each with its own post', async () => {
    const list = await html('blog/index.html');
    expect(list).toContain('<article class="lamp-card margin-bottom--xl"><header>');
    expect(list).toMatch(
      /<h2 class="title_f1Hy lamp-title"><a href="\/blog\/2026\/02\/03\/oil">Oil<\/a><\/h2><p class="lamp-kind">tip<\/p>/,
    );
    expect(list).toMatch(
      /<h2 class="title_f1Hy lamp-title"><a href="\/blog\/2026\/01\/02\/wicks">Wicks<\/a><\/h2><p class="lamp-kind">guide<\/p>/,
    );
    expect(list).toContain('<p class="lamp-authors">By Ada Wick</p>');
    // In a list, the excerpt in the site's class, then our footer with its read-more link; no comments line.
    expect(list).toMatch(
      /<div class="markdown lamp-body"><p>A few words about wicks.<\/p>\s*<\/div><footer class="row docusaurus-mt-lg">/,
    );
    expect(list).toContain('aria-label="Read more about Wicks"');
    expect(list).not.toContain('lamp-comments');
  });
});

// Ejected rather than wrapped (kuizuo/blog's): the post's box written anew around @theme/MDXContent,
// which Docusaurus lets any component render; it threw "renders only inside the classic theme's MDXContent".
const EJECTED_CONTENT = `import React from 'react';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import MDXContent from '@theme/MDXContent';

export default function LampPostContent({ children, className }) {
  const { isBlogPostPage } = useBlogPost();
  return (
    <div className={['markdown lamp-ejected', className].filter(Boolean).join(' ')} data-page={isBlogPostPage ? 'post' : 'list'}>
      <MDXContent>{children}</MDXContent>
    </div>
  );
}
`;

describe('an ejected BlogPostItem/Content that renders @theme/MDXContent', () => {
  const copy = builtCopy('classic-site', { 'src/theme/BlogPostItem/Content/index.js': EJECTED_CONTENT });

  it("draws each post's content inside the site's box, on its page and in the list", async () => {
    expect(copy.build.stderr).not.toContain('error[');
    expect(copy.build.code, copy.build.stderr).toBe(0);
    const list = await copy.page('blog/index.html');
    // The excerpt inside the site's box (zapsite's post body is a display:contents box of its own).
    expect(list).toMatch(
      /<div class="markdown lamp-ejected" data-page="list">(?:<div style="display:contents">)?<p>The first lantern of the season is lit\.<\/p>/,
    );
    const post = await copy.page('blog/2026/01/10/first-light/index.html');
    expect(post).toMatch(/<div class="markdown lamp-ejected" data-page="post">(?:<div style="display:contents">)?<p>/);
  });
});
