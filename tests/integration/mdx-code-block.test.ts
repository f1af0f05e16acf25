// Docusaurus's ```mdx-code-block fence: its text is MDX, put where the fence stands (a component
// defined in it is used further down, in a table). A problem inside it is reported at its line in
// the file. CLI builds of the classic fixture, copied.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import { zapsite } from '../helpers/cli.ts';
import { builtCopy, copyFixtureWithConfig, put } from './temp-site.ts';

const FENCE = '`'.repeat(3);

describe('mdx-code-block fences', () => {
  const copy = builtCopy('classic-site', {
    'docs/guide/swatches.md': [
      '# Swatches',
      '',
      'The glass comes in two tints.',
      '',
      `${FENCE}mdx-code-block`,
      'export function Tint({ name }) {',
      '  return <span className="tint">{name} glass</span>;',
      '}',
      '',
      'See [the chart](./oil.md) first.',
      FENCE,
      '',
      '| Lamp | Tint |',
      '| ---- | ---- |',
      '| Hall | <Tint name="Amber" /> |',
      '',
      `${FENCE}js`,
      'const tint = "kept as code";',
      FENCE,
      '',
    ].join('\n'),
    // The use Docusaurus made them for: an element opened in one fence and closed in another.
    'docs/guide/split.md': [
      '# Split',
      '',
      `${FENCE}mdx-code-block`,
      '<div className="split">',
      FENCE,
      '',
      'Text between, **bold**.',
      '',
      `${FENCE}mdx-code-block`,
      '</div>',
      FENCE,
      '',
    ].join('\n'),
  });

  it('renders the fence as MDX where it stands and keeps other code blocks as code', async () => {
    expect(copy.build.code, copy.build.stderr).toBe(0);
    const html = await copy.page('docs/guide/swatches/index.html');
    expect(html).toContain('<td><span class="tint">Amber glass</span></td>');
    expect(html).not.toContain('mdx-code-block');
    expect(html).not.toContain('export function Tint');
    expect(html).toContain('kept as code');
  });

  it('lets an element open in one fence and close in another, as Docusaurus does', async () => {
    const html = await copy.page('docs/guide/split/index.html');
    expect(html).toContain('<div class="split"><p>Text between, <strong>bold</strong>.</p></div>');
  });

  it('resolves a Markdown link inside the fence', async () => {
    expect(await copy.page('docs/guide/swatches/index.html')).toContain('<a href="/docs/guide/oil/">the chart</a>');
  });
});

describe('a broken link inside an mdx-code-block fence', () => {
  const copy = builtCopy('classic-site', {
    'docs/guide/swatches.md': [
      '# Swatches',
      '',
      `${FENCE}mdx-code-block`,
      '<div className="chart">',
      '',
      'See [the missing chart](./no-chart.md) first.',
      '',
      '</div>',
      FENCE,
      '',
    ].join('\n'),
  });

  it('is reported at its line and column in the file', () => {
    expect(copy.build.code).not.toBe(0);
    expect(copy.build.stderr).toMatch(/no-chart\.md[^\n]*\n\s+--> docs\/guide\/swatches\.md:6:5/);
  });
});

describe('an mdx-code-block fence in a .md file read as CommonMark', () => {
  it("is unwrapped too, its text read as Markdown with HTML, as Docusaurus's preprocessor does", async () => {
    const site = await copyFixtureWithConfig('classic-site', (c) =>
      c.replace("docs: { path: 'docs', sidebarPath: 'sidebars.ts' },", "$&\n  markdown: { format: 'md' },"),
    );
    try {
      await put(
        site.root,
        'docs/guide/plain.md',
        ['# Plain', '', `${FENCE}mdx-code-block`, '<p class="note">Kept <em>as HTML</em></p>', FENCE, ''].join('\n'),
      );
      const out = join(site.dir, 'out');
      const r = await zapsite(['build', '--root', site.root, '--out', out]);
      expect(r.code, r.stderr).toBe(0);
      const html = await readFile(join(out, 'docs/guide/plain/index.html'), 'utf8');
      expect(html).toContain('<p class="note">Kept <em>as HTML</em></p>');
      expect(html).not.toContain('mdx-code-block');
    } finally {
      await site.remove();
    }
  });
});
