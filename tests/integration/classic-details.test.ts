// A <details> in a migrated site's docs, as Docusaurus draws it (its MDXComponents map `details` to
// the theme's Details in .md and .mdx alike, both being MDX there): Infima's info alert, the
// summary first, the content in a `collapsibleContent` box, open or not as written. What is inside
// is content like any other: its headings get anchors and reach the table of contents, its links
// are checked. zapsite's own theme leaves the element as written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, type FixtureOutcome } from '../helpers/build.ts';
import { copyFixture, copyFixtureWithConfig, put, type TempSite } from './temp-site.ts';

const LANTERN_MD = `---
title: Wick care
---

Trim the wick before each lighting.

<details>
<summary>Why **trim** it?</summary>

A ragged wick smokes and darkens the glass.

## Soot on the glass

Wipe it once the lamp is cold.

</details>
`;

const LANTERN_MDX = `---
title: Oil choice
---

<details open className="oil-notes">
  <summary>Which oil</summary>

  Paraffin lamp oil burns cleanest; see [the trimming page](./trim.md).
</details>
`;

// A component of the site's that renders its own <details>: Docusaurus's MDXComponents reach only the
// tags a file writes, so it keeps its own markup, in an MDX doc and on a React page alike.
const FAQ = `export default function Faq({ q, children }) {
  return <details className="faq"><summary>{q}</summary><div className="faq-answer">{children}</div></details>;
}
`;
const FAQ_MDX = `---
title: Questions
---

import Faq from '@site/src/components/Faq';

<Faq q="How long does a wick last?">About forty hours of light.</Faq>

<details>
<summary>Written here</summary>

Drawn by the theme.

</details>
`;
const FAQ_PAGE = `import Layout from '@theme/Layout';
import Faq from '@site/src/components/Faq';
export default function Help() {
  return <Layout><main><Faq q="Where is the oil?">On the shelf.</Faq></main></Layout>;
}
`;

const ATTRIBUTES_MD = `---
title: Chimney
---

Read [the cleaning steps](#cleaning) first.

<details id="cleaning" data-step="2" title="Cleaning">

A chimney with soot dims the flame.

</details>

<details style={{ color: "red" }}>
<summary>Tinted glass</summary>

Tinted glass softens the light.

</details>
`;

// Docusaurus's MDXComponents give \`Details\` the component \`details\` has; a file that defines its own keeps it.
const WICKS_MDX = `---
title: Wick sizes
---

<Details dataOpen="Hide the sizes">
<summary>Sizes</summary>

Flat wicks come in three widths.

</Details>
`;
const MANTLES_MDX = `---
title: Mantles
---

export const Details = ({ children }) => <div className="own-details">{children}</div>;

<Details>

Mantles glow white.

</Details>
`;

const BROKEN_MDX = `---
title: Shades
---

<details>
<summary>Glass shades</summary>

A shade is sold on [the missing page](./nowhere.md).

</details>
`;

