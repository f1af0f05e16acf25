// @theme/TOCItems: a site's own TOC built on it (the common swizzle that adds a box beside the
// list), and a site's TOCItems and TOCCollapsible wrappers, which the theme's side column and the
// phone's box draw through. Real CLI builds.
import { describe, expect, it } from 'vitest';
import { builtCopy } from './temp-site.ts';

const DEEP_DOC = `---
title: Deep
toc_max_heading_level: 4
---

Some words.

## Kilns

### Electric kilns

#### Cones

## Glazes "and" slips
`;

const TOC_ITEMS_WRAPPER = `import TOCItems from '@theme-original/TOCItems';
export default function ClayTocItems(props) {
  return <TOCItems {...props} className="clay-list table-of-contents" />;
}
`;

describe("a site's TOCItems wrapper", () => {
  const copy = builtCopy('classic-site', {
    'docs/deep.md': DEEP_DOC,
    'src/theme/TOCItems/index.jsx': TOC_ITEMS_WRAPPER,
    'src/theme/TOCCollapsible/index.jsx': `import TOCCollapsible from '@theme-original/TOCCollapsible';
export default function ClayCollapsible(props) {
  return <><TOCCollapsible {...props} /><p className="clay-after">Ask the studio</p></>;
}
`,
  });

  it("draws the side column's list through the site's, with every level the page keeps", async () => {
    expect(copy.build.code).toBe(0);
    expect(copy.build.stderr).not.toContain('swizzle-');
    const html = await copy.page('docs/deep/index.html');
    const link = (id: string, text: string) =>
      `<a href="#${id}" class="table-of-contents__link toc-highlight">${text}</a>`;
    expect(html).toContain(
      `<div class="tableOfContents_bqdL thin-scrollbar theme-doc-toc-desktop"><ul class="clay-list table-of-contents"><li>${link('kilns', 'Kilns')}<ul><li>${link('electric-kilns', 'Electric kilns')}<ul><li>${link('cones', 'Cones')}</li></ul></li></ul></li><li>${link('glazes-and-slips', 'Glazes &quot;and&quot; slips')}</li></ul></div>`,
    );
    // Drawn once: the phone's "On this page" list is the theme's own.
    expect(html.split('clay-list').length - 1).toBe(1);
  });

  it("draws the phone's box through the site's TOCCollapsible", async () => {
    const html = await copy.page('docs/deep/index.html');
    expect(html).toMatch(
      /<details class="tocCollapsible_ETCw theme-doc-toc-mobile tocMobile_ITEo">.*?#cones.*?<\/details><p class="clay-after">Ask the studio<\/p><div class="theme-doc-markdown markdown">/,
    );
  });
});

describe("a site's TOC built on @theme/TOCItems", () => {
  const copy = builtCopy('classic-site', {
    'docs/deep.md': DEEP_DOC,
    'src/theme/TOC/index.jsx': `import TOCItems from '@theme/TOCItems';
export default function ClayToc({ className, ...props }) {
  return (
    <div className={'clay-toc ' + className}>
      <p className="clay-box">Fired with care</p>
      <TOCItems {...props} linkClassName="table-of-contents__link toc-highlight" linkActiveClassName="table-of-contents__link--active" />
    </div>
  );
}
`,
  });

  it('renders the list Docusaurus does, with no module missing', async () => {
    expect(copy.build.code).toBe(0);
    expect(copy.build.stderr).not.toContain('swizzle-');
    const html = await copy.page('docs/deep/index.html');
    expect(html).toContain('<div class="clay-toc theme-doc-toc-desktop"><p class="clay-box">Fired with care</p>');
    expect(html).toContain(
      '<ul class="table-of-contents table-of-contents__left-border"><li><a href="#kilns" class="table-of-contents__link toc-highlight">Kilns</a><ul><li><a href="#electric-kilns" class="table-of-contents__link toc-highlight">Electric kilns</a><ul><li><a href="#cones"',
    );
    // A page with the default levels keeps h2 and h3 alone.
    const intro = await copy.page('docs/intro/index.html');
    expect(intro).toContain('<div class="clay-toc theme-doc-toc-desktop">');
    expect(intro).toContain('href="#before-you-start"');
  });
});
