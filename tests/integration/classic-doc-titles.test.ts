// What Docusaurus sites write and expect of a doc's title and of the config's links, on the classic
// theme: front matter `hide_title` leaves out a title the content does not write, a doc's own
// `# heading` is its title on the page (the front matter title stays the <title>), and a navbar or
// footer `to` without a leading slash is from the site root (Docusaurus's useBaseUrl), checked and
// written that way; a footer `{ html }` item is written as its HTML; the config's `metadata` is on
// every page, a page's own keywords winning over it and it over the theme's twitter:card; its
// headTags, stylesheets and scripts end every page's <head>, in Docusaurus's order; its titleDelimiter
// stands between a page's title and the site's; the table of contents nests h4 under h3 under h2. One CLI build of the classic fixture, copied, with files of our own.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zapsite } from '../helpers/cli.ts';
import { copyFixtureWithConfig, put, type TempSite } from './temp-site.ts';

describe('doc titles and config links on the classic theme', () => {
  let site: TempSite;
  let out: string;
  let build: Awaited<ReturnType<typeof zapsite>>;
  const page = (rel: string) => readFile(join(out, rel), 'utf8');
  const markdown = (html: string) => /<div class="theme-doc-markdown markdown">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';

  beforeAll(async () => {
    site = await copyFixtureWithConfig('classic-site', (config) =>
      config
        .replace(
          "theme: { name: 'classic'",
          "titleDelimiter: '·',\n  metadata: [{ name: 'keywords', content: 'lamps, wicks' }, { name: 'twitter:card', content: 'summary' }, { property: 'og:site_name', content: 'Lantern Notes' }, { name: 'og:description', content: 'Notes on lamps.' }],\n  headTags: [{ tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.example.org' } }],\n  stylesheets: ['https://fonts.example.org/lamp.css'],\n  scripts: [{ src: 'https://buttons.example.org/buttons.js', async: true }],\n  theme: { name: 'classic'",
        )
        .replace(
          "{ to: '/blog/', label: 'Blog', position: 'left' },",
          "{ to: 'blog', label: 'Blog', position: 'left' },",
        )
        .replace(
          "{ label: 'Guide', to: '/docs/intro/' }",
          '{ label: \'Guide\', to: \'docs/intro#what-you-need\' }, { html: \'<a href="https://lamps.example.org/" class="maker-badge"><img src="/img/lantern.svg" alt="Made by Lamp Makers" /></a>\', className: \'badge-item\' }',
        ),
    );
    out = join(site.dir, 'out');
    await put(
      site.root,
      'docs/guide/wicks.md',
      '---\ntitle: Trimming wicks\nhide_title: true\n---\n\nA short wick burns clean.\n\n## Length\n\nAbout a finger nail.\n',
    );
    await put(
      site.root,
      'docs/guide/oil.md',
      '---\ntitle: Oil\nhide_title: true\nkeywords: [paraffin]\n---\n\n# Choosing lamp oil\n\nParaffin smokes less than olive oil.\n',
    );
    await put(
      site.root,
      'docs/guide/glass.md',
      '---\ntoc_max_heading_level: 4\n---\n\n# Glass\n\n## Cleaning\n\nWarm water.\n\n### Soot\n\nA soft cloth.\n\n#### Stubborn soot\n\nVinegar.\n\n### Cracks\n\nReplace it.\n\n## Fitting\n\nSeat it evenly.\n',
    );
    // Titles with markup: drawn with it, and titled and labelled as Docusaurus's contentTitle reads them.
    await put(site.root, 'docs/guide/snuffer.mdx', '# The `snuff()` call is **gentle**\n\nIt waits a breath.\n');
    await put(site.root, 'docs/guide/chain.md', '# Method: ~~pull\\_chain()~~\n\nGone in the next lamp.\n');
    build = await zapsite(['build', '--root', site.root, '--out', out]);
  }, 120_000);
  afterAll(() => site.remove());

  it('builds without a word about the links or the front matter', () => {
    expect(build.stderr).not.toMatch(/^(error|warning)/m);
    expect(build.code).toBe(0);
  });

  it('nests the table of contents as Docusaurus does, each heading under the one above it', async () => {
    const html = await page('docs/guide/glass/index.html');
    const toc = /<div class="tableOfContents_bqdL thin-scrollbar theme-doc-toc-desktop">([\s\S]*?)<\/div>/.exec(
      html,
    )?.[1];
    const link = (id: string, text: string) =>
      `<a href="#${id}" class="table-of-contents__link toc-highlight">${text}</a>`;
    expect(toc).toBe(
      '<ul class="table-of-contents table-of-contents__left-border">' +
        `<li>${link('cleaning', 'Cleaning')}<ul>` +
        `<li>${link('soot', 'Soot')}<ul><li>${link('stubborn-soot', 'Stubborn soot')}</li></ul></li>` +
        `<li>${link('cracks', 'Cracks')}</li>` +
        '</ul></li>' +
        `<li>${link('fitting', 'Fitting')}</li>` +
        '</ul>',
    );
  });

  it('leaves out the title of a doc that hides it and writes no heading of its own', async () => {
    const html = await page('docs/guide/wicks/index.html');
    expect(markdown(html)).not.toContain('<h1');
    expect(markdown(html)).toContain('A short wick burns clean.');
    // The config's titleDelimiter, as Docusaurus's title formatter puts it.
    expect(html).toContain('<title>Trimming wicks · Lantern Notes</title>');
    expect(html).toContain('<meta property="og:title" content="Trimming wicks · Lantern Notes"');
  });

  it("shows a doc's own heading, hide_title or not, with the front matter title as <title>", async () => {
    const html = await page('docs/guide/oil/index.html');
    expect(markdown(html)).toMatch(/^<header><h1>Choosing lamp oil<\/h1><\/header>/);
    expect(html).toContain('<title>Oil · Lantern Notes</title>');
    // A doc with neither keeps the title Docusaurus makes from its heading.
    expect(markdown(await page('docs/intro/index.html'))).toMatch(/^<header><h1>Introduction<\/h1><\/header>/);
  });

  it("draws a title heading's markup, and takes its text as written for the title and the sidebar, as Docusaurus does", async () => {
    const snuffer = await page('docs/guide/snuffer/index.html');
    expect(markdown(snuffer)).toContain(
      '<header><h1>The <code>snuff()</code> call is <strong>gentle</strong></h1></header>',
    );
    // Docusaurus unwraps inline code only: the rest of the markup stays in the <title> and the crumbs.
    expect(snuffer).toContain('<title>The snuff() call is **gentle** · Lantern Notes</title>');
    expect(snuffer).toContain('<span class="breadcrumbs__link">The snuff() call is **gentle**</span>');
    const chain = await page('docs/guide/chain/index.html');
    expect(markdown(chain)).toContain('<header><h1>Method: <del>pull_chain()</del></h1></header>');
    expect(chain).toContain('<title>Method: ~~pull\\_chain()~~ · Lantern Notes</title>');
  });

  it('writes a navbar and a footer `to` without a leading slash from the site root', async () => {
    const html = await page('docs/guide/oil/index.html');
    expect(html).toMatch(/<a class="navbar__item navbar__link[^"]*" href="\/blog\/?"/);
    expect(html).toMatch(/<a class="footer__link-item" href="\/docs\/intro\/?#what-you-need"/);
  });

  it('writes a footer html item as its own markup, in the column, with its className', async () => {
    const html = await page('docs/intro/index.html');
    expect(html).toContain(
      '<li class="footer__item badge-item"><a href="https://lamps.example.org/" class="maker-badge"><img src="/img/lantern.svg" alt="Made by Lamp Makers" /></a></li>',
    );
  });

  it("writes the config's metadata on every page: a page's own keywords win, and it wins over twitter:card", async () => {
    const metas = (html: string) =>
      [...html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"/g)].map((m) => `${m[1]}=${m[2]}`);
    const intro = metas(await page('docs/intro/index.html'));
    expect(intro).toContain('keywords=lamps, wicks');
    expect(intro).toContain('og:site_name=Lantern Notes');
    expect(intro.filter((m) => m.startsWith('twitter:card='))).toEqual(['twitter:card=summary']);
    const oil = metas(await page('docs/guide/oil/index.html'));
    expect(oil.filter((m) => m.startsWith('keywords='))).toEqual(['keywords=paraffin']);
  });

  it("keeps a metadata tag named with name= beside the page's own property= tag, and gives the Open Graph locale, as Docusaurus does", async () => {
    // react-helmet tells <meta name="og:description"> and <meta property="og:description"> apart.
    const html = await page('docs/intro/index.html');
    expect(html).toContain('<meta name="og:description" content="Notes on lamps."/>');
    expect(html).toMatch(/<meta property="og:description" content="[^"]+"\/>/);
    expect(html).toContain('<meta property="og:locale" content="en"/>');
  });

  it("ends every page's head with the config's headTags, stylesheets and scripts, in that order", async () => {
    const html = await page('docs/intro/index.html');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(
      /<link rel="preconnect" href="https:\/\/fonts\.example\.org"><link rel="stylesheet" href="https:\/\/fonts\.example\.org\/lamp\.css"><script src="https:\/\/buttons\.example\.org\/buttons\.js" async><\/script>/,
    );
  });
});
