// A site's whole DocItem, swizzled as Docusaurus 2 sites did (keploy's still is): Docusaurus gives it
// `content`, the doc's MDX component with `metadata`, `frontMatter`, `toc`, `contentTitle` and
// `assets` on it, and the site draws the doc page's column from it and the theme's parts. zapsite
// renders it in place of its own DocItem, at build time; the MDX component draws the content with
// its own `# title` and no other. A wrapper's @theme-original/DocItem is zapsite's whole doc item.
// Real CLI builds of the classic fixture.
import { describe, expect, it } from 'vitest';
import { builtCopy } from './temp-site.ts';

const EJECTED = `import React, { useState } from 'react';
import DocPaginator from '@theme/DocPaginator';
import DocVersionBadge from '@theme/DocVersionBadge';
import TOCCollapsible from '@theme/TOCCollapsible';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';

export default function DocItem(props) {
  const { content: DocContent } = props;
  const { metadata, frontMatter, toc } = DocContent;
  const [lit] = useState('steady');
  const addTitle = !frontMatter.hide_title && typeof DocContent.contentTitle === 'undefined';
  return (
    <div className="row lamp-doc" data-id={metadata.id} data-flame={lit} data-headings={toc.map((t) => t.id).join(' ')}>
      <article className="col">
        <DocVersionBadge />
        {toc.length > 0 && <TOCCollapsible toc={toc} />}
        <div className="markdown lamp-prose">
          {addTitle && (
            <header>
              <Heading as="h1">{metadata.title}</Heading>
            </header>
          )}
          <MDXContent>
            <DocContent />
          </MDXContent>
        </div>
        <DocPaginator previous={metadata.previous} next={metadata.next} />
        <footer className="lamp-doc-footer">Written at {metadata.permalink}</footer>
      </article>
    </div>
  );
}
`;

const WRAPPER = `import React from 'react';
import DocItem from '@theme-original/DocItem';

export default function DocItemWrapper(props) {
  return (
    <>
      <p className="lamp-above">{props.content.metadata.title} at {props.route.path}</p>
      <DocItem {...props} />
    </>
  );
}
`;

// As Docusaurus 3.0-3.4 ejected it (apache/answer's still is): the doc's providers from
// theme-common/internal around the theme's parts, which read the doc with useDoc().
const PROVIDED = `import React from 'react';
import { HtmlClassNameProvider } from '@docusaurus/theme-common';
import { DocProvider, DocsVersionProvider, useDoc } from '@docusaurus/theme-common/internal';
import DocItemLayout from '@theme/DocItem/Layout';

function Flame() {
  const { metadata } = useDoc();
  return <p className="lamp-flame">{metadata.title} burns</p>;
}

export default function DocItem(props) {
  const MDXComponent = props.content;
  return (
    <DocProvider content={props.content}>
      <DocsVersionProvider version={null}>
        <HtmlClassNameProvider className={\`docs-doc-id-\${props.content.metadata.id}\`}>
          <Flame />
          <DocItemLayout>
            <MDXComponent />
          </DocItemLayout>
        </HtmlClassNameProvider>
      </DocsVersionProvider>
    </DocProvider>
  );
}
`;

const GLASS = '---\ntitle: Glass chimneys\n---\n\nA chimney draws the flame up.\n\n## Cleaning\n\nWarm water only.\n';

describe("a site's whole DocItem", () => {
  const ejected = builtCopy('classic-site', { 'src/theme/DocItem/index.js': EJECTED, 'docs/guide/glass.md': GLASS });

  it('draws every doc page from the doc it is given, with the content in place, at build time', async () => {
    expect(ejected.build.code, ejected.build.stderr).toBe(0);
    expect(ejected.build.stderr).not.toContain('swizzle-unused');
    // Its state renders as its first value: it reads the page's doc, which only the build has.
    expect(ejected.build.stderr).toMatch(/swizzle-static[\s\S]*src\/theme\/DocItem\/index\.js/);
    const wicks = await ejected.page('docs/guide/wicks/index.html');
    expect(wicks).toContain(
      '<div class="row lamp-doc" data-id="guide/wicks" data-flame="steady" data-headings="trimming">',
    );
    // The content's own title, once, then its text; the theme's parts the site placed; its footer.
    expect(wicks).toMatch(
      /<div class="markdown lamp-prose"><header><h1>Wicks<\/h1><\/header><p>Trim the wick flat before lighting\.<\/p>/,
    );
    expect(wicks.split('<h1').length - 1).toBe(1);
    expect(wicks).toContain('class="pagination-nav__link pagination-nav__link--prev" href="/docs/intro/"');
    expect(wicks).toContain('<footer class="lamp-doc-footer">Written at /docs/guide/wicks/</footer>');
    expect(wicks).toMatch(/<h2 [^>]*id="trimming"[^>]*>Trimming/);
    // Not zapsite's own doc item beside it, nor an island.
    expect(wicks).not.toContain('theme-doc-markdown');
    expect(wicks).not.toContain('data-island="SwizzledDocItem"');
  });

  it("adds the title itself where the content has none, as the site's code asks", async () => {
    const glass = await ejected.page('docs/guide/glass/index.html');
    expect(glass).toMatch(
      /<div class="markdown lamp-prose"><header><h1>Glass chimneys<\/h1><\/header><p>A chimney draws the flame up\.<\/p>/,
    );
    expect(glass.split('<h1').length - 1).toBe(1);
  });

  const wrapped = builtCopy('classic-site', { 'src/theme/DocItem/index.js': WRAPPER });

  it("puts a wrapper's own markup around zapsite's whole doc item", async () => {
    expect(wrapped.build.code, wrapped.build.stderr).toBe(0);
    const wicks = await wrapped.page('docs/guide/wicks/index.html');
    expect(wicks).toMatch(
      /<p class="lamp-above">Wicks at \/docs\/guide\/wicks\/<\/p><div class="row"><div class="col docItemCol_VOVn">/,
    );
    expect(wicks).toContain('<div class="theme-doc-markdown markdown"><header><h1>Wicks</h1></header>');
  });
  const provided = builtCopy('classic-site', { 'src/theme/DocItem/index.js': PROVIDED });

  it("builds one that wraps its parts in the doc's providers from theme-common/internal, as 3.0-3.4 wrote it", async () => {
    expect(provided.build.stderr).not.toContain('error[');
    expect(provided.build.stderr).not.toContain('swizzle-module-missing');
    expect(provided.build.code, provided.build.stderr).toBe(0);
    const wicks = await provided.page('docs/guide/wicks/index.html');
    expect(wicks).toContain('<p class="lamp-flame">Wicks burns</p>');
    expect(wicks).toMatch(/<header><h1>Wicks<\/h1><\/header><p>Trim the wick flat before lighting\.<\/p>/);
  });
});
