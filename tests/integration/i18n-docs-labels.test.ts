// A docs version's labels in each locale, with the keys Docusaurus's write-translations gives them
// in docusaurus-plugin-content-docs/current.json and version-<name>.json: `version.label` (the
// version dropdown, the badge and the banner), a sidebar doc item's own label
// (`sidebar.<sidebar>.doc.<label>`, only for an item whose label the sidebars file writes out, as
// Docusaurus), a generated index's title and description
// (`sidebar.<sidebar>.category.<label>.link.generated-index.title` / `.description`). Built by the
// real CLI on a copy of the i18n-site fixture; then `zapsite write-translations` writes those keys.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { zapsite } from '../helpers/cli.ts';
import { copyFixture, put, type TempSite } from './temp-site.ts';

let site: TempSite;
let out: string;
const page = (url: string) => readFile(join(out, url, 'index.html'), 'utf8');
const json = (s: object) => JSON.stringify(s, null, 2);
/** The text of each link of the navbar's version dropdown (the language menu's links carry a lang). */
const dropdown = (html: string) =>
  [...html.matchAll(/<a class="dropdown__link[^"]*" href="[^"]*\/docs\/[^"]*">([^<]*)<\/a>/g)].map((m) => m[1]);
/** The labels of the docs sidebar's menu rendered on the server. */
const menu = (html: string) => {
  const start = html.indexOf('<nav aria-label="Docs sidebar"');
  expect(start).toBeGreaterThan(0);
  const nav = html.slice(start, html.indexOf('</nav>', start));
  return [
    ...nav.matchAll(
      /<a class="(?:categoryLink_byQd )?menu__link[^"]*" href="[^"]*"[^>]*>(?:<span class="(?:categoryLinkLabel_W154|linkLabel_WmDU)">)?([^<]+)</g,
    ),
  ].map((m) => m[1]);
};

beforeAll(async () => {
  site = await copyFixture('i18n-site');
  out = join(site.root, 'build');
  const r = site.root;
  const config = await readFile(join(r, 'zapsite.config.ts'), 'utf8');
  await put(
    r,
    'zapsite.config.ts',
    config.replace(
      "{ type: 'localeDropdown', position: 'right' },",
      "{ type: 'localeDropdown', position: 'right' },\n      { type: 'docsVersionDropdown', position: 'right' },",
    ),
  );
  await put(
    r,
    'sidebars.ts',
    `export default {
  notes: [
    { type: 'doc', id: 'centering', label: 'Start here' },
    {
      type: 'category',
      label: 'Firing',
      link: { type: 'generated-index', title: 'All about firing', description: 'Heat and clay.' },
      items: ['kiln/bisque'],
    },
    { type: 'category', label: 'Studio', link: { type: 'generated-index' }, items: ['kiln/glaze'] },
  ],
};
`,
  );
  const fr = 'i18n/fr/docusaurus-plugin-content-docs';
  await put(
    r,
    `${fr}/current.json`,
    json({
      'version.label': { message: 'Suivante' },
      'sidebar.notes.doc.Start here': { message: 'Commencer ici' },
      'sidebar.notes.category.Firing': { message: 'Cuissons' },
      'sidebar.notes.category.Firing.link.generated-index.title': { message: 'Tout sur la cuisson' },
      'sidebar.notes.category.Firing.link.generated-index.description': { message: 'La chaleur et la terre.' },
      'sidebar.notes.category.Studio': { message: 'Atelier' },
      // Glaze firing's label is the doc's own title: Docusaurus leaves it to the doc's translation.
      'sidebar.notes.doc.Glaze firing': { message: 'Ne pas prendre' },
    }),
  );
  await put(r, `${fr}/version-1.0.json`, json({ 'version.label': { message: 'Un point zéro' } }));
  // The version banner's own text, as Docusaurus's write-translations gives its ids in code.json.
  const code = JSON.parse(await readFile(join(r, 'i18n/fr/code.json'), 'utf8')) as object;
  await put(
    r,
    'i18n/fr/code.json',
    json({
      ...code,
      'theme.docs.versions.unmaintainedVersionLabel': {
        message: 'Ceci est la documentation de {siteTitle} {versionLabel}, qui n’est plus maintenue.',
      },
      'theme.docs.versions.latestVersionSuggestionLabel': {
        message: 'Pour une documentation à jour, consultez la {latestVersionLink} ({versionLabel}).',
      },
      'theme.docs.versions.latestVersionLinkLabel': { message: 'dernière version' },
      'theme.navbar.mobileVersionsDropdown.label': { message: 'Les versions' },
    }),
  );
  const run = await zapsite(['build', '--root', r]);
  expect(run.stderr + run.stdout).toContain('Built ');
  expect(run.code).toBe(0);
}, 120_000);
afterAll(() => site?.remove());

describe('a docs version’s label in each locale', () => {
  it('shows version.label in the version dropdown, the badge and the banner of that locale', async () => {
    const fr = await page('/fr/docs/1.0/centering/');
    expect(dropdown(fr)).toEqual(['Suivante', 'Un point zéro']);
    expect(fr).toContain('>Version: Un point zéro</span>');
    // The banner in the site's French for Docusaurus's theme messages (i18n/fr/code.json).
    expect(fr).toContain(
      '<div>Ceci est la documentation de Clay Notebook <b>Un point zéro</b>, qui n’est plus maintenue.</div>',
    );
    expect(fr).toContain(
      '<div class="margin-top--md">Pour une documentation à jour, consultez la <b><a href="/fr/docs/centering/">dernière version</a></b> (Suivante).</div>',
    );
    // The navbar's dropdown shows the page's own version.
    expect(fr).toMatch(/aria-haspopup="true"[^>]*>Un point zéro</);
    const en = await page('/docs/1.0/centering/');
    expect(dropdown(en)).toEqual(['Next', '1.0']);
    expect(en).toContain('>Version: 1.0</span>');
    // In the phone menu's drawer, the version menu reads "Versions" (more than one link), as Docusaurus's.
    // Open at first: the page's own version leads to this page (Docusaurus's containsActiveItems).
    expect(en).toContain(
      '<li class="menu__list-item"><div class="menu__list-item-collapsible"><a role="button" aria-expanded="true" class="menu__link menu__link--sublist" href="#">Versions</a>',
    );
    expect(fr).toContain('aria-expanded="true" class="menu__link menu__link--sublist" href="#">Les versions</a>');
    // The words travel with the page, so the drawer's island hydrates with them.
    expect(fr).toMatch(
      /<script type="application\/json" id="zs-theme-words">[^<]*"theme.navbar.mobileVersionsDropdown.label":"Les versions"/,
    );
    expect(en).not.toContain('versions="');
    // Hebrew has no version-1.0.json: the default labels.
    expect(dropdown(await page('/he/docs/1.0/centering/'))).toEqual(['Next', '1.0']);
  });
});

describe('sidebar doc items and generated indexes in each locale', () => {
  it('translates a doc item’s own label, and leaves a doc’s title to the doc', async () => {
    expect(menu(await page('/fr/docs/centering/'))).toEqual(['Commencer ici', 'Cuissons', 'Atelier']);
    expect(menu(await page('/fr/docs/kiln/glaze/'))).toContain('Glaze firing');
    expect(menu(await page('/docs/centering/'))).toEqual(['Start here', 'Firing', 'Studio']);
  });

  it('gives a generated index its translated title and description, or its category’s translated label', async () => {
    const firing = await page('/fr/docs/category/firing/');
    expect(firing).toMatch(/<h1[^>]*>Tout sur la cuisson<\/h1>/);
    expect(firing).toMatch(/<meta name="description" content="La chaleur et la terre."/);
    expect(await page('/docs/category/firing/')).toMatch(/<h1[^>]*>All about firing<\/h1>/);
    expect(await page('/fr/docs/category/studio/')).toMatch(/<h1[^>]*>Atelier<\/h1>/);
    expect(await page('/docs/category/studio/')).toMatch(/<h1[^>]*>Studio<\/h1>/);
  });
});

describe('write-translations', () => {
  it('writes version.label and the sidebar doc items’ and generated indexes’ keys, as Docusaurus', async () => {
    const run = await zapsite(['write-translations', '--root', site.root, '--locale', 'he']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const read = async (p: string) =>
      JSON.parse(await readFile(join(site.root, 'i18n/he/docusaurus-plugin-content-docs', p), 'utf8')) as Record<
        string,
        { message: string }
      >;
    const messages = (o: Record<string, { message: string }>) =>
      Object.fromEntries(Object.entries(o).map(([k, v]) => [k, v.message]));
    expect(messages(await read('current.json'))).toEqual({
      'version.label': 'Next',
      'sidebar.notes.doc.Start here': 'Start here',
      'sidebar.notes.category.Firing': 'Firing',
      'sidebar.notes.category.Firing.link.generated-index.title': 'All about firing',
      'sidebar.notes.category.Firing.link.generated-index.description': 'Heat and clay.',
      'sidebar.notes.category.Studio': 'Studio',
    });
    expect(messages(await read('version-1.0.json'))).toEqual({ 'version.label': '1.0' });
    // A translator's French is kept; keys it lacks are added.
    const fr = await zapsite(['write-translations', '--root', site.root, '--locale', 'fr']);
    expect(fr.code).toBe(0);
    const frV1 = JSON.parse(
      await readFile(join(site.root, 'i18n/fr/docusaurus-plugin-content-docs/version-1.0.json'), 'utf8'),
    ) as Record<string, { message: string }>;
    expect(messages(frV1)).toEqual({ 'version.label': 'Un point zéro' });
  }, 60_000);
});
