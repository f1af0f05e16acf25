// A swizzled Footer/LinkItem draws each link of the footer's columns, given Docusaurus's `item`, as
// Docusaurus's footer renders its links through it: a wrapper that puts a mark before the links to
// other sites and hands ours the rest. Its state and effects do not run (one island per link would
// load the site's code for each): the build says so. Migrated and built through the CLI.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migratedSite } from './temp-site.ts';

const CONFIG = `// @ts-check
/** @type {import('@docusaurus/types').Config} */
module.exports = {
  title: 'Lamps',
  url: 'https://lamps.example.com',
  baseUrl: '/lamps/',
  presets: [['classic', { docs: false, blog: false }]],
  themeConfig: {
    footer: {
      links: [
        {
          title: 'More',
          items: [
            { label: 'Shop', to: '/shop' },
            { label: 'Source', href: 'https://example.org/lamps' },
          ],
        },
      ],
    },
  },
};
`;

const LINK_ITEM = `import React, { useState } from 'react';
import LinkItem from '@theme-original/Footer/LinkItem';

export default function LinkItemWrapper({ item }) {
  const [seen] = useState(false);
  const away = item.href !== undefined;
  return (
    <span className="lamp-link" data-seen={String(seen)}>
      {away ? <span className="lamp-away" aria-hidden="true">↗</span> : null}
      <LinkItem item={item} />
    </span>
  );
}
`;

const site = migratedSite('swizzle-footer-link-item', {
  'docusaurus.config.js': CONFIG,
  'src/pages/index.md': '# Lamps\n',
  'src/pages/shop.md': '# Shop\n',
  'src/theme/Footer/LinkItem/index.js': LINK_ITEM,
});

describe('a swizzled Footer/LinkItem', () => {
  it("draws each link of the footer through the site's component", async () => {
    expect(site.built.code, site.built.stderr).toBe(0);
    expect(site.built.stdout + site.built.stderr).not.toMatch(/error\[|warning\[swizzle-unused\]/);
    expect(site.built.stderr).toMatch(
      /warning\[swizzle-static\]: The swizzled Footer\/LinkItem uses useState[^\n]*footer's links/,
    );
    const home = await readFile(join(site.out, 'index.html'), 'utf8');
    // Docusaurus's link for each item, the base URL before a site path, the external mark on the other site's.
    expect(home).toMatch(
      /<li class="footer__item"><span class="lamp-link" data-seen="false"><a href="\/lamps\/shop" class="footer__link-item">Shop<\/a><\/span><\/li>/,
    );
    expect(home).toMatch(
      /<li class="footer__item"><span class="lamp-link" data-seen="false"><span class="lamp-away" aria-hidden="true">↗<\/span><a href="https:\/\/example.org\/lamps" class="footer__link-item" target="_blank" rel="noopener noreferrer">Source<svg/,
    );
  });
});
