// Issue 9: island props travel as a JSON script before the root (not as an attribute where each
// quote is &quot;), and the sidebar sends its items without default values. What the browser
// renders from the packed props must be the server's HTML exactly, or hydration mismatches.
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { parseDocument } from 'htmlparser2';
import { findAll, getAttributeValue, textContent } from 'domutils';
import type { Element } from 'domhandler';
import { Island } from '../../../theme/components/Island.tsx';
import Sidebar, { packSidebar, unpackSidebar, type SidebarProps } from '../../../theme/islands/Sidebar.tsx';
import { pruneSidebar, hideUnlisted } from '../../../generator/render/sidebar.ts';
import { sidebarPath } from '../../../generator/routes/sidebar-walk.ts';
import type { SidebarItem } from '../../../generator/types.ts';
import { cat, link } from '../../helpers/sidebar-items.ts';

/** Every shape the sidebar renders differently: own page or not, pruned, empty, not collapsible, class names. */
function tree(): SidebarItem[] {
  return [
    link('Intro', '/docs/', { docId: 'index' }),
    cat(
      'Readers',
      [
        link('Barcode', '/docs/readers/barcode/', { docId: 'readers/barcode' }),
        cat('NFC', [link('PN532', '/docs/readers/nfc/pn532/', { docId: 'readers/nfc/pn532', className: 'new' })], {
          href: '/docs/readers/nfc/',
          docId: 'readers/nfc/index',
        }),
      ],
      { href: '/docs/readers/', docId: 'readers/index' },
    ),
    cat('Tokens', [
      cat('Storage', [link('Cassettes', '/docs/tokens/storage/cassettes/')]),
      link('NTAG', '/docs/tokens/ntag/'),
    ]),
    cat('Always open', [link('Pinned', '/docs/pinned/')], {
      collapsed: false,
      collapsible: false,
      className: 'pinned',
    }),
    cat('Empty', []),
    cat('Hidden bits', [link('Secret', '/docs/secret/', { unlisted: true }), link('Shown', '/docs/shown/')], {
      href: '/docs/hidden/',
      docId: 'hidden/index',
      collapsed: false,
    }),
  ];
}

/** A page's own copy of the sidebar, as generator/render/pages.ts makes it. */
function pageSidebar(url: string): SidebarItem[] {
  const items = tree();
  return hideUnlisted(pruneSidebar(items, new Set(sidebarPath(items, url))), url);
}

function islandParts(html: string) {
  const doc = parseDocument(html);
  const root = findAll((e) => getAttributeValue(e, 'data-island') !== undefined, doc.children)[0] as Element;
  const scripts = findAll((e) => e.name === 'script', doc.children);
  return { root, scripts };
}

/** The props the browser gets: the script's text parsed, as readIslandProps does. */
function sentProps(html: string): Record<string, unknown> {
  const { scripts } = islandParts(html);
  expect(scripts).toHaveLength(1);
  return JSON.parse(textContent(scripts[0]!)) as Record<string, unknown>;
}

describe('Island props', () => {
  it('writes props into a JSON script right before the root, named for the island, and no data-props attribute', () => {
    const Hello = (p: { name: string }) => createElement('b', null, `Hi ${p.name}`);
    const html = renderToStaticMarkup(
      createElement(Island<{ name: string }>, { name: 'Hello', component: Hello, props: { name: 'Ada' } }),
    );
    const { root, scripts } = islandParts(html);
    expect(root.attribs).toEqual({ 'data-island': 'Hello', 'data-hydrate': 'idle' });
    expect(root.prev).toBe(scripts[0]);
    expect(scripts[0]!.attribs).toEqual({ type: 'application/json', 'data-island-props': 'Hello' });
    expect(textContent(root)).toBe('Hi Ada');
    expect(sentProps(html)).toEqual({ name: 'Ada' });
    expect(html).not.toContain('data-props');
  });

  it('keeps text that could end the script or start a comment inside the JSON, and reads back the same props', () => {
    const tricky = { label: '</script><script>alert(1)</script> <!-- & "quotes" \u2028' };
    const Echo = (p: { label: string }) => createElement('i', null, p.label);
    const html = renderToStaticMarkup(
      createElement(Island<{ label: string }>, { name: 'Echo', component: Echo, props: tricky }),
    );
    expect(html.match(/<\/script/gi)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(sentProps(html)).toEqual(tricky);
  });

  it('writes no script for an island without props', () => {
    const Empty = () => createElement('button', null, 'x');
    const html = renderToStaticMarkup(
      createElement(Island<Record<string, never>>, { name: 'Empty', component: Empty, props: {}, as: 'span' }),
    );
    expect(html).toBe('<span data-island="Empty" data-hydrate="idle"><button>x</button></span>');
  });
});

describe('packed sidebar props', () => {
  const pages = [
    '/docs/',
    '/docs/readers/nfc/pn532/',
    '/docs/tokens/storage/cassettes/',
    '/docs/pinned/',
    '/docs/secret/',
    '/docs/shown/',
  ];

  it.each(pages)('renders the same HTML from the packed props as from the full ones on %s', (url) => {
    const props: SidebarProps = {
      items: pageSidebar(url),
      currentUrl: url,
      dataUrl: '/assets/sidebar-abc.json',
      baseUrl: '/',
    };
    const html = renderToStaticMarkup(
      createElement(Island<SidebarProps>, { name: 'Sidebar', component: Sidebar, props }),
    );
    const browser = sentProps(html) as unknown as SidebarProps;
    // The browser's first render (hydration) must equal the server's, text markers included.
    expect(renderToString(createElement(Sidebar, browser))).toBe(renderToString(createElement(Sidebar, props)));
    expect(browser.currentUrl).toBe(url);
    expect(browser.dataUrl).toBe('/assets/sidebar-abc.json');
  });

  it('unpacks to the full items, less the fields no browser code reads', () => {
    const full = pageSidebar('/docs/readers/nfc/pn532/');
    const drop = (items: SidebarItem[]): SidebarItem[] =>
      items.map((i) => {
        if (i.type === 'link') {
          const { docId: _d, unlisted: _u, ...rest } = i;
          return rest;
        }
        if (i.type === 'html') return i;
        const { pruned, ...rest } = i;
        return { ...rest, items: drop(i.items), ...(pruned ? { pruned } : {}) };
      });
    expect(unpackSidebar(JSON.parse(JSON.stringify(packSidebar(full))))).toEqual(drop(full));
    // Full items (the server's) pass through untouched.
    expect(unpackSidebar(full)).toEqual(full);
  });

  it('leaves default values out: no type, no collapsible true, no items or collapsed on a pruned category, no link docId', () => {
    const packed = packSidebar(pageSidebar('/docs/readers/nfc/pn532/'));
    const json = JSON.stringify(packed);
    expect(json).not.toContain('"type"');
    expect(json).not.toContain('"collapsible":true');
    expect(json).not.toContain('"docId":"readers/nfc/pn532"');
    // Tokens is pruned and borrows its first doc's URL; Always open keeps what differs from the defaults.
    expect(packed[2]).toEqual({ label: 'Tokens', href: '/docs/tokens/storage/cassettes/', pruned: true });
    expect(packed[3]).toEqual({
      label: 'Always open',
      className: 'pinned',
      items: [{ label: 'Pinned', href: '/docs/pinned/' }],
      collapsible: false,
    });
    expect(packed[4]).toEqual({ label: 'Empty', items: [], collapsed: true });
    expect(packed[0]).toEqual({ label: 'Intro', href: '/docs/' });
  });
});
