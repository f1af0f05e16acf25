// A locale's own settings in i18n.localeConfigs, as Docusaurus reads them, on the i18n-site fixture
// built by the real CLI: French served from another host (`url`) under /carnet/ (`baseUrl`) with its
// translations in i18n/francais/ (`path`), Hebrew at its inferred /he/. Its pages, canonical URLs,
// hreflang alternates, sitemap and the language menu's links all use them. Hebrew is right to left
// (`direction: 'rtl'`): its pages load Infima's mirrored stylesheet.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { zapsite } from '../helpers/cli.ts';
import { copyFixture, type TempSite } from './temp-site.ts';

let site: TempSite;
let out: string;
const page = (url: string) => readFile(join(out, url, 'index.html'), 'utf8');
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

beforeAll(async () => {
  site = await copyFixture('i18n-site');
  out = join(site.root, 'build');
  const configFile = join(site.root, 'zapsite.config.ts');
  const config = (await readFile(configFile, 'utf8')).replace(
    'localeConfigs: { he: {',
    "localeConfigs: { fr: { url: 'https://clay.example.fr/', baseUrl: 'carnet', path: 'francais' }, he: {",
  );
  expect(config).toContain("path: 'francais'");
  await writeFile(configFile, config);
  await rename(join(site.root, 'i18n/fr'), join(site.root, 'i18n/francais'));
  const run = await zapsite(['build', '--root', site.root]);
  expect(run.stderr + run.stdout).toContain('Built ');
  expect(run.code).toBe(0);
}, 120_000);
afterAll(() => site?.remove());

describe('a locale with its own url, baseUrl and path', () => {
  it('writes its pages in its base URL’s folder, translated from i18n/<path>/', async () => {
    expect(existsSync(join(out, 'fr'))).toBe(false);
    expect(text(await page('/carnet/docs/centering/'))).toContain('Appuyez des deux paumes');
    expect(await page('/carnet/docs/kiln/glaze/')).toMatch(
      /menu__link[^>]*>(?:<span class="categoryLinkLabel_W154">)?Cuissons</,
    );
    expect(text(await page('/he/docs/centering/'))).toContain('לחצו בשתי כפות הידיים');
  });

  it('gives its canonical URL and every page’s hreflang alternates on its own host and base URL', async () => {
    const fr = await page('/carnet/docs/kiln/glaze/');
    expect(fr).toContain('<link rel="canonical" href="https://clay.example.fr/carnet/docs/kiln/glaze/"');
    for (const url of ['/docs/kiln/glaze/', '/he/docs/kiln/glaze/', '/carnet/docs/kiln/glaze/']) {
      const alternates = [
        ...(await page(url)).matchAll(/<link rel="alternate" href="([^"]+)" hreflang="([^"]+)"/gi),
      ].map((m) => `${m[2]} ${m[1]}`);
      expect(alternates, url).toEqual([
        'en https://clay.example.com/docs/kiln/glaze/',
        'fr https://clay.example.fr/carnet/docs/kiln/glaze/',
        'he-IL https://clay.example.com/he/docs/kiln/glaze/',
        'x-default https://clay.example.com/docs/kiln/glaze/',
      ]);
    }
    expect(await page('/he/docs/kiln/glaze/')).toContain(
      '<link rel="canonical" href="https://clay.example.com/he/docs/kiln/glaze/"',
    );
  });

  it("gives each page's Open Graph locale and the other locales', in Open Graph's spelling", async () => {
    const ogLocales = (html: string) =>
      [...html.matchAll(/<meta property="(og:locale(?::alternate)?)" content="([^"]+)"/g)].map(
        (m) => `${m[1]} ${m[2]}`,
      );
    expect(ogLocales(await page('/he/docs/kiln/glaze/'))).toEqual([
      'og:locale he_IL',
      'og:locale:alternate en',
      'og:locale:alternate fr',
    ]);
    expect(ogLocales(await page('/docs/kiln/glaze/'))).toEqual([
      'og:locale en',
      'og:locale:alternate fr',
      'og:locale:alternate he_IL',
    ]);
  });

  it('lists its pages in its sitemap with its URL', async () => {
    const sitemap = await readFile(join(out, 'carnet/sitemap.xml'), 'utf8');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs).toContain('https://clay.example.fr/carnet/docs/kiln/glaze/');
    for (const loc of locs) expect(loc.startsWith('https://clay.example.fr/carnet/')).toBe(true);
  });

  it('links the same page in each locale from the language menu, in full where the host differs', async () => {
    const menu = async (url: string) =>
      [...(await page(url)).matchAll(/class="dropdown__link[^"]*" href="([^"]+)" lang="([^"]+)"/g)].map((m) => m[1]);
    expect(await menu('/he/docs/kiln/bisque/')).toEqual([
      '/docs/kiln/bisque/',
      'https://clay.example.fr/carnet/docs/kiln/bisque/',
      '/he/docs/kiln/bisque/',
    ]);
    expect(await menu('/carnet/docs/kiln/bisque/')).toEqual([
      'https://clay.example.com/docs/kiln/bisque/',
      '/carnet/docs/kiln/bisque/',
      'https://clay.example.com/he/docs/kiln/bisque/',
    ]);
  });

  it('rebuilds that locale alone into its base URL’s folder with --locale', async () => {
    const run = await zapsite(['build', '--root', site.root, '--locale', 'fr']);
    expect(run.code).toBe(0);
    expect(existsSync(join(out, 'fr'))).toBe(false);
    expect(text(await page('/carnet/docs/centering/'))).toContain('Appuyez des deux paumes');
    expect(existsSync(join(out, 'he/index.html'))).toBe(true);
  }, 60_000);
});

