// A site's swizzled Details draws every block `<details>` its MDX content writes, as Docusaurus's MDX
// loader hands each to MDXComponents/Details: the first `<summary>` as the `summary` prop, the rest
// as children. In `.mdx` docs, in `.md` docs (MDX there too), in a partial; not a `<details>` inside
// a paragraph, nor one a site component renders. What is inside stays content: links resolved,
// headings anchored and in the table of contents. Real CLI builds.
import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zapsite } from '../helpers/cli.ts';
import { builtCopy, copyFixtureWithConfig, put, type TempSite } from './temp-site.ts';

// Built on the generic Details as a swizzle usually is, dressed as a grey alert, and telling what it was given.
const SWIZZLED = `import { Details as GenericDetails } from '@docusaurus/theme-common/Details';
export default function LampDetails({ summary, ...props }) {
  const className = ['alert alert--secondary lamp-details', props.className].filter(Boolean).join(' ');
  return <GenericDetails {...props} data-summary={summary ? 'given' : 'none'} summary={summary} className={className} />;
}
`;

const SHADES = `# Shades

import Care from './_care.mdx';
import Faq from '@site/src/components/Faq';

<details>
<summary>Why a **frosted** shade</summary>

Frosted glass spreads the light; see [the wick page](./guide/wicks.md).

## Cleaning frost

Warm water only.

</details>

A line with an inline <details><summary>note</summary>kept plain</details> in it.

<details open className="spare-shades">

Two spares in the cupboard.

</details>

<Care />

<Faq q="Do shades crack?">Only when the flame is too high.</Faq>
`;

const CARE = `<details>
<summary>Storing shades</summary>

Wrap each one in cloth.

</details>
`;

const FAQ = `export default function Faq({ q, children }) {
  return <details className="faq"><summary>{q}</summary><p>{children}</p></details>;
}
`;

const CHIMNEY_MD = `# Chimney

<details>
<summary>Soot</summary>

Wipe it when cold.

</details>
`;

const OPEN = (summary: 'given' | 'none', extra = '', collapsed = 'true') =>
  `data-summary="${summary}" class="details_lb9f alert alert--secondary lamp-details${extra}" data-collapsed="${collapsed}">`;

describe('a swizzled Details', () => {
  const copy = builtCopy('classic-site', {
    'src/theme/Details/index.jsx': SWIZZLED,
    'src/components/Faq.js': FAQ,
    'docs/shades.mdx': SHADES,
    'docs/_care.mdx': CARE,
    'docs/chimney.md': CHIMNEY_MD,
  });

  it('builds with no warning about the swizzle', () => {
    expect(copy.build.code).toBe(0);
    expect(copy.build.stderr).not.toContain('src/theme/Details');
  });

  it('draws an .mdx doc`s <details> through it, the summary split out, the content still the page`s', async () => {
    const html = await copy.page('docs/shades/index.html');
    expect(html).toContain(
      `<details ${OPEN('given')}<summary>Why a <strong>frosted</strong> shade</summary><div><div class="collapsibleContent_i85q"><p>Frosted glass spreads the light; see <a href="/docs/guide/wicks/">the wick page</a>.</p>`,
    );
    // The heading inside is anchored and listed, as any heading of the page.
    expect(html).toContain(
      '<h2 id="cleaning-frost" class="anchor">Cleaning frost<a href="#cleaning-frost" class="hash-link"',
    );
    expect(html).toMatch(/<a href="#cleaning-frost" class="table-of-contents__link[^"]*">Cleaning frost<\/a>/);
    // No summary written: the generic Details writes its own; `open` and the class as written.
    expect(html).toContain(
      `<details open ${OPEN('none', ' spare-shades', 'false')}<summary>Details</summary><div><div class="collapsibleContent_i85q"><p>Two spares in the cupboard.</p>`,
    );
    expect(html).not.toContain('data-zs-theme-element');
  });

  it('draws a partial`s <details> too, and leaves one inside a paragraph and a component`s own alone', async () => {
    const html = await copy.page('docs/shades/index.html');
    expect(html).toContain(`<details ${OPEN('given')}<summary>Storing shades</summary>`);
    expect(html).toContain('<details><summary>note</summary>kept plain</details> in it.');
    expect(html).toContain(
      '<details class="faq"><summary>Do shades crack?</summary><p>Only when the flame is too high.</p></details>',
    );
    expect(html.match(/lamp-details/g)).toHaveLength(3);
  });

  it('draws a .md doc`s <details> (MDX in Docusaurus too)', async () => {
    const html = await copy.page('docs/chimney/index.html');
    expect(html).toContain(
      `<details ${OPEN('given')}<summary>Soot</summary><div><div class="collapsibleContent_i85q"><p>Wipe it when cold.</p>`,
    );
  });
});

describe("a swizzled Details with markdown.format 'detect'", () => {
  // `.md` is CommonMark then, read by zapsite's Markdown path, where the site's components do not draw.
  let site: TempSite;
  let run: Awaited<ReturnType<typeof zapsite>>;
  beforeAll(async () => {
    site = await copyFixtureWithConfig('classic-site', (c) =>
      c.replace("theme: { name: 'classic'", "markdown: { format: 'detect' },\n  theme: { name: 'classic'"),
    );
    await put(site.root, 'src/theme/Details/index.jsx', SWIZZLED);
    await put(site.root, 'docs/chimney.md', CHIMNEY_MD);
    await put(
      site.root,
      'docs/shades.mdx',
      '# Shades\n\n<details>\n<summary>Frost</summary>\n\nWarm water.\n\n</details>\n',
    );
    run = await zapsite(['build', '--root', site.root, '--out', join(site.dir, 'out')]);
  }, 120_000);
  afterAll(() => site.remove());

  it('draws the .mdx <details> through it, the .md one as the theme`s box, and warns at the .md line', async () => {
    expect(run.code).toBe(0);
    const page = (rel: string) => readFile(join(site.dir, 'out', rel), 'utf8');
    expect(await page('docs/shades/index.html')).toContain(`<details ${OPEN('given')}<summary>Frost</summary>`);
    const md = await page('docs/chimney/index.html');
    expect(md).not.toContain('lamp-details');
    // The theme's box, as a CommonMark file's raw <details> is drawn (classic-details.test.ts).
    expect(md).toContain(
      '<details class="details_lb9f alert alert--info details_b_Ee" data-collapsed="true"><summary>Soot</summary>',
    );
    expect(run.stderr).toContain(
      "warning[swizzle-markdown-blocks]: The site's swizzled Details does not draw the <details> elements of .md files: with markdown.format 'detect', zapsite reads them as CommonMark and draws them its own way (1 file, this the first).",
    );
    expect(run.stderr).toContain('--> docs/chimney.md:3:1');
  });
});
