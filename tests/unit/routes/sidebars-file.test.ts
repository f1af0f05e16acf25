import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildDocs } from '../../../generator/routes/docs.ts';
import { doc } from '../../helpers/doc-input.ts';
import {
  firstLinkOf,
  loadSidebars,
  loadSidebarsFile,
  locate,
  normaliseSidebars,
  resolveSidebars,
  type NormalSidebars,
} from '../../../generator/routes/sidebars-file.ts';
import type { SidebarCategory, SidebarItem } from '../../../generator/types.ts';

const DOCS = buildDocs(
  [
    doc('intro.md', { title: 'Welcome' }),
    doc('setup.md', { title: 'Setting up', sidebar_label: 'Setup' }),
    doc('readers/nfc.md', { title: 'NFC readers' }),
    doc('readers/barcode.md', { title: 'Barcode readers', sidebar_position: 1 }),
    doc('02-launchers/mister.md', { title: 'MiSTer' }),
    doc('secret.md', { title: 'Secret', unlisted: true }),
  ],
  [],
  'docs',
  { includeDrafts: false, trailingSlash: undefined },
);

const SOURCE = { relPath: 'sidebars.ts', text: '' };
function resolve(normal: NormalSidebars, text = '') {
  return resolveSidebars(normal, {
    docs: DOCS.docs,
    autogenerate: DOCS.autogenerate,
    routeBasePath: 'docs',
    trailingSlash: undefined,
    source: { relPath: 'sidebars.ts', text },
    draftIds: new Set(['wip']),
  });
}
function normal(value: unknown, text = '') {
  return normaliseSidebars(value, { relPath: 'sidebars.ts', text });
}
/** Labels, categories as "Label/" with their children; html items as "<html>". */
function shape(items: SidebarItem[]): unknown[] {
  return items.map((i) =>
    i.type === 'html' ? '<html>' : i.type === 'link' ? i.label : { [`${i.label}/`]: shape(i.items) },
  );
}

