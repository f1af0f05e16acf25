// What sites swizzle below a doc's or post's content. DocPaginator and BlogPostPaginator, the way
// sites put comments under every doc and post (casbin's wrap both around a Giscus box): zapsite
// draws its doc and post paginators through the site's, with Docusaurus's props ({ previous, next }
// and { prevItem, nextItem }, each { title, permalink }), and @theme-original is zapsite's
// paginator. A wrapper with state hydrates as an island whose original stays as the server drew
// it; tests/e2e/classic-swizzle-island.test.ts clicks it. EditMetaRow (ionic's and supertokens's
// own edit-and-last-update row) gets Docusaurus's className, editUrl, lastUpdatedAt, lastUpdatedBy.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { zapsite } from '../helpers/cli.ts';
import { migratedSite } from './temp-site.ts';

const CONFIG = `// @ts-check
/** @type {import('@docusaurus/types').Config} */
module.exports = {
  title: 'Lamps',
  url: 'https://lamps.example.com',
  baseUrl: '/shop/',
  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.js',
          editUrl: 'https://lamps.example.com/edit/',
          showLastUpdateTime: true,
          showLastUpdateAuthor: true,
        },
        blog: {},
      },
    ],
  ],
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

// Ejected and changed, as saleor's and supertokens's are: the column marks the kind of page from the
// location and widens itself when the doc has no sidebar.
const DOC_MAIN = `import React from 'react';
import { useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import { useLocation } from '@docusaurus/router';

export default function DocRootLayoutMain({ hiddenSidebarContainer, children }) {
  const sidebar = useDocsSidebar();
  const { pathname } = useLocation();
  return (
    <main className={'docMainContainer lamp-main' + (hiddenSidebarContainer || !sidebar ? ' lamp-wide' : '')}>
      <div className="container padding-top--md padding-bottom--lg" data-page-kind={pathname.includes('/glass') ? 'glass' : 'lamp'} data-sidebar={sidebar ? sidebar.name : 'none'}>
        {children}
      </div>
    </main>
  );
}
`;

// Ejected and changed: the edit link alone, with the date as a plain number.
const EDIT_META_ROW = `import React from 'react';
import EditThisPage from '@theme/EditThisPage';

export default function EditMetaRow({ className, editUrl, lastUpdatedAt, lastUpdatedBy }) {
  return (
    <div className={'lamp-meta ' + className} data-at={String(lastUpdatedAt)} data-by={String(lastUpdatedBy)}>
      {editUrl && <EditThisPage editUrl={editUrl} />}
    </div>
  );
}
`;

const site = migratedSite('swizzle-paginators', {
  'docusaurus.config.js': CONFIG,
  'sidebars.js': "module.exports = { docs: ['wicks', 'oil', 'glass'] };\n",
  'docs/wicks.md': '# Wicks\n\nTrim them.\n',
  'docs/glass.md': '# Glass\n\nWipe the chimney.\n',
  'blog/2026-01-01-first.md': '---\ntitle: First light\n---\n\nThe first lamp.\n',
  'blog/2026-02-01-second.md': '---\ntitle: Second light\n---\n\nThe second lamp.\n',
  'src/pages/index.md': '# Lamps\n',
  'src/theme/DocPaginator/index.js': DOC_PAGINATOR,
  'src/theme/BlogPostPaginator/index.js': BLOG_PAGINATOR,
  'src/theme/EditMetaRow/index.js': EDIT_META_ROW,
  'src/theme/DocRoot/Layout/Main/index.js': DOC_MAIN,
  'docs/oil.md': '---\nlast_update:\n  date: 2026-03-04\n  author: Ada\n---\n\n# Oil\n\nKerosene burns clean.\n',
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

describe('a swizzled EditMetaRow', () => {
  it("is the row under each doc, given Docusaurus's className, editUrl, lastUpdatedAt and lastUpdatedBy", async () => {
    const oil = await html('docs/oil/index.html');
    const at = Date.UTC(2026, 2, 4);
    expect(oil).toContain(
      `<div class="lamp-meta margin-top--sm theme-doc-footer-edit-meta-row" data-at="${at}" data-by="Ada"><a href="https://lamps.example.com/edit/docs/oil.md"`,
    );
    // In place of zapsite's row, not beside it.
    expect(oil).not.toContain('class="col lastUpdated_JAkA"');
  });
});

describe('a swizzled DocRoot/Layout/Main', () => {
  it('is the column around each doc, given the doc as children, reading the sidebar and the location', async () => {
    const glass = await html('docs/glass/index.html');
    expect(glass).toMatch(
      /<main class="docMainContainer lamp-main"><div class="container padding-top--md padding-bottom--lg" data-page-kind="glass" data-sidebar="docs"><div class="row"><div class="col docItemCol_VOVn[^"]*">[\s\S]*?<h1>Glass<\/h1>/,
    );
    // In place of zapsite's column, not around it.
    expect(glass.match(/<main /g)).toHaveLength(1);
    expect(await html('docs/wicks/index.html')).toContain('data-page-kind="lamp"');
  });
});

describe('a swizzled component that throws while a page renders', () => {
  it('is an error at its line naming the page, on this thread and on a build worker, never an unexpected error', async () => {
    const footer = join(site.root, 'src/theme/Footer.js');
    await writeFile(footer, "export default function Footer() {\n  throw new Error('the wick is out');\n}\n");
    try {
      for (const workers of ['0', '1']) {
        const out = join(site.out, '..', `out-throws-${workers}`);
        const failed = await zapsite(['build', '--root', site.root, '--out', out], { ZAPSITE_WORKERS: workers });
        const all = failed.stdout + failed.stderr;
        expect(failed.code, all).toBe(1);
        expect(all).not.toContain('Unexpected error');
        expect(all).toContain('error[mdx-render]: A component threw while rendering: the wick is out');
        expect(all).toContain('src/theme/Footer.js:2:9');
        expect(all).toMatch(/= affects 1 page: \//);
      }
    } finally {
      await rm(footer);
    }
  });
});
