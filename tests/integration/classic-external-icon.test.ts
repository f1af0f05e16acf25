// The external-link icon in the classic navbar and footer, as Docusaurus draws it: for an item's
// `href` to another site only (NavbarNavLink's isExternalLink, Footer/LinkItem), not for another site
// given as `to`, which still opens in a new tab. Before, homarr's "Demo" and "Donate" items, written
// with `to`, had an icon Docusaurus does not draw.
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

/** The navbar's, dropdown's or footer's link to `url`, as written (the phone menu draws its own). */
const linkTo = (html: string, url: string) =>
  new RegExp(
    `<a class="(?:navbar__item navbar__link|dropdown__link|footer__link-item)[^"]*"[^>]*href="${url}"[^>]*>[\\s\\S]*?</a>`,
  ).exec(html)?.[0] ?? 'none';
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
  });
});
