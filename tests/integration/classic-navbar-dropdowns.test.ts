// The classic navbar's language menu on a site in one locale, as Docusaurus writes it: the page's
// locale beside its globe (a `label` in the config is not shown, as in Docusaurus), the config's
// own links around it (dropdownItemsBefore and dropdownItemsAfter; a "Help us translate" link is
// the common one), checked like every navbar link (a broken one stops the build, named), and each
// page's hreflang links, which Docusaurus writes for one locale too. CLI builds of the classic
// fixture, copied.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zapsite } from '../helpers/cli.ts';
import { builtCopy, copyFixtureWithConfig, type TempSite } from './temp-site.ts';
import { FIXTURES } from '../helpers/paths.ts';

const localeMenu = (after: string) =>
  `{ type: 'localeDropdown', position: 'right', label: 'Language', attributes: { 'data-menu': 'languages' }, dropdownItemsBefore: [{ label: 'Pick a language', href: 'https://lamps.example.org/languages' }], dropdownItemsAfter: [{ label: 'Help us translate', to: '${after}' }] },`;
const withMenu = (after: string) => (config: string) =>
  config
    .replace(
      "{ href: 'https://lamps.example.org/lantern', label: 'Source', position: 'right' },",
      `{ href: 'https://lamps.example.org/lantern', label: 'Source', position: 'right' },\n      ${localeMenu(after)}`,
    )
    .replace('navbar: {', "i18n: { defaultLocale: 'en', locales: ['en'] },\n  navbar: {");

describe('the classic language menu with links of its own', () => {
  const sites: TempSite[] = [];
  afterAll(() => Promise.all(sites.map((s) => s.remove())));

  let html: string;
  let build: Awaited<ReturnType<typeof zapsite>>;
  beforeAll(async () => {
    const site = await copyFixtureWithConfig('classic-site', withMenu('/docs/intro/'));
    sites.push(site);
    const out = join(site.dir, 'out');
    build = await zapsite(['build', '--root', site.root, '--out', out]);
    html = await readFile(join(out, 'blog/index.html'), 'utf8');
  }, 120_000);

  it('lists the links before and after the locales, in the desktop menu and the phone menu', () => {
    expect(build.stderr).not.toMatch(/^(error|warning)/m);
    expect(build.code).toBe(0);
    const menu = /<div class="navbar__item dropdown dropdown--hoverable dropdown--right">([\s\S]*?)<\/ul>/.exec(
      html,
    )?.[1];
    expect(menu).toBeDefined();
    const labels = [...menu!.matchAll(/<a [^>]*class="dropdown__link[^"]*"[^>]*>([\s\S]*?)<\/a>/g)].map((m) =>
      m[1]!.replace(/<[^>]+>/g, ''),
    );
    expect(labels).toEqual(['Pick a language', 'English', 'Help us translate']);
    expect(menu).toContain('href="https://lamps.example.org/languages"');
    expect(menu).toContain('href="/docs/intro/"');
    // Its config's other fields on its toggle, here and in the drawer, as Docusaurus hands them on.
    expect(menu).toMatch(
      /<a data-menu="languages" class="navbar__link"[^>]*><svg [^>]*class="iconLanguage_nlXk"[^>]*>[\s\S]*?<\/svg>English<\/a>/,
    );
    // The phone menu is the island's server render: the same links, under "Languages".
    const drawer = html.slice(html.indexOf('class="theme-layout-navbar-sidebar navbar-sidebar"'));
    // Folded at first, as Docusaurus's: no link of the menu leads to this page.
    expect(drawer).toMatch(
      /<li class="menu__list-item menu__list-item--collapsed"><div class="menu__list-item-collapsible"><a data-menu="languages" role="button" aria-expanded="false" class="menu__link menu__link--sublist" href="#"><svg [^>]*class="iconLanguage_nlXk"[\s\S]*?<\/svg>Languages<\/a><button type="button" class="clean-btn menu__caret" aria-label="Expand the dropdown" aria-expanded="false"><\/button><\/div><ul class="menu__list" hidden="">/,
    );
    expect(drawer.indexOf('Pick a language')).toBeLessThan(drawer.indexOf('Help us translate'));
  });

  it('writes the hreflang links of the one locale and x-default, as Docusaurus does', () => {
    const links = [...html.matchAll(/<link rel="alternate" href="([^"]+)" hrefLang="([^"]+)"/gi)].map((m) => [
      m[2],
      m[1],
    ]);
    expect(links).toEqual([
      ['en', 'https://lantern.example.com/blog/'],
      ['x-default', 'https://lantern.example.com/blog/'],
    ]);
  });

  it('stops the build on a broken link among them, naming the item', async () => {
    const site = await copyFixtureWithConfig('classic-site', withMenu('/docs/no-such-page/'));
    sites.push(site);
    const broken = await zapsite(['build', '--root', site.root, '--out', join(site.dir, 'out')]);
    expect(broken.code).not.toBe(0);
    expect(broken.stderr).toContain('locale dropdown item "Help us translate"');
    expect(broken.stderr).toContain('/docs/no-such-page/');
  }, 120_000);
});

describe('a doc item written as HTML in a classic dropdown', () => {
  // moonrepo's "Docs" menu: each doc named by its own markup (Docusaurus's DocNavbarItem hands `html` to its link).
  const site = builtCopy('classic-site', {
    'zapsite.config.ts': readFileSync(join(FIXTURES, 'classic-site/zapsite.config.ts'), 'utf8').replace(
      "{ to: '/blog/', label: 'Blog', position: 'left' },",
      "{ to: '/blog/', label: 'Blog', position: 'left' },\n      { type: 'dropdown', label: 'Docs', position: 'left', items: [{ type: 'doc', docId: 'intro', labelHtml: '<strong>Lantern</strong>' }] },",
    ),
  });

  it("draws the item's markup, linking to the doc, on the desktop and in the phone menu", async () => {
    expect(site.build.code, site.build.stderr).toBe(0);
    const html = await site.page('blog/index.html');
    expect(html).toMatch(/<a class="dropdown__link[^"]*" href="\/docs\/intro\/"><strong>Lantern<\/strong><\/a>/);
    expect(html).not.toMatch(/>intro</);
    // The phone menu's island is given the same markup for the entry.
    expect(html).toMatch(/"labelHtml":"(?:<|\\u003c)strong(?:>|\\u003e)Lantern/);
  });
});
