// Docusaurus's generated data and content rules a Docusaurus site relies on (issue 31), through the
// CLI on a small site written here: the blog's recent-posts list, the site config and the plugins'
// global data imported from `.docusaurus/` and `@generated/`, a generated module zapsite does not write (a located error),
// _category_ files asking for generated-index pages, and authors.yml author pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { zapsite, type Run } from '../helpers/cli.ts';

const HOME = `import React from 'react';
import Layout from '@theme/Layout';
import recent from '../../.docusaurus/docusaurus-plugin-content-blog/default/blog-post-list-prop-default.json';
import siteConfig from '@generated/docusaurus.config';
import globalData from '@generated/globalData';

export default function Home() {
  return (
    <Layout title="Home">
      <h1 id="site-title">{siteConfig.title}</h1>
      <p id="motto">{String(siteConfig.customFields.motto)} at {siteConfig.baseUrl}</p>
      <p id="docs-path">{globalData['docusaurus-plugin-content-docs'].default.path}</p>
      <h2 id="recent-title">{recent.title}</h2>
      <ul id="recent">
        {recent.items.map((item) => (
          <li key={item.permalink} data-permalink={item.permalink} data-unlisted={String(item.unlisted)} data-date={item.date}>{item.title}</li>
        ))}
      </ul>
    </Layout>
  );
}
`;

const FILES: Record<string, string> = {
  'zapsite.config.ts': `import { defineConfig } from 'zapsite/config';
export default defineConfig({
  title: 'Lamp Shop',
  url: 'https://lamps.example.com',
  baseUrl: '/shop/',
  trailingSlash: true,
  customFields: { motto: 'Bright ideas' },
  docs: { path: 'docs' },
  blog: { path: 'blog', blogSidebarCount: 2, onUntruncatedBlogPosts: 'ignore', onInlineAuthors: 'ignore' },
  pages: { path: 'src/pages' },
});
`,
  'src/pages/index.tsx': HOME,
  'blog/authors.yml': `AdaLovelace:
  name: Ada Lovelace
  page: true
grace:
  name: Grace Hopper
  page:
    permalink: all-grace-articles
linus:
  name: Linus Quiet
`,
  'blog/2024-01-05-first-lamp.md': '---\ntitle: First lamp\nauthors: [AdaLovelace, linus]\n---\n\nA lamp.\n',
  'blog/2024-02-05-hidden-lamp.md': '---\ntitle: Hidden lamp\nunlisted: true\nauthors: [grace]\n---\n\nUnlisted.\n',
  'blog/2024-03-05-third-lamp.md': '---\ntitle: Third lamp\nauthors: [grace, linus]\n---\n\nThe newest.\n',
  'docs/intro.md': '---\nsidebar_position: 1\n---\n\n# Intro\n\nStart here.\n',
  'docs/basics/_category_.json': JSON.stringify({
    label: 'Tutorial - Basics',
    position: 2,
    link: { type: 'generated-index', description: 'Five minutes of basics.' },
  }),
  'docs/basics/wire-a-lamp.md': '---\ndescription: Wiring, step by step.\n---\n\n# Wire a lamp\n\nText.\n',
  'docs/basics/pick-a-bulb.md': '# Pick a bulb\n\nWarm or cold.\n',
  'docs/start/_category_.yml': "label: 'Getting Started!'\nposition: 3\nlink:\n  type: generated-index\n",
  'docs/start/first-day.md': '# First day\n\nHello.\n',
  'docs/tools/_category_.yml':
    "label: 'API & CLI'\nposition: 4\nlink:\n  type: generated-index\n  slug: /tools-overview\n  title: Every tool\n  description: The lamp shop's tools.\n  keywords: [tools]\n",
  'docs/tools/cli.md': '# CLI\n\nCommands.\n',
};

let dir: string;
let root: string;
let build: Run;
const out = (path: string) => readFile(join(root, 'build', path), 'utf8');

