// `<html>` and `<body>` in a page's <Head> (as Docusaurus's docs show for @docusaurus/Head) set the
// page's own <html> and <body> attributes, as react-helmet does: their class joins the theme's. They
// were written into <head> as tags, so the page had two <html> and two <body> start tags and a
// browser kept the first of each. A React page and an MDX page. Migrated and built through the CLI.
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
  presets: [['classic', { docs: false, blog: false }]],
};
`;

const site = migratedSite('head-html-body', {
  'docusaurus.config.js': CONFIG,
  'src/pages/index.js': `import React from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';

export default function Home() {
  return (
    <Layout title="Home">
      <Head>
        <html className="lamp-landing" data-lamp="lit" />
        <body className="lamp-body" />
        <meta name="robots" content="noindex" />
      </Head>
      <p>Lamps for every room.</p>
    </Layout>
  );
}
`,
  'src/pages/notes.mdx': `import Head from '@docusaurus/Head';

<Head>
  <body className="lamp-notes" />
</Head>

# Notes

Trim the wick.
`,
});

const tags = (html: string) => html.match(/<html[^>]*>|<body[^>]*>/g);

describe('<html> and <body> in a page’s <Head>', () => {
  it("set the page's own <html> and <body>, their class beside the theme's", async () => {
    expect(site.built.code, site.built.stderr).toBe(0);
    const home = await readFile(join(site.out, 'index.html'), 'utf8');
    expect(tags(home)).toEqual([
      '<html lang="en" dir="ltr" data-theme="light" class="plugin-pages plugin-id-default lamp-landing" data-lamp="lit">',
      '<body class="navigation-with-keyboard lamp-body" data-base-url="/">',
    ]);
    expect(home).toMatch(/<head>[\s\S]*<meta name="robots" content="noindex"\/>[\s\S]*<\/head>/);
    const notes = await readFile(join(site.out, 'notes/index.html'), 'utf8');
    expect(tags(notes)).toHaveLength(2);
    expect(notes).toContain('<body class="navigation-with-keyboard lamp-notes" data-base-url="/">');
  });
});
