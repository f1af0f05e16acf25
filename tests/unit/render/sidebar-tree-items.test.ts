// The sidebar tree's rows for the item kinds a sidebars file adds: html (raw, or in a link row's
// style), external links (new tab), links written without the base URL, and a pruned
// generated-index category (its own page, not a borrowed first doc), before and after packing.
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SidebarTree } from '../../../theme/components/SidebarTree.tsx';
import { packSidebar, unpackSidebar } from '../../../theme/islands/Sidebar.tsx';
import type { SidebarItem } from '../../../generator/types.ts';

const items: SidebarItem[] = [
  { type: 'html', value: '<b class="plain">Raw</b>' },
  { type: 'html', value: '<i>Styled</i>', defaultStyle: true, className: 'extra' },
  { type: 'link', label: 'Forum', href: 'https://example.org/forum' },
  { type: 'link', label: 'Status', href: '/status/', noBaseUrl: true },
  { type: 'link', label: 'Intro', href: '/docs/intro/', docId: 'intro' },
  {
    type: 'category',
    label: 'Readers',
    href: '/docs/category/readers/',
    generatedIndex: true,
    collapsed: true,
    collapsible: true,
    items: [],
    pruned: true,
  },
];

const render = (list: SidebarItem[]) =>
  renderToStaticMarkup(createElement(SidebarTree, { items: list, currentUrl: '/docs/intro/', baseUrl: '/base/' }));

describe('SidebarTree with sidebars-file items', () => {
  it('draws each kind as Docusaurus does', () => {
    const html = render(items);
    expect(html).toContain('<li class="menu__item menu__item--html"><b class="plain">Raw</b></li>');
    expect(html).toContain(
      '<li class="menu__item menu__item--html extra"><div class="menu__link menu__html"><i>Styled</i></div></li>',
    );
    expect(html).toContain('href="https://example.org/forum" target="_blank" rel="noopener noreferrer"');
    expect(html).toContain('href="/status/"');
    expect(html).toContain('href="/base/docs/intro/"');
    // A pruned generated index is the category's own page: a plain link with a caret beside it.
    expect(html).toContain(
      '<a class="menu__link menu__link--category" href="/base/docs/category/readers/">Readers</a><button type="button" class="menu__caret"',
    );
  });

  it('draws the same after the island packs and unpacks its props', () => {
    expect(render(unpackSidebar(JSON.parse(JSON.stringify(packSidebar(items)))))).toBe(
      render(items.map((i) => (i.type === 'link' ? { ...i, docId: undefined } : i))),
    );
  });
});
