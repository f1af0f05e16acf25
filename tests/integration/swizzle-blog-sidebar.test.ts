// The blog's recent posts as Docusaurus draws them: one list with no year headings when the config
// says `themeConfig.blog.sidebar.groupByYear: false`; a swizzled BlogSidebar that wraps ours; and a
// BlogSidebar/Desktop ejected as Docusaurus 3.10's is written (useVisibleBlogSidebarItems,
// BlogSidebarItemList, @theme/BlogSidebar/Content), drawn by ours and by that wrapper, given
// Docusaurus's `sidebar`. Migrated and built through the CLI.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migratedSite } from './temp-site.ts';

const config = (themeConfig: string) => `// @ts-check
/** @type {import('@docusaurus/types').Config} */
module.exports = {
  title: 'Lamps',
  url: 'https://lamps.example.com',
  baseUrl: '/',
  presets: [['classic', { docs: false, blog: {} }]],
  themeConfig: ${themeConfig},
};
`;

const WRAPPER = `import React from 'react';
import BlogSidebar from '@theme-original/BlogSidebar';

export default function BlogSidebarWrapper(props) {
  return (
    <>
      <p className="lamp-subscribe">{props.sidebar.items.length} posts</p>
      <BlogSidebar {...props} />
    </>
  );
}
`;

const DESKTOP = `import React from 'react';
import { translate } from '@docusaurus/Translate';
import { useVisibleBlogSidebarItems, BlogSidebarItemList } from '@docusaurus/plugin-content-blog/client';
import BlogSidebarContent from '@theme/BlogSidebar/Content';

const ListComponent = ({ items }) => (
  <BlogSidebarItemList
    items={items}
    ulClassName="lamp-list"
    liClassName="lamp-item"
    linkClassName="lamp-link"
    linkActiveClassName="lamp-link-here"
  />
);

export default function BlogSidebarDesktop({ sidebar }) {
  const items = useVisibleBlogSidebarItems(sidebar.items);
  return (
    <aside className="col col--3 lamp-sidebar">
      <nav aria-label={translate({ id: 'theme.blog.sidebar.navAriaLabel', message: 'Blog recent posts navigation' })}>
        <div className="lamp-sidebar-title">{sidebar.title}</div>
        <BlogSidebarContent items={items} ListComponent={ListComponent} yearGroupHeadingClassName="lamp-year" />
      </nav>
    </aside>
  );
}
`;

const POSTS = {
  'blog/2025-12-30-wicks.md': '---\ntitle: Wicks\n---\n\nTrim them.\n',
  'blog/2026-02-03-oil.md': '---\ntitle: Oil\n---\n\nUse clean oil.\n',
  'blog/2026-03-04-glass.md': '---\ntitle: Glass\n---\n\nWipe the glass.\n',
  'src/pages/index.md': '# Lamps\n',
};

const flat = migratedSite('blog-sidebar-flat', {
  'docusaurus.config.js': config('{ blog: { sidebar: { groupByYear: false } } }'),
  ...POSTS,
});
const swizzled = migratedSite('swizzle-blog-sidebar', {
  'docusaurus.config.js': config('{}'),
  ...POSTS,
  'src/theme/BlogSidebar/index.js': WRAPPER,
  'src/theme/BlogSidebar/Desktop/index.js': DESKTOP,
});

const html = (site: typeof flat, path: string) => readFile(join(site.out, path), 'utf8');

describe("the blog's recent posts", () => {
  it('are one list with no year headings when the config does not group them by year', async () => {
    expect(flat.built.code, flat.built.stderr).toBe(0);
    const page = await html(flat, 'blog/2026/02/03/oil/index.html');
    expect(page).toMatch(
      /<div class="sidebarItemTitle_pO2u margin-bottom--md">Recent posts<\/div><ul class="sidebarItemList_Yudw clean-list"><li class="sidebarItem__DBe"><a class="sidebarItemLink_mo7H" href="\/blog\/2026\/03\/04\/glass">Glass<\/a><\/li><li class="sidebarItem__DBe"><a class="sidebarItemLink_mo7H sidebarItemLinkActive_I1ZP" href="\/blog\/2026\/02\/03\/oil">Oil<\/a>/,
    );
    expect(page).not.toContain('yearGroupHeading');
  });

  it("are drawn by the site's wrapper and its ejected desktop column, grouped by year", async () => {
    expect(swizzled.built.stdout + swizzled.built.stderr).not.toMatch(/error\[|warning\[swizzle-/);
    expect(swizzled.built.code).toBe(0);
    const page = await html(swizzled, 'blog/2026/02/03/oil/index.html');
    expect(page).toContain('<p class="lamp-subscribe">3 posts</p><aside class="col col--3 lamp-sidebar">');
    expect(page).not.toContain('sidebar_re4s');
    // Newest year first, each year's posts as listed; the page's own post marked.
    expect(page).toMatch(
      /<div role="group"><h3 class="lamp-year">2026<\/h3><ul class="lamp-list"><li class="lamp-item"><a href="\/blog\/2026\/03\/04\/glass" class="lamp-link">Glass<\/a><\/li><li class="lamp-item"><a href="\/blog\/2026\/02\/03\/oil" class="lamp-link lamp-link-here">Oil<\/a><\/li><\/ul><\/div><div role="group"><h3 class="lamp-year">2025<\/h3>/,
    );
    // The list page too, with no post marked.
    const list = await html(swizzled, 'blog/index.html');
    expect(list).toContain('<p class="lamp-subscribe">3 posts</p>');
    expect(list).not.toContain('lamp-link-here');
  });
});
