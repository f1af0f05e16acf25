// The external-link icon in the classic navbar and footer, as Docusaurus draws it: for an item's
// `href` to another site only (NavbarNavLink's isExternalLink, Footer/LinkItem), not for another site
// given as `to`, which still opens in a new tab. Before, homarr's "Demo" and "Donate" items, written
// with `to`, had an icon Docusaurus does not draw, and the phone menu drew no icon at all.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migratedSite } from './temp-site.ts';

const site = migratedSite('classic-external-icon', {
  'docusaurus.config.js': `module.exports = {
  title: 'Lamps',
  url: 'https://lamps.example.com',
  baseUrl: '/',
  presets: [['classic', { docs: false, blog: false }]],
  themeConfig: {
    navbar: {
      items: [
        { to: 'https://demo.example.org', label: 'Demo', position: 'right' },
        { href: 'https://source.example.org', label: 'Source', position: 'right' },
        { type: 'dropdown', label: 'More', items: [{ to: 'https://shop.example.org', label: 'Shop' }, { href: 'https://forum.example.org', label: 'Forum' }] },
      ],
    },
    footer: {
      links: [{ title: 'Elsewhere', items: [{ label: 'Donate', to: 'https://give.example.org' }, { label: 'Chat', href: 'https://chat.example.org' }] }],
    },
  },
};
`,
  'src/pages/index.md': '# Lamps\n\nOil and wicks.\n',
});

/** The navbar's, dropdown's or footer's link to `url`, as written, or the phone menu's (`menu__link`). */
const linkTo = (html: string, url: string, classes = 'navbar__item navbar__link|dropdown__link|footer__link-item') =>
  new RegExp(`<a class="(?:${classes})[^"]*"[^>]*href="${url}"[^>]*>[\\s\\S]*?</a>`).exec(html)?.[0] ?? 'none';
const ICON = /<svg[^>]*iconExternalLink/;

describe('the external-link icon', () => {
  it('is drawn for an href to another site, not for one given as to; both open in a new tab', async () => {
    expect(site.built.code).toBe(0);
    const home = await readFile(join(site.out, 'index.html'), 'utf8');
    for (const url of ['https://demo.example.org', 'https://shop.example.org', 'https://give.example.org']) {
      expect(linkTo(home, url), url).toContain('target="_blank"');
      expect(linkTo(home, url), url).not.toMatch(ICON);
    }
    for (const url of ['https://source.example.org', 'https://forum.example.org', 'https://chat.example.org'])
      expect(linkTo(home, url), url).toMatch(ICON);
    // NavbarNavLink's isDropdownLink: a desktop dropdown's icon is 12 px, the navbar's 13.5.
    expect(linkTo(home, 'https://forum.example.org')).toMatch(/<svg width="12" height="12"[^>]*iconExternalLink/);
    expect(linkTo(home, 'https://source.example.org')).toMatch(/<svg width="13.5" height="13.5"[^>]*iconExternalLink/);
  });

  it('is drawn in the phone menu as Docusaurus draws it there, at full size, for an href only', async () => {
    const home = await readFile(join(site.out, 'index.html'), 'utf8');
    for (const url of ['https://source.example.org', 'https://forum.example.org'])
      expect(linkTo(home, url, 'menu__link'), url).toMatch(/<svg width="13.5" height="13.5"[^>]*iconExternalLink/);
    for (const url of ['https://demo.example.org', 'https://shop.example.org']) {
      expect(linkTo(home, url, 'menu__link'), url).toContain('target="_blank"');
      expect(linkTo(home, url, 'menu__link'), url).not.toMatch(ICON);
    }
  });
});