async function writeSite(at: string, files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(at, path)), { recursive: true });
    await writeFile(join(at, path), text);
  }
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'zapsite-generated-data-'));
  root = join(dir, 'site');
  await writeSite(root, FILES);
  build = await zapsite(['build', '--root', root]);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('generated data imports', () => {
  it('builds without an error', () => {
    expect(build.stderr).not.toContain('error[');
    expect(build.code).toBe(0);
  });

  it("renders the blog's recent posts as Docusaurus lists them: blogSidebarCount of every post, newest first, unlisted marked", async () => {
    const html = await out('index.html');
    expect(html).toContain('<h2 id="recent-title">Recent posts</h2>');
    const items = [
      ...html.matchAll(/<li data-permalink="([^"]+)" data-unlisted="([^"]+)" data-date="([^"]+)">([^<]+)<\/li>/g),
    ].map((m) => [m[1], m[2], m[3], m[4]]);
    expect(items).toEqual([
      ['/shop/blog/2024/03/05/third-lamp/', 'false', '2024-03-05T00:00:00.000Z', 'Third lamp'],
      ['/shop/blog/2024/02/05/hidden-lamp/', 'true', '2024-02-05T00:00:00.000Z', 'Hidden lamp'],
    ]);
  });

  it("gives @generated/globalData each plugin's global data, the docs plugin's among them", async () => {
    expect(await out('index.html')).toContain('<p id="docs-path">/shop/docs</p>');
  });

  it('gives @generated/docusaurus.config the title, base URL and customFields', async () => {
    const html = await out('index.html');
    expect(html).toContain('<h1 id="site-title">Lamp Shop</h1>');
    expect(html).toMatch(/<p id="motto">Bright ideas(<!-- -->)? at (<!-- -->)?\/shop\/<\/p>/);
  });
});

describe('_category_ files with a generated index', () => {
  it("makes each page at Docusaurus's URL: /category/<label slugged> unless the file gives a slug", async () => {
    for (const path of ['docs/category/tutorial---basics', 'docs/category/getting-started', 'docs/tools-overview'])
      expect(existsSync(join(root, 'build', path, 'index.html')), path).toBe(true);
  });

  it("shows a card per item, with the doc's description, under the link's description", async () => {
    const html = await out('docs/category/tutorial---basics/index.html');
    expect(html).toContain('<h1>Tutorial - Basics</h1>');
    expect(html).toContain('<p>Five minutes of basics.</p>');
    const cards = [...html.matchAll(/<a class="card card--link" href="([^"]+)">.*?<span>([^<]+)<\/span>/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(cards).toEqual([
      ['/shop/docs/basics/pick-a-bulb/', 'Pick a bulb'],
      ['/shop/docs/basics/wire-a-lamp/', 'Wire a lamp'],
    ]);
    expect(html).toContain('Wiring, step by step.');
    const tools = await out('docs/tools-overview/index.html');
    expect(tools).toContain('<h1>Every tool</h1>');
    expect(tools).toContain('The lamp shop&#x27;s tools.');
    expect(tools).toContain('<meta name="keywords" content="tools"');
  });

  it('links the category to its page in the sidebar', async () => {
    const html = await out('docs/intro/index.html');
    expect(html).toMatch(
      /<a class="menu__link menu__link--category" href="\/shop\/docs\/category\/tutorial---basics\/">Tutorial - Basics<\/a>/,
    );
    expect(html).toMatch(/href="\/shop\/docs\/category\/getting-started\/">Getting Started!<\/a>/);
  });
});

describe('authors.yml pages', () => {
  it('puts page: true at the key in kebab case and page: { permalink } at that path; no page without it', async () => {
    expect(existsSync(join(root, 'build/blog/authors/ada-lovelace/index.html'))).toBe(true);
    expect(existsSync(join(root, 'build/blog/authors/all-grace-articles/index.html'))).toBe(true);
    for (const gone of ['AdaLovelace', 'grace', 'linus'])
      expect(existsSync(join(root, 'build/blog/authors', gone)), gone).toBe(false);
    const post = await out('blog/2024/03/05/third-lamp/index.html');
    expect(post).toContain('href="/shop/blog/authors/all-grace-articles/"');
    expect(await out('blog/authors/all-grace-articles/index.html')).toContain('Third lamp');
  });
});

describe('a generated module zapsite does not write', () => {
  it('is an error at the import, naming it and the modules zapsite writes', async () => {
    const bad = join(dir, 'bad');
    await writeSite(bad, {
      ...FILES,
      'src/pages/index.tsx': HOME.replace(
        "import siteConfig from '@generated/docusaurus.config';",
        "import siteConfig from '@generated/docusaurus.config';\nimport chunks from '../../.docusaurus/routesChunkNames.json';",
      ).replace('{recent.title}', '{recent.title}{Object.keys(chunks).length}'),
    });
    const run = await zapsite(['build', '--root', bad]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      'error[unknown-generated-module]: zapsite does not write the generated module "../../.docusaurus/routesChunkNames.json"',
    );
    expect(run.stderr).toContain(
      '@generated/docusaurus.config, @generated/globalData, @generated/docusaurus-plugin-content-blog/default/blog-post-list-prop-default.json',
    );
    expect(run.stderr).toContain('--> src/pages/index.tsx:5:');
    expect(run.stderr).toContain("5 | import chunks from '../../.docusaurus/routesChunkNames.json';");
    expect(existsSync(join(bad, 'build'))).toBe(false);
  });
});