describe('normaliseSidebars', () => {
  it('expands string ids, the object shorthand at sidebar and item level, and keeps fields', () => {
    const r = normal({
      one: [
        'intro',
        { type: 'doc', id: 'setup', label: 'Start here', className: 'x', customProps: { badge: 'new' }, key: 'k1' },
      ],
      two: { Readers: ['readers/nfc', { Nested: ['readers/barcode'] }] },
    });
    expect(r.diagnostics).toEqual([]);
    expect(r.sidebars.one).toEqual([
      { type: 'doc', id: 'intro' },
      { type: 'doc', id: 'setup', label: 'Start here', className: 'x', customProps: { badge: 'new' }, key: 'k1' },
    ]);
    expect(r.sidebars.two).toEqual([
      {
        type: 'category',
        label: 'Readers',
        items: [
          { type: 'doc', id: 'readers/nfc' },
          { type: 'category', label: 'Nested', items: [{ type: 'doc', id: 'readers/barcode' }] },
        ],
      },
    ]);
  });

  it('puts the items of a list among the items in its place, nested lists too, as Docusaurus does', () => {
    // `graphql: [backToHome, ...graphqlSidebar]` where graphqlSidebar is `[[title, hr, 'a', 'b']]`.
    const r = normal({
      s: ['intro', [{ type: 'html', value: '<hr/>' }, 'setup', ['readers/nfc']], 'readers/barcode'],
    });
    expect(r.diagnostics).toEqual([]);
    expect(r.sidebars.s).toEqual([
      { type: 'doc', id: 'intro' },
      { type: 'html', value: '<hr/>' },
      { type: 'doc', id: 'setup' },
      { type: 'doc', id: 'readers/nfc' },
      { type: 'doc', id: 'readers/barcode' },
    ]);
    // A list that holds itself is still stopped, not expanded for ever.
    const loop: unknown[] = ['intro'];
    loop.push(loop);
    expect(normal({ s: loop }).diagnostics.map((d) => d.code)).toEqual(['sidebars-cycle']);
  });

  it('keeps a category link of either type, keywords as a list', () => {
    const r = normal({
      s: [
        { type: 'category', label: 'A', link: { type: 'doc', id: 'intro' }, items: ['setup'] },
        {
          type: 'category',
          label: 'B',
          link: {
            type: 'generated-index',
            title: 'All of B',
            slug: '/b-things',
            keywords: 'tags',
            description: 'D',
            image: '/img/b.png',
          },
          items: ['setup'],
        },
      ],
    });
    expect(r.diagnostics).toEqual([]);
    expect((r.sidebars.s![0] as { link: unknown }).link).toEqual({ type: 'doc', id: 'intro' });
    expect((r.sidebars.s![1] as { link: unknown }).link).toEqual({
      type: 'generated-index',
      title: 'All of B',
      slug: '/b-things',
      keywords: ['tags'],
      description: 'D',
      image: '/img/b.png',
    });
  });

  it('reports bad shapes with the item path and the line where the item is written', () => {
    const text =
      "export default {\n  guides: [\n    { type: 'categry', label: 'Oops', items: [] },\n    { type: 'doc', idd: 'intro' },\n    { type: 'link', label: 'Forum' },\n    42,\n  ],\n};\n";
    const r = normal(
      {
        guides: [
          { type: 'categry', label: 'Oops', items: [] },
          { type: 'doc', idd: 'intro' },
          { type: 'link', label: 'Forum' },
          42,
        ],
      },
      text,
    );
    const messages = r.diagnostics.map((d) => [d.message, d.line, d.hint ?? '']);
    expect(messages[0]![0]).toBe('sidebar "guides"[0]: unknown sidebar item type "categry".');
    expect(messages[0]![1]).toBe(3);
    expect(messages[0]![2]).toContain('Did you mean "category"?');
    expect(
      messages.some(
        ([m, line, hint]) => String(m).includes('unknown field "idd"') && line === 4 && String(hint).includes('"id"'),
      ),
    ).toBe(true);
    expect(messages.some(([m]) => String(m).includes('[2]: a "link" item needs "href"'))).toBe(true);
    expect(
      messages.some(([m]) =>
        String(m).includes('[3]: a sidebar item must be a doc id (string) or an object, not number 42'),
      ),
    ).toBe(true);
    expect(r.sidebars.guides).toEqual([]);
  });

  it('refuses a value that is not an object of sidebars, a bad dirName, and an unknown link type', () => {
    expect(normal(['intro']).diagnostics[0]!.code).toBe('sidebars-file');
    const r = normal({
      s: [
        { type: 'autogenerated', dirName: '/readers' },
        { type: 'category', label: 'C', items: [], link: { type: 'page' } },
        { type: 'category', label: 'D', items: 'intro' },
        {
          type: 'category',
          label: 'E',
          items: ['intro'],
          link: { type: 'generated-index', titel: 'x', keywords: [1] },
        },
        { type: 'category', label: 'F', items: ['intro'], link: { type: 'doc' } },
      ],
    });
    expect(r.diagnostics.map((d) => d.message)).toEqual([
      'sidebar "s"[0]: "dirName" must be a folder relative to the docs folder, without a leading or trailing slash ("/readers").',
      'sidebar "s"[1]: unknown category link type "page".',
      'sidebar "s"[2]: field "items" must be an array of items or an object of categories, not the string "intro".',
      'sidebar "s"[3]: unknown field "titel" in a "generated-index" category link.',
      'sidebar "s"[3]: the category link\'s "keywords" must be a string or an array of strings.',
      'sidebar "s"[4]: a category link of type "doc" needs "id" (a doc id).',
    ]);
    expect(r.sidebars.s).toEqual([]);
  });
});

