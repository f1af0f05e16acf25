// `<DocCardList />` without items, as Docusaurus's useCurrentSidebarSiblings fills it: on a doc, the
// items of the deepest sidebar category holding it (the doc itself among them), else the whole
// sidebar's; a card per doc with its description, per category with its count, per link. A page
// outside the docs has no sidebar to list and shows nothing. One CLI build of the classic fixture,
// copied, with files of our own.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zapsite } from '../helpers/cli.ts';
import { copyFixtureWithConfig, put, type TempSite } from './temp-site.ts';

describe('DocCardList without items on the classic theme', () => {
  let site: TempSite;
  let out: string;
  let build: Awaited<ReturnType<typeof zapsite>>;
  const page = (rel: string) => readFile(join(out, rel), 'utf8');
  const cards = (html: string) =>
    [
      ...html.matchAll(
        /<h2 class="theme-doc-card-heading cardTitle_mcqP" title="([^"]*)">[\s\S]*?<\/h2>(?:<p[^>]*title="([^"]*)")?/g,
      ),
    ].map((m) => [m[1], m[2]]);

  beforeAll(async () => {
    site = await copyFixtureWithConfig('classic-site', (config) => config);
    out = join(site.dir, 'out');
    await put(
      site.root,
      'sidebars.ts',
      "export default {\n  guide: [\n    'intro',\n    'overview',\n    { type: 'category', label: 'Guide', collapsed: false, items: ['guide/care', 'guide/wicks', 'guide/oil'] },\n    { type: 'link', label: 'Lamp catalogue', href: 'https://lamps.example.org/catalogue' },\n  ],\n};\n",
    );
    await put(
      site.root,
      'docs/guide/care.mdx',
      "---\ntitle: Caring for a lamp\ndescription: The parts that need looking after.\n---\n\nimport DocCardList from '@theme/DocCardList';\n\nEach part of the lamp has a page of its own.\n\n<DocCardList />\n",
    );
    await put(
      site.root,
      'docs/overview.mdx',
      '---\ntitle: Overview\n---\n\nimport DocCardList from \'@theme/DocCardList\';\n\nWhere to start.\n\n<DocCardList className="overview-cards" />\n',
    );
    await put(
      site.root,
      'src/pages/shelf.mdx',
      "---\ntitle: The shelf\n---\n\nimport DocCardList from '@theme/DocCardList';\n\nA page outside the docs.\n\n<DocCardList />\n",
    );
    build = await zapsite(['build', '--root', site.root, '--out', out]);
  }, 120_000);
  afterAll(() => site.remove());

  it('builds without a word', () => {
    expect(build.stderr).not.toMatch(/^(error|warning)/m);
    expect(build.code, build.stdout + build.stderr).toBe(0);
  });

  it("lists the items of the doc's own category, the doc among them, with their descriptions", async () => {
    const html = await page('docs/guide/care/index.html');
    expect(html).toContain('<section class="row">');
    expect(cards(html)).toEqual([
      ['Caring for a lamp', 'The parts that need looking after.'],
      // A doc without a description shows its first paragraph, as Docusaurus's excerpt.
      ['Wicks', 'Trim the wick flat before lighting.'],
      ['Oil', 'Fill the font to two thirds, never more.'],
    ]);
    expect(html).not.toContain('zs-doc-cards');
  });

  it('lists the whole sidebar for a doc in no category, with its className', async () => {
    const html = await page('docs/overview/index.html');
    expect(html).toContain('<section class="row overview-cards">');
    expect(cards(html).map(([label]) => label)).toEqual(['Introduction', 'Overview', 'Guide', 'Lamp catalogue']);
    // Docusaurus 3.10's card: the kind's icon in a span of its own, the title truncated beside it.
    expect(html).toContain(
      '<h2 class="theme-doc-card-heading cardTitle_mcqP" title="Guide"><span class="theme-doc-card-icon cardTitleIcon_GcdP">🗃</span><span class="text--truncate theme-doc-card-title cardTitleText_nuEl">Guide</span></h2><p class="text--truncate theme-doc-card-description cardDescription_L2fP" title="3 items">',
    );
  });

  it('shows nothing for a page outside the docs', async () => {
    const html = await page('shelf/index.html');
    expect(html).toContain('A page outside the docs.');
    expect(html).not.toContain('zs-doc-cards');
    expect(html).not.toContain('cardTitle');
  });
});
