// A heading's inline code, emphasis and strikethrough in the table of contents, as Docusaurus's TOC
// value keeps them (its mdx-loader's toHeadingHTMLValue), in .md and .mdx docs; links and
// components as their text, a Markdown image as its alt (in the id too, as Docusaurus slugs
// mdast-util-to-string's text). Real CLI build of the classic fixture.
import { describe, expect, it } from 'vitest';
import { builtCopy } from './temp-site.ts';

const DOC = `## Use \`Array<T>\` *now*

Words.

### Plain [link](#use-arrayt-now) ~~gone~~

More.

## ![Lantern](/img/lantern.svg) Install \`zap\`

See [the install steps](#lantern-install-zap).

## onLight:LampOptions

A text directive in a heading is slugged as Docusaurus slugs it, before it is text again: [the event](#onlight).

## Time: 10:30pm

Not a directive: [the time](#time-1030pm).
`;

describe('inline markup of headings in the TOC', () => {
  const copy = builtCopy('classic-site', {
    'docs/marks.md': `---\ntitle: Marks\n---\n\n${DOC}`,
    'docs/marks-mdx.mdx': `---\ntitle: Marks MDX\n---\n\n${DOC}`,
  });

  it('keeps code, emphasis and strikethrough, on wide and narrow screens', async () => {
    // The link to the image heading's id is checked as any other: a build with it is a build with that id.
    expect(copy.build.code, copy.build.stderr).toBe(0);
    for (const page of ['docs/marks/index.html', 'docs/marks-mdx/index.html']) {
      const html = await copy.page(page);
      for (const link of ['table-of-contents__link toc-highlight', 'table-of-contents__link']) {
        expect(html).toContain(
          `<a href="#use-arrayt-now" class="${link}">Use <code>Array&lt;T&gt;</code> <em>now</em></a>`,
        );
        expect(html).toContain(`<a href="#plain-link-gone" class="${link}">Plain link <del>gone</del></a>`);
        expect(html).toContain(`<a href="#lantern-install-zap" class="${link}">Lantern Install <code>zap</code></a>`);
        expect(html).toContain(`<a href="#onlight" class="${link}">onLight</a>`);
        expect(html).toContain(`<a href="#time-1030pm" class="${link}">Time: 10:30pm</a>`);
      }
      // The image itself is drawn as written, with no mark of zapsite's left on it.
      expect(html).toMatch(/<h2 [^>]*id="lantern-install-zap"[^>]*><img src="[^"]*lantern[^"]*" alt="Lantern"/);
      expect(html).not.toContain('data-zs-heading-image');
      // The heading reads as written.
      expect(html).toMatch(/<h2 id="onlight" class="anchor">onLight:LampOptions<a /);
    }
  });
});
