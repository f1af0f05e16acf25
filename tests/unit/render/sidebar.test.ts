import { describe, expect, it } from 'vitest';
import { hideUnlisted, pruneSidebar } from '../../../generator/render/sidebar.ts';
import { sidebarPath } from '../../../generator/routes/sidebar-walk.ts';
import type { SidebarCategory, SidebarItem } from '../../../generator/types.ts';
import { cat, link } from '../../helpers/sidebar-items.ts';

function tree(): SidebarItem[] {
  return [
    link('Intro', '/docs/'),
    cat(
      'Readers',
      [
        link('Barcode', '/docs/readers/barcode/'),
        cat('NFC', [link('PN532', '/docs/readers/nfc/pn532/')], { href: '/docs/readers/nfc/' }),
      ],
      { href: '/docs/readers/' },
    ),
    cat('Tokens', [
      cat('Storage', [link('Cassettes', '/docs/tokens/storage/cassettes/')]),
      link('NTAG', '/docs/tokens/ntag/'),
    ]),
    cat('Always open', [link('Pinned', '/docs/pinned/')], { collapsed: false, collapsible: false }),
  ];
}

describe('pruneSidebar', () => {
  it('opens the categories on the path to the page and keeps their items', () => {
    const items = tree();
    const open = new Set<SidebarItem>(sidebarPath(items, '/docs/readers/nfc/pn532/'));
    const pruned = pruneSidebar(items, open);
    const readers = pruned[1] as SidebarCategory;
    expect(readers.collapsed).toBe(false);
    expect(readers.pruned).toBeUndefined();
    expect(readers.items.map((i) => i.label)).toEqual(['Barcode', 'NFC']);
    const nfc = readers.items[1] as SidebarCategory;
    expect(nfc).toMatchObject({
      collapsed: false,
      items: [expect.objectContaining({ href: '/docs/readers/nfc/pn532/' })],
    });
  });

  it('collapses and empties every other category, marking it pruned and linking it to its first page', () => {
    const items = tree();
    const pruned = pruneSidebar(items, new Set(sidebarPath(items, '/docs/readers/barcode/')));
    const tokens = pruned[2] as SidebarCategory;
    expect(tokens).toMatchObject({ collapsed: true, items: [], pruned: true, href: '/docs/tokens/storage/cassettes/' });
    // A category that has its own page keeps that page as its link.
    const nfc = (pruned[1] as SidebarCategory).items[1] as SidebarCategory;
    expect(nfc).toMatchObject({ collapsed: true, items: [], pruned: true, href: '/docs/readers/nfc/' });
  });

  it('keeps the items of a category that cannot collapse', () => {
    const items = tree();
    const pruned = pruneSidebar(items, new Set());
    expect(pruned[3]).toMatchObject({ collapsed: false, items: [expect.objectContaining({ label: 'Pinned' })] });
    expect((pruned[3] as SidebarCategory).pruned).toBeUndefined();
  });

  it('keeps open a collapsible category that starts open (collapsed: false), and passes html items through', () => {
    const html: SidebarItem = { type: 'html', value: '<hr/>' };
    const items: SidebarItem[] = [
      cat('Open', [link('Inside', '/docs/inside/'), cat('Shut', [link('Deep', '/docs/deep/')])], { collapsed: false }),
      html,
    ];
    const pruned = pruneSidebar(items, new Set());
    expect(pruned[0]).toMatchObject({
      collapsed: false,
      collapsible: true,
      items: [
        expect.objectContaining({ label: 'Inside' }),
        expect.objectContaining({ label: 'Shut', pruned: true, items: [] }),
      ],
    });
    expect(pruned[1]).toBe(html);
    expect(hideUnlisted(pruned, '/docs/inside/')[1]).toBe(html);
  });

  it('does not mark an empty category as pruned, and does not change the input', () => {
    const items: SidebarItem[] = [cat('Empty', [])];
    const before = JSON.stringify(items);
    const pruned = pruneSidebar(items, new Set());
    expect(pruned[0]).toMatchObject({ items: [], pruned: false });
    expect(JSON.stringify(items)).toBe(before);
    const full = tree();
    const copy = JSON.stringify(full);
    pruneSidebar(full, new Set());
    expect(JSON.stringify(full)).toBe(copy);
  });
});

describe('hideUnlisted', () => {
  const items: SidebarItem[] = [
    link('Shown', '/docs/shown/'),
    link('Secret', '/docs/secret/', { unlisted: true }),
    cat('Group', [
      link('Inner secret', '/docs/group/secret/', { unlisted: true }),
      link('Inner', '/docs/group/inner/'),
    ]),
  ];

  it('drops unlisted links on other pages, at every depth', () => {
    const out = hideUnlisted(items, '/docs/shown/');
    expect(out.map((i) => i.label)).toEqual(['Shown', 'Group']);
    expect((out[1] as SidebarCategory).items.map((i) => i.label)).toEqual(['Inner']);
  });

  it('keeps an unlisted link when it is the current page', () => {
    expect(hideUnlisted(items, '/docs/secret/').map((i) => i.label)).toEqual(['Shown', 'Secret', 'Group']);
    const inner = hideUnlisted(items, '/docs/group/secret/')[1] as SidebarCategory;
    expect(inner.items.map((i) => i.label)).toEqual(['Inner secret', 'Inner']);
  });
});