/** The CSS of the stylesheets a page links. */
async function stylesheets(url: string): Promise<string> {
  const hrefs = [...(await page(url)).matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
  expect(hrefs.length, url).toBeGreaterThan(0);
  return (await Promise.all(hrefs.map((h) => readFile(join(out, h), 'utf8')))).join('\n');
}

describe('a right-to-left locale', () => {
  it('loads Infima’s right-to-left stylesheet, and the left-to-right locales the usual one', async () => {
    const he = await stylesheets('/he/docs/kiln/glaze/');
    // The TOC's rule on the right and the next-page link on the left, as infima's default-rtl.css has them.
    expect(he).toMatch(/\.table-of-contents__left-border\{border-right:1px solid/);
    expect(he).toMatch(/\.pagination-nav__link--next\{grid-column:2\/3;text-align:left\}/);
    expect(he).not.toMatch(/\.table-of-contents__left-border\{border-left:/);
    for (const url of ['/docs/kiln/glaze/', '/carnet/docs/kiln/glaze/']) {
      const ltr = await stylesheets(url);
      expect(ltr).toMatch(/\.table-of-contents__left-border\{border-left:1px solid/);
      expect(ltr).toMatch(/\.pagination-nav__link--next\{grid-column:2\/3;text-align:right\}/);
    }
  });
});

describe('two locales with the same base URL', () => {
  it('stop a build of every locale at the locale’s config line, and build one at a time with --locale', async () => {
    const own = await copyFixture('i18n-site');
    try {
      const configFile = join(own.root, 'zapsite.config.ts');
      const config = (await readFile(configFile, 'utf8')).replace(
        'localeConfigs: { he: {',
        "localeConfigs: {\n      fr: { url: 'https://clay.example.fr', baseUrl: '/' },\n      he: {",
      );
      await writeFile(configFile, config);
      const line = config.split('\n').findIndex((l) => l.includes("fr: { url: 'https://clay.example.fr'")) + 1;
      const run = await zapsite(['build', '--root', own.root]);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(
        "error[locale-folder-shared]: Locales en and fr would both be written to the output folder's top: both have the base URL /.",
      );
      expect(run.stderr).toContain(`--> zapsite.config.ts:${line}:7`);
      expect(run.stderr).toContain('zapsite build --locale <locale> --out <folder>');
      expect(existsSync(join(own.root, 'build'))).toBe(false);

      const fr = await zapsite(['build', '--root', own.root, '--locale', 'fr', '--out', join(own.root, 'fr-site')]);
      expect(fr.code).toBe(0);
      expect(text(await readFile(join(own.root, 'fr-site/docs/centering/index.html'), 'utf8'))).toContain(
        'Appuyez des deux paumes',
      );
    } finally {
      await own.remove();
    }
  }, 120_000);
});
