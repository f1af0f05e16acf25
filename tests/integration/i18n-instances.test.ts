// A further docs instance in a second locale, on a copy of the docs-instances fixture with French
// added: the instance's translated docs come from i18n/fr/docusaurus-plugin-content-docs-community/
// (current/ and version-1.0/, an untranslated doc falling back to English), and its labels from
// that folder's current.json and version-1.0.json alone (the default docs' file does not reach it),
// as Docusaurus lays them out; write-translations writes each instance's files. Real CLI.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { zapsite } from '../helpers/cli.ts';
import { copyFixture, put, type TempSite } from './temp-site.ts';

let site: TempSite;
let out: string;
const page = (url: string) => readFile(join(out, url, 'index.html'), 'utf8');
const json = (s: object) => JSON.stringify(s, null, 2);
/** The text of each link of the navbar's version dropdown (the language menu's links carry a lang). */
const dropdown = (html: string) =>
  [...html.matchAll(/<a class="dropdown__link[^"]*" href="[^"]*\/community\/[^"]*">([^<]*)<\/a>/g)].map((m) => m[1]);
/** The labels of the docs sidebar's menu rendered on the server, in order. */
const menu = (html: string) => {
  const start = html.indexOf('<nav aria-label="Docs sidebar"');
  expect(start).toBeGreaterThan(0);
  const nav = html.slice(start, html.indexOf('</nav>', start));
  // Links and categories without a page of their own (a button).
  return [
    ...nav.matchAll(
      /<(?:a|button)[^>]*class="[^"]*menu__link[^"]*"[^>]*>(?:<span class="(?:categoryLinkLabel_W154|linkLabel_WmDU)">)?([^<]+)</g,
    ),
  ].map((m) => m[1]);
};
const TRANSLATED = 'On se retrouve le premier mardi de chaque mois.';

beforeAll(async () => {
  site = await copyFixture('docs-instances');
  out = join(site.root, 'build');
  const r = site.root;
  const config = await readFile(join(r, 'zapsite.config.ts'), 'utf8');
  const edited = config
    .replace(
      '  blog: false,\n',
      "  blog: false,\n  theme: { name: 'classic' },\n  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },\n",
    )
    .replace(
      "{ type: 'doc', docId: 'intro', docsPluginId: 'community', label: 'Neighbours' },",
      "{ type: 'doc', docId: 'intro', docsPluginId: 'community', label: 'Neighbours' },\n      { type: 'docsVersionDropdown', docsPluginId: 'community', position: 'right' },",
    );
  expect(edited).toContain('i18n:');
  expect(edited).toContain('docsVersionDropdown');
  await put(r, 'zapsite.config.ts', edited);
  await put(
    r,
    'sidebarsCommunity.js',
    "export default {\n  people: ['intro', { type: 'category', label: 'Gatherings', items: ['meetups'] }],\n};\n",
  );
  const own = 'i18n/fr/docusaurus-plugin-content-docs-community';
  await put(r, `${own}/current/meetups.md`, `---\ntitle: Rencontres\ntags: [people, events]\n---\n\n${TRANSLATED}\n`);
  await put(r, `${own}/version-1.0/intro.md`, '---\ntitle: Re-bienvenue\n---\n\nLa page de la première version.\n');
  await put(
    r,
    `${own}/current.json`,
    json({
      'version.label': { message: 'Prochaine' },
      'sidebar.people.category.Gatherings': { message: 'Réunions' },
    }),
  );
  await put(r, `${own}/version-1.0.json`, json({ 'version.label': { message: 'Un point zéro' } }));
  // The default docs' file: none of it reaches the community instance.
  await put(
    r,
    'i18n/fr/docusaurus-plugin-content-docs/current.json',
    json({
      'version.label': { message: 'Pas celle-ci' },
      'sidebar.people.category.Gatherings': { message: 'Pas celle-ci' },
      'sidebar.manual.category.Guide': { message: 'Le guide' },
    }),
  );
  const run = await zapsite(['build', '--root', r]);
  expect(run.stderr + run.stdout).toContain('Built ');
  expect(run.code).toBe(0);
}, 120_000);
afterAll(() => site?.remove());

describe('a further docs instance in a second locale', () => {
  it('builds its translated docs, falls back to English, and reads its labels from its own folder', async () => {
    const next = await page('/fr/community/next/meetups/');
    expect(next).toContain(TRANSLATED);
    expect(next).toContain('>Version: Prochaine</span>');
    // Docusaurus's English for the banner, with the French labels: the site translates no theme text.
    expect(next).toContain('This is unreleased documentation for Two Shelves <b>Prochaine</b> version.');
    expect(next).toContain(
      'For up-to-date documentation, see the <b><a href="/fr/community/intro/">latest version</a></b> (Un point zéro).',
    );
    expect(dropdown(next)).toEqual(['Prochaine', 'Un point zéro']);
    expect(menu(next)).toEqual(['Welcome, neighbours', 'Réunions', 'Rencontres']);
    // Untranslated: the English text, in the French site.
    const intro = await page('/fr/community/next/intro/');
    expect(intro).toContain('Where the people who use the readers talk to each other.');
    expect(intro).toContain('<html lang="fr"');
    const v1 = await page('/fr/community/intro/');
    expect(v1).toContain('La page de la première version.');
    expect(v1).toContain('>Version: Un point zéro</span>');
    // The default docs read the default plugin's file.
    expect(menu(await page('/fr/docs/intro/'))).toEqual(['Manual start', 'Le guide']);
    // English keeps its own labels.
    const en = await page('/community/next/meetups/');
    expect(en).toContain('>Version: Next</span>');
    expect(menu(en)).toEqual(['Welcome, neighbours', 'Gatherings', 'Meetups']);
    expect(await readFile(join(out, 'fr/sitemap.xml'), 'utf8')).toContain(
      '<loc>https://example.com/fr/community/next/meetups/</loc>',
    );
  });

  it('write-translations writes each instance’s version files, keeping the translator’s messages', async () => {
    // A version whose file the translator has not started: written with its label.
    await rm(join(site.root, 'i18n/fr/docusaurus-plugin-content-docs-community/version-1.0.json'));
    const run = await zapsite(['write-translations', '--root', site.root, '--locale', 'fr']);
    expect(run.code).toBe(0);
    const read = async (p: string) =>
      Object.fromEntries(
        Object.entries(
          JSON.parse(await readFile(join(site.root, 'i18n/fr', p), 'utf8')) as Record<string, { message: string }>,
        ).map(([k, v]) => [k, v.message]),
      );
    expect(await read('docusaurus-plugin-content-docs-community/current.json')).toEqual({
      'version.label': 'Prochaine',
      'sidebar.people.category.Gatherings': 'Réunions',
    });
    expect(await read('docusaurus-plugin-content-docs-community/version-1.0.json')).toEqual({ 'version.label': '1.0' });
    expect(await read('docusaurus-plugin-content-docs/current.json')).toMatchObject({
      'version.label': 'Pas celle-ci',
      'sidebar.manual.category.Guide': 'Le guide',
    });
  }, 60_000);
});