describe('<details> on the classic theme', () => {
  let site: TempSite;
  let out: FixtureOutcome;
  const page = (rel: string) => out.writer.text(rel)!;

  beforeAll(async () => {
    site = await copyFixture('classic-site');
    await put(site.root, 'docs/guide/trim.md', LANTERN_MD);
    await put(site.root, 'docs/guide/fuel.mdx', LANTERN_MDX);
    await put(site.root, 'src/components/Faq.js', FAQ);
    await put(site.root, 'docs/guide/questions.mdx', FAQ_MDX);
    await put(site.root, 'src/pages/help.js', FAQ_PAGE);
    await put(site.root, 'docs/guide/wick-sizes.mdx', WICKS_MDX);
    await put(site.root, 'docs/guide/mantles.mdx', MANTLES_MDX);
    out = await buildFixture(site.root);
  });
  afterAll(() => site?.remove());

  it('builds', () => {
    expect(out.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(out.ok).toBe(true);
  });

  it('draws a .md file`s <details> as Docusaurus`s Details box, closed, with its summary`s Markdown', () => {
    const html = page('docs/guide/trim/index.html');
    expect(html).toContain(
      '<details class="details_lb9f alert alert--info details_b_Ee" data-collapsed="true"><summary>Why <strong>trim</strong> it?</summary><div><div class="collapsibleContent_i85q">',
    );
    expect(html).toContain('<p>A ragged wick smokes and darkens the glass.</p>');
  });

  it('gives a heading inside it an anchor and a place in the table of contents', () => {
    const html = page('docs/guide/trim/index.html');
    expect(html).toMatch(/<h2 id="soot-on-the-glass" class="anchor">Soot on the glass<a href="#soot-on-the-glass"/);
    expect(html).toMatch(/class="table-of-contents__link[^"]*"[^>]*>Soot on the glass</);
  });

  it('keeps an .mdx file`s open state and class, and its checked links', () => {
    const html = page('docs/guide/fuel/index.html');
    expect(html).toContain(
      '<details class="details_lb9f alert alert--info details_b_Ee oil-notes" data-collapsed="false" open=""><summary>Which oil</summary>',
    );
    expect(html).toMatch(/see <a href="\/docs\/guide\/trim\/?">the trimming page<\/a>/);
  });

  it('draws an MDX <Details> the file does not define as the theme`s details, its other attributes kept', () => {
    expect(page('docs/guide/wick-sizes/index.html')).toContain(
      '<details dataopen="Hide the sizes" class="details_lb9f alert alert--info details_b_Ee" data-collapsed="true"><summary>Sizes</summary><div><div class="collapsibleContent_i85q"><p>Flat wicks come in three widths.</p>',
    );
    expect(out.diagnostics.filter((d) => d.file === 'docs/guide/wick-sizes.mdx')).toEqual([]);
    expect(page('docs/guide/mantles/index.html')).toContain(
      '<div class="own-details"><p>Mantles glow white.</p></div>',
    );
  });

  it("leaves a site component's own <details> as it draws it, in MDX and on a React page", () => {
    const doc = page('docs/guide/questions/index.html');
    expect(doc).toContain(
      '<details class="faq"><summary>How long does a wick last?</summary><div class="faq-answer">About forty hours of light.</div></details>',
    );
    expect(doc).toContain(
      '<details class="details_lb9f alert alert--info details_b_Ee" data-collapsed="true"><summary>Written here</summary>',
    );
    expect(page('help/index.html')).toContain(
      '<details class="faq"><summary>Where is the oil?</summary><div class="faq-answer">On the shelf.</div></details>',
    );
    expect(doc + page('help/index.html')).not.toContain('data-zs-theme-element');
  });

  it('carries its id, title and data attributes, says "Details" without a summary, and warns at the line of an attribute it drops', async () => {
    const own = await copyFixture('classic-site');
    try {
      await put(own.root, 'docs/guide/chimney.md', ATTRIBUTES_MD);
      const built = await buildFixture(own.root);
      expect(built.ok, JSON.stringify(built.diagnostics)).toBe(true);
      const html = built.writer.text('docs/guide/chimney/index.html')!;
      expect(html).toContain(
        '<details id="cleaning" data-step="2" title="Cleaning" class="details_lb9f alert alert--info details_b_Ee" data-collapsed="true"><summary>Details</summary>',
      );
      expect(html).toContain(
        '<details class="details_lb9f alert alert--info details_b_Ee" data-collapsed="true"><summary>Tinted glass</summary>',
      );
      expect(built.diagnostics).toEqual([
        expect.objectContaining({
          code: 'unknown-prop',
          severity: 'warning',
          message: '<details> has no prop "style"; it is ignored.',
          file: 'docs/guide/chimney.md',
          line: 13,
          column: 1,
        }),
      ]);
    } finally {
      await own.remove();
    }
  });

  it('reports a broken link inside it at its own line', async () => {
    const broken = await copyFixture('classic-site');
    try {
      await put(broken.root, 'docs/guide/shades.mdx', BROKEN_MDX);
      const failed = await buildFixture(broken.root);
      expect(failed.ok).toBe(false);
      expect(failed.diagnostics).toContainEqual(
        expect.objectContaining({ code: 'broken-markdown-link', file: 'docs/guide/shades.mdx', line: 8 }),
      );
    } finally {
      await broken.remove();
    }
  });
});

describe('<details> on zapsite`s own theme', () => {
  it('stays the element as written', async () => {
    const out = await buildFixture('theme-kitchen');
    const html = [...out.writer.files.entries()]
      .filter(([path]) => path.endsWith('.html'))
      .map(([, bytes]) => Buffer.from(bytes).toString('utf8'))
      .find((text) => text.includes('<details'));
    expect(html).toBeDefined();
    expect(html).not.toContain('alert--info" data-collapsed');
    expect(html).toMatch(/<details>\s*<summary>/);
  });
});

describe("<details> written as raw HTML in a .md file read as CommonMark (markdown.format 'detect')", () => {
  // CommonMark keeps the element as HTML blocks around the Markdown between them; Docusaurus parses
  // that HTML, and its MDXComponents draw it as the Details box, nested ones too.
  const NESTED_MD = `---
title: Wick trimming
---

<details>
<summary>Why trim</summary>

A ragged wick smokes; see [the oil page](./oil.md).

<details open class="deep">
<summary>How short</summary>

About three millimetres.

</details>

</details>

<details><summary>In one line</summary>All in one block.</details>

<details>
<summary>Never closed</summary>

Left as written.
`;
  let site: TempSite;
  let out: FixtureOutcome;
  beforeAll(async () => {
    site = await copyFixtureWithConfig('classic-site', (c) =>
      c.replace("theme: { name: 'classic'", "markdown: { format: 'detect' },\n  theme: { name: 'classic'"),
    );
    await put(site.root, 'docs/guide/trim.md', NESTED_MD);
    out = await buildFixture(site.root);
  });
  afterAll(() => site?.remove());

  it('draws each closed one as the Details box, with the Markdown between its blocks inside', () => {
    expect(out.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const html = out.writer.text('docs/guide/trim/index.html')!;
    expect(html).toMatch(
      /<details class="details_lb9f alert alert--info details_b_Ee" data-collapsed="true"><summary>Why trim<\/summary><div><div class="collapsibleContent_i85q">\s*<p>A ragged wick smokes; see <a href="\/docs\/guide\/oil\/">the oil page<\/a>\.<\/p>\s*<details class="details_lb9f alert alert--info details_b_Ee deep" data-collapsed="false" open(="")?><summary>How short<\/summary><div><div class="collapsibleContent_i85q">\s*<p>About three millimetres\.<\/p>\s*<\/div><\/div><\/details>\s*<\/div><\/div><\/details>/,
    );
    expect(html).toContain(
      '<details class="details_lb9f alert alert--info details_b_Ee" data-collapsed="true"><summary>In one line</summary><div><div class="collapsibleContent_i85q">All in one block.</div></div></details>',
    );
    // One with no closing block of its own stays the HTML it was.
    expect(html).toMatch(/<details>\s*<summary>Never closed<\/summary>/);
  });
});
