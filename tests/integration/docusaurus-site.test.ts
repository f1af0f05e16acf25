// A Docusaurus 3 site moved over with one command: `migrate --from docusaurus`, then a build of
// the site in place. DOCUSAURUS_URLS is what Docusaurus 3.10.2 itself wrote for this fixture
// (built once with the real packages outside the repository; see docs/MIGRATING.md), so the
// test holds zapsite to the same URLs and the same text.
//
// Browser checks of the same site (the React page, the live counter) are in
// tests/e2e/docusaurus-site.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'htmlparser2';
import { findAll, findOne, getAttributeValue, textContent } from 'domutils';
import { buildFixture, type FixtureOutcome } from '../helpers/build.ts';
import { copyFixture, type TempSite } from './temp-site.ts';
import { migrateDocusaurus } from '../../generator/migrate/migrate.ts';

/** Every file Docusaurus wrote for the fixture except its scripts, styles and copied static files. */
const DOCUSAURUS_URLS = [
  '/',
  '/404.html',
  '/about/',
  '/hardware/',
  '/search/',
  '/docs/intro/',
  '/docs/guide/',
  '/docs/guide/setup/',
  '/docs/guide/readers/',
  '/docs/platforms/mister/',
  '/docs/platforms/steamos/',
  '/docs/reference/zapscript/',
  '/docs/reference/api/',
  '/docs/category/platforms/',
  '/docs/tags/',
  '/docs/tags/readers/',
  '/docs/tags/setup/',
  '/blog/',
  '/blog/2026/03/01/first-tap/',
  '/blog/2026/04/12/reader-roundup/',
  '/blog/archive/',
  '/blog/authors/',
  '/blog/tags/',
  '/blog/tags/hardware/',
  '/blog/tags/news/',
  '/blog/rss.xml',
  '/blog/atom.xml',
  '/sitemap.xml',
  // client-redirects
  '/docs/start/',
  '/readers/',
  '/hardware/readers/',
];

let site: TempSite;
let out: FixtureOutcome;
const file = (url: string) => (url.endsWith('/') ? `${url.slice(1)}index.html` : url.slice(1));
const page = (url: string) => parseDocument(out.writer.text(file(url)) ?? '');
const text = (url: string) => textContent(page(url)).replace(/\s+/g, ' ');
const title = (url: string) => textContent(findOne((e) => e.name === 'title', page(url).children)!);

beforeAll(async () => {
  site = await copyFixture('docusaurus-site');
  await migrateDocusaurus(site.root);
  out = await buildFixture(site.root);
});
afterAll(async () => {
  await site?.remove();
});