describe('resolveSidebars', () => {
  it("turns every item type into sidebar items with the docs' URLs and labels", () => {
    const r = resolve(
      normal({
        main: [
          'intro',
          { type: 'doc', id: 'setup', label: 'Get going', className: 'start', customProps: { tag: 1 } },
          { type: 'link', href: 'https://example.org/forum', label: 'Forum', description: 'Ask there' },
          { type: 'html', value: '<hr/>', defaultStyle: true },
          { type: 'ref', id: 'readers/nfc' },
          {
            type: 'category',
            label: 'Readers',
            collapsed: false,
            items: [{ type: 'autogenerated', dirName: 'readers' }],
          },
          {
            type: 'category',
            label: 'Fixed',
            collapsible: false,
            collapsed: true,
            link: { type: 'doc', id: 'launchers/mister' },
            items: ['secret'],
          },
        ],
      }).sidebars,
    );
    expect(r.diagnostics).toEqual([]);
    const items = r.sidebars.main!;
    expect(shape(items)).toEqual([
      'Welcome',
      'Get going',
      'Forum',
      '<html>',
      'NFC readers',
      { 'Readers/': ['Barcode readers', 'NFC readers'] },
      { 'Fixed/': ['Secret'] },
    ]);
    expect(items[0]).toEqual({
      type: 'link',
      label: 'Welcome',
      href: '/docs/intro',
      docId: 'intro',
      unlisted: undefined,
      className: undefined,
    });
    expect(items[1]).toMatchObject({
      label: 'Get going',
      href: '/docs/setup',
      className: 'start',
      customProps: { tag: 1 },
    });
    expect(items[2]).toEqual({
      type: 'link',
      label: 'Forum',
      href: 'https://example.org/forum',
      className: undefined,
      description: 'Ask there',
    });
    expect(items[3]).toEqual({ type: 'html', value: '<hr/>', defaultStyle: true, className: undefined });
    expect(items[5]).toMatchObject({ type: 'category', collapsed: false, collapsible: true, href: undefined });
    // Not collapsible means never collapsed; the doc link is the category's page.
    expect(items[6]).toMatchObject({
      collapsed: false,
      collapsible: false,
      href: '/docs/launchers/mister',
      docId: 'launchers/mister',
    });
    expect((items[6] as SidebarCategory).items[0]).toMatchObject({ unlisted: true });
  });

  it('says which sidebar owns each doc: doc items, category links and autogenerated docs count, ref items do not; the last sidebar wins', () => {
    const r = resolve(
      normal({
        a: ['intro', { type: 'ref', id: 'setup' }, { type: 'autogenerated', dirName: 'readers' }],
        b: [{ type: 'category', label: 'L', link: { type: 'doc', id: 'launchers/mister' }, items: ['intro'] }],
      }).sidebars,
    );
    expect(Object.fromEntries(r.docSidebar)).toEqual({
      intro: 'b',
      'readers/barcode': 'a',
      'readers/nfc': 'a',
      'launchers/mister': 'b',
    });
  });

  it('makes generated-index pages under the route base: a slug from the label (numbered when repeated), or the given slug', () => {
    const r = resolve(
      normal({
        a: [
          {
            type: 'category',
            label: 'Reader Guides',
            link: { type: 'generated-index', description: 'All readers', keywords: ['nfc'] },
            items: ['readers/nfc'],
          },
          { type: 'category', label: 'Reader Guides', link: { type: 'generated-index' }, items: ['readers/barcode'] },
          {
            type: 'category',
            label: 'Launchers',
            link: { type: 'generated-index', slug: 'launch-list', title: 'Every launcher' },
            items: ['launchers/mister'],
          },
        ],
      }).sidebars,
    );
    expect(r.diagnostics).toEqual([]);
    expect(r.generatedIndexes.map((g) => [g.url, g.title, g.description, g.keywords, g.sidebar])).toEqual([
      ['/docs/category/reader-guides', 'Reader Guides', 'All readers', ['nfc'], 'a'],
      ['/docs/category/reader-guides-1', 'Reader Guides', undefined, undefined, 'a'],
      ['/docs/launch-list', 'Every launcher', undefined, undefined, 'a'],
    ]);
    expect(r.generatedIndexes[0]!.category).toBe(r.sidebars.a![0]);
    expect(r.sidebars.a![0]).toMatchObject({
      href: '/docs/category/reader-guides',
      generatedIndex: true,
      docId: undefined,
    });
    expect(firstLinkOf(r.sidebars.a!)).toEqual({ href: '/docs/category/reader-guides', label: 'Reader Guides' });
  });

  it('drops drafts silently, turns an emptied category with a doc link into that doc, and drops an emptied generated index', () => {
    const r = resolve(
      normal({
        a: [
          'wip',
          { type: 'category', label: 'Only a draft', link: { type: 'doc', id: 'setup' }, items: ['wip'] },
          { type: 'category', label: 'Index of drafts', link: { type: 'generated-index' }, items: ['wip'] },
        ],
      }).sidebars,
    );
    expect(r.diagnostics).toEqual([]);
    expect(r.sidebars.a).toEqual([
      { type: 'link', label: 'Only a draft', href: '/docs/setup', docId: 'setup', className: undefined },
    ]);
    expect(r.generatedIndexes).toEqual([]);
  });

  it('locates an unknown doc id in the file and names the closest ids', () => {
    const text = "module.exports = {\n  guides: [\n    'intro',\n    'readers/nfcc',\n  ],\n};\n";
    const r = resolve(normal({ guides: ['intro', 'readers/nfcc'] }).sidebars, text);
    expect(r.diagnostics).toHaveLength(1);
    expect(r.diagnostics[0]).toMatchObject({
      code: 'sidebars-unknown-doc',
      file: 'sidebars.ts',
      line: 4,
      column: 6,
      sourceLine: "    'readers/nfcc',",
    });
    expect(r.diagnostics[0]!.message).toBe('Sidebar "guides" names doc id "readers/nfcc", which does not exist.');
    expect(r.diagnostics[0]!.hint).toContain('"readers/nfc"');
  });

  it("says to remove Docusaurus 2's version prefix from a doc id that is right without it", () => {
    const text = '{\n  "guides": [\n    "version-3.x/readers/nfc",\n    "version-3.x/nowhere"\n  ]\n}\n';
    const r = resolve(normal({ guides: ['version-3.x/readers/nfc', 'version-3.x/nowhere'] }).sidebars, text);
    expect(r.diagnostics.map((d) => [d.line, d.hint])).toEqual([
      [3, expect.stringContaining('Remove the "version-3.x/" prefix')],
      [4, expect.not.stringContaining('prefix')],
    ]);
  });

  it('reports a category with neither items nor a link', () => {
    const r = resolve(normal({ a: [{ type: 'category', label: 'Empty', items: [] }] }).sidebars, "{ label: 'Empty' }");
    expect(r.diagnostics[0]).toMatchObject({ code: 'sidebars-item', line: 1, column: 11 });
  });

  it("finds a doc by its id with the folders' number prefixes, as Docusaurus writes it", () => {
    const r = resolve(
      normal({ a: ['02-launchers/mister', { type: 'autogenerated', dirName: '02-launchers' }] }).sidebars,
    );
    expect(r.diagnostics).toEqual([]);
    expect(shape(r.sidebars.a!)).toEqual(['MiSTer', 'MiSTer']);
  });
});

