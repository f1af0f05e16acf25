// A Docusaurus site's code tokens as prism-react-renderer writes them: the types of nested tokens
// and aliases in order, the theme's styles merged in that order (the last type's style winning),
// language-only entries, and a grammar's own type names kept safe in the attribute.
import { describe, expect, it } from 'vitest';
import { refractor } from 'refractor/core';
import javascript from 'refractor/javascript';
import { tokenLines, tokenWriter, type PrismTheme } from '../../../generator/content/prism-tokens.ts';

refractor.register(javascript);

const light: PrismTheme = {
  plain: { color: '#111111' },
  styles: [
    { types: ['function'], style: { color: '#aa0000' } },
    { types: ['function-variable'], style: { color: '#0000aa', fontStyle: 'italic' } },
    { types: ['keyword'], style: { color: '#00aa00', opacity: 0.8 } },
    { types: ['keyword'], style: { color: '#000001' }, languages: ['python'] },
  ],
};
const dark: PrismTheme = { plain: { color: '#eeeeee' }, styles: [{ types: ['keyword'], style: { color: '#ffcc00' } }] };

describe('code tokens as Docusaurus writes them', () => {
  it('gives each piece of text the types of the tokens it sits in, its own type and aliases, outermost first', () => {
    const lines = tokenLines(refractor.highlight('const trim = function () {}\nlet x', 'javascript').children);
    expect(lines).toHaveLength(2);
    expect(lines[0]!.map((s) => `${s.types.join(' ')}=${s.text}`)).toEqual([
      'keyword=const',
      'plain= ',
      'function-variable function=trim',
      'plain= ',
      'operator==',
      'plain= ',
      'keyword=function',
      'plain= ',
      'punctuation=(',
      'punctuation=)',
      'plain= ',
      'punctuation={',
      'punctuation=}',
    ]);
    expect(lines[1]!.map((s) => s.types.join(' '))).toEqual(['keyword', 'plain']);
  });

  it("merges the theme's styles in the token's type order, the last type winning, as prism-react-renderer does", () => {
    const open = tokenWriter({ light, dark }, 'javascript');
    // function-variable then function: function's colour wins, function-variable's italic stays.
    expect(open(['function-variable', 'function'])).toBe(
      '<span class="token function-variable function" style="--zs-l:#aa0000;--zs-lf:italic">',
    );
    // The dark theme's colour beside the light one; anything but colour, font style and weight inline.
    expect(open(['keyword'])).toBe('<span class="token keyword" style="opacity:0.8;--zs-l:#00aa00;--zs-d:#ffcc00">');
    expect(open(['plain'])).toBe('<span class="token plain">');
    // An entry for another language does not apply.
    expect(tokenWriter({ light, dark }, 'python')(['keyword'])).toContain('--zs-l:#000001');
  });

  it("keeps a grammar's own type names inside the class attribute", () => {
    const open = tokenWriter({ light, dark: light }, 'lampscript');
    expect(open(['wick"><b'])).toBe('<span class="token wick&#x22;>&#x3C;b">');
  });
});
