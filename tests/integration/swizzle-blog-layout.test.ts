// A swizzled BlogLayout frames the blog's pages as Docusaurus's does: written anew (no recent-posts
// sidebar, a wider column, the post's TOC beside it, as facebook/flow's site has it), it draws the
// post pages, list pages and tag pages inside the page's chrome, once, with `@theme/Layout` as the
// one main wrapper; the archive, which Docusaurus lays out without BlogLayout, keeps ours. A
// wrapper of the original adds a line above our frame. Migrated and built through the CLI.
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
  presets: [['classic', { docs: false, blog: {} }]],
};
`;

const LAYOUT = `import React from 'react';
import Layout from '@theme/Layout';

export default function BlogLayout(props) {
  const { sidebar, toc, children, ...layoutProps } = props;
  return (
    <Layout {...layoutProps}>
      <div className="container lamp-blog" data-recent={sidebar ? sidebar.items.length : 0}>
        <main className="col col--9">{children}</main>
        {toc ? <div className="lamp-toc">{toc}</div> : null}
      </div>
    </Layout>
  );
}
`;

const WRAPPER = `import React from 'react';
import BlogLayout from '@theme-original/BlogLayout';

export default function BlogLayoutWrapper(props) {
  return (
    <>
      <p className="lamp-banner">Lamp news</p>
      <BlogLayout {...props} />
    </>
  );
}
`;

const POSTS = {
  'blog/2026-01-02-wicks.md':
    '---\ntitle: Wicks\ntags: [care]\n---\n\nTrim them.\n\n## Cotton\n\nBright.\n\n## Hemp\n\nSlow.\n',
  'blog/2026-02-03-oil.md': '---\ntitle: Oil\ntags: [care]\n---\n\nUse clean oil.\n',
  'src/pages/index.md': '# Lamps\n',
};

const written = migratedSite('swizzle-blog-layout', {
  'docusaurus.config.js': CONFIG,
  ...POSTS,
  'src/theme/BlogLayout/index.js': LAYOUT,
});
const wrapped = migratedSite('swizzle-blog-layout-wrapper', {
  'docusaurus.config.js': CONFIG,
  ...POSTS,
  'src/theme/BlogLayout/index.js': WRAPPER,
});

const html = (site: typeof written, path: string) => readFile(join(site.out, path), 'utf8');
const count = (s: string, part: string) => s.split(part).length - 1;

describe('a swizzled BlogLayout', () => {
  it("frames a post's page once, inside the chrome, with the post's TOC", async () => {
    expect(written.built.stdout + written.built.stderr).not.toMatch(/error\[|warning\[swizzle-/);
    expect(written.built.code).toBe(0);
    const page = await html(written, 'blog/2026/01/02/wicks/index.html');
    expect(count(page, 'main-wrapper')).toBe(1);
    expect(count(page, '<nav aria-label="Main"')).toBe(1);
    // The site's frame is the main wrapper's content: no recent-posts sidebar of ours, Docusaurus's
    // `sidebar` prop (the two posts) given to it all the same.
    expect(page).toMatch(
      /<div id="__docusaurus_skipToContent_fallback" class="theme-layout-main main-wrapper mainWrapper_z2l0"><div class="container lamp-blog" data-recent="2"><main class="col col--9"><article>/,
    );
    expect(page).not.toContain('sidebar_re4s');
    expect(page).toMatch(/<div class="lamp-toc">[\s\S]*?href="#cotton"[\s\S]*?href="#hemp"/);
  });

  it('frames the list and tag pages; the archive keeps ours', async () => {
    for (const path of ['blog/index.html', 'blog/tags/care/index.html', 'blog/tags/index.html']) {
      const page = await html(written, path);
      expect(page, path).toContain('<div class="container lamp-blog" data-recent="2">');
      expect(count(page, 'main-wrapper'), path).toBe(1);
    }
    const list = await html(written, 'blog/index.html');
    expect(list).not.toContain('lamp-toc');
    expect(list).toContain('aria-label="Blog list page navigation"');
    const archive = await html(written, 'blog/archive/index.html');
    expect(archive).not.toContain('lamp-blog');
    expect(count(archive, 'main-wrapper')).toBe(1);
  });

  it('draws ours through a wrapper, with the main wrapper around both', async () => {
    expect(wrapped.built.stdout + wrapped.built.stderr).not.toMatch(/error\[|warning\[swizzle-/);
    const page = await html(wrapped, 'blog/2026/01/02/wicks/index.html');
    expect(count(page, 'main-wrapper')).toBe(1);
    expect(page).toMatch(
      /<p class="lamp-banner">Lamp news<\/p><div id="__docusaurus_skipToContent_fallback" class="theme-layout-main main-wrapper mainWrapper_z2l0"><div class="container margin-vert--lg"><div class="row"><aside class="col col--3"><nav class="sidebar_re4s/,
    );
  });
});
