// A site whose sidebars come from a Docusaurus sidebars file (tests/fixtures/sidebars-file): two
// sidebars using every item type, a doc in no sidebar, a doc pinned with displayed_sidebar, and
// generated-index pages. Then each located error the file can cause.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseDocument } from 'htmlparser2';
import { findAll, findOne, getAttributeValue, textContent } from 'domutils';
import type { Document, Element } from 'domhandler';
import { buildFixture, type FixtureOutcome } from '../helpers/build.ts';
import { copyFixture, put, type TempSite } from './temp-site.ts';

let out: FixtureOutcome;
beforeAll(async () => {
  out = await buildFixture('sidebars-file');
  if (!out.ok) throw new Error(out.diagnostics.map((d) => `${d.code}: ${d.message} (${d.file}:${d.line})`).join('\n'));
});

function page(path: string): Document {
  const bytes = out.writer.files.get(path);
  if (!bytes) throw new Error(`no ${path}`);
  return parseDocument(bytes.toString('utf8'));
}
const byClass = (doc: Document | Element, cls: string) =>
  findAll((e) => (getAttributeValue(e, 'class') ?? '').split(' ').includes(cls), 'children' in doc ? doc.children : []);
const one = (doc: Document, cls: string) =>
  findOne((e) => (getAttributeValue(e, 'class') ?? '').split(' ').includes(cls), doc.children);
/** The sidebar as the server drew it: [text, href] of each row (link, category or html). */
function sidebarRows(doc: Document): [string, string | undefined][] | undefined {
  const aside = findOne((e) => e.name === 'aside' && getAttributeValue(e, 'class') === 'sidebar', doc.children);
  if (!aside) return undefined;
  return byClass(aside, 'menu__item').map((li) => {
    const row = findOne(
      (e) =>
        e.name === 'a' ||
        e.name === 'button' ||
        (e.name === 'div' && (getAttributeValue(e, 'class') ?? '').includes('menu__html')),
      li.children,
    )!;
    return [textContent(row).trim(), getAttributeValue(row, 'href')];
  });
}
function pagination(doc: Document): { prev?: [string, string]; next?: [string, string] } {
  const get = (rel: string) => {
    const a = findOne((e) => e.name === 'a' && getAttributeValue(e, 'rel') === rel, doc.children);
    return a
      ? ([textContent(byClass(a, 'pagination-nav__label')[0]!), getAttributeValue(a, 'href')!] as [string, string])
      : undefined;
  };
  return { prev: get('prev'), next: get('next') };
}
function breadcrumbs(doc: Document): string[] {
  const nav = one(doc, 'breadcrumbs');
  return nav
    ? findAll((e) => e.name === 'li', nav.children)
        .slice(1)
        .map((li) => textContent(li).trim())
    : [];
}

