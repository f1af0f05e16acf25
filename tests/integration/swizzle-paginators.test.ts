// Swizzled DocPaginator and BlogPostPaginator, the way sites put comments under every doc and post
// (casbin's wrap both around a Giscus box): zapsite draws its doc and post paginators through the
// site's, with Docusaurus's props ({ previous, next } and { prevItem, nextItem }, each { title,
// permalink }), and @theme-original is zapsite's paginator. A wrapper with state hydrates as an
// island whose original stays as the server drew it; tests/e2e/classic-swizzle-island.test.ts
// clicks it.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migratedSite } from './temp-site.ts';

const CONFIG = `// @ts-check
/** @type {import('@docusaurus/types').Config} */
module.exports = {
  title: 'Lamps',
  url: 'https://lamps.example.com',
  baseUrl: '/shop/',
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: {} }]],
};
`;

const DOC_PAGINATOR = `import React, { useState } from 'react';
import DocPaginator from '@theme-original/DocPaginator';

export default function DocPaginatorWithNotes(props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <DocPaginator {...props} />
      <section className="lamp-notes" data-previous={props.previous ? props.previous.permalink : 'none'} data-next={props.next ? props.next.title : 'none'}>
        <button type="button" onClick={() => setOpen(!open)}>Reader notes</button>
        {open ? <p className="lamp-notes-open">No notes yet.</p> : null}
      </section>
    </>
  );
}
`;

const BLOG_PAGINATOR = `import React from 'react';
import BlogPostPaginator from '@theme-original/BlogPostPaginator';

export default function PostEnd(props) {
  return (
    <div className="post-end" data-newer={props.prevItem ? props.prevItem.permalink : 'none'} data-older={props.nextItem ? props.nextItem.title : 'none'}>
      <BlogPostPaginator {...props} />
      <p>Thanks for reading.</p>
    </div>
  );
}
`;

const site = migratedSite('swizzle-paginators', {
  'docusaurus.config.js': CONFIG,
  'sidebars.js': "module.exports = { docs: ['wicks', 'oil', 'glass'] };\n",
  'docs/wicks.md': '# Wicks\n\nTrim them.\n',
  'docs/oil.md': '# Oil\n\nKerosene burns clean.\n',
  'docs/glass.md': '# Glass\n\nWipe the chimney.\n',
  'blog/2026-01-01-first.md': '---\ntitle: First light\n---\n\nThe first lamp.\n',
  'blog/2026-02-01-second.md': '---\ntitle: Second light\n---\n\nThe second lamp.\n',
  'src/pages/index.md': '# Lamps\n',
  'src/theme/DocPaginator/index.js': DOC_PAGINATOR,
  'src/theme/BlogPostPaginator/index.js': BLOG_PAGINATOR,
});
const html = (path: string) => readFile(join(site.out, path), 'utf8');

describe('a swizzled DocPaginator', () => {
  it("is drawn below each doc with Docusaurus's props, around zapsite's paginator, and hydrates", async () => {
    expect(site.built.stdout + site.built.stderr).not.toMatch(/error\[|warning\[swizzle-unused\]/);
    expect(site.built.code).toBe(0);
    const oil = await html('docs/oil/index.html');
    expect(oil).toContain('data-island="SwizzledDocPaginator"');
    // The original: zapsite's paginator with both links, the base URL in them.
    expect(oil).toMatch(
      /<nav class="pagination-nav docusaurus-mt-lg" aria-label="Docs pages"><a class="pagination-nav__link pagination-nav__link--prev" href="\/shop\/docs\/wicks">[\s\S]*?Wicks<\/div><\/a><a class="pagination-nav__link pagination-nav__link--next" href="\/shop\/docs\/glass">/,
    );
    expect(oil).toContain('<section class="lamp-notes" data-previous="/shop/docs/wicks" data-next="Glass">');
    // Once: the wrapper in place of zapsite's paginator, not beside it.
    expect(oil.match(/aria-label="Docs pages"/g)).toHaveLength(1);
    // The first doc has no previous page.
    expect(await html('docs/wicks/index.html')).toContain('data-previous="none" data-next="Oil"');
  });
});

describe('a swizzled BlogPostPaginator', () => {
  it("is drawn below each post with Docusaurus's prevItem and nextItem, at build time", async () => {
    const first = await html('blog/2026/01/01/first/index.html');
    expect(first).toContain('<div class="post-end" data-newer="/shop/blog/2026/02/01/second" data-older="none">');
    expect(first).toMatch(
      /<div class="post-end"[^>]*><nav class="pagination-nav docusaurus-mt-lg" aria-label="Blog post page navigation"><a class="pagination-nav__link pagination-nav__link--prev" href="\/shop\/blog\/2026\/02\/01\/second"><div class="pagination-nav__sublabel">Newer post<\/div><div class="pagination-nav__label">Second light<\/div><\/a><\/nav><p>Thanks for reading.<\/p><\/div>/,
    );
    expect(first).not.toContain('data-island="SwizzledBlogPostPaginator"');
    expect(await html('blog/2026/02/01/second/index.html')).toContain('data-newer="none" data-older="First light"');
  });
});
