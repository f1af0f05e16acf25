import { beforeAll, describe, expect, it } from 'vitest';
import { buildFixture } from '../helpers/build.ts';
import { zaparooSiteBuild } from '../helpers/zaparoo-build.ts';
import { buildSite, copySite, localIndexOf, recordsOf } from '../search/site.ts';
import type { SearchRecord } from '../../theme/shared/search/types.ts';

describe('search records of the fixture site', () => {
  let records: SearchRecord[];
  beforeAll(async () => {
    records = await recordsOf((await buildSite()).writer.files);
  });

  const byUrl = (url: string) => records.filter((r) => r.url_without_anchor === url);

  it('has one lvl1 record per docs page and top-level page, none for generated pages', () => {
    const pages = records
      .filter((r) => r.type === 'lvl1')
      .map((r) => r.url)
      .sort();
    expect(pages).toEqual(
      [
        '/',
        '/contact/',
        '/docs/',
        '/docs/markup/',
        '/docs/readers/acr122u/',
        '/docs/readers/barcode/',
        '/docs/readers/pn532/',
        '/docs/tokens/cafe/',
        '/docs/tokens/mifare/',
        '/docs/tokens/ntag/',
        ...['batocera', 'linux', 'mister', 'recalbox', 'steamos', 'windows'].map((p) => `/docs/platforms/${p}/`),
      ].sort(),
    );
  });

  it('names the sidebar category as lvl0, or Documentation / Pages', () => {
    expect(byUrl('/docs/readers/pn532/')[0]!.hierarchy.lvl0).toBe('Readers');
    expect(byUrl('/docs/tokens/ntag/')[0]!.hierarchy.lvl0).toBe('Tokens');
    expect(byUrl('/docs/')[0]!.hierarchy.lvl0).toBe('Documentation');
    expect(byUrl('/contact/')[0]!.hierarchy.lvl0).toBe('Pages');
  });

  it('splits a page into its title, its headings with anchors, and text under its heading', () => {
    const page = byUrl('/docs/readers/pn532/');
    expect(page.map((r) => [r.type, r.url, r.content])).toEqual([
      ['lvl1', '/docs/readers/pn532/', null],
      ['content', '/docs/readers/pn532/', 'The PN532 module is a cheap NFC reader for makers.'],
      ['lvl2', '/docs/readers/pn532/#wiring', null],
      ['content', '/docs/readers/pn532/#wiring', 'Connect the PN532 reader to a USB serial adapter.'],
      ['lvl2', '/docs/readers/pn532/#troubleshooting', null],
      ['content', '/docs/readers/pn532/#troubleshooting', 'If the reader blinks, check the cable.'],
    ]);
    const [title, intro, wiring, wiringText] = page;
    expect(intro!.__docsearch_parent).toBe(title!.objectID);
    expect(wiringText!.__docsearch_parent).toBe(wiring!.objectID);
    expect(wiring!.hierarchy).toEqual({
      lvl0: 'Readers',
      lvl1: 'PN532 Module',
      lvl2: 'Wiring',
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
    expect(wiringText!.hierarchy).toEqual(wiring!.hierarchy);
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
  });

  it('tags docs with the version tag and other pages with "default", all in English', () => {
    expect(new Set(byUrl('/docs/readers/pn532/').map((r) => r.docusaurus_tag))).toEqual(
      new Set(['docs-default-current']),
    );
    expect(new Set(byUrl('/contact/').map((r) => r.docusaurus_tag))).toEqual(new Set(['default']));
    expect(new Set(records.map((r) => r.language))).toEqual(new Set(['en']));
  });

  it('keeps text that looks like markup as text', () => {
    expect(byUrl('/docs/markup/').map((r) => r.content)).toContain(
      'Never paste <img src=x onerror=window.__zsXss=1> into a label template.',
    );
  });
});

describe('search setup errors', () => {
  it('fails the build naming the missing API key when only the application id is set', async () => {
    const copy = await copySite({ appId: 'APPID' });
    try {
      const out = await buildFixture(copy.root);
      expect(out.ok).toBe(false);
      // Caught when the config loads: a usage error, before any page is parsed.
      expect(out.exitCode).toBe(2);
      const d = out.diagnostics.find((x) => x.code === 'config-search-setup');
      expect(d?.message).toContain('search.apiKey is missing');
      expect(d?.file).toBe('zapsite.config.ts');
    } finally {
      await copy.cleanup();
    }
  });

  it('names the missing application id when only the API key is set', async () => {
    const copy = await copySite({ apiKey: 'KEY' });
    try {
      const out = await buildFixture(copy.root);
      expect(out.exitCode).toBe(2);
      expect(out.diagnostics.find((x) => x.code === 'config-search-setup')?.message).toContain(
        'search.appId is missing',
      );
    } finally {
      await copy.cleanup();
    }
  });
});

describe('search on the Zaparoo site', () => {
  let files: ReadonlyMap<string, Buffer>;
  beforeAll(async () => {
    // The build site.test.ts reads too (tests/helpers/zaparoo-build.ts).
    const out = await zaparooSiteBuild();
    if (!out.ok) throw new Error(out.diagnostics.map((d) => d.message).join('\n'));
    files = out.writer.files;
  });

  it('finds the PN532 pages first for "pn532"', async () => {
    const r = await localIndexOf(files).search({ query: 'pn532' });
    expect(r.hits.slice(0, 2).map((h) => [h.type, h.url])).toEqual([
      ['lvl1', '/docs/readers/nfc/pn532-module/'],
      ['lvl1', '/docs/readers/nfc/pn532-usb/'],
    ]);
    expect(r.hits.slice(0, 10).every((h) => /pn532/i.test(JSON.stringify([h.hierarchy, h.content])))).toBe(true);
  });

  it('puts the page named by the query first for other product names', async () => {
    const index = localIndexOf(files);
    expect((await index.search({ query: 'acr122u' })).hits[0]!.url).toBe('/docs/readers/nfc/acr122u/');
    expect((await index.search({ query: 'batocera' })).hits[0]!.url).toBe('/docs/platforms/batocera/');
    expect((await index.search({ query: 'amiibo' })).hits[0]!.url).toBe('/docs/tokens/nfc-toys/amiibo/');
  });

  it('indexes every docs page of the sitemap', async () => {
    const sitemap = files.get('sitemap.xml')!.toString('utf8');
    const docs = [...sitemap.matchAll(/<loc>https:\/\/zaparoo\.org(\/docs\/[^<]*)<\/loc>/g)].map((m) => m[1]!);
    const pages = new Set((await localIndexOf(files).allRecords()).filter((r) => r.type === 'lvl1').map((r) => r.url));
    expect(docs.length).toBeGreaterThan(50);
    expect(docs.filter((u) => !pages.has(u))).toEqual([]);
  });
});
