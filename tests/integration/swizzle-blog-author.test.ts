// A swizzled Blog/Components/Author (Docusaurus 3.5+) draws each author of the blog: in a post's
// header, on the author's own page (its name an h1) and in the list of authors (an h2, with the
// count), given Docusaurus's `author`, `as`, `count` and `className`. A wrapper hands ours a class
// of its own and adds a mark; one written anew renders `@theme/Blog/Components/Author/Socials`.
// Migrated and built through the CLI, under a base URL.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migratedSite } from './temp-site.ts';

const CONFIG = `// @ts-check
/** @type {import('@docusaurus/types').Config} */
module.exports = {
  title: 'Lamps',
  url: 'https://lamps.example.com',
  baseUrl: '/lamps/',
  presets: [['classic', { docs: false, blog: {} }]],
};
`;

const WRAPPER = `import React from 'react';
import Author from '@theme-original/Blog/Components/Author';

export default function AuthorWrapper(props) {
  return (
    <div className="lamp-author-box">
      <Author {...props} className="lamp-author" />
      {props.author.key === 'ada' ? <span className="lamp-staff">staff</span> : null}
    </div>
  );
}
`;

const WRITTEN = `import React from 'react';
import Link from '@docusaurus/Link';
import AuthorSocials from '@theme/Blog/Components/Author/Socials';

export default function Author({ author, as: As = 'span', count }) {
  return (
    <div className="lamp-card">
      <As className="lamp-name">{author.page ? <Link to={author.page.permalink}>{author.name}</Link> : author.name}</As>
      {count !== undefined ? <span className="lamp-count">{count} posts</span> : null}
      <AuthorSocials author={author} />
    </div>
  );
}
`;

const FILES = {
  'docusaurus.config.js': CONFIG,
  'blog/authors.yml':
    'ada:\n  name: Ada Wick\n  title: Lamp keeper\n  page: true\n  socials:\n    github: adawick\nbo:\n  name: Bo Glass\n  page: true\n',
  'blog/2026-01-02-wicks.md': '---\ntitle: Wicks\nauthors: [ada, bo]\n---\n\nTrim them.\n',
  'blog/2026-02-03-oil.md': '---\ntitle: Oil\nauthors: [ada]\n---\n\nUse clean oil.\n',
  'src/pages/index.md': '# Lamps\n',
};

const wrapped = migratedSite('swizzle-blog-author', {
  ...FILES,
  'src/theme/Blog/Components/Author/index.js': WRAPPER,
});
const written = migratedSite('swizzle-blog-author-written', {
  ...FILES,
  'src/theme/Blog/Components/Author/index.js': WRITTEN,
});

const html = (site: typeof wrapped, path: string) => readFile(join(site.out, path), 'utf8');

describe('a swizzled Blog/Components/Author', () => {
  it("wraps ours in a post's header, on the author's page and in the authors list", async () => {
    expect(wrapped.built.stdout + wrapped.built.stderr).not.toMatch(/error\[|warning\[swizzle-/);
    expect(wrapped.built.code).toBe(0);
    const post = await html(wrapped, 'blog/2026/01/02/wicks/index.html');
    // Ours, with the wrapper's class before the mark of `as`, its link to the author's page under the base URL.
    expect(post).toMatch(
      /<div class="lamp-author-box"><div class="avatar margin-bottom--sm lamp-author"><div class="avatar__intro authorDetails_lV9A"><div class="avatar__name"><a href="\/lamps\/blog\/authors\/ada"><span class="authorName_yefp" translate="no">Ada Wick<\/span><\/a><\/div><small class="authorTitle_nd0D" title="Lamp keeper">Lamp keeper<\/small><div class="authorSocials_rSDt">/,
    );
    expect(post).toContain('<span class="lamp-staff">staff</span>');
    expect(post).toContain('>Bo Glass</span>');
    const page = await html(wrapped, 'blog/authors/ada/index.html');
    expect(page).toMatch(
      /<div class="avatar margin-bottom--sm lamp-author author-as-h1_n9oJ">[\s\S]*?<h1 class="authorName_yefp"/,
    );
    const list = await html(wrapped, 'blog/authors/index.html');
    expect(list).toMatch(
      /<div class="avatar margin-bottom--sm lamp-author author-as-h2_gXvM">[\s\S]*?Ada Wick<\/h2><\/a><span class="authorBlogPostCount_iiJ5">2<\/span>/,
    );
  });

  it('draws one written anew, with the profile links of ours', async () => {
    expect(written.built.stdout + written.built.stderr).not.toMatch(/error\[|warning\[swizzle-/);
    const post = await html(written, 'blog/2026/02/03/oil/index.html');
    expect(post).toMatch(
      /<div class="lamp-card"><span class="lamp-name"><a href="\/lamps\/blog\/authors\/ada">Ada Wick<\/a><\/span><div class="authorSocials_rSDt"><a href="https:\/\/github.com\/adawick"/,
    );
    const list = await html(written, 'blog/authors/index.html');
    expect(list).toContain('<span class="lamp-count">2 posts</span>');
    expect(list).toContain('<h2 class="lamp-name">');
  });
});
