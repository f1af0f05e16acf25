// HTML in a navbar dropdown (a section heading, a divider), as Docusaurus's HtmlNavbarItem draws it
// there: on the classic theme, an <li> with the item's class between the dropdown's links, and in
// the phone menu a `menu__list-item` with that class; a link whose content is HTML and a link's
// class, as Docusaurus's NavbarNavLink draws them; zapsite's own theme leaves the HTML out, as it
// does the navbar's own HTML items. CLI builds of copied fixtures.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zapsite, type Run } from '../helpers/cli.ts';
import { copyFixtureWithConfig, type TempSite } from './temp-site.ts';

const DROPDOWN = `{ type: 'dropdown', label: 'Makers', position: 'left', items: [
        { type: 'html', value: 'Workshops', className: 'menu-heading' },
        { label: 'Lamp makers', href: 'https://lamps.example.org/', attributes: { className: 'maker' } },
        { type: 'html', value: '<hr class="menu-rule">' },
        { label: '', labelHtml: '<span class="section">Old lamps</span>', to: '#', attributes: { className: 'lamp-section' } },
        { label: 'Guide', to: '/docs/intro/' },
      ] },`;
const withDropdown = (config: string) =>
  config.replace(
    "{ to: '/blog/', label: 'Blog', position: 'left' },",
    `{ to: '/blog/', label: 'Blog', position: 'left' },\n      ${DROPDOWN}`,
  );

describe('HTML items in a navbar dropdown', () => {
  const sites: TempSite[] = [];
  const built: Record<string, { run: Run; html: string }> = {};
  afterAll(() => Promise.all(sites.map((s) => s.remove())));
  beforeAll(async () => {
    for (const theme of ['classic', 'zapsite']) {
      const site = await copyFixtureWithConfig('classic-site', (c) =>
        withDropdown(theme === 'classic' ? c : c.replace("theme: { name: 'classic',", "theme: { name: 'zapsite',")),
      );
      sites.push(site);
      const out = join(site.dir, 'out');
      const run = await zapsite(['build', '--root', site.root, '--out', out]);
      built[theme] = { run, html: run.code === 0 ? await readFile(join(out, 'blog/index.html'), 'utf8') : '' };
    }
  }, 120_000);

  it('the classic theme writes each as an <li> with its class, among the links, on desktop and phone', () => {
    const { run, html } = built.classic!;
    expect(run.stderr).not.toMatch(/^(error|warning)/m);
    expect(run.code).toBe(0);
    const menu = /<a [^>]*>Makers<\/a><ul class="dropdown__menu">([\s\S]*?)<\/ul>/.exec(html)?.[1];
    expect(menu).toBeDefined();
    expect(menu!.replace(/<svg[\s\S]*?<\/svg>/g, '')).toBe(
      '<li class="menu-heading">Workshops</li>' +
        '<li><a class="dropdown__link maker" href="https://lamps.example.org/" target="_blank" rel="noopener noreferrer">Lamp makers</a></li>' +
        '<li><hr class="menu-rule"></li>' +
        // A link written as HTML (Docusaurus's `html` on a link item), to `#`, which no check reports.
        '<li><a class="dropdown__link lamp-section" href="#"><span class="section">Old lamps</span></a></li>' +
        '<li><a class="dropdown__link" href="/docs/intro/">Guide</a></li>',
    );
    const drawer = html.slice(html.indexOf('class="theme-layout-navbar-sidebar navbar-sidebar"'));
    expect(drawer).toContain('<li class="menu__list-item menu-heading">Workshops</li>');
    expect(drawer).toContain('<li class="menu__list-item"><hr class="menu-rule"></li>');
    expect(drawer).toContain('<a class="menu__link maker" href="https://lamps.example.org/"');
    expect(drawer).toContain('<a class="menu__link lamp-section" href="#"><span class="section">Old lamps</span></a>');
  });

  it("zapsite's own theme leaves the HTML out and keeps the links", () => {
    const { run, html } = built.zapsite!;
    expect(run.code).toBe(0);
    expect(html).toContain('Lamp makers');
    expect(html).not.toContain('Workshops');
    expect(html).not.toContain('menu-rule');
    expect(html).not.toContain('Old lamps');
  });
});
