// Every locale of i18n.locales built by the real CLI, as Docusaurus builds them: the default at the
// base URL, the others under /<locale>/, translated files replacing the default's, untranslated
// ones falling back to the English text, translated labels, lang/dir, hreflang alternates, a
// sitemap and search index per locale, code.json read by <Translate>/translate(), and --locale.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { zapsite } from '../helpers/cli.ts';
import { copyFixture, type TempSite } from './temp-site.ts';

// The pages Docusaurus makes for this site in each locale (its 404 page besides).
const PAGES = [
  '/',
  '/studio/',
  '/docs/centering/',
  '/docs/kiln/bisque/',
  '/docs/kiln/glaze/',
  '/docs/1.0/centering/',
  '/blog/',
  '/blog/2026/03/01/new-wheel/',
  '/blog/archive/',
  '/blog/authors/',
  '/blog/tags/',
  '/blog/tags/wheels/',
  '/search/',
];
const PREFIXES = ['', '/fr', '/he'];

let site: TempSite;
let out: string;
const page = (url: string) => readFile(join(out, url, 'index.html'), 'utf8');
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

beforeAll(async () => {
  site = await copyFixture('i18n-site');
  out = join(site.root, 'build');
  const run = await zapsite(['build', '--root', site.root]);
  expect(run.stderr + run.stdout).toContain('Built ');
  expect(run.code).toBe(0);
});
afterAll(() => site?.remove());

async function htmlFiles(dir: string): Promise<string[]> {
  const all = await readdir(dir, { recursive: true });
  return all.filter((f) => f.endsWith('.html') && !f.startsWith('assets')).map((f) => f.split('\\').join('/'));
}