describe('locate', () => {
  it('prefers a quoted occurrence', () => {
    expect(locate("const intro = 1;\nexport default ['intro'];", 'intro', true)).toMatchObject({ line: 2, column: 18 });
    expect(locate('nothing here', 'intro', true)).toEqual({});
  });
});

describe('loadSidebarsFile and loadSidebars', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'zs-sidebars-'));
    await writeFile(
      join(dir, 'sidebars.ts'),
      "import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';\nconst sidebars: SidebarsConfig = { main: ['intro'] };\nexport default sidebars;\n",
    );
    await writeFile(join(dir, 'sidebars.cjs'), "module.exports = { main: ['setup'] };\n");
    await writeFile(join(dir, 'fn.mjs'), "export default async function () { return { main: ['intro', 'setup'] }; }\n");
    await writeFile(join(dir, 'sidebars.json'), '{ "main": ["intro"], }');
    await writeFile(join(dir, 'throws.js'), "throw new Error('no sidebars today');\n");
    await writeFile(join(dir, 'broken.ts'), 'export default { main: [ };\n');
    await writeFile(join(dir, 'never.mjs'), 'export default () => new Promise(() => {});\n');
    await writeFile(join(dir, 'loop.js'), 'while (true) {}\n');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('evaluates TypeScript with erased Docusaurus type imports, CommonJS, and a default-exported function', async () => {
    expect((await loadSidebarsFile(dir, 'sidebars.ts')).file!.value).toEqual({ main: ['intro'] });
    expect((await loadSidebarsFile(dir, 'sidebars.cjs')).file!.value).toEqual({ main: ['setup'] });
    expect((await loadSidebarsFile(dir, 'fn.mjs')).file!.value).toEqual({ main: ['intro', 'setup'] });
  });

  it('reports bad JSON, a throwing file, a syntax error and a missing file, each located', async () => {
    const json = await loadSidebarsFile(dir, 'sidebars.json');
    expect(json.diagnostics[0]).toMatchObject({ code: 'sidebars-syntax', file: 'sidebars.json', line: 1 });
    const thrown = await loadSidebarsFile(dir, 'throws.js');
    expect(thrown.diagnostics[0]).toMatchObject({ code: 'sidebars-load', file: 'throws.js' });
    expect(thrown.diagnostics[0]!.message).toContain('no sidebars today');
    const broken = await loadSidebarsFile(dir, 'broken.ts');
    expect(broken.diagnostics[0]).toMatchObject({ code: 'sidebars-syntax', line: 1 });
    expect((await loadSidebarsFile(dir, 'nope.js')).diagnostics[0]!.code).toBe('sidebars-missing');
    expect(await loadSidebarsFile(dir, 'nope.js', { missingOk: true })).toEqual({ diagnostics: [] });
  });

  it('stops a file that never finishes, and a function whose promise never settles, at the time limit', async () => {
    const loop = await loadSidebarsFile(dir, 'loop.js', { timeLimitMs: 300 });
    expect(loop.diagnostics[0]).toMatchObject({
      code: 'sidebars-timeout',
      message: 'The sidebars file loop.js did not finish loading within 0.3 s.',
    });
    const never = await loadSidebarsFile(dir, 'never.mjs', { timeLimitMs: 300 });
    expect(never.diagnostics[0]).toMatchObject({
      code: 'sidebars-timeout',
      message: 'The sidebars file never.mjs did not finish loading within 0.3 s.',
    });
  });

  it('undefined: one autogenerated sidebar; false: none; a path: the file resolved', async () => {
    const ctx = {
      docs: DOCS.docs,
      autogenerate: DOCS.autogenerate,
      routeBasePath: 'docs',
      trailingSlash: undefined,
      defaultName: 'docs',
    } as const;
    const auto = await loadSidebars(dir, undefined, ctx);
    expect(Object.keys(auto.sidebars)).toEqual(['docs']);
    expect(auto.sidebars.docs).toBe(DOCS.sidebar);
    expect(auto.docSidebar.get('readers/nfc')).toBe('docs');
    expect((await loadSidebars(dir, false, ctx)).sidebars).toEqual({});
    const file = await loadSidebars(dir, 'sidebars.ts', ctx);
    expect(shape(file.sidebars.main!)).toEqual(['Welcome']);
    expect(file.inputs.some((p) => p.endsWith('sidebars.ts'))).toBe(true);
  });
});