describe('a site with a sidebars file', () => {
  it("builds every doc and the generated-index pages at Docusaurus's URLs, in the sitemap too", () => {
    const html = [...out.writer.files.keys()].filter((p) => p.endsWith('.html')).sort();
    expect(html).toEqual(
      [
        '404.html',
        'docs/category/readers/index.html',
        'docs/intro/index.html',
        'docs/orphan/index.html',
        'docs/pinned/index.html',
        'docs/platforms/mister/index.html',
        'docs/readers/barcode/index.html',
        'docs/readers/nfc/index.html',
        'docs/reference/api/index.html',
        'docs/reference/launchers/index.html',
        'docs/reference/mister-cores/index.html',
        'docs/setup/first-tag/index.html',
        'docs/setup/install/index.html',
        'docs/setup/overview/index.html',
        'index.html',
        'search/index.html',
      ].sort(),
    );
    const sitemap = out.writer.files.get('sitemap.xml')!.toString();
    expect(sitemap).toContain('<loc>https://example.com/docs/category/readers/</loc>');
    expect(sitemap).toContain('<loc>https://example.com/docs/platforms/mister/</loc>');
  });

  it('shows the guides sidebar with every item type on a guides page', () => {
    expect(sidebarRows(page('docs/intro/index.html'))).toEqual([
      ['Welcome to Zaparoo', '/docs/intro/'],
      ['Getting started', '/docs/setup/overview/'],
      // collapsed: false keeps the category open on every page.
      ['Readers', '/docs/category/readers/'],
      ['Barcode readers', '/docs/readers/barcode/'],
      ['NFC readers', '/docs/readers/nfc/'],
      ['Launchers', '/docs/reference/launchers/'],
      ['More help', undefined],
      ['Community forum', 'https://example.org/forum'],
      ['Back home', '/'],
      ['API reference', '/docs/reference/api/'],
    ]);
    const doc = page('docs/intro/index.html');
    const forum = findOne(
      (e) => e.name === 'a' && getAttributeValue(e, 'href') === 'https://example.org/forum',
      doc.children,
    )!;
    expect(getAttributeValue(forum, 'target')).toBe('_blank');
    expect(byClass(doc, 'help-divider')).toHaveLength(1);
  });

  it("keeps a doc item's label and className, and opens the category holding the page", () => {
    const rows = sidebarRows(page('docs/setup/install/index.html'))!;
    expect(rows.slice(0, 4)).toEqual([
      ['Welcome to Zaparoo', '/docs/intro/'],
      ['Getting started', '/docs/setup/overview/'],
      ['Installing Zaparoo Core', '/docs/setup/install/'],
      ['Your first tag', '/docs/setup/first-tag/'],
    ]);
    expect(byClass(page('docs/setup/install/index.html'), 'first-tag-item')).toHaveLength(1);
  });

  it('shows the reference sidebar on its docs: a ref item does not make a doc belong, and a doc in two sidebars takes the last', () => {
    const reference = [
      ['Reference', undefined],
      ['API reference', '/docs/reference/api/'],
      ['Launchers', '/docs/reference/launchers/'],
      // Collapsed and pruned: without JavaScript it leads to its first page.
      ['Platforms', '/docs/platforms/mister/'],
    ];
    expect(sidebarRows(page('docs/reference/api/index.html'))).toEqual(reference);
    expect(sidebarRows(page('docs/reference/launchers/index.html'))).toEqual(reference);
    expect(sidebarRows(page('docs/reference/mister-cores/index.html'))!.slice(1)).toEqual([
      ['Platforms', undefined],
      ['MiSTer', '/docs/platforms/mister/'],
      ['MiSTer cores', '/docs/reference/mister-cores/'],
    ]);
  });

  it('shows no sidebar and no previous/next on a doc in no sidebar; displayed_sidebar pins one', () => {
    expect(sidebarRows(page('docs/orphan/index.html'))).toBeUndefined();
    expect(pagination(page('docs/orphan/index.html'))).toEqual({ prev: undefined, next: undefined });
    expect(sidebarRows(page('docs/pinned/index.html'))![0]).toEqual(['Welcome to Zaparoo', '/docs/intro/']);
    // Shown, but not in it: no place in its reading order.
    expect(pagination(page('docs/pinned/index.html'))).toEqual({ prev: undefined, next: undefined });
  });

  it('follows the shown sidebar for previous/next: category pages, generated indexes, pagination_label; custom links and refs left out', () => {
    expect(pagination(page('docs/intro/index.html'))).toEqual({
      prev: undefined,
      next: ['Getting started', '/docs/setup/overview/'],
    });
    expect(pagination(page('docs/setup/overview/index.html'))).toEqual({
      prev: ['Welcome to Zaparoo', '/docs/intro/'],
      next: ['Install Core', '/docs/setup/install/'],
    });
    expect(pagination(page('docs/setup/first-tag/index.html'))).toEqual({
      prev: ['Install Core', '/docs/setup/install/'],
      next: ['Readers', '/docs/category/readers/'],
    });
    expect(pagination(page('docs/readers/nfc/index.html'))).toEqual({
      prev: ['Barcode readers', '/docs/readers/barcode/'],
      next: ['Launchers', '/docs/reference/launchers/'],
    });
    // Launchers is in guides too, but shows the reference sidebar: its order is that sidebar's.
    expect(pagination(page('docs/reference/launchers/index.html'))).toEqual({
      prev: ['API reference', '/docs/reference/api/'],
      next: ['MiSTer', '/docs/platforms/mister/'],
    });
    expect(pagination(page('docs/reference/mister-cores/index.html'))).toEqual({
      prev: ['MiSTer', '/docs/platforms/mister/'],
      next: undefined,
    });
  });

  it('gives breadcrumbs along the shown sidebar', () => {
    expect(breadcrumbs(page('docs/readers/nfc/index.html'))).toEqual(['Readers', 'NFC readers']);
    expect(breadcrumbs(page('docs/setup/install/index.html'))).toEqual(['Getting started', 'Installing Zaparoo Core']);
    // A doc item's own label in the sidebars file names the page, not its title ("Writing your first tag").
    expect(breadcrumbs(page('docs/setup/first-tag/index.html'))).toEqual(['Getting started', 'Your first tag']);
    expect(breadcrumbs(page('docs/reference/mister-cores/index.html'))).toEqual([
      'Platforms',
      'MiSTer',
      'MiSTer cores',
    ]);
  });

  it('renders a generated index: title, description, keywords, a card per item with its description', () => {
    const doc = page('docs/category/readers/index.html');
    expect(textContent(findOne((e) => e.name === 'h1', doc.children)!)).toBe('All readers');
    const meta = (name: string) =>
      getAttributeValue(
        findOne((e) => e.name === 'meta' && getAttributeValue(e, 'name') === name, doc.children)!,
        'content',
      );
    expect(meta('description')).toBe('Every kind of reader Zaparoo can listen to.');
    expect(meta('keywords')).toBe('nfc, barcode');
    const cards = byClass(doc, 'card').map((c) => [
      textContent(byClass(c, 'card__head')[0]!).trim(),
      getAttributeValue(c, 'href'),
      textContent(byClass(c, 'card__body')[0]!).trim(),
    ]);
    expect(cards).toEqual([
      // No description: the first paragraph.
      [
        'Barcode readers',
        '/docs/readers/barcode/',
        'A barcode scanner types the code it reads, and Zaparoo treats it as a tag.',
      ],
      ['NFC readers', '/docs/readers/nfc/', 'USB readers that read NTAG stickers and cards.'],
    ]);
    expect(sidebarRows(doc)![2]).toEqual(['Readers', '/docs/category/readers/']);
    const mister = page('docs/platforms/mister/index.html');
    expect(textContent(findOne((e) => e.name === 'h1', mister.children)!)).toBe('MiSTer');
    expect(sidebarRows(mister)!.slice(0, 2)).toEqual([
      ['Reference', '/docs/reference/api/'],
      ['Platforms', undefined],
    ]);
  });

  it("links each navbar docSidebar item to its sidebar's first doc, and a doc item to the generated index it names", () => {
    const doc = page('index.html');
    const nav = (label: string) =>
      getAttributeValue(
        findOne(
          (e) =>
            e.name === 'a' &&
            textContent(e).trim() === label &&
            (getAttributeValue(e, 'class') ?? '').includes('navbar__link'),
          doc.children,
        )!,
        'href',
      );
    expect(nav('Guides')).toBe('/docs/intro/');
    expect(nav('Reference')).toBe('/docs/reference/api/');
    // A doc item naming a generated index by its slug, given or the default one, links to that page.
    expect(nav('MiSTer cores')).toBe('/docs/platforms/mister/');
    expect(nav('Readers')).toBe('/docs/category/readers/');
  });

  it("gives a generated index in an autogenerated folder Docusaurus's URL, without a -1", async () => {
    // The whole docs tree is built besides the sidebars file's autogenerated items (Uniswap/docs had
    // every such page at /category/<label>-1).
    const t = await copyFixture('sidebars-file');
    try {
      await put(
        t.root,
        'content/docs/readers/usb/_category_.json',
        '{ "label": "USB readers", "link": { "type": "generated-index" } }\n',
      );
      await put(t.root, 'content/docs/readers/usb/acr122u.md', '# ACR122U\n\nA reader on a cable.\n');
      const built = await buildFixture(t.root);
      expect(built.ok, JSON.stringify(built.diagnostics)).toBe(true);
      expect(built.writer.text('docs/category/usb-readers/index.html')).toContain('ACR122U');
      expect([...built.writer.files.keys()].filter((p) => p.includes('usb-readers-1'))).toEqual([]);
    } finally {
      await t.remove();
    }
  });

  it('writes one sidebar data file per sidebar, and the search index holds the generated index', () => {
    const files = [...out.writer.files.keys()].filter((p) => /^assets\/sidebar-[0-9a-f]+\.json$/.test(p));
    expect(files).toHaveLength(2);
    const dataUrl = (path: string) => /"dataUrl":"([^"]+)"/.exec(out.writer.files.get(path)!.toString())![1];
    expect(dataUrl('docs/intro/index.html')).not.toBe(dataUrl('docs/reference/api/index.html'));
    expect(dataUrl('docs/category/readers/index.html')).toBe(dataUrl('docs/intro/index.html'));
    const search = [...out.writer.files]
      .filter(([p]) => p.startsWith('assets/search/'))
      .map(([, b]) => b.toString())
      .join('\n');
    expect(search).toContain('All readers');
  });
});