describe('a site in three locales', () => {
  it('writes every page of every locale, the default at the base URL and the others under their folder', async () => {
    const want = PREFIXES.flatMap((p) => [
      ...PAGES.map((u) => `${p}${u}index.html`.slice(1)),
      `${p}/404.html`.slice(1),
    ]);
    expect((await htmlFiles(out)).sort()).toEqual(want.sort());
  });

  it('reads a translated file in its place and falls back to the default text for the rest', async () => {
    expect(text(await page('/fr/docs/centering/'))).toContain('Appuyez des deux paumes');
    expect(text(await page('/he/docs/centering/'))).toContain('לחצו בשתי כפות הידיים');
    // Not translated into French: the English page under /fr/.
    const glaze = text(await page('/fr/docs/kiln/glaze/'));
    expect(glaze).toContain('The second firing melts the glaze into glass.');
    // Not translated into Hebrew at all but for one doc.
    expect(text(await page('/he/docs/kiln/bisque/'))).toContain('The first firing drives out the water');
    expect(text(await page('/fr/docs/kiln/bisque/'))).toContain('La première cuisson chasse');
    expect(text(await page('/fr/blog/2026/03/01/new-wheel/'))).toContain("L'atelier a acheté un tour");
    expect(text(await page('/he/blog/2026/03/01/new-wheel/'))).toContain('The studio bought a quieter wheel.');
    expect(text(await page('/fr/studio/'))).toContain('Deux tours, un four');
    // A released version reads its own folder of translations (version-1.0/), and falls back too.
    expect(text(await page('/fr/docs/1.0/centering/'))).toContain('Dans la première édition');
    expect(text(await page('/he/docs/1.0/centering/'))).toContain('In the first edition of these notes');
    expect(text(await page('/studio/'))).toContain('Two wheels, one kiln');
    // The default locale is untouched by the translations.
    expect(text(await page('/docs/centering/'))).toContain('Press down with both palms');
  });

  it('sets lang and dir from each locale', async () => {
    expect(await page('/')).toMatch(/<html lang="en" dir="ltr"/);
    expect(await page('/fr/docs/centering/')).toMatch(/<html lang="fr" dir="ltr"/);
    expect(await page('/he/docs/kiln/glaze/')).toMatch(/<html lang="he-IL" dir="rtl"/);
  });

  it('translates the navbar, footer and sidebar labels, keeping the English ones left out', async () => {
    const fr = await page('/fr/docs/kiln/glaze/');
    expect(fr).toMatch(/class="navbar__title[^"]*"[^>]*>Argile</);
    expect(fr).toMatch(/navbar__link[^"]*" href="\/fr\/docs\/centering\/"[^>]*>Carnet</);
    expect(fr).toMatch(/href="\/fr\/blog\/"[^>]*>Journal de bord</);
    expect(fr).toContain('>Lire<');
    expect(fr).toMatch(/href="\/fr\/docs\/centering\/"[^>]*>Le carnet</);
    expect(fr).toContain('footer__copyright">Carnet d\'argile, 2026.<');
    expect(fr).toMatch(/menu__link[^>]*>(?:<span class="categoryLinkLabel_W154">)?Cuissons</);
    const he = await page('/he/docs/kiln/glaze/');
    expect(he).toMatch(/href="\/he\/docs\/centering\/"[^>]*>מחברת</);
    expect(he).toMatch(/href="\/he\/blog\/"[^>]*>Journal</);
    expect(he).toMatch(/menu__link[^>]*>(?:<span class="categoryLinkLabel_W154">)?Firing</);
    expect(await page('/docs/kiln/glaze/')).toMatch(
      /menu__link[^>]*>(?:<span class="categoryLinkLabel_W154">)?Firing</,
    );
  });

  it('reads code.json for <Translate> and translate(), with the message where an id has no entry', async () => {
    const fr = await page('/fr/');
    expect(fr).toContain('<title>Bienvenue à l&#x27;atelier | Clay Notebook</title>');
    expect(text(fr)).toContain('Tourner, tournasser, cuire');
    expect(text(fr)).toContain('Open Tue-Sat');
    const he = await page('/he/');
    expect(text(he)).toContain('Throw, trim, fire');
    expect(he).toContain('<title>Welcome to the studio | Clay Notebook</title>');
  });

  it('links every locale and x-default from every page, and offers the same page in the language menu', async () => {
    for (const prefix of PREFIXES)
      for (const url of PAGES) {
        const html = await page(`${prefix}${url}`);
        const alternates = [...html.matchAll(/<link rel="alternate" href="([^"]+)" hreflang="([^"]+)"/gi)].map(
          (m) => `${m[2]} ${m[1]}`,
        );
        expect(alternates, `${prefix}${url}`).toEqual([
          `en https://clay.example.com${url}`,
          `fr https://clay.example.com/fr${url}`,
          `he-IL https://clay.example.com/he${url}`,
          `x-default https://clay.example.com${url}`,
        ]);
      }
    const menu = [
      ...(await page('/he/docs/kiln/bisque/')).matchAll(
        /class="dropdown__link[^"]*" href="([^"]+)" lang="([^"]+)">([^<]+)</g,
      ),
    ];
    expect(menu.map((m) => [m[1], m[2], m[3]])).toEqual([
      ['/docs/kiln/bisque/', 'en', 'English'],
      ['/fr/docs/kiln/bisque/', 'fr', 'Français'],
      ['/he/docs/kiln/bisque/', 'he-IL', 'עברית'],
    ]);
  });

  it('writes a sitemap and a search index per locale, each listing its own pages', async () => {
    for (const prefix of PREFIXES) {
      const sitemap = await readFile(join(out, prefix, 'sitemap.xml'), 'utf8');
      const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
      expect(locs).toContain(`https://clay.example.com${prefix}/docs/kiln/glaze/`);
      for (const loc of locs) expect(loc.startsWith(`https://clay.example.com${prefix}/`)).toBe(true);
      if (!prefix) for (const loc of locs) expect(loc).not.toMatch(/\.com\/(fr|he)\//);
    }
    const index = (p: string) =>
      readdir(join(out, p)).then((names) => names.filter((n) => /search|index.*\.json/i.test(n)));
    expect((await index('fr')).length).toBeGreaterThan(0);
    expect(await index('fr')).toEqual(await index(''));
  });
});

describe('--locale', () => {
  it('rebuilds one locale into its folder and leaves the others as they were', async () => {
    const enBefore = await page('/docs/centering/');
    const heFile = join(out, 'he/docs/centering/index.html');
    const heBefore = await readFile(heFile, 'utf8');
    await writeFile(
      join(site.root, 'i18n/fr/docusaurus-plugin-content-docs/current/kiln/glaze.md'),
      '---\ntitle: Cuisson d’émail\n---\n\nLa seconde cuisson fond l’émail en verre.\n',
    );
    const run = await zapsite(['build', '--root', site.root, '--locale', 'fr']);
    expect(run.code).toBe(0);
    expect(text(await page('/fr/docs/kiln/glaze/'))).toContain('La seconde cuisson fond');
    expect(await page('/docs/centering/')).toBe(enBefore);
    expect(await readFile(heFile, 'utf8')).toBe(heBefore);
  });

  it('rebuilds the default locale alone and keeps the other locales’ folders', async () => {
    const run = await zapsite(['build', '--root', site.root, '--locale', 'en']);
    expect(run.code).toBe(0);
    expect(text(await page('/fr/docs/kiln/glaze/'))).toContain('La seconde cuisson fond');
    expect(existsSync(join(out, 'he/index.html'))).toBe(true);
    expect(existsSync(join(out, 'index.html'))).toBe(true);
  });

  it('stops with exit 2 on a locale the config does not list', async () => {
    const run = await zapsite(['build', '--root', site.root, '--locale', 'de']);
    expect(run.code).toBe(2);
    expect(run.stderr + run.stdout).toContain('unknown-locale');
    expect(run.stderr + run.stdout).toContain('"de" is not one of them');
    expect(relative(site.root, out)).toBe('build');
  });

  it('stops with the file named when a translation file is not JSON, and keeps the last build', async () => {
    const file = join(site.root, 'i18n/fr/code.json');
    const good = await readFile(file, 'utf8');
    const before = await page('/fr/');
    await writeFile(file, '{ "home.title": ');
    try {
      const run = await zapsite(['build', '--root', site.root]);
      expect(run.code).toBe(1);
      expect(run.stderr + run.stdout).toContain('i18n-file');
      expect(run.stderr + run.stdout).toContain('i18n/fr/code.json');
      expect(await page('/fr/')).toBe(before);
    } finally {
      await writeFile(file, good);
    }
  });
});

describe('write-translations', () => {
  it('writes code.json from the site’s Translate calls and the theme’s labels, keeping what a translator wrote', async () => {
    const run = await zapsite(['write-translations', '--root', site.root, '--locale', 'he']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('wrote i18n/he/code.json');
    const json = async (p: string) => JSON.parse(await readFile(join(site.root, 'i18n/he', p), 'utf8')) as unknown;
    expect(await json('code.json')).toEqual({
      'home.heading': { message: 'Throw, trim, fire' },
      'home.hours': { message: 'Open {days}' },
      'home.title': { message: 'Welcome to the studio' },
    });
    const navbar = (await json('docusaurus-theme-classic/navbar.json')) as Record<string, { message: string }>;
    // The translator's entry stays; the new keys come with the English text.
    expect(navbar['item.label.Notes']).toEqual({ message: 'מחברת' });
    expect(navbar['item.label.Journal']?.message).toBe('Journal');
    expect(navbar.title?.message).toBe('Clay');
    const footer = (await json('docusaurus-theme-classic/footer.json')) as Record<string, { message: string }>;
    expect(Object.keys(footer).sort()).toEqual(['copyright', 'link.item.label.Notes', 'link.title.Read']);
    expect(footer['link.title.Read']?.message).toBe('Read');
  });
});