describe('category defaults (sidebarCollapsed, sidebarCollapsible)', () => {
  const inputs = [
    doc('intro.md', { title: 'Welcome' }),
    doc('readers/nfc.md', { title: 'NFC readers' }),
    doc('tokens/ntag.md', { title: 'NTAG' }),
  ];
  const categories = [
    {
      dir: 'tokens',
      relPath: 'content/docs/tokens/_category_.json',
      text: '{"collapsible": false, "collapsed": true}',
    },
  ];
  const cats = (items: SidebarItem[]) =>
    items.filter((i): i is SidebarCategory => i.type === 'category').map((c) => [c.label, c.collapsed, c.collapsible]);

  it('apply to the autogenerated sidebar where a _category_ file does not say, and a category that cannot collapse is open', () => {
    expect(cats(buildDocs(inputs, categories, 'docs', { includeDrafts: false, trailingSlash: true }).sidebar)).toEqual([
      ['readers', true, true],
      ['tokens', false, false],
    ]);
    expect(
      cats(
        buildDocs(inputs, categories, 'docs', { includeDrafts: false, trailingSlash: true, collapsed: false }).sidebar,
      ),
    ).toEqual([
      ['readers', false, true],
      ['tokens', false, false],
    ]);
  });

  it("apply to a sidebars file's categories that do not say", () => {
    const built = buildDocs(inputs, [], 'docs', { includeDrafts: false, trailingSlash: true });
    const normalised = normal({
      s: [
        { type: 'category', label: 'A', items: ['intro'] },
        { type: 'category', label: 'B', collapsed: true, items: ['intro'] },
      ],
    }).sidebars;
    const r = resolveSidebars(normalised, {
      docs: built.docs,
      autogenerate: built.autogenerate,
      routeBasePath: 'docs',
      trailingSlash: true,
      source: SOURCE,
      collapsed: false,
    });
    expect(cats(r.sidebars.s!)).toEqual([
      ['A', false, true],
      ['B', true, true],
    ]);
    const fixed = resolveSidebars(normalised, {
      docs: built.docs,
      autogenerate: built.autogenerate,
      routeBasePath: 'docs',
      trailingSlash: true,
      source: SOURCE,
      collapsible: false,
    });
    expect(cats(fixed.sidebars.s!)).toEqual([
      ['A', false, false],
      ['B', false, false],
    ]);
  });
});

describe('link items', () => {
  it('autoAddBaseUrl: false marks the link to be written without the base URL', () => {
    const r = resolve(
      normal({
        s: [
          { type: 'link', label: 'Status', href: '/status/', autoAddBaseUrl: false },
          { type: 'link', label: 'Home', href: '/' },
        ],
      }).sidebars,
    );
    expect(r.sidebars.s).toEqual([
      { type: 'link', label: 'Status', href: '/status/', className: undefined, noBaseUrl: true },
      { type: 'link', label: 'Home', href: '/', className: undefined },
    ]);
  });
});