describe('a Docusaurus 3 site, migrated and built in place', () => {
  it('builds with no error', () => {
    expect(
      out.diagnostics
        .filter((d) => d.severity === 'error')
        .map((d) => `${d.code} ${d.file ?? ''}:${d.line ?? ''} ${d.message}`),
    ).toEqual([]);
    expect(out.ok).toBe(true);
  });

  it('writes every URL Docusaurus writes', () => {
    const missing = DOCUSAURUS_URLS.filter((url) => out.writer.text(file(url)) === undefined);
    expect(missing).toEqual([]);
  });

  it('renders the React home page inside the site layout, with Infima classes and the CSS module', () => {
    expect(title('/')).toBe('Home · Tap Station');
    const hero = findOne((e) => e.attribs.class === 'hero__title', page('/').children);
    expect(hero && textContent(hero)).toBe('Tap Station');
    expect(text('/')).toContain('Launch games from NFC tags');
    const cta = findOne(
      (e) => e.name === 'a' && textContent(e).trim() === 'Set up your first tag',
      page('/').children,
    )!;
    expect(getAttributeValue(cta, 'href')).toBe('/docs/intro/');
    expect(findAll((e) => /\bcard\b/.test(e.attribs.class ?? ''), page('/').children)).toHaveLength(2);
    // The navbar and footer come from the migrated config.
    expect(text('/')).toContain('Copyright 2026 the Tap Station writers.');
  });

  it('keeps Markdown features: {#id} headings, titled and nested admonitions, .md links', () => {
    expect(title('/docs/guide/setup/')).toBe('Setting up a reader · Tap Station');
    const h2 = findOne(
      (e) => e.name === 'h2' && e.attribs.id === 'check-connection',
      page('/docs/guide/setup/').children,
    );
    expect(h2 && textContent(h2)).toContain('Check the connection');
    const body = text('/docs/guide/setup/');
    for (const words of [
      'Powered hubs',
      'A reader on an unpowered hub may drop out while a game loads.',
      'Two steps',
      'Keep the tag still until the app says it is done.',
    ])
      expect(body).toContain(words);
    const links = findAll((e) => e.name === 'a', page('/docs/guide/setup/').children).map((a) =>
      getAttributeValue(a, 'href'),
    );
    expect(links).toContain('/docs/intro/');
    expect(links).toContain('/docs/platforms/mister/#cores');
    // A site-root file link in a doc.
    expect(
      findAll((e) => e.name === 'a', page('/docs/intro/').children).map((a) => getAttributeValue(a, 'href')),
    ).toContain('/docs/guide/setup/');
  });

  it('renders MDX with the global component, an imported component and the interactive one', () => {
    const body = text('/docs/guide/readers/');
    expect(body).toContain('Any PN532 reader works; these two are the ones we test on.');
    expect(findOne((e) => e.attribs.class === 'highlight', page('/docs/guide/readers/').children)).toBeTruthy();
    expect(body).toContain('A desk reader in a plastic case.');
    expect(body).toContain('Tap the reader');
    expect(body).toContain('Which one?');
    // The counter keeps state, so migrate marked it interactive: it is an island, the cards are not.
    const islands = findAll((e) => e.attribs['data-island'] !== undefined, page('/docs/guide/readers/').children).map(
      (e) => e.attribs['data-island'],
    );
    expect(islands).toContain('TapCounter');
    expect(islands).not.toContain('ReaderCard');
  });

  it('builds both sidebars, the generated index and the category linked to a doc', () => {
    const sidebar = text('/docs/guide/setup/');
    for (const label of [
      'Welcome to Tap Station',
      'Getting started',
      'Setup',
      'Choosing a reader',
      'Platforms',
      'Tag shop',
      'Made with NFC',
      'ZapScript reference',
    ])
      expect(sidebar).toContain(label);
    expect(title('/docs/category/platforms/')).toBe('Every platform · Tap Station');
    expect(text('/docs/category/platforms/')).toContain('Where a tap can start a game.');
    expect(text('/docs/reference/api/')).toContain('Reference');
    expect(title('/docs/guide/')).toBe('Getting started · Tap Station');
  });

  it('truncates blog posts at <!-- truncate --> and {/* truncate */}', () => {
    const list = text('/blog/');
    expect(title('/blog/')).toBe('Tap Station news · Tap Station');
    expect(list).toContain('This post says what it is for.');
    expect(list).not.toContain('The site holds the setup guide');
    expect(list).toContain('We tried two readers for a month.');
    expect(list).not.toContain('on price and size');
    expect(text('/blog/2026/04/12/reader-roundup/')).toContain('The PN532 won on price and size.');
  });

  it('renders Markdown and MDX pages from src/pages', () => {
    expect(title('/hardware/')).toBe('Hardware notes · Tap Station');
    expect(text('/hardware/')).toContain('Metal shelves stop a tag from being read.');
    expect(title('/about/')).toBe('About Tap Station · Tap Station');
  });

  it('writes the client redirects', () => {
    for (const [from, to] of [
      ['/docs/start/', '/docs/guide/setup/'],
      ['/readers/', '/docs/guide/readers/'],
      ['/hardware/readers/', '/docs/guide/readers/'],
    ] as const) {
      expect(out.writer.text(file(from))).toContain(to);
    }
  });
});
