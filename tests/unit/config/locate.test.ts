import { describe, expect, it } from 'vitest';
import { configPosition, positionOf } from '../../../generator/config/locate.ts';

const text = [
  "import { defineConfig } from 'zapsite/config';",
  '/* navbar: { items: [] } */',
  'export default defineConfig({',
  "  blog: { title: 'Blog', editUrl: 'https://x.org/a?navbar: 1' },",
  "  title: 'Site', // title: in a comment",
  '  navbar: {',
  '    items: [',
  "      { label: 'A', to: '/a/' },",
  "      { label: 'B, with a comma', items: [{ to: '/c/' }] },",
  "      'docs',",
  '    ],',
  '  },',
  "  'quoted-key': { label: 1 },",
  '});',
].join('\n');

describe('positionOf', () => {
  it('finds the top-level key rather than one of the same name nested earlier, comments and strings aside', () => {
    expect(positionOf(text, ['title'])).toEqual({
      position: { line: 5, column: 3, sourceLine: "  title: 'Site', // title: in a comment" },
      found: 1,
    });
    expect(positionOf(text, ['navbar'])?.position.line).toBe(6);
  });

  it('counts array elements, past strings holding commas and nested arrays', () => {
    expect(positionOf(text, ['navbar', 'items', 1, 'items', 0, 'to'])?.position).toMatchObject({ line: 9, column: 45 });
    expect(positionOf(text, ['navbar', 'items', 2])?.position).toMatchObject({ line: 10, column: 7 });
    expect(positionOf(text, ['navbar', 'items', 3])).toEqual({
      position: expect.objectContaining({ line: 7, column: 5 }),
      found: 2,
    });
  });

  it('looks for a key only directly inside its parent, and reads quoted keys', () => {
    // navbar.label is not written: items' labels are one level further in.
    expect(positionOf(text, ['navbar', 'label'])?.found).toBe(1);
    expect(positionOf(text, ['quoted-key', 'label'])?.position).toMatchObject({ line: 13, column: 19 });
  });
});

describe('configPosition', () => {
  it('falls back to the default export when no segment is written', () => {
    expect(configPosition(text, ['url'])).toMatchObject({ line: 3, column: 1 });
  });
});
