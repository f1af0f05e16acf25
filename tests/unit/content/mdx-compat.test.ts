// Docusaurus's MDX 1 compatibility: HTML comments become MDX comments on the same lines, read
// before anything else, so a comment holding a code fence (trpc's docs keep twoslash examples so)
// is a comment to its `-->`, wherever that is.
import { evaluate } from '@mdx-js/mdx';
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { mdxCompatibility } from '../../../generator/content/mdx-compat.ts';

/** The page's HTML, compiled from what mdxCompatibility makes of `mdx`. */
const text = async (mdx: string) => {
  const { default: Content } = await evaluate(mdxCompatibility(mdx), runtime);
  return renderToStaticMarkup(createElement(Content));
};

describe('mdxCompatibility', () => {
  it('keeps a comment that holds a code fence a comment, to the --> on the fence line', async () => {
    const mdx = [
      '# Lamps',
      '',
      '<!--',
      '```ts',
      'const wick = /* trimmed */ 1;',
      '``` -->',
      '',
      'After the comment.',
      '',
    ].join('\n');
    const out = mdxCompatibility(mdx);
    expect(out.split('\n')).toHaveLength(mdx.split('\n').length);
    expect(await text(mdx)).toBe('<h1>Lamps</h1>\n\n<p>After the comment.</p>');
  });

  it("leaves the file's own MDX comments to MDX, across lines", async () => {
    const mdx = '<div>\n  {/*\n  <p>Old video</p>\n  */}\n  <p>Kept</p>\n</div>\n';
    expect(mdxCompatibility(mdx)).toBe(mdx);
    expect(await text(mdx)).toBe('<div><p>Kept</p></div>');
  });

  it("takes <!-- in inline code for code, as prettier's blog writes it, and a later comment for a comment", async () => {
    const mdx = 'We could not parse comments that start with `<!--` in scripts.\n\n<!-- prettier-ignore -->\n\nDone.\n';
    expect(await text(mdx)).toBe(
      '<p>We could not parse comments that start with <code>&lt;!--</code> in scripts.</p>\n\n<p>Done.</p>',
    );
  });

  it('leaves a fence outside a comment alone, and a comment on one line as before', async () => {
    const mdx = 'Text <!-- hidden --> shown.\n\n```html\n<!-- kept in the code -->\n```\n';
    const out = mdxCompatibility(mdx);
    expect(out).toBe('Text {/* hidden */} shown.\n\n```html\n<!-- kept in the code -->\n```\n');
    expect(await text(mdx)).toBe(
      '<p>Text  shown.</p>\n<pre><code class="language-html">&lt;!-- kept in the code --&gt;\n</code></pre>',
    );
  });

  it('reads a `{#` with no id in a heading as text, as Docusaurus escapes it, and leaves prose to MDX', async () => {
    const html = await text('### prompts.{#}\n\nTwo {1 + 1} here.\n');
    expect(html).toContain('<h3>prompts.{#}</h3>');
    expect(html).toContain('<p>Two 2 here.</p>');
  });

  it('closes a comment on each of its lines when asked, for one that runs on into a lazy list line', async () => {
    // A comment after a list item, its second line not indented: a lazy line of the item.
    const mdx = '<p>Intro</p>\n\n- First item.\n<!-- - A hidden item.\n its second line. -->\n';
    await expect(evaluate(mdxCompatibility(mdx), runtime)).rejects.toThrow(/lazy line in expression/);
    const perLine = mdxCompatibility(mdx, { commentPerLine: true });
    expect(perLine.split('\n')).toHaveLength(mdx.split('\n').length);
    const { default: Content } = await evaluate(perLine, runtime);
    const html = renderToStaticMarkup(createElement(Content));
    expect(html).toContain('<li>First item.');
    expect(html).not.toContain('hidden');
    expect(html).not.toContain('second line');
  });
});