describe('sidebars file errors, located', () => {
  const temps: TempSite[] = [];
  afterEach(async () => {
    await Promise.all(temps.splice(0).map((t) => t.remove()));
  });
  async function withSidebars(edit: (text: string) => string, file = 'sidebars.ts'): Promise<FixtureOutcome> {
    const t = await copyFixture('sidebars-file');
    temps.push(t);
    const path = join(t.root, file);
    await writeFile(path, edit(await readFile(path, 'utf8').catch(() => '')));
    return buildFixture(t.root);
  }
  function onlyError(o: FixtureOutcome) {
    expect(o.ok).toBe(false);
    expect(o.exitCode).toBe(1);
    const errors = o.diagnostics.filter((d) => d.severity === 'error');
    expect(errors).toHaveLength(1);
    expect(o.writer.files.size).toBe(0);
    return errors[0]!;
  }

  it('an unknown doc id: its line and column in the file, and the closest ids', async () => {
    const d = onlyError(await withSidebars((t) => t.replace("'setup/install',", "'setup/instal',")));
    expect(d).toMatchObject({
      code: 'sidebars-unknown-doc',
      file: 'sidebars.ts',
      line: 12,
      column: 10,
      sourceLine: "        'setup/instal',",
    });
    expect(d.message).toBe('Category "Getting started" names doc id "setup/instal", which does not exist.');
    expect(d.hint).toContain('Did you mean "setup/install"');
  });

  it("a bad item shape: the item's path, where it is written, and a suggestion", async () => {
    const d = onlyError(
      await withSidebars((t) =>
        t.replace("{ type: 'link', label: 'Back home', href: '/' }", "{ type: 'lnk', label: 'Back home', href: '/' }"),
      ),
    );
    expect(d).toMatchObject({ code: 'sidebars-item', file: 'sidebars.ts', line: 31 });
    expect(d.message).toBe('sidebar "guides"[6]: unknown sidebar item type "lnk".');
    expect(d.hint).toContain('Did you mean "link"?');
  });

  it('a file that throws', async () => {
    const d = onlyError(
      await withSidebars((t) => t.replace('export default sidebars;', "throw new Error('sidebars are not ready');")),
    );
    expect(d).toMatchObject({ code: 'sidebars-load', file: 'sidebars.ts' });
    expect(d.message).toContain('sidebars are not ready');
  });

  it('a syntax error, at its line', async () => {
    const d = onlyError(await withSidebars((t) => t.replace("    'intro',", "    'intro',,,)")));
    expect(d).toMatchObject({ code: 'sidebars-syntax', file: 'sidebars.ts', line: 6 });
  });

  it('a sidebar link to a page that does not exist', async () => {
    const d = onlyError(await withSidebars((t) => t.replace("href: '/' }", "href: '/nowhere/' }")));
    expect(d).toMatchObject({ code: 'broken-link', file: 'sidebars.ts', line: 31 });
    expect(d.message).toContain('sidebar "guides"');
  });

  it('a navbar docSidebar naming no sidebar lists the sidebars that exist', async () => {
    const d = onlyError(
      await withSidebars((t) => t.replace("sidebarId: 'reference'", "sidebarId: 'refs'"), 'zapsite.config.ts'),
    );
    expect(d).toMatchObject({
      code: 'missing-sidebar-id',
      file: 'zapsite.config.ts',
      hint: 'The sidebars are "guides", "reference".',
    });
  });

  it('displayed_sidebar naming no sidebar, at its line', async () => {
    const d = onlyError(
      await withSidebars(
        (t) => t.replace('displayed_sidebar: guides', 'displayed_sidebar: guide'),
        'content/docs/pinned.md',
      ),
    );
    expect(d).toMatchObject({ code: 'unknown-displayed-sidebar', file: 'content/docs/pinned.md', line: 3, column: 1 });
    expect(d.hint).toContain('"guides"');
  });

  it('a sidebarPath that names no file', async () => {
    const d = onlyError(await withSidebars((t) => t.replace("'./sidebars.ts'", "'./sidebar.ts'"), 'zapsite.config.ts'));
    expect(d).toMatchObject({ code: 'sidebars-missing' });
  });

  it('sidebarPath false: no sidebars, so the navbar items and displayed_sidebar naming one are errors', async () => {
    const o = await withSidebars((t) => t.replace("'./sidebars.ts'", 'false'), 'zapsite.config.ts');
    expect(o.ok).toBe(false);
    expect(o.diagnostics.map((d) => [d.code, d.code === 'missing-doc-id' ? d.message : d.hint])).toEqual([
      ['unknown-displayed-sidebar', 'The site has no sidebars; remove the key.'],
      ['missing-sidebar-id', 'The site has no sidebar (docs.sidebarPath is false).'],
      ['missing-sidebar-id', 'The site has no sidebar (docs.sidebarPath is false).'],
      // The generated indexes the doc items name went with the sidebars file.
      ['missing-doc-id', 'Navbar item 2 ("MiSTer cores") names doc id "/platforms/mister", which does not exist.'],
      ['missing-doc-id', 'Navbar item 3 ("Readers") names doc id "/category/readers", which does not exist.'],
    ]);
  });
});
