// Only Markdown's headings are the page's headings, as Docusaurus's headings and toc plugins read
// only Markdown's: a heading written as a JSX tag or drawn by a component gets no id, no anchor link
// and no TOC entry (it took the id of the Markdown heading of the same text, and a link to that
// section landed on the component's); `@theme/Heading` in a component draws its own anchor link, as
// Docusaurus's does, and stays out of the TOC; the footnotes' heading keeps its anchor link and stays
// out of the TOC. A heading's anchor is named by its text when that is all it holds, else by its id,
// as Docusaurus's Heading names it. Real CLI build of the classic fixture.
import { describe, expect, it } from 'vitest';
import { builtCopy } from './temp-site.ts';

describe("the page's headings", () => {
  const copy = builtCopy('classic-site', {
    'src/components/Fold.jsx': `import Heading from '@theme/Heading';
export default function Fold({ title, children }) {
  return (
    <details>
      <summary><h4>{title}</h4></summary>
      <Heading as="h5" id="fold-foot">Fold foot</Heading>
      {children}
    </details>
  );
}
`,
    'docs/store.mdx': `# Store

import Fold from '@site/src/components/Fold';

<Fold title="Why a store">Because.</Fold>

<h3>Written as JSX</h3>

## Why a store

See [the section](#why-a-store) and [the foot](#fold-foot).

## Use \`zap\` now

More.
`,
    'docs/notes.md': `# Notes

## Desktop

Works[^a].

## Mobile

Also.

[^a]: On every browser.
`,
  });

  it('are Markdown headings only: one element per id, and the TOC lists no other', async () => {
    expect(copy.build.stderr).not.toMatch(/^error/m);
    expect(copy.build.code).toBe(0);
    const html = await copy.page('docs/store/index.html');
    expect(html.match(/id="why-a-store"/g)).toHaveLength(1);
    expect(html).toMatch(/<h2 id="why-a-store" class="anchor">Why a store<a href="#why-a-store"/);
    expect(html).toContain('<summary><h4>Why a store</h4></summary>');
    expect(html).toContain('<h3>Written as JSX</h3>');
    // @theme/Heading draws its own anchor link, as Docusaurus's.
    expect(html).toMatch(/<h5 id="fold-foot" class="anchor">Fold foot<a href="#fold-foot" class="hash-link"/);
    const toc = [...html.matchAll(/<a href="#([^"]+)" class="table-of-contents__link toc-highlight">/g)].map(
      (m) => m[1],
    );
    expect(toc).toEqual(['why-a-store', 'use-zap-now']);
    // The anchor is named by the text when that is all the heading holds, else by its id.
    expect(html).toContain('aria-label="Direct link to Why a store"');
    expect(html).toContain('aria-label="Direct link to use-zap-now"');
    expect(html).not.toContain('data-zs-heading');
  });

  it("leaves the footnotes' heading out of the TOC, with its anchor link", async () => {
    const html = await copy.page('docs/notes/index.html');
    const toc = [...html.matchAll(/<a href="#([^"]+)" class="table-of-contents__link toc-highlight">/g)].map(
      (m) => m[1],
    );
    expect(toc).toEqual(['desktop', 'mobile']);
    expect(html).toMatch(
      /<h2 class="anchor sr-only" id="footnote-label">Footnotes<a href="#footnote-label" class="hash-link"/,
    );
  });
});
