// useDoc() in a doc's MDX content, as Docusaurus's DocProvider wraps the content (cypress-
// documentation's product heading reads the doc's front matter so, on 321 pages): a component of
// the site reads the doc's front matter, id, title and permalink while the content renders, and its
// headings when the file names `toc`. Real CLI build of the classic fixture.
import { describe, expect, it } from 'vitest';
import { builtCopy } from './temp-site.ts';

describe('useDoc() in MDX content', () => {
  const copy = builtCopy('classic-site', {
    'src/components/ProductHeading.jsx': `import { useDoc } from '@docusaurus/plugin-content-docs/client';
export default function ProductHeading() {
  const { frontMatter, metadata, toc } = useDoc();
  return (
    <p className="product-heading">
      {frontMatter.product} / {metadata.title} / {metadata.id} / {metadata.permalink} / {metadata.version} / headings: {toc.map((t) => t.value).join(', ') || 'none'}
    </p>
  );
}
`,
    'docs/guide/oil.md': `---
title: Lamp oil
product: Wick Works
---

import ProductHeading from '@site/src/components/ProductHeading';
import TOCInline from '@theme/TOCInline';

<ProductHeading />

<TOCInline toc={toc} />

## Pouring

Slowly.
`,
    'docs/guide/wax.mdx': `---
product: Candle Works
---

import ProductHeading from '@site/src/components/ProductHeading';

# Wax

<ProductHeading />
`,
  });

  it("gives the doc's front matter and metadata to a component in its content", async () => {
    expect(copy.build.stderr).not.toMatch(/^error/m);
    expect(copy.build.code).toBe(0);
    expect(await copy.page('docs/guide/oil/index.html')).toContain(
      '<p class="product-heading">Wick Works / Lamp oil / guide/oil / /docs/guide/oil/ / current / headings: Pouring</p>',
    );
    expect(await copy.page('docs/guide/wax/index.html')).toContain(
      '<p class="product-heading">Candle Works / Wax / guide/wax / /docs/guide/wax/ / current / headings: none</p>',
    );
  });
});
