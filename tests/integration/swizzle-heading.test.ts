// A site's own Heading (src/theme/Heading), as Docusaurus's MDXComponents hands every Markdown
// heading to it with its `as` and `id`: it draws the headings of .md and .mdx docs, its anchor link
// in place of zapsite's, and the table of contents and the link check keep the ids. Real CLI build.
import { describe, expect, it } from 'vitest';
import { builtCopy } from './temp-site.ts';

// Its h1s keep their ids, where Docusaurus's own Heading drops them (keploy's does so).
const HEADING = `import useBrokenLinks from '@docusaurus/useBrokenLinks';
export default function Heading({ as: As, id, ...props }) {
  const brokenLinks = useBrokenLinks();
  if (!id) return <As {...props} />;
  if (As === 'h1') return <As {...props} id={id} className="lamp-title" />;
  brokenLinks.collectAnchor(id);
  return (
    <As {...props} id={id} className="anchor lamp-heading">
      {props.children}
      <a href={'#' + id} className="lamp-link" aria-label={'Link to ' + id}>#</a>
    </As>
  );
}
`;

describe("a site's swizzled Heading", () => {
  const copy = builtCopy('classic-site', {
    'src/theme/Heading/index.jsx': HEADING,
    'docs/kiln.mdx':
      '---\ntitle: Kiln\n---\n\n## Fire `slowly`\n\nWords.\n\n### Cool {#cooling}\n\nSee [cooling](#cooling) and [stacking](#stacking-shelves).\n\n# Stacking shelves\n\nLoose.\n',
  });

  it('draws the headings of a .md doc and an .mdx doc, with no anchor of ours', async () => {
    expect(copy.build.code, copy.build.stderr).toBe(0);
    expect(copy.build.stderr).not.toMatch(/swizzle-|broken-anchor/);
    const intro = await copy.page('docs/intro/index.html');
    expect(intro).toContain(
      '<h2 id="before-you-start" class="anchor lamp-heading">Before you start<a href="#before-you-start" class="lamp-link" aria-label="Link to before-you-start">#</a></h2>',
    );
    const kiln = await copy.page('docs/kiln/index.html');
    expect(kiln).toContain(
      '<h2 id="fire-slowly" class="anchor lamp-heading">Fire <code>slowly</code><a href="#fire-slowly" class="lamp-link" aria-label="Link to fire-slowly">#</a></h2>',
    );
    expect(kiln).toContain('<h3 id="cooling" class="anchor lamp-heading">Cool<a href="#cooling"');
    expect(kiln).not.toContain('hash-link');
    // An h1 in the content keeps the id the site's Heading gives it, and a link to it is not broken.
    expect(kiln).toContain('<h1 id="stacking-shelves" class="lamp-title">Stacking shelves</h1>');
  });

  it("keeps the table of contents, without the anchor links' text", async () => {
    const kiln = await copy.page('docs/kiln/index.html');
    expect(kiln).toContain(
      '<a href="#fire-slowly" class="table-of-contents__link toc-highlight">Fire <code>slowly</code></a>',
    );
    expect(kiln).toContain('<a href="#cooling" class="table-of-contents__link toc-highlight">Cool</a>');
  });
});

// Docusaurus's DocItem/Content draws the doc's title with @theme/Heading, and a Markdown `# title`
// reaches it through MDXComponents: a site's Heading draws the h1 as well. Before, zapsite wrote a
// plain <h1> for both (sweep 10).
const MARKED = `export default function Heading({ as: As, className, children, ...props }) {
  return (
    <As {...props} className={['kiln-heading', className].filter(Boolean).join(' ')}>
      {children}
    </As>
  );
}
`;

describe("a site's swizzled Heading and the doc's title", () => {
  const copy = builtCopy('classic-site', {
    'src/theme/Heading/index.jsx': MARKED,
    'docs/glaze.md': '---\ntitle: Glaze\n---\n\nDip once.\n\n## Drying\n\nA day.\n',
    'docs/firing.md': '# Firing *hot*\n\nTwelve hours.\n\n## Cooling\n\nSlowly.\n',
  });

  it("draws the title h1 with the site's Heading, whether it comes from front matter or from `# title`", async () => {
    expect(copy.build.code, copy.build.stderr).toBe(0);
    const glaze = await copy.page('docs/glaze/index.html');
    expect(glaze).toContain('<header><h1 class="kiln-heading">Glaze</h1></header>');
    expect(glaze).toMatch(/<h2 id="drying" class="kiln-heading">Drying/);
    const firing = await copy.page('docs/firing/index.html');
    expect(firing).toContain('<header><h1 class="kiln-heading">Firing <em>hot</em></h1></header>');
  });
});
