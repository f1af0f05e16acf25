// A footer link's other fields in the Docusaurus config (`data-umami-event` for a site's analytics,
// `className`, `title`) are its element's attributes, as Docusaurus hands them to the link: zaparoo.org
// counts clicks on its footer so, and lost them all. Also through a swizzled Footer/LinkItem, which
// is given them as Docusaurus's `item` holds them. Migrated and built through the CLI.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migratedSite } from './temp-site.ts';

const config = (footerItems: string) => `module.exports = {
  title: 'Lamps',
  url: 'https://lamps.example.com',
  baseUrl: '/',
  presets: [['classic', { docs: false, blog: false }]],
  themeConfig: {
    footer: {
      links: [{ title: 'More', items: [${footerItems}] }],
    },
  },
};
`;

const ITEMS = `
  { label: 'Shop', to: '/shop', 'data-umami-event': 'footer-shop', className: 'shop-link' },
  { label: 'Source', href: 'https://example.org/lamps', title: 'Our code', 'data-umami-event': 'footer-source' },
`;

const plain = migratedSite('footer-link-attributes', {
  'docusaurus.config.js': config(ITEMS),
  'src/pages/index.md': '# Lamps\n',
  'src/pages/shop.md': '# Shop\n',
});

const wrapped = migratedSite('footer-link-attributes-swizzled', {
  'docusaurus.config.js': config(ITEMS),
  'src/pages/index.md': '# Lamps\n',
  'src/pages/shop.md': '# Shop\n',
  'src/theme/Footer/LinkItem/index.js':
    "import LinkItem from '@theme-original/Footer/LinkItem';\nexport default function Wrapped({ item }) {\n  return <span className=\"lamp-link\" data-event={item['data-umami-event']}><LinkItem item={item} /></span>;\n}\n",
});

const links = async (out: string) => {
  const html = await readFile(join(out, 'index.html'), 'utf8');
  return [...html.matchAll(/<a [^>]*footer__link-item[^>]*>/g)].map((m) => m[0]);
};

describe("a footer link's other fields", () => {
  it('are written on its element', async () => {
    expect(plain.built.stdout + plain.built.stderr).not.toMatch(/error\[/);
    expect(plain.built.code).toBe(0);
    const [shop, source] = await links(plain.out);
    expect(shop).toContain('class="footer__link-item shop-link"');
    expect(shop).toContain('data-umami-event="footer-shop"');
    expect(source).toContain('title="Our code"');
    expect(source).toContain('data-umami-event="footer-source"');
  });

  it("reach a swizzled Footer/LinkItem in Docusaurus's item, and its original writes them", async () => {
    expect(wrapped.built.code).toBe(0);
    const html = await readFile(join(wrapped.out, 'index.html'), 'utf8');
    expect(html).toContain('<span class="lamp-link" data-event="footer-shop">');
    const [shop] = await links(wrapped.out);
    expect(shop).toContain('data-umami-event="footer-shop"');
  });
});
