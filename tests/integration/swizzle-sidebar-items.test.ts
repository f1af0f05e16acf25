// Swizzled docs sidebar items, migrated and built through the CLI under a base URL: a DocSidebarItem
// wrapper around every item, a DocSidebarItem/Html wrapper, and a DocSidebarItem/Category written
// from scratch that draws its own list with `@theme/DocSidebarItems`, as an ejected one does. Each
// is given Docusaurus's props (item with customProps and base-URL hrefs, level, index, activePath),
// the sidebar becomes the site's island, and the page sends the items whole for it.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migratedSite } from './temp-site.ts';
import { SHOP_DOCS_SITE } from '../helpers/shop-docs-site.ts';

// Around every item: its kind, level and index, and whether it is on the active path.
const ITEM = `import React from 'react';
import DocSidebarItem from '@theme-original/DocSidebarItem';
export default function Around(props) {
  const active = props.item.href === props.activePath;
  return (
    <div className="around" data-kind={props.item.type} data-level={props.level} data-index={props.index} data-active={String(active)}>
      <DocSidebarItem {...props} />
    </div>
  );
}
`;

const HTML = `import React from 'react';
import Html from '@theme-original/DocSidebarItem/Html';
export default function HtmlNote(props) {
  return <Html {...props} item={{ ...props.item, className: 'note-row' }} />;
}
`;

// Written from scratch: a plain list, open or not as the item says, its items through DocSidebarItems.
const CATEGORY = `import React from 'react';
import DocSidebarItems from '@theme/DocSidebarItems';
export default function Shelf({ item, level, activePath }) {
  return (
    <li className={'shelf shelf-' + level}>
      <strong>{item.label}{item.customProps ? ' ' + item.customProps.mark : ''}</strong>
      {item.collapsed ? null : (
        <ul className="menu__list">
          <DocSidebarItems items={item.items} level={level + 1} activePath={activePath} />
        </ul>
      )}
    </li>
  );
}
`;

const site = migratedSite('swizzle-sidebar-items', {
  ...SHOP_DOCS_SITE,
  'sidebars.js': `module.exports = { lampSidebar: [
  'intro',
  { type: 'category', label: 'Wicks', collapsed: false, customProps: { mark: '*' }, items: ['wicks/cotton', 'wicks/hemp'] },
  { type: 'html', value: '<em>Ask at the counter</em>' },
] };
`,
  'docs/intro.md': '# Intro\n\nLight the lamp.\n',
  'docs/wicks/cotton.md': '---\nsidebar_custom_props:\n  soft: true\n---\n\n# Cotton\n\nCotton burns bright.\n',
  'docs/wicks/hemp.md': '# Hemp\n\nIt burns slow.\n',
  'src/theme/DocSidebarItem/index.js': ITEM,
  'src/theme/DocSidebarItem/Html/index.js': HTML,
  'src/theme/DocSidebarItem/Category/index.js': CATEGORY,
});

const sidebarOf = (html: string) => {
  const at = html.indexOf('<div data-island="SwizzledSidebar"');
  expect(at).toBeGreaterThan(0);
  return html.slice(at, html.indexOf('</nav>', at));
};

describe('swizzled docs sidebar items', () => {
  it('build without a warning, the sidebar an island of the site', () => {
    expect(site.built.stdout + site.built.stderr).not.toMatch(/error\[|warning\[swizzle-/);
    expect(site.built.code).toBe(0);
  });

  it("draw every item with Docusaurus's props, through the site's wrapper, category and html row", async () => {
    const sidebar = sidebarOf(await readFile(join(site.out, 'docs/wicks/cotton/index.html'), 'utf8'));
    const arounds = [...sidebar.matchAll(/<div class="around" ([^>]*)>/g)].map((m) => m[1]);
    expect(arounds).toEqual([
      'data-kind="link" data-level="1" data-index="0" data-active="false"',
      'data-kind="category" data-level="1" data-index="1" data-active="false"',
      'data-kind="link" data-level="2" data-index="0" data-active="true"',
      'data-kind="link" data-level="2" data-index="1" data-active="false"',
      'data-kind="html" data-level="1" data-index="2" data-active="false"',
    ]);
    // The category is the site's own, its items the tree's rows through the wrapper.
    expect(sidebar).toContain('<li class="shelf shelf-1"><strong>Wicks<!-- --> *</strong><ul class="menu__list">');
    expect(sidebar).toContain(
      '<a class="menu__link menu__link--active" href="/shop/docs/wicks/cotton" aria-current="page"><span class="linkLabel_WmDU">Cotton</span></a>',
    );
    // The html row with the class name the site's wrapper gave it.
    expect(sidebar).toContain(
      'class="theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-1 note-row"><em>Ask at the counter</em>',
    );
  });

  it('sends the items whole, customProps with them, for the island to draw the same', async () => {
    const html = await readFile(join(site.out, 'docs/intro/index.html'), 'utf8');
    const props =
      /<script type="application\/json"[^>]*>(\{"items".*?)<\/script><div data-island="SwizzledSidebar"/.exec(html);
    expect(props).not.toBeNull();
    const sent = JSON.parse(props![1]!) as {
      items: { type: string; customProps?: object; items?: { customProps?: object }[] }[];
    };
    expect(sent.items.map((i) => i.type)).toEqual(['link', 'category', 'html']);
    expect(sent.items[1]!.customProps).toEqual({ mark: '*' });
    expect(sent.items[1]!.items![0]!.customProps).toEqual({ soft: true });
  });
});
